import type { MergeBaseRecord, MetricSummary } from "../model/results.js";
import { invalidScenarios, runReference } from "../compare/compare.js";
import type {
  Comparison,
  Direction,
  InvalidScenario,
  OverallVerdict,
  RunReference,
} from "../compare/comparison.js";
import type { Judgement } from "../compare/judgement.js";
import type { LimitCheck } from "../compare/limits.js";

/**
 * The machine-readable report (`--json`). Its shape is stable: every key is always present
 * (null when there is nothing), and changes that remove or retype a key bump `schemaVersion`.
 *
 * {
 *   "schema": "rabbitmq-perf-gate/report", "schemaVersion": 1,
 *   "gate": "rabbitmq-perf-gate",
 *   "verdict": "pass" | "pass-with-warnings" | "regression" | "unmatched" | "limit-exceeded" | "invalid" | "data-loss",
 *              // the worst of the comparison's, the limits' and the same-job pairs'; without a
 *              // baseline or a pair only pass, limit-exceeded, invalid or data-loss (a scenario's
 *              // data-loss bound exceeded: confirmed messages lost)
 *   "current": { kind, gate, createdAt, toolVersion, gitSha, gitRef },
 *   "invalid": [{ target, scenario, reasons[] }],  // invalid scenarios of the current run
 *   "scenarioWarnings": [{ target, scenario, warnings[] }],
 *   "metrics": [{ target, scenario, metric, key, unit, direction, summary{n, median, mean, min, max, stdev, rsdPct} }],
 *   "limits": [{ target, scenario, metric, key, limitKey, unit, bound: "max" | "min", limit,
 *                statistic: "median" | "worst", value, verdict: "within" | "exceeded" | "not-measured",
 *                reason, dataLoss }],  // [] without limits; scenario and metric null when the limit key
 *                            // matched nothing of the target, value null when not measured, reason when none;
 *                            // limitKey "(scenario default)" for a bound the scenario set itself;
 *                            // dataLoss true for a scenario's bound on a "loss" metric (checked on the
 *                            // worst trial; exceeded, it makes the verdict "data-loss")
 *   "comparison": null | {                            // present when a baseline was compared
 *     schema: "rabbitmq-perf-gate/comparison", schemaVersion: 3, gate, verdict,
 *     policy{name, description}, thresholds{default, metrics}, counts{compared, regressed, improved,
 *     unchanged, inconclusive, missingInBaseline, missingInCurrent, invalidScenarios, acknowledged,
 *     notComparable},
 *     baseline: RunReference, current: RunReference,
 *     reference: { kind: "same-job" | "separate", clockMetrics: "auto" | "advisory" | "bind",
 *                  historyRuns, historySameClassRuns, runnerClass, historyMinRuns, historyZ },  // how the baseline was measured
 *     rows: [{ target, scenario, metric, key, unit, direction, baseline: summary | null,
 *              current: summary | null, changePct, betterPct, thresholdPct, thresholdKey,
 *              verdict, notes[], ci: {statistic, level, low, high} | null, pValue,
 *              settle: {reason: "too-few-trials" | "too-noisy", trialsPerSide, spreadPct} | null,
 *              noisePct,
 *              acknowledgement: {source: "label" | "config", reason, expires} | null,
 *              binds,  // false: a clock metric against another run, which cannot fail the gate
 *              history: {runs, centre, spreadPct, z} | null }],  // judged against main's stored runs
 *     invalid[], setupChanges[], environmentDifferences[], warnings[]
 *   },
 *   "sameJob": null | {                               // present when the run measured same-job pairs
 *     mergeBase: null | { rev, commit, head, source, candidateSource, changes: string[][], unpaired[] },
 *     pairs: [{ reference, candidate, verdict, differences[], comparison }]  // comparison as above;
 *                            // its rows name the target "<candidate> vs <reference>"
 *   }
 * }
 *
 * Version 2 added the verdict "not-comparable", `reference`, `binds`, `history` and
 * `counts.notComparable`. Version 3 moved what the targets' configured setup changed (an image, a
 * setting, a scenario's parameters, and the versions another image brings) from
 * `environmentDifferences` to `setupChanges`.
 *
 * `changePct` is the raw change of the median in percent; `betterPct` is the same change signed so
 * that positive is better for the metric's direction. Both are null when undefined (zero baseline).
 */
export const REPORT_SCHEMA_ID = "rabbitmq-perf-gate/report";
export const REPORT_SCHEMA_VERSION = 1;

export interface MetricReport {
  target: string;
  scenario: string;
  metric: string;
  /** "<target>/<scenario>.<metric>", as threshold keys and comparison rows name it. */
  key: string;
  unit: string;
  direction: Direction;
  summary: MetricSummary;
}

export interface JsonReport {
  schema: typeof REPORT_SCHEMA_ID;
  schemaVersion: typeof REPORT_SCHEMA_VERSION;
  gate: string;
  verdict: OverallVerdict;
  current: RunReference;
  invalid: InvalidScenario[];
  scenarioWarnings: { target: string; scenario: string; warnings: string[] }[];
  metrics: MetricReport[];
  /** The config's absolute limits checked on the current run (see src/compare/limits.ts). */
  limits: LimitCheck[];
  comparison: Comparison | null;
  /** Same-job A/B pairs (`ab-image`, `ab.reference`, `ab-base`) and the merge base, when measured. */
  sameJob: SameJobReport | null;
}

export interface SameJobReport {
  mergeBase: MergeBaseRecord | null;
  pairs: {
    reference: string;
    candidate: string;
    verdict: OverallVerdict;
    differences: string[];
    comparison: Comparison;
  }[];
}

export function buildJsonReport(judged: Judgement): JsonReport {
  const { results, comparison, limits, sameJob: pairs } = judged;
  return {
    schema: REPORT_SCHEMA_ID,
    schemaVersion: REPORT_SCHEMA_VERSION,
    gate: results.gate,
    verdict: judged.verdict,
    current: runReference(results),
    invalid: invalidScenarios(results),
    scenarioWarnings: results.targets.flatMap((target) =>
      target.scenarios
        .filter((scenario) => scenario.warnings.length > 0)
        .map((scenario) => ({
          target: target.id,
          scenario: scenario.name,
          warnings: [...scenario.warnings],
        })),
    ),
    metrics: results.targets.flatMap((target) =>
      target.scenarios.flatMap((scenario) =>
        scenario.metrics.map((metric) => ({
          target: target.id,
          scenario: scenario.name,
          metric: metric.id,
          key: `${target.id}/${scenario.name}.${metric.id}`,
          unit: metric.unit,
          direction: metric.direction,
          summary: { ...metric.summary },
        })),
      ),
    ),
    limits: limits.map((check) => ({ ...check })),
    comparison: comparison ?? null,
    sameJob:
      pairs.length > 0
        ? {
            mergeBase: results.sameJob?.mergeBase ?? null,
            pairs: pairs.map((pair) => ({
              reference: pair.reference,
              candidate: pair.candidate,
              verdict: pair.comparison.verdict,
              differences: [...pair.differences],
              comparison: pair.comparison,
            })),
          }
        : null,
  };
}

/** The report as indented JSON with a final newline. */
export function renderJson(judged: Judgement): string {
  return `${JSON.stringify(buildJsonReport(judged), null, 2)}\n`;
}
