import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bootstrapRatioOfMedians, percentileOfSorted, seededRandom } from "../../../src/stats/bootstrap.js";
import { fixturePath } from "../../fixtures/load.js";

interface ReferenceCase {
  name: string;
  baseline: number[];
  current: number[];
  level: number;
  ratio: number;
  low: number;
  high: number;
}

// Recorded from scipy.stats.bootstrap (percentile method) by test/fixtures/stats-reference.py.
const reference = JSON.parse(readFileSync(fixturePath("stats-reference.json"), "utf8")) as {
  bootstrap: ReferenceCase[];
};

describe("bootstrapRatioOfMedians against scipy.stats.bootstrap", () => {
  it.each(reference.bootstrap.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const interval = bootstrapRatioOfMedians(c.baseline, c.current, {
      resamples: 20_000,
      level: c.level,
      seed: 7,
    })!;
    expect(interval.estimate).toBeCloseTo(c.ratio, 12);
    // Different random streams: the endpoints agree to within a small fraction of the ratio.
    expect(Math.abs(interval.low - c.low)).toBeLessThanOrEqual(c.ratio * 0.005);
    expect(Math.abs(interval.high - c.high)).toBeLessThanOrEqual(c.ratio * 0.005);
  });
});

describe("bootstrapRatioOfMedians", () => {
  const baseline = [31419.3, 31630.6, 31508.9, 31402.2, 31577.0];
  const current = [25730.6, 25921.4, 25611.2, 25802.5, 25699.9];

  it("is reproducible for a seed and pinned to its own reference values", () => {
    const first = bootstrapRatioOfMedians(baseline, current, { seed: 42 });
    expect(bootstrapRatioOfMedians(baseline, current, { seed: 42 })).toEqual(first);
    expect(first).toEqual({
      statistic: "ratio-of-medians",
      level: 0.95,
      estimate: 25730.6 / 31508.9,
      low: 0.8125011855608177,
      high: 0.8226691506209357,
      resamples: 10_000,
    });
  });

  it("depends on the seed where the resampled medians are not few discrete values", () => {
    const { baseline: many, current: others } = reference.bootstrap[2]!;
    expect(many.length).toBeGreaterThanOrEqual(20);
    expect(bootstrapRatioOfMedians(many, others, { seed: 43 })).not.toEqual(
      bootstrapRatioOfMedians(many, others, { seed: 42 }),
    );
  });

  it("brackets the estimate, and 1 for samples from one distribution", () => {
    const interval = bootstrapRatioOfMedians(baseline, current)!;
    expect(interval.low).toBeLessThanOrEqual(interval.estimate);
    expect(interval.high).toBeGreaterThanOrEqual(interval.estimate);
    expect(interval.high).toBeLessThan(1);
    const same = bootstrapRatioOfMedians(baseline, [31500.1, 31390.4, 31622.8, 31455.0, 31540.7])!;
    expect(same.low).toBeLessThan(1);
    expect(same.high).toBeGreaterThan(1);
  });

  it("narrows as the level drops", () => {
    const wide = bootstrapRatioOfMedians(baseline, current, { level: 0.99 })!;
    const narrow = bootstrapRatioOfMedians(baseline, current, { level: 0.8 })!;
    expect(narrow.high - narrow.low).toBeLessThan(wide.high - wide.low);
  });

  it("returns undefined when a baseline median can be 0", () => {
    expect(bootstrapRatioOfMedians([0, 0, 0], [1, 2, 3])).toBeUndefined();
    expect(bootstrapRatioOfMedians([0, 0, 5], [1, 2, 3])).toBeUndefined();
  });

  it("rejects bad input", () => {
    expect(() => bootstrapRatioOfMedians([], [1])).toThrow("both samples need at least one value");
    expect(() => bootstrapRatioOfMedians([1], [Number.POSITIVE_INFINITY])).toThrow(
      "Infinity is not a finite number",
    );
    expect(() => bootstrapRatioOfMedians([1], [1], { level: 1 })).toThrow("level 1 is not in (0, 1)");
    expect(() => bootstrapRatioOfMedians([1], [1], { resamples: 0 })).toThrow(
      "resamples 0 is not a positive integer",
    );
  });
});

describe("percentileOfSorted", () => {
  it.each([
    // numpy.percentile([1, 2, 3, 4, 10], p)
    [0, 1],
    [2.5, 1.1],
    [25, 2],
    [50, 3],
    [97.5, 9.4],
    [100, 10],
  ])("p%d", (p, expected) => {
    expect(percentileOfSorted([1, 2, 3, 4, 10], p)).toBeCloseTo(expected, 12);
  });
});

describe("seededRandom", () => {
  it("repeats its sequence for a seed and stays in [0, 1)", () => {
    const a = seededRandom(1);
    const b = seededRandom(1);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});
