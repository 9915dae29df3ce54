import tCdf from "@stdlib/stats-base-dists-t-cdf";
import { mean } from "simple-statistics";

/** Two segments of a series compared by Student's t-test. */
export interface SegmentComparison {
  meanBefore: number;
  meanAfter: number;
  /** Population standard deviations (n, not n - 1): see `segmentTTest`. */
  stdBefore: number;
  stdAfter: number;
  /** Two-sided p-value that both segments share one mean; 1 where it cannot be told. */
  pValue: number;
}

/**
 * Student's two-sample t-test (equal variances) of `before` against `after`, two-sided, as the
 * change-point method of Apache Otava and Hunter (Fleming et al., ICPE 2023) applies it: the
 * standard deviations going into the pooled variance are the population ones, which makes the test
 * slightly less conservative than the textbook one on tiny segments. Kept that way so our change
 * points are Otava's (test/fixtures/change-points-reference.py). Segments of one value each, or
 * equal constant segments, give p = 1; different constant segments p = 0.
 */
export function segmentTTest(before: readonly number[], after: readonly number[]): SegmentComparison {
  if (before.length === 0 || after.length === 0) {
    throw new RangeError("segmentTTest: both segments need at least one value");
  }
  const meanBefore = mean([...before]);
  const meanAfter = mean([...after]);
  const stdBefore = populationStd(before, meanBefore);
  const stdAfter = populationStd(after, meanAfter);
  const n1 = before.length;
  const n2 = after.length;
  let pValue = 1;
  if (n1 + n2 > 2) {
    const degrees = n1 + n2 - 2;
    const pooledVariance = ((n1 - 1) * stdBefore ** 2 + (n2 - 1) * stdAfter ** 2) / degrees;
    const error = Math.sqrt(pooledVariance * (1 / n1 + 1 / n2));
    const difference = meanBefore - meanAfter;
    if (error > 0) pValue = Math.min(1, 2 * tCdf(-Math.abs(difference / error), degrees));
    else pValue = difference === 0 ? 1 : 0;
  }
  return { meanBefore, meanAfter, stdBefore, stdAfter, pValue };
}

function populationStd(values: readonly number[], average: number): number {
  if (values.length < 2) return 0;
  let sum = 0;
  for (const value of values) sum += (value - average) ** 2;
  return Math.sqrt(sum / values.length);
}

/**
 * How far the mean moved, relative to the smaller side: the larger of |after/before − 1| and
 * |before/after − 1| (0 where a mean is 0). Symmetric, so a step up and the same step back down
 * have one magnitude; the minimum magnitude a metric's noise allows is compared with it.
 */
export function changeMagnitude(meanBefore: number, meanAfter: number): number {
  const forward = meanBefore === 0 ? 0 : Math.abs(meanAfter / meanBefore - 1);
  const backward = meanAfter === 0 ? 0 : Math.abs(meanBefore / meanAfter - 1);
  return Math.max(forward, backward);
}
