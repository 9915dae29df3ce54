import { bootstrapRatioOfMedians } from "../stats/bootstrap.js";
import { mannWhitneyU } from "../stats/mann-whitney.js";
import { minimumTrialsForRankTest, trialsToSettle } from "../stats/settle.js";
import type { ConfidenceInterval, Settle } from "./comparison.js";
import { medianChange, type MetricPair, type PolicyDecision, type VerdictPolicy } from "./policy.js";

/**
 * The statistical verdict policy. Per metric, from the raw trial samples of both sides:
 *
 * - the bootstrap confidence interval of the ratio of medians (current / baseline), judged as a
 *   change in the metric's own direction (positive = better) and written, as every report writes
 *   a change, as the raw change of the median with the direction word beside it;
 * - the two-sided Mann-Whitney U test of a difference (no assumption about the distribution).
 *
 * regressed: the whole interval lies beyond the threshold in the bad direction, and the rank test
 *   finds a difference at level α = 1 - confidence;
 * improved: the same in the good direction;
 * unchanged: the whole interval lies within ±threshold;
 * inconclusive: anything else — the interval straddles a threshold, or the rank test cannot
 *   confirm what the interval suggests. The note says why; `settle` how many trials per side would
 *   likely settle it (see src/stats/settle.ts for how that is estimated).
 */
/** Values drawn for one metric's bootstrap at most: 10,000 resamples of 100 trials a side. */
const BOOTSTRAP_DRAWS = 2_000_000;

/**
 * 10,000 resamples for every sample size the config can ask for (at most 100 trials a side); a
 * results file with more samples (up to 1,000 a metric) gets as many as keep the draws at
 * BOOTSTRAP_DRAWS, and never fewer than 2,000, which still pins a 95% interval's ends to within
 * a fraction of its width. The cost of a metric then stays bounded whatever the file holds.
 */
export function defaultResamples(totalSamples: number): number {
  return Math.max(2_000, Math.min(10_000, Math.floor(BOOTSTRAP_DRAWS / totalSamples)));
}

export interface StatisticalPolicyOptions {
  /**
   * Confidence level of the two-sided interval; α = 1 - confidence for the rank test. Default 0.9:
   * a regression is a change worse than the threshold at 95% one-sided confidence.
   */
  confidence?: number;
  /** Bootstrap resamples; default 10,000, fewer beyond 100 trials a side (`defaultResamples`). */
  bootstrapResamples?: number;
  /** Bootstrap PRNG seed: the same samples always give the same interval. Default 1. */
  seed?: number;
  /** The settle estimate gives up beyond this many trials per side; default 100 (the config's maximum). */
  maxTrials?: number;
}

export const DEFAULT_CONFIDENCE = 0.9;

/** Percent values equal up to floating-point noise count as equal (an interval ending at the threshold). */
const PERCENT_EPSILON = 1e-9;

export function statisticalPolicy(options: StatisticalPolicyOptions = {}): VerdictPolicy {
  const confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  const level = `${formatLevel(confidence)}`;
  return {
    name: "statistical",
    description:
      `regressed or improved when the ${level} bootstrap interval of the ratio of medians lies beyond the threshold ` +
      `and a Mann-Whitney U test finds a difference (p ≤ ${formatAlpha(1 - confidence)}); unchanged when the interval ` +
      `lies within the threshold; otherwise inconclusive`,
    decide: (pair) => decideStatistically(pair, options),
  };
}

/** The verdict of one metric; see `statisticalPolicy`. Pure: the same pair gives the same decision. */
export function decideStatistically(
  pair: MetricPair,
  options: StatisticalPolicyOptions = {},
): PolicyDecision {
  const confidence = options.confidence ?? DEFAULT_CONFIDENCE;
  const alpha = 1 - confidence;
  const maxTrials = options.maxTrials ?? 100;
  const baseline = pair.baseline.samples;
  const current = pair.current.samples;
  const threshold = pair.thresholdPct;
  const change = medianChange(pair.baseline.summary.median, pair.current.summary.median, pair.direction);
  if (change.betterPct === null) {
    return { verdict: "inconclusive", ...change, notes: change.note ? [change.note] : [] };
  }
  const base = { changePct: change.changePct, betterPct: change.betterPct };
  const minimum = minimumTrialsForRankTest(alpha);
  // Both medians 0 (an empty backlog on both sides): no relative change to test, and none seen.
  if (pair.baseline.summary.median === 0 && pair.current.summary.median === 0) {
    return { verdict: "unchanged", ...base, notes: [] };
  }

  if (baseline.length < 2 || current.length < 2) {
    return {
      verdict: "inconclusive",
      ...base,
      notes: [
        `one trial has no spread to judge a change by: ${baseline.length} vs ${current.length} trials, ` +
          `the rank test needs at least ${minimum} per side`,
      ],
      settle: { reason: "too-few-trials", trialsPerSide: minimum, spreadPct: 0 },
    };
  }

  const interval = bootstrapRatioOfMedians(baseline, current, {
    level: confidence,
    resamples: options.bootstrapResamples ?? defaultResamples(baseline.length + current.length),
    seed: options.seed ?? 1,
  });
  if (!interval) {
    return {
      verdict: "inconclusive",
      ...base,
      notes: ["the baseline's median is 0 in some resamples, so the ratio of medians has no interval"],
    };
  }
  const ci: ConfidenceInterval = {
    statistic: interval.statistic,
    level: interval.level,
    low: interval.low,
    high: interval.high,
  };
  const { pValue } = mannWhitneyU(current, baseline);
  const significant = pValue <= alpha * (1 + 1e-9);
  const [worstPct, bestPct] = betterRange(ci, pair.direction);
  const decided = { ...base, ci, pValue };

  const beyondBad = bestPct < -threshold - PERCENT_EPSILON;
  const beyondGood = worstPct > threshold + PERCENT_EPSILON;
  if (beyondBad && significant) return { verdict: "regressed", ...decided, notes: [] };
  if (beyondGood && significant) return { verdict: "improved", ...decided, notes: [] };
  if (worstPct >= -threshold - PERCENT_EPSILON && bestPct <= threshold + PERCENT_EPSILON) {
    return { verdict: "unchanged", ...decided, notes: [] };
  }

  // Inconclusive. Which threshold is in question: the bad one unless only the good one is straddled.
  const towardsGood = worstPct >= -threshold - PERCENT_EPSILON;
  const boundary = towardsGood ? threshold : -threshold;
  const estimate = trialsToSettle({
    baseline,
    current,
    distancePct: change.betterPct - boundary,
    confidence,
    maxTrials,
  });
  const sides = `${baseline.length} vs ${current.length} trials`;
  // More trials than either side already has: the estimate assumes the spread stays what it was,
  // and repeating what did not settle it cannot be the advice.
  const atLeast = Math.max(baseline.length, current.length) + 1;
  const estimated = estimate.trialsPerSide === null ? null : Math.max(estimate.trialsPerSide, atLeast);
  let why: string;
  let trialsPerSide: number | null;
  if (beyondBad || beyondGood) {
    // The interval is clear of the threshold but the ranks of the trials overlap too much.
    trialsPerSide = Math.max(minimum, estimated ?? minimum, Math.min(baseline.length, current.length) + 1);
    why =
      `the rank test does not confirm the change: the ${formatLevel(confidence)} interval lies beyond the ` +
      `threshold, but the Mann-Whitney test gives p = ${formatP(pValue)} > ${formatAlpha(alpha)}` +
      (Math.min(baseline.length, current.length) < minimum
        ? ` (with ${sides} it cannot go below ${formatAlpha(alpha)})`
        : ` (${sides})`);
  } else {
    trialsPerSide = estimated !== null && estimated <= maxTrials ? estimated : null;
    why =
      straddleNote(ci, pair.direction, threshold, towardsGood, formatLevel(confidence)) +
      `; the trials vary by ${estimate.spreadPct.toFixed(1)}% (${sides})`;
  }
  const settle: Settle = {
    reason: trialsPerSide === null ? "too-noisy" : "too-few-trials",
    trialsPerSide,
    spreadPct: estimate.spreadPct,
  };
  // What would settle it is said by the comparison once it knows whether the row binds
  // (compare/settle-note.ts): more trials are no advice for a metric that cannot fail the gate.
  return { verdict: "inconclusive", ...decided, notes: [why], settle };
}

/**
 * Which threshold an interval straddles, in the sign every report uses: the raw change of the
 * median (current / baseline - 1), the direction word beside the threshold. An end that rounds to
 * the threshold gets the digits that tell them apart, so the note never contradicts itself.
 */
export function straddleNote(
  ci: Pick<ConfidenceInterval, "low" | "high">,
  direction: "higher" | "lower",
  thresholdPct: number,
  towardsGood: boolean,
  level: string,
): string {
  const worse = direction === "higher" ? -1 : 1;
  const boundary = (towardsGood ? -worse : worse) * thresholdPct;
  const low = (ci.low - 1) * 100;
  const high = (ci.high - 1) * 100;
  const question = towardsGood
    ? "it did not regress, but may have improved beyond the threshold"
    : "it may have regressed beyond the threshold";
  return (
    `${question}: the ${level} interval of the change, ${formatBeside(low, boundary)} to ` +
    `${formatBeside(high, boundary)}, straddles ${boundary > 0 ? "+" : "-"}${Number(thresholdPct.toFixed(2))}% ` +
    `(${towardsGood ? "better" : "worse"})`
  );
}

/** One decimal, more (up to three) when one would show `value` equal to a different `boundary`. */
function formatBeside(value: number, boundary: number): string {
  for (const decimals of [1, 2, 3]) {
    const shown = formatSigned(value, decimals);
    if (value === boundary || shown !== formatSigned(boundary, decimals)) return shown;
  }
  return formatSigned(value, 3);
}

/**
 * The interval as changes in the metric's direction, in percent, worst first: for "higher is
 * better" the ratio minus one; for "lower is better" one minus the ratio.
 */
export function betterRange(ci: Pick<ConfidenceInterval, "low" | "high">, direction: "higher" | "lower") {
  const range =
    direction === "higher"
      ? [(ci.low - 1) * 100, (ci.high - 1) * 100]
      : [(1 - ci.high) * 100, (1 - ci.low) * 100];
  return range.map((value) => value || 0) as [number, number];
}

function formatLevel(confidence: number): string {
  return `${Number((confidence * 100).toFixed(2))}%`;
}

function formatAlpha(alpha: number): string {
  return String(Number(alpha.toFixed(4)));
}

function formatP(p: number): string {
  return p < 0.001 ? p.toExponential(1) : p.toFixed(3);
}

function formatSigned(pct: number, decimals = 1): string {
  const scale = 10 ** decimals;
  const rounded = Math.round(pct * scale) / scale || 0;
  return `${rounded > 0 ? "+" : ""}${rounded.toFixed(decimals)}%`;
}
