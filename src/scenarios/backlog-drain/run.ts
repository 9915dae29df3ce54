import { consumeArguments } from "../../amqp/admin.js";
import { FailoverPublisher } from "../../amqp/failover-clients.js";
import { FailoverConsumer } from "../../amqp/failover-consumer.js";
import type { FailoverOptions } from "../../amqp/failover-connection.js";
import { FailoverLedger } from "../../amqp/failover-ledger.js";
import { RateSchedule } from "../../load/rate-schedule.js";
import { errorMessage, sleep } from "../../load/timeouts.js";
import { resourceOfBlockReason } from "../../brokers/alarms.js";
import type { NodeMemory } from "../../brokers/memory-breakdown.js";
import {
  ALARMS_METRIC,
  buildMsOf,
  consumeRateOf,
  DRAIN_METRIC,
  PEAK_BACKLOG_METRIC,
  type BacklogDrainParameters,
} from "./parameters.js";
import { analyseDrain, blockedUnionMs, recordAlarms, type BacklogSample, waiting } from "./timeline.js";
import {
  accountingLines,
  alarmLines,
  blockedLines,
  memoryLines,
  notDrainedReason,
  summaryLine,
} from "./lines.js";
import { BrokerMonitor } from "./monitor.js";
import { dataLossLine, endLoad, ledgerCounters } from "../failover-trial.js";
import { lateWatch } from "../late-watch.js";
import { declareQueues, deleteQueues } from "../node-loss/cluster.js";
import { LOST_MESSAGES_METRIC } from "../node-loss/parameters.js";
import { shareOf } from "../node-loss/plan.js";
import type { TrialContext, TrialOutcome } from "../scenario.js";

const CONNECT_TIMEOUT_MS = 5_000;
const RETRY_DELAY_MS = 250;
const HEARTBEAT_SECONDS = 10;
const RECONNECT_TIMEOUT_MS = 30_000;
/** The accounting is sampled this often: the resolution of the drain time. */
const SAMPLE_MS = 20;
const LEDGER_BUCKET_MS = 500;
/** After the load, how long confirms and deliveries may take to complete. */
const FINAL_DRAIN_TIMEOUT_MS = 60_000;
/** After the drain, how long confirmed messages still missing are waited for: late, not lost. */
const LATE_WATCH_MS = 60_000;
/** The same for publishers the broker still blocks at the end. */
const BLOCKED_STOP_TIMEOUT_MS = 5_000;

/**
 * One backlog-drain trial: queues declared, consumers and publishers spread over the nodes, a
 * warm-up at the normal rate, the build (a publish peak above what the consumers take, or the
 * consumers slowed), then the normal rate again until the backlog has drained. Meanwhile the
 * accounting is sampled, the broker's alarms and queue depths are read, and its memory per node is
 * read at the end of the warm-up and of the build. Then the load stops, every confirmed message is
 * looked for, and the queues are deleted on every path.
 */
export async function runBacklogDrainTrial(
  context: TrialContext,
  params: BacklogDrainParameters,
): Promise<TrialOutcome> {
  const { broker, logger } = context;
  const nodes = broker.amqpUrls.length;
  const queues = Array.from({ length: params.queues }, (_, k) => `${context.resourcePrefix}-q${k}`);
  const abort = new AbortController();
  const signal = context.signal ? AbortSignal.any([context.signal, abort.signal]) : abort.signal;
  const connection: FailoverOptions = {
    urls: () => broker.amqpUrls,
    connectionName: `${context.resourcePrefix} backlog-drain`,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    reconnectTimeoutMs: RECONNECT_TIMEOUT_MS,
    retryDelayMs: RETRY_DELAY_MS,
    signal,
  };
  let failure: Error | undefined;
  const onFailure = (error: Error) => {
    failure ??= error;
  };
  const publishers: FailoverPublisher[] = [];
  const consumers: FailoverConsumer[] = [];
  const monitor = new BrokerMonitor(broker, queues);
  try {
    await declareQueues(broker, queues, context, params);
    const buildFromMs = params.warmupMs;
    const buildToMs = params.warmupMs + buildMsOf(params);
    const consumeRate = consumeRateOf(params);
    const ledger = new FailoverLedger(process.hrtime.bigint(), LEDGER_BUCKET_MS);
    for (let j = 0; j < params.consumers; j++) {
      const capacityServiceMs = consumeRate > 0 ? 1000 / shareOf(consumeRate, params.consumers, j) : 0;
      const serviceTimeMs =
        params.shape === "slowdown"
          ? (atMs: number) =>
              atMs >= buildFromMs && atMs < buildToMs
                ? Math.max(params.slowdownSleepMs, capacityServiceMs)
                : capacityServiceMs
          : () => capacityServiceMs;
      consumers.push(
        new FailoverConsumer({
          consumerId: j,
          queue: queues[j % params.queues]!,
          ackRatePerSecond: 0,
          serviceTimeMs,
          prefetch: params.prefetch,
          consumeArguments: consumeArguments(context.queueType),
          node: j % nodes,
          connection,
          ledger,
          onFailure,
        }),
      );
    }
    await Promise.all(consumers.map((consumer) => consumer.start()));
    const schedules = Array.from({ length: params.publishers }, (_, i) => publishSchedule(params, i));
    for (const [i, schedule] of schedules.entries()) {
      publishers.push(
        new FailoverPublisher({
          publisherId: i,
          queue: queues[i % params.queues]!,
          schedule,
          retryNacked: false,
          confirmWindow: params.confirmWindow,
          messageSizeBytes: params.messageSizeBytes,
          persistent: params.persistent,
          node: (i + 1) % nodes,
          connection,
          ledger,
          onFailure,
        }),
      );
    }
    await Promise.all(publishers.map((publisher) => publisher.start()));
    const now = () => ledger.elapsedMs(process.hrtime.bigint());
    monitor.start(now);

    const samples: BacklogSample[] = [];
    const sample = (): BacklogSample => {
      const atMs = now();
      const atNs = BigInt(Math.round(atMs * 1e6));
      return {
        atMs,
        due: schedules.reduce((sum, schedule) => sum + schedule.dueAt(atNs), 0),
        confirmed: ledger.confirmed.unique,
        refused: ledger.nacked,
        delivered: ledger.consumed.unique,
        unacknowledged: consumers.reduce((sum, consumer) => sum + consumer.unacknowledged, 0),
      };
    };
    let memoryBefore: Promise<NodeMemory[] | undefined> | undefined;
    let memoryAtPeak: Promise<NodeMemory[] | undefined> | undefined;
    let drainedAtMs: number | undefined;
    for (;;) {
      if (failure) throw failure;
      signal.throwIfAborted();
      const current = sample();
      samples.push(current);
      if (current.atMs >= buildFromMs) memoryBefore ??= monitor.readMemory();
      if (current.atMs >= buildToMs) memoryAtPeak ??= monitor.readMemory();
      if (current.atMs >= buildToMs) {
        if (waiting(current) <= params.drainedAtMessages) {
          drainedAtMs = current.atMs;
          break;
        }
        if (current.atMs > buildToMs + params.drainTimeoutMs) break;
      }
      await sleep(SAMPLE_MS - (now() % SAMPLE_MS));
    }
    const stoppedAtMs = now();
    const analysis = analyseDrain({
      samples,
      buildFromMs,
      buildToMs,
      drainedAtMessages: params.drainedAtMessages,
    });
    const [before, atPeak] = await Promise.all([memoryBefore, memoryAtPeak]);

    // A connection the broker still blocks gets no confirms until the alarm clears: do not wait for them.
    const stillBlocked = ledger.blocks.filter((block) => block.toMs === undefined);
    const { unconfirmed, swept, lost, missing, endedEarly } = await endLoad({
      publishers,
      consumers,
      queues,
      ledger,
      connection,
      stopTimeoutMs: stillBlocked.length > 0 ? BLOCKED_STOP_TIMEOUT_MS : FINAL_DRAIN_TIMEOUT_MS,
      drainTimeoutMs: FINAL_DRAIN_TIMEOUT_MS,
      late: lateWatch(LATE_WATCH_MS, nodes, {
        prefetch: params.prefetch,
        consumeArguments: consumeArguments(context.queueType),
        connection,
        ledger,
        onFailure,
      }),
      failed: () => failure,
    });
    await monitor.stop();

    // Without the management API, the alarms are known from the reasons the publishers were blocked for.
    const alarms = monitor.alarms;
    if (!monitor.reads) {
      for (const block of ledger.blocks) {
        const resource = resourceOfBlockReason(block.reason);
        if (resource) recordAlarms(alarms, [{ node: "the broker", resource }], block.fromMs);
      }
    }
    const blockedMs = blockedUnionMs(ledger.blocks, stoppedAtMs);
    const blockedPublishers = new Set(ledger.blocks.map((block) => block.publisherId)).size;
    const growth = memoryGrowth(before, atPeak);
    const metrics: Record<string, number> = {
      [PEAK_BACKLOG_METRIC]: analysis.peakBacklog,
      ...(monitor.peakBytes !== undefined && { peakBacklogBytes: monitor.peakBytes }),
      ...(analysis.buildConfirmRatePerSecond !== null && {
        peakPublishRatePerSecond: analysis.buildConfirmRatePerSecond,
      }),
      ...(analysis.buildFinishRatePerSecond !== null && {
        peakConsumeRatePerSecond: analysis.buildFinishRatePerSecond,
      }),
      ...(analysis.drainMs !== null && { [DRAIN_METRIC]: analysis.drainMs }),
      ...(analysis.drainRatePerSecond !== null && { drainRatePerSecond: analysis.drainRatePerSecond }),
      ...(growth !== undefined && { peakMemoryGrowthBytes: growth }),
      ...(atPeak &&
        atPeak.length > 0 && { peakNodeMemoryBytes: Math.max(...atPeak.map((node) => node.total)) }),
      [ALARMS_METRIC]: alarms.length,
      blockedMs,
      blockedPublishers,
      [LOST_MESSAGES_METRIC]: lost,
      duplicatedMessages: ledger.consumed.duplicates,
      nackedMessages: ledger.nacked,
    };

    // A client that gave up while the messages were looked for leaves them unaccounted: no data loss.
    const invalid: string[] = endedEarly ? [endedEarly] : [];
    if (drainedAtMs === undefined) {
      invalid.push(notDrainedReason(params, analysis.lastWaiting, stillBlocked, alarms));
    }
    if (invalid.length > 0 && lost > 0) invalid.unshift(dataLossLine(ledger, lost, missing));
    if (monitor.peakBytes === undefined && monitor.reads) {
      monitor.problems.push(
        "the broker's queue statistics never showed the backlog (the management API samples them 5 s apart by default): its bytes are not measured",
      );
    }
    const warnings = [
      summaryLine(params, analysis.peakBacklog, analysis.drainMs, analysis.drainRatePerSecond),
      ...memoryLines(before, atPeak),
      ...alarmLines(alarms),
      ...blockedLines(ledger.blocks.length, blockedPublishers, params.publishers, blockedMs, ledger.blocks),
      ...accountingLines({ ledger, lost, unconfirmed, swept, missing }),
      ...monitor.problems,
    ];
    logger.debug(`backlog-drain trial ${context.trial}/${context.trials}: ${warnings[0]}`);
    return {
      metrics,
      counters: ledgerCounters(ledger, lost),
      valid: invalid.length === 0,
      ...(invalid.length > 0 && { invalidReason: invalid.join("; ") }),
      warnings,
      measuredMs: stoppedAtMs - buildFromMs,
      ...(missing && { missing }),
    };
  } finally {
    abort.abort();
    await monitor.stop();
    await Promise.all([...publishers, ...consumers].map((client) => client.close()));
    await deleteQueues(broker, queues, logger).catch((error: unknown) =>
      logger.warn(`backlog-drain: could not delete the trial's queues: ${errorMessage(error)}`),
    );
  }
}

/** Publisher i's share of the normal rate, and of the peak during the build (peak shape). */
export function publishSchedule(params: BacklogDrainParameters, publisher: number): RateSchedule {
  const normal = shareOf(params.ratePerSecond, params.publishers, publisher);
  if (params.shape !== "peak") return RateSchedule.constant(normal);
  const peak = shareOf(params.peakRatePerSecond, params.publishers, publisher);
  const steps = [
    ...(params.warmupMs > 0 ? [{ fromMs: 0, ratePerSecond: normal }] : []),
    { fromMs: params.warmupMs, ratePerSecond: peak },
    { fromMs: params.warmupMs + buildMsOf(params), ratePerSecond: normal },
  ];
  return new RateSchedule(steps);
}

/** The largest growth of one node's total from `before` to `after`, matched by node name. */
function memoryGrowth(before?: NodeMemory[], after?: NodeMemory[]): number | undefined {
  if (!before || !after) return undefined;
  const growths = after.flatMap((node) => {
    const earlier = before.find((b) => b.node === node.node);
    return earlier ? [node.total - earlier.total] : [];
  });
  return growths.length > 0 ? Math.max(...growths) : undefined;
}
