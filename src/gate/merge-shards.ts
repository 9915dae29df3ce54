import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../baseline/atomic-write.js";
import { describeReadError, readResultsFile } from "../baseline/read.js";
import type { Protocol } from "../model/config.js";
import { InputError } from "../model/errors.js";
import { quoted, quotedName } from "../model/one-line.js";
import {
  RESULTS_SCHEMA_ID,
  RESULTS_SCHEMA_VERSION,
  resultsJson,
  type Results,
  type ScenarioResult,
  type TargetResult,
} from "../model/results.js";
import { TOOL_NAME, TOOL_VERSION } from "../model/version.js";
import { scenarioRegistry } from "../scenarios/registry.js";
import type { Scenario } from "../scenarios/scenario.js";
import { buildScenarioResult } from "./scenario-result.js";
import { mergeTrial, type ShardScenario } from "./merge-shard-trial.js";

export { MIN_WINDOW_OVERLAP } from "./merge-shard-trial.js";

/**
 * `results merge`: the results files of a run's shards made one results file, which `compare`
 * and `report` judge as any other. The shards must agree (one run, one config, no index twice); a
 * shard that sent nothing, a trial one shard did not measure or measured invalid, and windows that
 * did not overlap each make the merged trial invalid with the reason. Counts and rates add up,
 * histograms are added bucket by bucket (lossless), and the work per operation is the leading
 * shard's reading of the broker divided by every shard's operations.
 */

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
