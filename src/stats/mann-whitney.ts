/**
 * Mann-Whitney U test (Wilcoxon rank-sum) of two independent samples, as scipy.stats.mannwhitneyu
 * computes it: U of the first sample, the exact null distribution for small samples without ties,
 * otherwise the normal approximation with tie correction and continuity correction.
 *
 * With 3 trials per side the smallest two-sided exact p-value is 0.1: the test alone cannot call
 * a 3-vs-3 difference significant at 5%. Policies built on it must say "inconclusive" there.
 */

export type Alternative = "two-sided" | "less" | "greater";

export interface MannWhitneyOptions {
  /** "less": x tends to be smaller than y; "greater": larger. Default "two-sided". */
  alternative?: Alternative;
  /** "auto" (default): exact when either sample has at most 8 values and there are no ties. */
  method?: "auto" | "exact" | "asymptotic";
  /** Continuity correction of the normal approximation; default true. */
  continuity?: boolean;
}

export interface MannWhitneyResult {
  /** U statistic of the first sample: pairs (x, y) with x > y, ties counting one half. */
  u1: number;
  /** U statistic of the second sample (n1 * n2 - u1). */
  u2: number;
  pValue: number;
  method: "exact" | "asymptotic";
}

/** Largest n1 * n2 for which the exact distribution is computed on request. */
const EXACT_LIMIT = 10_000;

export function mannWhitneyU(
  x: readonly number[],
  y: readonly number[],
  options: MannWhitneyOptions = {},
): MannWhitneyResult {
  const alternative = options.alternative ?? "two-sided";
  const continuity = options.continuity ?? true;
  if (x.length === 0 || y.length === 0)
    throw new RangeError("mannWhitneyU: both samples need at least one value");
  for (const value of [...x, ...y]) {
    if (!Number.isFinite(value)) throw new RangeError(`mannWhitneyU: ${value} is not a finite number`);
  }
  const n1 = x.length;
  const n2 = y.length;
  const { ranks, tieSizes } = averageRanks([...x, ...y]);
  let rankSum1 = 0;
  for (let i = 0; i < n1; i++) rankSum1 += ranks[i]!;
  const u1 = rankSum1 - (n1 * (n1 + 1)) / 2;
  const u2 = n1 * n2 - u1;
  const hasTies = tieSizes.some((size) => size > 1);

  const method =
    options.method === "exact" || options.method === "asymptotic"
      ? options.method
      : (n1 <= 8 || n2 <= 8) && !hasTies
        ? "exact"
        : "asymptotic";
  if (method === "exact" && hasTies) {
    throw new RangeError("mannWhitneyU: the exact distribution assumes no ties; use the asymptotic method");
  }
  if (method === "exact" && n1 * n2 > EXACT_LIMIT) {
    throw new RangeError(
      `mannWhitneyU: exact distribution for ${n1} x ${n2} values is too large; use the asymptotic method`,
    );
  }

  // The statistic whose upper tail is the p-value, and the factor for a two-sided test.
  const [u, factor] =
    alternative === "greater" ? [u1, 1] : alternative === "less" ? [u2, 1] : [Math.max(u1, u2), 2];
  const upperTail =
    method === "exact" ? exactUpperTail(u, n1, n2) : normalUpperTail(u, n1, n2, tieSizes, continuity);
  return { u1, u2, pValue: Math.min(1, Math.max(0, upperTail * factor)), method };
}

/** Ranks 1..n with ties given their average rank, and the size of every group of equal values. */
function averageRanks(values: readonly number[]): { ranks: number[]; tieSizes: number[] } {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const ranks = new Array<number>(values.length);
  const tieSizes: number[] = [];
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) ranks[order[k]!.index] = rank;
    tieSizes.push(end - start + 1);
    start = end + 1;
  }
  return { ranks, tieSizes };
}

/** P(U >= u) under the null hypothesis, from the exact distribution of U for n1 and n2 values. */
function exactUpperTail(u: number, n1: number, n2: number): number {
  const frequencies = exactFrequencies(n1, n2);
  const total = frequencies.reduce((sum, count) => sum + count, 0);
  let tail = 0;
  for (let k = Math.ceil(u); k < frequencies.length; k++) tail += frequencies[k]!;
  return tail / total;
}

/**
 * Number of arrangements giving each U = 0..n1*n2: counts(i, j)[u] = counts(i-1, j)[u-j] + counts(i, j-1)[u]
 * (the largest of i + j values belongs to the first sample, adding j to U, or to the second).
 */
function exactFrequencies(n1: number, n2: number): number[] {
  // previousRow[j] holds counts(i - 1, j); row[j] holds counts(i, j).
  let previousRow: number[][] = Array.from({ length: n2 + 1 }, () => [1]);
  for (let i = 1; i <= n1; i++) {
    const row: number[][] = [[1]];
    for (let j = 1; j <= n2; j++) {
      const counts = new Array<number>(i * j + 1).fill(0);
      const withFirst = previousRow[j]!;
      for (let k = 0; k < withFirst.length; k++) counts[k + j]! += withFirst[k]!;
      const withSecond = row[j - 1]!;
      for (let k = 0; k < withSecond.length; k++) counts[k]! += withSecond[k]!;
      row.push(counts);
    }
    previousRow = row;
  }
  return previousRow[n2]!;
}

/** Upper tail of the normal approximation with tie correction (and continuity correction). */
function normalUpperTail(
  u: number,
  n1: number,
  n2: number,
  tieSizes: readonly number[],
  continuity: boolean,
): number {
  const n = n1 + n2;
  const tieTerm = tieSizes.reduce((sum, t) => sum + (t ** 3 - t), 0);
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (!(variance > 0)) return 1; // every value equal: no evidence either way
  const z = (u - (n1 * n2) / 2 - (continuity ? 0.5 : 0)) / Math.sqrt(variance);
  return standardNormalUpperTail(z);
}

/** P(Z > z) for a standard normal Z, as erfc(z / sqrt 2) / 2. */
export function standardNormalUpperTail(z: number): number {
  return erfc(z / Math.SQRT2) / 2;
}

/**
 * Complementary error function with relative error below 1.2e-7 everywhere (Chebyshev fit,
 * Numerical Recipes "erfcc"), accurate in the far tail where 1 - erf(x) would cancel.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}
