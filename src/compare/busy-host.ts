import type { MetricKind, Results, ScenarioResult } from "../baseline/results.js";
import type { MetricVerdict } from "./comparison.js";
import { summarize } from "../stats/summary.js";

/**
 * How much busier (percentage points of CPU pressure) one run's host may be than the other's before
 * a time metric's regression or improvement is called inconclusive. A stored baseline recorded on
 * a quiet machine and a candidate run beside busy neighbours differ by tens of points; two runs on
 * the same quiet machine by a few (bench/verdict-proof.md).
 */
export const DEFAULT_BUSY_HOST_PTS = 10;

/** The median host CPU pressure (%) of a scenario's valid trials; undefined when none recorded it. */
export function scenarioCpuPressure(scenario: ScenarioResult | undefined): number | undefined {
  const values = (scenario?.trials ?? [])
    .filter((trial) => trial.valid && trial.cpuPressurePct !== undefined)
    .map((trial) => trial.cpuPressurePct!);
  return values.length > 0 ? summarize(values).median : undefined;
}

/** The median host CPU pressure (%) over all valid trials of a run; undefined when none recorded it. */
export function runCpuPressure(results: Results): number | undefined {
  const values = results.targets.flatMap((target) =>
    target.scenarios.flatMap((scenario) =>
      scenario.trials
        .filter((trial) => trial.valid && trial.cpuPressurePct !== undefined)
        .map((trial) => trial.cpuPressurePct!),
    ),
  );
  return values.length > 0 ? summarize(values).median : undefined;
}

/** The environment difference to report when the two runs' hosts were unequally busy. */
export function busyHostDifference(baseline: Results, current: Results, gapPts: number | false): string[] {
  const [before, after] = [runCpuPressure(baseline), runCpuPressure(current)];
  if (gapPts === false || before === undefined || after === undefined) return [];
  if (Math.abs(after - before) <= gapPts) return [];
  return [
    `host CPU pressure (share of the trials' time some task waited for a CPU, median): baseline ` +
      `${fmt(before)}, current ${fmt(after)}; time metrics that look worse on the busier side are ` +
      `inconclusive`,
  ];
}

export interface BusyHostInput {
  kind: MetricKind;
  verdict: MetricVerdict;
  /** Median host CPU pressure (%) of the baseline's and the current run's trials of the scenario. */
  baselinePressure: number | undefined;
  currentPressure: number | undefined;
  /** The allowed difference in percentage points, or false to never apply the guard. */
  gapPts: number | false;
}

/**
 * A time metric measures the broker and the machine together. When the run that looks worse had
 * a host busier by more than the gap, its regression (or the other run's improvement) may be the
 * machine's: the verdict becomes inconclusive and the note says why. Work metrics count the
 * broker's own operations and are never touched.
 */
export function busyHostVerdict(input: BusyHostInput): { verdict: MetricVerdict; note: string } | undefined {
  const { kind, verdict, baselinePressure, currentPressure, gapPts } = input;
  if (gapPts === false || kind !== "time") return undefined;
  if (baselinePressure === undefined || currentPressure === undefined) return undefined;
  const busier =
    verdict === "regressed" && currentPressure - baselinePressure > gapPts
      ? "current run"
      : verdict === "improved" && baselinePressure - currentPressure > gapPts
        ? "baseline"
        : undefined;
  if (busier === undefined) return undefined;
  return {
    verdict: "inconclusive",
    note:
      `${verdict} on time, but the host was busier during the ${busier}: some task waited for a CPU ` +
      `${fmt(currentPressure)} of the current run's time against ${fmt(baselinePressure)} of the ` +
      `baseline's (more than verdict.busyHostPts = ${gapPts} points apart); a time metric cannot tell ` +
      `a busy machine from a slower broker, the work metrics can`,
  };
}

const fmt = (pct: number) => `${pct.toFixed(pct < 10 ? 1 : 0)}%`;
