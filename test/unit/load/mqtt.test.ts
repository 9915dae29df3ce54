import { describe, expect, it } from "vitest";
import { mqttUrl } from "../../../src/brokers/testcontainers/protocol-urls.js";
import { assessIntegrity } from "../../../src/load/integrity.js";
import { mqttClientId, mqttClientOptions } from "../../../src/load/mqtt/connect.js";
import { mqttConnectionCategories } from "../../../src/scenarios/footprint.js";
import { mqttLoadProblem } from "../../../src/scenarios/load/mqtt-fit.js";
import { latencyScenario } from "../../../src/scenarios/load/latency.js";
import { throughputScenario } from "../../../src/scenarios/load/throughput.js";
import type { TargetConfig } from "../../../src/model/config.js";

describe("MQTT client options", () => {
  it("take host, port and credentials from the URL, and never reconnect", () => {
    const url = mqttUrl("172.17.0.1", 32801, { user: "perf@gate", password: "p:ss/" });
    expect(mqttClientOptions(url, "c-1", { version: "3.1.1", session: "clean" })).toEqual({
      protocol: "mqtt",
      host: "172.17.0.1",
      port: 32801,
      clientId: "c-1",
      username: "perf@gate",
      password: "p:ss/",
      protocolVersion: 4,
      clean: true,
      reconnectPeriod: 0,
      resubscribe: false,
      queueQoSZero: false,
    });
  });

  it("speak MQTT 5 with a session expiry and a Receive Maximum when asked", () => {
    expect(mqttClientOptions("mqtts://h", "c", { version: "5", session: "persistent" }, 200)).toMatchObject({
      protocol: "mqtts",
      port: 8883,
      protocolVersion: 5,
      clean: false,
      properties: { sessionExpiryInterval: 3_600, receiveMaximum: 200 },
    });
    expect(mqttClientOptions("mqtt://h", "c", { version: "5", session: "clean" }).properties).toEqual({
      sessionExpiryInterval: 0,
    });
  });

  it("name clients without spaces", () => {
    expect(mqttClientId("it-x-1a2b consumer 0")).toBe("it-x-1a2b-consumer-0");
  });
});

describe("which loads MQTT can carry", () => {
  const testcontainers = (image: string) =>
    ({ provider: "testcontainers", image, protocol: "mqtt" }) as TargetConfig & { image: string };
  const load = (params: Record<string, unknown> = {}) => throughputScenario.parameters.parse(params);

  it("takes the default load at QoS 1 and QoS 0, and says nothing for other protocols", () => {
    expect(mqttLoadProblem(load(), testcontainers("rabbitmq:4.0.5-management"))).toBeUndefined();
    expect(
      mqttLoadProblem(
        load({ confirms: false, ackMode: "auto", prefetch: 0 }),
        testcontainers("rabbitmq:3.10.8-management"),
      ),
    ).toBeUndefined();
    expect(
      mqttLoadProblem(load({ consumers: 2 }), { provider: "testcontainers", protocol: "amqp091" }),
    ).toBeUndefined();
  });

  it.each([
    [{ consumers: 2 }, /expected consumers = queues \(1\), not 2/],
    [{ ackMode: "multiple" }, /PUBACK.*ackMode 'single' \(QoS 1\) or 'auto' \(QoS 0\)/],
    [{ exchangeHops: 1 }, /amq\.topic.*exchangeHops must be 0/],
    [{ queueArgs: { "x-max-length": 10 } }, /queueArgs do not apply over MQTT/],
    [{ persistent: true }, /QoS 1 messages as persistent.*leave persistent false/],
    [{ confirmWindow: 70_000 }, /confirmWindow must be at most 65535/],
  ])("refuses %o", (params, reason) => {
    expect(mqttLoadProblem(load(params), testcontainers("rabbitmq:4.0.5-management"))).toMatch(reason);
  });

  it("refuses MQTT 5 before RabbitMQ 3.13, and leaves an unknown version to the broker", () => {
    const v5 = load({ mqttVersion: "5" });
    expect(mqttLoadProblem(v5, testcontainers("rabbitmq:3.10.8-management"))).toBe(
      "RabbitMQ 3.10.8 speaks MQTT 3.1 and 3.1.1; MQTT 5 needs 3.13 or later (mqttVersion '3.1.1')",
    );
    expect(mqttLoadProblem(v5, testcontainers("rabbitmq:3.13.7-management"))).toBeUndefined();
    expect(mqttLoadProblem(v5, testcontainers("rabbitmq:management"))).toBeUndefined();
  });

  it("reads an unquoted MQTT version 5 from YAML as the version", () => {
    expect(load({ mqttVersion: 5 }).mqttVersion).toBe("5");
    expect(() => load({ mqttVersion: 4 })).toThrow(/mqttVersion/);
  });

  it("checks the latency scenario's load too", () => {
    const params = latencyScenario.parameters.parse({ consumers: 2, queues: 1 });
    expect(latencyScenario.targetProblem!(params, testcontainers("rabbitmq:4.0.5-management"))).toMatch(
      /expected consumers = queues/,
    );
  });
});

describe("at most once", () => {
  const counts = { confirms: false, published: 100, confirmed: 0, nacked: 0, returned: 0, duplicates: 0 };

  it("counts a message dropped at QoS 0 without invalidating the trial", () => {
    const verdict = assessIntegrity({ ...counts, protocol: "mqtt", uniqueConsumed: 97, atMostOnce: true });
    expect(verdict.valid).toBe(true);
    expect(verdict.counters.lost).toBe(3);
  });

  it("still invalidates a duplicate, and a loss where at least once was asked", () => {
    expect(
      assessIntegrity({ ...counts, protocol: "mqtt", uniqueConsumed: 100, duplicates: 1, atMostOnce: true })
        .valid,
    ).toBe(false);
    expect(assessIntegrity({ ...counts, protocol: "mqtt", uniqueConsumed: 97 }).valid).toBe(false);
  });

  it("reports droppedPct only over MQTT at QoS 0", () => {
    const ids = (params: Record<string, unknown>, protocol: "mqtt" | "amqp091") =>
      throughputScenario.metrics(throughputScenario.parameters.parse(params), protocol).map((m) => m.id);
    expect(ids({}, "mqtt")).not.toContain("droppedPct");
    expect(ids({ confirms: false }, "mqtt")).toContain("droppedPct");
    expect(ids({ ackMode: "auto", prefetch: 0 }, "mqtt")).toContain("droppedPct");
    expect(ids({ confirms: false, ackMode: "auto", prefetch: 0 }, "amqp091")).not.toContain("droppedPct");
  });
});

describe("an MQTT connection's memory", () => {
  it("counts the connection categories, and its subscription queue's when it subscribes", () => {
    expect(mqttConnectionCategories(false)).toEqual([
      "connection_readers",
      "connection_writers",
      "connection_channels",
      "connection_other",
    ]);
    expect(mqttConnectionCategories(true)).toContain("queue_procs");
    expect(mqttConnectionCategories(true)).not.toContain("plugins");
  });
});
