import type { ComparisonRow } from "../compare/comparison.js";
import { formatChange, formatThreshold, formatValue, VERDICT_LABELS } from "./format.js";

/**
 * HTML syntax for the self-contained HTML report (html.ts) and the sections other files render
 * into it: every string from a results file or the config goes through `escapeHtml`. The list and
 * the comparison table are here so that every section renders them alike.
 */

/** Text and attribute values: every character HTML gives a meaning to. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export function cell(content: string): string {
  return `<td>${escapeHtml(content)}</td>`;
}

/** A right-aligned cell of a number (tabular figures, kept on one line). */
export function number(content: string): string {
  return `<td class="num">${escapeHtml(content)}</td>`;
}

/** A bulleted list of plain text items. */
export function list(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
}

/** Comparison rows as a table; `withTarget` adds the target column (rows of several targets). */
export function comparisonTable(rows: readonly ComparisonRow[], withTarget: boolean): string {
  const headers = [
    ...(withTarget ? ["Target"] : []),
    "Scenario",
    "Metric",
    "Baseline",
    "Current",
    "Change",
    "Threshold",
    "Verdict",
  ];
  const body = rows.map((row) => {
    const cells = [
      ...(withTarget ? [cell(row.target)] : []),
      cell(row.scenario),
      `<td><code>${escapeHtml(row.metric)}</code></td>`,
      number(row.baseline ? formatValue(row.baseline.median, row.unit) : "-"),
      number(row.current ? formatValue(row.current.median, row.unit) : "-"),
      number(formatChange(row)),
      number(formatThreshold(row.thresholdPct)),
      cell(VERDICT_LABELS[row.verdict]),
    ];
    const notes = row.notes.length > 0 ? ` title="${escapeHtml(row.notes.join("; "))}"` : "";
    return `<tr class="${row.verdict}"${notes}>${cells.join("")}</tr>`;
  });
  return `<table><thead><tr>${headers.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${body.join("")}</tbody></table>`;
}
