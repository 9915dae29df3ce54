import type { MetricResult, Results, ScenarioResult } from "../model/results.js";
import { bindRow, DEFAULT_REFERENCE } from "./binding.js";
import {
  COMPARISON_SCHEMA_ID,
  COMPARISON_SCHEMA_VERSION,
  type Comparison,
  type ClockMetricsMode,
  type ComparisonCounts,
  type ComparisonReference,
  type ComparisonRow,
  type InvalidScenario,
  type MissingBinding,
  type OverallVerdict,
  type RunReference,
} from "./comparison.js";
import { busyHostDifference, busyHostGuard, scenarioForeignCpu } from "./busy-host.js";
import { withSettleNote } from "./settle-note.js";
import { DEFAULT_BUSY_HOST_PTS } from "../model/config.js";
import { environmentDifferences, setupChanges } from "./environment.js";
import { findings } from "./findings.js";
import { absoluteLoss, definitionChange, missingReason } from "./pair-rules.js";
import { matchRows } from "./matching.js";
import { runnerClass, sameClassRuns } from "./runner-class.js";
import { applyNoiseFloor, noiseLookup, type NoiseFloorMode, type NoiseLookup } from "./noise-floor.js";
import { thresholdPolicy, type VerdictPolicy } from "./policy.js";
import { KIND_THRESHOLDS, resolveThreshold, unusedThresholdWarnings, type Thresholds } from "./thresholds.js";
import { checkMissingBinding } from "./missing-binding.js";
import { pairBy } from "./pairs.js";

export interface CompareOptions {
  /** How each metric's verdict is decided; the threshold policy (medians) by default. */
  policy?: VerdictPolicy;
  /** What stored A/A noise does to a threshold below it; "raise" by default. */
  noiseFloor?: NoiseFloorMode;
  /** Where each metric's noise comes from; by default the baseline's calibration. */
  noise?: NoiseLookup;
  /**
   * Points of host CPU taken by other processes by which the worse-looking run's host may be busier
   * before a rate's, latency's or CPU time's regression or improvement is inconclusive
   * (src/compare/busy-host.ts); false: never.
   */
  busyHostPts?: number | false;
  /**
   * How the baseline was measured: "separate" (another run: a stored baseline, a second file; the
   * default) or "same-job" (interleaved with the candidate in this job). Decides which rows bind.
   */
  reference?: ComparisonReference["kind"];
  /** Rates, latencies and CPU times against a separate reference; "auto" by default. */
  clockMetrics?: ClockMetricsMode;
  /** Main's stored runs, oldest first: their between-run spread lets clock metrics bind ("auto"). */
  history?: readonly Results[];
  /** Main's spread judges a clock metric over the newest this many runs of this run's class only. */
  historyMaxRuns?: number;
  /** Stored runs needed for that, and the z beyond which a clock metric moved. */
  historyMinRuns?: number;
  historyZ?: number;
  /**
   * Metric keys ("metric", "scenario.metric", "target/scenario.metric") that may be missing from the
   * current run although they bind: otherwise such a metric makes the comparison unmatched.
   */
  mayBeAbsent?: readonly string[];
}

/**
 * Compares a run with a baseline. Targets match by id, scenarios by name, metrics by id; whatever
 * only one side has is listed as missing, never dropped. Pure: neither input is modified.
 */
export function compareResults(
  baseline: Results,
  current: Results,
  thresholds: Thresholds,
  options: CompareOptions = {},
): Comparison {
  const policy = options.policy ?? thresholdPolicy;
  const noise = options.noise ?? noiseLookup(baseline.calibration);
  const noiseFloor = options.noiseFloor ?? "raise";
  const busyHostPts = options.busyHostPts ?? DEFAULT_BUSY_HOST_PTS;
  const offered = options.reference === "same-job" ? [] : (options.history ?? []);
  const history = sameClassRuns(offered, current.host).slice(-(options.historyMaxRuns ?? Infinity));
  const reference: ComparisonReference = {
    kind: options.reference ?? DEFAULT_REFERENCE.kind,
    clockMetrics: options.clockMetrics ?? DEFAULT_REFERENCE.clockMetrics,
    historyRuns: offered.length,
    historySameClassRuns: history.length,
    runnerClass: offered.length > 0 ? runnerClass(current.host) : null,
    historyMinRuns: options.historyMinRuns ?? DEFAULT_REFERENCE.historyMinRuns,
    historyZ: options.historyZ ?? DEFAULT_REFERENCE.historyZ,
  };
  const rows: ComparisonRow[] = [];
  const missingBinding: MissingBinding[] = [];
  const mayBeAbsent = new Set(options.mayBeAbsent ?? []);
  for (const targetPair of pairBy(baseline.targets, current.targets, (t) => t.id)) {
    const scenarioPairs = pairBy(
      targetPair.before?.scenarios ?? [],
      targetPair.after?.scenarios ?? [],
      (s) => s.name,
    );
    for (const scenarioPair of scenarioPairs) {
      const metricPairs = pairBy(
        scenarioPair.before?.metrics ?? [],
        scenarioPair.after?.metrics ?? [],
        (m) => m.id,
      );
      // How busy each side's host was, read once for all the scenario's metrics.
      const busyHost = {
        gapPts: busyHostPts,
        baselineForeign: scenarioForeignCpu(scenarioPair.before),
        currentForeign: scenarioForeignCpu(scenarioPair.after),
      };
      const scenarioRows = metricPairs.map((metricPair) =>
        bindRow(
          compareMetric(targetPair.key, scenarioPair.key, metricPair.before, metricPair.after, {
            thresholds,
            policy,
            noise,
            noiseFloor,
            baselineTarget: targetPair.before !== undefined,
            currentTarget: targetPair.after !== undefined,
            baselineScenario: scenarioPair.before,
            currentScenario: scenarioPair.after,
          }),
          reference,
          history,
        ),
      );
      // The guard acts on the verdict that binds: the policy's, or the one against main's history.
      // A clock row that binds moved beyond what a busier host explains: with `clockMetrics: bind`
      // the user declared the runners alike, and main's spread already holds the machine's share
      // (20 A/A pairs judged against 19 stored runs each: no false alarm, bench/aa-gate.md).
      const judged = scenarioRows.map((row) => withSettleNote(busyHostGuard(row, busyHost)));
      // Only a scenario the current run ran can miss a metric; a dropped one is a partial match.
      if (targetPair.after && scenarioPair.after) {
        const checked = checkMissingBinding(judged, targetPair.after, mayBeAbsent);
        rows.push(...checked.rows);
        missingBinding.push(...checked.missing);
      } else {
        rows.push(...judged);
      }
    }
  }

  const invalid = invalidScenarios(current);
  const counts = countRows(rows, invalid.length);
  const matching = matchRows(rows, missingBinding);
  const verdict: OverallVerdict =
    invalid.length > 0
      ? "invalid"
      : matching.unmatched
        ? "unmatched"
        : counts.regressed > 0
          ? "regression"
          : "pass";
  const warnings = [
    ...invalidScenarios(baseline).map(
      (s) =>
        `baseline ${s.target}/${s.scenario} was invalid when it was recorded (${s.reasons.join("; ")}): its numbers may be wrong`,
    ),
    ...unusedThresholdWarnings(thresholds, rows),
  ];

  return {
    schema: COMPARISON_SCHEMA_ID,
    schemaVersion: COMPARISON_SCHEMA_VERSION,
    gate: current.gate,
    verdict,
    policy: { name: policy.name, description: policy.description },
    thresholds: {
      default: thresholds.default,
      kinds: { ...KIND_THRESHOLDS, ...thresholds.kinds },
      metrics: { ...thresholds.metrics },
    },
    counts,
    baseline: runReference(baseline),
    current: runReference(current),
    reference,
    rows,
    invalid,
    matching,
    setupChanges: setupChanges(baseline, current),
    environmentDifferences: [
      ...environmentDifferences(baseline, current),
      ...busyHostDifference(baseline, current, busyHostPts),
    ],
    findings: findings(rows),
    warnings,
  };
}

/** Scenarios of a run marked invalid, with their reasons. Any of them fails the gate. */
export function invalidScenarios(results: Results): InvalidScenario[] {
  return results.targets.flatMap((target) =>
    target.scenarios
      .filter((scenario) => !scenario.valid)
      .map((scenario) => ({
        target: target.id,
        scenario: scenario.name,
        reasons:
          scenario.invalidReasons.length > 0
            ? [...scenario.invalidReasons]
            : ["marked invalid without a reason"],
      })),
  );
}

/** The verdict of a run on its own (no baseline): only validity can fail it. */
export function resultsVerdict(results: Results): OverallVerdict {
  return invalidScenarios(results).length > 0 ? "invalid" : "pass";
}

interface MetricContext {
  thresholds: Thresholds;
  policy: VerdictPolicy;
  noise: NoiseLookup;
  noiseFloor: NoiseFloorMode;
  baselineTarget: boolean;
  currentTarget: boolean;
  baselineScenario: ScenarioResult | undefined;
  currentScenario: ScenarioResult | undefined;
}

function compareMetric(
  target: string,
  scenario: string,
  baseline: MetricResult | undefined,
  current: MetricResult | undefined,
  context: MetricContext,
): ComparisonRow {
  const described = (current ?? baseline)!;
  const kind = described.kind ?? "time";
  // The metric's own measured threshold is the baseline's: what main measured, not what a pull
  // request's results say of themselves.
  const measured = (baseline ?? current)!.threshold;
  const configured = resolveThreshold(context.thresholds, target, scenario, described.id, kind, measured);
  const noise = context.noise(target, scenario, described.id);
  const floor = applyNoiseFloor(configured.pct, noise, context.noiseFloor);
  const threshold = { ...configured, pct: floor.thresholdPct };
  const row: ComparisonRow = {
    target,
    scenario,
    metric: described.id,
    key: `${target}/${scenario}.${described.id}`,
    unit: described.unit,
    direction: described.direction,
    kind,
    baseline: baseline && baseline.summary.n > 0 ? { ...baseline.summary } : null,
    current: current && current.summary.n > 0 ? { ...current.summary } : null,
    changePct: null,
    betterPct: null,
    thresholdPct: threshold.pct,
    thresholdKey: threshold.key,
    verdict: "unchanged",
    notes: [],
    ci: null,
    pValue: null,
    settle: null,
    noisePct: noise?.noisePct ?? null,
    acknowledgement: null,
    binds: true,
    movesWithMachine: baseline?.movesWithMachine ?? current?.movesWithMachine ?? null,
    history: null,
  };

  if (!current || current.summary.n === 0) {
    row.verdict = "missing-in-current";
    row.notes.push(missingReason(current, context.currentScenario, context.currentTarget, "the current run"));
    return row;
  }
  if (!baseline || baseline.summary.n === 0) {
    row.verdict = "missing-in-baseline";
    row.notes.push(missingReason(baseline, context.baselineScenario, context.baselineTarget, "the baseline"));
    return row;
  }
  const incomparable = definitionChange(baseline, current);
  if (incomparable) {
    row.verdict = "inconclusive";
    row.notes.push(incomparable);
    return row;
  }
  if (baseline.direction !== current.direction) {
    row.notes.push(
      `direction changed, judged as the current run's: from '${baseline.direction}' to '${current.direction}'`,
    );
  }

  const loss = kind === "loss" ? absoluteLoss(baseline, current) : undefined;
  if (loss) {
    row.verdict = "regressed";
    row.notes.push(loss);
    return row;
  }

  const decision = context.policy.decide({
    target,
    scenario,
    metric: current.id,
    unit: current.unit,
    direction: current.direction,
    baseline,
    current,
    thresholdPct: threshold.pct,
  });
  row.verdict = decision.verdict;
  row.changePct = decision.changePct;
  row.betterPct = decision.betterPct;
  row.notes.push(...floor.notes, ...decision.notes);
  row.ci = decision.ci ?? null;
  row.pValue = decision.pValue ?? null;
  row.settle = decision.settle ?? null;
  return row;
}

export function countRows(rows: readonly ComparisonRow[], invalidScenarios: number): ComparisonCounts {
  const count = (verdict: ComparisonRow["verdict"]) => rows.filter((r) => r.verdict === verdict).length;
  return {
    compared: rows.filter((r) => r.baseline && r.current).length,
    regressed: count("regressed"),
    improved: count("improved"),
    unchanged: count("unchanged"),
    inconclusive: count("inconclusive"),
    missingInBaseline: count("missing-in-baseline"),
    missingInCurrent: count("missing-in-current"),
    invalidScenarios,
    acknowledged: count("acknowledged"),
    notComparable: count("not-comparable"),
  };
}

/** What a comparison records about each run it compared. */
export function runReference(results: Results): RunReference {
  return {
    kind: results.kind,
    gate: results.gate,
    createdAt: results.createdAt,
    toolVersion: results.tool.version,
    gitSha: results.git?.sha ?? null,
    gitRef: results.git?.ref ?? null,
  };
}

// Re-exported so callers wire everything from one module.
export type { Comparison, ComparisonRow, Finding, InvalidScenario, OverallVerdict } from "./comparison.js";
