import { describe, expect, it } from "vitest";
import { ConfigSchema } from "../../../src/model/config.js";
import { listScenarioIds, scenarioRegistry } from "../../../src/scenarios/registry.js";
import { throughputScenario } from "../../../src/scenarios/load/throughput.js";

describe("scenario registry", () => {
  it("lists the scenarios by id", () => {
    expect(listScenarioIds()).toEqual([
      "throughput",
      "latency",
      "queue-churn",
      "bind-churn",
      "connection-churn",
      "channel-churn",
      "consumer-churn",
      "rpc",
      "routing-scale",
      "footprint",
      "node-loss",
      "backlog-drain",
    ]);
    for (const [id, scenario] of scenarioRegistry) expect(scenario.id).toBe(id);
  });

  it("every scenario's metrics have a unit, a direction and unique ids", () => {
    for (const scenario of scenarioRegistry.values()) {
      const params = scenario.parameters.parse({});
      const metrics = scenario.metrics(params);
      expect(new Set(metrics.map((m) => m.id)).size).toBe(metrics.length);
      for (const metric of metrics) {
        expect(metric.unit).not.toBe("");
        expect(["higher", "lower"]).toContain(metric.direction);
        expect(metric.description).not.toBe("");
      }
    }
  });

  it("the embedded default suite stays within its estimated time (about 3.5 minutes of trials)", () => {
    const config = ConfigSchema.parse({});
    const total = config.scenarios.reduce((sum, entry) => {
      const { id, trials } = typeof entry === "string" ? { id: entry, trials: undefined } : entry;
      const scenario = scenarioRegistry.get(id)!;
      return sum + (trials ?? config.trials) * scenario.estimateTrialMs(scenario.parameters.parse({}));
    }, 0);
    expect(total).toBeLessThanOrEqual(210_000);
  });
});

describe("throughput parameters", () => {
  it("fills defaults", () => {
    expect(throughputScenario.parameters.parse({})).toEqual({
      publishers: 1,
      consumers: 1,
      queues: 1,
      messageSizeBytes: 1000,
      exchangeHops: 0,
      confirms: true,
      confirmWindow: 100,
      confirmMode: "batch",
      persistent: false,
      publishRatePerSecond: 0,
      inFlight: 0,
      prefetch: 200,
      ackMode: "single",
      warmupMs: 1000,
      durationMs: 3000,
      publisherThreads: 0,
      consumerThreads: 0,
      workPhaseMs: 2000,
      latencies: true,
      queueArgs: {},
    });
  });

  it("leaves the latencies out with latencies: false, and gives the work phase its measured threshold", () => {
    const metrics = (input: Record<string, unknown>) =>
      throughputScenario.metrics(throughputScenario.parameters.parse(input));
    expect(metrics({ latencies: false }).some((m) => /Latency/.test(m.id))).toBe(false);
    const reductions = (input: Record<string, unknown>) =>
      metrics(input).find((m) => m.id === "reductionsPerMessage")?.threshold;
    // Measured with a 2 s phase; a shorter one, or the whole load, keeps the kind's threshold.
    expect(reductions({})).toBe(1.5);
    expect(reductions({ workPhaseMs: 5_000 })).toBe(1.5);
    expect(reductions({ workPhaseMs: 500 })).toBeUndefined();
    expect(reductions({ workPhaseMs: 0 })).toBeUndefined();
  });

  it("leaves confirm latency out without confirms", () => {
    const ids = (confirms: boolean) =>
      throughputScenario.metrics(throughputScenario.parameters.parse({ confirms })).map((m) => m.id);
    expect(ids(true)).toContain("confirmLatencyP999Us");
    expect(ids(false).some((id) => id.startsWith("confirmLatency"))).toBe(false);
    expect(ids(false)).toEqual([
      "publishRate",
      "consumeRate",
      "backlogMessages",
      "e2eLatencyP50Us",
      "e2eLatencyP95Us",
      "e2eLatencyP99Us",
      "e2eLatencyP999Us",
      "reductionsPerMessage",
      "brokerCpuUsPerMessage",
      "clientCpuUsPerMessage",
      "brokerMemoryMiB",
    ]);
  });

  it("rejects queues without consumers, messages smaller than the header, unknown keys", () => {
    const parse = (input: unknown) => throughputScenario.parameters.safeParse(input);
    expect(parse({ queues: 2, consumers: 1 }).error?.issues[0]?.message).toMatch(
      /every queue needs a consumer/,
    );
    expect(parse({ messageSizeBytes: 8 }).success).toBe(false);
    expect(parse({ publisher: 2 }).success).toBe(false);
    expect(parse({ ackMode: "auto" }).error?.issues[0]?.path).toEqual(["prefetch"]);
    expect(parse({ ackMode: "auto", prefetch: 0 }).success).toBe(true);
  });
});
