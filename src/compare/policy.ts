import type { MetricResult } from "../model/results.js";
import type { ConfidenceInterval, Direction, Settle } from "./comparison.js";

/** One metric present on both sides, with everything a policy may use (samples included). */
export interface MetricPair {
  target: string;
  scenario: string;
  metric: string;
  unit: string;
  direction: Direction;
  baseline: MetricResult;
  current: MetricResult;
  /** Allowed change in the bad direction, in percent. */
  thresholdPct: number;
}

export interface PolicyDecision {
  verdict: "regressed" | "improved" | "unchanged" | "inconclusive";
  changePct: number | null;
  betterPct: number | null;
  notes: string[];
  ci?: ConfidenceInterval;
  pValue?: number;
  /** Inconclusive only: why, and how many trials per side would likely settle it. */
  settle?: Settle;
}

/**
 * Decides one metric's verdict. The threshold policy compares medians; a statistical policy
 * (Mann-Whitney U, bootstrap interval of the ratio of medians) can return "inconclusive" and fill
 * `ci` and `pValue` without changing anything around it.
 */
export interface VerdictPolicy {
  readonly name: string;
  readonly description: string;
  decide(pair: MetricPair): PolicyDecision;
}

export interface MedianChange {
  /** (current - baseline) / |baseline| * 100, or null when that is undefined. */
  changePct: number | null;
  /** Positive = better in the metric's direction. */
  betterPct: number | null;
  /** Why the change is null. */
  note?: string;
}

/**
 * Relative change of the medians. A zero baseline median has no relative change: equal zeros are
 * "no change", anything else is unknown (null) rather than Infinity, and the note says why.
 */
export function medianChange(
  baselineMedian: number,
  currentMedian: number,
  direction: Direction,
): MedianChange {
  if (baselineMedian === 0) {
    if (currentMedian === 0) return { changePct: 0, betterPct: 0 };
    return {
      changePct: null,
      betterPct: null,
      note: "baseline median is 0, so a relative change is undefined; not gated",
    };
  }
  const changePct = ((currentMedian - baselineMedian) / Math.abs(baselineMedian)) * 100;
  // Normalise -0 so that JSON and formatting never show "-0".
  const betterPct = (direction === "higher" ? changePct : -changePct) || 0;
  return { changePct: changePct || 0, betterPct };
}

/** Percent values equal up to floating-point noise count as equal (a change of exactly the threshold passes). */
const PERCENT_EPSILON = 1e-9;

/** Verdict from the change of the medians against the threshold, in the metric's direction. */
export const thresholdPolicy: VerdictPolicy = {
  name: "threshold",
  description:
    "median of the current trials against the median of the baseline trials: regressed when worse by more than the threshold, improved when better by more than it",
  decide(pair) {
    const change = medianChange(pair.baseline.summary.median, pair.current.summary.median, pair.direction);
    const notes = change.note ? [change.note] : [];
    if (change.betterPct === null) return { verdict: "inconclusive", ...change, notes };
    const noisiest = Math.max(pair.baseline.summary.rsdPct, pair.current.summary.rsdPct);
    if (noisiest >= pair.thresholdPct) {
      notes.push(
        `the verdict may be noise: trials vary by ${noisiest.toFixed(1)}% (relative standard deviation) against a ${pair.thresholdPct}% threshold`,
      );
    }
    const verdict =
      change.betterPct < -pair.thresholdPct - PERCENT_EPSILON
        ? "regressed"
        : change.betterPct > pair.thresholdPct + PERCENT_EPSILON
          ? "improved"
          : "unchanged";
    return { verdict, changePct: change.changePct, betterPct: change.betterPct, notes };
  },
};
