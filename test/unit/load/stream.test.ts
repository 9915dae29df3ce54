import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { streamConfFile, streamUrl } from "../../../src/brokers/testcontainers/stream-port.js";
import { IdleAckFlush } from "../../../src/load/idle-ack-flush.js";
import { acceptedMessages } from "../../../src/load/integrity.js";
import { streamClientParams } from "../../../src/load/stream/connect.js";
import { throughputScenario } from "../../../src/scenarios/load/throughput.js";
import type { TargetConfig } from "../../../src/model/config.js";

describe("stream protocol URLs", () => {
  it("give the client its host, port, credentials and vhost", () => {
    expect(streamClientParams("rabbitmq-stream://perf%40gate:p%3Ass@10.0.0.1:35001/%2F", "c")).toEqual({
      hostname: "10.0.0.1",
      port: 35001,
      username: "perf@gate",
      password: "p:ss",
      vhost: "/",
      connectionName: "c",
    });
    expect(streamClientParams("rabbitmq-stream+tls://h/v1", "c")).toMatchObject({
      port: 5551,
      vhost: "v1",
      ssl: true,
    });
  });

  it("round-trip what a started node advertises", () => {
    const endpoint = { host: "172.17.0.1", hostPort: 35001 };
    const url = streamUrl(endpoint, { user: "perf-gate", password: "s3cr/t" });
    expect(streamClientParams(url, "c")).toMatchObject({
      hostname: "172.17.0.1",
      port: 35001,
      password: "s3cr/t",
      vhost: "/",
    });
    expect(streamConfFile(endpoint).content).toContain(
      "stream.advertised_host = 172.17.0.1\nstream.advertised_port = 35001\n",
    );
  });
});

describe("throughput over the stream protocol", () => {
  const target = (protocol: "stream" | "amqp091") =>
    ({
      id: "t",
      provider: "external",
      amqpUrls: ["amqp://h"],
      protocol,
      queueType: "stream",
    }) as unknown as TargetConfig;
  const params = (extra: Record<string, unknown>) => throughputScenario.parameters.parse(extra);

  it("refuses exchange hops", () => {
    expect(throughputScenario.targetProblem!(params({ exchangeHops: 1 }), target("stream"))).toMatch(
      /exchangeHops must be 0/,
    );
    expect(throughputScenario.targetProblem!(params({}), target("stream"))).toBeUndefined();
  });
});

describe("acceptedMessages", () => {
  it("takes returned messages off the confirmed ones over AMQP 0.9.1 only", () => {
    const counts = { confirms: true, published: 100, confirmed: 90, returned: 10 };
    expect(acceptedMessages({ ...counts, protocol: "amqp091" })).toBe(80);
    expect(acceptedMessages({ ...counts, protocol: undefined })).toBe(80);
    expect(acceptedMessages({ ...counts, protocol: "amqp10" })).toBe(90);
    expect(acceptedMessages({ ...counts, confirms: false, protocol: "amqp10" })).toBe(90);
  });
});

describe("IdleAckFlush", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("flushes only when deliveries pause, not on every tick", () => {
    const flush = vi.fn();
    const idle = new IdleAckFlush(flush);
    for (let tick = 0; tick < 10; tick++) {
      idle.noteDelivery();
      vi.advanceTimersByTime(20);
    }
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(flush).toHaveBeenCalledTimes(1);
    idle.stop();
    vi.advanceTimersByTime(200);
    expect(flush).toHaveBeenCalledTimes(1);
  });
});
