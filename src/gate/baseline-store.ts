import type { Results } from "../model/results.js";
import { InputError } from "../model/errors.js";
import type { CacheBackend } from "../baseline/actions-cache-store.js";
import { createBaselineStore } from "../baseline/registry.js";
import type { BaselineQuery, BaselineStore } from "../baseline/store.js";
import { acknowledgeRegressions, type AcknowledgeConfig } from "../compare/acknowledge.js";
import { resultsVerdict } from "../compare/compare.js";
import type { Comparison } from "../compare/comparison.js";
import type { BaselineSource } from "../report/comment.js";
import type { ReportExtras } from "../report/gate-report.js";
import type { TrendOptions } from "../report/mermaid.js";
import type { GateConfig } from "./resolve.js";

/**
 * The stored baseline around a run: the store opened and its baseline found before measuring;
 * after the comparison, acknowledged regressions accepted, the trend read and, on the default
 * branch, the results stored.
 */

/**
 * Where the run stands in the repository: which stored baseline it compares with, whether it
 * may store its own results, and the pull request's labels. The action fills it from the event;
 * the CLI from flags. Everything is optional: without it the gate behaves as with a plain file.
 */
export interface RunContext {
  /** The commit whose stored result (or nearest stored ancestor's) is the baseline. */
  baselineQuery?: BaselineQuery;
  /** Labels of the pull request, for the acknowledge label. */
  labels?: readonly string[];
  /** Set on pull request runs: stores holding the default branch's history refuse to write. */
  readOnlyReason?: string;
  /** Store this run's results as a baseline after it (runs of the default branch). */
  saveBaseline?: boolean;
  /** The runner's cache, for the actions-cache store (injected by the action). */
  cache?: CacheBackend;
  /** Repository directory of the git-branch store. */
  cwd?: string;
  /** How the current run is labelled in trend charts ("#42"). */
  currentLabel?: string;
}

/** Opens the configured store; a file store that does not exist yet is an input error. */
export function openStore(config: GateConfig, context: RunContext): BaselineStore | undefined {
  if (!config.baseline) return undefined;
  return createBaselineStore(config.baseline, {
    gate: config.name,
    targetIds: config.targets.map((target) => target.id),
    ...(context.cwd !== undefined && { cwd: context.cwd }),
    ...(context.readOnlyReason !== undefined && { readOnlyReason: context.readOnlyReason }),
    ...(context.cache && { cache: context.cache }),
  });
}

export async function findBaseline(
  store: BaselineStore | undefined,
  config: GateConfig,
  context: RunContext,
): Promise<{ baseline?: Results; source?: BaselineSource }> {
  if (!store) return {};
  const match = await store.find(context.baselineQuery);
  if (!match) {
    if (config.baseline?.store === "file") {
      throw new InputError(
        "baseline",
        `no baseline at '${config.baseline.path}'; create one with 'baseline save --from <results> --to ${config.baseline.path}'`,
      );
    }
    return { source: { source: `none yet in ${store.describe()}: results only, nothing compared` } };
  }
  return {
    baseline: match.results,
    source: { source: match.source, ...(match.fallback && { fallback: match.fallback }) },
  };
}

/** Main's stored runs, oldest first, read once for the trend and the clock metrics' spread. */
export interface StoredHistory {
  runs: Results[];
  /** Why the history could not be read, when it could not. */
  notices: string[];
}

/**
 * How many stored runs are read per run the spread needs: the spread counts only runs of the pull
 * request's runner class (compare/runner-class.ts), so a history where main also ran on other
 * runners must be read further back to find `verdict.history.runs` of this one.
 */
export const HISTORY_SCAN_FACTOR = 3;

/**
 * Reads as many stored runs as the trend shows or the clock metrics' between-run spread needs
 * (HISTORY_SCAN_FACTOR × verdict.history.runs, when verdict.clockMetrics is auto; compare keeps the
 * newest verdict.history.runs of this run's class). A store that cannot be read is a notice: the
 * trend is left out and clock metrics stay advisory.
 */
export async function readHistory(
  config: GateConfig,
  context: RunContext,
  store: BaselineStore | undefined,
): Promise<StoredHistory> {
  const forSpread =
    config.verdict.clockMetrics === "auto" ? HISTORY_SCAN_FACTOR * config.verdict.history.runs : 0;
  const limit = Math.max(config.trend.length, forSpread);
  if (!store || limit === 0) return { runs: [], notices: [] };
  try {
    return { runs: await store.history(limit, context.baselineQuery), notices: [] };
  } catch (error) {
    return {
      runs: [],
      notices: [`the stored history could not be read from ${store.describe()}: ${(error as Error).message}`],
    };
  }
}

/** What happened to the comparison and the store after a run. */
export interface AfterRun {
  /** The comparison with acknowledged regressions accepted. */
  comparison: Comparison | undefined;
  extras: ReportExtras;
  /** Where the results were stored as a baseline. */
  saved?: string;
  /** A baseline that should have been stored was not: the run fails as infrastructure (exit 3). */
  saveFailed?: boolean;
}

/**
 * After the comparison: accept acknowledged regressions, read the trend, and on the default
 * branch store the results (a regression is stored too: it is what the branch now measures;
 * an invalid run never is). A store that cannot be written is a notice, not a lost verdict.
 */
export async function afterRun(
  config: GateConfig,
  context: RunContext,
  store: BaselineStore | undefined,
  results: Results,
  comparison: Comparison | undefined,
  source: BaselineSource | undefined,
  stored: StoredHistory = { runs: [], notices: [] },
): Promise<AfterRun> {
  const acknowledged = comparison
    ? acknowledgeRegressions(comparison, config.acknowledge as AcknowledgeConfig, {
        ...(context.labels && { labels: context.labels }),
      })
    : undefined;
  const notices = [...stored.notices];
  const history = config.trend.length > 0 ? stored.runs.slice(-config.trend.length) : [];
  let saved: string | undefined;
  let saveFailed = false;
  if (store && context.saveBaseline) {
    if (resultsVerdict(results) === "invalid") {
      notices.push(`not stored in ${store.describe()}: the run is invalid and cannot become a baseline`);
    } else {
      try {
        saved = (await store.save({ ...results, kind: "baseline" })).location;
      } catch (error) {
        saveFailed = true;
        notices.push(`the results were not stored in ${store.describe()}: ${(error as Error).message}`);
      }
    }
  }
  const trend: TrendOptions = {
    metrics: config.trend.metrics,
    changePoints: config.history,
    ...(context.currentLabel && { currentLabel: context.currentLabel }),
  };
  return {
    comparison: acknowledged,
    extras: { ...(source && { baselineSource: source }), history, trend, notices },
    ...(saved && { saved }),
    saveFailed,
  };
}
