import type { ComparisonRow } from "../compare/comparison.js";
import { comparisonColumns } from "./format.js";

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

/**
 * Comparison rows as a table; `withTarget` adds the target column (rows of several targets). The
 * confidence interval has its column when a row has one, and a row's notes follow it in a row of
 * their own, readable without hovering. Each cell carries its column's name, which narrow screens
 * show beside the value when the table turns into one card per row (STYLE's `table.rows`).
 */
export function comparisonTable(rows: readonly ComparisonRow[], withTarget: boolean): string {
  const columns = comparisonColumns(rows, withTarget);
  const body = rows.map((row) => {
    const cells = columns.map((column) => {
      const label = ` data-label="${escapeHtml(column.heading)}"`;
      const content = escapeHtml(column.cell(row));
      if (column.heading === "Metric") return `<td${label}><code>${content}</code></td>`;
      return `<td${label}${column.numeric ? ' class="num"' : ""}>${content}</td>`;
    });
    const notes =
      row.notes.length > 0
        ? `<tr class="notes"><td colspan="${columns.length}">${row.notes.map(escapeHtml).join("<br>")}</td></tr>`
        : "";
    return `<tr class="${row.verdict}">${cells.join("")}</tr>${notes}`;
  });
  const head = columns.map((column) => `<th>${escapeHtml(column.heading)}</th>`).join("");
  return `<table class="rows"><thead><tr>${head}</tr></thead><tbody>${body.join("")}</tbody></table>`;
}
