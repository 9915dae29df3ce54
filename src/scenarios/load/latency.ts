import { z } from "zod";
import { queueArgsField } from "../../model/queue-arguments.js";
import { brokerMemoryMetric } from "../../work/metrics.js";
import type { Scenario, TrialOutcome } from "../scenario.js";
import { loadWarmupField, messageSizeBytesField, persistentField } from "../message-fields.js";
import {
  loadQueueTypeProblems,
  mqttSessionField,
  mqttVersionField,
  workPhaseMsField,
  type ThroughputParameters,
} from "./parameters.js";
import { mqttLoadProblem } from "./mqtt-fit.js";
import {
  latencyMetrics,
  LOAD_PROTOCOLS,
  runThroughputTrial,
  TRIAL_OVERHEAD_MS,
  WORK_PHASE_OVERHEAD_MS,
} from "./trial.js";
import { loadWorkMetrics } from "./work-metrics.js";
import { loadShards } from "./shard.js";

/**
 * The latency scenario: publishers at a fixed total rate below the broker's capacity, confirms on,
 * and the end-to-end and confirm latency percentiles of every message in the window.
 *
 * At saturation (the throughput scenario) a latency is mostly the time a message waits behind the
 * backlog, which the machine's speed sets: its p95 moved by 19-33% between trials of one broker.
 * At a fixed rate the broker keeps up, the queue stays near empty, and the latency is the broker's
 * own path of a message. Latencies count from each message's scheduled send time (src/load/pacing.ts),
 * so a publisher held up by the broker shows the wait instead of hiding it (no coordinated
 * omission). A trial that does not reach the offered rate is invalid: its latencies would measure
 * the backlog, which is what this scenario exists to avoid.
 */

/**
 * The default offered rate: 2,000 msg/s of 1,000 bytes, a fourteenth of the ~28,000 msg/s RabbitMQ
 * 4.0.5 published at saturation in the throughput scenario on a 2-core machine shared with the
 * load generator: its median latency moved by 1-2% between trials, and a busy neighbour leaves it
 * room (bench/latency-and-churn.md).
 */
export const DEFAULT_LATENCY_RATE = 2_000;

const count = (max: number) => z.number().int().min(1).max(max);

export const LatencyParametersSchema = z
  .strictObject({
    ratePerSecond: count(1_000_000)
      .default(DEFAULT_LATENCY_RATE)
      .describe(
        "messages per second offered by all publishers together, split evenly; the default is far " +
          "below the ~28,000 msg/s RabbitMQ 4.0.5 takes on 2 cores shared with the load generator " +
          "(bench/latency-and-churn.md)",
      ),
    publishers: count(256).default(1).describe("publishing connections, one channel each"),
    consumers: count(256).default(1).describe("consuming connections, one channel each"),
    queues: count(256)
      .default(1)
      .describe("queues of the target's queue type; publisher i sends to queue i mod queues"),
    messageSizeBytes: messageSizeBytesField,
    persistent: persistentField,
    confirmWindow: count(100_000)
      .default(1_000)
      .describe(
        "unconfirmed messages in flight per publisher, each confirm letting the next go; only a " +
          "broker falling behind fills it",
      ),
    prefetch: z
      .number()
      .int()
      .min(0)
      .max(65_535)
      .default(200)
      .describe("unacknowledged deliveries per consumer (basic.qos), each acked singly; 0: unlimited"),
    rateTolerancePct: z
      .number()
      .min(0)
      .max(50)
      .default(5)
      .describe(
        "a trial whose publish or consume rate falls more than this below the offered rate is invalid",
      ),
    warmupMs: loadWarmupField,
    durationMs: z
      .number()
      .int()
      .min(1_000)
      .max(3_600_000)
      .default(5_000)
      .describe("the measurement window; at the default rate 10,000 messages, 10 beyond the p99.9"),
    workPhaseMs: workPhaseMsField,
    queueArgs: queueArgsField,
    mqttVersion: mqttVersionField,
    mqttSession: mqttSessionField,
  })
  .superRefine((params, issue) => {
    if (params.consumers < params.queues) {
      issue.addIssue({
        code: "custom",
        path: ["consumers"],
        message: `every queue needs a consumer: expected consumers >= queues (${params.queues})`,
      });
    }
    if (params.ratePerSecond % params.publishers !== 0) {
      issue.addIssue({
        code: "custom",
        path: ["ratePerSecond"],
        message: `expected a multiple of publishers (${params.publishers}), so each publisher sends a whole number per second`,
      });
    }
  });

export type LatencyParameters = z.output<typeof LatencyParametersSchema>;

const MESSAGE_OPERATION = {
  prefix: "",
  per: "Message",
  operation: "message published and consumed at the offered rate",
} as const;

/**
 * The throughput trial that offers this scenario's load: paced and confirmed, after a work phase
 * of one message at a time. The paced load's own work per message follows the machine's timing
 * (an unchanged broker read +4.2% on a machine of a third the speed, +7.1% against a baseline
 * stored beside busy neighbours), so the work metrics come from the phase, as throughput's do.
 */
export function latencyLoad(params: LatencyParameters): ThroughputParameters {
  return {
    publishers: params.publishers,
    consumers: params.consumers,
    queues: params.queues,
    messageSizeBytes: params.messageSizeBytes,
    exchangeHops: 0,
    confirms: true,
    confirmWindow: params.confirmWindow,
    // A batch window would hold a paced publisher back until its whole window is confirmed.
    confirmMode: "sliding",
    persistent: params.persistent,
    publishRatePerSecond: params.ratePerSecond / params.publishers,
    inFlight: 0,
    prefetch: params.prefetch,
    ackMode: "single",
    warmupMs: params.warmupMs,
    durationMs: params.durationMs,
    publisherThreads: 0,
    consumerThreads: 0,
    workPhaseMs: params.workPhaseMs,
    latencies: true,
    queueArgs: params.queueArgs,
    ...(params.mqttVersion !== undefined && { mqttVersion: params.mqttVersion }),
    ...(params.mqttSession !== undefined && { mqttSession: params.mqttSession }),
  };
}

/**
 * Why a trial did not reach the offered rate, or undefined when it did (within the tolerance):
 * both what was published (a publisher held up by confirms or flow control) and what was consumed
 * (a queue that grew).
 */
export function assessOfferedRate(input: {
  offeredPerSecond: number;
  publishedPerSecond: number;
  consumedPerSecond: number;
  tolerancePct: number;
}): string | undefined {
  const floor = input.offeredPerSecond * (1 - input.tolerancePct / 100);
  if (input.publishedPerSecond >= floor && input.consumedPerSecond >= floor) return undefined;
  return (
    `the offered rate was not reached: ${Math.round(input.publishedPerSecond)} msg/s published and ` +
    `${Math.round(input.consumedPerSecond)} consumed of ${input.offeredPerSecond} offered ` +
    `(tolerance ${input.tolerancePct}%); latencies would measure the backlog, not the broker. ` +
    "Lower ratePerSecond to a rate this target sustains"
  );
}

export const latencyScenario: Scenario<LatencyParameters> = {
  id: "latency",
  description:
    "Publishers at a fixed rate below capacity, confirms on: end-to-end and confirm latency percentiles, " +
    "coordinated omission corrected; a trial that misses the rate is invalid",
  parameters: LatencyParametersSchema,
  protocols: LOAD_PROTOCOLS,

  metrics(params, protocol) {
    return [
      ...latencyMetrics("e2eLatency", "time from the scheduled publish to delivery"),
      ...latencyMetrics("confirmLatency", "time from the scheduled publish to the broker's confirm"),
      ...loadWorkMetrics(params.workPhaseMs, MESSAGE_OPERATION, protocol),
      brokerMemoryMetric,
    ];
  },

  estimateTrialMs(params) {
    const workPhase = params.workPhaseMs > 0 ? params.workPhaseMs + WORK_PHASE_OVERHEAD_MS : 0;
    return params.warmupMs + params.durationMs + TRIAL_OVERHEAD_MS + workPhase;
  },

  async runTrial(context, params): Promise<TrialOutcome> {
    const load = await runThroughputTrial(context, latencyLoad(params));
    const declared = new Set(latencyScenario.metrics(params).map((metric) => metric.id));
    const metrics = Object.fromEntries(Object.entries(load.metrics).filter(([id]) => declared.has(id)));
    const missed = assessOfferedRate({
      offeredPerSecond: params.ratePerSecond,
      publishedPerSecond: load.metrics.publishRate ?? 0,
      consumedPerSecond: load.metrics.consumeRate ?? 0,
      tolerancePct: params.rateTolerancePct,
    });
    // The throughput trial's own shortfall warning says less than the verdict below.
    const warnings = load.warnings.filter((warning) => !warning.startsWith("publishers fell"));
    if (load.valid && missed)
      return { ...load, metrics, warnings, valid: false, invalidReason: missed, loadNotCarried: true };
    return { ...load, metrics, warnings };
  },

  queueTypeProblems: (params, queueType) =>
    loadQueueTypeProblems({ ...params, ackMode: "single" }, queueType),
  queueArguments: (params) => params.queueArgs,
  targetProblem: (params, target) => mqttLoadProblem(latencyLoad(params), target),
  // A shard offers its publishers' part of the rate: each publisher's rate is the unsplit run's.
  shards: loadShards(LatencyParametersSchema, (params, share) => ({
    ...params,
    ...share,
    ratePerSecond: (params.ratePerSecond / params.publishers) * share.publishers,
  })),
};
