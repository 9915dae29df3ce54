import { describe, expect, it } from "vitest";
import { connectionChurnScenario } from "../../src/scenarios/churn/connection-churn.js";
import { footprintScenario } from "../../src/scenarios/footprint.js";
import { latencyScenario } from "../../src/scenarios/load/latency.js";
import { throughputScenario } from "../../src/scenarios/load/throughput.js";
import type { TrialOutcome } from "../../src/scenarios/scenario.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { THREE_X_WITH_PLUGINS, sharedBroker, type TestBroker } from "./broker.js";

// MQTT end to end through the MQTT plugin: publishers publish to a topic, each subscriber's queue
// (declared by the plugin) receives it. Native on 4.0.5, proxied through AMQP 0.9.1 channels on
// 3.10.8. At QoS 1 every message is counted and a lost one invalidates the trial; at QoS 0 drops
// are a metric. A subscriber the broker disconnects fails the trial; nothing is left behind.

const enabled = await dockerTestsEnabled("MQTT tests");

const SHORT = { warmupMs: 500, durationMs: 2_000, workPhaseMs: 1_000 };

function expectExact(outcome: TrialOutcome): void {
  expect(outcome.invalidReason).toBeUndefined();
  expect(outcome.valid).toBe(true);
  expect(outcome.counters).toMatchObject({ nacked: 0, returned: 0, duplicates: 0, lost: 0 });
  expect(outcome.counters!.consumed).toBe(outcome.counters!.confirmed);
  expect(outcome.counters!.consumed).toBeGreaterThan(0);
}

/** A QoS 1 trial whose subscriber the broker disconnects fails, naming it; nothing is left. */
function itFailsOnADisconnectedSubscriber(rabbit: () => TestBroker, name: string): void {
  it(
    "fails a QoS 1 trial whose subscriber the broker disconnects, naming it; nothing is left",
    { timeout: 120_000 },
    async () => {
      const params = throughputScenario.parameters.parse({
        warmupMs: 500,
        durationMs: 8_000,
        workPhaseMs: 0,
      });
      const context = rabbit().context(name, { queueType: "classic", protocol: "mqtt" });
      const outcome = throughputScenario.runTrial(context, params).then(
        () => "completed",
        (error: unknown) => (error as Error).message,
      );
      // The subscriber's client identifier is its connection name without spaces.
      const closed = await rabbit().closeConnectionsNaming(`${context.resourcePrefix}-consumer-0`, 20_000);
      expect(closed).toBe(1);
      expect(await outcome).toMatch(/consumer 0: .*(closed|disconnected|failed|lost)/);
      expect(await rabbit().leftovers(context.resourcePrefix)).toEqual([]);
    },
  );
}

describe.skipIf(!enabled)("MQTT on RabbitMQ 4.0.5 (native)", () => {
  const rabbit = sharedBroker(
    { image: "4.0.5", id: "it-mqtt-4", target: { protocol: "mqtt", queueType: "classic" } },
    { scope: "file" },
  );

  it("lists an MQTT URL per node", () => {
    expect(rabbit().broker.mqttUrls).toHaveLength(1);
    expect(rabbit().broker.mqttUrls![0]).toMatch(/^mqtt:\/\//);
  });

  it(
    "measures QoS 1 over MQTT 3.1.1: every message counted, the work per message read",
    { timeout: 120_000 },
    async () => {
      const params = throughputScenario.parameters.parse({
        ...SHORT,
        publishers: 2,
        consumers: 2,
        queues: 2,
      });
      const context = rabbit().context("mqtt-q1", { queueType: "classic", protocol: "mqtt" });
      const outcome = await throughputScenario.runTrial(context, params);
      expectExact(outcome);
      for (const id of [
        "publishRate",
        "consumeRate",
        "e2eLatencyP99Us",
        "confirmLatencyP99Us",
        "reductionsPerMessage",
      ]) {
        expect(outcome.metrics[id], id).toBeGreaterThan(0);
      }
      expect(outcome.metrics.droppedPct).toBeUndefined();
      expect(await rabbit().leftovers(context.resourcePrefix)).toEqual([]);
    },
  );

  it(
    "measures QoS 1 over MQTT 5 with persistent sessions, and discards the sessions after",
    { timeout: 120_000 },
    async () => {
      const params = throughputScenario.parameters.parse({
        ...SHORT,
        mqttVersion: "5",
        mqttSession: "persistent",
      });
      const context = rabbit().context("mqtt-q1-v5", { queueType: "classic", protocol: "mqtt" });
      const outcome = await throughputScenario.runTrial(context, params);
      expectExact(outcome);
      expect(await rabbit().leftovers(context.resourcePrefix)).toEqual([]);
    },
  );

  it("measures QoS 0 over MQTT 5: drops are a metric, not an error", { timeout: 120_000 }, async () => {
    const params = throughputScenario.parameters.parse({
      ...SHORT,
      mqttVersion: "5",
      confirms: false,
      ackMode: "auto",
      prefetch: 0,
    });
    const context = rabbit().context("mqtt-q0-v5", { queueType: "classic", protocol: "mqtt" });
    const outcome = await throughputScenario.runTrial(context, params);
    expect(outcome.invalidReason).toBeUndefined();
    expect(outcome.valid).toBe(true);
    expect(outcome.counters).toMatchObject({ duplicates: 0 });
    expect(outcome.metrics.droppedPct).toBeGreaterThanOrEqual(0);
    expect(outcome.metrics.droppedPct).toBeCloseTo(
      (100 * outcome.counters!.lost) / outcome.counters!.published,
      6,
    );
    expect(await rabbit().leftovers(context.resourcePrefix)).toEqual([]);
  });

  itFailsOnADisconnectedSubscriber(rabbit, "mqtt-detach");

  it(
    "churns MQTT connections with a subscription each, and holds them for footprint; nothing is left",
    { timeout: 120_000 },
    async () => {
      const churnContext = rabbit().context("mqtt-churn", { queueType: "classic", protocol: "mqtt" });
      const churn = await connectionChurnScenario.runTrial(
        churnContext,
        connectionChurnScenario.parameters.parse({
          operations: 100,
          warmupMs: 0,
          concurrency: 4,
          mqttSubscription: true,
        }),
      );
      expect(churn.invalidReason).toBeUndefined();
      expect(churn.metrics.connectionOpsPerSec).toBeGreaterThan(0);
      expect(churn.metrics.concurrentConnectionReductionsPerOp).toBeGreaterThan(0);
      expect(await rabbit().leftovers(churnContext.resourcePrefix)).toEqual([]);

      const footprintContext = rabbit().context("mqtt-footprint", { queueType: "classic", protocol: "mqtt" });
      const footprint = await footprintScenario.runTrial(
        footprintContext,
        footprintScenario.parameters.parse({ connections: 100, queues: 0, mqttSubscription: true }),
      );
      expect(footprint.invalidReason).toBeUndefined();
      // A subscribed native MQTT connection with its queue: tens of KB, not the AMQP connection's 86 KB.
      expect(footprint.metrics.memoryPerConnectionBytes).toBeGreaterThan(5_000);
      expect(footprint.metrics.memoryPerConnectionBytes).toBeLessThan(80_000);
      expect(await rabbit().leftovers(footprintContext.resourcePrefix)).toEqual([]);
    },
  );
});

describe.skipIf(!enabled)("MQTT on RabbitMQ 3.10.8 (proxied through AMQP 0.9.1)", () => {
  // Shared with the AMQP 1.0 tests that need the 3.x plugin.
  const rabbit = sharedBroker(THREE_X_WITH_PLUGINS);

  it("measures QoS 1 over MQTT 3.1.1 with every message counted", { timeout: 120_000 }, async () => {
    const params = throughputScenario.parameters.parse(SHORT);
    const context = rabbit().context("mqtt3-q1", { queueType: "classic", protocol: "mqtt" });
    expectExact(await throughputScenario.runTrial(context, params));
    expect(await rabbit().leftovers(context.resourcePrefix)).toEqual([]);
  });

  it("measures QoS 0 over MQTT 3.1.1", { timeout: 120_000 }, async () => {
    const params = throughputScenario.parameters.parse({
      ...SHORT,
      confirms: false,
      ackMode: "auto",
      prefetch: 0,
    });
    const context = rabbit().context("mqtt3-q0", { queueType: "classic", protocol: "mqtt" });
    const outcome = await throughputScenario.runTrial(context, params);
    expect(outcome.invalidReason).toBeUndefined();
    expect(outcome.metrics.droppedPct).toBeGreaterThanOrEqual(0);
    expect(await rabbit().leftovers(context.resourcePrefix)).toEqual([]);
  });

  it("measures latency at a fixed rate at QoS 1", { timeout: 120_000 }, async () => {
    // 500 msg/s, not the default 2,000: with another test file on the same two cores the 3.10.8
    // plugin (MQTT proxied through AMQP 0.9.1) once consumed 1,279 of 2,000, and the trial rightly
    // said the offered rate was not reached. The test checks the mechanics, not the plugin's speed.
    const params = latencyScenario.parameters.parse({ ...SHORT, ratePerSecond: 500 });
    const context = rabbit().context("mqtt3-lat", { queueType: "classic", protocol: "mqtt" });
    const outcome = await latencyScenario.runTrial(context, params);
    expect(outcome.invalidReason).toBeUndefined();
    expect(outcome.metrics.e2eLatencyP99Us).toBeGreaterThan(0);
    expect(outcome.metrics.confirmLatencyP99Us).toBeGreaterThan(0);
    expect(await rabbit().leftovers(context.resourcePrefix)).toEqual([]);
  });

  itFailsOnADisconnectedSubscriber(rabbit, "mqtt3-detach");
});
