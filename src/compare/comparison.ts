import type { MetricKind, MetricSummary } from "../model/results.js";

/**
 * The comparison of a run with a baseline: what the renderers print, the JSON report writes and
 * the gate decides on. Every key is always present (absent values are null), so the JSON shape is
 * stable for anyone parsing it.
 */
export const COMPARISON_SCHEMA_ID = "rabbitmq-perf-gate/comparison";
export const COMPARISON_SCHEMA_VERSION = 3;

export type Direction = "higher" | "lower";

/**
 * Per metric:
 * - regressed / improved: got worse / better by more than the threshold;
 * - unchanged: within the threshold;
 * - inconclusive: the data cannot say (baseline median 0, unit changed; later: a statistical
 *   policy that cannot separate the samples). Does not fail the gate; the notes say why;
 * - missing-in-baseline / missing-in-current: only one side has (samples for) the metric.
 *   Listed, never dropped; does not fail the gate;
 * - acknowledged: regressed, but accepted (a pull request label or a config entry with a reason
 *   and an expiry date, see acknowledge.ts). A warning; does not fail the gate;
 * - not-comparable: a rate, latency or CPU time that moved beyond the threshold against a
 *   reference measured in another run (another runner, another time), where the machine alone
 *   moves it that far (see binding.ts). Shown with its change; does not fail the gate.
 */
export type MetricVerdict =
  | "regressed"
  | "improved"
  | "unchanged"
  | "inconclusive"
  | "missing-in-baseline"
  | "missing-in-current"
  | "acknowledged"
  | "not-comparable";

/**
 * pass: nothing regressed; pass-with-warnings: every regression was acknowledged; regression: a
 * metric regressed; limit-exceeded: a metric is beyond an absolute limit of the config (see
 * limits.ts; a comparison's own verdict is never this, the gate's may be); invalid: a current
 * scenario was invalid; data-loss: the broker confirmed messages that no consumer ever received
 * (a scenario's data-loss bound was exceeded, see limits.ts; never a comparison's own verdict);
 * unmatched: the comparison compared nothing where the runs should meet (no metric on both sides,
 * or a target renamed on one side: see matching.ts), which no setting turns into a pass.
 * In that order of severity: lost confirmed messages are the worst thing a run can find, worse
 * than numbers that cannot be trusted.
 */
export type OverallVerdict =
  "pass" | "pass-with-warnings" | "regression" | "unmatched" | "limit-exceeded" | "invalid" | "data-loss";

const VERDICT_SEVERITY: Record<OverallVerdict, number> = {
  pass: 0,
  "pass-with-warnings": 1,
  regression: 2,
  unmatched: 3,
  "limit-exceeded": 4,
  invalid: 5,
  "data-loss": 6,
};

/** The worst of several verdicts (a run judged against a stored baseline, same-job pairs and limits). */
export function worstVerdict(first: OverallVerdict, ...others: readonly OverallVerdict[]): OverallVerdict {
  return others.reduce(
    (worst, next) => (VERDICT_SEVERITY[next] > VERDICT_SEVERITY[worst] ? next : worst),
    first,
  );
}

/** Why a regression is accepted. */
export interface Acknowledgement {
  /** "label": the pull request carries the acknowledge label; "config": an acknowledge entry. */
  source: "label" | "config";
  reason: string;
  /** Last day a config entry holds (YYYY-MM-DD); null for a label. */
  expires: string | null;
}

export interface ConfidenceInterval {
  /** What the interval is of, e.g. "ratio-of-medians" (current / baseline). */
  statistic: string;
  /** Confidence level, e.g. 0.95. */
  level: number;
  low: number;
  high: number;
}

export interface ComparisonRow {
  target: string;
  scenario: string;
  metric: string;
  /** "<target>/<scenario>.<metric>": the most specific threshold key for this metric. */
  key: string;
  unit: string;
  /** Which way is better. */
  direction: Direction;
  /** What the metric measures: work, cpu, memory, time or loss (see src/model/metrics.ts). */
  kind: MetricKind;
  baseline: MetricSummary | null;
  current: MetricSummary | null;
  /** Raw change of the median, (current - baseline) / |baseline| * 100; null when undefined. */
  changePct: number | null;
  /** The change in the metric's own direction: positive = better, negative = worse; null when undefined. */
  betterPct: number | null;
  /** Allowed change in the bad direction, in percent (also the bar for "improved"). */
  thresholdPct: number;
  /** The thresholds key that set `thresholdPct`, or "default". */
  thresholdKey: string;
  verdict: MetricVerdict;
  /** Why a verdict is what it is, when that is not obvious (zero baseline, noise, unit change). */
  notes: string[];
  /** Statistical policies only: confidence interval of the change. */
  ci: ConfidenceInterval | null;
  /** Statistical policies only: probability of a difference at least this large by chance. */
  pValue: number | null;
  /** Inconclusive verdicts of a statistical policy: why, and what would likely settle it. */
  settle: Settle | null;
  /**
   * The metric's A/A noise stored with the baseline (from `calibrate`), in percent: how far the
   * medians of two identical targets drifted apart on that machine. Null when none is stored.
   */
  noisePct: number | null;
  /** Set when verdict is "acknowledged": who accepted the regression and why. */
  acknowledgement: Acknowledgement | null;
  /**
   * Whether the row can fail the gate: false for a rate, latency or CPU time judged against a
   * reference from another run, unless the config or main's stored history lets it bind.
   */
  binds: boolean;
  /**
   * Why a metric of a kind that would bind moves with the machine (its scenario says so, see
   * src/model/metrics.ts): against another run it is judged as a clock metric is. Null otherwise.
   */
  movesWithMachine: string | null;
  /** Set when the row was judged against main's stored runs rather than the one baseline. */
  history: HistoryJudgement | null;
}

/** A clock metric judged against the spread of its medians over main's stored runs. */
export interface HistoryJudgement {
  /** Stored runs that had the metric. */
  runs: number;
  /** Median of their medians: the centre the current median is judged against. */
  centre: number;
  /** Standard deviation of their medians, relative to the centre, in percent. */
  spreadPct: number;
  /** (current median - centre) / standard deviation, signed so that positive is worse. */
  z: number;
}

/**
 * How the reference was measured, which decides what binds:
 * - same-job: interleaved with the candidate in this job (ab-image, targets side by side): every
 *   metric binds;
 * - separate: another run, usually another runner at another time (a stored baseline, two files):
 *   work, memory and loss bind; rates, latencies and CPU times bind only as `clockMetrics` says.
 */
export type ReferenceKind = "same-job" | "separate";

/**
 * What rates, latencies and CPU times do against a separate reference: auto (bind against main's
 * between-run spread when the store holds enough runs, otherwise advisory), advisory (never bind),
 * bind (bind as in the same job: for runners known to be alike).
 */
export type ClockMetricsMode = "auto" | "advisory" | "bind";

export interface ComparisonReference {
  kind: ReferenceKind;
  /** The configured treatment of clock metrics (meaningful for a separate reference). */
  clockMetrics: ClockMetricsMode;
  /** Stored runs of main offered for the between-run spread (0: none). */
  historyRuns: number;
  /**
   * Of those, the runs of the current run's runner class (compare/runner-class.ts): only they
   * measure the between-run spread a clock metric of this run is judged against.
   */
  historySameClassRuns: number;
  /** The current run's runner class; null without history. */
  runnerClass: string | null;
  /** Runs needed before a clock metric binds against its between-run spread. */
  historyMinRuns: number;
  /** The z beyond which a clock metric regressed against its between-run spread. */
  historyZ: number;
}

export interface Settle {
  /** too-few-trials: more trials would likely settle it; too-noisy: not within the maximum. */
  reason: "too-few-trials" | "too-noisy";
  /** Trials per side that would likely settle it; null when more than the maximum would be needed. */
  trialsPerSide: number | null;
  /** Pooled relative spread of the trials of both sides, in percent. */
  spreadPct: number;
}

/** One sentence on what moved in a target's scenario, and which kind of metric says so. */
export interface Finding {
  target: string;
  scenario: string;
  /** work/cpu/memory/loss: that kind regressed; time: time metrics regressed (the message says whether work did). */
  kind: MetricKind;
  metrics: string[];
  message: string;
}

export interface InvalidScenario {
  target: string;
  scenario: string;
  reasons: string[];
}

/** An id only the current run has, and the close one only the baseline has: a likely rename. */
export interface Rename {
  current: string;
  baseline: string;
}

export interface Matching {
  /** Nothing was compared where the runs should meet: the gate fails (verdict "unmatched"). */
  unmatched: boolean;
  baselineOnlyTargets: string[];
  currentOnlyTargets: string[];
  /** "<target>/<scenario>" of targets on both sides, present on one side only. */
  baselineOnlyScenarios: string[];
  currentOnlyScenarios: string[];
  /** Targets on both sides of which no metric was on both sides. */
  targetsWithoutMatch: string[];
  /** Likely renames, targets or "<target>/<scenario>". */
  renames: Rename[];
  /**
   * Metrics that bind in the baseline and that a scenario the current run ran did not measure, with
   * why: the comparison cannot pass without them (unless `verdict.mayBeAbsent` lists them).
   */
  missingBinding: MissingBinding[];
}

/** A binding metric of the baseline the current run did not measure. */
export interface MissingBinding {
  /** "<target>/<scenario>.<metric>". */
  key: string;
  /** Why, in the current run's own words where it gave them (the broker's metrics not readable). */
  reason: string;
}

export interface RunReference {
  kind: "results" | "baseline";
  gate: string;
  createdAt: string;
  toolVersion: string;
  gitSha: string | null;
  gitRef: string | null;
}

export interface ComparisonCounts {
  /** Rows with both sides. */
  compared: number;
  regressed: number;
  improved: number;
  unchanged: number;
  inconclusive: number;
  missingInBaseline: number;
  missingInCurrent: number;
  invalidScenarios: number;
  /** Regressions accepted by a label or a config entry (not in `regressed`). */
  acknowledged: number;
  /** Clock metrics that moved beyond the threshold against a reference from another run. */
  notComparable: number;
}

export interface Comparison {
  schema: typeof COMPARISON_SCHEMA_ID;
  schemaVersion: typeof COMPARISON_SCHEMA_VERSION;
  /** Gate name of the current run. */
  gate: string;
  verdict: OverallVerdict;
  policy: { name: string; description: string };
  thresholds: {
    default: number;
    kinds: Partial<Record<MetricKind, number>>;
    metrics: Record<string, number>;
  };
  counts: ComparisonCounts;
  baseline: RunReference;
  current: RunReference;
  /** How the baseline was measured, and so which metrics bind (see binding.ts). */
  reference: ComparisonReference;
  /** Current targets, scenarios and metrics in run order, then those only the baseline has. */
  rows: ComparisonRow[];
  /** Invalid scenarios of the current run: any makes the verdict "invalid". */
  invalid: InvalidScenario[];
  /** What the two runs had in common; unmatched makes the verdict "unmatched" (see matching.ts). */
  matching: Matching;
  /**
   * What the targets' configured setup changed between the runs (an image, a setting, a scenario's
   * parameters) and what another image brings: the change measured, not a warning.
   */
  setupChanges: string[];
  /** Each way the two runs' environments differ; numbers from different environments may not compare. */
  environmentDifferences: string[];
  /** What moved, in words: more broker work, more CPU, more memory, or only the clock. */
  findings: Finding[];
  /** Other things the reader should know (threshold keys that match nothing, invalid baseline scenarios). */
  warnings: string[];
}
