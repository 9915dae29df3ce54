import { max, mean, median, min, sampleStandardDeviation } from "simple-statistics";
import type { MetricSummary } from "../model/results.js";

export type { MetricSummary };

/**
 * Summarises one metric's per-trial samples. The spread is the sample standard deviation (n - 1),
 * because the trials are a sample of what the broker could do, not the whole population.
 *
 * Edge cases are defined rather than NaN, so a summary always serialises to valid JSON:
 * - no samples: every statistic is 0 and `n` is 0 (consumers check `n` before trusting the rest);
 * - one sample: stdev and rsdPct are 0;
 * - mean 0: rsdPct is 0 (a relative spread around zero is undefined).
 */
export function summarize(samples: readonly number[]): MetricSummary {
  for (const [index, value] of samples.entries()) {
    if (!Number.isFinite(value)) {
      throw new RangeError(`summarize: sample ${index} is ${value}; expected a finite number`);
    }
  }
  const n = samples.length;
  if (n === 0) return { n: 0, median: 0, mean: 0, min: 0, max: 0, stdev: 0, rsdPct: 0 };
  const values = [...samples];
  const average = mean(values);
  const stdev = n < 2 ? 0 : sampleStandardDeviation(values);
  return {
    n,
    median: median(values),
    mean: average,
    min: min(values),
    max: max(values),
    stdev,
    rsdPct: average === 0 ? 0 : (stdev / Math.abs(average)) * 100,
  };
}
