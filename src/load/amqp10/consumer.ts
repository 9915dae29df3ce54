import rhea from "rhea";
import type { Connection, Delivery, EventContext, Receiver } from "rhea";
import type { Histogram } from "hdr-histogram-js";
import { ConsumerCore, type ConsumerHooks } from "../consumer-core.js";
import type { ClientSpec, ConsumerSettings } from "../worker-messages.js";
import type { SequenceTracker } from "../sequence-tracker.js";
import { IdleAckFlush } from "../idle-ack-flush.js";
import { withTimeout } from "../timeouts.js";
import { closeAmqp10, connectAmqp10 } from "./connect.js";
import { linkFailure } from "./links.js";
import { keepIncomingWindowSerial } from "./session-window.js";

/** Link credit kept open where AMQP 0.9.1 would have no prefetch limit (auto acks, prefetch 0). */
const UNLIMITED_CREDIT = 1_000;

/** rhea's `data` section: the body as the load generator wrote it. */
interface DataSection {
  typecode: number;
  content: Buffer;
}

/**
 * The receiver's source: the queue's address and, on a stream, where to start reading
 * (RabbitMQ's `rabbitmq:stream-offset-spec` filter, from the stream's `x-stream-offset`).
 */
function sourceOf(address: string, consumeArguments: Record<string, unknown> | undefined) {
  const offset = consumeArguments?.["x-stream-offset"];
  if (offset === undefined) return { address };
  return {
    address,
    filter: {
      "rabbitmq:stream-offset-spec": rhea.types.wrap_described(offset, "rabbitmq:stream-offset-spec"),
    },
  };
}

/**
 * One AMQP 1.0 consumer: its own connection, session and receiver link from the queue's address.
 *
 * The load generator manages the link credit itself, so `prefetch` means what it means over AMQP
 * 0.9.1: at most that many deliveries unacknowledged (received and not yet accepted) plus credit
 * outstanding. Acks: "single" accepts each delivery as it arrives; "multiple" accepts the held
 * deliveries every `multipleAckEvery` (rhea sends consecutive ones as one disposition range, AMQP
 * 1.0's multiple ack); "auto" asks the broker to send them settled (at most once), with a fixed
 * credit window.
 */
export class Amqp10Consumer extends ConsumerCore {
  private readonly creditWindow: number;
  private connection: Connection | undefined;
  private receiver: Receiver | undefined;
  private held: Delivery[] = [];
  /** The most deliveries held unacknowledged at once under ackMode "multiple". */
  peakHeld = 0;
  private idleFlush: IdleAckFlush | undefined;

  constructor(
    spec: ClientSpec,
    settings: ConsumerSettings,
    hooks: ConsumerHooks,
    tracker: SequenceTracker,
    e2eHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ) {
    super(spec, settings, hooks, tracker, e2eHistogram, deliveredByPublisher);
    this.creditWindow =
      settings.ackMode === "auto" || settings.prefetch === 0 ? UNLIMITED_CREDIT : settings.prefetch;
  }

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    const address = this.spec.sourceAddress;
    if (address === undefined) throw new Error(`consumer ${this.spec.index} has no AMQP 1.0 address`);
    const connection = await connectAmqp10(this.spec.url, {
      connectionName,
      timeoutMs: connectTimeoutMs,
      // Room for every delivery the prefetch lets in unsettled: with rhea's default of 2,048, a
      // larger prefetch closed the session's incoming window early, and a "multiple" batch above
      // 2,048 (prefetch above 4,096) was never reached, so the acks left on the flush timer.
      sessionBuffer: { outgoing: 0, incoming: this.creditWindow },
    });
    this.connection = connection;
    const name = `consumer ${this.spec.index}`;
    connection.on("connection_error", (context: EventContext) => this.fail(linkFailure(name, context)));
    connection.on("disconnected", (context: EventContext) => this.fail(linkFailure(name, context)));
    connection.on("connection_close", () => this.fail(`${name}: connection closed by the broker`));
    const auto = this.settings.ackMode === "auto";
    const receiver = connection.open_receiver({
      source: sourceOf(address, this.settings.consumeArguments),
      credit_window: 0,
      autoaccept: false,
      snd_settle_mode: auto ? 1 : 0,
      rcv_settle_mode: 0,
    });
    keepIncomingWindowSerial(receiver.session);
    receiver.on("message", this.onMessage);
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        receiver.once("receiver_open", () => resolve());
        receiver.once("receiver_error", (context: EventContext) =>
          reject(new Error(linkFailure(name, context))),
        );
      }),
      connectTimeoutMs,
      `attach a receiver to ${address}`,
    );
    receiver.on("receiver_error", (context: EventContext) =>
      this.fail(linkFailure(`${name}: receiver link from ${address} detached by the broker`, context)),
    );
    receiver.on("receiver_close", () =>
      this.fail(`${name}: receiver link from ${address} detached by the broker`),
    );
    this.receiver = receiver;
    this.topUpCredit();
    if (this.settings.ackMode === "multiple") {
      this.idleFlush = new IdleAckFlush(() => this.flushAcks());
    }
  }

  /** Stops the credit, accepts what is held, detaches and closes the connection. */
  async finish(timeoutMs: number): Promise<void> {
    const receiver = this.receiver;
    if (receiver && !this.closing) {
      this.flushAcks();
      this.closing = true;
      try {
        const detached = new Promise<void>((resolve) => receiver.once("receiver_close", () => resolve()));
        receiver.close();
        await withTimeout(detached, timeoutMs, "detach receiver");
      } catch (error) {
        this.hooks.onWarning(`consumer ${this.spec.index}: ${(error as Error).message}`);
      }
    }
    await this.close();
  }

  async close(): Promise<void> {
    this.closing = true;
    this.idleFlush?.stop();
    const connection = this.connection;
    this.connection = undefined;
    this.receiver = undefined;
    await closeAmqp10(connection);
  }

  private readonly onMessage = (context: EventContext): void => {
    const nowNs = process.hrtime.bigint();
    const body = (context.message?.body as DataSection | undefined)?.content;
    const publisherId = this.accounting.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0), nowNs);
    const delivery = context.delivery!;
    switch (this.settings.ackMode) {
      case "auto":
        // Settled by the broker already; settled here too, or rhea keeps it, and once its session
        // holds 2,048 of them its incoming window closes and the broker sends nothing more.
        delivery.update(true);
        break;
      case "single":
        delivery.accept();
        break;
      case "multiple":
        this.held.push(delivery);
        this.idleFlush?.noteDelivery();
        if (this.held.length > this.peakHeld) this.peakHeld = this.held.length;
        if (this.held.length >= this.settings.multipleAckEvery) this.flushAcks();
        break;
    }
    this.accounting.acknowledged(publisherId);
    this.topUpCredit();
  };

  private flushAcks(): void {
    if (this.held.length === 0) return;
    const held = this.held;
    this.held = [];
    for (const delivery of held) delivery.accept();
    this.topUpCredit();
  }

  /**
   * Grants credit up to the window, less the deliveries held unacknowledged, once a quarter of the
   * window is free: one flow frame per batch rather than per delivery.
   */
  private topUpCredit(): void {
    const receiver = this.receiver;
    if (!receiver || this.closing) return;
    const credit = (receiver as unknown as { credit: number }).credit;
    const room = this.creditWindow - this.held.length - credit;
    if (room >= Math.max(1, this.creditWindow / 4)) receiver.add_credit(room);
  }
}
