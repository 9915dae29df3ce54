import { z } from "zod";
import type { MetricDefinition } from "../../model/metrics.js";
import { queueArgsField } from "../../model/queue-arguments.js";
import { LOST_MESSAGES_METRIC } from "../node-loss/parameters.js";
import { messageSizeBytesField } from "../message-fields.js";

/** The backlog-drain scenario's parameters and metrics (backlog-drain.ts), shared with its run. */

const count = (max: number) => z.number().int().min(1).max(max);
const ms = (min: number, max: number) => z.number().int().min(min).max(max);

/** Consumers' capacity in the peak shape when the config gives none. */
export const DEFAULT_PEAK_CONSUME_RATE = 2_000;
/**
 * The build's length when the config gives none: a slowdown builds at the normal rate less what
 * the slowed consumers take, slower than a peak, so it lasts longer for a backlog of the same order.
 */
export const DEFAULT_BUILD_MS = { peak: 3_000, slowdown: 8_000 } as const;

export const BacklogDrainParametersSchema = z
  .strictObject({
    shape: z
      .enum(["peak", "slowdown"])
      .default("peak")
      .describe(
        "how the backlog builds: peak (publishers send peakRatePerSecond, above what the consumers " +
          "take, for buildMs) or slowdown (consumers spend slowdownSleepMs on each message for buildMs)",
      ),
    ratePerSecond: count(100_000)
      .default(1_000)
      .describe("the normal publish rate of all publishers together, before the build and while it drains"),
    peakRatePerSecond: count(100_000)
      .default(4_000)
      .describe("peak: the publish rate of all publishers together during the peak"),
    consumeRatePerSecond: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .optional()
      .describe(
        "the most all consumers take per second together, throughout (0: as fast as the broker " +
          `delivers); ${DEFAULT_PEAK_CONSUME_RATE} for peak and 0 for slowdown when not given`,
      ),
    slowdownSleepMs: z
      .number()
      .min(0.01)
      .max(10_000)
      .default(10)
      .describe(
        "slowdown: the time each consumer spends on each message during the slowdown, one message after the other",
      ),
    buildMs: ms(100, 600_000)
      .optional()
      .describe(
        `how long the peak or the slowdown lasts; ${DEFAULT_BUILD_MS.peak} ms for peak and ${DEFAULT_BUILD_MS.slowdown} ms for slowdown when not given (about 6,000 messages either way at the defaults)`,
      ),
    publishers: count(64).default(2).describe("publishing connections with confirms"),
    consumers: count(64).default(2).describe("consuming connections with manual acks"),
    queues: count(64)
      .default(1)
      .describe("queues of the target's type; publisher i feeds and consumer j reads queue i (j) mod queues"),
    messageSizeBytes: messageSizeBytesField,
    persistent: z.boolean().default(true).describe("persistent messages"),
    confirmWindow: count(100_000).default(1_000).describe("unconfirmed messages in flight per publisher"),
    prefetch: count(65_535).default(100).describe("unacknowledged deliveries per consumer"),
    warmupMs: ms(0, 600_000)
      .default(2_000)
      .describe("normal load before the build: the memory before is read at its end"),
    drainedAtMessages: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(100)
      .describe("the backlog is drained once no more than this many confirmed messages wait for a consumer"),
    drainTimeoutMs: ms(1_000, 1_800_000)
      .default(120_000)
      .describe("after the build ends, how long the backlog may take to drain; then the trial is invalid"),
    queueArgs: queueArgsField,
  })
  .superRefine((params, context) => {
    const problem = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    const consumeRate = consumeRateOf(params);
    if (params.ratePerSecond < params.publishers) {
      problem("ratePerSecond", `expected at least 1 msg/s per publisher (${params.publishers} publishers)`);
    }
    if (params.consumers < params.queues) {
      problem(
        "consumers",
        `expected at least one consumer per queue (${params.queues} queues): a queue nobody reads never drains`,
      );
    }
    if (consumeRate > 0 && consumeRate <= params.ratePerSecond) {
      problem(
        "consumeRatePerSecond",
        `expected more than ratePerSecond (${params.ratePerSecond}): consumers that take no more than the normal rate never drain a backlog`,
      );
    }
    if (consumeRate > 0 && consumeRate < params.consumers) {
      problem(
        "consumeRatePerSecond",
        `expected at least 1 msg/s per consumer (${params.consumers} consumers)`,
      );
    }
    if (params.shape === "peak") {
      if (params.peakRatePerSecond <= consumeRate || consumeRate === 0) {
        problem(
          "peakRatePerSecond",
          `expected a peak above consumeRatePerSecond (${consumeRate || "unlimited"}): below what the consumers take, no backlog builds`,
        );
      }
      if (params.peakRatePerSecond < params.publishers) {
        problem(
          "peakRatePerSecond",
          `expected at least 1 msg/s per publisher (${params.publishers} publishers)`,
        );
      }
    } else {
      const slowRate = (params.consumers * 1000) / params.slowdownSleepMs;
      if (slowRate >= params.ratePerSecond) {
        problem(
          "slowdownSleepMs",
          `expected more than ${round((params.consumers * 1000) / params.ratePerSecond)} ms: at ${params.slowdownSleepMs} ms ${params.consumers} consumers still take ${round(slowRate)} msg/s, the normal rate or more, and no backlog builds`,
        );
      }
    }
  })
  .describe("a backlog built by a publish peak or slowed consumers, and drained");
export type BacklogDrainParameters = z.output<typeof BacklogDrainParametersSchema>;

const round = (value: number) => Math.round(value * 100) / 100;

/** What all consumers take per second together outside a slowdown (0: no limit). */
export function consumeRateOf(
  params: Pick<BacklogDrainParameters, "shape" | "consumeRatePerSecond">,
): number {
  return params.consumeRatePerSecond ?? (params.shape === "peak" ? DEFAULT_PEAK_CONSUME_RATE : 0);
}

/** How long the peak or the slowdown lasts. */
export function buildMsOf(params: Pick<BacklogDrainParameters, "shape" | "buildMs">): number {
  return params.buildMs ?? DEFAULT_BUILD_MS[params.shape];
}

/**
 * The backlog the shape builds when the broker keeps up: what the publishers offer beyond what the
 * consumers take, over the build.
 */
export function offeredBacklog(params: BacklogDrainParameters): number {
  const seconds = buildMsOf(params) / 1000;
  if (params.shape === "peak")
    return Math.round((params.peakRatePerSecond - consumeRateOf(params)) * seconds);
  const slowRate = (params.consumers * 1000) / params.slowdownSleepMs;
  return Math.round((params.ratePerSecond - slowRate) * seconds);
}

export const PEAK_BACKLOG_METRIC = "peakBacklogMessages";
export const DRAIN_METRIC = "drainMs";
export const ALARMS_METRIC = "alarmsRaised";

const metric = (
  id: string,
  unit: string,
  direction: "higher" | "lower",
  kind: MetricDefinition["kind"],
  description: string,
  movesWithMachine?: string,
): MetricDefinition => ({
  id,
  unit,
  direction,
  kind,
  description,
  ...(movesWithMachine && { movesWithMachine }),
});

/** Against a baseline from another run, the backlog's bytes and memory are judged as rates are. */
const BACKLOG_MOVES_WITH_MACHINE =
  "the backlog is what the broker could not keep up with, so its bytes and the memory holding them follow the machine's speed as much as the broker's";

export function backlogDrainMetrics(params: BacklogDrainParameters): MetricDefinition[] {
  const build = params.shape === "peak" ? "peak" : "slowdown";
  return [
    metric(
      PEAK_BACKLOG_METRIC,
      "messages",
      "lower",
      "time",
      "the most confirmed messages waiting for a consumer at once (in the queues or unacknowledged), sampled every 20 ms",
    ),
    metric(
      "peakBacklogBytes",
      "bytes",
      "lower",
      "memory",
      "the most message bytes the broker reported in the queues (message_bytes, ready and unacknowledged); the management API shows it in samples 5 s apart by default (the finest interval of management.sample_retention_policies, and no finer than collect_statistics_interval), so a short peak may read low",
      BACKLOG_MOVES_WITH_MACHINE,
    ),
    metric(
      "peakPublishRatePerSecond",
      "msg/s",
      "higher",
      "time",
      `messages confirmed per second during the ${build}: below the offered rate, the broker held the publishers back`,
    ),
    metric(
      "peakConsumeRatePerSecond",
      "msg/s",
      "higher",
      "time",
      `messages the consumers acknowledged per second during the ${build}: below their paced rate, they fell behind, and the backlog holds more than the ${build} offered`,
    ),
    metric(
      DRAIN_METRIC,
      "ms",
      "lower",
      "time",
      `from the end of the ${build} until no more than ${params.drainedAtMessages} confirmed messages wait for a consumer`,
    ),
    metric(
      "drainRatePerSecond",
      "msg/s",
      "higher",
      "time",
      "messages consumed per second while the backlog drained",
    ),
    metric(
      "peakMemoryGrowthBytes",
      "bytes",
      "lower",
      "memory",
      `the largest growth of a node's memory (the Erlang VM's total) from the end of the warm-up to the end of the ${build}`,
      BACKLOG_MOVES_WITH_MACHINE,
    ),
    metric(
      "peakNodeMemoryBytes",
      "bytes",
      "lower",
      "memory",
      `the largest node's memory (the Erlang VM's total) at the end of the ${build}, with whatever the node held before the trial (earlier trials' leftovers included): peakMemoryGrowthBytes is the steadier figure`,
      BACKLOG_MOVES_WITH_MACHINE,
    ),
    metric(
      ALARMS_METRIC,
      "alarms",
      "lower",
      "time",
      "resource alarms (memory or disk, per node) the broker raised during the trial; set a limit of 0 to fail on any",
    ),
    metric(
      "blockedMs",
      "ms",
      "lower",
      "time",
      "how long at least one publisher's connection was blocked by the broker (connection.blocked until connection.unblocked)",
    ),
    metric(
      "blockedPublishers",
      "connections",
      "lower",
      "time",
      "publishing connections the broker blocked at least once",
    ),
    {
      id: LOST_MESSAGES_METRIC,
      unit: "messages",
      direction: "lower",
      kind: "loss",
      description: "messages the broker confirmed that no consumer ever received",
      limit: { max: 0, reason: "a confirmed message that is never delivered is data loss" },
    },
    metric("duplicatedMessages", "messages", "lower", "time", "deliveries of a message already received"),
    metric(
      "nackedMessages",
      "messages",
      "lower",
      "time",
      "messages the broker refused (basic.nack, e.g. a full queue with overflow reject-publish): counted, not sent again, not lost",
    ),
  ];
}
