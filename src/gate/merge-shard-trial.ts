import { encodeHistogram, mergeEncodedHistograms } from "../load/histogram.js";
import type { MessageCounters, WorkWindowRecord } from "../model/metrics.js";
import type { ScenarioResult, TrialRecord } from "../model/results.js";
import type { Scenario, TrialOutcome } from "../scenarios/scenario.js";

/**
 * One trial of a scenario merged from its shards' records (gate/merge-shards.ts): counts added,
 * histograms added bucket by bucket, the leading shard's broker readings divided by every shard's
 * operations, and every reason it is invalid, a shard's loss first. Pure.
 */

/** The share of the longest window that every shard's window must cover for the trial to count. */
export const MIN_WINDOW_OVERLAP = 0.9;

/**
 * The counters of every shard that has them, added: a shard without them (it sent nothing, or its
 * trial never ran) takes nothing away from the others', a loss among them above all.
 */
function sumCounters(all: readonly (MessageCounters | undefined)[]): MessageCounters | undefined {
  const present = all.filter((counters): counters is MessageCounters => counters !== undefined);
  if (present.length === 0) return undefined;
  const sum = { published: 0, confirmed: 0, nacked: 0, returned: 0, consumed: 0, duplicates: 0, lost: 0 };
  for (const counters of present) {
    for (const key of Object.keys(sum) as (keyof MessageCounters)[]) sum[key] += counters[key];
  }
  return sum;
}

/** Every family that all shards recorded, added up. */
function addHistograms(records: readonly TrialRecord[]): Record<string, string> {
  const families = Object.keys(records[0]!.histograms ?? {});
  const merged: Record<string, string> = {};
  for (const family of families) {
    const parts = records.map((record) => record.histograms?.[family]);
    if (parts.some((part) => part === undefined)) continue;
    const histogram = mergeEncodedHistograms(parts as string[]);
    merged[family] = encodeHistogram(histogram);
    histogram.destroy();
  }
  return merged;
}

/**
 * Each window the leading shard (the first record) measured: the broker's readings are its, the
 * operations and the load generators' CPU every shard's.
 */
function mergeWork(records: readonly TrialRecord[]): WorkWindowRecord[] {
  const windows: WorkWindowRecord[] = [];
  for (const lead of records[0]!.work ?? []) {
    const same = records.map((record) => record.work?.find((window) => window.window === lead.window));
    if (same.some((window) => window === undefined)) continue;
    const sum = (pick: (window: WorkWindowRecord) => number) =>
      (same as WorkWindowRecord[]).reduce((total, window) => total + pick(window), 0);
    const { hostBusyMs: _busy, hostCpus: _cpus, ...broker } = lead;
    windows.push({ ...broker, operations: sum((w) => w.operations), clientCpuMs: sum((w) => w.clientCpuMs) });
  }
  return windows;
}

/** Why the shards' windows of a trial do not line up, or undefined when they overlap enough. */
function windowProblem(records: readonly TrialRecord[], indexes: readonly number[]): string | undefined {
  const missing = records.findIndex((record) => record.measuredFrom === undefined);
  if (missing >= 0) return `shard ${indexes[missing]} did not record when its window began`;
  const starts = records.map((record) => record.measuredFrom!);
  const ends = records.map((record) => record.measuredFrom! + record.measuredMs);
  const longest = Math.max(...records.map((record) => record.measuredMs));
  const overlap = Math.max(0, Math.min(...ends) - Math.max(...starts));
  if (longest > 0 && overlap / longest >= MIN_WINDOW_OVERLAP) return undefined;
  // The larger of the two misalignments is the one named: a late start, or an end that came later.
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const [late, early] = [starts.indexOf(Math.max(...starts)), starts.indexOf(Math.min(...starts))];
  const [lastEnd, firstEnd] = [ends.indexOf(Math.max(...ends)), ends.indexOf(Math.min(...ends))];
  const began = starts[late]! - starts[early]!;
  const ended = ends[lastEnd]! - ends[firstEnd]!;
  const why =
    began >= ended
      ? `shard ${indexes[late]}'s began ${seconds(began)} s after shard ${indexes[early]}'s`
      : `shard ${indexes[lastEnd]}'s ended ${seconds(ended)} s after shard ${indexes[firstEnd]}'s ` +
        `(windows of ${seconds(records[lastEnd]!.measuredMs)} s and ${seconds(records[firstEnd]!.measuredMs)} s)`;
  return (
    `the shards' windows overlap ${Math.round((100 * overlap) / Math.max(longest, 1))}% (at least ` +
    `${MIN_WINDOW_OVERLAP * 100}% needed): ${why}`
  );
}

/**
 * Every reason a merged trial is invalid, or undefined when it is valid. A shard's loss comes first,
 * in its own words where its trial gave them: lost messages are the finding, whatever else went
 * wrong (a shard missing, a barrier that failed). Then the shards that sent nothing or ran no such
 * trial, the other invalid ones, and windows that did not line up.
 */
function trialProblems(
  trial: number,
  found: readonly (TrialRecord | undefined)[],
  indexes: readonly number[],
  absent: string | undefined,
): string | undefined {
  const lost: string[] = [];
  const invalid: string[] = [];
  const unmeasured: number[] = [];
  for (const [i, record] of found.entries()) {
    const shard = indexes[i]!;
    if (!record) {
      unmeasured.push(shard);
      continue;
    }
    const count = record.counters?.lost ?? 0;
    if (count > 0) {
      const own = record.invalidReason ?? "";
      lost.push(
        /\blost\b/.test(own)
          ? `shard ${shard}: ${own}`
          : `shard ${shard} lost ${count} confirmed message${count === 1 ? "" : "s"}${own ? `; ${own}` : ""}`,
      );
    } else if (!record.valid) {
      invalid.push(`shard ${shard}: ${record.invalidReason ?? "invalid"}`);
    }
  }
  const reasons = [
    ...lost,
    ...(absent ? [absent] : []),
    ...unmeasured.map((shard) => `shard ${shard} has no trial ${trial}`),
    ...invalid,
  ];
  if (reasons.length > 0) return reasons.join("; ");
  const records = found.filter((record): record is TrialRecord => record !== undefined);
  return windowProblem(records, indexes);
}

export interface ShardScenario {
  index: number;
  result: ScenarioResult;
  /** The shard's metric values by trial (metricsByTrial). */
  metrics: Map<number, Record<string, number>>;
}

export function mergeTrial(
  trial: number,
  scenario: Scenario,
  params: Record<string, unknown>,
  shards: readonly ShardScenario[],
  absent: string | undefined,
): { record: TrialRecord; outcome?: TrialOutcome } {
  const found = shards.map((shard) => shard.result.trials.find((record) => record.trial === trial));
  const records = found.filter((record): record is TrialRecord => record !== undefined);
  const indexes = shards.map((shard) => shard.index);
  const warnings = shards.flatMap((shard, i) =>
    (found[i]?.warnings ?? []).map((w) => `shard ${shard.index}: ${w}`),
  );
  const reason = trialProblems(trial, found, indexes, absent);
  const counters = sumCounters(records.map((r) => r.counters));
  const uncounted = indexes.filter((_, i) => found[i] !== undefined && found[i]!.counters === undefined);
  if (counters && uncounted.length > 0) {
    warnings.push(
      `the counts are those of the shards that recorded them: shard${uncounted.length > 1 ? "s" : ""} ${uncounted.join(", ")} recorded none`,
    );
  }
  const histograms = records.length > 0 ? addHistograms(records) : {};
  const work = records.length === shards.length ? mergeWork(records) : [];
  const starts = records.map((record) => record.measuredFrom ?? 0);
  const record: TrialRecord = {
    trial,
    startedAt: records.map((r) => r.startedAt).sort()[0] ?? new Date(0).toISOString(),
    durationMs: Math.max(0, ...records.map((r) => r.durationMs)),
    measuredMs:
      records.length > 0
        ? Math.max(
            0,
            Math.min(...records.map((r) => (r.measuredFrom ?? 0) + r.measuredMs)) - Math.max(...starts),
          )
        : 0,
    ...(records.length > 0 &&
      records.every((r) => r.measuredFrom !== undefined) && { measuredFrom: Math.max(...starts) }),
    valid: reason === undefined,
    ...(reason !== undefined && { invalidReason: reason }),
    warnings,
    ...(counters && { counters }),
    ...(Object.keys(histograms).length > 0 && { histograms }),
    ...(work.length > 0 && { work }),
  };
  if (reason !== undefined) return { record };
  const values = shards.map((shard) => shard.metrics.get(trial) ?? {});
  const metrics = scenario.shards!.merge(params, {
    shards: values,
    ...(counters && { counters }),
    histograms,
    work,
  });
  return { record, outcome: { metrics, valid: true, warnings, measuredMs: record.measuredMs } };
}
