import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rpcScenario, runRpcTrial } from "../../src/scenarios/rpc.js";
import type { TrialOutcome } from "../../src/scenarios/scenario.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker, THREE_NODES } from "./broker.js";

// Request/reply on a real RabbitMQ 4.0.5, on one node with classic queues and on a 3-node cluster
// with a quorum request queue: every window measured with its work, every reply checked, and a
// reply the server drops, corrupts or sends twice makes the trial invalid. Nothing of a trial
// stays on the broker: no connection, consumer, queue or exchange of its prefix.

const enabled = await dockerTestsEnabled("rpc integration tests");

function withCredentials(amqpUrl: string, user: string, password: string): string {
  const url = new URL(amqpUrl);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
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

describe.skipIf(!enabled)("rpc on one RabbitMQ 4.0.5 node", () => {
  const rabbit = sharedBroker();

  it(
    "both reply modes, two sizes, manual acks: calls/s, round trips and work per call",
    { timeout: 60_000 },
    async () => {
      const params = rpcScenario.parameters.parse({ sizes: [1, 4096], warmupMs: 100, calls: 300 });
      const trial = rabbit().context("rpc");
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
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
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
    const trial = rabbit().context("rpc-auto");
    const outcome = await rpcScenario.runTrial(trial, params);
    expectCallMetrics(outcome, ["directReply512B"]);
    expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
  });

  it(
    "clients the broker refuses fail the trial, and the ones that opened are closed",
    { timeout: 60_000 },
    async () => {
      // A user of the trial's own that may open one connection: the trial's server opens it, and
      // every client is refused. (The broker checks a limit against a count it updates as each
      // connection registers, so clients opened at once can all pass a limit between them: with
      // room for two of three, all three once opened. A limit on the gate's user, counted from the
      // connections it held, raced with connections of earlier tests still closing.)
      const user = `it-rpc-refused-${randomUUID().slice(0, 8)}`;
      const password = randomUUID();
      await rabbit().rabbitmqctl(["add_user", user, password]);
      try {
        await rabbit().rabbitmqctl(["set_permissions", "-p", "/", user, ".*", ".*", ".*"]);
        await rabbit().rabbitmqctl(["set_user_limits", user, JSON.stringify({ "max-connections": 1 })]);
        const trial = rabbit().context("rpc-refused");
        const broker = rabbit().broker;
        const asUser = Object.create(broker, {
          amqpUrls: { value: broker.amqpUrls.map((url) => withCredentials(url, user, password)) },
        }) as typeof broker;
        const params = rpcScenario.parameters.parse({
          sizes: [1],
          replyTo: ["queue"],
          clients: 3,
          calls: 100,
        });
        await expect(rpcScenario.runTrial({ ...trial, broker: asUser }, params)).rejects.toThrow(
          /connect to amqp/,
        );
        expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
      } finally {
        await rabbit().rabbitmqctl(["delete_user", user]);
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
      const trial = rabbit().context(`rpc-${fault}`);
      const outcome = await runRpcTrial(trial, params, { [fault]: 50 });
      expect(outcome.valid).toBe(false);
      expect(outcome.invalidReason).toMatch(reason);
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
    },
  );
});

describe.skipIf(!enabled)("rpc on a 3-node RabbitMQ 4.0.5 cluster with a quorum request queue", () => {
  const rabbit = sharedBroker(THREE_NODES);

  it(
    "calls cross nodes and are measured; a dropped reply makes the trial invalid",
    { timeout: 90_000 },
    async () => {
      const params = rpcScenario.parameters.parse({ sizes: [1, 4096], warmupMs: 100, calls: 200 });
      const trial = rabbit().context("rpc-cluster", { queueType: "quorum" });
      expectCallMetrics(await rpcScenario.runTrial(trial, params), [
        "directReply1B",
        "directReply4KiB",
        "queueReply1B",
        "queueReply4KiB",
      ]);
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);

      const dropped = rabbit().context("rpc-cluster-drop", { queueType: "quorum" });
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
      expect(await rabbit().leftovers(dropped.resourcePrefix)).toEqual([]);
    },
  );
});
