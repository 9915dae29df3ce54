/**
 * E-Divisive means (Matteson and James, "A Nonparametric Approach for Multiple Change Point
 * Analysis of Multivariate Data", JASA 2014): where a segment of a series is best split in two,
 * by the energy distance between the parts. Pure; the significance of a split is the caller's.
 */

/** A half-open range [start, end) of a series. */
export interface Segment {
  start: number;
  end: number;
}

/** The best split of a segment: the first index of the second part, and its score. */
export interface SplitCandidate {
  index: number;
  /** Q̂ of the split; larger is a clearer separation. */
  score: number;
}

/**
 * Pairwise distances |x_i − x_j| of one series, with per-column prefix sums so that the sum of a
 * column over any range of rows costs O(1): what every split of every segment is scored from.
 */
export class PairDistances {
  private readonly prefix: Float64Array[];

  constructor(series: readonly number[]) {
    this.prefix = series.map((column) => {
      const sums = new Float64Array(series.length + 1);
      for (let row = 0; row < series.length; row++) {
        sums[row + 1] = sums[row]! + Math.abs(series[row]! - column);
      }
      return sums;
    });
  }

  /** Σ |x_i − x_column| for i in [from, to). */
  columnSum(column: number, from: number, to: number): number {
    const sums = this.prefix[column]!;
    return sums[to]! - sums[from]!;
  }

  /**
   * The split τ of `segment` that maximises Q̂(x[start:τ], x[τ:κ]) over every τ and every end κ of
   * the second part (start < τ < κ ≤ end), where for parts X (n values) and Y (m values)
   *   Q̂ = 2/(n+m)·Σ|X−Y| − 2m/((n+m)(n−1))·Σ_{i<k}|X_i−X_k| − 2n/((n+m)(m−1))·Σ_{j<k}|Y_j−Y_k|
   * (a part of one value has no within-part term). Ties go to the smallest τ, then κ. A pair whose
   * second part would be empty scores 0, as in Otava's matrix form: where no split scores above 0
   * the candidate is the first such pair, and the significance test decides. Undefined for a
   * segment of fewer than two values.
   */
  bestSplit(segment: Segment): SplitCandidate | undefined {
    const { start, end } = segment;
    if (end - start < 2) return undefined;
    let best: SplitCandidate = { index: start + 1, score: Number.NEGATIVE_INFINITY };
    let withinBefore = 0;
    for (let split = start + 1; split < end; split++) {
      if (split > start + 1) {
        withinBefore += this.columnSum(split - 1, start, split - 1);
        if (best.score < 0) best = { index: split, score: 0 };
      }
      const n = split - start;
      let across = 0;
      let withinAfter = 0;
      for (let stop = split + 1; stop <= end; stop++) {
        across += this.columnSum(stop - 1, start, split);
        withinAfter += this.columnSum(stop - 1, split, stop - 1);
        const m = stop - split;
        const total = n + m;
        let score = (2 / total) * across;
        if (n > 1) score -= ((2 * m) / (total * (n - 1))) * withinBefore;
        if (m > 1) score -= ((2 * n) / (total * (m - 1))) * withinAfter;
        if (score > best.score) best = { index: split, score };
      }
    }
    return best;
  }
}

/** The segments between sorted split indices over [0, length); empty segments left out. */
export function segmentsBetween(indices: readonly number[], length: number): Segment[] {
  const bounds = [0, ...indices, length];
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    if (bounds[i] !== bounds[i + 1]) segments.push({ start: bounds[i]!, end: bounds[i + 1]! });
  }
  return segments;
}

/**
 * The divisive step: split the series at the best candidate over all current segments, as long
 * as `accept` (the significance test, given the candidate and the segment it splits) says so.
 * Returns the accepted split indices, sorted.
 */
export function divisiveSplits(
  series: readonly number[],
  accept: (candidate: SplitCandidate, segment: Segment) => boolean,
): number[] {
  const distances = new PairDistances(series);
  const splits: number[] = [];
  for (;;) {
    let chosen: { candidate: SplitCandidate; segment: Segment } | undefined;
    for (const segment of segmentsBetween(splits, series.length)) {
      const candidate = distances.bestSplit(segment);
      if (candidate && (!chosen || candidate.score > chosen.candidate.score)) {
        chosen = { candidate, segment };
      }
    }
    if (!chosen || !accept(chosen.candidate, chosen.segment)) return splits;
    splits.push(chosen.candidate.index);
    splits.sort((a, b) => a - b);
  }
}
