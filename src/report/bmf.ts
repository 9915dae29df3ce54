import type { Results } from "../model/results.js";

/**
 * Results in Bencher Metric Format (BMF, https://bencher.dev/docs/reference/bencher-metric-format),
 * the JSON that `bencher run --adapter json` takes and other dashboards read:
 *
 *   { "<target>/<scenario>": { "<metric>": { "value": median, "lower_value": min, "upper_value": max } } }
 *
 * One benchmark per target and scenario (ids cannot hold "/", so the name is unambiguous), one
 * measure per metric, named by its id: the value is the median over the trials, the bounds the
 * lowest and the highest trial. An invalid scenario (a lost message, a missed offered rate) is left out:
 * its numbers are not a measurement. Units are not part of BMF: a measure takes its unit where it
 * is created (the report's units are the metrics' own, e.g. reductions/msg, µs).
 */
export type BencherMetricFormat = Record<
  string,
  Record<string, { value: number; lower_value: number; upper_value: number }>
>;

export function toBencherMetricFormat(results: Results): BencherMetricFormat {
  const out: BencherMetricFormat = {};
  for (const target of results.targets) {
    for (const scenario of target.scenarios) {
      if (!scenario.valid) continue;
      const measures = Object.fromEntries(
        scenario.metrics
          .filter((metric) => metric.summary.n > 0)
          .map((metric) => [
            metric.id,
            {
              value: metric.summary.median,
              lower_value: metric.summary.min,
              upper_value: metric.summary.max,
            },
          ]),
      );
      if (Object.keys(measures).length > 0) out[`${target.id}/${scenario.name}`] = measures;
    }
  }
  return out;
}

export function renderBmf(results: Results): string {
  return `${JSON.stringify(toBencherMetricFormat(results), null, 2)}\n`;
}
