import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAmqp } from "../../src/amqp/connect.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { TestcontainersProvider } from "../../src/brokers/testcontainers.js";
import { TestcontainersTargetSchema } from "../../src/model/config.js";
import { silentLogger } from "../../src/model/logger.js";
import { channelChurnScenario } from "../../src/scenarios/churn/channel-churn.js";
import { connectionChurnScenario } from "../../src/scenarios/churn/connection-churn.js";
import type { Scenario, TrialContext } from "../../src/scenarios/scenario.js";
import { openWorkMeter, type WorkMeter } from "../../src/work/meter.js";
import { probeDockerEngine } from "./bench-images.js";

// Connection and channel churn on a real RabbitMQ 4.0.5: both variants measured with their work,
// and no connection of the scenario left open on the broker, whether the trial succeeded, was
// aborted, or failed because the broker refused connections.

const IMAGE = "rabbitmq:4.0.5-management";
const engine = await probeDockerEngine();
if (!engine.reachable && !process.env.CI) {
  console.warn(`skipping churn scenario integration tests: no Docker engine (${engine.reason})`);
}

const provider = new TestcontainersProvider({
  labels: { "rabbitmq-perf-gate.test-session": randomUUID() },
});
let broker: StartedBroker;
let work: WorkMeter;

function context(name: string, signal?: AbortSignal): TrialContext {
  return {
    broker,
    queueType: "classic",
    logger: silentLogger,
    trial: 1,
    trials: 1,
    resourcePrefix: `it-${name}-${randomUUID().slice(0, 8)}`,
    work,
    ...(signal && { signal }),
  };
}

async function rabbitmqctl(...command: string[]): Promise<string> {
  const result = await broker.exec!(0, ["rabbitmqctl", ...command]);
  expect(result.exitCode, result.output).toBe(0);
  return result.output;
}

/** The broker's open connections that a trial with this prefix opened (its connection_name). */
async function openConnections(prefix: string): Promise<string[]> {
  const listing = await rabbitmqctl("list_connections", "client_properties", "--quiet", "--no-table-headers");
  return listing.split("\n").filter((line) => line.includes(prefix));
}

const SCENARIOS = [
  { scenario: connectionChurnScenario, prefixes: ["connection", "concurrentConnection"] },
  { scenario: channelChurnScenario, prefixes: ["channel", "concurrentChannel"] },
] as const;

describe.skipIf(!engine.reachable && !process.env.CI)(
  "connection and channel churn on RabbitMQ 4.0.5",
  () => {
    beforeAll(async () => {
      const target = {
        ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image: IMAGE }),
        id: "it",
      };
      broker = await provider.start(target, { logger: silentLogger });
      const opened = await openWorkMeter(broker.metricsUrls);
      expect(opened.source.note).toBeUndefined();
      work = opened.meter;
    }, 180_000);

    afterAll(async () => {
      await broker?.stop();
    });

    it("the check for leftovers sees a connection of the prefix while it is open", async () => {
      const prefix = `it-control-${randomUUID().slice(0, 8)}`;
      const connection = await connectAmqp(broker.amqpUrls[0]!, {
        connectionName: prefix,
        timeoutMs: 10_000,
      });
      try {
        expect(await openConnections(prefix)).toHaveLength(1);
      } finally {
        await connection.close();
      }
      expect(await openConnections(prefix)).toEqual([]);
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
        const trial = context(scenario.id);
        const outcome = await (scenario as Scenario).runTrial(trial, params);
        expect(outcome.valid).toBe(true);
        expect(outcome.warnings).toEqual([]);
        for (const metric of (scenario as Scenario).metrics(params)) {
          expect(outcome.metrics[metric.id], metric.id).toBeGreaterThan(0);
        }
        expect(outcome.work?.map((w) => [w.window, w.operations])).toEqual(prefixes.map((p) => [p, 200]));
        // A cycle costs the broker real work: thousands of reductions, not a rounding error.
        expect(outcome.metrics[`${prefixes[0]}ReductionsPerOp`]).toBeGreaterThan(1_000);
        expect(await openConnections(trial.resourcePrefix)).toEqual([]);
      },
    );

    it.each(SCENARIOS)(
      "$scenario.id: an aborted trial leaves no connection open",
      { timeout: 60_000 },
      async ({ scenario }) => {
        const abort = new AbortController();
        const trial = context(`${scenario.id}-abort`, abort.signal);
        const params = (scenario as Scenario).parameters.parse({
          warmupMs: 0,
          operations: 1_000_000,
          maxDurationMs: 60_000,
          concurrency: 4,
        });
        setTimeout(() => abort.abort(), 500);
        await expect((scenario as Scenario).runTrial(trial, params)).rejects.toThrow(/aborted/);
        expect(await openConnections(trial.resourcePrefix)).toEqual([]);
      },
    );

    it(
      "connection-churn: connections the broker refuses fail the trial, and every one opened is closed",
      {
        timeout: 60_000,
      },
      async () => {
        await rabbitmqctl("set_vhost_limits", "-p", "/", '{"max-connections": 3}');
        try {
          const trial = context("connection-churn-refused");
          const params = connectionChurnScenario.parameters.parse({
            warmupMs: 0,
            operations: 500,
            concurrency: 8,
          });
          // The broker answers the 4th connection's open with connection.close (530, limit reached).
          await expect(connectionChurnScenario.runTrial(trial, params)).rejects.toThrow(
            /connect to amqp:\/\/guest:\*\*\*@.*ConnectionClose/,
          );
          expect(await openConnections(trial.resourcePrefix)).toEqual([]);
        } finally {
          await rabbitmqctl("clear_vhost_limits", "-p", "/");
        }
      },
    );

    it(
      "channel-churn: a channel limit the cycles hit fails the trial, and its connections are closed",
      {
        timeout: 60_000,
      },
      async () => {
        await rabbitmqctl("set_user_limits", "guest", '{"max-channels": 2}');
        try {
          const trial = context("channel-churn-refused");
          const params = channelChurnScenario.parameters.parse({
            warmupMs: 0,
            operations: 500,
            concurrency: 4,
          });
          await expect(channelChurnScenario.runTrial(trial, params)).rejects.toThrow(/^open channel: /);
          expect(await openConnections(trial.resourcePrefix)).toEqual([]);
        } finally {
          await rabbitmqctl("clear_user_limits", "guest", "all");
        }
      },
    );
  },
);
