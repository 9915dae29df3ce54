import type { Results } from "../model/results.js";
import type { Comparison } from "../compare/comparison.js";
import { isDataLoss, limitsInReportOrder, type LimitCheck } from "../compare/limits.js";
import { plain, renderTable, type Paint, type Palette } from "./console-table.js";
import { DATA_LOSS_NOTE, limitCells, limitCounts, NOT_MEASURED_NOTE } from "./limits.js";
import { workNotes } from "./text.js";

/** The console report's sections after its table, alike with a comparison and without. */

/**
 * The absolute limits, data loss and exceeded first: one line each, what data loss means when
 * there was some, and what "not measured" means.
 */
export function limitLines(limits: readonly LimitCheck[], colors: Palette): string[] {
  if (limits.length === 0) return [];
  const rows = limitsInReportOrder(limits);
  const cells = rows.map(limitCells);
  const paint = (check: LimitCheck): Paint =>
    isDataLoss(check)
      ? colors.overall("data-loss")
      : check.verdict === "exceeded"
        ? colors.overall("limit-exceeded")
        : check.verdict === "within"
          ? plain
          : colors.warn;
  // The reason column only when some limit gives one.
  const reasons = cells.some((c) => c.reason !== "");
  const lines = [
    "",
    `Absolute limits: ${limitCounts(limits)}`,
    ...renderTable(
      ["metric", "value", "limit", "verdict", ...(reasons ? ["reason"] : [])],
      cells.map((c) => [c.key, c.value, c.limit, c.verdict, ...(reasons ? [c.reason] : [])]),
      ["left", "right", "right", "left", "left"],
      (index, column) => (column === 3 || isDataLoss(rows[index]!) ? paint(rows[index]!) : plain),
    ),
  ];
  if (rows.some(isDataLoss)) {
    lines.push(colors.overall("data-loss")(`DATA LOSS: confirmed messages were lost. ${DATA_LOSS_NOTE}`));
  }
  if (rows.some((check) => check.verdict === "not-measured")) lines.push(colors.warn(NOT_MEASURED_NOTE));
  return lines;
}

export function workNoteLines(results: Results, colors: Palette): string[] {
  const notes = workNotes(results);
  return notes.length > 0 ? ["", ...notes.map((note) => colors.warn(`Note: ${note}`))] : [];
}

export function scenarioWarningLines(results: Results, colors: Palette): string[] {
  const warned = results.targets.flatMap((target) =>
    target.scenarios.filter((s) => s.warnings.length > 0).map((scenario) => ({ target, scenario })),
  );
  if (warned.length === 0) return [];
  const lines = ["", colors.warn("Scenario warnings:")];
  for (const { target, scenario } of warned) {
    for (const warning of scenario.warnings)
      lines.push(colors.warn(`  ${target.id}/${scenario.name}: ${warning}`));
  }
  return lines;
}

export function invalidLines(invalid: Comparison["invalid"], colors: Palette): string[] {
  if (invalid.length === 0) return [];
  const lines = ["", colors.overall("invalid")("Invalid scenarios (the gate fails):")];
  for (const scenario of invalid) {
    for (const reason of scenario.reasons) lines.push(`  ${scenario.target}/${scenario.scenario}: ${reason}`);
  }
  return lines;
}
