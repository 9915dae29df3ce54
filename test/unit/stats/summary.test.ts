import { describe, expect, it } from "vitest";
import { summarize } from "../../../src/stats/summary.js";

// Reference values computed with Python's statistics module (median, mean, stdev = sample stdev).
describe("summarize", () => {
  it("matches reference values for an odd number of samples", () => {
    expect(summarize([30, 10, 20])).toEqual({
      n: 3,
      median: 20,
      mean: 20,
      min: 10,
      max: 30,
      stdev: 10,
      rsdPct: 50,
    });
  });

  it("takes the mean of the middle pair as the median of an even number of samples", () => {
    const summary = summarize([4, 1, 3, 2]);
    expect(summary.median).toBe(2.5);
    expect(summary.mean).toBe(2.5);
    expect(summary.stdev).toBeCloseTo(1.2909944487358056, 12);
    expect(summary.rsdPct).toBeCloseTo(51.63977794943222, 10);
  });

  it("matches reference values for realistic publish rates", () => {
    const summary = summarize([41523.2, 40987.9, 42010.4]);
    expect(summary.median).toBe(41523.2);
    expect(summary.mean).toBeCloseTo(41507.166666666664, 8);
    expect(summary.min).toBe(40987.9);
    expect(summary.max).toBe(42010.4);
    expect(summary.stdev).toBeCloseTo(511.4385235131719, 8);
    expect(summary.rsdPct).toBeCloseTo(1.232169200129709, 10);
  });

  it("reports no spread for a single sample", () => {
    expect(summarize([5])).toEqual({ n: 1, median: 5, mean: 5, min: 5, max: 5, stdev: 0, rsdPct: 0 });
  });

  it("reports zeros for no samples instead of NaN", () => {
    const summary = summarize([]);
    expect(summary).toEqual({ n: 0, median: 0, mean: 0, min: 0, max: 0, stdev: 0, rsdPct: 0 });
    expect(JSON.parse(JSON.stringify(summary))).toEqual(summary);
  });

  it("reports rsdPct 0 when the mean is 0", () => {
    const summary = summarize([-3, 3]);
    expect(summary.stdev).toBeCloseTo(4.242640687119285, 12);
    expect(summary.rsdPct).toBe(0);
  });

  it("reports rsdPct 0 for identical samples", () => {
    expect(summarize([7, 7, 7]).rsdPct).toBe(0);
  });

  it("does not reorder the caller's array", () => {
    const samples = [3, 1, 2];
    summarize(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it("rejects non-finite samples with the index", () => {
    expect(() => summarize([1, Number.NaN])).toThrow("sample 1 is NaN");
    expect(() => summarize([Number.POSITIVE_INFINITY])).toThrow("sample 0 is Infinity");
  });
});
