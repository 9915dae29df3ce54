/**
 * Bootstrap confidence interval of the ratio of medians (current / baseline): each sample is
 * resampled with replacement, independently, and the interval is the percentile interval of the
 * resampled ratios (as scipy.stats.bootstrap with method "percentile" and paired=False).
 * A seeded PRNG makes every interval reproducible: the same inputs and seed give the same report.
 */

export type Random = () => number;

/** Mulberry32: a small, fast 32-bit PRNG with good statistical quality for resampling. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BootstrapOptions {
  /** Number of resamples; default 10,000. */
  resamples?: number;
  /** Confidence level in (0, 1); default 0.95. */
  level?: number;
  /** PRNG seed; default 1. */
  seed?: number;
}

export interface RatioInterval {
  statistic: "ratio-of-medians";
  level: number;
  /** median(current) / median(baseline) of the samples themselves. */
  estimate: number;
  low: number;
  high: number;
  resamples: number;
}

/**
 * The interval, or undefined when the ratio is undefined: a baseline median of 0 in the samples
 * or in any resample (only possible when the baseline contains zeros).
 */
export function bootstrapRatioOfMedians(
  baseline: readonly number[],
  current: readonly number[],
  options: BootstrapOptions = {},
): RatioInterval | undefined {
  const resamples = options.resamples ?? 10_000;
  const level = options.level ?? 0.95;
  if (baseline.length === 0 || current.length === 0) {
    throw new RangeError("bootstrapRatioOfMedians: both samples need at least one value");
  }
  for (const value of [...baseline, ...current]) {
    if (!Number.isFinite(value))
      throw new RangeError(`bootstrapRatioOfMedians: ${value} is not a finite number`);
  }
  if (!(level > 0 && level < 1))
    throw new RangeError(`bootstrapRatioOfMedians: level ${level} is not in (0, 1)`);
  if (!Number.isInteger(resamples) || resamples < 1) {
    throw new RangeError(`bootstrapRatioOfMedians: resamples ${resamples} is not a positive integer`);
  }

  const baselineMedian = medianOf([...baseline]);
  if (baselineMedian === 0) return undefined;
  const random = seededRandom(options.seed ?? 1);
  const ratios = new Float64Array(resamples);
  const baselineDraw = new Float64Array(baseline.length);
  const currentDraw = new Float64Array(current.length);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < baseline.length; i++)
      baselineDraw[i] = baseline[Math.floor(random() * baseline.length)]!;
    for (let i = 0; i < current.length; i++) currentDraw[i] = current[Math.floor(random() * current.length)]!;
    const denominator = selectMedian(baselineDraw);
    if (denominator === 0) return undefined;
    ratios[r] = selectMedian(currentDraw) / denominator;
  }
  ratios.sort();
  const alpha = (1 - level) / 2;
  return {
    statistic: "ratio-of-medians",
    level,
    estimate: medianOf([...current]) / baselineMedian,
    low: percentileOfSorted(ratios, alpha * 100),
    high: percentileOfSorted(ratios, (1 - alpha) * 100),
    resamples,
  };
}

/** Median of `values`, sorting them in place (callers pass scratch arrays). */
function medianOf(values: number[]): number {
  values.sort((a, b) => a - b);
  const middle = values.length >> 1;
  return values.length % 2 === 1 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
}

/**
 * Median of a scratch array, reordering it: Hoare's selection, linear on average, so a resample
 * costs O(n) rather than a sort's O(n log n) (the bootstrap does this 2 × 10,000 times a metric).
 */
function selectMedian(values: Float64Array): number {
  const middle = values.length >> 1;
  const upper = selectKth(values, middle);
  if (values.length % 2 === 1) return upper;
  // After selection everything left of `middle` is <= it: the lower middle is their maximum.
  let lower = values[0]!;
  for (let i = 1; i < middle; i++) if (values[i]! > lower) lower = values[i]!;
  return (lower + upper) / 2;
}

/** The k-th smallest value (0-based), partially ordering `values` around it. */
function selectKth(values: Float64Array, k: number): number {
  let left = 0;
  let right = values.length - 1;
  while (right > left) {
    const pivot = values[(left + right) >> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return values[k]!;
  }
  return values[k]!;
}

/** The p-th percentile (0-100) of sorted values, interpolating linearly (numpy's default, "type 7"). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) throw new RangeError("percentileOfSorted: no values");
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  const fraction = position - lower;
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * fraction;
}
