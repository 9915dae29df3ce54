import type { z } from "zod";
import type { BaselineSchema } from "../model/config.js";
import { InputError } from "../model/errors.js";
import { ActionsCacheBaselineStore, type CacheBackend } from "./actions-cache-store.js";
import { FileBaselineStore } from "./file-store.js";
import { GitBranchBaselineStore } from "./git-branch-store.js";
import type { BaselineStore } from "./store.js";

/** The baseline stores by name (`baseline.store`): a new store is one file plus one case here. */

export type BaselineConfig = z.output<typeof BaselineSchema>;

export interface BaselineStoreOptions {
  /** The field errors name (the config key or the flag the location came from). */
  field?: string;
  /** Gate name: the history stores keep one series per gate. */
  gate?: string;
  /** Target ids of the run: part of the cache key. */
  targetIds?: readonly string[];
  /** Repository directory for the git-branch store (default: the working directory). */
  cwd?: string;
  /** Set on pull request runs: stores that hold the default branch's history refuse to write. */
  readOnlyReason?: string;
  /** The runner's cache, injected by the action; the actions-cache store needs it. */
  cache?: CacheBackend;
}

export function createBaselineStore(
  config: BaselineConfig,
  options: BaselineStoreOptions = {},
): BaselineStore {
  switch (config.store) {
    case "file":
      return new FileBaselineStore(config.path, { field: options.field ?? "baseline.path" });
    case "git-branch":
      return new GitBranchBaselineStore({
        gate: options.gate ?? "rabbitmq-perf-gate",
        branch: config.branch,
        remote: config.remote,
        keep: config.keep,
        ...(options.cwd !== undefined && { cwd: options.cwd }),
        ...(options.readOnlyReason !== undefined && { readOnlyReason: options.readOnlyReason }),
      });
    case "actions-cache":
      if (!options.cache) {
        throw new InputError(
          "baseline.store",
          "'actions-cache' works in the GitHub Action only (the runner's cache service); use 'file' or 'git-branch' elsewhere",
        );
      }
      return new ActionsCacheBaselineStore({
        gate: options.gate ?? "rabbitmq-perf-gate",
        targetIds: options.targetIds ?? [],
        cache: options.cache,
        ...(options.readOnlyReason !== undefined && { readOnlyReason: options.readOnlyReason }),
      });
  }
}
