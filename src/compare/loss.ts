import type { MetricResult } from "../model/results.js";

/**
 * Loss binds absolutely: a baseline that lost no confirmed message and a current run that lost some
 * in any trial regressed, whatever the policy (a relative change from 0 is undefined, and a policy
 * would call it inconclusive). A metric with the scenario's own limit is left to it: the limit
 * fails the run with verdict data-loss beyond it (compare/limits.ts) and allows what is within it.
 * Returns the row's note, or undefined when the rule does not apply.
 */
export function absoluteLoss(baseline: MetricResult, current: MetricResult): string | undefined {
  if (baseline.summary.median !== 0 || !(current.summary.max > 0)) return undefined;
  if ((baseline.limit ?? current.limit)?.max !== undefined) return undefined;
  return (
    `lost ${current.summary.max} ${current.unit} in the worst trial (median ${current.summary.median}) where the ` +
    "baseline lost none: loss binds absolutely, whatever the policy or threshold"
  );
}
