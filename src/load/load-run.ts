import { availableParallelism } from "node:os";
import type { Logger } from "../model/logger.js";
import type { WorkWindowUsage } from "../model/metrics.js";
import type { WorkMeter } from "../work/meter.js";
import { clientSpec, type LoadPlanProtocol } from "./client-spec.js";
import { mergeEncodedHistograms, encodeHistogram } from "./histogram.js";
import { acceptedMessages } from "./integrity.js";
import type {
  ClientSpec,
  ConsumerReport,
  ConsumerSettings,
  MarkSnapshot,
  ProgressReport,
  PublisherReport,
  PublisherSettings,
  WorkerInit,
} from "./worker-messages.js";
import {
  heldMessages,
  SATURATED_THREAD_UTILIZATION,
  threadUtilization,
  totalRatePerSecond,
} from "./rates.js";
import { SequenceTracker } from "./sequence-tracker.js";
import { errorMessage, PhaseError, raceAbort, sleepUnlessAborted } from "./timeouts.js";
import { WorkerHandle } from "./worker-handle.js";

export interface LoadPlan {
  amqpUrls: readonly string[];
  /** Omitted: AMQP 0.9.1. AMQP 1.0 needs the broker's address format, the stream protocol its URLs. */
  protocol?: LoadPlanProtocol;
  /** Publisher i publishes to queues[i % n]; consumer j consumes queues[j % n]. */
  queues: readonly string[];
  /** The exchange each queue's messages are published to (same order); default: the default exchange. */
  exchanges?: readonly string[];
  publishers: number;
  consumers: number;
  /** Worker threads per role; 0 = one per client up to the machine's cores. */
  publisherThreads: number;
  consumerThreads: number;
  publisher: PublisherSettings;
  consumer: Omit<ConsumerSettings, "publisherCount">;
  warmupMs: number;
  durationMs: number;
  connectTimeoutMs: number;
  /** After publishing stops, how long outstanding confirms may take. */
  confirmTimeoutMs: number;
  /** Drain gives up when consumers made no progress for this long… */
  drainIdleTimeoutMs: number;
  /** …or after this long in total. */
  drainTimeoutMs: number;
  connectionNamePrefix: string;
  /** false: the workers record no latencies (no per-message histogram work); default true. */
  latencies?: boolean;
  /**
   * Ready messages over all queues, read by the coordinator at window start and end. Omitted (a
   * stream keeps every message, so the broker has no "ready" count): the messages accepted and not
   * yet delivered, from the workers' counters at the same marks.
   */
  readBacklog?(): Promise<number>;
  /** Reads the broker's and this process's work before the first publish and after the last ack. */
  work?: WorkMeter;
  logger: Logger;
  signal?: AbortSignal;
}

export interface LoadResult {
  measuredMs: number;
  /** When the measured window began, ms since the epoch. */
  measuredFrom: number;
  publishRatePerSecond: number;
  consumeRatePerSecond: number;
  backlogAtStart: number;
  backlogAtEnd: number;
  published: number;
  confirmed: number;
  nacked: number;
  returned: number;
  delivered: number;
  uniqueConsumed: number;
  duplicates: number;
  foreign: number;
  /** The trial's work from the first publish to the last ack, when a meter was given. */
  work?: WorkWindowUsage;
  /** Merged compressed base64 HDR histograms (µs), window only; empty with `latencies: false`. */
  e2eLatency: string;
  confirmLatency: string;
  drainComplete: boolean;
  warnings: string[];
}

const noWork = Promise.resolve(undefined);

/** Splits `count` clients over at most `threads` workers (0 = auto), round-robin. */
export function groupClients(count: number, threads: number, cores = availableParallelism()): number[][] {
  const workers = Math.max(1, Math.min(count, threads > 0 ? threads : cores));
  const groups: number[][] = Array.from({ length: workers }, () => []);
  for (let index = 0; index < count; index++) groups[index % workers]!.push(index);
  return groups;
}

/**
 * Runs publishers and consumers in worker threads and coordinates the phases:
 * connect → warm-up → window (marks at start and end) → stop publishers (await confirms) → drain
 * (consumers receive everything the broker accepted) → report. Every wait has a deadline and a
 * failure names its phase; workers are terminated in `finally` whatever happened.
 */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const failure = new AbortController();
  const signal = plan.signal ? AbortSignal.any([plan.signal, failure.signal]) : failure.signal;
  let phase = "start workers";
  const warnings = new Set<string>();
  const events = {
    onFatal(name: string, message: string) {
      if (!failure.signal.aborted) failure.abort(new PhaseError(phase, `${name}: ${message}`));
    },
    onWarning(_name: string, message: string) {
      warnings.add(message);
    },
  };
  const common = {
    ...(plan.protocol && { protocol: plan.protocol.name }),
    connectTimeoutMs: plan.connectTimeoutMs,
    connectionNamePrefix: plan.connectionNamePrefix,
    ...(plan.latencies === false && { recordLatencies: false }),
    ...(plan.publisher.inFlight > 0 && {
      deliveredByPublisher: new Int32Array(
        new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT * Math.max(1, plan.publishers)),
      ),
    }),
  };
  const spec = (index: number): ClientSpec => clientSpec(plan, index);
  const consumerSettings: ConsumerSettings = { ...plan.consumer, publisherCount: plan.publishers };

  const publisherWorkers: WorkerHandle[] = [];
  const consumerWorkers: WorkerHandle[] = [];
  try {
    for (const [w, group] of groupClients(plan.consumers, plan.consumerThreads).entries()) {
      const init: WorkerInit = {
        ...common,
        role: "consumer",
        clients: group.map(spec),
        settings: consumerSettings,
      };
      consumerWorkers.push(new WorkerHandle(`consumer worker ${w}`, init, events));
    }
    for (const [w, group] of groupClients(plan.publishers, plan.publisherThreads).entries()) {
      const init: WorkerInit = {
        ...common,
        role: "publisher",
        clients: group.map(spec),
        settings: plan.publisher,
      };
      publisherWorkers.push(new WorkerHandle(`publisher worker ${w}`, init, events));
    }
    const all = [...consumerWorkers, ...publisherWorkers];
    const guard = <T>(promise: Promise<T>): Promise<T> => raceAbort(promise, signal, () => phase);
    const commandTimeoutMs = 10_000;

    // Consumers subscribe before anything is published, so no message waits for a consumer.
    phase = "connect";
    const connectMs = plan.connectTimeoutMs + 20_000; // worker start-up (module load) included
    await guard(Promise.all(consumerWorkers.map((w) => w.request({ command: "connect" }, connectMs, phase))));
    await guard(
      Promise.all(publisherWorkers.map((w) => w.request({ command: "connect" }, connectMs, phase))),
    );

    // The work counters are read at rest: before the first message and after the last ack. So the
    // work covers every message of the trial whole (publish, route, enqueue, deliver, ack), whatever
    // the queue held when the rate window opened or closed. Cut at the rate window's edges instead,
    // it depended on the backlog at those moments: with a confirm window of 1,000 it read 23% more
    // beside two busy loops than on a quiet machine.
    const workWindow = await guard(plan.work?.start() ?? noWork);

    phase = "warm-up";
    await guard(
      Promise.all(publisherWorkers.map((w) => w.request({ command: "start" }, commandTimeoutMs, phase))),
    );
    await sleepUnlessAborted(plan.warmupMs, signal, () => phase);

    phase = "measure";
    const mark = (label: "windowStart" | "windowEnd") =>
      guard(
        Promise.all(
          all.map((w) => w.request<MarkSnapshot>({ command: "mark", label }, commandTimeoutMs, phase)),
        ),
      );
    const starts = await mark("windowStart");
    // The window is the duration from the workers' marks: the queue's depth at its start is read
    // while it runs, so a slow reading (a loaded broker or runner) does not lengthen it. Shards
    // whose windows had grown by their readings' time once overlapped too little to merge.
    const windowStartNs = process.hrtime.bigint();
    const windowStartedAt = Date.now();
    const readingAtStart = plan.readBacklog
      ? guard(plan.readBacklog())
      : Promise.resolve(heldMessages(starts, plan.publisher.confirms));
    readingAtStart.catch(() => {}); // awaited below; a failure surfaces there
    await sleepUnlessAborted(plan.durationMs, signal, () => phase);
    const windowEndNs = process.hrtime.bigint();
    const backlogAtStart = await readingAtStart;
    const ends = await mark("windowEnd");
    const backlogAtEnd = plan.readBacklog
      ? await guard(plan.readBacklog())
      : heldMessages(ends, plan.publisher.confirms);
    all.forEach((worker, i) => {
      const utilization = threadUtilization(starts[i]!, ends[i]!);
      if (utilization === undefined) return;
      plan.logger.debug(`${worker.name}: ${(utilization * 100).toFixed(0)}% of a core during the window`);
      if (utilization > SATURATED_THREAD_UTILIZATION) {
        warnings.add(
          `${worker.name} was busy ${(utilization * 100).toFixed(0)}% of the window: the load generator may ` +
            `limit the rates; give it more threads (publisherThreads/consumerThreads) or cores`,
        );
      }
    });
    const windows = (pick: (s: MarkSnapshot) => number) =>
      starts.map((start, i) => ({
        start: { atNs: start.atNs, count: pick(start) },
        end: { atNs: ends[i]!.atNs, count: pick(ends[i]!) },
      }));

    phase = "stop publishers";
    const publisherReports = await guard(
      Promise.all(
        publisherWorkers.map((w) =>
          w.request<PublisherReport>(
            { command: "stop", confirmTimeoutMs: plan.confirmTimeoutMs },
            plan.confirmTimeoutMs + commandTimeoutMs,
            phase,
          ),
        ),
      ),
    );
    const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
      items.reduce((t, item) => t + pick(item), 0);
    const published = sum(publisherReports, (r) => r.published);
    const confirmed = sum(publisherReports, (r) => r.confirmed);
    const returned = sum(publisherReports, (r) => r.returned);
    for (const report of publisherReports) for (const warning of report.warnings) warnings.add(warning);

    phase = "drain";
    const { confirms } = plan.publisher;
    const expected = acceptedMessages({
      protocol: plan.protocol?.name,
      confirms,
      published,
      confirmed,
      returned,
    });
    const drainComplete = await drain(consumerWorkers, expected, plan, signal, guard);
    if (!drainComplete) {
      warnings.add(`drain stopped before consumers received all ${expected} accepted messages`);
    }

    phase = "finish consumers";
    const consumerReports = await guard(
      Promise.all(
        consumerWorkers.map((w) => w.request<ConsumerReport>({ command: "finish" }, 30_000, phase)),
      ),
    );
    for (const report of consumerReports) for (const warning of report.warnings) warnings.add(warning);
    // The consumers' connections are closed: the broker has taken every ack.
    const work = await guard(workWindow?.stop() ?? noWork);
    const merged = new SequenceTracker();
    for (const report of consumerReports) merged.merge(report.bitmaps, report.duplicates);

    const e2e = mergeEncodedHistograms(consumerReports.map((r) => r.e2eLatency));
    const confirmLatency = mergeEncodedHistograms(publisherReports.map((r) => r.confirmLatency));
    return {
      measuredMs: Number(windowEndNs - windowStartNs) / 1e6,
      measuredFrom: windowStartedAt,
      publishRatePerSecond: totalRatePerSecond(windows((s) => s.published)),
      consumeRatePerSecond: totalRatePerSecond(windows((s) => s.consumed)),
      ...(work && { work }),
      backlogAtStart,
      backlogAtEnd,
      published,
      confirmed,
      nacked: sum(publisherReports, (r) => r.nacked),
      returned,
      delivered: sum(consumerReports, (r) => r.delivered),
      uniqueConsumed: merged.unique,
      duplicates: merged.duplicates,
      foreign: sum(consumerReports, (r) => r.foreign),
      e2eLatency: encodeHistogram(e2e),
      confirmLatency: encodeHistogram(confirmLatency),
      drainComplete,
      warnings: [...warnings],
    };
  } catch (error) {
    if (error instanceof PhaseError) throw error;
    throw new PhaseError(phase, errorMessage(error), { cause: error });
  } finally {
    const workers = [...publisherWorkers, ...consumerWorkers];
    // Ask workers to close their connections cleanly, then end them whatever they answered.
    await Promise.allSettled(workers.map((w) => w.request({ command: "close" }, 5_000, "close workers")));
    await Promise.allSettled(workers.map((w) => w.terminate()));
  }
}

/** Polls the consumers until they have every accepted message, stop progressing, or time runs out. */
async function drain(
  consumers: readonly WorkerHandle[],
  expected: number,
  plan: LoadPlan,
  signal: AbortSignal,
  guard: <T>(promise: Promise<T>) => Promise<T>,
): Promise<boolean> {
  const startedAt = Date.now();
  let lastProgressAt = startedAt;
  let lastConsumed = -1;
  for (;;) {
    const reports = await guard(
      Promise.all(consumers.map((w) => w.request<ProgressReport>({ command: "progress" }, 10_000, "drain"))),
    );
    const consumed = reports.reduce((total, r) => total + r.uniqueConsumed, 0);
    if (consumed >= expected) return true;
    const now = Date.now();
    if (consumed > lastConsumed) {
      lastConsumed = consumed;
      lastProgressAt = now;
    }
    if (now - lastProgressAt > plan.drainIdleTimeoutMs || now - startedAt > plan.drainTimeoutMs) {
      plan.logger.warn(`drain: ${consumed} of ${expected} messages consumed when it gave up`);
      return false;
    }
    await sleepUnlessAborted(50, signal, () => "drain");
  }
}
