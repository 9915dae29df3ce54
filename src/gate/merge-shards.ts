import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../baseline/atomic-write.js";
import { describeReadError, readResultsFile } from "../baseline/read.js";
import { encodeHistogram, mergeEncodedHistograms } from "../load/histogram.js";
import type { Protocol } from "../model/config.js";
import { InputError } from "../model/errors.js";
import type { MessageCounters, WorkWindowRecord } from "../model/metrics.js";
import { quoted, quotedName } from "../model/one-line.js";
import {
  RESULTS_SCHEMA_ID,
  RESULTS_SCHEMA_VERSION,
  resultsJson,
  type Results,
  type ScenarioResult,
  type TargetResult,
  type TrialRecord,
} from "../model/results.js";
import { TOOL_NAME, TOOL_VERSION } from "../model/version.js";
import { scenarioRegistry } from "../scenarios/registry.js";
import type { Scenario, TrialOutcome } from "../scenarios/scenario.js";
import { buildScenarioResult } from "./scenario-result.js";

/**
 * `results merge`: the results files of a run's shards made one results file, which `compare`
 * and `report` judge as any other. The shards must agree (one run, one config, no index twice); a
 * shard that sent nothing, a trial one shard did not measure or measured invalid, and windows that
 * did not overlap each make the merged trial invalid with the reason. Counts and rates add up,
 * histograms are added bucket by bucket (lossless), and the work per operation is the leading
 * shard's reading of the broker divided by every shard's operations.
 */

/** The share of the longest window that every shard's window must cover for the trial to count. */
export const MIN_WINDOW_OVERLAP = 0.9;

export interface ShardFile {
  path: string;
  results: Results;
}

type ShardRecord = NonNullable<Results["shard"]>;

const FIELD = "shards";

/** The shards' files, checked to belong together, by shard index. */
function checkShards(files: readonly ShardFile[]): { run: ShardRecord; byIndex: Map<number, ShardFile> } {
  if (files.length === 0)
    throw new InputError(FIELD, "expected the results files of a run's shards; got none");
  const byIndex = new Map<number, ShardFile>();
  let first: { file: ShardFile; shard: ShardRecord } | undefined;
  for (const file of files) {
    const shard = file.results.shard;
    if (!shard) {
      throw new InputError(
        FIELD,
        `${quotedName(file.path)} is not a shard's results (it has no shard record): merge the files that run --shard wrote`,
      );
    }
    if (!first) first = { file, shard };
    for (const key of ["run", "count", "configHash"] as const) {
      if (shard[key] !== first.shard[key]) {
        const show = (value: string | number) => quoted(String(value).slice(0, 16));
        throw new InputError(
          FIELD,
          `${quotedName(file.path)} has ${key} ${show(shard[key])} where ${quotedName(first.file.path)} has ${show(first.shard[key])}: every shard of a run must have the same`,
        );
      }
    }
    const twin = byIndex.get(shard.index);
    if (twin) {
      throw new InputError(
        FIELD,
        `${quotedName(file.path)} and ${quotedName(twin.path)} are both shard ${shard.index}: give each file once`,
      );
    }
    byIndex.set(shard.index, file);
  }
  return { run: first!.shard, byIndex };
}

/** One metric value per valid trial, by trial number (samples are kept for valid trials, in order). */
function metricsByTrial(result: ScenarioResult): Map<number, Record<string, number>> {
  const valid = result.trials.filter((trial) => trial.valid).map((trial) => trial.trial);
  const byTrial = new Map<number, Record<string, number>>(valid.map((trial) => [trial, {}]));
  for (const metric of result.metrics) {
    // A metric missing from some valid trial cannot be told apart by trial: it is left out.
    if (metric.samples.length !== valid.length) continue;
    metric.samples.forEach((value, i) => (byTrial.get(valid[i]!)![metric.id] = value));
  }
  return byTrial;
}

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
  const late = starts.indexOf(Math.max(...starts));
  const early = starts.indexOf(Math.min(...starts));
  return (
    `the shards' windows overlap ${Math.round((100 * overlap) / Math.max(longest, 1))}% (at least ` +
    `${MIN_WINDOW_OVERLAP * 100}% needed): shard ${indexes[late]}'s began ` +
    `${((starts[late]! - starts[early]!) / 1000).toFixed(1)} s after shard ${indexes[early]}'s`
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

interface ShardScenario {
  index: number;
  result: ScenarioResult;
  /** The shard's metric values by trial (metricsByTrial). */
  metrics: Map<number, Record<string, number>>;
}

function mergeTrial(
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

function mergeScenario(
  target: TargetResult,
  lead: ScenarioResult,
  shards: readonly ShardScenario[],
  absent: string | undefined,
  registry: ReadonlyMap<string, Scenario>,
): ScenarioResult {
  const scenario = registry.get(lead.scenario);
  if (!scenario?.shards) {
    throw new InputError(
      FIELD,
      `scenario ${quoted(lead.name)} (${quoted(lead.scenario)}) is not one that splits over shards`,
    );
  }
  const parsed = scenario.parameters.safeParse(lead.parameters);
  if (!parsed.success) {
    throw new InputError(
      FIELD,
      `scenario ${quoted(lead.name)}: its parameters do not parse: ${parsed.error.issues[0]!.message}`,
    );
  }
  const trials = [
    ...new Set(shards.flatMap((shard) => shard.result.trials.map((record) => record.trial))),
  ].sort((a, b) => a - b);
  const merged = trials.map((trial) => mergeTrial(trial, scenario, parsed.data, shards, absent));
  return buildScenarioResult(
    { name: lead.name, scenario, params: lead.parameters, trials: trials.length },
    merged,
    {
      brokerWork: target.work?.source === "prometheus",
      protocol: target.spec.protocol as Protocol | undefined,
    },
  );
}

/** Merges the results files of a run's shards into one results file (see the header). */
export function mergeShards(
  files: readonly ShardFile[],
  registry: ReadonlyMap<string, Scenario> = scenarioRegistry,
): Results {
  const { run, byIndex } = checkShards(files);
  const indexes = [...byIndex.keys()].sort((a, b) => a - b);
  const missing = Array.from({ length: run.count }, (_, i) => i + 1).filter((index) => !byIndex.has(index));
  const absent =
    missing.length > 0
      ? `shard${missing.length > 1 ? "s" : ""} ${missing.join(", ")} of ${run.count} sent no results (killed, cancelled or never started)`
      : undefined;
  const lead = byIndex.get(indexes[0]!)!.results;
  const targets = lead.targets.map((target): TargetResult => {
    const scenarios = target.scenarios.map((leadScenario) => {
      const shards = indexes.map((index) => {
        const file = byIndex.get(index)!;
        const result = file.results.targets
          .find((t) => t.id === target.id)
          ?.scenarios.find((s) => s.name === leadScenario.name);
        if (!result) {
          throw new InputError(
            FIELD,
            `${quotedName(file.path)} has no scenario ${quoted(leadScenario.name)} on target ${quoted(target.id)}: the shards ran different configs`,
          );
        }
        return { index, result, metrics: metricsByTrial(result) };
      });
      return mergeScenario(target, leadScenario, shards, absent, registry);
    });
    return { ...target, scenarios };
  });
  const { shard: _shard, ...rest } = lead;
  return {
    ...rest,
    schema: RESULTS_SCHEMA_ID,
    schemaVersion: RESULTS_SCHEMA_VERSION,
    kind: "results",
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    targets,
    shards: {
      count: run.count,
      run: run.run,
      configHash: run.configHash,
      hosts: indexes.map((index) => byIndex.get(index)!.results.host),
    },
  };
}

/**
 * The shards' files named by `paths` (a directory stands for every `.json` file under it, as a
 * workflow downloads one artifact a shard), merged and written atomically to `outPath`.
 */
export async function mergeShardFiles(paths: readonly string[], outPath: string): Promise<Results> {
  const files: ShardFile[] = [];
  for (const path of await expandPaths(paths)) {
    files.push({ path, results: await readResultsFile(path, FIELD, { shards: true }) });
  }
  const merged = mergeShards(files);
  try {
    await writeFileAtomic(outPath, resultsJson(merged));
  } catch (error) {
    throw new InputError("--out", describeReadError(error, outPath), { cause: error });
  }
  return merged;
}

async function expandPaths(paths: readonly string[]): Promise<string[]> {
  const expanded: string[] = [];
  for (const path of paths) {
    const stats = await stat(path).catch((error: unknown) => {
      throw new InputError(FIELD, describeReadError(error, path), { cause: error });
    });
    if (!stats.isDirectory()) {
      expanded.push(path);
      continue;
    }
    const entries = await readdir(path, { recursive: true, withFileTypes: true });
    const found = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    if (found.length === 0) throw new InputError(FIELD, `${quotedName(path)} holds no .json file`);
    expanded.push(...found);
  }
  return expanded;
}
