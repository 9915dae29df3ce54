import { closeQuietly } from "../load/amqp091/connect.js";
import type { FailoverPublisher } from "../amqp/failover-clients.js";
import { connectWithFailover, type FailoverOptions } from "../amqp/failover-connection.js";
import type { FailoverConsumer } from "../amqp/failover-consumer.js";
import type { FailoverLedger } from "../amqp/failover-ledger.js";
import { readPublisherId, readSequence } from "../load/header.js";
import { errorMessage, sleep } from "../load/timeouts.js";
import { watchLate, type LateWatch, type WatchConsumer, type WatchEnd } from "./late-watch.js";
import type { MessageCounters } from "../model/metrics.js";
import { rangesText, type MissingMessages } from "../model/missing-messages.js";
import { classifyMissing } from "../amqp/missing-messages.js";

/**
 * The parts of a trial whose clients ride through faults (node-loss, backlog-drain) that do not
 * depend on the fault: a wait that ends as soon as a client gives up, and the end of the load,
 * where every confirmed message is looked for and what is missing is lost (unless the look ended
 * early: then the trial is invalid, not lossy).
 */

const POLL_MS = 250;
/** With nothing new delivered for this long after the load, the consumers have had all there is. */
const DRAIN_QUIET_MS = 3_000;
/** While missing messages still arrive by basic.get after the consumers closed, the sweep goes on. */
const SWEEP_QUIET_MS = 2_000;

/** Waits `ms`, failing at once when a client gave up. */
export async function waitOrFail(
  ms: number,
  failed: () => Error | undefined,
  signal: AbortSignal,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    signal.throwIfAborted();
    const error = failed();
    if (error) throw error;
    await sleep(Math.min(POLL_MS, until - Date.now()));
  }
}

/** Until every confirmed message has been received, nothing new came for a while, or the timeout. */
export async function drain(
  ledger: FailoverLedger,
  timeoutMs: number,
  failed: () => Error | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = ledger.deliveries;
  let quietSince = Date.now();
  while (Date.now() < deadline && ledger.unconsumedConfirmed() > 0) {
    if (failed()) return;
    await sleep(POLL_MS);
    if (ledger.deliveries !== seen) {
      seen = ledger.deliveries;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= DRAIN_QUIET_MS) {
      return;
    }
  }
}

/**
 * Messages left in the queues after the consumers closed (requeued or never delivered), fetched
 * and counted. While `again()` holds after a pass that found the queues empty, it looks again
 * every moment (on the same connection) until a pass has found nothing for SWEEP_QUIET_MS.
 */
export async function sweep(
  queues: readonly string[],
  ledger: FailoverLedger,
  sweeper: number,
  connection: FailoverOptions,
  again: () => boolean = () => false,
): Promise<number> {
  const { model } = await connectWithFailover(
    { ...connection, connectionName: `${connection.connectionName}-sweep` },
    0,
  );
  let swept = 0;
  try {
    const channel = await model.createChannel();
    let quietSince = Date.now();
    for (let pass = 0; ; pass++) {
      if (pass > 0) {
        if (!again() || Date.now() - quietSince >= SWEEP_QUIET_MS) break;
        await sleep(POLL_MS);
      }
      for (const queue of queues) {
        for (;;) {
          const message = await channel.get(queue, { noAck: true });
          if (message === false) break;
          swept++;
          quietSince = Date.now();
          ledger.deliver(
            sweeper,
            readPublisherId(message.content),
            readSequence(message.content),
            process.hrtime.bigint(),
          );
        }
      }
    }
  } finally {
    await closeQuietly(model);
  }
  return swept;
}

/** How the load ended: what was never confirmed, fetched from the queues at the end, and lost. */
export interface LoadEnd {
  unconfirmed: number;
  swept: number;
  /** Confirmed messages that never arrived, the late watch included; 0 when the look ended early. */
  lost: number;
  /** When the drain window ended with confirmed messages missing: what became of each. */
  missing?: MissingMessages;
  /**
   * Why the look for the confirmed messages ended before it was done (a client gave up, no watcher
   * connected, the sweep failed), and how many were still missing then: neither lost nor
   * delivered. The trial is invalid with it.
   */
  endedEarly?: string;
}

/** The clients of the end of the load, as far as the end needs them. */
export type EndingPublisher = Pick<FailoverPublisher, "stop" | "outstanding" | "close">;
export type EndingConsumer = Pick<FailoverConsumer, "unpace" | "close">;

/** What ended a stage of the look for the confirmed messages before it was done, and why. */
export interface CutShort {
  stage: "the drain" | "the late watch" | "the sweep";
  reason: string;
}

/**
 * Pure: what the end of the load concludes about the confirmed messages still missing. They are
 * lost only when the look for them ran its course; a stage cut short (a client that gave up, no
 * watcher connected, a failed sweep) leaves them unaccounted, neither lost nor delivered, and the
 * trial invalid with why: a client's error is never data loss.
 */
export function concludeEnd(input: {
  /** Confirmed messages no consumer received, after the sweep. */
  stillMissing: number;
  /** The late watch's classification, when there was one. */
  missing: MissingMessages | undefined;
  cutShort: readonly CutShort[];
}): Pick<LoadEnd, "lost" | "missing" | "endedEarly"> {
  const { stillMissing, missing, cutShort } = input;
  if (cutShort.length === 0) return { lost: stillMissing, ...(missing && { missing }) };
  const why = cutShort.map(({ stage, reason }) => `${stage} ended early: ${reason}`).join("; ");
  const watched = missing ? `, ${seconds(missing.watchedMs)} after the drain window` : "";
  const unseen =
    stillMissing > 0
      ? `; ${stillMissing} confirmed messages had not arrived by then${watched}: not looked for to the end, neither counted as lost nor as delivered`
      : "";
  return { lost: 0, endedEarly: why + unseen };
}

/**
 * Ends the load: consumers take what is left at once, publishers stop and wait for their confirms
 * (up to `stopTimeoutMs`), consumers receive what was confirmed (the drain window: up to
 * `drainTimeoutMs`, or until nothing came for a while). When confirmed messages are still missing
 * then, the late watch starts (watchLate) and joins the trial's consumers. Every client closes
 * and what the queues still hold is fetched (again, while missing messages keep turning up, as a
 * closed consumer's unacknowledged deliveries return to the queue a moment later). A confirmed
 * message that had not arrived by then is lost; the others were late, and the window adapts. When
 * a client gave up, no watcher connected or the sweep failed, the look ended early: what is
 * missing is not counted as lost, and `endedEarly` says why (concludeEnd).
 */
export async function endLoad(input: {
  publishers: readonly EndingPublisher[];
  consumers: readonly EndingConsumer[];
  queues: readonly string[];
  ledger: FailoverLedger;
  connection: FailoverOptions;
  stopTimeoutMs: number;
  drainTimeoutMs: number;
  late: LateWatch;
  failed: () => Error | undefined;
}): Promise<LoadEnd> {
  const { publishers, consumers, ledger, late } = input;
  const nowMs = () => ledger.elapsedMs(process.hrtime.bigint());
  const loadEndMs = nowMs();
  const cutShort: CutShort[] = [];
  for (const consumer of consumers) consumer.unpace();
  await Promise.all(publishers.map((publisher) => publisher.stop(input.stopTimeoutMs)));
  const unconfirmed = publishers.reduce((sum, publisher) => sum + publisher.outstanding, 0);
  await drain(ledger, input.drainTimeoutMs, input.failed);
  const drainFailure = input.failed();
  if (drainFailure) cutShort.push({ stage: "the drain", reason: drainFailure.message });
  const watch =
    cutShort.length === 0 && late.timeoutMs > 0 && ledger.unconsumedConfirmed() > 0
      ? ledger.watchMissing(process.hrtime.bigint())
      : undefined;
  const watchers: WatchConsumer[] = [];
  let watchEnd: WatchEnd | undefined;
  try {
    if (watch) {
      // consumers.length is the sweeper's id
      watchEnd = await watchLate({
        watch,
        late,
        queues: input.queues,
        firstConsumerId: consumers.length + 1,
        watchers,
        failed: input.failed,
      });
      if (watchEnd.cutShort) cutShort.push({ stage: "the late watch", reason: watchEnd.cutShort });
    }
  } finally {
    await Promise.all([...consumers, ...watchers].map((consumer) => consumer.close()));
    await Promise.all(publishers.map((publisher) => publisher.close()));
  }
  // Missing messages may still come back to the queues from closed channels: look again for them.
  const stillWatching = () =>
    watch !== undefined &&
    watchEnd !== undefined &&
    watchEnd.cutShort === undefined &&
    watch.remaining > 0 &&
    Date.now() < watchEnd.deadline;
  let swept = 0;
  try {
    swept = await sweep(input.queues, ledger, consumers.length, input.connection, stillWatching);
  } catch (error) {
    // A cancelled run stops; a sweep the broker refused leaves what it would have found unknown.
    if (input.connection.signal.aborted) throw error;
    cutShort.push({ stage: "the sweep", reason: errorMessage(error) });
  }
  const missing =
    watch &&
    classifyMissing(
      watch.arrivals(),
      watch.windowEndMs - loadEndMs,
      watch.windowEndMs,
      nowMs() - watch.windowEndMs,
    );
  return {
    unconfirmed,
    swept,
    ...concludeEnd({ stillMissing: ledger.unconsumedConfirmed(), missing, cutShort }),
  };
}

/** The trial's message counters, from the ledger. */
export function ledgerCounters(ledger: FailoverLedger, lost: number): MessageCounters {
  return {
    published: ledger.published,
    confirmed: ledger.confirmed.unique,
    nacked: ledger.nacked,
    returned: ledger.returned,
    consumed: ledger.consumed.unique,
    duplicates: ledger.consumed.duplicates,
    lost,
  };
}

/**
 * "DATA LOSS: …" with the lost messages by number, so they can be looked for; without a late watch,
 * a few of them.
 */
export function dataLossLine(ledger: FailoverLedger, lost: number, missing?: MissingMessages): string {
  const head = `DATA LOSS: ${lost} of ${ledger.confirmed.unique} confirmed messages were never delivered`;
  if (missing && missing.never.count > 0) {
    return `${head}, ${seconds(missing.watchedMs)} after the drain window (${rangesText(missing.never)})`;
  }
  const samples = ledger.confirmed
    .listMissingFrom(ledger.consumed, 5)
    .map(({ publisherId, sequence }) => `publisher ${publisherId} #${sequence}`)
    .join(", ");
  return `${head} (e.g. ${samples})`;
}

/** What the late watch found that was delivered after all: late and duplicated messages, how late. */
export function lateLines(missing: MissingMessages | undefined): string[] {
  if (!missing) return [];
  const lines: string[] = [];
  const window = `the drain window (${seconds(missing.windowMs)})`;
  if (missing.late.count > 0) {
    lines.push(
      `${missing.late.count} confirmed messages arrived after ${window}, up to ${seconds(missing.maxLateMs)} late (${rangesText(missing.late)}): delivered, not lost`,
    );
  }
  if (missing.duplicate.count > 0) {
    lines.push(
      `${missing.duplicate.count} confirmed messages arrived after ${window} more than once (${rangesText(missing.duplicate)}): delivered, not lost`,
    );
  }
  if (missing.late.count + missing.duplicate.count > 0) {
    lines.push(
      `the drain window adapted to ${seconds(missing.adaptedWindowMs)}: a confirmed message that arrives late is not data loss`,
    );
  }
  return lines;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
