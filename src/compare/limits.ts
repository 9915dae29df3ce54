import { rangesText } from "../model/missing-messages.js";
import type { LimitConfig } from "../model/config.js";
import type { MetricResult, Results, ScenarioResult, TargetResult } from "../model/results.js";
import { type OverallVerdict } from "./comparison.js";
import { thresholdKeys } from "./thresholds.js";

/**
 * Absolute limits (config `limits`): a metric checked against a fixed bound, whatever the baseline
 * says, so the gate can say "this must never exceed X" with or without a baseline. A scenario's
 * bound on a metric of kind "loss" (confirmed messages never consumed) is a data-loss bound: the
 * worst trial is checked against it, no config entry replaces it, and exceeding it is the verdict
 * "data-loss". Pure: results and the config's limits in, one row per bound out.
 */

export type LimitStatistic = LimitConfig["statistic"];
export type LimitBound = "max" | "min";

/**
 * - within: the value is on the allowed side of the bound (equal to it counts as within);
 * - exceeded: above `max` or below `min`; fails the gate;
 * - not-measured: the results hold no value to check (the metric is absent, has no valid trial, or
 *   its scenario is invalid, which fails the gate on its own). Listed, so that a limit that was not
 *   checked is never silent; does not fail the gate.
 */
export type LimitVerdict = "within" | "exceeded" | "not-measured";

export interface LimitCheck {
  target: string;
  /** Null when nothing of the target matched the limit key (which scenario it meant is unknown). */
  scenario: string | null;
  /** Null when nothing of the target matched the limit key and the key does not say which metric. */
  metric: string | null;
  /**
   * "<target>/<scenario>.<metric>"; when nothing of the target matched the limit key, the key as
   * it names this target ("<target>/<limit key>" unless the key names the target itself).
   */
  key: string;
  /** The config key whose entry applied: the most specific one that is set; SCENARIO_LIMIT_KEY for a scenario's own bound. */
  limitKey: string;
  /** The metric's unit ("" when the results do not know the metric). */
  unit: string;
  bound: LimitBound;
  limit: number;
  statistic: LimitStatistic;
  /** An exceeded data-loss bound: the messages that never arrived, by ranges, where known. */
  neverArrived?: string;
  /** The value checked: the median, or the worst trial; null when not measured. */
  value: number | null;
  verdict: LimitVerdict;
  /** The entry's reason, shown beside the verdict; null when the config gives none. */
  reason: string | null;
  /**
   * True for a scenario's bound on a metric of kind "loss": a confirmed message that was never
   * consumed. Exceeded, it makes the verdict "data-loss" rather than "limit-exceeded".
   */
  dataLoss: boolean;
}

export type Limits = Readonly<Record<string, LimitConfig>>;

/** The entry of the most specific key set for one metric, or undefined when no limit applies. */
export function resolveLimit(
  limits: Limits,
  target: string,
  scenario: string,
  metric: string,
): { key: string; limit: LimitConfig } | undefined {
  for (const key of thresholdKeys(target, scenario, metric)) {
    const limit = Object.hasOwn(limits, key) ? limits[key] : undefined;
    if (limit) return { key, limit };
  }
  return undefined;
}

/**
 * Every limit the config sets, and every bound a scenario set on its own metric where the config
 * sets none (limitKey SCENARIO_LIMIT_KEY), checked on `results`, in run order: per target, its metrics'
 * rows (max before min), then a not-measured row for each limit key that could address the target
 * but matched none of its metrics (a key naming another target cannot), then the keys naming a
 * target the results do not have. A data-loss bound (see `scenarioLimit`) applies even where a
 * config key does: the config cannot loosen it.
 */
export function checkLimits(results: Results, limits: Limits): LimitCheck[] {
  const keys = Object.keys(limits);
  const checks: LimitCheck[] = [];
  for (const target of results.targets) {
    const matched = new Set<string>();
    for (const scenario of target.scenarios) {
      for (const metric of scenario.metrics) {
        for (const key of thresholdKeys(target.id, scenario.name, metric.id)) matched.add(key);
        const own = scenarioLimit(metric);
        const configured = resolveLimit(limits, target.id, scenario.name, metric.id);
        const applied: AppliedLimit | undefined = own?.dataLoss
          ? shadowing(own, configured?.key)
          : (configured ?? own);
        if (!applied) continue;
        const value = (bound: LimitBound) =>
          applied.dataLoss && bound === "max"
            ? lossValue(scenario, metric)
            : scenario.valid
              ? valueOf(metric, applied.limit, bound)
              : null;
        for (const bound of boundsOf(applied.limit)) {
          const check = row(
            { target: target.id, scenario: scenario.name, metric: metric.id, unit: metric.unit },
            applied.key,
            applied.limit,
            bound,
            value(bound),
            applied.dataLoss ?? false,
          );
          const lost = isDataLoss(check) ? neverArrived(scenario) : undefined;
          checks.push(lost ? { ...check, neverArrived: lost } : check);
        }
      }
    }
    for (const key of keys) {
      if (matched.has(key) || !addresses(key, target.id)) continue;
      checks.push(...notMeasured(results, key, limits[key]!, target));
    }
  }
  const ids = new Set(results.targets.map((t) => t.id));
  for (const key of keys) {
    const slash = key.indexOf("/");
    if (slash < 0 || ids.has(key.slice(0, slash))) continue;
    checks.push(...notMeasured(results, key, limits[key]!, key.slice(0, slash)));
  }
  return checks;
}

/** The key a bound the scenario set on its own metric is reported under (`limitKey`). */
export const SCENARIO_LIMIT_KEY = "(scenario default)";

interface AppliedLimit {
  key: string;
  limit: LimitConfig;
  /** A scenario's bound on a loss metric. */
  dataLoss?: boolean;
}

/**
 * The bound the scenario set on the metric, as a limit checked on the median; on a metric of kind
 * "loss" a data-loss bound, checked on the worst trial: one trial that lost a confirmed message is
 * data loss, whatever the other trials did. (A scenario leaves the bound out where the user
 * explicitly accepted loss; then the config's limits apply as to any metric.)
 */
function scenarioLimit(metric: MetricResult): AppliedLimit | undefined {
  if (!metric.limit) return undefined;
  const { max, min, reason } = metric.limit;
  const dataLoss = metric.kind === "loss";
  return {
    key: SCENARIO_LIMIT_KEY,
    limit: {
      statistic: dataLoss ? "worst" : "median",
      reason,
      ...(max !== undefined && { max }),
      ...(min !== undefined && { min }),
    },
    dataLoss,
  };
}

/** A data-loss bound where a config key also applies: the bound stays, and its reason says the key was set aside. */
function shadowing(own: AppliedLimit, configKey: string | undefined): AppliedLimit {
  if (configKey === undefined) return own;
  const note = `the limits entry '${configKey}' does not apply: a scenario's data-loss bound cannot be loosened`;
  return {
    ...own,
    limit: { ...own.limit, reason: own.limit.reason ? `${own.limit.reason} (${note})` : note },
  };
}

/** How many limits were exceeded, data-loss bounds included. */
export function countExceeded(checks: readonly LimitCheck[]): number {
  return checks.filter((check) => check.verdict === "exceeded").length;
}

/** An exceeded data-loss bound: the row that makes the verdict "data-loss". */
export function isDataLoss(check: LimitCheck): boolean {
  return check.dataLoss && check.verdict === "exceeded";
}

/** The exceeded data-loss bounds: each is a confirmed message (or more) that was never consumed. */
export function dataLossChecks(checks: readonly LimitCheck[]): LimitCheck[] {
  return checks.filter(isDataLoss);
}

/**
 * pass; limit-exceeded when any limit was exceeded; data-loss when a data-loss bound was.
 * Not-measured rows do not fail.
 */
export function limitsVerdict(checks: readonly LimitCheck[]): OverallVerdict {
  if (dataLossChecks(checks).length > 0) return "data-loss";
  return countExceeded(checks) > 0 ? "limit-exceeded" : "pass";
}

/** Rows to show: data loss first, then exceeded, then not measured, then within, each in run order. */
export function limitsInReportOrder(checks: readonly LimitCheck[]): LimitCheck[] {
  const rank: Record<LimitVerdict, number> = { exceeded: 1, "not-measured": 2, within: 3 };
  const rankOf = (check: LimitCheck) => (isDataLoss(check) ? 0 : rank[check.verdict]);
  return [...checks].sort((a, b) => rankOf(a) - rankOf(b));
}

function boundsOf(limit: LimitConfig): LimitBound[] {
  return [
    ...(limit.max !== undefined ? ["max" as const] : []),
    ...(limit.min !== undefined ? ["min" as const] : []),
  ];
}

/** The median, or the worst trial for this bound; null without a valid trial. */
function valueOf(metric: MetricResult, limit: LimitConfig, bound: LimitBound): number | null {
  if (metric.summary.n === 0) return null;
  if (limit.statistic === "median") return metric.summary.median;
  return bound === "max" ? metric.summary.max : metric.summary.min;
}

/**
 * The worst loss of any trial, the invalid ones included: an invalid trial keeps no metrics, but
 * it keeps its counters, and a confirmed message it lost (`counters.lost`, what a loss metric
 * counts) is data loss whether or not the rest of the trial could be measured. Null when the
 * scenario is invalid and no trial is known to have lost anything.
 */
function lossValue(scenario: ScenarioResult, metric: MetricResult): number | null {
  const lostByInvalid = scenario.trials
    .filter((trial) => !trial.valid)
    .map((trial) => trial.counters?.lost ?? 0)
    .filter((lost) => lost > 0);
  const values = [...(metric.summary.n > 0 ? [metric.summary.max] : []), ...lostByInvalid];
  if (!scenario.valid && lostByInvalid.length === 0) return null;
  return values.length > 0 ? Math.max(...values) : null;
}

/**
 * The messages that never arrived in the trial that lost the most, by sequence ranges, where the
 * trial watched for them: "publisher 0 #1007-#1268 every 3rd (88)".
 */
function neverArrived(scenario: ScenarioResult): string | undefined {
  const worst = scenario.trials
    .filter((trial) => (trial.missing?.never.count ?? 0) > 0)
    .sort((a, b) => b.missing!.never.count - a.missing!.never.count)[0];
  return worst ? `trial ${worst.trial}: ${rangesText(worst.missing!.never)}` : undefined;
}

function row(
  metric: { target: string; scenario: string | null; metric: string | null; unit: string; key?: string },
  limitKey: string,
  limit: LimitConfig,
  bound: LimitBound,
  value: number | null,
  dataLoss = false,
): LimitCheck {
  const bar = bound === "max" ? limit.max! : limit.min!;
  const exceeded = value !== null && (bound === "max" ? value > bar : value < bar);
  return {
    target: metric.target,
    scenario: metric.scenario,
    metric: metric.metric,
    key: metric.key ?? `${metric.target}/${metric.scenario}.${metric.metric}`,
    limitKey,
    unit: metric.unit,
    bound,
    limit: bar,
    statistic: limit.statistic,
    value,
    verdict: value === null ? "not-measured" : exceeded ? "exceeded" : "within",
    reason: limit.reason ?? null,
    dataLoss,
  };
}

/** Target ids have no "/": a key with one names its target, a key without one addresses every target. */
function addresses(key: string, target: string): boolean {
  const slash = key.indexOf("/");
  return slash < 0 || key.slice(0, slash) === target;
}

/**
 * The not-measured rows of a limit key that matched no metric of `target`. Its scenario and
 * metric are read off the key where the target ran a scenario the key starts with, or where the
 * key is a bare metric name (no "."); otherwise the key alone says what was meant.
 */
function notMeasured(
  results: Results,
  key: string,
  limit: LimitConfig,
  target: TargetResult | string,
): LimitCheck[] {
  const id = typeof target === "string" ? target : target.id;
  const rest = key.startsWith(`${id}/`) ? key.slice(id.length + 1) : key;
  const scenario =
    typeof target === "string"
      ? undefined
      : target.scenarios.find((s) => rest.startsWith(`${s.name}.`))?.name;
  const metric = scenario ? rest.slice(scenario.length + 1) : rest.includes(".") ? null : rest;
  const unit = metric === null ? "" : (unitOf(results, metric) ?? "");
  return boundsOf(limit).map((bound) =>
    row(
      { target: id, scenario: scenario ?? null, metric, unit, key: `${id}/${rest}` },
      key,
      limit,
      bound,
      null,
    ),
  );
}

/** The unit a metric of this id has anywhere in the results. */
function unitOf(results: Results, metric: string): string | undefined {
  for (const target of results.targets) {
    for (const scenario of target.scenarios) {
      const found = scenario.metrics.find((m) => m.id === metric);
      if (found) return found.unit;
    }
  }
  return undefined;
}
