import type { MetricKind, Results, ScenarioResult } from "../baseline/results.js";
import type { MetricVerdict } from "./comparison.js";
import { summarize } from "../stats/summary.js";

/**
 * How many points more of the host's CPU capacity other processes may have taken in the run that
 * looks worse before a time metric's regression or improvement is called inconclusive. A stored
 * baseline recorded on a quiet machine and a candidate run beside busy neighbours differ by tens
 * of points; runs on an equally quiet machine by a few (bench/verdict-proof.md).
 */
export const DEFAULT_BUSY_HOST_PTS = 10;

/** The median foreign CPU share (%) of a scenario's valid trials; undefined when none recorded it. */
export function scenarioForeignCpu(scenario: ScenarioResult | undefined): number | undefined {
  const values = (scenario?.trials ?? [])
    .filter((trial) => trial.valid && trial.foreignCpuPct !== undefined)
    .map((trial) => trial.foreignCpuPct!);
  return values.length > 0 ? summarize(values).median : undefined;
}

/** The median foreign CPU share (%) over all valid trials of a run; undefined when none recorded it. */
export function runForeignCpu(results: Results): number | undefined {
  const values = results.targets.flatMap((target) =>
    target.scenarios.flatMap((scenario) =>
      scenario.trials
        .filter((trial) => trial.valid && trial.foreignCpuPct !== undefined)
        .map((trial) => trial.foreignCpuPct!),
    ),
  );
  return values.length > 0 ? summarize(values).median : undefined;
}

/** The environment difference to report when the two runs' hosts were unequally busy. */
export function busyHostDifference(baseline: Results, current: Results, gapPts: number | false): string[] {
  const [before, after] = [runForeignCpu(baseline), runForeignCpu(current)];
  if (gapPts === false || before === undefined || after === undefined) return [];
  if (Math.abs(after - before) <= gapPts) return [];
  return [
    `host CPU taken by other processes than the broker and the load generator (median over the ` +
      `trials): baseline ${fmt(before)}, current ${fmt(after)}; time metrics that look worse on the ` +
      `busier side are inconclusive`,
  ];
}

export interface BusyHostInput {
  kind: MetricKind;
  verdict: MetricVerdict;
  /** Median foreign CPU share (%) of the baseline's and the current run's trials of the scenario. */
  baselineForeign: number | undefined;
  currentForeign: number | undefined;
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
  const { kind, verdict, baselineForeign, currentForeign, gapPts } = input;
  if (gapPts === false || kind !== "time") return undefined;
  if (baselineForeign === undefined || currentForeign === undefined) return undefined;
  const busier =
    verdict === "regressed" && currentForeign - baselineForeign > gapPts
      ? "current run"
      : verdict === "improved" && baselineForeign - currentForeign > gapPts
        ? "baseline"
        : undefined;
  if (busier === undefined) return undefined;
  return {
    verdict: "inconclusive",
    note:
      `${verdict} on time, but the host was busier during the ${busier}: other processes took ` +
      `${fmt(currentForeign)} of its CPU during the current run against ${fmt(baselineForeign)} during ` +
      `the baseline (more than verdict.busyHostPts = ${gapPts} points apart); a time metric cannot ` +
      `tell a busy machine from a slower broker, the work metrics can`,
  };
}

const fmt = (pct: number) => `${pct.toFixed(pct < 10 ? 1 : 0)}%`;
