import { z } from "zod";
import { NODE_FAULT_METHODS } from "../../brokers/provider.js";
import type { MetricDefinition } from "../../model/metrics.js";
import { queueArgsField } from "../../model/queue-arguments.js";
import { messageSizeBytesField } from "../message-fields.js";

/** The node-loss scenario's parameters and metrics (node-loss.ts), shared with its run (run.ts). */

const count = (max: number) => z.number().int().min(1).max(max);
const ms = (min: number, max: number) => z.number().int().min(min).max(max);

export const NodeLossParametersSchema = z
  .strictObject({
    method: z
      .enum(NODE_FAULT_METHODS as [string, ...string[]])
      .default("kill")
      .describe(
        "how the node goes: kill (container killed), stop (graceful shutdown), pause (frozen) or " +
          "partition (cut off the cluster's network)",
      ),
    distribution: z
      .enum(["kept", "dropped"])
      .default("kept")
      .describe(
        "partition only: kept leaves the nodes' Erlang distribution links up through the cut (a cut shorter than net_ticktime: TCP delivers what was sent into the cut once it heals); dropped closes them as the cut ends, as a cut longer than net_ticktime does: the peers see the node down, what was sent into the cut is lost, and clients of quorum queues must send it again. The cluster then sees a partition: give the target cluster_partition_handling = autoheal",
      ),
    lose: z
      .union([z.enum(["leader", "follower"]), z.number().int().min(0).max(2)])
      .default("leader")
      .describe(
        "which node: the one holding the first queue's leader, a follower of it (a node leading no " +
          "queue where there is one), or a node index",
      ),
    ratePerSecond: count(100_000)
      .default(1_000)
      .describe("messages per second offered by all publishers together, before, during and after the fault"),
    publishers: count(64).default(3).describe("publishing connections with confirms, spread over the nodes"),
    consumers: count(64).default(3).describe("consuming connections with manual acks, spread over the nodes"),
    queues: count(64)
      .default(1)
      .describe("queues of the target's type, queue k declared through node k mod 3 (its leader there)"),
    backlogMessages: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(0)
      .describe(
        "messages standing in each queue when the node goes: publishers start this many ahead and " +
          "consumers acknowledge at the offered rate (0: consumers keep up and the queues stay empty)",
      ),
    messageSizeBytes: messageSizeBytesField,
    persistent: z
      .boolean()
      .default(true)
      .describe("persistent messages; a transient message on a classic queue dies with its node"),
    confirmWindow: count(100_000).default(1_000).describe("unconfirmed messages in flight per publisher"),
    prefetch: count(65_535).default(100).describe("unacknowledged deliveries per consumer"),
    warmupMs: ms(0, 600_000).default(2_000).describe("load before the steady window, not measured"),
    steadyMs: ms(2_000, 600_000)
      .default(10_000)
      .describe("the window before the fault that sets the rate before"),
    downMs: ms(0, 600_000)
      .default(10_000)
      .describe(
        "how long the node stays lost before it is brought back; a partition or pause longer than net_ticktime (60 s by default) leaves the cluster partitioned: under RabbitMQ's default cluster_partition_handling (ignore) a partition does not heal (autoheal heals it), and a pause healed under none of ignore, autoheal and pause_minority: keep it shorter",
      ),
    afterMs: ms(1_000, 600_000)
      .default(5_000)
      .describe("load kept up once the node has rejoined and the rate has recovered"),
    recoveryTimeoutMs: ms(5_000, 1_800_000)
      .default(120_000)
      .describe("after the node is brought back, how long it may take to rejoin and the rate to recover"),
    rateTolerancePct: z
      .number()
      .min(1)
      .max(50)
      .default(10)
      .describe(
        "the rate has recovered when it is back within this much of the rate before, or of the offered rate where that is lower",
      ),
    heartbeatSeconds: count(60)
      .default(5)
      .describe("AMQP heartbeat: a frozen or cut-off node is noticed after two missed beats"),
    reconnectTimeoutMs: ms(1_000, 1_800_000)
      .default(120_000)
      .describe("how long a client keeps trying the nodes after losing its connection; then the trial fails"),
    drainTimeoutMs: ms(1_000, 600_000)
      .default(60_000)
      .describe("after the load stops, how long confirms and deliveries may take to complete"),
    lateWatchMs: ms(0, 1_800_000)
      .default(60_000)
      .describe(
        "when confirmed messages are still missing after the drain, how long to keep consuming every queue through every node, counted from when those consumers are connected: a message that arrives by then was late, not lost (0: no watch)",
      ),
    acceptLoss: z
      .boolean()
      .default(false)
      .describe(
        "classic mirrored queues only: record lost confirmed messages without failing as data loss " +
          "(mirroring promises less than quorum queues)",
      ),
    queueArgs: queueArgsField,
  })
  .superRefine((params, context) => {
    if (params.ratePerSecond < params.publishers) {
      context.addIssue({
        code: "custom",
        path: ["ratePerSecond"],
        message: `expected at least 1 msg/s per publisher (${params.publishers} publishers)`,
      });
    }
    if (params.backlogMessages > 0 && params.ratePerSecond < params.consumers) {
      context.addIssue({
        code: "custom",
        path: ["ratePerSecond"],
        message: `expected at least 1 msg/s per consumer (${params.consumers} consumers) to pace their acknowledgements`,
      });
    }
    if (params.distribution === "dropped" && params.method !== "partition") {
      context.addIssue({
        code: "custom",
        path: ["distribution"],
        message: `expected method: partition (a node lost by ${params.method} drops its links by itself, or keeps them)`,
      });
    }
    if (params.consumers < params.queues) {
      context.addIssue({
        code: "custom",
        path: ["consumers"],
        message: `expected at least one consumer per queue (${params.queues} queues): a queue nobody reads looks like a stalled rate`,
      });
    }
  })
  .describe("a node lost and brought back under a fixed-rate load");
export type NodeLossParameters = z.output<typeof NodeLossParametersSchema>;

/** Bucket of the consume timeline the dip and the recovery are read from. */
export const TIMELINE_BUCKET_MS = 500;
/** Buckets in a row within the tolerance that make a recovery (1 s). */
export const STABLE_BUCKETS = 2;

export const LOST_MESSAGES_METRIC = "lostMessages";

/** The dips and the recovery are measured against the offered rate where it is the lower. */
const AGAINST_OFFERED = {
  method: 2,
  methodChange:
    "dips and recovery are measured against the lower of the rate before and the offered rate (the rate before alone, which consumers still taking a backlog put above what is offered)",
};

const time = (
  id: string,
  unit: string,
  direction: "higher" | "lower",
  description: string,
): MetricDefinition => ({
  id,
  unit,
  direction,
  kind: "time",
  description,
});

export function nodeLossMetrics(params: NodeLossParameters): MetricDefinition[] {
  return [
    time(
      "rateBeforePerSecond",
      "msg/s",
      "higher",
      "messages consumed per second in the steady window before the fault",
    ),
    {
      ...time(
        "dipPct",
        "%",
        "lower",
        "the lowest consume rate of a 0.5 s bucket from the fault until the node was being brought back (or the rate recovered, if later), as a drop below the rate before (the offered rate where lower)",
      ),
      ...AGAINST_OFFERED,
    },
    {
      ...time(
        "returnDipPct",
        "%",
        "lower",
        "the lowest consume rate of a 0.5 s bucket once the node was being brought back and the rate had recovered, as a drop below the rate before (the offered rate where lower): the disturbance of its return",
      ),
      ...AGAINST_OFFERED,
    },
    {
      ...time(
        "recoveryMs",
        "ms",
        "lower",
        `from the fault until the consume rate is back within ${params.rateTolerancePct}% of the rate before (the offered rate where lower) for 1 s (0: it did not fall below while the node was lost)`,
      ),
      ...AGAINST_OFFERED,
    },
    time(
      "rejoinMs",
      "ms",
      "lower",
      "from bringing the node back until every node runs and none reports a partition",
    ),
    time(
      "faultConfirmLatencyP99Ms",
      "ms",
      "lower",
      "p99 confirm latency of the messages due from the fault to the recovery",
    ),
    time(
      "faultConfirmLatencyMaxMs",
      "ms",
      "lower",
      "longest confirm latency of the messages due from the fault to the recovery",
    ),
    {
      id: LOST_MESSAGES_METRIC,
      unit: "messages",
      direction: "lower",
      kind: "loss",
      description: "messages the broker confirmed that no consumer ever received",
      ...(!params.acceptLoss && {
        limit: { max: 0, reason: "a confirmed message that is never delivered is data loss" },
      }),
    },
    time(
      "lateMessages",
      "messages",
      "lower",
      "confirmed messages that arrived only after the drain window, while the trial watched for them: late, not lost",
    ),
    time(
      "duplicatedMessages",
      "messages",
      "lower",
      "deliveries of a message already received (at-least-once after a failover)",
    ),
    time(
      "outOfOrderMessages",
      "messages",
      "lower",
      "messages a consumer received after a later one of the same publisher",
    ),
    time(
      "republishedMessages",
      "messages",
      "lower",
      "messages unconfirmed when their publisher's connection dropped, sent again",
    ),
  ];
}
