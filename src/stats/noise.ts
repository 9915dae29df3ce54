import { percentileOfSorted } from "./bootstrap.js";

/**
 * The noise floor of a metric from A/A comparisons: one target measured against an identical copy
 * of itself, in blocks of the gate's trial count. Each block gives the ratio of the medians of the
 * two copies; with nothing changed, how far those ratios stray from 1 is what noise alone does to
 * a comparison at these settings on this machine — trial-to-trial spread and the difference
 * between two containers of the same spec both included.
 */

/** Share of A/A comparisons whose swing the noise floor covers. */
export const NOISE_QUANTILE = 0.95;

/**
 * The A/A swing in percent: the 95th percentile (linear interpolation, numpy's default) of
 * |ratio - 1| over the comparisons. With fewer than 20 comparisons this is close to the largest
 * swing seen.
 */
export function aaNoisePct(ratios: readonly number[]): number {
  if (ratios.length === 0) throw new RangeError("aaNoisePct: no A/A comparisons");
  for (const ratio of ratios) {
    if (!Number.isFinite(ratio) || ratio < 0) throw new RangeError(`aaNoisePct: ratio ${ratio} is not valid`);
  }
  const swings = ratios.map((ratio) => Math.abs(ratio - 1) * 100).sort((a, b) => a - b);
  return percentileOfSorted(swings, NOISE_QUANTILE * 100);
}

/** How much room a threshold leaves above the noise: the 95th percentile is itself an estimate. */
export const NOISE_MARGIN = 1.25;

/**
 * The threshold a metric of this noise can carry without crying wolf: the noise times the margin,
 * rounded up to a whole percent (to 5% above 20%, so proposals read as settings, not measurements),
 * and at least 1%.
 */
export function proposeThresholdPct(noisePct: number): number {
  if (!Number.isFinite(noisePct) || noisePct < 0)
    throw new RangeError(`proposeThresholdPct: noise ${noisePct} is not a percentage`);
  const wanted = noisePct * NOISE_MARGIN;
  // Rounding up must not turn 12.000000001 (float noise of 12) into 13.
  const step = wanted > 20 ? 5 : 1;
  return Math.max(1, Math.ceil(wanted / step - 1e-9) * step);
}

/**
 * Splits per-trial samples into consecutive blocks of `size` trials. `trials` are the trial
 * numbers the samples belong to (1-based), so a block keeps its trials even when a trial is
 * missing; blocks with fewer than two samples on either side are left out by the caller.
 */
export function blocksOf(
  samples: readonly number[],
  trials: readonly number[],
  size: number,
  blockCount: number,
): number[][] {
  if (samples.length !== trials.length)
    throw new RangeError(`blocksOf: ${samples.length} samples for ${trials.length} trial numbers`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`blocksOf: block size ${size}`);
  const blocks = Array.from({ length: blockCount }, () => [] as number[]);
  samples.forEach((value, index) => {
    const block = Math.floor((trials[index]! - 1) / size);
    if (block >= 0 && block < blockCount) blocks[block]!.push(value);
  });
  return blocks;
}
