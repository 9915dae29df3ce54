import { closeQuietly } from "../amqp/connect.js";
import type { FailoverPublisher } from "../amqp/failover-clients.js";
import { connectWithFailover, type FailoverOptions } from "../amqp/failover-connection.js";
import type { FailoverConsumer } from "../amqp/failover-consumer.js";
import type { FailoverLedger } from "../amqp/failover-ledger.js";
import { readPublisherId, readSequence } from "../amqp/header.js";
import { sleep } from "../amqp/timeouts.js";
import type { MessageCounters } from "../model/metrics.js";

/**
 * The parts of a trial whose clients ride through faults (node-loss, backlog-drain) that do not
 * depend on the fault: a wait that ends as soon as a client gives up, and the end of the load,
 * where every confirmed message is looked for and what is missing is lost.
 */

const POLL_MS = 250;
/** With nothing new delivered for this long after the load, the consumers have had all there is. */
const DRAIN_QUIET_MS = 3_000;

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

/** Messages left in the queues after the consumers closed (requeued or never delivered), fetched and counted. */
export async function sweep(
  queues: readonly string[],
  ledger: FailoverLedger,
  sweeper: number,
  connection: FailoverOptions,
): Promise<number> {
  const { model } = await connectWithFailover(
    { ...connection, connectionName: `${connection.connectionName}-sweep` },
    0,
  );
  let swept = 0;
  try {
    const channel = await model.createChannel();
    for (const queue of queues) {
      for (;;) {
        const message = await channel.get(queue, { noAck: true });
        if (message === false) break;
        swept++;
        ledger.deliver(
          sweeper,
          readPublisherId(message.content),
          readSequence(message.content),
          process.hrtime.bigint(),
        );
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
  lost: number;
}

/**
 * Ends the load: consumers take what is left at once, publishers stop and wait for their confirms
 * (up to `stopTimeoutMs`), consumers receive what was confirmed (up to `drainTimeoutMs`), every
 * client closes, and what the queues still hold is fetched and counted. A confirmed message no
 * consumer received by then is lost.
 */
export async function endLoad(input: {
  publishers: readonly FailoverPublisher[];
  consumers: readonly FailoverConsumer[];
  queues: readonly string[];
  ledger: FailoverLedger;
  connection: FailoverOptions;
  stopTimeoutMs: number;
  drainTimeoutMs: number;
  failed: () => Error | undefined;
}): Promise<LoadEnd> {
  const { publishers, consumers, ledger } = input;
  for (const consumer of consumers) consumer.unpace();
  await Promise.all(publishers.map((publisher) => publisher.stop(input.stopTimeoutMs)));
  const unconfirmed = publishers.reduce((sum, publisher) => sum + publisher.outstanding, 0);
  await drain(ledger, input.drainTimeoutMs, input.failed);
  await Promise.all(consumers.map((consumer) => consumer.close()));
  await Promise.all(publishers.map((publisher) => publisher.close()));
  const swept = await sweep(input.queues, ledger, consumers.length, input.connection);
  return { unconfirmed, swept, lost: ledger.unconsumedConfirmed() };
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

/** "DATA LOSS: …" with a few of the lost messages by number, so they can be looked for. */
export function dataLossLine(ledger: FailoverLedger, lost: number): string {
  const samples = ledger.confirmed
    .sampleMissingFrom(ledger.consumed, 5)
    .map(({ publisherId, sequence }) => `publisher ${publisherId} #${sequence}`)
    .join(", ");
  return `DATA LOSS: ${lost} of ${ledger.confirmed.unique} confirmed messages were never delivered (e.g. ${samples})`;
}
