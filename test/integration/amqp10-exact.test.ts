import { randomUUID } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSession } from "../../src/amqp/admin.js";
import { queueAddress } from "../../src/load/amqp10/address.js";
import { RHEA_SESSION_BUFFER } from "../../src/load/amqp10/connect.js";
import { Amqp10Consumer } from "../../src/load/amqp10/consumer.js";
import { Amqp10Publisher } from "../../src/load/amqp10/publisher.js";
import { createLatencyHistogram } from "../../src/load/histogram.js";
import { assessIntegrity } from "../../src/load/integrity.js";
import { runLoad, type LoadPlan } from "../../src/load/load-run.js";
import type { ClientSpec } from "../../src/load/worker-messages.js";
import { SequenceTracker } from "../../src/load/sequence-tracker.js";
import { silentLogger } from "../../src/model/logger.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { THREE_X_WITH_PLUGINS, sharedBroker } from "./broker.js";

// The AMQP 1.0 client counts exactly what the broker did, on real brokers. Each test failed before
// its fix: a drain that stopped early when messages were released; a confirm window and a prefetch
// silently capped at rhea's 2,048-delivery session buffer; pre-settled transfers rhea still held
// dropped when a publisher without confirms closed.

const enabled = await dockerTestsEnabled("AMQP 1.0 accounting tests");

/** Client hooks that keep what failed, for the test to assert none did. */
function recordingHooks(): { failures: string[]; onFatal(message: string): void; onWarning(): void } {
  const failures: string[] = [];
  return { failures, onFatal: (message) => failures.push(message), onWarning: () => {} };
}

/** A load plan of AMQP 1.0 clients on `urls`; the fields a test changes come in `overrides`. */
function amqp10Plan(urls: readonly string[], prefix: string, overrides: Partial<LoadPlan>): LoadPlan {
  return {
    amqpUrls: urls,
    protocol: { name: "amqp10", addressFormat: "v2" },
    queues: [],
    publishers: 1,
    consumers: 1,
    publisherThreads: 0,
    consumerThreads: 0,
    publisher: {
      messageSizeBytes: 100,
      confirms: true,
      confirmWindow: 100,
      confirmMode: "sliding",
      persistent: false,
      publishRatePerSecond: 0,
      inFlight: 0,
    },
    consumer: { prefetch: 200, ackMode: "single", multipleAckEvery: 100 },
    warmupMs: 200,
    durationMs: 1_000,
    connectTimeoutMs: 15_000,
    confirmTimeoutMs: 10_000,
    drainIdleTimeoutMs: 5_000,
    drainTimeoutMs: 60_000,
    connectionNamePrefix: prefix,
    logger: silentLogger,
    ...overrides,
  };
}

/** A publisher of confirm window 4,096 in batch mode has more than rhea's 2,048 in flight at its peak. */
async function expectWindowFills(url: string, queue: string, format: "v1" | "v2"): Promise<void> {
  const confirmWindow = 4_096;
  const spec: ClientSpec = {
    index: 0,
    url,
    queue,
    exchange: "",
    targetAddress: queueAddress(queue, format),
  };
  const hooks = recordingHooks();
  const publisher = new Amqp10Publisher(
    spec,
    {
      messageSizeBytes: 100,
      confirms: true,
      confirmWindow,
      confirmMode: "batch",
      persistent: false,
      publishRatePerSecond: 0,
      inFlight: 0,
    },
    hooks,
    createLatencyHistogram(),
  );
  try {
    await publisher.connect(15_000, `it-a10-window-${randomUUID().slice(0, 8)}`);
    publisher.start();
    const deadline = Date.now() + 10_000;
    while (publisher.confirmed < 3 * confirmWindow && Date.now() < deadline) await delay(50);
    const { unconfirmed } = await publisher.stop(10_000);
    expect(unconfirmed).toBe(0);
    expect(publisher.confirmed).toBeGreaterThanOrEqual(3 * confirmWindow);
    // In batch mode a window opens whole, and the 3.x plugin grants credit for all of it, so nearly
    // all of it is in flight before the first confirms return (4,095 of 4,096 measured). rhea's
    // default buffer stopped the sender at 2,048. (RabbitMQ 4.x grants less link credit than that:
    // its in-flight peak follows the broker's credit, about 500 here, not the window.)
    expect(publisher.peakInFlight).toBeGreaterThan(RHEA_SESSION_BUFFER);
    expect(publisher.peakInFlight).toBeLessThanOrEqual(confirmWindow);
    expect(hooks.failures).toEqual([]);
  } finally {
    await publisher.close();
  }
}

describe.skipIf(!enabled)("AMQP 1.0 accounting on 4.0.5", () => {
  const rabbit = sharedBroker();
  let admin: AdminSession;
  const queues: string[] = [];

  beforeAll(async () => {
    admin = await AdminSession.open(rabbit().broker.amqpUrls[0]!, "amqp10 accounting test", 15_000);
  });
  afterAll(async () => {
    await admin?.deleteQueues(queues);
    await admin?.close();
  });

  async function declare(name: string): Promise<string> {
    const queue = `it-a10-${name}-${randomUUID().slice(0, 8)}`;
    await admin.declareQueue(queue, { durable: true });
    queues.push(queue);
    return queue;
  }

  it(
    "released messages are not taken off the accepted ones twice: the drain waits for every accepted message",
    { timeout: 120_000 },
    async () => {
      // Publisher 0 reaches its queue; publisher 1 publishes through amq.direct with a routing key
      // nothing is bound to, so the broker releases each of its messages. The one consumer that
      // has work acks one message at a time, so its queue holds a backlog when publishing stops.
      const routed = await declare("routed");
      const unbound = await declare("unbound");
      const prefix = `it-a10-released-${randomUUID().slice(0, 8)}`;
      const load = await runLoad(
        amqp10Plan(rabbit().broker.amqpUrls, prefix, {
          queues: [routed, unbound],
          exchanges: ["", "amq.direct"],
          publishers: 2,
          consumers: 2,
          consumer: { prefetch: 1, ackMode: "single", multipleAckEvery: 1 },
        }),
      );
      expect(load.returned).toBeGreaterThan(0);
      expect(load.backlogAtEnd).toBeGreaterThan(0);
      expect(load.drainComplete).toBe(true);
      expect(load.uniqueConsumed).toBe(load.confirmed);
      const verdict = assessIntegrity({ protocol: "amqp10", confirms: true, ...load });
      expect(verdict.counters.lost).toBe(0);
      expect(verdict.invalidReason).toMatch(/released or modified/);
      expect(await rabbit().leftovers(prefix)).toEqual([]);
    },
  );

  it(
    "a prefetch above 4,096 with multiple acks holds more than rhea's 2,048 deliveries, up to its batch",
    { timeout: 60_000 },
    async () => {
      const queue = await declare("prefetch");
      const messages = 12_000;
      await admin.call("fill the queue", async (channel) => {
        const body = Buffer.alloc(100);
        for (let i = 0; i < messages; i++) channel.sendToQueue(queue, body);
        return true;
      });
      const deadline = Date.now() + 20_000;
      while ((await admin.readyMessages([queue])) < messages && Date.now() < deadline) await delay(100);
      const hooks = recordingHooks();
      const consumer = new Amqp10Consumer(
        {
          index: 0,
          url: rabbit().broker.amqpUrls[0]!,
          queue,
          exchange: "",
          sourceAddress: queueAddress(queue, "v2"),
        },
        { prefetch: 10_000, ackMode: "multiple", multipleAckEvery: 5_000, publisherCount: 1 },
        hooks,
        new SequenceTracker(),
        createLatencyHistogram(),
      );
      try {
        await consumer.connect(15_000, `it-a10-prefetch-${randomUUID().slice(0, 8)}`);
        const until = Date.now() + 20_000;
        while (consumer.accounting.delivered < messages && Date.now() < until) await delay(50);
        expect(consumer.accounting.delivered).toBe(messages);
        expect(consumer.peakHeld).toBeGreaterThan(RHEA_SESSION_BUFFER);
        expect(consumer.peakHeld).toBeLessThanOrEqual(5_000);
        await consumer.finish(10_000);
        expect(await admin.readyMessages([queue])).toBe(0);
        expect(hooks.failures).toEqual([]);
      } finally {
        await consumer.close();
      }
    },
  );
});

describe.skipIf(!enabled)("AMQP 1.0 without confirms on 3.10.8 through the plugin", () => {
  // The AMQP 1.0 plugin on a 3.x broker, the MQTT file's: one broker for both (broker.ts).
  const rabbit = sharedBroker(THREE_X_WITH_PLUGINS);
  let admin: AdminSession;
  const queues: string[] = [];

  beforeAll(async () => {
    admin = await AdminSession.open(rabbit().broker.amqpUrls[0]!, "amqp10 presettled test", 15_000);
  });
  afterAll(async () => {
    await admin?.deleteQueues(queues);
    await admin?.close();
  });

  it("a confirm window above rhea's 2,048-delivery session buffer fills", { timeout: 60_000 }, async () => {
    const queue = `it-a10-window-${randomUUID().slice(0, 8)}`;
    await admin.declareQueue(queue, { durable: true });
    queues.push(queue);
    await expectWindowFills(rabbit().broker.amqpUrls[0]!, queue, "v1");
  });

  it(
    "a publisher stopping waits for the transfers rhea still holds: none is counted published and lost",
    { timeout: 180_000 },
    async () => {
      // Measured before the fix: 1 or 2 messages of ~190,000 lost in each of 6 of 6 trials here
      // (two publishers at saturation, 16-byte bodies, a classic queue): one trial shows it.
      const queue = `it-a10-presettled-${randomUUID().slice(0, 8)}`;
      await admin.declareQueue(queue, { durable: true });
      queues.push(queue);
      const load = await runLoad(
        amqp10Plan(rabbit().broker.amqpUrls, `${queue}-load`, {
          protocol: { name: "amqp10", addressFormat: "v1" },
          queues: [queue],
          publishers: 2,
          publisher: {
            messageSizeBytes: 16,
            confirms: false,
            confirmWindow: 1,
            confirmMode: "sliding",
            persistent: false,
            publishRatePerSecond: 0,
            inFlight: 0,
          },
          durationMs: 1_500,
        }),
      );
      expect(load.drainComplete).toBe(true);
      expect(load.uniqueConsumed).toBe(load.published);
      expect(load.duplicates).toBe(0);
      expect(await rabbit().leftovers(`${queue}-load`)).toEqual([]);
    },
  );
});
