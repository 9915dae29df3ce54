import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DEFAULT_IMAGE } from "../../../src/model/config.js";
import { resolveConfig, type ScenarioRegistry } from "../../../src/gate/resolve.js";
import type { Scenario } from "../../../src/scenarios/scenario.js";
import { inputErrorOf } from "../../fixtures/input-error.js";

function scenario(id: string): Scenario {
  return {
    id,
    description: id,
    // The parameters the embedded default suite sets, and no others.
    parameters: z.strictObject({
      durationMs: z.number().int().positive().default(1000),
      latencies: z.boolean().optional(),
      operations: z.number().int().positive().optional(),
      transientOperations: z.number().int().positive().optional(),
    }),
    metrics: () => [],
    estimateTrialMs: () => 1000,
    runTrial: () => Promise.reject(new Error("not run in this test")),
  };
}

const registry: ScenarioRegistry = new Map(
  ["throughput", "latency", "queue-churn", "bind-churn"].map((id) => [id, scenario(id)]),
);

describe("resolveConfig", () => {
  it("without a file uses the embedded default: one pinned single-node target, the compact suite", () => {
    const config = resolveConfig(undefined, { registry });
    expect(config.source).toBe("embedded default");
    expect(config.targets).toEqual([
      expect.objectContaining({
        provider: "testcontainers",
        image: DEFAULT_IMAGE,
        nodes: 1,
        queueType: "classic",
      }),
    ]);
    expect(config.targets[0]!.id).toBe("rabbitmq-4.0.5-management");
    expect(config.scenarios.map((s) => s.name)).toEqual([
      "throughput",
      "latency",
      "queue-churn",
      "bind-churn",
    ]);
    // Throughput without latencies (the latency scenario has them, at a fixed rate); durable churn
    // windows of one Mnesia log dump, shorter non-durable ones.
    expect(config.scenarios.map((s) => s.params)).toEqual([
      { durationMs: 2000, latencies: false },
      { durationMs: 3000 },
      { durationMs: 1000, operations: 1250, transientOperations: 250 },
      { durationMs: 1000, operations: 1250, transientOperations: 500 },
    ]);
    expect(config.trials).toBe(6);
    // Each scenario's trials from its measured noise (src/model/config.ts, DEFAULT_SCENARIOS).
    expect(config.scenarios.map((s) => s.trials)).toEqual([7, 5, 5, 5]);
    // Kinds the config leaves out take the built-in defaults, or a metric's measured threshold.
    expect(config.thresholds).toEqual({ default: 10, kinds: {}, metrics: {} });
    expect(config.failOnRegression).toBe(true);
  });

  it("gives each scenario its own trials, else the suite's; a typed --trials sets them all", () => {
    const file = {
      trials: 4,
      scenarios: [{ id: "throughput", trials: 10 }, "queue-churn", { id: "bind-churn", params: {} }],
    };
    const own = resolveConfig(file, { registry });
    expect(own.scenarios.map((s) => [s.name, s.trials])).toEqual([
      ["throughput", 10],
      ["queue-churn", 4],
      ["bind-churn", 4],
    ]);
    const typed = resolveConfig(file, { registry, overrides: { trials: 3 } });
    expect(typed.scenarios.map((s) => s.trials)).toEqual([3, 3, 3]);
    // A listed scenario without its own count runs the suite's, also where the default suite differs.
    expect(resolveConfig({ scenarios: ["throughput"] }, { registry }).scenarios[0]!.trials).toBe(6);
  });

  it("names a scenario's trials that are out of range", () => {
    const error = inputErrorOf(() =>
      resolveConfig({ scenarios: [{ id: "throughput", trials: 0 }] }, { registry }),
    );
    expect(error.field).toBe("scenarios[0].trials");
  });

  it("overrides win over the file", () => {
    const config = resolveConfig(
      {
        trials: 5,
        thresholds: { default: 20, metrics: { publishRate: 5 } },
        targets: [{ provider: "testcontainers", image: "rabbitmq:3.10.8" }],
      },
      {
        registry,
        overrides: {
          trials: 2,
          threshold: 15,
          image: "rabbitmq:4.0.5",
          baselinePath: "b.json",
          failOnRegression: false,
        },
      },
    );
    expect(config.trials).toBe(2);
    expect(config.thresholds).toEqual({
      default: 15,
      kinds: {},
      metrics: { publishRate: 5 },
    });
    expect(config.targets[0]).toMatchObject({ image: "rabbitmq:4.0.5", id: "rabbitmq-4.0.5" });
    expect(config.baseline).toEqual({ store: "file", path: "b.json" });
    expect(config.failOnRegression).toBe(false);
  });

  it("an AMQP URL override replaces the targets with one external target", () => {
    const config = resolveConfig(undefined, {
      registry,
      overrides: {
        amqpUrls: ["amqp://guest:guest@localhost:5672"],
        managementUrl: "http://guest:guest@localhost:15672",
        metricsUrls: ["http://localhost:15692/metrics"],
      },
    });
    expect(config.targets).toEqual([
      expect.objectContaining({
        id: "external",
        provider: "external",
        amqpUrls: ["amqp://guest:guest@localhost:5672"],
        managementUrl: "http://guest:guest@localhost:15672",
        metricsUrls: ["http://localhost:15692/metrics"],
      }),
    ]);
  });

  it("keeps image digests and accepts registries with ports", () => {
    const digest = `sha256:${"a".repeat(64)}`;
    const config = resolveConfig(
      {
        targets: [{ provider: "testcontainers", image: `registry.local:5000/team/rabbitmq:4.0.5@${digest}` }],
      },
      { registry },
    );
    expect(config.targets[0]).toMatchObject({ id: "rabbitmq-4.0.5" });
  });

  it("runs a subset of scenarios by name, in config order", () => {
    const config = resolveConfig(undefined, {
      registry,
      overrides: { scenarioNames: ["bind-churn", "throughput"] },
    });
    expect(config.scenarios.map((s) => s.name)).toEqual(["throughput", "bind-churn"]);
  });

  it("names the flag when an override is bad", () => {
    const error = inputErrorOf(() =>
      resolveConfig(undefined, { registry, overrides: { image: "rabbitmq" }, labels: { image: "--image" } }),
    );
    expect(error.field).toBe("--image");
  });

  it("refuses duplicate target ids and duplicate scenario names", () => {
    expect(
      inputErrorOf(() =>
        resolveConfig(
          {
            targets: [
              { provider: "testcontainers", image: "rabbitmq:4.0.5" },
              { provider: "testcontainers", image: "rabbitmq:4.0.5" },
            ],
          },
          { registry },
        ),
      ).message,
    ).toMatch(/^targets\[1\]\.id: duplicate target id 'rabbitmq-4.0.5'/);
    expect(
      inputErrorOf(() => resolveConfig({ scenarios: ["throughput", "throughput"] }, { registry })).message,
    ).toMatch(/^scenarios\[1\]\.name: scenario name 'throughput' is used twice/);
  });

  it("validates scenario parameters with the scenario's schema", () => {
    expect(
      inputErrorOf(() =>
        resolveConfig({ scenarios: [{ id: "throughput", params: { durationMs: 0 } }] }, { registry }),
      ).message,
    ).toMatch(/^scenarios\[0\]\.params\.durationMs: .*got 0$/);
    expect(
      inputErrorOf(() =>
        resolveConfig({ scenarios: [{ id: "throughput", params: { duration: 5 } }] }, { registry }),
      ).message,
    ).toMatch(
      /^scenarios\[0\]\.params\.duration: unknown key 'duration'; accepted keys: durationMs, latencies, operations, transientOperations$/,
    );
  });

  it("refuses a top level that is not a mapping", () => {
    expect(inputErrorOf(() => resolveConfig([1, 2], { registry })).message).toMatch(
      /^config: expected a mapping/,
    );
  });

  it("refuses an empty target list and a bad external URL", () => {
    expect(inputErrorOf(() => resolveConfig({ targets: [] }, { registry })).message).toMatch(
      /^targets: expected at least one target/,
    );
    expect(
      inputErrorOf(() =>
        resolveConfig({ targets: [{ provider: "external", amqpUrls: ["localhost:5672"] }] }, { registry }),
      ).message,
    ).toMatch(/^targets\[0\]\.amqpUrls\[0\]: expected an amqp:\/\/ or amqps:\/\/ URL; got "localhost:5672"$/);
  });
});

describe("resolveConfig with protocol amqp10", () => {
  const registry: ScenarioRegistry = new Map([
    ["throughput", { ...scenario("throughput"), protocols: ["amqp091", "amqp10"] }],
    ["queue-churn", scenario("queue-churn")],
  ]);
  const target = { provider: "testcontainers", image: "rabbitmq:4.0.5-management", protocol: "amqp10" };

  it("runs a scenario that speaks AMQP 1.0 on the target", () => {
    const config = resolveConfig({ targets: [target], scenarios: ["throughput"] }, { registry });
    expect(config.targets[0]!.protocol).toBe("amqp10");
  });

  it("refuses a scenario that speaks only AMQP 0.9.1, before any broker starts", () => {
    const error = inputErrorOf(() =>
      resolveConfig({ targets: [target], scenarios: ["throughput", "queue-churn"] }, { registry }),
    );
    expect(error.field).toBe("scenarios[1]");
    expect(error.detail).toContain(
      "scenario 'queue-churn' cannot run on target 'rabbitmq-4.0.5-management': it speaks amqp091, not the target's protocol 'amqp10'",
    );
  });

  it("checks only the scenarios a narrowed run runs", () => {
    const config = resolveConfig(
      { targets: [target], scenarios: ["throughput", "queue-churn"] },
      { registry, overrides: { scenarioNames: ["throughput"] } },
    );
    expect(config.scenarios.map((s) => s.name)).toEqual(["throughput"]);
  });

  it("refuses an unknown protocol, naming the field", () => {
    const error = inputErrorOf(() =>
      resolveConfig({ targets: [{ ...target, protocol: "amqp1" }], scenarios: ["throughput"] }, { registry }),
    );
    expect(error.field).toBe("targets[0].protocol");
    expect(error.detail).toContain("amqp091");
  });
});
