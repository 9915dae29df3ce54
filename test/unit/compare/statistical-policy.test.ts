import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { MetricPair } from "../../../src/compare/policy.js";
import {
  defaultResamples,
  betterRange,
  decideStatistically,
  statisticalPolicy,
} from "../../../src/compare/statistical-policy.js";
import { policyFromConfig } from "../../../src/compare/policies.js";
import { thresholdPolicy } from "../../../src/compare/policy.js";
import { buildMetric } from "../../fixtures/build.js";
import { fixturePath } from "../../fixtures/load.js";

interface DecisionCase {
  name: string;
  baseline: number[];
  current: number[];
  direction: "higher" | "lower";
  thresholdPct: number;
  verdict: string;
  ciLow: number;
  ciHigh: number;
  pValue: number;
}

// Recorded by test/fixtures/verdict-reference.py: scipy.stats.bootstrap, scipy.stats.mannwhitneyu
// and the same rule, written independently.
const reference = JSON.parse(readFileSync(fixturePath("verdict-reference.json"), "utf8")) as {
  decisions: DecisionCase[];
};

function pair(
  baseline: number[],
  current: number[],
  direction: "higher" | "lower" = "higher",
  thresholdPct = 10,
): MetricPair {
  const metric = (samples: number[]) => buildMetric({ id: "m", samples, direction });
  return {
    target: "t",
    scenario: "s",
    metric: "m",
    unit: direction === "higher" ? "msg/s" : "µs",
    direction,
    baseline: metric(baseline),
    current: metric(current),
    thresholdPct,
  };
}

describe("defaultResamples", () => {
  it("is 10,000 for every trial count a config allows, and bounds the draws beyond it", () => {
    expect(defaultResamples(6)).toBe(10_000);
    expect(defaultResamples(200)).toBe(10_000);
    expect(defaultResamples(400)).toBe(5_000);
    expect(defaultResamples(2_000)).toBe(2_000);
    // A metric of 1,000 samples a side: 2,000 resamples, 4 million draws, not 20 million.
    expect(defaultResamples(2_000) * 2_000).toBe(4_000_000);
  });
});

describe("decideStatistically against the reference implementation", () => {
  it.each(reference.decisions.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    // The reference values were recorded at 95% confidence.
    const decision = decideStatistically(pair(c.baseline, c.current, c.direction, c.thresholdPct), {
      confidence: 0.95,
    });
    expect(decision.verdict).toBe(c.verdict);
    expect(decision.pValue).toBeCloseTo(c.pValue, 10);
    // Different random streams: the interval's ends agree within a small fraction of the ratio.
    expect(Math.abs(decision.ci!.low - c.ciLow)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(decision.ci!.high - c.ciHigh)).toBeLessThanOrEqual(0.01);
  });
});

describe("decideStatistically", () => {
  const base = [1000, 1010, 990, 1005, 995];

  it("reports the change of the medians, the interval and the p-value", () => {
    const decision = decideStatistically(pair(base, [800, 808, 792, 804, 796]));
    expect(decision).toMatchObject({ verdict: "regressed", changePct: -20, betterPct: -20, notes: [] });
    expect(decision.ci).toMatchObject({ statistic: "ratio-of-medians", level: 0.9 });
    expect(decision.ci!.high).toBeLessThan(0.9);
    expect(decision.pValue).toBeCloseTo(2 / 252, 12);
    expect(decision.settle).toBeUndefined();
  });

  it("calls a change that straddles the threshold inconclusive, says why and what would settle it", () => {
    const decision = decideStatistically(pair(base, [910, 820, 870, 950, 780]));
    expect(decision.verdict).toBe("inconclusive");
    expect(decision.settle).toMatchObject({ reason: "too-few-trials" });
    expect(decision.settle!.trialsPerSide).toBeGreaterThan(5);
    expect(decision.notes).toEqual([
      expect.stringMatching(
        /^it may have regressed beyond the threshold: the 90% interval of the change, -\d+\.\d+% to -\d+\.\d+%, straddles -10% \(worse\); the trials vary by \d+\.\d% \(5 vs 5 trials\)$/,
      ),
    ]);
  });

  it("says when no sensible number of trials would settle it", () => {
    const decision = decideStatistically(pair(base, [900, 1200, 700, 880, 1100]), { maxTrials: 30 });
    expect(decision.verdict).toBe("inconclusive");
    expect(decision.settle).toMatchObject({ reason: "too-noisy", trialsPerSide: null });
    // What would settle it is the comparison's note, for a row that binds (settle-note.test.ts).
    expect(decision.notes[0]).not.toMatch(/trials per side/);
  });

  it("with 3 vs 3 trials cannot confirm even a clear change at 95%: the rank test cannot reach 5%", () => {
    const decision = decideStatistically(pair([1000, 1010, 990], [800, 805, 795]), { confidence: 0.95 });
    expect(decision.verdict).toBe("inconclusive");
    expect(decision.pValue).toBeCloseTo(0.1, 12);
    expect(decision.settle).toMatchObject({ reason: "too-few-trials", trialsPerSide: 4 });
    expect(decision.notes[0]).toMatch(
      /^the rank test does not confirm the change: .*Mann-Whitney test gives p = 0\.100 > 0\.05 \(with 3 vs 3 trials it cannot go below 0\.05\)$/,
    );
    // At the default 90% (p 0.1 <= 0.1) and below, 3 trials per side are enough for the rank test.
    expect(decideStatistically(pair([1000, 1010, 990], [800, 805, 795])).verdict).toBe("regressed");
    expect(decideStatistically(pair([1000, 1010, 990], [800, 805, 795]), { confidence: 0.8 }).verdict).toBe(
      "regressed",
    );
  });

  it("refuses to judge one trial", () => {
    const decision = decideStatistically(pair([1000], [500, 510]));
    expect(decision).toMatchObject({
      verdict: "inconclusive",
      changePct: -49.5,
      settle: { reason: "too-few-trials", trialsPerSide: 3, spreadPct: 0 },
    });
    expect(decision.notes[0]).toMatch(/^one trial has no spread to judge a change by: 1 vs 2 trials/);
  });

  it("calls two medians of 0 unchanged, as the threshold policy does", () => {
    expect(decideStatistically(pair([0, 0, 0, 0, 0], [0, 0, 0, 12, 0], "lower"))).toMatchObject({
      verdict: "unchanged",
      changePct: 0,
    });
  });

  it("is inconclusive without an interval when the baseline median is 0", () => {
    expect(decideStatistically(pair([0, 0, 0, 0], [1, 2, 3, 4]))).toMatchObject({
      verdict: "inconclusive",
      changePct: null,
    });
    const sometimesZero = decideStatistically(pair([0, 0, 5, 5, 5], [5, 5, 5, 5, 5]));
    expect(sometimesZero.verdict).toBe("inconclusive");
    expect(sometimesZero.notes[0]).toMatch(/median is 0 in some resamples/);
  });

  it("judges lower-is-better metrics in their direction", () => {
    expect(
      decideStatistically(
        pair(
          base,
          base.map((v) => v * 1.3),
          "lower",
        ),
      ).verdict,
    ).toBe("regressed");
    expect(
      decideStatistically(
        pair(
          base,
          base.map((v) => v * 0.7),
          "lower",
        ),
      ).verdict,
    ).toBe("improved");
    expect(
      decideStatistically(
        pair(
          base,
          base.map((v) => v * 1.02),
          "lower",
        ),
      ).verdict,
    ).toBe("unchanged");
  });

  it("says an interval that only straddles the improvement threshold did not regress", () => {
    const decision = decideStatistically(pair(base, [1090, 1150, 1070, 1180, 1110]));
    expect(decision.verdict).toBe("inconclusive");
    expect(decision.notes[0]).toMatch(/^it did not regress, but may have improved beyond the threshold/);
  });

  it("is reproducible: the same samples give the same decision", () => {
    const samples = pair(base, [910, 820, 870, 950, 780]);
    expect(decideStatistically(samples)).toEqual(decideStatistically(samples));
  });
});

describe("betterRange", () => {
  it("turns the ratio interval into changes in the metric's direction, worst first", () => {
    expect(betterRange({ low: 0.8, high: 1.1 }, "higher").map((v) => Number(v.toFixed(9)))).toEqual([
      -20, 10,
    ]);
    expect(betterRange({ low: 0.8, high: 1.1 }, "lower").map((v) => Number(v.toFixed(9)))).toEqual([-10, 20]);
  });
});

describe("policyFromConfig", () => {
  it("gives the threshold policy or the statistical one with its settings", () => {
    expect(policyFromConfig({ policy: "threshold" })).toBe(thresholdPolicy);
    const policy = policyFromConfig({ policy: "statistical", confidence: 0.9 });
    expect(policy.name).toBe("statistical");
    expect(policy.description).toMatch(/90% bootstrap interval/);
    expect(policy.description).toMatch(/p ≤ 0\.1\)/);
    expect(statisticalPolicy().description).toMatch(/90% bootstrap interval/);
  });
});
