import { setTimeout as delay } from "node:timers/promises";
import rhea from "rhea";
import type { Connection, EventContext, Sender, SenderOptions } from "rhea";
import type { Histogram } from "hdr-histogram-js";
import { allocateMessageBody, writeMessageHeader } from "../header.js";
import type { ClientSpec, PublisherSettings } from "../worker-messages.js";
import { PublisherCore, type PublisherHooks } from "../publisher-core.js";
import { withTimeout } from "../timeouts.js";
import { closeAmqp10, connectAmqp10 } from "./connect.js";
import { linkFailure } from "./links.js";

/** How often a stopping publisher without confirms looks whether rhea wrote its last transfers. */
const UNSENT_POLL_MS = 5;

/** What rhea keeps of a sender's credit and its session's unsent transfers (not in its typings). */
interface RheaSenderState {
  credit: number;
  session: { outgoing: { next_delivery_id: number; next_pending_delivery: number } };
}

/**
 * One AMQP 1.0 publisher: its own connection, session and sender link to the queue's address.
 *
 * - With confirms, transfers are unsettled and the broker's outcome is the confirm: `accepted`
 *   confirms; `rejected` (a full queue with `reject-publish`, say) counts as nacked; `released` and
 *   `modified` (the broker did not route or take the message) count as returned. The confirm
 *   window caps the transfers in flight inside the link credit the broker grants.
 * - Without confirms, transfers are pre-settled (fire and forget): only the link credit paces them.
 *
 * The message is encoded once (header section with `durable`, one data section); each publish
 * copies the encoding and writes the load header into the copy's body, so no encoder runs per
 * message. A copy, because rhea keeps the payload until its connection writes it.
 */
export class Amqp10Publisher extends PublisherCore {
  private readonly encoded: Buffer;
  /** Where the body starts in `encoded`: the data section is the message's last section. */
  private readonly bodyOffset: number;
  private connection: Connection | undefined;
  private sender: Sender | undefined;
  /** The session's delivery id of message 0 (one sender per session: ids follow the sequence). */
  private firstDeliveryId = -1;
  rejected = 0;

  constructor(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: PublisherHooks,
    confirmHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ) {
    super(spec, settings, hooks, confirmHistogram, deliveredByPublisher);
    const body = allocateMessageBody(settings.messageSizeBytes);
    this.encoded = rhea.message.encode({
      durable: settings.persistent,
      body: rhea.message.data_section(body),
    });
    this.bodyOffset = this.encoded.length - body.length;
    if (!this.encoded.subarray(this.bodyOffset).equals(body)) {
      throw new Error("the encoded AMQP 1.0 message does not end with its body");
    }
  }

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    const address = this.spec.targetAddress;
    if (address === undefined) throw new Error(`publisher ${this.spec.index} has no AMQP 1.0 address`);
    const connection = await connectAmqp10(this.spec.url, {
      connectionName,
      timeoutMs: connectTimeoutMs,
      // Room for the whole confirm window: the window, not rhea's buffer, caps what is in flight.
      sessionBuffer: { outgoing: this.settings.confirms ? this.settings.confirmWindow : 0, incoming: 0 },
    });
    this.connection = connection;
    const name = `publisher ${this.spec.index}`;
    connection.on("connection_error", (context: EventContext) => this.fail(linkFailure(name, context)));
    connection.on("disconnected", (context: EventContext) => this.fail(linkFailure(name, context)));
    connection.on("connection_close", () => this.fail(`${name}: connection closed by the broker`));
    const sender = connection.open_sender({
      target: { address },
      snd_settle_mode: this.settings.confirms ? 0 : 1,
      // rhea re-emits a `modified` outcome as `released` by default: with a listener on each, one
      // outcome would count twice. Off, each outcome has one event.
      treat_modified_as_released: false,
    } as SenderOptions);
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        sender.once("sender_open", () => resolve());
        sender.once("sender_error", (context: EventContext) => reject(new Error(linkFailure(name, context))));
      }),
      connectTimeoutMs,
      `attach a sender to ${address}`,
    );
    sender.on("sender_error", (context: EventContext) =>
      this.fail(linkFailure(`${name}: sender link to ${address} detached by the broker`, context)),
    );
    sender.on("sender_close", () => this.fail(`${name}: sender link to ${address} detached by the broker`));
    sender.on("sendable", this.resume);
    if (this.settings.confirms) {
      sender.on("accepted", (context: EventContext) => this.settle(this.sequenceOf(context), false, true));
      sender.on("rejected", (context: EventContext) => {
        this.rejected++;
        this.settle(this.sequenceOf(context), false, false);
      });
      const notTaken = (context: EventContext): void => {
        this.returned++;
        this.settle(this.sequenceOf(context), false, false);
      };
      sender.on("released", notTaken);
      sender.on("modified", notTaken);
    }
    this.sender = sender;
  }

  /** Rejected by the broker: what AMQP 0.9.1 calls a nack (released and modified are returns). */
  override get nacked(): number {
    return this.rejected;
  }

  protected get connected(): boolean {
    return this.sender !== undefined;
  }

  /**
   * Room is link credit not yet spoken for. rhea takes a credit when its session writes the
   * transfer (on the next tick), not in send(): `sendable()` alone let a batch hand rhea more
   * transfers than the credit, and those left unsent when the connection closed were lost (pre-
   * settled transfers have no outcome to wait for).
   */
  protected hasRoom(): boolean {
    const sender = this.sender! as Sender & RheaSenderState;
    return sender.sendable() && sender.credit > this.unsent;
  }

  /** Transfers handed to rhea that its session has not written yet (no credit or session window). */
  private get unsent(): number {
    const outgoing = (this.sender as (Sender & RheaSenderState) | undefined)?.session.outgoing;
    return outgoing ? outgoing.next_delivery_id - outgoing.next_pending_delivery : 0;
  }

  /**
   * Pre-settled transfers have no outcome to wait for, and rhea holds those the broker's session
   * window has not admitted yet: closing at once dropped them, counted as published and reported
   * lost. Waits until the session wrote them all.
   */
  protected override async flushClient(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.unsent > 0 && this.connection?.is_open() && Date.now() < deadline) {
      await delay(UNSENT_POLL_MS);
    }
    return this.unsent;
  }

  protected send(sequence: number, sendTimeNs: bigint): boolean {
    const payload = Buffer.allocUnsafe(this.encoded.length);
    this.encoded.copy(payload);
    writeMessageHeader(payload, sendTimeNs, this.spec.index, sequence, this.bodyOffset);
    const delivery = this.sender!.send(payload, undefined, 0);
    if (this.firstDeliveryId < 0) this.firstDeliveryId = delivery.id - sequence;
    return true;
  }

  private sequenceOf(context: EventContext): number {
    return context.delivery!.id - this.firstDeliveryId;
  }

  protected async closeClient(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.sender = undefined;
    await closeAmqp10(connection);
  }
}
