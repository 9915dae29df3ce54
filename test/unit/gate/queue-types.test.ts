import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { brokerReason, isBrokerRefusal } from "../../../src/gate/queue-arguments-probe.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { inputErrorOf } from "../../fixtures/input-error.js";

const resolve = (raw: unknown) => resolveConfig(raw, { registry: scenarioRegistry });

describe("stream targets", () => {
  const streamTarget = {
    provider: "testcontainers",
    image: "rabbitmq:4.0.5-management",
    queueType: "stream",
  };

  it("run the default parameters of every scenario", () => {
    // node-loss and backlog-drain do not run on streams: their own tests refuse it.
    const ids = [...scenarioRegistry.keys()].filter((id) => id !== "node-loss" && id !== "backlog-drain");
    const config = resolve({ targets: [streamTarget], scenarios: ids });
    expect(config.targets[0]!.queueType).toBe("stream");
  });

  it("refuse parameters a stream cannot consume with, naming the field and the target", () => {
    const error = inputErrorOf(() =>
      resolve({
        targets: [streamTarget],
        scenarios: ["queue-churn", { id: "throughput", params: { ackMode: "auto", prefetch: 0 } }],
      }),
    );
    expect(error.field).toBe("scenarios[1].params.ackMode");
    expect(error.message).toMatch(
      /stream queue needs manual acknowledgement.*target 'rabbitmq-4.0.5-management'/,
    );
    expect(
      inputErrorOf(() =>
        resolve({ targets: [streamTarget], scenarios: [{ id: "latency", params: { prefetch: 0 } }] }),
      ).field,
    ).toBe("scenarios[0].params.prefetch");
    expect(
      inputErrorOf(() =>
        resolve({ targets: [streamTarget], scenarios: [{ id: "throughput", params: { consumers: 2 } }] }),
      ).message,
    ).toMatch(/every consumer of a stream reads every message: expected consumers = queues \(1\)/);
    expect(
      inputErrorOf(() =>
        resolve({ targets: [streamTarget], scenarios: [{ id: "rpc", params: { serverAck: "auto" } }] }),
      ).field,
    ).toBe("scenarios[0].params.serverAck");
  });

  it("leave the same parameters alone on classic queues", () => {
    expect(() =>
      resolve({ scenarios: [{ id: "throughput", params: { ackMode: "auto", prefetch: 0, consumers: 2 } }] }),
    ).not.toThrow();
  });

  it("are impossible matrix cells before 3.9", () => {
    const config = resolve({
      matrix: { image: ["rabbitmq:3.8.34-management", "rabbitmq:3.10.8-management"], queueType: ["stream"] },
    });
    expect(config.targets.map((t) => t.id)).toEqual(["3.10.8-mnesia-stream-1n"]);
    expect(config.skippedTargets[0]!.reason).toMatch(
      /needs RabbitMQ 3.9 or later; 3.8.34 has no stream queues/,
    );
    expect(
      inputErrorOf(() =>
        resolve({
          targets: [{ ...streamTarget, image: "rabbitmq:3.8.34-management" }],
          scenarios: ["throughput"],
        }),
      ).message,
    ).toMatch(/queue type 'stream' needs RabbitMQ 3.9 or later/);
  });
});

describe("queueArgs", () => {
  it("is a parameter of every scenario that declares queues, validated by name", () => {
    for (const id of ["throughput", "latency", "queue-churn", "bind-churn", "rpc", "routing-scale"]) {
      const config = resolve({ scenarios: [{ id, params: { queueArgs: { "x-max-length": 1000 } } }] });
      const resolved = config.scenarios[0]!;
      expect(resolved.scenario.queueArguments?.(resolved.params)).toEqual({ "x-max-length": 1000 });
    }
    const error = inputErrorOf(() =>
      resolve({ scenarios: [{ id: "throughput", params: { queueArgs: { "x-max-length": [{}] } } }] }),
    );
    expect(error.field).toBe("scenarios[0].params.queueArgs['x-max-length']");
  });

  it("takes the broker's own reason out of amqplib's channel-close message, on one line", () => {
    expect(
      brokerReason(
        "declare probe queue: Operation failed: QueueDeclare; 406 (PRECONDITION-FAILED) with message \"PRECONDITION_FAILED - invalid arg 'x-max-length' for queue 'q' in vhost '/': {value_negative,-1}\"",
      ),
    ).toBe(
      "PRECONDITION_FAILED - invalid arg 'x-max-length' for queue 'q' in vhost '/': {value_negative,-1}",
    );
    expect(brokerReason("socket closed\nunexpectedly")).toBe("socket closed unexpectedly");
  });

  it("is a bad input only when the broker refused it, not when the connection failed", () => {
    expect(
      isBrokerRefusal('Operation failed: QueueDeclare; 406 (PRECONDITION-FAILED) with message "x"'),
    ).toBe(true);
    expect(isBrokerRefusal('Channel closed by server: 405 (RESOURCE-LOCKED) with message "y"')).toBe(true);
    expect(isBrokerRefusal("declare probe queue: timed out after 15000 ms")).toBe(false);
    expect(isBrokerRefusal("connect ECONNREFUSED 127.0.0.1:5672")).toBe(false);
  });
});
