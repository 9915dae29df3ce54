import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSession } from "../../src/amqp/admin.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { TestcontainersProvider } from "../../src/brokers/testcontainers.js";
import { TestcontainersTargetSchema, type QueueType } from "../../src/model/config.js";
import { silentLogger } from "../../src/model/logger.js";
import { rpcScenario, runRpcTrial } from "../../src/scenarios/rpc.js";
import type { TrialContext, TrialOutcome } from "../../src/scenarios/scenario.js";
import { openWorkMeter, type WorkMeter } from "../../src/work/meter.js";
import { probeDockerEngine } from "./bench-images.js";

// Request/reply on a real RabbitMQ 4.0.5, on one node with classic queues and on a 3-node cluster
// with a quorum request queue: every window measured with its work, every reply checked, and a
// reply the server drops, corrupts or sends twice makes the trial invalid. Nothing of a trial
// stays on the broker: no connection of its prefix, no request queue.

const IMAGE = "rabbitmq:4.0.5-management";
const engine = await probeDockerEngine();
if (!engine.reachable && !process.env.CI) {
  console.warn(`skipping rpc integration tests: no Docker engine (${engine.reason})`);
}

const provider = new TestcontainersProvider({
  labels: { "rabbitmq-perf-gate.test-session": randomUUID() },
});

interface Bench {
  broker: StartedBroker;
  work: WorkMeter;
  admin: AdminSession;
}

async function startBench(nodes: 1 | 3, queueType: QueueType): Promise<Bench> {
  const target = {
    ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image: IMAGE, nodes, queueType }),
    id: `it-${nodes}n`,
  };
  const broker = await provider.start(target, { logger: silentLogger });
  const opened = await openWorkMeter(broker.metricsUrls);
  expect(opened.source.note).toBeUndefined();
  const admin = await AdminSession.open(broker.amqpUrls[0]!, "it rpc admin", 15_000);
  return { broker, work: opened.meter, admin };
}

function context(bench: Bench, queueType: QueueType, name: string): TrialContext {
  return {
    broker: bench.broker,
    queueType,
    logger: silentLogger,
    trial: 1,
    trials: 1,
    resourcePrefix: `it-${name}-${randomUUID().slice(0, 8)}`,
    work: bench.work,
  };
}

/** Connections of the prefix still open, on any node, and whether its request queue exists. */
async function leftovers(bench: Bench, prefix: string): Promise<{ connections: string[]; queue: boolean }> {
  const connections: string[] = [];
  for (let node = 0; node < bench.broker.amqpUrls.length; node++) {
    const listing = await bench.broker.exec!(node, [
      "rabbitmqctl",
      "list_connections",
      "client_properties",
      "--quiet",
      "--no-table-headers",
    ]);
    expect(listing.exitCode, listing.output).toBe(0);
    connections.push(...listing.output.split("\n").filter((line) => line.includes(prefix)));
  }
  return { connections, queue: await bench.admin.queueExists(`${prefix}-rpc-requests`) };
}

function expectCallMetrics(outcome: TrialOutcome, prefixes: string[]): void {
  expect(outcome.valid, outcome.invalidReason).toBe(true);
  for (const prefix of prefixes) {
    for (const suffix of ["OpsPerSec", "MsPerOpP50", "MsPerOpP99", "ReductionsPerOp", "ClientCpuUsPerOp"]) {
      expect(outcome.metrics[`${prefix}${suffix}`], `${prefix}${suffix}`).toBeGreaterThan(0);
    }
    // A call is a publish, a delivery, a reply and an ack: thousands of reductions, not noise.
    expect(outcome.metrics[`${prefix}ReductionsPerOp`]).toBeGreaterThan(1_000);
  }
}

const skip = !engine.reachable && !process.env.CI;

describe.skipIf(skip)("rpc on one RabbitMQ 4.0.5 node", () => {
  let bench: Bench;
  beforeAll(async () => {
    bench = await startBench(1, "classic");
  }, 180_000);
  afterAll(async () => {
    await bench?.admin.close();
    await bench?.broker.stop();
  });

  it(
    "both reply modes, two sizes, manual acks: calls/s, round trips and work per call",
    { timeout: 60_000 },
    async () => {
      const params = rpcScenario.parameters.parse({ sizes: [1, 4096], warmupMs: 100, calls: 300 });
      const trial = context(bench, "classic", "rpc");
      const outcome = await rpcScenario.runTrial(trial, params);
      const prefixes = ["directReply1B", "directReply4KiB", "queueReply1B", "queueReply4KiB"];
      expectCallMetrics(outcome, prefixes);
      expect(outcome.work?.map((w) => [w.window, w.operations])).toEqual(prefixes.map((p) => [p, 300]));
      expect(Object.keys(outcome.metrics).sort()).toEqual(
        rpcScenario
          .metrics(params)
          .map((m) => m.id)
          .sort(),
      );
      expect(await leftovers(bench, trial.resourcePrefix)).toEqual({ connections: [], queue: false });
    },
  );

  it("auto acks, several clients with several calls in flight", { timeout: 60_000 }, async () => {
    const params = rpcScenario.parameters.parse({
      sizes: [512],
      replyTo: ["direct"],
      serverAck: "auto",
      clients: 3,
      callsInFlight: 4,
      warmupMs: 100,
      calls: 600,
    });
    const trial = context(bench, "classic", "rpc-auto");
    const outcome = await rpcScenario.runTrial(trial, params);
    expectCallMetrics(outcome, ["directReply512B"]);
    expect(await leftovers(bench, trial.resourcePrefix)).toEqual({ connections: [], queue: false });
  });

  it(
    "clients the broker refuses fail the trial, and the ones that opened are closed",
    { timeout: 60_000 },
    async () => {
      // The admin session and the server hold two connections: two clients open, the third is refused.
      const limit = await bench.broker.exec!(0, [
        "rabbitmqctl",
        "set_user_limits",
        "guest",
        '{"max-connections": 4}',
      ]);
      expect(limit.exitCode, limit.output).toBe(0);
      try {
        const trial = context(bench, "classic", "rpc-refused");
        const params = rpcScenario.parameters.parse({
          sizes: [1],
          replyTo: ["queue"],
          clients: 3,
          calls: 100,
        });
        await expect(rpcScenario.runTrial(trial, params)).rejects.toThrow(/connect to amqp/);
        expect(await leftovers(bench, trial.resourcePrefix)).toEqual({ connections: [], queue: false });
      } finally {
        await bench.broker.exec!(0, ["rabbitmqctl", "clear_user_limits", "guest", "all"]);
      }
    },
  );

  it.each([
    { fault: "drop", replyTo: "direct", reason: /^directReply64B: call \d+: no reply within 500 ms$/ },
    { fault: "drop", replyTo: "queue", reason: /^queueReply64B: call \d+: no reply within 500 ms$/ },
    { fault: "corrupt", replyTo: "direct", reason: /is not the transformed request \(64 bytes\)$/ },
    {
      fault: "duplicate",
      replyTo: "queue",
      reason: /1 unexpected replies, first: a second reply to call \d+$/,
    },
  ] as const)(
    "a $fault reply ($replyTo reply-to) makes the trial invalid, and nothing is left behind",
    { timeout: 60_000 },
    async ({ fault, replyTo, reason }) => {
      const params = rpcScenario.parameters.parse({
        sizes: [64],
        replyTo: [replyTo],
        warmupMs: 0,
        calls: 200,
        replyTimeoutMs: 500,
      });
      const trial = context(bench, "classic", `rpc-${fault}`);
      const outcome = await runRpcTrial(trial, params, { [fault]: 50 });
      expect(outcome.valid).toBe(false);
      expect(outcome.invalidReason).toMatch(reason);
      expect(await leftovers(bench, trial.resourcePrefix)).toEqual({ connections: [], queue: false });
    },
  );
});

describe.skipIf(skip)("rpc on a 3-node RabbitMQ 4.0.5 cluster with a quorum request queue", () => {
  let bench: Bench;
  beforeAll(async () => {
    bench = await startBench(3, "quorum");
  }, 300_000);
  afterAll(async () => {
    await bench?.admin.close();
    await bench?.broker.stop();
  });

  it(
    "calls cross nodes and are measured; a dropped reply makes the trial invalid",
    { timeout: 90_000 },
    async () => {
      const params = rpcScenario.parameters.parse({ sizes: [1, 4096], warmupMs: 100, calls: 200 });
      const trial = context(bench, "quorum", "rpc-cluster");
      expectCallMetrics(await rpcScenario.runTrial(trial, params), [
        "directReply1B",
        "directReply4KiB",
        "queueReply1B",
        "queueReply4KiB",
      ]);
      expect(await leftovers(bench, trial.resourcePrefix)).toEqual({ connections: [], queue: false });

      const dropped = context(bench, "quorum", "rpc-cluster-drop");
      const outcome = await runRpcTrial(
        dropped,
        rpcScenario.parameters.parse({
          sizes: [64],
          replyTo: ["direct"],
          warmupMs: 0,
          calls: 200,
          replyTimeoutMs: 1_000,
        }),
        { drop: 100 },
      );
      expect(outcome.valid).toBe(false);
      expect(outcome.invalidReason).toMatch(/^directReply64B: call \d+: no reply within 1000 ms$/);
      expect(await leftovers(bench, dropped.resourcePrefix)).toEqual({ connections: [], queue: false });
    },
  );
});
