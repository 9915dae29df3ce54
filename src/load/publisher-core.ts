import type { Histogram } from "hdr-histogram-js";
import { ConfirmWindow } from "./confirm-window.js";
import { elapsedMicros } from "./histogram.js";
import { messagesDue, scheduledSendTimeNs } from "./pacing.js";
import type { ClientSpec, PublisherSettings } from "./worker-messages.js";
import { clientFailure } from "./client-failure.js";
import { PhaseError, withTimeout } from "./timeouts.js";

/** Messages published per turn of the event loop before yielding to acks, marks and socket writes. */
const MAX_BATCH = 256;
/**
 * A publisher at its in-flight limit looks at the delivery count again after this long even when no
 * consumer wakes it, so it notices a stop.
 */
const IN_FLIGHT_RECHECK_MS = 100;

export interface PublisherHooks {
  /** The connection, channel or link failed while the publisher was running. */
  onFatal(message: string): void;
  onWarning(message: string): void;
}

/**
 * What every publisher of the load does, whatever its protocol: the pump that publishes as fast as
 * allowed, the pacing of a fixed rate, the in-flight limit, the confirm window and the confirm
 * latency. A protocol's publisher (AMQP 0.9.1 in publisher.ts, AMQP 1.0 in amqp10/publisher.ts)
 * adds the connection and how one message goes out.
 *
 * With confirms, at most `confirmWindow` messages are in flight (see ConfirmWindow); confirm latency
 * is taken when the confirm arrives. In confirm mode "batch" a full window waits until every
 * message of it is confirmed, so the broker always gets whole windows in one burst (its work per
 * message then does not depend on how the machine schedules it). At a fixed rate, a message's
 * latencies count from when it was scheduled to be sent, not from when it was (see pacing.ts).
 */
export abstract class PublisherCore {
  protected readonly spec: ClientSpec;
  protected readonly settings: PublisherSettings;
  protected readonly hooks: PublisherHooks;
  private readonly confirmHistogram: Histogram;
  protected readonly window: ConfirmWindow | undefined;
  /** Deliveries of this publisher's messages, counted by the consumers (with an in-flight limit). */
  private readonly delivered: Int32Array | undefined;
  protected running = false;
  protected closing = false;
  private waitingForRoom = false;
  private waitingForDelivery = false;
  private immediateScheduled = false;
  private timer: NodeJS.Timeout | undefined;
  private startedAtNs = 0n;
  /** When the confirm being handled arrived; shared by the latencies a multiple ack records. */
  private confirmedAtNs = 0n;
  private whenAllSettled: (() => void) | undefined;
  recording = false;
  published = 0;
  returned = 0;

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
    this.window = settings.confirms
      ? new ConfirmWindow(settings.confirmWindow, settings.confirmMode)
      : undefined;
  }

  abstract connect(connectTimeoutMs: number, connectionName: string): Promise<void>;

  /**
   * Connects; a failure names this publisher ("publisher 0: connection lost (write EPIPE)") and is
   * its one report: what its client says after (the connection's close) is not reported again.
   */
  async open(connectTimeoutMs: number, connectionName: string): Promise<void> {
    try {
      await this.connect(connectTimeoutMs, connectionName);
    } catch (error) {
      this.closing = true;
      throw new Error(clientFailure(`publisher ${this.spec.index}`, error), { cause: error });
    }
  }

  /** True once connected: the pump may publish. */
  protected abstract get connected(): boolean;
  /** True when the client takes a message now; else it calls `resume()` once it does. */
  protected abstract hasRoom(): boolean;
  /**
   * Hands message `sequence` (its header's send time `sendTimeNs`) to the client. False when the
   * client's buffer is full after it: the publisher waits for `resume()`.
   */
  protected abstract send(sequence: number, sendTimeNs: bigint): boolean;
  /** Closes the protocol's links, channel and connection; never throws. */
  protected abstract closeClient(): Promise<void>;
  /**
   * Waits up to `timeoutMs` until the client has written every message it was handed; returns
   * how many it still holds. Only a client that can hold messages back (AMQP 1.0's session window)
   * overrides it: without confirms nothing else waits for them before the connection closes.
   */
  protected async flushClient(_timeoutMs: number): Promise<number> {
    return 0;
  }

  start(): void {
    if (!this.connected) throw new PhaseError("start", `publisher ${this.spec.index} is not connected`);
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
    if (!this.window) {
      const unsent = await this.flushClient(confirmTimeoutMs);
      if (unsent > 0) {
        // Never on the wire, so never the broker's: not published, rather than lost.
        this.published -= unsent;
        this.hooks.onWarning(
          `publisher ${this.spec.index}: ${unsent} messages the client still held after ${confirmTimeoutMs} ms were never sent`,
        );
      }
    }
    await this.close();
    return { unconfirmed: this.window?.unsettled ?? 0 };
  }

  async close(): Promise<void> {
    this.running = false;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    await this.closeClient();
  }

  get confirmed(): number {
    return this.window?.acked ?? 0;
  }

  get nacked(): number {
    return this.window?.nacked ?? 0;
  }

  /** The most messages in flight at once (0 without confirms). */
  get peakInFlight(): number {
    return this.window?.peakInFlight ?? 0;
  }

  protected fail(message: string): void {
    if (this.closing) return;
    this.closing = true;
    this.running = false;
    this.hooks.onFatal(message);
  }

  protected readonly pump = (): void => {
    if (!this.running || this.waitingForRoom || this.waitingForDelivery || !this.connected) return;
    const window = this.window;
    const { publishRatePerSecond } = this.settings;
    const paced = publishRatePerSecond > 0;
    const allowed = paced
      ? messagesDue(process.hrtime.bigint() - this.startedAtNs, publishRatePerSecond)
      : Number.MAX_SAFE_INTEGER;
    for (let batch = 0; batch < MAX_BATCH; batch++) {
      if (window?.full) return; // a confirm resumes
      if (this.delivered && this.atInFlightLimit(this.delivered)) return; // a delivery resumes
      if (this.published >= allowed) {
        this.scheduleRateTimer();
        return;
      }
      if (!this.hasRoom()) {
        this.waitingForRoom = true; // the client's resume() pumps again
        return;
      }
      const sequence = this.published;
      const sendTimeNs = paced
        ? scheduledSendTimeNs(this.startedAtNs, sequence, publishRatePerSecond)
        : process.hrtime.bigint();
      window?.recordSend(sendTimeNs);
      this.published = sequence + 1;
      if (!this.send(sequence, sendTimeNs)) {
        this.waitingForRoom = true;
        return;
      }
    }
    this.scheduleImmediate();
  };

  /** The client has room again (drain, link credit): publishing goes on. */
  protected readonly resume = (): void => {
    this.waitingForRoom = false;
    this.pump();
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

  /** One pending immediate at most, however often confirms call pump() directly. */
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

  /**
   * A confirm from the broker: message `sequence` (0-based; with `multiple`, every message up to it)
   * settled, accepted or not.
   */
  protected settle(sequence: number, multiple: boolean, accepted: boolean): void {
    const window = this.window!;
    this.confirmedAtNs = process.hrtime.bigint();
    window.settle(sequence + 1, multiple, accepted, this.recording ? this.recordConfirmLatency : undefined);
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
