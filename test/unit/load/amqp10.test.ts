import { describe, expect, it } from "vitest";
import { addressFormatOf, publishAddress, queueAddress } from "../../../src/load/amqp10/address.js";
import { connectionOptionsOf } from "../../../src/load/amqp10/connect.js";
import { clientSpec } from "../../../src/load/client-spec.js";
import { assessIntegrity } from "../../../src/load/integrity.js";

describe("AMQP 1.0 addresses", () => {
  it("use the v2 format from 4.0 on and the v1 format of the 3.x plugin before", () => {
    expect(addressFormatOf("4.0.5")).toBe("v2");
    expect(addressFormatOf("4.3.6")).toBe("v2");
    expect(addressFormatOf("3.10.8")).toBe("v1");
    expect(addressFormatOf("3.13.7")).toBe("v1");
    // A version the rules cannot read: the current format.
    expect(addressFormatOf("unknown")).toBe("v2");
  });

  it("name a queue and an exchange with its routing key, percent-encoding v2 segments", () => {
    expect(queueAddress("perf-q0", "v2")).toBe("/queues/perf-q0");
    expect(queueAddress("a b/c", "v2")).toBe("/queues/a%20b%2Fc");
    expect(queueAddress("perf-q0", "v1")).toBe("/amq/queue/perf-q0");
    expect(publishAddress("", "perf-q0", "v2")).toBe("/queues/perf-q0");
    expect(publishAddress("perf-q0-x2", "perf-q0", "v2")).toBe("/exchanges/perf-q0-x2/perf-q0");
    expect(publishAddress("perf-q0-x2", "perf-q0", "v1")).toBe("/exchange/perf-q0-x2/perf-q0");
  });

  it("give each client its node, queue and addresses; AMQP 0.9.1 clients get no address", () => {
    const plan = {
      amqpUrls: ["amqp://a", "amqp://b"],
      queues: ["q0", "q1", "q2"],
      exchanges: ["q0-x1", "q1-x1", "q2-x1"],
    };
    expect(clientSpec({ ...plan, protocol: { name: "amqp10", addressFormat: "v2" } }, 4)).toEqual({
      index: 4,
      url: "amqp://a",
      queue: "q1",
      exchange: "q1-x1",
      targetAddress: "/exchanges/q1-x1/q1",
      sourceAddress: "/queues/q1",
    });
    expect(clientSpec({ ...plan, protocol: { name: "amqp091" } }, 1)).toEqual({
      index: 1,
      url: "amqp://b",
      queue: "q1",
      exchange: "q1-x1",
    });
    // Stream protocol clients connect to the nodes' stream URLs, round-robin as the AMQP ones.
    const streamUrls = ["rabbitmq-stream://a:5552", "rabbitmq-stream://b:5552", "rabbitmq-stream://c:5552"];
    expect(clientSpec({ ...plan, protocol: { name: "stream", streamUrls } }, 4)).toMatchObject({
      url: "rabbitmq-stream://b:5552",
      queue: "q1",
    });
  });
});

describe("AMQP 1.0 connection options", () => {
  it("take credentials, port and virtual host from the AMQP URL, without reconnecting", () => {
    expect(connectionOptionsOf("amqp://gate:p%40ss@127.0.0.1:32771/perf", "run publisher 0")).toEqual({
      host: "127.0.0.1",
      port: 32771,
      username: "gate",
      password: "p@ss",
      hostname: "vhost:perf",
      reconnect: false,
      properties: { connection_name: "run publisher 0" },
    });
    const tls = connectionOptionsOf("amqps://broker.example", "x");
    expect(tls).toMatchObject({
      port: 5671,
      transport: "tls",
      servername: "broker.example",
      hostname: "vhost:/",
    });
  });
});

describe("assessIntegrity over AMQP 1.0", () => {
  const base = {
    protocol: "amqp10" as const,
    confirms: true,
    published: 1000,
    confirmed: 1000,
    nacked: 0,
    returned: 0,
    uniqueConsumed: 1000,
    duplicates: 0,
  };

  it("accepts every accepted message consumed once", () => {
    expect(assessIntegrity(base).valid).toBe(true);
  });

  it("counts rejected messages as rejected, not lost, and says so", () => {
    const verdict = assessIntegrity({ ...base, confirmed: 990, nacked: 10, uniqueConsumed: 990 });
    expect(verdict.counters.lost).toBe(0);
    expect(verdict.counters.nacked).toBe(10);
    expect(verdict.valid).toBe(false);
    expect(verdict.invalidReason).toBe(
      "10 rejected by the broker (published 1000, accepted 990, rejected 10, released 0, consumed 990, duplicates 0)",
    );
  });

  it("does not subtract released messages from the accepted ones twice", () => {
    // Over AMQP 0.9.1 a returned message is also acked; over AMQP 1.0 released is its only outcome.
    const verdict = assessIntegrity({ ...base, confirmed: 995, returned: 5, uniqueConsumed: 995 });
    expect(verdict.counters.lost).toBe(0);
    expect(verdict.invalidReason).toContain("5 released or modified (not taken)");
    expect(verdict.invalidReason).not.toContain("never confirmed");
  });

  it("still finds a message accepted and never consumed", () => {
    const verdict = assessIntegrity({ ...base, uniqueConsumed: 999 });
    expect(verdict.counters.lost).toBe(1);
    expect(verdict.invalidReason).toContain("1 of 1000 accepted messages lost");
  });
});
