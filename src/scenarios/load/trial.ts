import { AdminSession, consumeArguments, queueOptions } from "../../amqp/admin.js";
import { decodeHistogram, latencyPercentiles } from "../../load/histogram.js";
import { assessIntegrity } from "../../load/integrity.js";
import { runLoad, type LoadPlan, type LoadResult } from "../../load/load-run.js";
import { assessRateShortfall } from "../../load/pacing.js";
import { assessBacklog } from "../../load/rates.js";
import { withCleanup } from "../../amqp/cleanup.js";
import { memoryMetricValue, workMetricValues } from "../../work/metrics.js";
import { MESSAGE_OPERATION } from "./work-metrics.js";
import type { Protocol } from "../../model/config.js";
import type { MetricDefinition, WorkWindowRecord } from "../../model/metrics.js";
import type { ShardPosition } from "../../model/shard.js";
import type { TrialContext, TrialOutcome } from "../scenario.js";
import type { ThroughputParameters } from "./parameters.js";
import { loadPlanProtocol } from "./plan-protocol.js";
import { ensureQueueMembers } from "../queue-members.js";

/**
 * One trial of a load through the target's queues, as the throughput and latency scenarios run it:
 * publishers and consumers in worker threads measured for rates, backlog and latency percentiles
 * in a load run, then, with a work phase, for the broker's work per message at rest. The load itself
 * lives in amqp/, the work readings in work/.
 */

/**
 * The load speaks AMQP 0.9.1 through amqplib, AMQP 1.0 through rhea, on stream queues the stream
 * protocol through rabbitmq-stream-js-client, and MQTT through MQTT.js (see load/clients.ts).
 */
export const LOAD_PROTOCOLS: readonly Protocol[] = ["amqp091", "amqp10", "stream", "mqtt"];

/** The work phase's own worker start, connect, stop and drain, on top of its length. */
export const WORK_PHASE_OVERHEAD_MS = 700;

const CONNECT_TIMEOUT_MS = 15_000;
const CONFIRM_TIMEOUT_MS = 30_000;
const DRAIN_IDLE_TIMEOUT_MS = 10_000;
const DRAIN_TIMEOUT_MS = 120_000;
/**
 * Worker start, connect, stop, drain and cleanup of a healthy trial, on top of warm-up and window
 * (measured: ~1 s with classic and quorum queues on a 2-core machine).
 */
export const TRIAL_OVERHEAD_MS = 1_500;
/** With ackMode "multiple" and unlimited prefetch, ack this many deliveries at once. */
const UNLIMITED_PREFETCH_ACK_BATCH = 100;

const LATENCY_PERCENTILES = [
  ["P50", "p50", "50th"],
  ["P95", "p95", "95th"],
  ["P99", "p99", "99th"],
  ["P999", "p999", "99.9th"],
] as const;

/**
 * A latency family's percentiles. `basis`: where the time counts from, when the parameters choose
 * it (the scheduled publish of a paced load, or the publish itself): two bases are two quantities.
 */
export function latencyMetrics(
  family: "e2eLatency" | "confirmLatency",
  what: string,
  basis?: string,
): MetricDefinition[] {
  return LATENCY_PERCENTILES.map(([suffix, , label]) => ({
    id: `${family}${suffix}Us`,
    unit: "µs",
    direction: "lower" as const,
    kind: "time" as const,
    description: `${label} percentile of ${what} in the measurement window`,
    ...(basis !== undefined && { basis }),
  }));
}

export async function runThroughputTrial(
  context: TrialContext,
  params: ThroughputParameters,
): Promise<TrialOutcome> {
  const { broker, logger } = context;
  const protocol = context.protocol ?? "amqp091";
  const queues = loadQueueNames(context.resourcePrefix, params.queues, context.shard);
  // Shards share the resource prefix: their connections say which shard opened them.
  const clientPrefix = context.shard
    ? `${context.resourcePrefix} shard ${context.shard.index}`
    : context.resourcePrefix;
  const admin = await AdminSession.open(broker.amqpUrls[0]!, `${clientPrefix} admin`, CONNECT_TIMEOUT_MS);
  const declared: string[] = [];
  const exchanges: string[] = [];
  const trial = async (): Promise<TrialOutcome> => {
    const options = queueOptions(context.queueType, params.persistent, params.queueArgs);
    const declare = async (queue: string) =>
      void (await admin.declareQueue(queue, options, "declare queues"));
    // Over MQTT the plugin declares a queue for each subscriber: the load's queue names are topics.
    const ownQueues = protocol === "mqtt" ? [] : queues;
    for (const queue of ownQueues) {
      await declare(queue);
      declared.push(queue);
    }
    await ensureQueueMembers(admin, ownQueues, context, declare);
    const entryExchanges = await declareExchangeChains(admin, queues, params.exchangeHops, exchanges);
    const plan: LoadPlan = {
      amqpUrls: broker.amqpUrls,
      protocol: loadPlanProtocol(protocol, broker, params),
      queues,
      ...(entryExchanges && { exchanges: entryExchanges }),
      ...(context.shard && { unsplitIndex: { first: context.shard.index - 1, step: context.shard.count } }),
      publishers: params.publishers,
      consumers: params.consumers,
      publisherThreads: params.publisherThreads,
      consumerThreads: params.consumerThreads,
      publisher: {
        messageSizeBytes: params.messageSizeBytes,
        confirms: params.confirms,
        confirmWindow: params.confirmWindow,
        confirmMode: params.confirmMode,
        persistent: params.persistent,
        publishRatePerSecond: params.publishRatePerSecond,
        inFlight: params.inFlight,
      },
      consumer: {
        prefetch: params.prefetch,
        ackMode: params.ackMode,
        multipleAckEvery:
          params.prefetch > 0 ? Math.max(1, Math.floor(params.prefetch / 2)) : UNLIMITED_PREFETCH_ACK_BATCH,
        consumeArguments: consumeArguments(context.queueType),
      },
      warmupMs: params.warmupMs,
      durationMs: params.durationMs,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      confirmTimeoutMs: CONFIRM_TIMEOUT_MS,
      drainIdleTimeoutMs: DRAIN_IDLE_TIMEOUT_MS,
      drainTimeoutMs: DRAIN_TIMEOUT_MS,
      connectionNamePrefix: clientPrefix,
      latencies: params.latencies,
      ...(context.queueType !== "stream" &&
        protocol !== "mqtt" && { readBacklog: () => admin.readyMessages(queues) }),
      work: context.work,
      logger,
      ...(context.signal && { signal: context.signal }),
    };
    // The work phase comes first, on queues no load has filled yet: one message in flight per
    // publisher, so the broker handles each message alone whatever the machine's timing.
    const phase =
      params.workPhaseMs > 0
        ? await runLoad({
            ...plan,
            publisher: { ...plan.publisher, confirmWindow: 1, publishRatePerSecond: 0, inFlight: 1 },
            warmupMs: 0,
            durationMs: params.workPhaseMs,
            connectionNamePrefix: `${clientPrefix} work phase`,
            latencies: false,
          })
        : undefined;
    const load = await runLoad(plan);
    const integrity = withDropHint(assessLoadIntegrity(params, load, protocol), params.queueArgs);
    const backlog = assessBacklog({
      readyAtStart: load.backlogAtStart,
      readyAtEnd: load.backlogAtEnd,
      consumeRatePerSecond: load.consumeRatePerSecond,
      windowSeconds: load.measuredMs / 1000,
    });
    const warnings = [...load.warnings];
    if (backlog.warning) warnings.push(backlog.warning);
    const shortfall = assessRateShortfall({
      ratePerSecondPerPublisher: params.publishRatePerSecond,
      publishers: params.publishers,
      publishedPerSecond: load.publishRatePerSecond,
    });
    if (shortfall) warnings.push(shortfall);
    let verdict: { valid: boolean; invalidReason?: string } = integrity;
    if (integrity.valid && (load.publishRatePerSecond === 0 || load.consumeRatePerSecond === 0)) {
      verdict = {
        valid: false,
        invalidReason: "no messages published or consumed in the measurement window",
      };
    }

    const metrics: Record<string, number> = {
      publishRate: load.publishRatePerSecond,
      consumeRate: load.consumeRatePerSecond,
      backlogMessages: backlog.backlogMessages,
    };
    if (protocol === "mqtt" && droppable(params)) {
      metrics.droppedPct = load.published > 0 ? (100 * integrity.counters.lost) / load.published : 0;
    }
    // The work metrics come from the work phase when there is one, else from the whole load; the
    // load's window gives the memory either way. Windows are recorded in the order they ran.
    const workWindows: WorkWindowRecord[] = [];
    if (phase) {
      for (const warning of phase.warnings) warnings.push(`work phase: ${warning}`);
      const phaseIntegrity = assessLoadIntegrity(params, phase, protocol);
      if (verdict.valid && !phaseIntegrity.valid) {
        verdict = { valid: false, invalidReason: `work phase: ${phaseIntegrity.invalidReason}` };
      } else if (verdict.valid && phase.published === 0) {
        verdict = { valid: false, invalidReason: "work phase: no message published" };
      }
      if (phase.work) {
        workWindows.push({ window: "work phase", operations: messagesOf(phase), ...phase.work });
        Object.assign(metrics, workMetricValues(MESSAGE_OPERATION, phase.work, messagesOf(phase)));
      }
    }
    if (load.work) {
      workWindows.push({ window: "load", operations: messagesOf(load), ...load.work });
      Object.assign(metrics, memoryMetricValue(load.work));
      if (!phase) Object.assign(metrics, workMetricValues(MESSAGE_OPERATION, load.work, messagesOf(load)));
    }
    // Without latencies the workers recorded none: the trial has no latency metrics or histograms.
    let histograms: Record<string, string> | undefined;
    if (params.latencies) {
      histograms = { e2eLatency: load.e2eLatency };
      addPercentiles(metrics, "e2eLatency", load.e2eLatency);
      if (params.confirms) {
        histograms.confirmLatency = load.confirmLatency;
        addPercentiles(metrics, "confirmLatency", load.confirmLatency);
      }
    }
    return {
      metrics,
      ...(histograms && { histograms }),
      counters: integrity.counters,
      valid: verdict.valid,
      ...(verdict.invalidReason !== undefined && { invalidReason: verdict.invalidReason }),
      warnings,
      measuredMs: load.measuredMs,
      measuredFrom: load.measuredFrom,
      ...(workWindows.length > 0 && { work: workWindows }),
    };
  };
  return withCleanup(
    trial,
    async () => {
      try {
        await admin.deleteQueues(declared, "delete queues");
      } finally {
        // A queue that failed to go must not leave its exchange chain behind.
        try {
          await admin.deleteExchanges(exchanges, "delete exchanges");
        } finally {
          await admin.close();
        }
      }
    },
    logger,
  );
}

/**
 * The queues of a load: `<prefix>-q<i>`, i their index in the unsplit run, so a shard's queues
 * (every count-th from its own) and the other shards' never share a name (see ShardSupport).
 */
export function loadQueueNames(prefix: string, queues: number, shard?: ShardPosition): string[] {
  const first = shard ? shard.index - 1 : 0;
  const step = shard ? shard.count : 1;
  return Array.from({ length: queues }, (_, i) => `${prefix}-q${first + i * step}`);
}

/** The exchanges of a queue's chain (declareExchangeChains). */
export function chainExchanges(queue: string, hops: number): string[] {
  return Array.from({ length: hops }, (_, hop) => `${queue}-x${hop + 1}`);
}

/**
 * For each queue, `hops` direct exchanges in a chain (x1 bound to the queue, x2 to x1, …) keyed by
 * the queue's name; returns the exchange publishers enter each chain by, or undefined for none.
 * Each hop is one more routing step per message: a known amount of added broker work.
 */
async function declareExchangeChains(
  admin: AdminSession,
  queues: readonly string[],
  hops: number,
  declared: string[],
): Promise<string[] | undefined> {
  if (hops === 0) return undefined;
  const entries: string[] = [];
  for (const queue of queues) {
    let previous: string | undefined;
    for (const exchange of chainExchanges(queue, hops)) {
      await admin.call("declare exchange", (channel) =>
        channel.assertExchange(exchange, "direct", { durable: false, autoDelete: false }),
      );
      declared.push(exchange);
      await admin.call("bind", (channel) =>
        previous === undefined
          ? channel.bindQueue(queue, exchange, queue)
          : channel.bindExchange(previous, exchange, queue),
      );
      previous = exchange;
    }
    entries.push(previous!);
  }
  return entries;
}

/** Whether the parameters ask for at most once somewhere, so the trial reports what was dropped. */
export function droppable(params: Pick<ThroughputParameters, "confirms" | "ackMode">): boolean {
  return !params.confirms || params.ackMode === "auto";
}

/**
 * Messages of a load run. A message's work is half publishing and routing, half delivery and ack,
 * so one published but not delivered (returned, or lost: then the trial is invalid) counts half.
 */
function messagesOf(load: LoadResult): number {
  return (load.published + load.delivered) / 2;
}

/** Nothing lost, duplicated, nacked or unconfirmed in one load run. */
function assessLoadIntegrity(params: ThroughputParameters, load: LoadResult, protocol: Protocol) {
  return assessIntegrity({
    protocol,
    confirms: params.confirms,
    published: load.published,
    confirmed: load.confirmed,
    nacked: load.nacked,
    returned: load.returned,
    uniqueConsumed: load.uniqueConsumed,
    duplicates: load.duplicates,
    foreign: load.foreign,
    atMostOnce: atMostOnce(params, protocol),
  });
}

/** MQTT at QoS 0 on either side (no confirms, or ackMode auto) promises at most once. */
function atMostOnce(params: Pick<ThroughputParameters, "confirms" | "ackMode">, protocol: Protocol): boolean {
  return protocol === "mqtt" && (!params.confirms || params.ackMode === "auto");
}

/** Queue arguments under which the broker drops or dead-letters messages by design. */
const DROPPING_ARGUMENTS = ["x-max-length", "x-max-length-bytes", "x-message-ttl"];

/** A loss under a length or age limit the user set says so: the broker dropped them by design. */
function withDropHint<T extends { valid: boolean; invalidReason?: string; counters: { lost: number } }>(
  verdict: T,
  queueArgs: Record<string, unknown>,
): T {
  const limits = DROPPING_ARGUMENTS.filter((name) => name in queueArgs);
  if (verdict.valid || verdict.counters.lost === 0 || limits.length === 0) return verdict;
  return {
    ...verdict,
    invalidReason: `${verdict.invalidReason}; queueArgs ${limits.join(", ")} let the broker drop messages (raise the limit, or lower inFlight)`,
  };
}

export function addPercentiles(metrics: Record<string, number>, family: string, encoded: string): void {
  const histogram = decodeHistogram(encoded);
  const percentiles = latencyPercentiles(histogram);
  for (const [suffix, key] of LATENCY_PERCENTILES) metrics[`${family}${suffix}Us`] = percentiles[key];
  histogram.destroy();
}
