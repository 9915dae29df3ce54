import type { Results } from "../model/results.js";

/**
 * Where the baseline lives. The gate asks for the baseline of the commit it measures (`find`),
 * shows the trend of what is stored (`history`) and, on the default branch, stores its results
 * (`save`). A new store is one file implementing this plus one line in `createBaselineStore` (registry.ts).
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
  /**
   * `history` only: walk the first-parent line from `at` (the default branch's own commits, in
   * order), as a series over main's history needs; merged branches' commits are left out.
   */
  firstParent?: boolean;
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
