import type { ChannelModel, ConfirmChannel, Channel, Options } from "amqplib";
import type { Histogram } from "hdr-histogram-js";
import {
  closeChannelThenConnection,
  coalesceSocketWrites,
  connectAmqp,
  LOAD_SOCKET_HIGH_WATER_MARK,
} from "./connect.js";
import { allocateMessageBody, writeMessageHeader } from "./header.js";
import { elapsedMicros } from "./histogram.js";
import type { ClientSpec, PublisherSettings } from "./protocol.js";
import { PhaseError, withTimeout } from "./timeouts.js";

/** Messages published per turn of the event loop before yielding to acks, marks and socket writes. */
const MAX_BATCH = 256;

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
 * With confirms, at most `confirmWindow` messages are in flight: the oldest unconfirmed message
 * opens the window, so send times live in a ring indexed by sequence number and confirm latency is
 * taken from the ring when the ack (single or multiple) arrives. The channel's own per-message
 * callbacks are not used, so a publish allocates nothing here beyond what amqplib needs.
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
  private readonly ringMask: number;
  private readonly sendTimesNs: BigInt64Array;
  private readonly settled: Uint8Array;
  private connection: ChannelModel | undefined;
  private channel: ConfirmChannel | Channel | undefined;
  private running = false;
  private closing = false;
  private waitingForDrain = false;
  private immediateScheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private startedAtNs = 0n;
  /** Sequence number of the oldest message not yet acked or nacked. */
  private lowestUnsettled = 0;
  private whenAllSettled: (() => void) | undefined;
  recording = false;
  published = 0;
  confirmed = 0;
  nacked = 0;
  returned = 0;

  constructor(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: PublisherHooks,
    confirmHistogram: Histogram,
  ) {
    this.spec = spec;
    this.settings = settings;
    this.hooks = hooks;
    this.confirmHistogram = confirmHistogram;
    this.body = allocateMessageBody(settings.messageSizeBytes);
    this.publishOptions = { mandatory: true, persistent: settings.persistent };
    let ringSize = 1;
    while (ringSize < settings.confirmWindow) ringSize *= 2;
    this.ringMask = ringSize - 1;
    this.sendTimesNs = new BigInt64Array(settings.confirms ? ringSize : 0);
    this.settled = new Uint8Array(settings.confirms ? ringSize : 0);
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
    if (this.settings.confirms && this.lowestUnsettled < this.published) {
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
    return { unconfirmed: this.settings.confirms ? this.published - this.confirmed - this.nacked : 0 };
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
    if (!this.running || this.waitingForDrain || channel === undefined) return;
    const { confirms, confirmWindow, publishRatePerSecond } = this.settings;
    let allowed = Number.MAX_SAFE_INTEGER;
    if (publishRatePerSecond > 0) {
      const elapsedSeconds = Number(process.hrtime.bigint() - this.startedAtNs) / 1e9;
      allowed = Math.floor(elapsedSeconds * publishRatePerSecond) + 1;
    }
    for (let batch = 0; batch < MAX_BATCH; batch++) {
      if (confirms && this.published - this.lowestUnsettled >= confirmWindow) return; // an ack resumes
      if (this.published >= allowed) {
        this.scheduleRateTimer();
        return;
      }
      const sequence = this.published;
      const sendTimeNs = process.hrtime.bigint();
      writeMessageHeader(this.body, sendTimeNs, this.spec.index, sequence);
      if (confirms) {
        const slot = sequence & this.ringMask;
        this.sendTimesNs[slot] = sendTimeNs;
        this.settled[slot] = 0;
      }
      this.published = sequence + 1;
      if (!channel.publish("", this.spec.queue, this.body, this.publishOptions)) {
        // The channel's write buffer is full (flow control): resume on 'drain'.
        this.waitingForDrain = true;
        channel.once("drain", this.onDrain);
        return;
      }
    }
    this.scheduleImmediate();
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
    const rate = this.settings.publishRatePerSecond;
    const elapsedSeconds = Number(process.hrtime.bigint() - this.startedAtNs) / 1e9;
    const dueInMs = Math.max(1, (this.published / rate - elapsedSeconds) * 1000);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.pump();
    }, dueInMs);
  }

  /** Handles basic.ack / basic.nack: delivery tag n is sequence n - 1 on a publish-only channel. */
  private settle(deliveryTag: number, multiple: boolean, acked: boolean): void {
    const nowNs = process.hrtime.bigint();
    const last = deliveryTag - 1;
    if (multiple) {
      for (let sequence = this.lowestUnsettled; sequence <= last; sequence++)
        this.settleOne(sequence, acked, nowNs);
    } else if (last >= this.lowestUnsettled) {
      this.settleOne(last, acked, nowNs);
    }
    while (
      this.lowestUnsettled < this.published &&
      this.settled[this.lowestUnsettled & this.ringMask] === 1
    ) {
      this.lowestUnsettled++;
    }
    if (this.lowestUnsettled >= this.published && this.whenAllSettled) {
      this.whenAllSettled();
      this.whenAllSettled = undefined;
    }
    if (this.running) this.pump();
  }

  private settleOne(sequence: number, acked: boolean, nowNs: bigint): void {
    const slot = sequence & this.ringMask;
    if (this.settled[slot] === 1) return;
    this.settled[slot] = 1;
    if (!acked) {
      this.nacked++;
      return;
    }
    this.confirmed++;
    if (this.recording) this.confirmHistogram.recordValue(elapsedMicros(this.sendTimesNs[slot]!, nowNs));
  }
}
