import { describe, expect, it } from "vitest";
import type { SweepPoint } from "../../../src/model/results.js";
import { routingScaleScenario, sweepMetrics } from "../../../src/scenarios/routing-scale/routing-scale.js";
import { partRanges, pointReductions } from "../../../src/scenarios/routing-scale/series.js";

const parse = (raw: Record<string, unknown>) => routingScaleScenario.parameters.parse(raw);

describe("routing-scale scenario", () => {
  it("declares a work and a time slope per exchange type, phase and bindings per queue", () => {
    const params = parse({});
    const metrics = routingScaleScenario.metrics(params);
    const slopes = metrics.filter((m) => m.id.endsWith("WorkSlope"));
    // 2 exchange types x 3 phases x 3 counts of bindings per queue (2^0 … 2^2).
    expect(slopes).toHaveLength(18);
    expect(slopes[0]).toMatchObject({
      id: "directCreateB1WorkSlope",
      unit: "slope",
      direction: "lower",
      kind: "work",
      limit: { max: 1.15, reason: "super-linear: the work per queue grows with the number of queues" },
    });
    expect(metrics.find((m) => m.id === "topicRouteB4WorkSlope")?.limit?.reason).toMatch(/per message/);
    expect(metrics.find((m) => m.id === "topicRouteB4TimeSlope")?.limit).toBeUndefined();
    expect(metrics.map((m) => m.id)).toContain("topicRouteReductionsPerMessage");
    expect(metrics.map((m) => m.id)).toContain("directDeleteMsPerQueue");
    expect(routingScaleScenario.metrics(parse({ maxWorkSlope: 1.3 }))[0]!.limit?.max).toBe(1.3);
  });

  it("refuses a sweep that runs backwards or past its size limits, naming the field", () => {
    const issue = (raw: Record<string, unknown>) => {
      const parsed = routingScaleScenario.parameters.safeParse(raw);
      return parsed.success ? undefined : parsed.error.issues[0];
    };
    expect(issue({ minQueueExponent: 5, maxQueueExponent: 4 })).toMatchObject({ path: ["minQueueExponent"] });
    expect(issue({ minBindingExponent: 3 })).toMatchObject({ path: ["minBindingExponent"] });
    expect(issue({ base: 10, maxQueueExponent: 6 })).toMatchObject({ path: ["maxQueueExponent"] });
    expect(issue({ base: 10, maxQueueExponent: 4, maxBindingExponent: 3 })).toMatchObject({
      path: ["maxBindingExponent"],
    });
    expect(issue({ exchangeTypes: ["topic", "topic"] })?.message).toBe("each exchange type may appear once");
  });

  it("fits each series' slopes on its points and sums the cost per unit over the sweep", () => {
    const params = parse({
      minQueueExponent: 4,
      maxQueueExponent: 6,
      maxBindingExponent: 0,
      exchangeTypes: ["direct"],
    });
    const sweep: SweepPoint[] = [16, 32, 64].flatMap((x) => [
      { series: "direct create, 1 binding per queue", x, operations: x, ms: 2 * x, reductions: 50 * x * x },
      {
        series: "direct route, 1 binding per queue",
        x,
        operations: 4 * x,
        ms: 0.2 * x,
        reductions: 8_000 * x,
      },
      { series: "direct delete, 1 binding per queue", x, operations: x, ms: x, reductions: 30_000 * x },
    ]);
    const metrics = sweepMetrics(params, sweep);
    expect(metrics.directCreateB1WorkSlope).toBeCloseTo(2, 10);
    expect(metrics.directCreateB1TimeSlope).toBeCloseTo(1, 10);
    expect(metrics.directRouteB1WorkSlope).toBeCloseTo(1, 10);
    expect(metrics.directDeleteB1WorkSlope).toBeCloseTo(1, 10);
    expect(metrics.directRouteReductionsPerMessage).toBeCloseTo(2_000, 10);
    expect(metrics.directRouteUsPerMessage).toBeCloseTo(50, 10);
    expect(metrics.directDeleteReductionsPerQueue).toBeCloseTo(30_000, 10);
    expect(metrics.directCreateMsPerQueue).toBeCloseTo(2, 10);
  });

  it("reports no work where the broker's counters were not read, and no slope from one point", () => {
    const params = parse({
      minQueueExponent: 4,
      maxQueueExponent: 6,
      maxBindingExponent: 0,
      exchangeTypes: ["direct"],
    });
    const metrics = sweepMetrics(params, [
      { series: "direct create, 1 binding per queue", x: 16, operations: 16, ms: 30 },
      { series: "direct create, 1 binding per queue", x: 32, operations: 32, ms: 60 },
      { series: "direct route, 1 binding per queue", x: 16, operations: 64, ms: 3, reductions: 100 },
    ]);
    expect(metrics.directCreateB1TimeSlope).toBeCloseTo(1, 10);
    expect(metrics).not.toHaveProperty("directCreateB1WorkSlope");
    expect(metrics).not.toHaveProperty("directCreateReductionsPerQueue");
    expect(metrics).not.toHaveProperty("directRouteB1WorkSlope");
    expect(metrics.directRouteReductionsPerMessage).toBeCloseTo(100 / 64, 10);
  });

  it("splits a point's operations into at most four nearly equal parts, none empty", () => {
    expect(partRanges(8)).toEqual([
      [0, 2],
      [2, 4],
      [4, 6],
      [6, 8],
    ]);
    expect(partRanges(10).map(([from, to]) => to - from)).toEqual([3, 2, 3, 2]);
    expect(partRanges(2)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(partRanges(1)).toEqual([[0, 1]]);
  });

  it("takes a point's work from its median part, so one background burst does not move it", () => {
    const quiet = [
      { operations: 2, reductions: 40_000 },
      { operations: 2, reductions: 42_000 },
      { operations: 2, reductions: 38_000 },
      { operations: 2, reductions: 40_000 },
    ];
    expect(pointReductions(quiet)).toBe(160_000);
    // A statistics burst of 200k reductions inside one part: the point stays put (the sum would be 360k).
    const burst = quiet.map((part, i) => (i === 2 ? { ...part, reductions: 238_000 } : part));
    expect(pointReductions(burst)).toBe(164_000);
    // Unequal parts are compared per operation.
    expect(
      pointReductions([
        { operations: 3, reductions: 30_000 },
        { operations: 2, reductions: 20_000 },
        { operations: 3, reductions: 300_000 },
      ]),
    ).toBe(80_000);
    expect(pointReductions([{ operations: 2, reductions: 1 }, { operations: 2 }])).toBeUndefined();
    expect(pointReductions([])).toBeUndefined();
  });

  it("estimates the sweep within its time budget", () => {
    expect(routingScaleScenario.estimateTrialMs(parse({}))).toBeLessThanOrEqual(61_000);
    expect(routingScaleScenario.estimateTrialMs(parse({ timeBudgetMs: 5_000 }))).toBe(6_000);
  });
});
