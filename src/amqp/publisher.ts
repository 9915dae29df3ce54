import type { ChannelModel, ConfirmChannel, Channel, Options } from "amqplib";
import type { Histogram } from "hdr-histogram-js";
import {
  closeChannelThenConnection,
  coalesceSocketWrites,
  connectAmqp,
  LOAD_SOCKET_HIGH_WATER_MARK,
} from "./connect.js";
import { ConfirmWindow } from "./confirm-window.js";
import { allocateMessageBody, writeMessageHeader } from "./header.js";
import { elapsedMicros } from "./histogram.js";
import { messagesDue, scheduledSendTimeNs } from "./pacing.js";
import type { ClientSpec, PublisherSettings } from "./protocol.js";
import { PhaseError, withTimeout } from "./timeouts.js";

/** Messages published per turn of the event loop before yielding to acks, marks and socket writes. */
const MAX_BATCH = 256;
/**
 * A publisher at its in-flight limit looks at the delivery count again after this long even when no
 * consumer wakes it, so it notices a stop.
 */
const IN_FLIGHT_RECHECK_MS = 100;

export interface PublisherHooks {
  /** The connection or channel failed while the publisher was running. */
  onFatal(message: string): void;
  onWarning(message: string): void;
}

export interface PublisherTotals {
  published: number;
  confirmed: number;
  nacked: number;
  returned: number;
}

/**
 * One publisher: its own connection and channel, publishing to one queue through the default
 * exchange with `mandatory` so unroutable messages come back as returns.
 *
 * With confirms, at most `confirmWindow` messages are in flight (see ConfirmWindow); confirm latency
 * is taken when the ack (single or multiple) arrives. In confirm mode "batch" a full window waits
 * until every message of it is confirmed, so the broker always gets whole windows in one burst
 * (its work per message then does not depend on how the machine schedules it). At a fixed rate, a message's latencies count
 * from when it was scheduled to be sent, not from when it was (see pacing.ts). The channel's own
 * per-message callbacks are not used, so a publish allocates nothing here beyond what amqplib needs.
 *
 * The body buffer is reused: amqplib copies the content into its frame buffers inside publish()
 * (frame.makeBodyFrame / Buffer.copy in connection.sendMessage), so rewriting the header for the
 * next message cannot change one already handed over.
 */
export class Publisher {
  private readonly spec: ClientSpec;
  private readonly settings: PublisherSettings;
  private readonly hooks: PublisherHooks;
  private readonly confirmHistogram: Histogram;
  private readonly body: Buffer;
  private readonly publishOptions: Options.Publish;
  private readonly window: ConfirmWindow | undefined;
  private connection: ChannelModel | undefined;
  private channel: ConfirmChannel | Channel | undefined;
  private running = false;
  private closing = false;
  private waitingForDrain = false;
  private immediateScheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private startedAtNs = 0n;
  /** When the confirm being handled arrived; shared by the latencies a multiple ack records. */
  private confirmedAtNs = 0n;
  private whenAllSettled: (() => void) | undefined;
  recording = false;
  published = 0;
  returned = 0;

  /** Deliveries of this publisher's messages, counted by the consumers (with an in-flight limit). */
  private readonly delivered: Int32Array | undefined;
  private waitingForDelivery = false;

  constructor(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: PublisherHooks,
    confirmHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ) {
    if (settings.inFlight > 0 && deliveredByPublisher === undefined) {
      throw new Error("a publisher with an in-flight limit needs the shared delivery counts");
    }
    this.delivered = settings.inFlight > 0 ? deliveredByPublisher : undefined;
    this.spec = spec;
    this.settings = settings;
    this.hooks = hooks;
    this.confirmHistogram = confirmHistogram;
    this.body = allocateMessageBody(settings.messageSizeBytes);
    this.publishOptions = { mandatory: true, persistent: settings.persistent };
    this.window = settings.confirms
      ? new ConfirmWindow(settings.confirmWindow, settings.confirmMode)
      : undefined;
  }

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    this.connection = await connectAmqp(this.spec.url, {
      connectionName,
      timeoutMs: connectTimeoutMs,
      writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK,
    });
    coalesceSocketWrites(this.connection);
    this.connection.on("error", (error: Error) =>
      this.fail(`publisher ${this.spec.index}: connection error: ${error.message}`),
    );
    this.connection.on("close", () =>
      this.fail(`publisher ${this.spec.index}: connection closed by the broker`),
    );
    this.connection.on("blocked", (reason: string) =>
      this.hooks.onWarning(`publisher ${this.spec.index}: connection blocked by the broker (${reason})`),
    );
    const channel = this.settings.confirms
      ? await withTimeout(this.connection.createConfirmChannel(), connectTimeoutMs, "open channel")
      : await withTimeout(this.connection.createChannel(), connectTimeoutMs, "open channel");
    channel.on("error", (error: Error) =>
      this.fail(`publisher ${this.spec.index}: channel error: ${error.message}`),
    );
    channel.on("return", () => {
      this.returned++;
    });
    if (this.settings.confirms) {
      channel.on("ack", (fields: { deliveryTag: number; multiple: boolean }) =>
        this.settle(fields.deliveryTag, fields.multiple, true),
      );
      channel.on("nack", (fields: { deliveryTag: number; multiple: boolean }) =>
        this.settle(fields.deliveryTag, fields.multiple, false),
      );
    }
    this.channel = channel;
  }

  start(): void {
    if (!this.channel) throw new PhaseError("start", `publisher ${this.spec.index} is not connected`);
    this.running = true;
    this.startedAtNs = process.hrtime.bigint();
    this.pump();
  }

  /** Stops publishing, waits for outstanding confirms, closes; returns the unconfirmed count. */
  async stop(confirmTimeoutMs: number): Promise<{ unconfirmed: number }> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.window && !this.window.allSettled) {
      const allSettled = new Promise<void>((resolve) => {
        this.whenAllSettled = resolve;
      });
      try {
        await withTimeout(allSettled, confirmTimeoutMs, "wait for publisher confirms");
      } catch {
        // Reported as unconfirmed messages, which invalidates the trial.
      }
    }
    await this.close();
    return { unconfirmed: this.window?.unsettled ?? 0 };
  }

  async close(): Promise<void> {
    this.running = false;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    const { channel, connection } = this;
    this.connection = undefined;
    this.channel = undefined;
    await closeChannelThenConnection(channel, connection);
  }

  get confirmed(): number {
    return this.window?.acked ?? 0;
  }

  get nacked(): number {
    return this.window?.nacked ?? 0;
  }

  totals(): PublisherTotals {
    return {
      published: this.published,
      confirmed: this.confirmed,
      nacked: this.nacked,
      returned: this.returned,
    };
  }

  private fail(message: string): void {
    if (this.closing) return;
    this.closing = true;
    this.running = false;
    this.hooks.onFatal(message);
  }

  private readonly pump = (): void => {
    const channel = this.channel;
    if (!this.running || this.waitingForDrain || this.waitingForDelivery || channel === undefined) return;
    const window = this.window;
    const { publishRatePerSecond } = this.settings;
    const paced = publishRatePerSecond > 0;
    const allowed = paced
      ? messagesDue(process.hrtime.bigint() - this.startedAtNs, publishRatePerSecond)
      : Number.MAX_SAFE_INTEGER;
    for (let batch = 0; batch < MAX_BATCH; batch++) {
      if (window?.full) return; // an ack resumes
      if (this.delivered && this.atInFlightLimit(this.delivered)) return; // a delivery resumes
      if (this.published >= allowed) {
        this.scheduleRateTimer();
        return;
      }
      const sequence = this.published;
      const sendTimeNs = paced
        ? scheduledSendTimeNs(this.startedAtNs, sequence, publishRatePerSecond)
        : process.hrtime.bigint();
      writeMessageHeader(this.body, sendTimeNs, this.spec.index, sequence);
      window?.recordSend(sendTimeNs);
      this.published = sequence + 1;
      if (!channel.publish(this.spec.exchange, this.spec.queue, this.body, this.publishOptions)) {
        // The channel's write buffer is full (flow control): resume on 'drain'.
        this.waitingForDrain = true;
        channel.once("drain", this.onDrain);
        return;
      }
    }
    this.scheduleImmediate();
  };

  /**
   * True when `inFlight` of this publisher's messages are published and not yet delivered; then it
   * waits until a consumer counts a delivery (Atomics.notify) and pumps again.
   */
  private atInFlightLimit(delivered: Int32Array): boolean {
    const index = this.spec.index;
    const seen = Atomics.load(delivered, index);
    if (this.published - seen < this.settings.inFlight) return false;
    this.waitingForDelivery = true;
    const wait = Atomics.waitAsync(delivered, index, seen, IN_FLIGHT_RECHECK_MS);
    if (wait.async) void wait.value.then(this.onDelivery);
    else setImmediate(this.onDelivery);
    return true;
  }

  private readonly onDelivery = (): void => {
    this.waitingForDelivery = false;
    this.pump();
  };

  private readonly onDrain = (): void => {
    this.waitingForDrain = false;
    this.pump();
  };

  /** One pending immediate at most, however often acks call pump() directly. */
  private scheduleImmediate(): void {
    if (this.immediateScheduled) return;
    this.immediateScheduled = true;
    setImmediate(this.onImmediate);
  }

  private readonly onImmediate = (): void => {
    this.immediateScheduled = false;
    this.pump();
  };

  private scheduleRateTimer(): void {
    if (this.timer !== undefined) return;
    const dueAtNs = scheduledSendTimeNs(this.startedAtNs, this.published, this.settings.publishRatePerSecond);
    const dueInMs = Math.max(1, Number(dueAtNs - process.hrtime.bigint()) / 1e6);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, dueInMs);
  }

  /** basic.ack / basic.nack from the broker. */
  private settle(deliveryTag: number, multiple: boolean, acked: boolean): void {
    const window = this.window!;
    this.confirmedAtNs = process.hrtime.bigint();
    window.settle(deliveryTag, multiple, acked, this.recording ? this.recordConfirmLatency : undefined);
    if (window.allSettled && this.whenAllSettled) {
      this.whenAllSettled();
      this.whenAllSettled = undefined;
    }
    if (this.running) this.pump();
  }

  private readonly recordConfirmLatency = (sendTimeNs: bigint): void => {
    this.confirmHistogram.recordValue(elapsedMicros(sendTimeNs, this.confirmedAtNs));
  };
}
