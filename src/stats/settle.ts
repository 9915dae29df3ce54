import { normalQuantile } from "./normal.js";

/**
 * How many trials per side would likely settle an inconclusive comparison: a power-style estimate
 * from the spread the trials showed.
 *
 * The spread σ is the pooled relative standard deviation of both samples (each value divided by its
 * own side's median, so it is in units of the median). The median of n trials varies by about
 * sqrt(π/2) · σ / sqrt(n) (the median's efficiency under normal noise), so the ratio of two medians
 * of n trials each varies by about
 *
 *     se(n) = sqrt(π/2) · σ · sqrt(2 / n).
 *
 * A comparison settles when its interval clears the threshold: the distance d from the estimated
 * change to the threshold exceeds the interval's half-width. With the usual power term, the trials
 * per side needed for that with probability `power` are
 *
 *     n = ceil( 2 · (π/2) · ((z(1 - α/2) + z(power)) · σ / d)² ),   α = 1 - confidence,
 *
 * and at least the rank test's minimum (see `minimumTrialsForRankTest`). The estimate assumes the
 * spread and the change stay what they were; it is a guide to the order of magnitude, not a promise.
 */

export interface SettleInput {
  baseline: readonly number[];
  current: readonly number[];
  /** Distance between the estimated change and the threshold to clear, in percent of the baseline. */
  distancePct: number;
  /** Confidence level of the interval, e.g. 0.95. */
  confidence: number;
  /** Probability that the new comparison settles; default 0.8. */
  power?: number;
  /** Beyond this many trials per side the answer is null: repeating will not settle it. Default 100. */
  maxTrials?: number;
}

export interface SettleEstimate {
  /** Trials per side, or null when more than `maxTrials` would be needed (or no finite number). */
  trialsPerSide: number | null;
  /** The pooled relative spread σ in percent. */
  spreadPct: number;
}

const MEDIAN_VARIANCE_FACTOR = Math.PI / 2;

export function trialsToSettle(input: SettleInput): SettleEstimate {
  const power = input.power ?? 0.8;
  const maxTrials = input.maxTrials ?? 100;
  if (!(input.confidence > 0 && input.confidence < 1))
    throw new RangeError(`trialsToSettle: confidence ${input.confidence} is not in (0, 1)`);
  if (!(power > 0 && power < 1)) throw new RangeError(`trialsToSettle: power ${power} is not in (0, 1)`);
  const spread = pooledRelativeSpread(input.baseline, input.current);
  const minimum = minimumTrialsForRankTest(1 - input.confidence);
  const distance = Math.abs(input.distancePct) / 100;
  if (spread === 0) return { trialsPerSide: minimum <= maxTrials ? minimum : null, spreadPct: 0 };
  if (distance === 0) return { trialsPerSide: null, spreadPct: spread * 100 };
  const z = normalQuantile(1 - (1 - input.confidence) / 2) + normalQuantile(power);
  const needed = Math.ceil(2 * MEDIAN_VARIANCE_FACTOR * ((z * spread) / distance) ** 2);
  const trials = Math.max(needed, minimum);
  return { trialsPerSide: trials <= maxTrials ? trials : null, spreadPct: spread * 100 };
}

/**
 * Pooled standard deviation of both samples relative to their own medians (0.05 = 5%), with n - 1
 * weights; 0 when neither side has two values or a median is 0 (no relative spread).
 */
export function pooledRelativeSpread(baseline: readonly number[], current: readonly number[]): number {
  let sumOfSquares = 0;
  let degreesOfFreedom = 0;
  for (const sample of [baseline, current]) {
    if (sample.length < 2) continue;
    const center = median(sample);
    if (center === 0) return 0;
    const relative = sample.map((value) => value / Math.abs(center));
    const mean = relative.reduce((sum, value) => sum + value, 0) / relative.length;
    sumOfSquares += relative.reduce((sum, value) => sum + (value - mean) ** 2, 0);
    degreesOfFreedom += sample.length - 1;
  }
  return degreesOfFreedom === 0 ? 0 : Math.sqrt(sumOfSquares / degreesOfFreedom);
}

/**
 * The fewest trials per side (equal sides, no ties) at which the two-sided exact Mann-Whitney test
 * can reach `alpha` at all: its smallest p-value is 2 / C(2n, n). 3 per side gives 0.1, 4 gives
 * 0.029, so at alpha 0.05 the answer is 4.
 */
export function minimumTrialsForRankTest(alpha: number): number {
  if (!(alpha > 0 && alpha < 1))
    throw new RangeError(`minimumTrialsForRankTest: alpha ${alpha} is not in (0, 1)`);
  for (let n = 1; ; n++) {
    if (2 / binomial(2 * n, n) <= alpha * (1 + 1e-9)) return n;
  }
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
