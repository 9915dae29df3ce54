import type { Channel, ConsumeMessage } from "amqplib";
import { connectWithFailover } from "./failover-connection.js";
import { FailoverClient, TICK_MS, type ClientSettings, type Link } from "./failover-clients.js";
import { readPublisherId, readSequence } from "../load/header.js";
import { messagesDue, scheduledSendTimeNs } from "../load/pacing.js";

/**
 * The consuming side of a run through the loss of a node (the client base and the publisher are in
 * failover-clients.ts): deliveries recorded in the ledger as they arrive, acknowledged at once or
 * at a fixed rate.
 */

export interface FailoverConsumerSettings extends ClientSettings {
  consumerId: number;
  queue: string;
  prefetch: number;
  consumeArguments: Record<string, unknown> | undefined;
  /**
   * Acknowledgements per second, paced from the ledger's start like a fixed-rate publisher; 0 acks
   * each delivery at once. Paced at the rate its queue is fed, a consumer keeps the backlog the
   * publishers started with standing in the queue.
   */
  ackRatePerSecond: number;
  /**
   * Instead of a rate from the start: the time this consumer spends on each message, as a function
   * of the ms since the ledger's start (0: none). Deliveries are processed one after the other, and
   * an idle consumer saves no time for later: the most it takes is 1000 / serviceTimeMs per second,
   * whatever came before. With it, ackRatePerSecond is ignored.
   */
  serviceTimeMs?: (elapsedMs: number) => number;
}

interface PendingAck {
  channel: Channel;
  message: ConsumeMessage;
}

/**
 * A consumer with manual acks that subscribes again through another node when its connection
 * drops or the broker cancels its subscription (a classic queue whose node went down). Closing it
 * cancels the subscription: unacknowledged deliveries go back to the queue.
 */
export class FailoverConsumer extends FailoverClient<Link<Channel>> {
  /** Deliveries received and not yet acknowledged, oldest first (paced consumers only: others ack at once). */
  private readonly pending: PendingAck[] = [];
  private acked = 0;
  private paced: boolean;
  /** With a service time: when the next pending delivery is done, in ms since the ledger's start. */
  private nextDoneAtMs = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly settings: FailoverConsumerSettings) {
    super(`consumer-${settings.consumerId}`, settings);
    this.paced = settings.ackRatePerSecond > 0 || settings.serviceTimeMs !== undefined;
  }

  /** Deliveries received and not yet acknowledged (being processed or waiting their turn). */
  get unacknowledged(): number {
    return this.pending.length;
  }

  /** From now on, every delivery is acknowledged at once: the drain at the end takes the backlog. */
  unpace(): void {
    this.paced = false;
    this.acknowledgeDue();
  }

  override async close(): Promise<void> {
    clearTimeout(this.timer);
    this.pending.length = 0;
    await super.close();
  }

  protected async connect(first: number): Promise<Link<Channel>> {
    let channel: Channel | undefined;
    let cancelled = false;
    const { ledger, consumerId, queue, prefetch } = this.settings;
    const { model, node } = await connectWithFailover(this.options(), first, async (candidate) => {
      const opened = await candidate.createChannel();
      opened.on("error", () => {});
      if (prefetch > 0) await opened.prefetch(prefetch);
      const deliver = (message: ConsumeMessage | null) => {
        if (message === null) {
          // basic.cancel from the broker: the queue went with its node (or was deleted). Subscribe
          // again through the next node, which fails until the queue is back, within the reconnect
          // time. Deferred: the link may not be the client's yet.
          cancelled = true;
          setImmediate(() => {
            const current = this.link;
            if (current?.channel === opened) void this.lost(current);
          });
          return;
        }
        const body = message.content;
        ledger.deliver(consumerId, readPublisherId(body), readSequence(body), process.hrtime.bigint());
        if (this.paced || this.pending.length > 0) {
          // An idle consumer starts on this delivery now, not when it finished the last one.
          if (this.pending.length === 0)
            this.nextDoneAtMs = Math.max(this.nextDoneAtMs, ledger.elapsedMs(process.hrtime.bigint()));
          this.pending.push({ channel: opened, message });
          this.acknowledgeDue();
        } else {
          this.acked++;
          acknowledge(opened, message);
        }
      };
      await opened.consume(queue, deliver, {
        noAck: false,
        ...(this.settings.consumeArguments && { arguments: this.settings.consumeArguments }),
      });
      channel = opened;
    });
    const link = this.watch({ model, channel: channel!, node });
    if (cancelled) setImmediate(() => void this.lost(link));
    return link;
  }

  /** Acknowledges the pending deliveries that are due, and sets the timer for the next one. */
  private acknowledgeDue(): void {
    if (this.paced && this.settings.serviceTimeMs) {
      this.processDue(this.settings.serviceTimeMs);
      return;
    }
    const { ledger, ackRatePerSecond } = this.settings;
    const due = this.paced
      ? messagesDue(process.hrtime.bigint() - ledger.startedAtNs, ackRatePerSecond)
      : Number.POSITIVE_INFINITY;
    while (this.pending.length > 0 && this.acked < due) {
      const { channel, message } = this.pending.shift()!;
      this.acked++;
      acknowledge(channel, message);
    }
    if (this.pending.length === 0 || this.timer !== undefined || this.closed) return;
    const waitNs =
      scheduledSendTimeNs(ledger.startedAtNs, this.acked, ackRatePerSecond) - process.hrtime.bigint();
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.acknowledgeDue();
      },
      Math.max(TICK_MS, Number(waitNs / 1_000_000n)),
    );
  }

  /**
   * Acknowledges every pending delivery whose processing is done, one after the other at the
   * service time of the moment it began; sets the timer for the next one.
   */
  private processDue(serviceTimeMs: (elapsedMs: number) => number): void {
    const { ledger } = this.settings;
    const nowMs = ledger.elapsedMs(process.hrtime.bigint());
    while (this.pending.length > 0) {
      const startedAtMs = this.nextDoneAtMs;
      const doneAtMs = startedAtMs + serviceTimeMs(startedAtMs);
      if (doneAtMs > nowMs) break;
      const { channel, message } = this.pending.shift()!;
      this.nextDoneAtMs = doneAtMs;
      this.acked++;
      acknowledge(channel, message);
    }
    if (this.pending.length === 0 || this.timer !== undefined || this.closed) return;
    const waitMs = this.nextDoneAtMs + serviceTimeMs(this.nextDoneAtMs) - nowMs;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.acknowledgeDue();
      },
      Math.max(TICK_MS, Math.ceil(waitMs)),
    );
  }
}

function acknowledge(channel: Channel, message: ConsumeMessage): void {
  try {
    channel.ack(message);
  } catch {
    // The channel closed: the broker requeues the delivery and sends it again (a duplicate).
  }
}
