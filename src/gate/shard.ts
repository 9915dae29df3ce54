import { createHash } from "node:crypto";
import { InputError } from "../model/errors.js";
import { maskUrlCredentials } from "../model/logger.js";
import { quoted } from "../model/one-line.js";
import {
  describeShard,
  MAX_SHARDS,
  SHARD_RUN_PATTERN,
  type ShardPosition,
  type ShardRunOptions,
} from "../model/shard.js";
import type { GateConfig, ResolvedScenario } from "./resolve.js";

/**
 * A run split over shards, as the config sees it: which shard this is, the checks that refuse a
 * config no split can serve (before anything starts), each scenario's share, and the hash that
 * every shard of one run must share.
 */

/** Parses "2/3"; a bad value throws one line naming `field`. */
export function parseShardSpec(text: string, field: string): ShardPosition {
  const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})\s*$/.exec(text);
  if (!match) throw new InputError(field, `expected <index>/<count>, e.g. 1/3; got ${quoted(text)}`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) {
    throw new InputError(field, `expected a shard count from 1 to ${MAX_SHARDS}; got ${count}`);
  }
  if (index < 1 || index > count) {
    throw new InputError(
      field,
      `expected a shard index from 1 to ${count} (shards count from 1); got ${index}`,
    );
  }
  return { index, count };
}

export function checkShardRun(run: string, field: string): string {
  if (!SHARD_RUN_PATTERN.test(run)) {
    throw new InputError(
      field,
      `expected letters, digits, '.', '_' or '-' (at most 64), starting with a letter or digit; got ${quoted(run)}`,
    );
  }
  return run;
}

/** Long enough for the runners of a matrix to be picked up, install and start one after another. */
export const DEFAULT_SHARD_WAIT_S = 600;

/**
 * A hash of what a shard measures: targets (credentials masked), scenarios with their unsplit
 * parameters and trial counts. Output paths and the baseline store may differ between shards.
 */
export function configHash(config: Pick<GateConfig, "name" | "trials" | "targets" | "scenarios">): string {
  const measured = {
    name: config.name,
    trials: config.trials,
    targets: config.targets.map(
      (target) => JSON.parse(maskUrlCredentials(JSON.stringify(target))) as unknown,
    ),
    scenarios: config.scenarios.map((s) => ({
      name: s.name,
      id: s.scenario.id,
      params: s.params,
      trials: s.trials,
    })),
  };
  return createHash("sha256").update(JSON.stringify(measured)).digest("hex");
}

/**
 * The shard options from their text (CLI flags, action inputs): `run` defaults to the GitHub
 * Actions run and attempt, which every job of a matrix shares; elsewhere it must be given.
 */
export function shardRunOptions(
  shard: string,
  run: string | undefined,
  waitSeconds: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
  fields = { shard: "--shard", run: "--shard-run", wait: "--shard-wait" },
): ShardRunOptions {
  const position = parseShardSpec(shard, fields.shard);
  const actionsRun =
    env.GITHUB_RUN_ID !== undefined ? `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? "1"}` : undefined;
  const id = run ?? actionsRun;
  if (id === undefined && position.count > 1) {
    throw new InputError(
      fields.run,
      "required with more than one shard outside GitHub Actions: give every shard of the run the same id",
    );
  }
  let waitMs = DEFAULT_SHARD_WAIT_S * 1000;
  if (waitSeconds !== undefined) {
    const seconds = Number(waitSeconds);
    if (!/^\d+$/.test(waitSeconds.trim()) || seconds < 5 || seconds > 21_600) {
      throw new InputError(fields.wait, `expected whole seconds from 5 to 21600; got ${quoted(waitSeconds)}`);
    }
    waitMs = seconds * 1000;
  }
  return { shard: position, run: checkShardRun(id ?? "single", fields.run), waitMs };
}

/** Why a scenario's work cannot be split over shards. */
function unshardableReason(resolved: ResolvedScenario): string {
  return (
    resolved.scenario.unshardable ??
    "only the load scenarios (throughput, latency) split their clients and queues over shards"
  );
}

/**
 * The config as one shard runs it: every scenario's parameters replaced by the shard's share, the
 * shard settings attached. A config that cannot be split (a broker each shard would start itself,
 * a same-job A/B, a scenario that does not split, a share a scenario refuses) throws one line.
 */
export function shardConfig(config: GateConfig, options: ShardRunOptions, field = "--shard"): GateConfig {
  const { shard } = options;
  if (shard.count === 1) return config;
  const prefix = describeShard(shard);
  for (const target of config.targets) {
    if (target.provider !== "external") {
      throw new InputError(
        field,
        `${prefix}: target ${quoted(target.id)} has provider '${target.provider}': shards measure one broker every shard reaches (provider external), not one each starts`,
      );
    }
  }
  if (config.abPairs && config.abPairs.length > 0) {
    throw new InputError(field, `${prefix}: a same-job A/B is measured in one job; shards cannot split it`);
  }
  const scenarios = config.scenarios.map((resolved) => {
    const support = resolved.scenario.shards;
    if (!support) {
      throw new InputError(
        field,
        `scenario ${quoted(resolved.name)} cannot be split over shards: ${unshardableReason(resolved)}`,
      );
    }
    const split = support.split(resolved.params, shard);
    if ("parameter" in split) {
      throw new InputError(field, `scenario ${quoted(resolved.name)}: ${split.parameter}: ${split.reason}`);
    }
    return { ...resolved, shard: split };
  });
  return { ...config, scenarios, shard: { ...options, configHash: configHash(config) } };
}
