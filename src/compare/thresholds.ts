import type { z } from "zod";
import type { MetricKind } from "../model/results.js";
import type { ThresholdsSchema } from "../model/config.js";

/** The config's thresholds; `kinds` may be left out (each kind then takes `default`). */
export type Thresholds = Omit<z.output<typeof ThresholdsSchema>, "kinds"> & {
  kinds?: Partial<Record<MetricKind, number>>;
};

export interface ResolvedThreshold {
  pct: number;
  /** The key that matched, "kinds.<kind>", "measured" (the metric's own) or "default". */
  key: string;
}

/**
 * Defaults per metric kind where neither the config nor the metric says otherwise, from A/A noise
 * on a 2-core machine, quiet and beside busy neighbours (bench/verdict-proof.md): reductions per
 * operation move by up to 1-2% between containers, CPU time per operation by up to a fifth under
 * contention, memory by a few percent.
 */
export const KIND_THRESHOLDS: Readonly<Partial<Record<MetricKind, number>>> = {
  work: 3,
  cpu: 25,
  memory: 15,
};

/** The keys a metric can be given a threshold by, most specific first. */
export function thresholdKeys(target: string, scenario: string, metric: string): string[] {
  return [`${target}/${scenario}.${metric}`, `${scenario}.${metric}`, metric];
}

/**
 * The threshold of one metric: the most specific key of `thresholds.metrics`, else the config's
 * entry for its kind, else the threshold its scenario measured for it (`measured`), else its
 * kind's default, else the default. A metric of no kind (results written before kinds existed)
 * is a time metric.
 */
export function resolveThreshold(
  thresholds: Thresholds,
  target: string,
  scenario: string,
  metric: string,
  kind: MetricKind = "time",
  measured?: number,
): ResolvedThreshold {
  for (const key of thresholdKeys(target, scenario, metric)) {
    const pct = Object.hasOwn(thresholds.metrics, key) ? thresholds.metrics[key] : undefined;
    if (pct !== undefined) return { pct, key };
  }
  const byKind = thresholds.kinds?.[kind];
  if (byKind !== undefined) return { pct: byKind, key: `kinds.${kind}` };
  if (measured !== undefined) return { pct: measured, key: "measured" };
  const kindDefault = KIND_THRESHOLDS[kind];
  if (kindDefault !== undefined) return { pct: kindDefault, key: `kinds.${kind}` };
  return { pct: thresholds.default, key: "default" };
}

/**
 * Warnings for threshold keys that match no metric of either run: a typo there would silently
 * leave a metric on the default threshold.
 */
export function unusedThresholdWarnings(
  thresholds: Thresholds,
  metrics: readonly { target: string; scenario: string; metric: string }[],
): string[] {
  const known = [...new Set(metrics.flatMap((m) => thresholdKeys(m.target, m.scenario, m.metric)))];
  const knownSet = new Set(known);
  const metricIds = [...new Set(metrics.map((m) => m.metric))];
  const listed =
    metricIds.length > 10
      ? `${metricIds.slice(0, 10).join(", ")} and ${metricIds.length - 10} more`
      : metricIds.join(", ");
  return Object.keys(thresholds.metrics)
    .filter((key) => !knownSet.has(key))
    .map((key) => {
      const lower = key.toLowerCase();
      const suggestion = known.find((candidate) => candidate.toLowerCase() === lower);
      const hint = suggestion
        ? `did you mean '${suggestion}'?`
        : `keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>'; metrics: ${listed}`;
      return `thresholds.metrics['${key}'] matches no metric, so it has no effect; ${hint}`;
    });
}
