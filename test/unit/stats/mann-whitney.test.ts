import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { erfc, mannWhitneyU, type MannWhitneyOptions } from "../../../src/stats/mann-whitney.js";
import { fixturePath } from "../../fixtures/load.js";

interface ReferenceCase {
  name: string;
  x: number[];
  y: number[];
  options: {
    alternative?: MannWhitneyOptions["alternative"];
    method?: "exact" | "asymptotic";
    use_continuity?: boolean;
  };
  u1: number;
  pValue: number;
}

// Recorded from scipy.stats.mannwhitneyu by test/fixtures/stats-reference.py.
const reference = JSON.parse(readFileSync(fixturePath("stats-reference.json"), "utf8")) as {
  mannWhitney: ReferenceCase[];
};

describe("mannWhitneyU against scipy.stats.mannwhitneyu", () => {
  it.each(reference.mannWhitney.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const result = mannWhitneyU(c.x, c.y, {
      ...(c.options.alternative && { alternative: c.options.alternative }),
      ...(c.options.method && { method: c.options.method }),
      ...(c.options.use_continuity !== undefined && { continuity: c.options.use_continuity }),
    });
    expect(result.u1).toBe(c.u1);
    expect(result.u2).toBe(c.x.length * c.y.length - c.u1);
    // Exact p-values agree to rounding; the normal tail to the accuracy of erfc (1.2e-7 relative).
    expect(Math.abs(result.pValue - c.pValue)).toBeLessThanOrEqual(Math.max(1e-12, c.pValue * 1e-6));
  });
});

describe("mannWhitneyU", () => {
  it("chooses the exact distribution for small samples without ties, else the approximation", () => {
    expect(mannWhitneyU([1, 2, 3], [4, 5, 6]).method).toBe("exact");
    expect(mannWhitneyU([1, 2, 2], [4, 5, 6]).method).toBe("asymptotic");
    expect(
      mannWhitneyU(
        [...Array(9).keys()],
        [...Array(9).keys()].map((v) => v + 0.5),
      ).method,
    ).toBe("asymptotic");
    expect(
      mannWhitneyU(
        [...Array(8).keys()],
        [...Array(30).keys()].map((v) => v + 0.5),
      ).method,
    ).toBe("exact");
  });

  it("cannot reach 5% two-sided with 3 trials per side", () => {
    // Complete separation is the most extreme 3-vs-3 outcome: p = 2 / C(6, 3) = 0.1.
    expect(mannWhitneyU([1, 2, 3], [4, 5, 6]).pValue).toBeCloseTo(0.1, 12);
    expect(mannWhitneyU([1, 2, 3, 4, 5], [6, 7, 8, 9, 10]).pValue).toBeCloseTo(2 / 252, 12);
  });

  it("is symmetric: swapping the samples swaps U and keeps the two-sided p-value", () => {
    const x = [10.1, 10.4, 9.8, 10.0];
    const y = [10.5, 10.8, 9.9, 11.2, 10.7];
    const forward = mannWhitneyU(x, y);
    const backward = mannWhitneyU(y, x);
    expect(backward.u1).toBe(forward.u2);
    expect(backward.pValue).toBeCloseTo(forward.pValue, 12);
    expect(mannWhitneyU(x, y, { alternative: "less" }).pValue).toBeCloseTo(
      mannWhitneyU(y, x, { alternative: "greater" }).pValue,
      12,
    );
  });

  it("rejects empty samples, non-finite values and an exact test with ties", () => {
    expect(() => mannWhitneyU([], [1])).toThrow("both samples need at least one value");
    expect(() => mannWhitneyU([1, Number.NaN], [1])).toThrow("NaN is not a finite number");
    expect(() => mannWhitneyU([1, 2, 2], [3, 4], { method: "exact" })).toThrow("assumes no ties");
  });
});

describe("erfc", () => {
  it.each([
    // Reference values from scipy.special.erfc.
    [0, 1],
    [0.5, 0.4795001221869535],
    [1, 0.15729920705028513],
    [-1, 1.8427007929497148],
    [3, 2.209049699858544e-5],
    [6, 2.1519736712498913e-17],
  ])("erfc(%d)", (x, expected) => {
    expect(Math.abs(erfc(x) - expected)).toBeLessThanOrEqual(expected * 1.2e-7);
  });
});
