import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { BrokerProvider, StartedBroker } from "../../../src/brokers/provider.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { runSuite } from "../../../src/gate/run.js";
import type { TargetConfig } from "../../../src/model/config.js";
import { BrokerError } from "../../../src/model/errors.js";
import { silentLogger } from "../../../src/model/logger.js";
import type { Scenario } from "../../../src/scenarios/scenario.js";
import { fakeStartedBroker } from "../../fixtures/fake-broker.js";

// runSuite starts every target at once and measures only when all have started; a failed start
// cancels the others, every broker that started is stopped, and the first failure is the error.

const scenario: Scenario = {
  id: "fake",
  description: "fake",
  parameters: z.object({}),
  metrics: () => [{ id: "rate", unit: "msg/s", direction: "higher", kind: "time", description: "rate" }],
  estimateTrialMs: () => 1,
  runTrial: async () => ({ metrics: { rate: 1 }, valid: true, warnings: [], measuredMs: 1 }),
};

function config(ids: string[]) {
  return resolveConfig(
    {
      targets: ids.map((id) => ({ id, provider: "testcontainers", image: "rabbitmq:4.0.5-management" })),
      scenarios: [{ id: "fake" }],
      trials: 1,
    },
    { registry: new Map([["fake", scenario]]) },
  );
}

function broker(target: TargetConfig, events: string[]): StartedBroker {
  return fakeStartedBroker(target, { stop: async () => void events.push(`stop ${target.id}`) });
}

/** A provider whose starts finish when the test says so (or fail, or see their signal abort). */
function controlledProvider() {
  const events: string[] = [];
  const pending = new Map<string, { finish: () => void; fail: (error: Error) => void }>();
  const provider: BrokerProvider = {
    name: "testcontainers",
    start: (target, options) =>
      new Promise<StartedBroker>((resolve, reject) => {
        let settled = false;
        events.push(`start ${target.id}`);
        options.signal?.addEventListener("abort", () => {
          if (settled) return; // a started broker is the caller's to stop
          settled = true;
          events.push(`aborted ${target.id}`);
          reject(options.signal!.reason as Error);
        });
        pending.set(target.id, {
          finish: () => {
            settled = true;
            resolve(broker(target, events));
          },
          fail: (error) => {
            settled = true;
            reject(error);
          },
        });
      }),
  };
  return { provider, events, pending };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("runSuite's target starts", () => {
  it("start every target before any of them has finished starting, and measure once all have", async () => {
    const { provider, events, pending } = controlledProvider();
    const run = runSuite(config(["a", "b", "c"]), {
      providers: new Map([["testcontainers", provider]]),
      logger: silentLogger,
    });
    await tick();
    expect(events).toEqual(["start a", "start b", "start c"]);
    pending.get("b")!.finish();
    pending.get("c")!.finish();
    pending.get("a")!.finish();
    const results = await run;
    expect(results.targets.map((t) => t.id)).toEqual(["a", "b", "c"]);
    expect(results.targets.every((t) => t.scenarios[0]!.trials.length === 1)).toBe(true);
    expect(events.slice(3).sort()).toEqual(["stop a", "stop b", "stop c"]);
  });

  it("a failed start cancels the others, stops the ones that started and is the error", async () => {
    const { provider, events, pending } = controlledProvider();
    const run = runSuite(config(["a", "b", "c"]), {
      providers: new Map([["testcontainers", provider]]),
      logger: silentLogger,
    });
    await tick();
    pending.get("a")!.finish();
    await tick();
    pending.get("b")!.fail(new BrokerError("target 'b': node rabbit@b did not start"));
    await expect(run).rejects.toThrow("target 'b': node rabbit@b did not start");
    expect(events).toEqual(["start a", "start b", "start c", "aborted c", "stop a"]);
  });

  it("an interrupt while starting stops the ones that started and throws the interrupt", async () => {
    const { provider, events, pending } = controlledProvider();
    const interrupt = new AbortController();
    const run = runSuite(config(["a", "b"]), {
      providers: new Map([["testcontainers", provider]]),
      logger: silentLogger,
      signal: interrupt.signal,
    });
    await tick();
    pending.get("a")!.finish();
    await tick();
    interrupt.abort(new Error("interrupted"));
    await expect(run).rejects.toThrow("interrupted");
    expect(events).toEqual(["start a", "start b", "aborted b", "stop a"]);
  });

  it("checks every started target at once; the first target in the config that fails is the error", async () => {
    const { provider, pending } = controlledProvider();
    const verifying: string[] = [];
    const verdicts = new Map<string, (error?: Error) => void>();
    const run = runSuite(config(["a", "b", "c"]), {
      providers: new Map([["testcontainers", provider]]),
      logger: silentLogger,
      verify: (broker) =>
        new Promise((resolve, reject) => {
          verifying.push(broker.targetId);
          verdicts.set(broker.targetId, (error) =>
            error ? reject(error) : resolve({ serverVersion: "4.0.5", members: [], notVerified: "fake" }),
          );
        }),
    });
    await tick();
    for (const id of ["a", "b", "c"]) pending.get(id)!.finish();
    await tick();
    expect(verifying).toEqual(["a", "b", "c"]);
    verdicts.get("c")!(new BrokerError("target 'c': not what its spec says"));
    verdicts.get("b")!(new BrokerError("target 'b': not what its spec says"));
    verdicts.get("a")!();
    await expect(run).rejects.toThrow("target 'b': not what its spec says");
  });
});
