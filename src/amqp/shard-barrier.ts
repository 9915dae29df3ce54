import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { ChannelModel, ConfirmChannel, ConsumeMessage } from "amqplib";
import { closeQuietly, connectAmqp } from "../load/amqp091/connect.js";
import { withTimeout } from "../load/timeouts.js";
import { describeShard, type ShardPosition } from "../model/shard.js";
import { MessageSchema, type Message } from "./shard-barrier-messages.js";

/**
 * The shards of a run meet on the broker they measure, with no server of their own: each shard
 * declares an exclusive mailbox queue, which lives exactly as long as its connection. At every
 * barrier the other shards tell shard 1 they arrived; once all have, shard 1 does what must happen
 * while every shard waits (read the broker's counters) and lets them go on. A publish to a mailbox
 * that is gone comes back (mandatory), so a shard that was killed is seen at once, not after a
 * timeout; one that never came is given `waitMs`.
 */

/** A barrier that did not hold; `left`: the shards whose connection closed (their work is orphaned). */
export class ShardBarrierError extends Error {
  readonly left: readonly number[];

  constructor(message: string, left: readonly number[]) {
    super(message);
    this.name = "ShardBarrierError";
    this.left = left;
  }
}

export interface ShardBarrierOptions {
  url: string;
  run: string;
  shard: ShardPosition;
  configHash: string;
  /** How long a barrier waits for a shard that has not arrived (and is not known to have left). */
  waitMs: number;
  connectTimeoutMs: number;
  /** Between checks for a shard that left, and between tries to reach a shard 1 not yet there. */
  pollMs?: number;
  /** How long a follower waits at a barrier before it first pings shard 1 (PING_GRACE_MS). */
  pingGraceMs?: number;
}

export function shardMailbox(run: string, index: number): string {
  return `perf-gate-shards-${run}-mailbox-${index}`;
}

const OPERATION_TIMEOUT_MS = 10_000;

/**
 * A follower waiting at a barrier pings shard 1's mailbox to see that it is still there, and every
 * ping is work for the broker that shard 1 measures. So a follower pings only once it has waited
 * this long (a window's edge rarely keeps it that long, so no ping falls inside a measured window),
 * and not at all while shard 1 holds it (below); a shard 1 that dies is seen this much later.
 */
const PING_GRACE_MS = 5_000;

/**
 * While shard 1 measures the broker's idle background with every shard waiting (before the first
 * trial, a few seconds; `holdPings`), it tells the followers to hold their pings for up to this
 * long, or until it lets them go: the idle background it measures is then the broker's alone, as
 * in an unsplit run, not the followers' pings, which every window under load would otherwise have
 * subtracted (bench/shards.md).
 */
const HOLD_MS = 60_000;

export class ShardBarrier {
  private readonly options: ShardBarrierOptions;
  private readonly connection: ChannelModel;
  private readonly channel: ConfirmChannel;
  private readonly returned = new Set<string>();
  private readonly arrivals = new Map<number, Map<number, { label: string; configHash: string }>>();
  private readonly goes = new Set<number>();
  /** Until when shard 1 asked this follower to hold its pings, by barrier. */
  private readonly holds = new Map<number, number>();
  private aborted: string | undefined;
  private wake: () => void = () => {};
  private seq = 0;
  private passed = "the start";
  private failure: ShardBarrierError | undefined;

  private constructor(options: ShardBarrierOptions, connection: ChannelModel, channel: ConfirmChannel) {
    this.options = options;
    this.connection = connection;
    this.channel = channel;
  }

  /** Connects and declares this shard's mailbox; a mailbox another connection holds is refused. */
  static async open(options: ShardBarrierOptions): Promise<ShardBarrier> {
    const name = `${shardMailbox(options.run, options.shard.index)} (${describeShard(options.shard)})`;
    const connection = await connectAmqp(options.url, {
      connectionName: name,
      timeoutMs: options.connectTimeoutMs,
    });
    connection.on("error", () => {});
    try {
      const channel = await connection.createConfirmChannel();
      channel.on("error", () => {});
      const barrier = new ShardBarrier(options, connection, channel);
      channel.on("return", (message: ConsumeMessage) => {
        const id: unknown = message.properties.messageId;
        if (typeof id === "string") barrier.returned.add(id);
      });
      const mailbox = shardMailbox(options.run, options.shard.index);
      try {
        await withTimeout(
          channel.assertQueue(mailbox, {
            exclusive: true,
            durable: false,
            arguments: { "x-queue-type": "classic" },
          }),
          OPERATION_TIMEOUT_MS,
          "declare the shard's mailbox",
        );
      } catch (error) {
        if (/RESOURCE_LOCKED|405/.test((error as Error).message)) {
          throw new Error(
            `${describeShard(options.shard)} of run '${options.run}' is already connected: give each shard its own index and each run its own id`,
            { cause: error },
          );
        }
        throw error;
      }
      await channel.consume(mailbox, (message) => message && barrier.receive(message.content), {
        noAck: true,
      });
      return barrier;
    } catch (error) {
      await closeQuietly(connection);
      throw error;
    }
  }

  get leading(): boolean {
    return this.options.shard.index === 1;
  }

  /** The barrier that did not hold, once one did not: the run's later barriers fail with it. */
  get failed(): ShardBarrierError | undefined {
    return this.failure;
  }

  /**
   * Waits until every shard has reached `label` (the same label, in the same order, on every
   * shard). On shard 1, `whileAllWait` runs once all have arrived and before any goes on.
   */
  async sync(
    label: string,
    whileAllWait?: () => Promise<void>,
    options: { holdPings?: boolean } = {},
  ): Promise<void> {
    if (this.failure) throw this.failure;
    const seq = this.seq++;
    try {
      if (this.leading) await this.lead(seq, label, whileAllWait, options.holdPings === true);
      else await this.follow(seq, label);
      this.passed = label;
    } catch (error) {
      this.failure =
        error instanceof ShardBarrierError
          ? error
          : new ShardBarrierError(`the shards' barrier failed at ${label}: ${(error as Error).message}`, []);
      if (this.leading) await this.abortFollowers(this.failure.message);
      throw this.failure;
    }
  }

  async close(): Promise<void> {
    await closeQuietly(this.connection);
  }

  private async lead(
    seq: number,
    label: string,
    whileAllWait: (() => Promise<void>) | undefined,
    holdPings: boolean,
  ): Promise<void> {
    const { shard, waitMs, configHash } = this.options;
    const followers = Array.from({ length: shard.count - 1 }, (_, i) => i + 2);
    const deadline = Date.now() + waitMs;
    let nextCheck = Date.now();
    const absent = new Set<number>();
    for (;;) {
      const arrived = this.arrivals.get(seq) ?? new Map<number, { label: string; configHash: string }>();
      for (const [index, arrival] of arrived) {
        if (arrival.configHash !== configHash) {
          throw new ShardBarrierError(
            `shard ${index} runs another config than shard 1 (hash ${arrival.configHash.slice(0, 12)}, not ${configHash.slice(0, 12)}): every shard must run the same config`,
            [],
          );
        }
        if (arrival.label !== label) {
          throw new ShardBarrierError(
            `shard ${index} reached ${arrival.label} where shard 1 reached ${label}: the shards ran different steps`,
            [],
          );
        }
      }
      const missing = followers.filter((index) => !arrived.has(index));
      if (missing.length === 0) break;
      if (Date.now() >= nextCheck) {
        for (const index of missing) {
          if (await this.send(index, { type: "ping" })) absent.delete(index);
          else if (seq > 0) throw this.left(index);
          else absent.add(index);
        }
        nextCheck = Date.now() + this.pollMs();
      }
      if (Date.now() >= deadline) {
        const index = missing[0]!;
        throw new ShardBarrierError(
          `shard ${index} did not reach ${label} within ${Math.round(waitMs / 1000)} s` +
            (absent.has(index) ? " (it was not connected: it started late, or not at all)" : ""),
          [],
        );
      }
      await this.nap();
    }
    this.arrivals.delete(seq);
    // Only where it helps: a hold is a message too, and at a window's end it would fall inside it.
    if (whileAllWait && holdPings) {
      for (const index of followers) {
        if (!(await this.send(index, { type: "hold", seq, ms: HOLD_MS }))) throw this.left(index);
      }
    }
    await whileAllWait?.();
    for (const index of followers) {
      if (!(await this.send(index, { type: "go", seq }))) throw this.left(index);
    }
  }

  private async follow(seq: number, label: string): Promise<void> {
    const { shard, waitMs, configHash } = this.options;
    const deadline = Date.now() + waitMs;
    const arrive: Message = { type: "arrive", seq, shard: shard.index, label, configHash };
    while (!(await this.send(1, arrive))) {
      if (seq > 0) throw this.left(1);
      if (Date.now() >= deadline) {
        throw new ShardBarrierError(
          `shard 1 was not connected within ${Math.round(waitMs / 1000)} s of this shard's start: it started late, not at all, or gave up waiting before this shard came`,
          [],
        );
      }
      await sleep(this.pollMs());
    }
    // Shard 1 waits up to waitMs for the last shard: give it that, and time to say so.
    const answerBy = Date.now() + waitMs + OPERATION_TIMEOUT_MS;
    let nextCheck = Date.now() + Math.max(this.pollMs(), this.options.pingGraceMs ?? PING_GRACE_MS);
    for (;;) {
      if (this.aborted !== undefined) throw new ShardBarrierError(`shard 1: ${this.aborted}`, []);
      if (this.goes.delete(seq)) {
        this.holds.delete(seq);
        return;
      }
      nextCheck = Math.max(nextCheck, this.holds.get(seq) ?? 0);
      if (Date.now() >= answerBy) {
        throw new ShardBarrierError(
          `shard 1 did not let ${label} go on within ${Math.round(waitMs / 1000)} s`,
          [],
        );
      }
      if (Date.now() >= nextCheck) {
        if (!(await this.send(1, { type: "ping" }))) throw this.left(1);
        nextCheck = Date.now() + this.pollMs();
      }
      await this.nap();
    }
  }

  private left(index: number): ShardBarrierError {
    return new ShardBarrierError(
      `shard ${index} left after ${this.passed}: its connection to the broker closed (killed, or failed)`,
      [index],
    );
  }

  /** Tells every follower still connected why the run's barriers failed. */
  private async abortFollowers(reason: string): Promise<void> {
    for (let index = 2; index <= this.options.shard.count; index++) {
      try {
        await this.send(index, { type: "abort", reason });
      } catch {
        // A follower that cannot be told finds out at its next barrier.
      }
    }
  }

  /** Publishes to a shard's mailbox; false when the mailbox is gone (the message came back). */
  private async send(index: number, message: Message): Promise<boolean> {
    const id = randomUUID();
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        this.channel.publish(
          "",
          shardMailbox(this.options.run, index),
          Buffer.from(JSON.stringify(message)),
          { mandatory: true, messageId: id },
          (error) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()),
        );
      }),
      OPERATION_TIMEOUT_MS,
      `tell shard ${index}`,
    );
    // The broker returns an unroutable mandatory message before it confirms it.
    return !this.returned.delete(id);
  }

  private receive(content: Buffer): void {
    let message: Message;
    try {
      message = MessageSchema.parse(JSON.parse(content.toString("utf8")));
    } catch {
      return; // Not a shard's message: nothing to act on.
    }
    if (message.type === "arrive") {
      const arrived =
        this.arrivals.get(message.seq) ?? new Map<number, { label: string; configHash: string }>();
      arrived.set(message.shard, { label: message.label, configHash: message.configHash });
      this.arrivals.set(message.seq, arrived);
    } else if (message.type === "go") {
      this.goes.add(message.seq);
    } else if (message.type === "hold") {
      this.holds.set(message.seq, Date.now() + message.ms);
    } else if (message.type === "abort") {
      this.aborted = message.reason;
    }
    this.wake();
  }

  /** Sleeps until a message comes or a poll interval passes. */
  private async nap(): Promise<void> {
    const woken = new Promise<void>((resolve) => (this.wake = resolve));
    const timer = sleep(this.pollMs(), undefined, { ref: false });
    await Promise.race([woken, timer]);
  }

  private pollMs(): number {
    return this.options.pollMs ?? 250;
  }
}
