import type { Histogram } from "hdr-histogram-js";
import { Amqp10Consumer } from "./amqp10/consumer.js";
import { Amqp10Publisher } from "./amqp10/publisher.js";
import { Consumer } from "./amqp091/consumer.js";
import { Publisher } from "./amqp091/publisher.js";
import { MqttConsumer } from "./mqtt/consumer.js";
import { MqttPublisher } from "./mqtt/publisher.js";
import { StreamConsumer } from "./stream/consumer.js";
import { StreamPublisher } from "./stream/publisher.js";
import type { ConsumerCore } from "./consumer-core.js";
import type { PublisherCore, PublisherHooks } from "./publisher-core.js";
import type { SequenceTracker } from "./sequence-tracker.js";
import type { ClientSpec, ConsumerSettings, LoadProtocol, PublisherSettings } from "./worker-messages.js";

/**
 * The one interface between the protocol-neutral load machinery (this folder) and a protocol's
 * clients (one folder each: amqp091/, amqp10/, stream/, mqtt/). A worker builds its publishers and consumers from
 * this table by the load's protocol; a further protocol is one folder and one line of it.
 */

/**
 * The small interface a protocol's clients meet is that of the two classes they extend:
 * PublisherCore (the pump, pacing, confirm window) and ConsumerCore (placement, accounting).
 */
export type LoadPublisher = PublisherCore;
export type LoadConsumer = ConsumerCore;

export interface ProtocolClients {
  publisher(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: PublisherHooks,
    confirmHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ): LoadPublisher;
  consumer(
    spec: ClientSpec,
    settings: ConsumerSettings,
    hooks: PublisherHooks,
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
  mqtt: {
    publisher: (...args) => new MqttPublisher(...args),
    consumer: (...args) => new MqttConsumer(...args),
  },
};
