import type { Channel, ChannelModel, ConfirmChannel, ConsumeMessage, Message } from "amqplib";
import type { FailoverLedger } from "./failover-ledger.js";
import { connectWithFailover, type FailoverOptions } from "./failover-connection.js";
import { allocateMessageBody, readPublisherId, readSequence, writeMessageHeader } from "./header.js";
import { messagesDue, scheduledSendTimeNs } from "./pacing.js";
import { closeQuietly } from "./connect.js";
import { errorMessage, sleep } from "./timeouts.js";

/**
 * Publishers and consumers that ride through the loss of a node: they run in the coordinating
 * thread (the rate of a fault run is modest; the accounting needs every confirm and delivery in
 * one place) and reconnect to the surviving nodes, within a bounded time, when their connection
 * drops. What a publisher had in flight when its channel closed is sent again on the new one.
 */

const NACKED = "message nacked";
const TICK_MS = 1;
const CLOSE_TIMEOUT_MS = 2_000;
const NACK_RETRY_DELAY_MS = 100;

interface Link<C extends Channel> {
  model: ChannelModel;
  channel: C;
  node: number;
  /** Sequence → scheduled send time of the messages awaiting their confirm on this channel. */
  inFlight: Map<number, bigint>;
  /** Sequences the broker returned as unroutable on this channel; their ack is not a confirm. */
  returned: Set<number>;
}

/** Why a client gave up: the trial fails with it. */
export type FailureListener = (error: Error) => void;

export interface FailoverPublisherSettings {
  publisherId: number;
  queue: string;
  ratePerSecond: number;
  confirmWindow: number;
  messageSizeBytes: number;
  persistent: boolean;
  /** The node it connects to first. */
  node: number;
  connection: FailoverOptions;
  ledger: FailoverLedger;
  onFailure: FailureListener;
}

/** A fixed-rate publisher with confirms that sends again whatever a lost channel left unconfirmed. */
export class FailoverPublisher {
  private link: Link<ConfirmChannel> | undefined;
  private nextSequence = 0;
  private readonly resend: number[] = [];
  /** Nacked messages and when to send them again, in that order. */
  private readonly retries: { sequence: number; at: number }[] = [];
  private readonly template: Buffer;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private closed = false;
  private failed = false;

  constructor(private readonly settings: FailoverPublisherSettings) {
    this.template = allocateMessageBody(settings.messageSizeBytes);
  }

  /** Connects; the clock of the rate starts at the ledger's start. */
  async start(): Promise<void> {
    this.link = await this.connect(this.settings.node);
    this.tick();
  }

  /** Messages waiting for a confirm or for a channel to send them again on. */
  get outstanding(): number {
    return (this.link?.inFlight.size ?? 0) + this.resend.length + this.retries.length;
  }

  /** Stops sending new messages; what is outstanding still goes until confirmed or `timeoutMs`. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    const deadline = Date.now() + timeoutMs;
    while (this.outstanding > 0 && !this.failed && Date.now() < deadline) await sleep(50);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const link = this.link;
    this.link = undefined;
    await closeQuietly(link?.model, CLOSE_TIMEOUT_MS);
  }

  private async connect(first: number): Promise<Link<ConfirmChannel>> {
    let channel: ConfirmChannel | undefined;
    const returned = new Set<number>();
    const { model, node } = await connectWithFailover(
      {
        ...this.settings.connection,
        connectionName: `${this.settings.connection.connectionName}-publisher-${this.settings.publisherId}`,
      },
      first,
      async (candidate) => {
        channel = await candidate.createConfirmChannel();
      },
    );
    const link: Link<ConfirmChannel> = { model, channel: channel!, node, inFlight: new Map(), returned };
    link.channel.on("error", () => {});
    link.channel.on("return", (message: Message) => returned.add(readSequence(message.content)));
    model.on("close", () => void this.lost(link));
    link.channel.on("close", () => void this.lost(link));
    return link;
  }

  /** The link's connection or channel went: reconnect to the next node, unless closing. */
  private async lost(link: Link<ConfirmChannel>): Promise<void> {
    if (this.link !== link || this.closed) return;
    this.link = undefined;
    this.settings.ledger.reconnections++;
    // Not awaited: a close handshake on a connection the node took with it would wait for nothing.
    void closeQuietly(link.model, CLOSE_TIMEOUT_MS);
    try {
      this.link = await this.connect((link.node + 1) % this.settings.connection.urls().length);
      if (this.closed) await this.close();
    } catch (error) {
      if (this.closed) return;
      this.failed = true;
      this.settings.onFailure(new Error(`publisher ${this.settings.publisherId}: ${errorMessage(error)}`));
    }
  }

  private tick(): void {
    if (this.closed || this.failed) return;
    const link = this.link;
    if (link) {
      const window = this.settings.confirmWindow;
      while (this.retries.length > 0 && this.retries[0]!.at <= Date.now()) {
        this.resend.push(this.retries.shift()!.sequence);
      }
      while (this.resend.length > 0 && link.inFlight.size < window) {
        this.send(link, this.resend.shift()!);
      }
      if (!this.stopping) {
        const now = process.hrtime.bigint();
        const due = messagesDue(now - this.settings.ledger.startedAtNs, this.settings.ratePerSecond);
        while (this.nextSequence < due && link.inFlight.size < window) {
          this.settings.ledger.published++;
          this.send(link, this.nextSequence++);
        }
      }
    }
    this.timer = setTimeout(() => this.tick(), TICK_MS);
  }

  private send(link: Link<ConfirmChannel>, sequence: number): void {
    const { ledger, publisherId, queue, persistent, ratePerSecond } = this.settings;
    const scheduledNs = scheduledSendTimeNs(ledger.startedAtNs, sequence, ratePerSecond);
    const body = Buffer.from(this.template);
    writeMessageHeader(body, scheduledNs, publisherId, sequence);
    link.inFlight.set(sequence, scheduledNs);
    try {
      link.channel.publish("", queue, body, { persistent, mandatory: true }, (error: unknown) =>
        this.settled(link, sequence, scheduledNs, error),
      );
    } catch {
      // The channel closed under us: its close event reconnects; send this one again then.
      link.inFlight.delete(sequence);
      this.resend.push(sequence);
    }
  }

  private settled(link: Link<ConfirmChannel>, sequence: number, scheduledNs: bigint, error: unknown): void {
    link.inFlight.delete(sequence);
    const { ledger } = this.settings;
    if (error === null || error === undefined) {
      if (link.returned.delete(sequence)) {
        ledger.returned++;
        this.resend.push(sequence);
        return;
      }
      ledger.confirm(this.settings.publisherId, sequence, scheduledNs, process.hrtime.bigint());
      return;
    }
    if (error instanceof Error && error.message === NACKED) {
      // A queue that cannot take messages (its node is down) nacks at once: retry after a pause, as
      // an at-least-once publisher does, not in a loop as fast as the nacks come back.
      ledger.nacked++;
      this.retries.push({ sequence, at: Date.now() + NACK_RETRY_DELAY_MS });
      return;
    }
    ledger.republished++;
    this.resend.push(sequence);
  }
}

export interface FailoverConsumerSettings {
  consumerId: number;
  queue: string;
  prefetch: number;
  consumeArguments: Record<string, unknown> | undefined;
  node: number;
  connection: FailoverOptions;
  ledger: FailoverLedger;
  onFailure: FailureListener;
}

/** A consumer with manual acks that subscribes again through another node when its connection drops. */
export class FailoverConsumer {
  private link: Link<Channel> | undefined;
  private closed = false;

  constructor(private readonly settings: FailoverConsumerSettings) {}

  async start(): Promise<void> {
    this.link = await this.connect(this.settings.node);
  }

  /** Cancels the subscription and closes: unacknowledged deliveries go back to the queue. */
  async close(): Promise<void> {
    this.closed = true;
    const link = this.link;
    this.link = undefined;
    await closeQuietly(link?.model, CLOSE_TIMEOUT_MS);
  }

  private async connect(first: number): Promise<Link<Channel>> {
    let channel: Channel | undefined;
    const { ledger, consumerId, queue, prefetch } = this.settings;
    const { model, node } = await connectWithFailover(
      {
        ...this.settings.connection,
        connectionName: `${this.settings.connection.connectionName}-consumer-${consumerId}`,
      },
      first,
      async (candidate) => {
        const opened = await candidate.createChannel();
        opened.on("error", () => {});
        if (prefetch > 0) await opened.prefetch(prefetch);
        const deliver = (message: ConsumeMessage | null) => {
          if (message === null) return;
          const body = message.content;
          ledger.deliver(consumerId, readPublisherId(body), readSequence(body), process.hrtime.bigint());
          try {
            opened.ack(message);
          } catch {
            // The channel closed: the broker requeues the delivery and sends it again (a duplicate).
          }
        };
        await opened.consume(queue, deliver, {
          noAck: false,
          ...(this.settings.consumeArguments && { arguments: this.settings.consumeArguments }),
        });
        channel = opened;
      },
    );
    const link: Link<Channel> = { model, channel: channel!, node, inFlight: new Map(), returned: new Set() };
    model.on("close", () => void this.lost(link));
    link.channel.on("close", () => void this.lost(link));
    return link;
  }

  private async lost(link: Link<Channel>): Promise<void> {
    if (this.link !== link || this.closed) return;
    this.link = undefined;
    this.settings.ledger.reconnections++;
    // Not awaited: a close handshake on a connection the node took with it would wait for nothing.
    void closeQuietly(link.model, CLOSE_TIMEOUT_MS);
    try {
      this.link = await this.connect((link.node + 1) % this.settings.connection.urls().length);
      if (this.closed) await this.close();
    } catch (error) {
      if (this.closed) return;
      this.settings.onFailure(new Error(`consumer ${this.settings.consumerId}: ${errorMessage(error)}`));
    }
  }
}
