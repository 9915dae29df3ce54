import type { z } from "zod";
import type { BaselineSchema } from "../model/config.js";
import { InputError } from "../model/errors.js";
import { ActionsCacheBaselineStore, type CacheBackend } from "./actions-cache-store.js";
import { FileBaselineStore } from "./file-store.js";
import { GitBranchBaselineStore } from "./git-branch-store.js";
import type { Results } from "../model/results.js";

/**
 * Where the baseline lives. The gate asks for the baseline of the commit it measures (`find`),
 * shows the trend of what is stored (`history`) and, on the default branch, stores its results
 * (`save`). A new store is one file implementing this plus one line in `createBaselineStore`.
 */
export interface BaselineStore {
  /** Store kind, e.g. "file". */
  readonly name: string;
  /** True when an empty store is normal (history stores start empty); false makes it an input error. */
  readonly mayBeEmpty: boolean;
  /** The baseline for `query`, saying which stored result it is; undefined when nothing fits. */
  find(query?: BaselineQuery): Promise<BaselineMatch | undefined>;
  /** Stored results along the base, oldest first, at most `limit`; never modifies the store. */
  history(limit: number, query?: BaselineQuery): Promise<Results[]>;
  /** Stores `results` as a baseline (kind "baseline"); refuses when the run may not write. */
  save(results: Results): Promise<SavedBaseline>;
  /** Where the baseline is, for humans: "file 'perf/baseline.json'". */
  describe(): string;
}

/** Which stored result a run should be compared with. */
export interface BaselineQuery {
  /**
   * The commit whose stored result, or the nearest stored ancestor's, is the baseline: a pull
   * request's merge base, or the previous commit of a push.
   */
  at?: string;
  /** What `at` is, for the report: "the merge base with main". */
  atLabel?: string;
  /** The branch the baseline should come from (a pull request's base branch), for fallbacks. */
  ref?: string;
}

export interface BaselineMatch {
  results: Results;
  /** What was used, in words: "stored result of a1b2c3d, the merge base with main". */
  source: string;
  /** Set when the store could not give what the query asked for and used something else: why. */
  fallback?: string;
}

export interface SavedBaseline {
  /** Where it went, in words: "branch 'perf-gate-baselines' as gate/a1b2c3d.json". */
  location: string;
}

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
