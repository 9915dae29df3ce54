import { isBrokerWorkMetric } from "../model/metrics.js";
import type { TargetResult } from "../model/results.js";
import type { ComparisonRow, MissingBinding } from "./comparison.js";
import { thresholdKeys } from "./thresholds.js";

/**
 * No pass without what binds: the rows of one scenario that both runs ran, checked for metrics that
 * bind in the baseline and are missing from the current run. Each is listed with why (it makes the
 * comparison unmatched, compare/matching.ts), unless `mayBeAbsent` names it (by any of its
 * threshold keys), when its row says so instead. Pure.
 */
export function checkMissingBinding(
  rows: readonly ComparisonRow[],
  current: TargetResult,
  mayBeAbsent: ReadonlySet<string>,
): { rows: ComparisonRow[]; missing: MissingBinding[] } {
  const missing: MissingBinding[] = [];
  const checked = rows.map((row) => {
    if (row.verdict !== "missing-in-current" || !row.binds || !row.baseline) return row;
    if (thresholdKeys(row.target, row.scenario, row.metric).some((key) => mayBeAbsent.has(key))) {
      return { ...row, notes: [...row.notes, "may be absent (verdict.mayBeAbsent)"] };
    }
    missing.push({ key: row.key, reason: missingReason(row, current) });
    return row;
  });
  return { rows: checked, missing };
}

/**
 * Why a binding metric is missing: the run's own account when it could not read the broker's
 * counters (the work meter's note), else the row's.
 */
function missingReason(row: ComparisonRow, target: TargetResult): string {
  if (isBrokerWorkMetric({ id: row.metric, kind: row.kind }) && target.work?.source === "none") {
    return target.work.note ?? "the broker's metrics were not read";
  }
  return row.notes[0] ?? "not measured in the current run";
}
