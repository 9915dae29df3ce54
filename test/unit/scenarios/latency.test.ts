import { describe, expect, it } from "vitest";
import {
  assessOfferedRate,
  DEFAULT_LATENCY_RATE,
  latencyLoad,
  latencyScenario,
} from "../../../src/scenarios/load/latency.js";
import { ThroughputParametersSchema } from "../../../src/scenarios/load/parameters.js";

describe("latency scenario", () => {
  it("offers its default rate from one publisher, confirms on, with a sliding window, after a work phase", () => {
    const params = latencyScenario.parameters.parse({});
    expect(params.ratePerSecond).toBe(DEFAULT_LATENCY_RATE);
    const load = latencyLoad(params);
    // The load is a valid throughput trial: the throughput scenario's own schema accepts it unchanged.
    expect(ThroughputParametersSchema.parse(load)).toEqual(load);
    expect(load).toMatchObject({
      publishRatePerSecond: DEFAULT_LATENCY_RATE,
      confirms: true,
      confirmMode: "sliding",
      inFlight: 0,
      workPhaseMs: 2_000,
    });
  });

  it("takes its work metrics from the work phase, or marks the paced load's as moving with the machine", () => {
    const reductions = (params: object) =>
      latencyScenario
        .metrics(latencyScenario.parameters.parse(params))
        .find((metric) => metric.id === "reductionsPerMessage")!;
    const phase = reductions({});
    expect(phase.movesWithMachine).toBeUndefined();
    expect(phase.description).toContain("(the work phase)");
    // The phase throughput measures, with throughput's measured threshold from 2 s on.
    expect(phase.threshold).toBe(1.5);
    expect(reductions({ workPhaseMs: 500 }).threshold).toBeUndefined();
    const paced = reductions({ workPhaseMs: 0 });
    expect(paced.movesWithMachine).toMatch(/follows the machine's timing/);
    expect(paced.description).toContain("at the offered rate");
    expect(paced.threshold).toBeUndefined();
    expect(paced.kind).toBe("work");
    expect(latencyScenario.estimateTrialMs(latencyScenario.parameters.parse({}))).toBeGreaterThan(
      latencyScenario.estimateTrialMs(latencyScenario.parameters.parse({ workPhaseMs: 0 })) + 2_000,
    );
  });

  it("splits the offered rate evenly over the publishers", () => {
    const params = latencyScenario.parameters.parse({
      ratePerSecond: 3_000,
      publishers: 3,
      queues: 3,
      consumers: 3,
    });
    expect(latencyLoad(params).publishRatePerSecond).toBe(1_000);
  });

  it("refuses a rate the publishers cannot split into whole messages, naming the field", () => {
    const parsed = latencyScenario.parameters.safeParse({ ratePerSecond: 1_000, publishers: 3 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["ratePerSecond"]);
    expect(parsed.error?.issues[0]?.message).toBe(
      "expected a multiple of publishers (3), so each publisher sends a whole number per second",
    );
  });

  it("declares the four percentiles of end-to-end and confirm latency, work per message and memory", () => {
    const ids = latencyScenario.metrics(latencyScenario.parameters.parse({})).map((metric) => metric.id);
    expect(ids).toEqual([
      "e2eLatencyP50Us",
      "e2eLatencyP95Us",
      "e2eLatencyP99Us",
      "e2eLatencyP999Us",
      "confirmLatencyP50Us",
      "confirmLatencyP95Us",
      "confirmLatencyP99Us",
      "confirmLatencyP999Us",
      "reductionsPerMessage",
      "brokerCpuUsPerMessage",
      "clientCpuUsPerMessage",
      "brokerMemoryMiB",
    ]);
  });
});

describe("offered rate", () => {
  const offered = { offeredPerSecond: 2_000, tolerancePct: 5 };

  it("accepts rates within the tolerance, the floor included", () => {
    expect(
      assessOfferedRate({ ...offered, publishedPerSecond: 1_900, consumedPerSecond: 2_010 }),
    ).toBeUndefined();
  });

  it("says what was published and consumed of what was offered when either falls short", () => {
    expect(assessOfferedRate({ ...offered, publishedPerSecond: 2_000, consumedPerSecond: 1_500.4 })).toBe(
      "the offered rate was not reached: 2000 msg/s published and 1500 consumed of 2000 offered " +
        "(tolerance 5%); latencies would measure the backlog, not the broker. Lower ratePerSecond to " +
        "a rate this target sustains",
    );
    expect(assessOfferedRate({ ...offered, publishedPerSecond: 1_899, consumedPerSecond: 1_899 })).toMatch(
      /^the offered rate was not reached: 1899 msg\/s published/,
    );
  });
});
