import type { z } from "zod";
import { describeShard, shardItems } from "../../model/shard.js";
import { memoryMetricValue, workMetricValues } from "../../work/metrics.js";
import type { MergedShardTrial, ParameterProblem, ShardSupport } from "../scenario.js";
import { addPercentiles, chainExchanges, loadQueueNames } from "./trial.js";
import { MESSAGE_OPERATION } from "./work-metrics.js";

/**
 * The load scenarios (throughput, latency) split over shards. Publisher p publishes to queue
 * p mod queues and consumer c consumes queue c mod queues (src/load/load-run.ts); a shard owns the
 * queues, publishers and consumers whose index leaves its remainder (model/shard.ts). With queues a
 * multiple of the shard count, shard i's publishers then publish only to shard i's queues, which
 * only its consumers consume: the shards together run exactly the unsplit load, and each accounts
 * for every message it published.
 */

interface LoadShape {
  publishers: number;
  consumers: number;
  queues: number;
}

/** Metrics that add up over shards: rates and the backlog of disjoint queues. */
const ADDITIVE = new Set(["publishRate", "consumeRate", "backlogMessages"]);

const LATENCY_FAMILIES = ["e2eLatency", "confirmLatency"] as const;

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** Why a load cannot be split `count` ways, naming the parameter, or undefined. */
function splitProblem(shape: LoadShape, count: number): ParameterProblem | undefined {
  if (shape.queues % count !== 0) {
    return {
      parameter: "queues",
      reason: `${counted(shape.queues, "queue")} cannot be split over ${count} shards: each shard owns whole queues with their publishers and consumers; set queues to a multiple of ${count}`,
    };
  }
  for (const parameter of ["publishers", "consumers"] as const) {
    if (shape[parameter] < count) {
      return {
        parameter,
        reason: `${counted(shape[parameter], parameter.slice(0, -1))} cannot be split over ${count} shards: each shard needs at least one; set ${parameter} to ${count} or more`,
      };
    }
  }
  return undefined;
}

/**
 * The split of a load scenario whose parameters are `P`: `scale` gives the shard's parameters from
 * its counts (the latency scenario also scales its offered rate), checked again by the schema.
 */
export function loadShards<P extends LoadShape & { exchangeHops?: number }>(
  schema: z.ZodType<P>,
  scale: (params: P, share: LoadShape) => P,
): ShardSupport<P> {
  return {
    split(params, shard) {
      const problem = splitProblem(params, shard.count);
      if (problem) return problem;
      const share: LoadShape = {
        publishers: shardItems(params.publishers, shard).length,
        consumers: shardItems(params.consumers, shard).length,
        queues: params.queues / shard.count,
      };
      const parsed = schema.safeParse(scale(params, share));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return {
          parameter: issue.path.join(".") || "parameters",
          reason: `${describeShard(shard)}'s share is refused: ${issue.message}`,
        };
      }
      return {
        params: parsed.data,
        share: { ...share, queueIndexes: shardItems(params.queues, shard) },
      };
    },

    resources(params, shard, resourcePrefix) {
      const queues = loadQueueNames(resourcePrefix, params.queues / shard.count, shard);
      const hops = params.exchangeHops ?? 0;
      return { queues, exchanges: queues.flatMap((queue) => chainExchanges(queue, hops)) };
    },

    merge: (_params, trial) => mergeLoadMetrics(trial),
  };
}

/**
 * One merged trial of a load: rates and backlog summed over the shards, latency percentiles read
 * off the added histograms, at-most-once drops from the summed counters, and the work per message
 * from the leading shard's reading of the broker over every shard's window, divided by the
 * messages of all of them. A scenario keeps the ids it declares.
 */
export function mergeLoadMetrics(trial: MergedShardTrial): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const id of ADDITIVE) {
    const values = trial.shards.map((shard) => shard[id]);
    if (values.every((value): value is number => typeof value === "number")) {
      metrics[id] = values.reduce((sum, value) => sum + value, 0);
    }
  }
  for (const family of LATENCY_FAMILIES) {
    const encoded = trial.histograms[family];
    if (encoded !== undefined) addPercentiles(metrics, family, encoded);
  }
  if (trial.shards.every((shard) => "droppedPct" in shard) && trial.counters) {
    const { published, lost } = trial.counters;
    metrics.droppedPct = published > 0 ? (100 * lost) / published : 0;
  }
  const phase = trial.work.find((window) => window.window === "work phase");
  const load = trial.work.find((window) => window.window === "load");
  const perMessage = phase ?? load;
  if (perMessage)
    Object.assign(metrics, workMetricValues(MESSAGE_OPERATION, perMessage, perMessage.operations));
  if (load) Object.assign(metrics, memoryMetricValue(load));
  return metrics;
}
