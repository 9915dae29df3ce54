import type { Connection } from "rhea";
import amqplib from "amqplib";
import rhea from "rhea";
import { silentLogger } from "../src/model/logger.js";
import { runLoad } from "../src/load/load-run.js";
import { addressFormatOf } from "../src/load/amqp10/address.js";
import { closeAmqp10, connectionOptionsOf } from "../src/load/amqp10/connect.js";
import { keepIncomingWindowSerial } from "../src/load/amqp10/session-window.js";
import type { WorkMeter } from "../src/work/meter.js";

/**
 * The clients that client-work.ts and amqp-frames.ts measure the broker's work with: minimal
 * amqplib and rhea clients written as the libraries' READMEs show, and our load generator's
 * throughput work phase. One publisher and one consumer connection on one classic queue,
 * 1000-byte transient messages. Loaded after resolve-ts.ts (its imports name `.js` files).
 */

export type Protocol = "amqp091" | "amqp10";
export const BODY_BYTES = 1000;

/**
 * How the publisher waits: `end-to-end` publishes a message once the previous one is confirmed
 * and delivered (the throughput scenario's work phase); `accept` publishes once one of the
 * `inFlight` messages in flight is confirmed (accepted), the consumer taking deliveries freely.
 */
export type Pacing = "end-to-end" | "accept";

export interface MinimalTrial {
  url: string;
  work: WorkMeter;
  count: number;
  pacing: Pacing;
  inFlight: number;
}

/** The work of one trial, between the first publish and the last delivery's ack. */
export interface Measured {
  messages: number;
  reductions?: number;
  brokerCpuMs?: number;
  clientCpuMs: number;
}

/** Deliveries counted by the consumer; `reach(n)` resolves once n arrived. */
class Deliveries {
  count = 0;
  private waiters: { target: number; resolve: () => void }[] = [];

  arrived(): void {
    this.count++;
    this.waiters = this.waiters.filter((waiter) => {
      if (this.count < waiter.target) return true;
      waiter.resolve();
      return false;
    });
  }

  reach(target: number): Promise<void> {
    if (this.count >= target) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ target, resolve }));
  }
}

/** Publishes `count` messages as `pacing` says; resolves once every one is confirmed and delivered. */
async function drive(
  trial: MinimalTrial,
  publish: () => Promise<void>,
  deliveries: Deliveries,
): Promise<void> {
  if (trial.pacing === "end-to-end") {
    if (trial.inFlight !== 1) throw new Error("end-to-end pacing has one message in flight");
    for (let i = 0; i < trial.count; i++) await Promise.all([publish(), deliveries.reach(i + 1)]);
    return;
  }
  let next = 0;
  // One lane per message in flight: each publishes its next message when its last is confirmed.
  const lane = async () => {
    while (next < trial.count) {
      next++;
      await publish();
    }
  };
  await Promise.all(Array.from({ length: trial.inFlight }, lane));
  await deliveries.reach(trial.count);
}

/** AMQP 0.9.1 with amqplib as its README shows: a confirm channel, a consumer acking each message. */
export async function minimalAmqp091(trial: MinimalTrial, queue: string): Promise<Measured> {
  const publisherConnection = await amqplib.connect(trial.url);
  // Closed below whether or not the second connection opens.
  const consumerConnection = await amqplib.connect(trial.url).catch(async (error: unknown) => {
    await publisherConnection.close().catch(() => {});
    throw error;
  });
  try {
    const publisher = await publisherConnection.createConfirmChannel();
    const consumer = await consumerConnection.createChannel();
    await consumer.prefetch(200);
    const deliveries = new Deliveries();
    await consumer.consume(queue, (message) => {
      if (message === null) return;
      consumer.ack(message);
      deliveries.arrived();
    });
    const body = Buffer.alloc(BODY_BYTES, 1);
    const publish = () =>
      new Promise<void>((resolve, reject) =>
        publisher.sendToQueue(queue, body, {}, (error: unknown) =>
          error ? reject(new Error("nack")) : resolve(),
        ),
      );
    const window = await trial.work.start();
    await drive(trial, publish, deliveries);
    await consumerConnection.close();
    await publisherConnection.close();
    const usage = await window.stop();
    return { messages: trial.count, ...usage };
  } finally {
    await consumerConnection.close().catch(() => {});
    await publisherConnection.close().catch(() => {});
  }
}

/**
 * AMQP 1.0 with rhea as its examples show: a sender, a receiver with the default credit window
 * (1,000, topped up once a quarter is used) and auto-accept. The message has a header section with
 * `durable: false`, as the generator's transient messages do; `headerless` leaves it out, as rhea's
 * examples do, and RabbitMQ then takes the message as durable (it defaults `durable` to true where
 * the spec says false: rabbitmq-server commit 73d697a, "Change AMQP header durable to true by
 * default"). `serialWindow` applies the generator's fix of rhea's session window
 * (src/load/amqp10/session-window.ts): without it rhea sends a session flow frame per settled
 * delivery once its first credit top-up has passed RabbitMQ's transfer-id wrap.
 */
export async function minimalAmqp10(
  trial: MinimalTrial,
  address: string,
  options: { headerless?: boolean; serialWindow?: boolean } = {},
): Promise<Measured> {
  const headerless = options.headerless ?? false;
  // rhea as its examples open it (no write coalescing, no TCP_NODELAY); closed the project's way.
  const open = (name: string) =>
    new Promise<Connection>((resolve, reject) => {
      const connection = rhea.create_container({ id: name }).connect(connectionOptionsOf(trial.url, name));
      const failed = () => {
        void closeAmqp10(connection);
        reject(new Error(`${name}: connection refused`));
      };
      connection.once("connection_open", () => {
        connection.removeListener("connection_error", failed);
        connection.removeListener("disconnected", failed);
        resolve(connection);
      });
      connection.once("connection_error", failed);
      connection.once("disconnected", failed);
    });
  const publisherConnection = await open("minimal publisher");
  const consumerConnection = await open("minimal consumer").catch(async (error: unknown) => {
    await closeAmqp10(publisherConnection);
    throw error;
  });
  try {
    const sender = publisherConnection.open_sender(address);
    const receiver = consumerConnection.open_receiver(address);
    if (options.serialWindow) keepIncomingWindowSerial(receiver.session);
    const deliveries = new Deliveries();
    const outcomes = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
    receiver.on("message", () => deliveries.arrived());
    sender.on("accepted", (context) => {
      const id = context.delivery!.id;
      outcomes.get(id)?.resolve();
      outcomes.delete(id);
    });
    for (const outcome of ["rejected", "released", "modified"]) {
      sender.on(outcome, (context) => outcomes.get(context.delivery!.id)?.reject(new Error(outcome)));
    }
    await Promise.all([
      new Promise((resolve) => sender.once("sendable", resolve)),
      new Promise((resolve) => receiver.once("receiver_open", resolve)),
    ]);
    const body = rhea.message.data_section(Buffer.alloc(BODY_BYTES, 1));
    const publish = () =>
      new Promise<void>((resolve, reject) => {
        const delivery = sender.send(headerless ? { body } : { durable: false, body });
        outcomes.set(delivery.id, { resolve, reject });
      });
    const window = await trial.work.start();
    await drive(trial, publish, deliveries);
    await closeAmqp10(consumerConnection);
    await closeAmqp10(publisherConnection);
    const usage = await window.stop();
    return { messages: trial.count, ...usage };
  } finally {
    await closeAmqp10(consumerConnection);
    await closeAmqp10(publisherConnection);
  }
}

/**
 * Our generator for 2 s: by default the throughput scenario's work phase (one message in flight,
 * published once the previous one is confirmed and delivered); `inFlight: 0` paces it on confirms
 * alone, the consumer running freely. No latencies recorded.
 */
export async function generatorTrial(options: {
  urls: readonly string[];
  queue: string;
  protocol: Protocol;
  serverVersion: string;
  work: WorkMeter;
  inFlight?: number;
}): Promise<Measured> {
  const { queue, protocol } = options;
  const load = await runLoad({
    amqpUrls: options.urls,
    protocol:
      protocol === "amqp10"
        ? { name: "amqp10", addressFormat: addressFormatOf(options.serverVersion) }
        : { name: "amqp091" },
    queues: [queue],
    publishers: 1,
    consumers: 1,
    publisherThreads: 0,
    consumerThreads: 0,
    publisher: {
      messageSizeBytes: BODY_BYTES,
      confirms: true,
      confirmWindow: 1,
      confirmMode: "batch",
      persistent: false,
      publishRatePerSecond: 0,
      inFlight: options.inFlight ?? 1,
    },
    consumer: { prefetch: 200, ackMode: "single", multipleAckEvery: 100 },
    warmupMs: 0,
    durationMs: 2_000,
    connectTimeoutMs: 15_000,
    confirmTimeoutMs: 10_000,
    drainIdleTimeoutMs: 5_000,
    drainTimeoutMs: 30_000,
    connectionNamePrefix: `${queue} generator`,
    latencies: false,
    work: options.work,
    logger: silentLogger,
  });
  if (load.uniqueConsumed !== load.published || !load.work) {
    throw new Error(`generator trial invalid: published ${load.published}, consumed ${load.uniqueConsumed}`);
  }
  return { messages: (load.published + load.delivered) / 2, ...load.work };
}
