import { movesWithMachine } from "../model/metrics.js";
import type { Results } from "../model/results.js";
import { summarize } from "../stats/summary.js";
import type { ComparisonReference, ComparisonRow, HistoryJudgement, MetricVerdict } from "./comparison.js";

/**
 * Which rows can fail the gate, by how the reference was measured. Rates and latencies (time) and
 * CPU time per operation (cpu) measure the broker and the machine together: between two runners,
 * or one runner at two times, they move by tens of percent while the broker does the same work
 * (an unchanged broker held to 1.2 CPUs read -30% on publish rate and +459% on end-to-end p99, its
 * work per message within 0.8%). Against a reference from another run they bind only when the
 * config says the runners are alike, or when main's stored runs measure how far they move from run
 * to run (CLOCK_KINDS in model/metrics.ts, with the metrics a scenario marks as moving with the
 * machine). Work, memory and loss do not depend on the clock and always bind. Pure.
 */
export const DEFAULT_REFERENCE: ComparisonReference = {
  kind: "separate",
  clockMetrics: "auto",
  historyRuns: 0,
  historySameClassRuns: 0,
  runnerClass: null,
  historyMinRuns: 10,
  historyZ: 5,
};

/** The medians of one metric over stored runs (valid scenarios only, same unit), oldest first. */
export function historyMedians(
  history: readonly Results[],
  row: Pick<ComparisonRow, "target" | "scenario" | "metric" | "unit">,
): number[] {
  return history.flatMap((run) => {
    const scenario = run.targets
      .find((target) => target.id === row.target)
      ?.scenarios.find((candidate) => candidate.name === row.scenario);
    if (!scenario?.valid) return [];
    const metric = scenario.metrics.find((candidate) => candidate.id === row.metric);
    if (!metric || metric.unit !== row.unit || metric.summary.n === 0) return [];
    return Number.isFinite(metric.summary.median) ? [metric.summary.median] : [];
  });
}

/**
 * The current median against the medians of main's stored runs: the centre is their median (one
 * stored regression does not move it), the spread their standard deviation (an unusual night
 * widens it: fewer alarms, never more). Undefined when the spread is zero or not finite.
 */
export function judgeAgainstHistory(
  medians: readonly number[],
  current: number,
  direction: "higher" | "lower",
): HistoryJudgement | undefined {
  const { median: centre, stdev: spread } = summarize(medians);
  if (!(spread > 0) || !Number.isFinite(spread) || centre === 0) return undefined;
  const worse = direction === "higher" ? centre - current : current - centre;
  return {
    runs: medians.length,
    centre,
    spreadPct: (spread / Math.abs(centre)) * 100,
    z: worse / spread,
  };
}

const MOVED: ReadonlySet<MetricVerdict> = new Set(["regressed", "improved"]);

/**
 * Applies the reference's rules to a row the verdict policy has judged. Same job: unchanged. A
 * separate reference: work, memory and loss unchanged; a clock row either binds as judged
 * (`bind`), is judged again against main's between-run spread (`auto` with enough stored runs;
 * `history` holds only the runs of the current run's runner class), or, when it moved, becomes
 * not-comparable and never fails the gate.
 */
export function bindRow(
  row: ComparisonRow,
  reference: ComparisonReference,
  history: readonly Results[],
): ComparisonRow {
  if (reference.kind === "same-job" || !movesWithMachine(row)) return { ...row, binds: true };
  if (reference.clockMetrics === "bind") return { ...row, binds: true };
  const judged = row.baseline && row.current && reference.clockMetrics === "auto";
  const medians = judged ? historyMedians(history, row) : [];
  if (judged && medians.length >= reference.historyMinRuns) {
    const judgement = judgeAgainstHistory(medians, row.current!.median, row.direction);
    if (judgement) return withHistory(row, judgement, reference.historyZ);
  }
  const otherClasses = reference.historyRuns - reference.historySameClassRuns;
  const classNote =
    otherClasses > 0
      ? `, of this run's runner class; ${otherClasses} stored runs of other classes do not count`
      : "";
  const enough =
    reference.clockMetrics === "auto"
      ? `; it binds once main's store holds ${reference.historyMinRuns} runs with it to measure its between-run spread (${medians.length} now${classNote})`
      : "";
  if (!MOVED.has(row.verdict)) return { ...row, binds: false };
  return {
    ...row,
    verdict: "not-comparable",
    binds: false,
    notes: [
      ...row.notes,
      `${row.verdict} against a baseline measured in another run: ${whyItMoves(row)}, so it does not bind (verdict.clockMetrics: ${reference.clockMetrics})${enough}`,
    ],
  };
}

/** Why a row's metric moves with the machine, for its note. */
function whyItMoves(row: ComparisonRow): string {
  if (row.movesWithMachine !== null) return row.movesWithMachine;
  return `a ${row.kind === "cpu" ? "CPU time" : "rate or latency"} moves with the machine as much as with the broker`;
}

function withHistory(row: ComparisonRow, judgement: HistoryJudgement, zBound: number): ComparisonRow {
  const current = row.current!.median;
  const changeFromCentre = ((current - judgement.centre) / Math.abs(judgement.centre)) * 100;
  const worsePct = row.direction === "higher" ? -changeFromCentre : changeFromCentre;
  const beyondThreshold = Math.abs(worsePct) > row.thresholdPct;
  const beyondSpread = Math.abs(judgement.z) > zBound;
  const verdict: MetricVerdict =
    beyondThreshold && beyondSpread
      ? worsePct > 0
        ? "regressed"
        : "improved"
      : beyondThreshold
        ? "inconclusive"
        : "unchanged";
  const sign = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}`;
  return {
    ...row,
    verdict,
    binds: true,
    history: judgement,
    notes: [
      ...row.notes,
      `judged against main's stored runs instead of the one baseline: ${judgement.runs} runs; ${sign(changeFromCentre)}% from their median, whose run-to-run spread is ${judgement.spreadPct.toFixed(1)}% (z = ${judgement.z.toFixed(1)}; binds beyond the threshold and |z| > ${zBound})`,
    ],
    settle: null,
  };
}
