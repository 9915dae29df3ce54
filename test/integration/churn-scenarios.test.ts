import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { connectAmqp } from "../../src/load/amqp091/connect.js";
import { GATE_USER } from "../../src/brokers/setup-plan.js";
import { channelChurnScenario } from "../../src/scenarios/churn/channel-churn.js";
import { connectionChurnScenario } from "../../src/scenarios/churn/connection-churn.js";
import type { Scenario } from "../../src/scenarios/scenario.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";

// Connection and channel churn on a real RabbitMQ 4.0.5: both variants measured with their work,
// and no connection of the scenario left open on the broker, whether the trial succeeded, was
// aborted, or failed because the broker refused connections.

const enabled = await dockerTestsEnabled("churn scenario integration tests");

const SCENARIOS = [
  { scenario: connectionChurnScenario, prefixes: ["connection", "concurrentConnection"] },
  { scenario: channelChurnScenario, prefixes: ["channel", "concurrentChannel"] },
] as const;

describe.skipIf(!enabled)("connection and channel churn on RabbitMQ 4.0.5", () => {
  const rabbit = sharedBroker();

  it("the check for leftovers sees a connection of the prefix while it is open", async () => {
    const prefix = `it-control-${randomUUID().slice(0, 8)}`;
    const connection = await connectAmqp(rabbit().broker.amqpUrls[0]!, {
      connectionName: prefix,
      timeoutMs: 10_000,
    });
    try {
      expect(await rabbit().leftovers(prefix)).toHaveLength(1);
    } finally {
      await connection.close();
    }
    expect(await rabbit().leftovers(prefix)).toEqual([]);
  });

  it.each(SCENARIOS)(
    "$scenario.id: both variants with their rates, latencies and work; every connection closed",
    { timeout: 60_000 },
    async ({ scenario, prefixes }) => {
      const params = (scenario as Scenario).parameters.parse({
        warmupMs: 100,
        operations: 200,
        concurrency: 4,
      });
      const trial = rabbit().context(scenario.id);
      const outcome = await (scenario as Scenario).runTrial(trial, params);
      expect(outcome.valid).toBe(true);
      expect(outcome.warnings).toEqual([]);
      for (const metric of (scenario as Scenario).metrics(params)) {
        expect(outcome.metrics[metric.id], metric.id).toBeGreaterThan(0);
      }
      expect(outcome.work?.map((w) => [w.window, w.operations])).toEqual(prefixes.map((p) => [p, 200]));
      // A cycle costs the broker real work: thousands of reductions, not a rounding error.
      expect(outcome.metrics[`${prefixes[0]}ReductionsPerOp`]).toBeGreaterThan(1_000);
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
    },
  );

  it.each(SCENARIOS)(
    "$scenario.id: an aborted trial leaves no connection open",
    { timeout: 60_000 },
    async ({ scenario }) => {
      const abort = new AbortController();
      const trial = rabbit().context(`${scenario.id}-abort`, { signal: abort.signal });
      const params = (scenario as Scenario).parameters.parse({
        warmupMs: 0,
        operations: 1_000_000,
        maxDurationMs: 60_000,
        concurrency: 4,
      });
      setTimeout(() => abort.abort(), 500);
      await expect((scenario as Scenario).runTrial(trial, params)).rejects.toThrow(/aborted/);
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
    },
  );

  it(
    "connection-churn: connections the broker refuses fail the trial, and every one opened is closed",
    {
      timeout: 60_000,
    },
    async () => {
      await rabbit().rabbitmqctl(["set_vhost_limits", "-p", "/", '{"max-connections": 3}']);
      try {
        const trial = rabbit().context("connection-churn-refused");
        const params = connectionChurnScenario.parameters.parse({
          warmupMs: 0,
          operations: 500,
          concurrency: 8,
        });
        // The broker answers the 4th connection's open with connection.close (530, limit reached).
        await expect(connectionChurnScenario.runTrial(trial, params)).rejects.toThrow(
          /connect to amqp:\/\/perf-gate:\*\*\*@.*ConnectionClose/,
        );
        expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
      } finally {
        await rabbit().rabbitmqctl(["clear_vhost_limits", "-p", "/"]);
      }
    },
  );

  it(
    "channel-churn: a channel limit the cycles hit fails the trial, and its connections are closed",
    {
      timeout: 60_000,
    },
    async () => {
      await rabbit().rabbitmqctl(["set_user_limits", GATE_USER, '{"max-channels": 2}']);
      try {
        const trial = rabbit().context("channel-churn-refused");
        const params = channelChurnScenario.parameters.parse({
          warmupMs: 0,
          operations: 500,
          concurrency: 4,
        });
        await expect(channelChurnScenario.runTrial(trial, params)).rejects.toThrow(/^open channel: /);
        expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
      } finally {
        await rabbit().rabbitmqctl(["clear_user_limits", GATE_USER, "all"]);
      }
    },
  );
});
