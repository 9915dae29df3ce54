import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { aaNoisePct, blocksOf, proposeThresholdPct } from "../../../src/stats/noise.js";
import { fixturePath } from "../../fixtures/load.js";

// Recorded by test/fixtures/verdict-reference.py (numpy.percentile, linear).
const reference = JSON.parse(readFileSync(fixturePath("verdict-reference.json"), "utf8")) as {
  noise: { name: string; ratios: number[]; noisePct: number; proposedThresholdPct: number }[];
};

describe("aaNoisePct and proposeThresholdPct against the reference", () => {
  it.each(reference.noise.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const noise = aaNoisePct(c.ratios);
    expect(noise).toBeCloseTo(c.noisePct, 9);
    expect(proposeThresholdPct(noise)).toBe(c.proposedThresholdPct);
  });
});

describe("proposeThresholdPct", () => {
  it("adds a quarter, rounds up to whole percent, to 5% steps above 20%, at least 1%", () => {
    expect(proposeThresholdPct(0)).toBe(1);
    expect(proposeThresholdPct(0.4)).toBe(1);
    expect(proposeThresholdPct(4)).toBe(5);
    expect(proposeThresholdPct(8)).toBe(10);
    expect(proposeThresholdPct(9.6)).toBe(12);
    expect(proposeThresholdPct(16)).toBe(20);
    expect(proposeThresholdPct(16.1)).toBe(25);
    expect(proposeThresholdPct(30)).toBe(40);
  });

  it("refuses what is not a percentage", () => {
    expect(() => proposeThresholdPct(-1)).toThrow(RangeError);
    expect(() => proposeThresholdPct(Number.NaN)).toThrow(RangeError);
  });
});

describe("aaNoisePct", () => {
  it("treats a swing up and down alike", () => {
    expect(aaNoisePct([0.9])).toBeCloseTo(10, 12);
    expect(aaNoisePct([1.1])).toBeCloseTo(10, 12);
  });

  it("refuses no comparisons and invalid ratios", () => {
    expect(() => aaNoisePct([])).toThrow(RangeError);
    expect(() => aaNoisePct([Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});

describe("blocksOf", () => {
  it("cuts samples into blocks by trial number, keeping a block's trials when one is missing", () => {
    expect(blocksOf([10, 11, 12, 13, 14, 15], [1, 2, 3, 4, 5, 6], 3, 2)).toEqual([
      [10, 11, 12],
      [13, 14, 15],
    ]);
    // Trial 2 was invalid: the first block has two samples, the second still starts at trial 4.
    expect(blocksOf([10, 12, 13, 14, 15], [1, 3, 4, 5, 6], 3, 2)).toEqual([
      [10, 12],
      [13, 14, 15],
    ]);
  });

  it("leaves out trials beyond the last block", () => {
    expect(blocksOf([1, 2, 3, 4, 5], [1, 2, 3, 4, 5], 2, 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
