import { FailoverConsumer, type FailoverConsumerSettings } from "../amqp/failover-consumer.js";
import type { MissingWatch } from "../amqp/missing-messages.js";
import { errorMessage, sleep } from "../load/timeouts.js";

/**
 * The late watch of a failover trial (failover-trial.ts ends the load with it): when the drain
 * window ends with confirmed messages missing, consumers on every queue through every node look
 * for them a while longer, so that a late message is not taken for a lost one.
 */

const POLL_MS = 250;

/** A watcher, as far as the watch needs it. */
export type WatchConsumer = Pick<FailoverConsumer, "start" | "close">;

/** After the drain window, how the trial keeps looking for the confirmed messages still missing. */
export interface LateWatch {
  /** How long to keep consuming once the watchers are connected; 0: no watch (what is missing then is lost). */
  timeoutMs: number;
  nodes: number;
  /** A consumer that acknowledges at once, reading `queue` through `node` first. */
  consumer(consumerId: number, queue: string, node: number): WatchConsumer;
}

/** A late watch whose consumers acknowledge at once, with the trial's prefetch, connection and ledger. */
export function lateWatch(
  timeoutMs: number,
  nodes: number,
  settings: Omit<FailoverConsumerSettings, "consumerId" | "queue" | "node" | "ackRatePerSecond">,
): LateWatch {
  return {
    timeoutMs,
    nodes,
    consumer: (consumerId, queue, node) =>
      new FailoverConsumer({ ...settings, consumerId, queue, node, ackRatePerSecond: 0 }),
  };
}

/** How the late watch ended: when its time was up (Date.now()), and what cut it short. */
export interface WatchEnd {
  deadline: number;
  /** A client of the trial gave up (the first one's error), or no watcher connected. */
  cutShort?: string;
}

/**
 * The late watch: a consumer on every queue through every node (one node may refuse one: a classic
 * queue whose node is down; the others read it), from when they are connected until every
 * watched message arrived or `late.timeoutMs` passed. A client of the trial that gives up, the
 * watchers included, ends it at once, as does no watcher connecting: then it was cut short, and
 * says why. The watchers go into `watchers` as they are made: whoever passed it closes them.
 */
export async function watchLate(input: {
  watch: Pick<MissingWatch, "remaining">;
  late: LateWatch;
  queues: readonly string[];
  /** The first watcher's consumer id (after the trial's consumers and its sweeper). */
  firstConsumerId: number;
  watchers: WatchConsumer[];
  failed: () => Error | undefined;
}): Promise<WatchEnd> {
  const { watch, late, watchers, failed } = input;
  let id = input.firstConsumerId;
  for (const queue of input.queues) {
    for (let node = 0; node < late.nodes; node++) watchers.push(late.consumer(id++, queue, node));
  }
  const started = await Promise.allSettled(watchers.map((watcher) => watcher.start()));
  // Connecting takes up to a connect timeout per node: the watch's time counts from here.
  const deadline = Date.now() + late.timeoutMs;
  const refused = started.find((outcome) => outcome.status === "rejected");
  if (refused && started.every((outcome) => outcome.status === "rejected")) {
    return { deadline, cutShort: `no watcher connected: ${errorMessage(refused.reason)}` };
  }
  for (;;) {
    const failure = failed();
    if (failure) return { deadline, cutShort: failure.message };
    if (watch.remaining === 0 || Date.now() >= deadline) return { deadline };
    await sleep(Math.max(0, Math.min(POLL_MS, deadline - Date.now())));
  }
}
