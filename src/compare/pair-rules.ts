import { movesWithMachine } from "../model/metrics.js";
import { redefinition } from "./method.js";
import type { MetricResult, ScenarioResult } from "../model/results.js";

/**
 * Rules on one metric's pair that come before any policy: whether the two sides measured the same
 * quantity, and loss, which no relative change can judge. Pure.
 */

/**
 * Why a metric's two sides are not one quantity, or undefined when they are: another unit, method
 * version or basis (compare/method.ts), whichever way the numbers moved. A reworded description
 * is not a new method.
 */
export function definitionChange(baseline: MetricResult, current: MetricResult): string | undefined {
  const change = redefinition(baseline, current);
  if (!change) return undefined;
  if (change.kind === "unit")
    return `unit changed, values not compared: from '${baseline.unit}' to '${current.unit}'`;
  const sides = change.sides
    ? ` (${change.sides.earlier} in the baseline, ${change.sides.later} in this run)`
    : "";
  return `${change.reason}${sides}; not compared until main stores a run measured this way`;
}

/**
 * Loss binds absolutely: a baseline that lost no confirmed message in any of its trials and a
 * current run that lost some in any trial regressed, whatever the policy (a relative change from 0
 * is undefined, and a policy would call it inconclusive). A baseline that lost some in its worst
 * trial has no "none" to hold the run to: the policy judges it (less loss than the baseline's worst
 * is no loss regression). A metric with the scenario's own limit is left to it: the limit fails the
 * run with verdict data-loss beyond it (compare/limits.ts) and allows what is within it. A loss that
 * moves with the machine (MQTT's QoS 0 drops) regresses the same way, but whether it binds is left
 * to the reference (compare/binding.ts), so its note claims nothing of binding.
 * Returns the row's note, or undefined when the rule does not apply.
 */
export function absoluteLoss(baseline: MetricResult, current: MetricResult): string | undefined {
  if (baseline.summary.max !== 0 || !(current.summary.max > 0)) return undefined;
  if ((baseline.limit ?? current.limit)?.max !== undefined) return undefined;
  const lost = `lost ${current.summary.max} ${current.unit} in the worst trial (median ${current.summary.median}) where no trial of the baseline lost any`;
  if (
    movesWithMachine({
      kind: "loss",
      movesWithMachine: current.movesWithMachine ?? baseline.movesWithMachine,
    })
  )
    return lost;
  return `loss binds absolutely, whatever the policy or threshold: ${lost}`;
}

/** Why one side has no samples of a metric: no valid trial, the metric, the scenario or the target absent. */
export function missingReason(
  metric: MetricResult | undefined,
  scenario: ScenarioResult | undefined,
  targetPresent: boolean,
  side: string,
): string {
  if (metric) return `no valid trial in ${side}`;
  if (scenario) return `metric not reported in ${side}`;
  return targetPresent ? `scenario not in ${side}` : `target not in ${side}`;
}
