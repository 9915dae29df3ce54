import type { MetricKind, Results, ScenarioResult } from "../model/results.js";
import type { ComparisonRow, MetricVerdict } from "./comparison.js";
import { CLOCK_KINDS } from "../model/metrics.js";
import { summarize } from "../stats/summary.js";

/** The median foreign CPU share (%) of some scenarios' valid trials; undefined when none recorded it. */
function medianForeignCpu(scenarios: readonly ScenarioResult[]): number | undefined {
  const values = scenarios.flatMap((scenario) =>
    scenario.trials.flatMap((trial) =>
      trial.valid && trial.foreignCpuPct !== undefined ? [trial.foreignCpuPct] : [],
    ),
  );
  return values.length > 0 ? summarize(values).median : undefined;
}

/** The median foreign CPU share (%) of a scenario's valid trials; undefined when none recorded it. */
export const scenarioForeignCpu = (scenario: ScenarioResult | undefined): number | undefined =>
  medianForeignCpu(scenario ? [scenario] : []);

/** The median foreign CPU share (%) over all valid trials of a run; undefined when none recorded it. */
export const runForeignCpu = (results: Results): number | undefined =>
  medianForeignCpu(results.targets.flatMap((target) => target.scenarios));

/** The environment difference to report when the two runs' hosts were unequally busy. */
export function busyHostDifference(baseline: Results, current: Results, gapPts: number | false): string[] {
  const [before, after] = [runForeignCpu(baseline), runForeignCpu(current)];
  if (gapPts === false || before === undefined || after === undefined) return [];
  if (Math.abs(after - before) <= gapPts) return [];
  return [
    `host CPU taken by other processes than the broker and the load generator (median over the ` +
      `trials): baseline ${fmt(before)}, current ${fmt(after)}; rates, latencies and CPU times that look worse on the ` +
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

/*
 * The guard acts on the clock kinds (binding.ts): rates and latencies, and CPU time per operation,
 * which a contended CPU inflates (caches and cores shared with neighbours, and Erlang schedulers
 * that spin while they wait for one). On a 2-core runner beside one or two busy loops, an
 * unchanged broker's CPU time per durable queue declare rose by up to 63% (A/A against a stored
 * baseline, bench/verdict-proof.md). Memory is not a matter of CPU time.
 */

/**
 * When the run that looks worse on a time or CPU metric had a host busier by more than the gap,
 * its regression (or the other run's improvement) may be the machine's: the verdict becomes
 * inconclusive and the note says why. Work metrics count the broker's own operations and are
 * never touched.
 */
export function busyHostVerdict(input: BusyHostInput): { verdict: MetricVerdict; note: string } | undefined {
  const { kind, verdict, baselineForeign, currentForeign, gapPts } = input;
  if (gapPts === false || !CLOCK_KINDS.has(kind)) return undefined;
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
      `${verdict}, but the host was busier during the ${busier}: other processes took ` +
      `${fmt(currentForeign)} of its CPU during the current run against ${fmt(baselineForeign)} during ` +
      `the baseline (more than verdict.busyHostPts = ${gapPts} points apart); a ${kind === "cpu" ? "CPU time" : "rate or latency"} ` +
      `cannot tell a busy machine from a slower broker, the broker's reductions per operation can`,
  };
}

/** The busy-host guard on a row that binds: the busier side's worse-looking clock is the machine's. */
export function busyHostGuard(
  row: ComparisonRow,
  busyHost: Pick<BusyHostInput, "gapPts" | "baselineForeign" | "currentForeign">,
): ComparisonRow {
  const guarded = row.binds
    ? busyHostVerdict({ ...busyHost, kind: row.kind, verdict: row.verdict })
    : undefined;
  return guarded ? { ...row, verdict: guarded.verdict, notes: [...row.notes, guarded.note] } : row;
}

const fmt = (pct: number) => `${pct.toFixed(pct < 10 ? 1 : 0)}%`;
