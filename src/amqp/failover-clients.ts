import type { Channel, ChannelModel, ConfirmChannel, Message } from "amqplib";
import type { FailoverLedger } from "./failover-ledger.js";
import { connectWithFailover, type FailoverOptions } from "./failover-connection.js";
import { allocateMessageBody, readSequence, writeMessageHeader } from "../load/header.js";
import type { RateSchedule } from "../load/rate-schedule.js";
import { closeQuietly } from "../load/amqp091/connect.js";
import { errorMessage, sleep, withTimeout } from "../load/timeouts.js";

/**
 * Publishers and consumers that ride through the loss of a node: they run in the coordinating
 * thread (the rate of a fault run is modest; the accounting needs every confirm and delivery in
 * one place) and reconnect to the surviving nodes, within a bounded time, when their connection
 * drops. What a publisher had in flight when its channel closed is sent again on the new one.
 * The consumer is in failover-consumer.ts.
 */

const NACKED = "message nacked";
export const TICK_MS = 1;
const CLOSE_TIMEOUT_MS = 2_000;
const NACK_RETRY_DELAY_MS = 100;

export interface Link<C extends Channel> {
  model: ChannelModel;
  channel: C;
  node: number;
}

interface PublisherLink extends Link<ConfirmChannel> {
  /** Sequence → scheduled send time of the messages awaiting their confirm on this channel. */
  inFlight: Map<number, bigint>;
  /** Sequences the broker returned as unroutable on this channel; their ack is not a confirm. */
  returned: Set<number>;
}

/** Why a client gave up: the trial fails with it. */
export type FailureListener = (error: Error) => void;

/** What every failover client needs. */
export interface ClientSettings {
  /** The node it connects to first. */
  node: number;
  connection: FailoverOptions;
  ledger: FailoverLedger;
  onFailure: FailureListener;
}

/**
 * One connection at a time: when its connection or channel goes, the client reconnects through
 * the next node; closing it (or giving up) ends that.
 */
export abstract class FailoverClient<L extends Link<Channel>> {
  protected link: L | undefined;
  protected closed = false;
  protected failed = false;

  constructor(
    /** "publisher-0": in the connection's name and in the error when it gives up. */
    private readonly name: string,
    private readonly common: ClientSettings,
  ) {}

  async start(): Promise<void> {
    this.link = await this.connect(this.common.node);
  }

  async close(): Promise<void> {
    this.closed = true;
    const link = this.link;
    this.link = undefined;
    if (link) {
      // amqplib interleaves the frames of a connection's channels, so a connection.close can overtake
      // acks still queued on a channel, and the broker requeues what they acknowledged (duplicates).
      // A channel's own close goes after its acks.
      await withTimeout(link.channel.close(), CLOSE_TIMEOUT_MS, "close channel").catch(() => {});
    }
    await closeQuietly(link?.model, CLOSE_TIMEOUT_MS);
  }

  /** Opens a link through node `first` or the next one that takes it; `watch` it before returning. */
  protected abstract connect(first: number): Promise<L>;

  protected options(): FailoverOptions {
    const { connection } = this.common;
    return { ...connection, connectionName: `${connection.connectionName}-${this.name}` };
  }

  protected watch(link: L): L {
    link.model.on("close", () => void this.lost(link));
    link.channel.on("close", () => void this.lost(link));
    return link;
  }

  /** The link is gone (its connection or channel closed, or the broker cancelled its subscription): connect again. */
  protected async lost(link: L): Promise<void> {
    if (this.link !== link || this.closed) return;
    this.link = undefined;
    this.common.ledger.reconnections++;
    // Not awaited: a close handshake on a connection the node took with it would wait for nothing.
    void closeQuietly(link.model, CLOSE_TIMEOUT_MS);
    try {
      this.link = await this.connect((link.node + 1) % this.common.connection.urls().length);
      if (this.closed) await this.close();
    } catch (error) {
      if (this.closed) return;
      this.failed = true;
      this.common.onFailure(new Error(`${this.name}: ${errorMessage(error)}`));
    }
  }
}

export interface FailoverPublisherSettings extends ClientSettings {
  publisherId: number;
  queue: string;
  /** When each message is due, from the ledger's start (a head start is due at once). */
  schedule: RateSchedule;
  confirmWindow: number;
  messageSizeBytes: number;
  persistent: boolean;
  /**
   * What a nack means: true, the queue could not take the message for now (its node is down) and
   * it is sent again after a pause; false, the broker refused it for good (a full queue with
   * overflow reject-publish) and it is counted, not sent again.
   */
  retryNacked: boolean;
}

/**
 * A publisher with confirms on a rate schedule that sends again whatever a lost channel left
 * unconfirmed, and records when the broker blocks its connection (a resource alarm).
 */
export class FailoverPublisher extends FailoverClient<PublisherLink> {
  private nextSequence = 0;
  private readonly resend: number[] = [];
  /** Nacked and returned messages and when to send them again, in that order. */
  private readonly retries: { sequence: number; at: number }[] = [];
  /**
   * Reused for every message: amqplib copies the content into its frames inside publish() (see
   * publisher.ts), so rewriting the header cannot change a message already handed over.
   */
  private readonly body: Buffer;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(private readonly settings: FailoverPublisherSettings) {
    super(`publisher-${settings.publisherId}`, settings);
    this.body = allocateMessageBody(settings.messageSizeBytes);
  }

  /** Connects; the clock of the rate starts at the ledger's start. */
  override async start(): Promise<void> {
    await super.start();
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

  override async close(): Promise<void> {
    clearTimeout(this.timer);
    await super.close();
  }

  protected async connect(first: number): Promise<PublisherLink> {
    let channel: ConfirmChannel | undefined;
    const returned = new Set<number>();
    const { model, node } = await connectWithFailover(this.options(), first, async (candidate) => {
      channel = await candidate.createConfirmChannel();
    });
    const link: PublisherLink = { model, channel: channel!, node, inFlight: new Map(), returned };
    const { ledger, publisherId } = this.settings;
    model.on("blocked", (reason: unknown) =>
      ledger.block(publisherId, typeof reason === "string" ? reason : "", process.hrtime.bigint()),
    );
    model.on("unblocked", () => ledger.unblock(publisherId, process.hrtime.bigint()));
    model.on("close", () => ledger.unblock(publisherId, process.hrtime.bigint()));
    link.channel.on("error", () => {});
    link.channel.on("return", (message: Message) => returned.add(readSequence(message.content)));
    return this.watch(link);
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
        const { ledger, schedule } = this.settings;
        const due = schedule.dueAt(process.hrtime.bigint() - ledger.startedAtNs);
        while (this.nextSequence < due && link.inFlight.size < window) {
          this.settings.ledger.published++;
          this.send(link, this.nextSequence++);
        }
      }
    }
    this.timer = setTimeout(() => this.tick(), TICK_MS);
  }

  private send(link: PublisherLink, sequence: number): void {
    const { ledger, publisherId, queue, persistent, schedule } = this.settings;
    const scheduledNs = ledger.startedAtNs + schedule.scheduledAtNs(sequence);
    const body = this.body;
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

  private settled(link: PublisherLink, sequence: number, scheduledNs: bigint, error: unknown): void {
    link.inFlight.delete(sequence);
    const { ledger } = this.settings;
    if (error === null || error === undefined) {
      if (link.returned.delete(sequence)) {
        // Unroutable for now (the queue's record is out of this node's reach, as on the minority
        // side of a partition): sent again after a pause, not as fast as the returns come back.
        ledger.returned++;
        this.retries.push({ sequence, at: Date.now() + NACK_RETRY_DELAY_MS });
        return;
      }
      ledger.confirm(this.settings.publisherId, sequence, scheduledNs, process.hrtime.bigint());
      return;
    }
    if (error instanceof Error && error.message === NACKED) {
      ledger.nacked++;
      if (!this.settings.retryNacked) return;
      // A queue that cannot take messages (its node is down) nacks at once: retry after a pause, as
      // an at-least-once publisher does, not in a loop as fast as the nacks come back.
      this.retries.push({ sequence, at: Date.now() + NACK_RETRY_DELAY_MS });
      return;
    }
    ledger.republished++;
    this.resend.push(sequence);
  }
}
