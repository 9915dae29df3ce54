import { setTimeout as sleep } from "node:timers/promises";
import type { AdminSession } from "../amqp/admin.js";
import { readQueue, readQuorumStatus, type QueueRow } from "../brokers/management-facts.js";
import type { StartedBroker } from "../brokers/provider.js";
import type { TrialContext } from "./scenario.js";

/**
 * A quorum queue a trial declared is used only once every member of it runs.
 *
 * RabbitMQ hands a consumer its deliveries from the queue's member on the consumer's own node when
 * there is one (rabbitmq-server PR #2146, since 3.8.0). While that member does not run, the consumer
 * receives nothing, yet the leader counts the prefetch it handed out as delivered: on a 3-node 4.0.5
 * cluster with one member stopped (`ra:stop_server`), a consumer on that node received 0 of 500
 * confirmed messages, 200 (its prefetch) unacknowledged and 300 ready. A sharded run on two busy
 * cores once showed the same signature on a queue it had just declared (0 of 1,357 confirmed
 * messages consumed, about the prefetch fewer ready than published) and reported them lost. A trial
 * on such a queue measures a broken queue, so the queue is declared again once; a queue that still
 * lacks a member stops the run (a broker failure, with the broker's log), since its numbers would
 * not be the setup's. Each member's Raft state (the management API's quorum status) says which
 * run: the queue's statistics (emitted every 5 s) still listed a member stopped a moment before as
 * online, and on 4.3.6 so did the live queue answer.
 */

/** How long a declared queue's members may take to show as running in the management API. */
export const MEMBERS_TIMEOUT_MS = 15_000;
const MEMBERS_POLL_MS = 250;

export interface OfflineMembers {
  queue: string;
  /** Members the management API does not list as online; none when it does not list the queue. */
  offline: string[];
  /** False when the API did not list the queue at all within the time. */
  listed: boolean;
}

/** The members of a quorum queue (or stream) that do not run, sorted. */
export function offlineMembers(row: Pick<QueueRow, "members" | "online">): string[] {
  const online = new Set(row.online);
  return row.members.filter((member) => !online.has(member)).sort();
}

/** "queue q1 (not running: rabbit@b, rabbit@c)" for messages. */
export function describeOffline(entries: readonly OfflineMembers[]): string {
  return entries
    .map(({ queue, offline, listed }) =>
      listed
        ? `${queue} (not running: ${offline.join(", ")})`
        : `${queue} (not listed by the management API)`,
    )
    .join("; ");
}

/**
 * A queue's members and those running: each member's Raft state where the API answers it (4.0.5,
 * 4.3.6), else the live queue answer's `online` (3.10.8, where it drops a stopped member at once).
 * An answer without `online` reads as every member running: nothing is declared again on a guess.
 */
async function readMembers(
  managementUrl: string,
  name: string,
): Promise<Pick<QueueRow, "members" | "online"> | undefined> {
  const status = await readQuorumStatus(managementUrl, name);
  if (status) return status;
  const reading = await readQueue(managementUrl, name, { live: true });
  if (!reading) return undefined;
  const { members, online } = reading.row;
  return { members, online: reading.onlineReported ? online : members };
}

export interface MembersOptions {
  timeoutMs?: number;
  pollMs?: number;
  signal?: AbortSignal;
  /** The queue's reading; the management API's by default (tests pass their own). */
  read?: (name: string) => Promise<Pick<QueueRow, "members" | "online"> | undefined>;
}

/**
 * Waits until every queue's members all run, or the time is up; returns the queues that still lack
 * some (empty when all are whole).
 */
export async function awaitQueueMembers(
  managementUrl: string,
  queues: readonly string[],
  options: MembersOptions = {},
): Promise<OfflineMembers[]> {
  const read = options.read ?? ((name: string) => readMembers(managementUrl, name));
  const deadline = Date.now() + (options.timeoutMs ?? MEMBERS_TIMEOUT_MS);
  let pending = [...queues];
  for (;;) {
    const last: OfflineMembers[] = [];
    for (const queue of pending) {
      const row = await read(queue);
      if (!row) last.push({ queue, offline: [], listed: false });
      else {
        const offline = offlineMembers(row);
        if (offline.length > 0) last.push({ queue, offline, listed: true });
      }
    }
    if (last.length === 0 || Date.now() >= deadline) return last;
    pending = last.map((entry) => entry.queue);
    await sleep(options.pollMs ?? MEMBERS_POLL_MS, undefined, options.signal && { signal: options.signal });
  }
}

/** What the check needs of a trial's context. */
export type MembersContext = Pick<TrialContext, "queueType" | "logger" | "signal"> & {
  broker: Pick<StartedBroker, "amqpUrls" | "managementUrls">;
};

export async function ensureQueueMembers(
  admin: Pick<AdminSession, "deleteQueues">,
  queues: readonly string[],
  context: MembersContext,
  /** Declares one queue again: the trial's own declaration, arguments and all. */
  declare: (name: string) => Promise<void>,
  options: MembersOptions = {},
): Promise<void> {
  const managementUrl = context.broker.managementUrls[0];
  if (context.queueType !== "quorum" || context.broker.amqpUrls.length < 2 || !managementUrl) return;
  const waiting = { ...options, ...(context.signal && { signal: context.signal }) };
  const first = await awaitQueueMembers(managementUrl, queues, waiting);
  if (first.length === 0) return;
  const names = first.map((entry) => entry.queue);
  context.logger.warn(
    `quorum queue(s) ${describeOffline(first)} after ${Math.round((options.timeoutMs ?? MEMBERS_TIMEOUT_MS) / 1000)} s: a consumer on such a node receives nothing; declaring them again`,
  );
  await admin.deleteQueues(names, "delete queues whose members did not all start");
  for (const name of names) await declare(name);
  const second = await awaitQueueMembers(managementUrl, names, waiting);
  if (second.length > 0) {
    throw new Error(
      `quorum queue(s) ${describeOffline(second)}, declared twice: a consumer on such a node would receive nothing, so the trial would not measure the setup`,
    );
  }
}
