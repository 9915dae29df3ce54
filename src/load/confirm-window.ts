import type { ConfirmMode } from "./worker-messages.js";

/**
 * Publisher-confirm bookkeeping of one channel: which sequence numbers are in flight, their send
 * times, and what the broker's basic.ack / basic.nack (single or multiple) settle.
 *
 * The window is counted from the oldest unsettled message, not as a count of unsettled ones, so
 * the send-time ring (a power of two at least the window) never reuses the slot of a message still
 * in flight, even when the broker confirms out of order. Allocation-free per message.
 *
 * Mode "sliding": each settled message lets one more go. Mode "batch": a message sent with nothing
 * in flight opens a batch of up to `capacity` messages, and a full batch lets nothing go until all
 * of it is settled.
 */
export class ConfirmWindow {
  readonly capacity: number;
  readonly mode: ConfirmMode;
  private readonly mask: number;
  private readonly sendTimesNs: BigInt64Array;
  private readonly settledSlots: Uint8Array;
  /** Messages sent so far; the next message gets this sequence number. */
  sent = 0;
  /** Sequence number of the oldest message neither acked nor nacked. */
  lowestUnsettled = 0;
  acked = 0;
  nacked = 0;
  /** The most messages in flight at once (sent, not settled): whether the window was ever full. */
  peakInFlight = 0;
  /** Mode "batch": the sequence number that opened the current batch. */
  private batchStart = 0;

  constructor(capacity: number, mode: ConfirmMode = "sliding") {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`confirm window ${capacity} is not >= 1`);
    this.capacity = capacity;
    this.mode = mode;
    let size = 1;
    while (size < capacity) size *= 2;
    this.mask = size - 1;
    this.sendTimesNs = new BigInt64Array(size);
    this.settledSlots = new Uint8Array(size);
  }

  get full(): boolean {
    if (this.mode === "batch") return !this.allSettled && this.sent - this.batchStart >= this.capacity;
    return this.sent - this.lowestUnsettled >= this.capacity;
  }

  get allSettled(): boolean {
    return this.lowestUnsettled >= this.sent;
  }

  get unsettled(): number {
    return this.sent - this.acked - this.nacked;
  }

  /** Records the next message (sequence number `sent`) as sent at `sendTimeNs`. */
  recordSend(sendTimeNs: bigint): void {
    if (this.allSettled) this.batchStart = this.sent;
    const slot = this.sent & this.mask;
    this.sendTimesNs[slot] = sendTimeNs;
    this.settledSlots[slot] = 0;
    this.sent++;
    if (this.sent - this.lowestUnsettled > this.peakInFlight)
      this.peakInFlight = this.sent - this.lowestUnsettled;
  }

  /**
   * Settles what a confirm covers; delivery tag n is sequence n - 1 on a channel that only
   * publishes. `onAck` gets each newly acked message's send time (for latency).
   */
  settle(deliveryTag: number, multiple: boolean, acked: boolean, onAck?: (sendTimeNs: bigint) => void): void {
    const last = Math.min(deliveryTag - 1, this.sent - 1);
    if (multiple) {
      for (let sequence = this.lowestUnsettled; sequence <= last; sequence++)
        this.settleOne(sequence, acked, onAck);
    } else if (last >= this.lowestUnsettled) {
      this.settleOne(last, acked, onAck);
    }
    while (this.lowestUnsettled < this.sent && this.settledSlots[this.lowestUnsettled & this.mask] === 1) {
      this.lowestUnsettled++;
    }
  }

  private settleOne(sequence: number, acked: boolean, onAck?: (sendTimeNs: bigint) => void): void {
    const slot = sequence & this.mask;
    if (this.settledSlots[slot] === 1) return;
    this.settledSlots[slot] = 1;
    if (!acked) {
      this.nacked++;
      return;
    }
    this.acked++;
    onAck?.(this.sendTimesNs[slot]!);
  }
}
