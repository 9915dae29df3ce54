import type { Histogram } from "hdr-histogram-js";
import { MESSAGE_HEADER_BYTES, readPublisherId, readSendTimeNs, readSequence } from "./header.js";
import { elapsedMicros } from "./histogram.js";
import type { SequenceTracker } from "./sequence-tracker.js";

/**
 * What a consumer of the load does with each delivery, whatever its protocol: the body's header
 * gives publisher, sequence number and send time; the shared tracker finds duplicates, the
 * histogram takes end-to-end latency while recording is on, and publishers with an in-flight limit
 * learn of the delivery once it is acknowledged.
 */
export class DeliveryAccounting {
  private readonly publisherCount: number;
  private readonly tracker: SequenceTracker;
  private readonly e2eHistogram: Histogram;
  /** Deliveries per publisher id, shared with publishers that limit their messages in flight. */
  private readonly deliveredByPublisher: Int32Array | undefined;
  recording = false;
  delivered = 0;
  foreign = 0;

  constructor(
    publisherCount: number,
    tracker: SequenceTracker,
    e2eHistogram: Histogram,
    deliveredByPublisher: Int32Array | undefined,
  ) {
    this.publisherCount = publisherCount;
    this.tracker = tracker;
    this.e2eHistogram = e2eHistogram;
    this.deliveredByPublisher = deliveredByPublisher;
  }

  /** Counts one delivery received at `nowNs`; returns its publisher id, or -1 for a foreign one. */
  receive(body: Buffer, nowNs: bigint): number {
    this.delivered++;
    if (body.length < MESSAGE_HEADER_BYTES) {
      this.foreign++;
      return -1;
    }
    const publisherId = readPublisherId(body);
    if (publisherId >= this.publisherCount) this.foreign++;
    else this.tracker.record(publisherId, readSequence(body));
    if (this.recording) this.e2eHistogram.recordValue(elapsedMicros(readSendTimeNs(body), nowNs));
    return publisherId < this.publisherCount ? publisherId : -1;
  }

  /** Call after the delivery's ack is written: a publisher waiting for room publishes the next one. */
  acknowledged(publisherId: number): void {
    const counts = this.deliveredByPublisher;
    if (!counts || publisherId < 0) return;
    Atomics.add(counts, publisherId, 1);
    Atomics.notify(counts, publisherId);
  }
}
