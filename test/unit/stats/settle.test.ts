import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { minimumTrialsForRankTest, pooledRelativeSpread, trialsToSettle } from "../../../src/stats/settle.js";
import { fixturePath } from "../../fixtures/load.js";

interface SettleCase {
  name: string;
  baseline: number[];
  current: number[];
  distancePct: number;
  confidence: number;
  trialsPerSide: number | null;
  spreadPct: number;
}

// Recorded by test/fixtures/verdict-reference.py (SciPy's normal quantiles and exact Mann-Whitney).
const reference = JSON.parse(readFileSync(fixturePath("verdict-reference.json"), "utf8")) as {
  minimumTrials: { alpha: number; trials: number }[];
  settle: SettleCase[];
};

describe("minimumTrialsForRankTest against scipy.stats.mannwhitneyu (exact)", () => {
  it.each(reference.minimumTrials.map((c) => [c.alpha, c.trials] as const))(
    "alpha %s needs %s trials per side",
    (alpha, trials) => {
      expect(minimumTrialsForRankTest(alpha)).toBe(trials);
    },
  );

  it("refuses an alpha outside (0, 1)", () => {
    expect(() => minimumTrialsForRankTest(0)).toThrow(RangeError);
    expect(() => minimumTrialsForRankTest(1)).toThrow(RangeError);
  });
});

describe("trialsToSettle against the reference implementation", () => {
  it.each(reference.settle.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const estimate = trialsToSettle({
      baseline: c.baseline,
      current: c.current,
      distancePct: c.distancePct,
      confidence: c.confidence,
    });
    expect(estimate.trialsPerSide).toBe(c.trialsPerSide);
    expect(estimate.spreadPct).toBeCloseTo(c.spreadPct, 9);
  });
});

describe("trialsToSettle", () => {
  const baseline = [1000, 1040, 960, 1010, 990];
  const current = [900, 940, 860, 910, 890];

  it("needs fewer trials the farther the change is from the threshold", () => {
    const near = trialsToSettle({ baseline, current, distancePct: 3, confidence: 0.95 }).trialsPerSide!;
    const far = trialsToSettle({ baseline, current, distancePct: 6, confidence: 0.95 }).trialsPerSide!;
    // n grows with 1 / d²: half the distance, about four times the trials.
    expect(near / far).toBeGreaterThan(3.5);
    expect(near / far).toBeLessThan(4.5);
  });

  it("needs more trials for more confidence or power", () => {
    const at = (confidence: number, power?: number) =>
      trialsToSettle({ baseline, current, distancePct: 4, confidence, ...(power && { power }) })
        .trialsPerSide!;
    expect(at(0.99)).toBeGreaterThan(at(0.95));
    expect(at(0.95, 0.95)).toBeGreaterThan(at(0.95));
  });

  it("is the same whichever side of the threshold the change is", () => {
    const input = { baseline, current, confidence: 0.95 };
    expect(trialsToSettle({ ...input, distancePct: -4 })).toEqual(
      trialsToSettle({ ...input, distancePct: 4 }),
    );
  });

  it("gives up beyond maxTrials", () => {
    expect(
      trialsToSettle({ baseline, current, distancePct: 1, confidence: 0.95, maxTrials: 20 }).trialsPerSide,
    ).toBeNull();
  });
});

describe("pooledRelativeSpread", () => {
  it("is the pooled standard deviation relative to each side's median", () => {
    // Each side: values 0.9, 1.0, 1.1 of its median; sample variance 0.01.
    expect(pooledRelativeSpread([90, 100, 110], [1800, 2000, 2200])).toBeCloseTo(0.1, 12);
  });

  it("ignores a side of one value and is 0 without any spread", () => {
    expect(pooledRelativeSpread([100], [90, 100, 110])).toBeCloseTo(0.1, 12);
    expect(pooledRelativeSpread([100], [100])).toBe(0);
    expect(pooledRelativeSpread([0, 0, 0], [1, 2, 3])).toBe(0);
  });
});
