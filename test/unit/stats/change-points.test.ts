import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { findChangePoints } from "../../../src/stats/change-points.js";
import { PairDistances } from "../../../src/stats/e-divisive.js";
import { segmentTTest } from "../../../src/stats/t-test.js";

interface ReferenceCase {
  name: string;
  windowLength: number;
  maxPValue: number;
  minMagnitude: number;
  series: number[];
  changePoints: { index: number; pValue: number; meanBefore: number; meanAfter: number; magnitude: number }[];
}

const reference = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../fixtures/change-points-reference.json"), "utf8"),
) as { source: string; cases: ReferenceCase[] };

describe(`change points against ${reference.source}`, () => {
  it.each(reference.cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const found = findChangePoints(c.series, {
      windowLength: c.windowLength,
      maxPValue: c.maxPValue,
      minMagnitude: c.minMagnitude,
    });
    expect(found.map((point) => point.index)).toEqual(c.changePoints.map((point) => point.index));
    for (const [i, point] of found.entries()) {
      const expected = c.changePoints[i]!;
      expect(point.meanBefore).toBeCloseTo(expected.meanBefore, 6);
      expect(point.meanAfter).toBeCloseTo(expected.meanAfter, 6);
      expect(point.magnitude).toBeCloseTo(expected.magnitude, 9);
      // p-values from different t CDFs: agree to a relative 1e-6 (or absolutely where tiny).
      expect(Math.abs(point.pValue - expected.pValue)).toBeLessThanOrEqual(1e-6 * expected.pValue + 1e-15);
    }
  });

  it("records cases with and without change points", () => {
    const counts = reference.cases.map((c) => c.changePoints.length);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(5);
    expect(counts.filter((count) => count >= 2).length).toBeGreaterThan(5);
  });
});

describe("segmentTTest", () => {
  it("gives scipy's ttest_ind_from_stats p-value for population standard deviations", () => {
    // scipy.stats.ttest_ind_from_stats(10, np.std([9,10,11]), 3, 12, np.std([11,12,13]), 3) -> p 0.0474...
    const result = segmentTTest([9, 10, 11], [11, 12, 13]);
    expect(result.meanBefore).toBe(10);
    expect(result.stdBefore).toBeCloseTo(Math.sqrt(2 / 3), 12);
    expect(result.pValue).toBeGreaterThan(0.01);
    expect(result.pValue).toBeLessThan(0.1);
  });

  it("says p = 1 for two single values and for equal constant segments, 0 for different ones", () => {
    expect(segmentTTest([1], [2]).pValue).toBe(1);
    expect(segmentTTest([5, 5, 5], [5, 5]).pValue).toBe(1);
    expect(segmentTTest([5, 5, 5], [6, 6]).pValue).toBe(0);
  });

  it("refuses an empty segment", () => {
    expect(() => segmentTTest([], [1])).toThrow(/at least one value/);
  });
});

describe("PairDistances.bestSplit", () => {
  it("scores splits as the energy statistic written out by hand", () => {
    const series = [1, 1.2, 0.9, 5, 5.1, 4.8, 5.2];
    const distances = new PairDistances(series);
    const naive = (start: number, split: number, stop: number) => {
      const x = series.slice(start, split);
      const y = series.slice(split, stop);
      const n = x.length;
      const m = y.length;
      let across = 0;
      for (const a of x) for (const b of y) across += Math.abs(a - b);
      const within = (values: number[]) => {
        let sum = 0;
        for (let i = 0; i < values.length; i++)
          for (let k = i + 1; k < values.length; k++) sum += Math.abs(values[i]! - values[k]!);
        return sum;
      };
      return (
        (2 / (n + m)) * across -
        (n > 1 ? ((2 * m) / ((n + m) * (n - 1))) * within(x) : 0) -
        (m > 1 ? ((2 * n) / ((n + m) * (m - 1))) * within(y) : 0)
      );
    };
    let best = { index: 0, score: Number.NEGATIVE_INFINITY };
    for (let split = 1; split < series.length; split++) {
      for (let stop = split + 1; stop <= series.length; stop++) {
        const score = naive(0, split, stop);
        if (score > best.score) best = { index: split, score };
      }
    }
    const found = distances.bestSplit({ start: 0, end: series.length })!;
    expect(found.index).toBe(3);
    expect(found.index).toBe(best.index);
    expect(found.score).toBeCloseTo(best.score, 10);
  });

  it("has no split for a segment of one value", () => {
    expect(new PairDistances([1, 2]).bestSplit({ start: 1, end: 2 })).toBeUndefined();
  });
});

describe("findChangePoints", () => {
  it("refuses a window under 2, a p-value outside (0, 1] and values that are not finite", () => {
    expect(() => findChangePoints([1, 2], { windowLength: 1 })).toThrow(/windowLength 1/);
    expect(() => findChangePoints([1, 2], { maxPValue: 0 })).toThrow(/maxPValue 0/);
    expect(() => findChangePoints([1, Number.NaN])).toThrow(/value 1 is NaN/);
  });

  it("finds nothing in an empty or one-value series", () => {
    expect(findChangePoints([])).toEqual([]);
    expect(findChangePoints([3])).toEqual([]);
  });
});
