import { closest } from "fastest-levenshtein";
import { thresholdKeys } from "../compare/thresholds.js";
import { InputError } from "../model/errors.js";
import type { ParsedConfig } from "../model/config.js";
import type { Scenario } from "../scenarios/scenario.js";

/**
 * Names in the config that point at metrics (`thresholds.metrics`, `acknowledge.regressions`,
 * `trend.metrics`) checked against what the config will measure, before any broker starts: a typo
 * there would otherwise leave a metric on the default threshold, a regression unacknowledged or a
 * chart empty, and say so only after a full run.
 */

/** One metric a run of the config reports. */
export interface MeasuredMetric {
  readonly target: string;
  readonly scenario: string;
  readonly metric: string;
}

/** Every metric of every scenario on every target, from the scenarios' own metric lists. */
export function measuredMetrics(
  targets: readonly { readonly id: string }[],
  scenarios: readonly {
    readonly name: string;
    readonly scenario: Scenario;
    readonly params: Record<string, unknown>;
  }[],
): MeasuredMetric[] {
  return targets.flatMap((target) =>
    scenarios.flatMap((entry) =>
      entry.scenario
        .metrics(entry.params)
        .map((definition) => ({ target: target.id, scenario: entry.name, metric: definition.id })),
    ),
  );
}

/** Throws an InputError naming the first reference that matches no measured metric, with the closest key. */
export function checkMetricReferences(
  config: Pick<ParsedConfig, "thresholds" | "acknowledge" | "trend">,
  measured: readonly MeasuredMetric[],
): void {
  const keys = new Set(measured.flatMap((m) => thresholdKeys(m.target, m.scenario, m.metric)));
  const references = [
    ...Object.keys(config.thresholds.metrics).map((key) => ({ field: `thresholds.metrics['${key}']`, key })),
    ...config.acknowledge.regressions.map((entry, i) => ({
      field: `acknowledge.regressions[${i}].metric`,
      key: entry.metric,
    })),
    ...config.trend.metrics.map((key, i) => ({ field: `trend.metrics[${i}]`, key })),
  ];
  for (const { field, key } of references) {
    if (keys.has(key)) continue;
    const hint = keys.size > 0 ? `did you mean '${closest(key, [...keys])}'? ` : "";
    throw new InputError(
      field,
      `'${key}' matches no metric this config measures; ${hint}(keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>')`,
    );
  }
}
