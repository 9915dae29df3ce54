import { closest } from "fastest-levenshtein";
import { thresholdKeys } from "../compare/thresholds.js";
import { InputError } from "../model/errors.js";
import type { ParsedConfig, Protocol } from "../model/config.js";
import type { Scenario } from "../scenarios/scenario.js";

/**
 * Names in the config that point at metrics (`thresholds.metrics`, `acknowledge.regressions`,
 * `trend.metrics`, `limits`) checked against what the config will measure, before any broker
 * starts: a typo there would otherwise leave a metric on the default threshold, a regression
 * unacknowledged, a chart empty or a limit unchecked, and say so only after a full run.
 */

/** One metric a run of the config reports. */
export interface MeasuredMetric {
  readonly target: string;
  readonly scenario: string;
  readonly metric: string;
}

/** Every metric of every scenario on every target, from the scenarios' own metric lists. */
export function measuredMetrics(
  targets: readonly { readonly id: string; readonly protocol?: Protocol }[],
  scenarios: readonly {
    readonly name: string;
    readonly scenario: Scenario;
    readonly params: Record<string, unknown>;
  }[],
): MeasuredMetric[] {
  return targets.flatMap((target) =>
    scenarios.flatMap((entry) =>
      entry.scenario
        .metrics(entry.params, target.protocol)
        .map((definition) => ({ target: target.id, scenario: entry.name, metric: definition.id })),
    ),
  );
}

/**
 * Throws an InputError naming the first reference that matches no measured metric, with the closest
 * key. `references` are the same-job A/B reference targets: limits do not check them (they are the
 * base side, not what the change proposes), so a limit key that names only their metrics is refused.
 */
export function checkMetricReferences(
  config: Pick<ParsedConfig, "thresholds" | "acknowledge" | "trend" | "limits">,
  measured: readonly MeasuredMetric[],
  references: ReadonlySet<string> = new Set(),
): void {
  const keysOf = (metrics: readonly MeasuredMetric[]) =>
    new Set(metrics.flatMap((m) => thresholdKeys(m.target, m.scenario, m.metric)));
  const keys = keysOf(measured);
  const limited = keysOf(measured.filter((m) => !references.has(m.target)));
  const names = [
    ...Object.keys(config.thresholds.metrics).map((key) => ({
      field: `thresholds.metrics['${key}']`,
      key,
      keys,
    })),
    ...config.acknowledge.regressions.map((entry, i) => ({
      field: `acknowledge.regressions[${i}].metric`,
      key: entry.metric,
      keys,
    })),
    ...config.trend.metrics.map((key, i) => ({ field: `trend.metrics[${i}]`, key, keys })),
    ...Object.keys(config.limits).map((key) => ({ field: `limits['${key}']`, key, keys: limited })),
  ];
  for (const { field, key, keys: known } of names) {
    if (known.has(key)) continue;
    if (keys.has(key)) {
      throw new InputError(
        field,
        `'${key}' names only metrics of a same-job A/B reference, which limits do not check; name the candidate target's`,
      );
    }
    const hint = known.size > 0 ? `did you mean '${closest(key, [...known])}'? ` : "";
    throw new InputError(
      field,
      `'${key}' matches no metric this config measures; ${hint}(keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>')`,
    );
  }
}
