import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { BrokerProvider, StartedBroker } from "../../../src/brokers/provider.js";
import { addReferences, referenceId } from "../../../src/gate/ab.js";
import type { TargetConfig } from "../../../src/model/config.js";
import { runGate } from "../../../src/gate/gate.js";
import { fakeStartedBroker } from "../../fixtures/fake-broker.js";
import { silentLogger } from "../../../src/model/logger.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import type { Scenario } from "../../../src/scenarios/scenario.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { tempFiles } from "../cli/helpers.js";

const resolve = (raw: unknown, overrides = {}) =>
  resolveConfig(raw, { registry: scenarioRegistry, overrides });

describe("addReferences", () => {
  it("adds a reference after every testcontainers target, with the ab settings replaced", () => {
    const config = resolve({
      targets: [
        { id: "rabbit", provider: "testcontainers", image: "rabbitmq:4.3.6-management", cpus: 1 },
        { provider: "external", amqpUrls: ["amqp://guest:guest@localhost:5672"] },
      ],
      ab: { reference: { image: "rabbitmq:4.0.5-management" } },
    });
    expect(config.targets.map((t) => t.id)).toEqual(["rabbit", "rabbit-reference", "external-1"]);
    expect(config.targets[1]).toMatchObject({ image: "rabbitmq:4.0.5-management", cpus: 1 });
    expect(config.abPairs).toEqual([{ reference: "rabbit-reference", candidate: "rabbit" }]);
    expect(resolve({}).abPairs).toBeUndefined();
  });

  it("takes the reference's image from --ab-image", () => {
    const config = resolve({}, { abImage: "rabbitmq:3.10.8-management" });
    expect(config.targets.map((t) => [t.id, (t as { image: string }).image])).toEqual([
      ["rabbitmq-4.0.5-management", "rabbitmq:4.0.5-management"],
      ["rabbitmq-4.0.5-management-reference", "rabbitmq:3.10.8-management"],
    ]);
  });

  it("refuses a reference that cannot exist, naming the field and the target", () => {
    expect(() =>
      resolve({ ab: { reference: { image: "rabbitmq:3.10.8-management", metadataStore: "khepri" } } }),
    ).toThrow(/^ab\.reference\.metadataStore: .*\(the reference of target 'rabbitmq-4\.0\.5-management'\)$/);
  });

  it("refuses ab without a broker the gate starts", () => {
    expect(() =>
      resolve({
        targets: [{ provider: "external", amqpUrls: ["amqp://guest:guest@localhost:5672"] }],
        ab: { reference: {} },
      }),
    ).toThrow(/^ab: no testcontainers target/);
  });

  it("keeps reference ids distinct and within the id limit", () => {
    expect(referenceId("a", new Set(["a", "a-reference"]))).toBe("a-reference2");
    expect(referenceId("x".repeat(63), new Set())).toHaveLength(63);
    expect(addReferences([], undefined)).toEqual({ targets: [], pairs: [] });
  });
});

/** A broker that only carries its target's image: the fake scenario reads its speed from it. */
const fakeProvider: BrokerProvider = {
  name: "testcontainers",
  async start(target: TargetConfig): Promise<StartedBroker> {
    const image = (target as { image: string }).image;
    return fakeStartedBroker(target, {
      info: {
        serverVersion: image.split(":")[1]!.split("-")[0]!,
        product: "RabbitMQ",
        image,
        nodes: ["rabbit@fake"],
      },
    });
  },
};

/** 1,000 msg/s on 4.0.5, 20% less on anything else, with a little trial-to-trial noise. */
const fakeThroughput: Scenario = {
  id: "throughput",
  description: "fake",
  parameters: z.object({}),
  metrics: () => [
    { id: "publishRate", unit: "msg/s", direction: "higher", kind: "time", description: "rate" },
  ],
  estimateTrialMs: () => 1,
  async runTrial(context) {
    const base = context.broker.info.serverVersion === "4.0.5" ? 1000 : 800;
    return {
      metrics: { publishRate: base * (1 + ((context.trial * 7) % 5) / 500) },
      valid: true,
      warnings: [],
      measuredMs: 1,
    };
  },
};

describe("runGate with same-job A/B", () => {
  it("measures the reference in the same run, compares side by side and fails on its regression", async () => {
    const dir = tempFiles({});
    const config = resolveConfig(
      {
        targets: [{ id: "rabbit", provider: "testcontainers", image: "rabbitmq:4.3.6-management" }],
        scenarios: ["throughput"],
        trials: 6,
        ab: { reference: { image: "rabbitmq:4.0.5-management" } },
        output: { markdown: join(dir, "report.md") },
      },
      { registry: new Map([["throughput", fakeThroughput]]) },
    );
    const outcome = await runGate(config, {
      providers: new Map([["testcontainers", fakeProvider]]),
      logger: silentLogger,
    });
    expect(outcome.results.targets.map((t) => t.id)).toEqual(["rabbit", "rabbit-reference"]);
    expect(outcome.verdict).toBe("regression");
    expect(outcome.exitCode).toBe(1);
    expect(outcome.regressions).toBe(1);
    expect(outcome.consoleReport).toContain("same-job A/B — side by side: rabbit against rabbit-reference");
    expect(outcome.consoleReport).toMatch(
      /can fail the gate of rabbit vs rabbit-reference .*\n.*\nthroughput\s+publishRate\s+1,00\d msg\/s\s+80\d\.\d msg\/s\s+-20\.\d% worse/,
    );
    expect(outcome.consoleReport.split("\n")[0]).toBe(
      "overall: REGRESSION: stored baseline none, same-job A/B rabbit REGRESSION",
    );
    expect(outcome.consoleReport).toMatch(
      /overall: REGRESSION: stored baseline none, same-job A\/B rabbit REGRESSION\n$/,
    );
    const markdown = readFileSync(join(dir, "report.md"), "utf8");
    expect(markdown.split("\n")[0]).toBe(
      "**Overall: REGRESSION: stored baseline none, same-job A/B rabbit REGRESSION**",
    );
    expect(markdown).toContain("## Same-job A/B");
    expect(markdown).toBe(outcome.markdownReport);
  });
});

describe("runGate with same-job A/B and absolute limits", () => {
  const run = (limits: Record<string, unknown>) =>
    runGate(
      resolveConfig(
        {
          targets: [{ id: "rabbit", provider: "testcontainers", image: "rabbitmq:4.3.6-management" }],
          scenarios: ["throughput"],
          trials: 6,
          ab: { reference: { image: "rabbitmq:4.0.5-management" } },
          failOnRegression: false,
          limits,
        },
        { registry: new Map([["throughput", fakeThroughput]]) },
      ),
      { providers: new Map([["testcontainers", fakeProvider]]), logger: silentLogger },
    );

  it("checks the candidate only: the reference is the base side, not what the change proposes", async () => {
    // The reference measures about 1,000 msg/s, the candidate about 800: only the reference is above 900.
    const outcome = await run({ publishRate: { max: 900 } });
    expect(outcome.limits.map((check) => [check.key, check.verdict])).toEqual([
      ["rabbit/throughput.publishRate", "within"],
    ]);
    expect(outcome.verdict).toBe("regression");
    expect(outcome.exitCode).toBe(0);
  });

  it("an exceeded limit fails the run whatever failOnRegression says, and the overall line names it", async () => {
    const outcome = await run({ publishRate: { min: 900, reason: "the offered rate" } });
    expect(outcome.verdict).toBe("limit-exceeded");
    expect(outcome.limitsExceeded).toBe(1);
    expect(outcome.exitCode).toBe(1);
    expect(outcome.consoleReport).toMatch(
      /overall: LIMIT EXCEEDED: stored baseline none, same-job A\/B rabbit REGRESSION, absolute limits 1 exceeded\n$/,
    );
  });
});

describe("runGate with a matrix", () => {
  it("keeps the cells that cannot exist in the results and reports them with their reason", async () => {
    const dir = tempFiles({});
    const config = resolveConfig(
      {
        matrix: { image: ["rabbitmq:4.0.5"], queueType: ["quorum", "classic-mirrored"], nodes: [3] },
        scenarios: ["throughput"],
        trials: 2,
        output: { markdown: join(dir, "report.md"), html: join(dir, "report.html") },
      },
      { registry: new Map([["throughput", fakeThroughput]]) },
    );
    const outcome = await runGate(config, {
      providers: new Map([["testcontainers", fakeProvider]]),
      logger: silentLogger,
    });
    expect(outcome.results.targets.map((t) => t.id)).toEqual(["4.0.5-mnesia-quorum-3n"]);
    expect(outcome.results.skippedTargets).toEqual([
      { id: "4.0.5-mnesia-classic-mirrored-3n", reason: expect.stringContaining("needs RabbitMQ 3.x") },
    ]);
    expect(outcome.markdownReport).toMatch(
      /#### Not measured: 1 matrix cell that cannot exist\n\n- `4\.0\.5-mnesia-classic-mirrored-3n`: .*needs RabbitMQ 3\.x/,
    );
    expect(readFileSync(join(dir, "report.html"), "utf8")).toContain(
      "<h2>Not measured: 1 matrix cell that cannot exist</h2><ul><li>4.0.5-mnesia-classic-mirrored-3n: ",
    );
  });

  it("records no skipped cells for a run without them", async () => {
    const config = resolveConfig(
      {
        targets: [{ provider: "testcontainers", image: "rabbitmq:4.0.5" }],
        scenarios: ["throughput"],
        trials: 1,
      },
      { registry: new Map([["throughput", fakeThroughput]]) },
    );
    const outcome = await runGate(config, {
      providers: new Map([["testcontainers", fakeProvider]]),
      logger: silentLogger,
    });
    expect(outcome.results).not.toHaveProperty("skippedTargets");
    expect(outcome.markdownReport).not.toContain("Not measured");
  });
});
