import { z } from "zod";
import { streamConsumerProblem } from "../../amqp/admin.js";
import type { QueueType } from "../../model/config.js";
import { queueArgsField } from "../../model/queue-arguments.js";
import { loadWarmupField, messageSizeBytesField, persistentField } from "../message-fields.js";
import type { ParameterProblem } from "../scenario.js";

/**
 * The parameters of a load of publishers and consumers through queues: the throughput scenario's
 * own, and the load the latency scenario runs at a fixed rate (latency.ts); with the descriptions
 * the scenario reference (docs/scenarios.md) is generated from.
 */

const count = (max: number) => z.number().int().min(1).max(max);

/*
 * The MQTT parameters are optional, their defaults applied where they are used: results stored
 * before MQTT existed list no such parameter, and a parameter filled in with its default would
 * read as a changed setup against every one of them.
 */

/** Protocol 'mqtt': the MQTT version (QoS comes from confirms and ackMode, mqtt-fit.ts). */
export const mqttVersionField = z
  // YAML reads an unquoted 5 as a number.
  .preprocess((value) => (value === 5 ? "5" : value), z.enum(["3.1.1", "5"]))
  .optional()
  .describe(
    "protocol 'mqtt': the MQTT version the clients speak, 3.1.1 when not set (5 needs RabbitMQ 3.13 or later)",
  );

/** Protocol 'mqtt': whether the broker keeps each client's session. */
export const mqttSessionField = z
  .enum(["clean", "persistent"])
  .optional()
  .describe(
    "protocol 'mqtt': clean (when not set), the session and its subscription queue end with the " +
      "connection; persistent, the broker keeps them (a durable queue per subscriber), discarded after the trial",
  );

/**
 * The work phase of the load scenarios: before the load, one message in flight per publisher end to
 * end, so the broker handles each message alone whatever the machine's timing.
 */
export const workPhaseMsField = z
  .number()
  .int()
  .min(0)
  .max(600_000)
  .default(2_000)
  .describe(
    "before the load, a phase this long with one message in flight per publisher end to end " +
      "(inFlight 1, confirmWindow 1, no rate limit); the work metrics come from it, since under a " +
      "load the broker's work per message follows the backlog and batching that the machine's " +
      "timing sets. 0: no phase; the work metrics then cover every message of the load and, moving " +
      "with the machine, bind only in same-job pairs",
  );

export const ThroughputParametersSchema = z
  .strictObject({
    publishers: count(256)
      .default(1)
      .describe("publishing connections, one channel each; publisher i sends to queue i mod queues"),
    consumers: count(256)
      .default(1)
      .describe("consuming connections, one channel each; consumer j reads queue j mod queues"),
    queues: count(256)
      .default(1)
      .describe("queues of the target's queue type; clients spread over a cluster's nodes"),
    messageSizeBytes: messageSizeBytesField,
    exchangeHops: z
      .number()
      .int()
      .min(0)
      .max(16)
      .default(0)
      .describe(
        "direct exchanges each message passes before its queue, bound exchange to exchange; " +
          "0: the default exchange routes straight to the queue",
      ),
    confirms: z.boolean().default(true).describe("publisher confirms; off: fire and forget"),
    confirmWindow: count(100_000)
      .default(100)
      .describe("unconfirmed messages in flight per publisher; a full window waits for confirms"),
    confirmMode: z
      .enum(["batch", "sliding"])
      .default("batch")
      .describe(
        "batch: publish a whole window, then wait until all of it is confirmed, so the broker gets " +
          "the same bursts on a quiet and a busy machine (its work per message stays put); " +
          "sliding: each confirm lets the next message go",
      ),
    persistent: persistentField,
    publishRatePerSecond: z
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .default(0)
      .describe(
        "messages per second per publisher; 0: as fast as the broker takes them. At a fixed rate, " +
          "latencies count from each message's scheduled send time, so a publisher that falls " +
          "behind shows the wait (no coordinated omission)",
      ),
    inFlight: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(0)
      .describe(
        "messages per publisher published but not yet delivered to a consumer; a publisher at the " +
          "limit waits for a delivery. 0: no limit. 1 (with confirmWindow 1): one message at a time " +
          "end to end, so the queue never holds a backlog and the broker never batches",
      ),
    prefetch: z
      .number()
      .int()
      .min(0)
      .max(65_535)
      .default(200)
      .describe("unacknowledged deliveries per consumer (basic.qos); 0: unlimited"),
    ackMode: z
      .enum(["single", "multiple", "auto"])
      .default("single")
      .describe(
        "single: ack each message; multiple: one ack for every prefetch/2 (100 when prefetch is " +
          "unlimited), and one for what is held when deliveries pause for 20 ms; auto: no acks, the " +
          "broker counts a message acked once sent",
      ),
    // Short windows, many trials: on shared machines the spread comes from drift between trials
    // more than from within one, so ten 3 s trials judge better than three 10 s ones
    // (bench/verdict-proof.md).
    warmupMs: loadWarmupField,
    durationMs: z.number().int().min(1_000).max(3_600_000).default(3_000).describe("the measurement window"),
    publisherThreads: z
      .number()
      .int()
      .min(0)
      .max(256)
      .default(0)
      .describe("worker threads for the publishers; 0: one per publisher, at most one per core"),
    consumerThreads: z
      .number()
      .int()
      .min(0)
      .max(256)
      .default(0)
      .describe("worker threads for the consumers; 0: one per consumer, at most one per core"),
    queueArgs: queueArgsField,
    latencies: z
      .boolean()
      .default(true)
      .describe(
        "record and report the end-to-end and confirm latency percentiles (off, the load generator " +
          "records none and spends that CPU on the load). At full speed they measure the wait " +
          "behind the backlog, which the machine's timing sets (p95 to p99.9 moved by 46-73% between " +
          "trials of one broker), so the default suite leaves latency to the latency scenario, at a " +
          "fixed rate (bench/latency-and-churn.md)",
      ),
    workPhaseMs: workPhaseMsField,
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
    if (params.ackMode === "auto" && params.prefetch > 0) {
      issue.addIssue({
        code: "custom",
        path: ["prefetch"],
        message: "prefetch does not apply to ackMode 'auto' (the broker ignores it without acks); set 0",
      });
    }
  });

export type ThroughputParameters = z.output<typeof ThroughputParametersSchema>;

/**
 * What a load of consumers on queues needs from a stream: manual acks with a prefetch limit (the
 * broker refuses others), and one consumer per queue: every consumer of a stream reads every
 * message, so a second one would count each message twice.
 */
export function loadQueueTypeProblems(
  params: { consumers: number; queues: number; prefetch: number; ackMode: string },
  queueType: QueueType,
): ParameterProblem[] {
  const problems: ParameterProblem[] = [];
  const consumer = streamConsumerProblem(queueType, {
    prefetch: params.prefetch,
    autoAck: params.ackMode === "auto",
  });
  if (consumer)
    problems.push({
      parameter: consumer.setting === "ack" ? "ackMode" : "prefetch",
      reason: consumer.reason,
    });
  if (queueType === "stream" && params.consumers !== params.queues) {
    problems.push({
      parameter: "consumers",
      reason: `every consumer of a stream reads every message: expected consumers = queues (${params.queues})`,
    });
  }
  return problems;
}
