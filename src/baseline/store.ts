import type { z } from "zod";
import type { FileBaselineSchema } from "../core/config.js";
import { FileBaselineStore } from "./file-store.js";
import type { Results } from "./results.js";

/**
 * Where the baseline lives. The gate only loads it to compare; `save` is for `baseline save`.
 * A new store (e.g. an artifact or a branch) is one file implementing this plus one line in
 * `createBaselineStore`.
 */
export interface BaselineStore {
  /** Store kind, e.g. "file". */
  readonly name: string;
  /** The baseline, or undefined when none has been saved yet. Never modifies the store. */
  load(): Promise<Results | undefined>;
  /** Stores `results` as the baseline (kind "baseline"), replacing the previous one atomically. */
  save(results: Results): Promise<void>;
  /** Where the baseline is, for humans: "file 'perf/baseline.json'". */
  describe(): string;
}

export type BaselineConfig = z.output<typeof FileBaselineSchema>;

export interface BaselineStoreOptions {
  /** The field errors name (the config key or the flag the location came from). */
  field?: string;
}

export function createBaselineStore(
  config: BaselineConfig,
  options: BaselineStoreOptions = {},
): BaselineStore {
  switch (config.store) {
    case "file":
      return new FileBaselineStore(config.path, { field: options.field ?? "baseline.path" });
  }
}
