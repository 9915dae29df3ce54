import type { Histogram } from "hdr-histogram-js";
import { Amqp10Consumer } from "./amqp10/consumer.js";
import { Amqp10Publisher } from "./amqp10/publisher.js";
import { Consumer } from "./amqp091/consumer.js";
import { Publisher } from "./amqp091/publisher.js";
import { StreamConsumer } from "./stream/consumer.js";
import { StreamPublisher } from "./stream/publisher.js";
import type { DeliveryAccounting } from "./delivery-accounting.js";
import type { PublisherHooks } from "./publisher-core.js";
import type { SequenceTracker } from "./sequence-tracker.js";
import type { ClientSpec, ConsumerSettings, LoadProtocol, PublisherSettings } from "./worker-messages.js";

/**
 * The one interface between the protocol-neutral load machinery (this folder) and a protocol's
 * clients (one folder each: amqp091/, amqp10/, stream/). A worker builds its publishers and consumers from
 * this table by the load's protocol; a further protocol is one folder and one line of it.
 */

/** What a client tells its worker: a fatal failure (the trial stops) or a warning. */
export type ClientHooks = PublisherHooks;

/** A publisher of the load, on its own connection (PublisherCore does the protocol-neutral part). */
export interface LoadPublisher {
  /** While true, confirm latencies are recorded (the measurement window). */
  recording: boolean;
  readonly published: number;
  readonly confirmed: number;
  readonly nacked: number;
  readonly returned: number;
  connect(connectTimeoutMs: number, connectionName: string): Promise<void>;
  start(): void;
  /** Stops publishing, waits for outstanding confirms, closes; returns the unconfirmed count. */
  stop(confirmTimeoutMs: number): Promise<{ unconfirmed: number }>;
  close(): Promise<void>;
}

/** A consumer of the load, on its own connection, counting what it receives. */
export interface LoadConsumer {
  readonly accounting: DeliveryAccounting;
  connect(connectTimeoutMs: number, connectionName: string): Promise<void>;
  /** Stops receiving, acknowledges what it holds, closes. */
  finish(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface ProtocolClients {
  publisher(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: ClientHooks,
    confirmHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ): LoadPublisher;
  consumer(
    spec: ClientSpec,
    settings: ConsumerSettings,
    hooks: ClientHooks,
    tracker: SequenceTracker,
    e2eHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ): LoadConsumer;
}

export const LOAD_CLIENTS: Record<LoadProtocol, ProtocolClients> = {
  amqp091: {
    publisher: (...args) => new Publisher(...args),
    consumer: (...args) => new Consumer(...args),
  },
  amqp10: {
    publisher: (...args) => new Amqp10Publisher(...args),
    consumer: (...args) => new Amqp10Consumer(...args),
  },
  stream: {
    publisher: (...args) => new StreamPublisher(...args),
    consumer: (...args) => new StreamConsumer(...args),
  },
};
