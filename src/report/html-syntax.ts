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
      if (column.heading === "Metric") return `<td${label}><code>${breakable(column.cell(row))}</code></td>`;
      const content = escapeHtml(column.cell(row));
      return `<td${label}${column.numeric ? ' class="num"' : ""}>${content}</td>`;
    });
    const notes =
      row.notes.length > 0
        ? `<tr class="notes"><td colspan="${columns.length}">${row.notes.map(escapeHtml).join("<br>")}</td></tr>`
        : "";
    return `<tr class="${row.verdict}">${cells.join("")}</tr>${notes}`;
  });
  const head = columns.map((column) => `<th>${escapeHtml(column.heading)}</th>`).join("");
  // In a box of its own that scrolls: however a machine's fonts render it, a wide table never
  // widens the page.
  return `<div class="scroll"><table class="rows"><thead><tr>${head}</tr></thead><tbody>${body.join("")}</tbody></table></div>`;
}

/**
 * A metric id that may break before its "Per" (`transientBindingReductions<wbr>PerOp`), so the
 * longest ids do not set the width of their column. Escaped piece by piece.
 */
function breakable(id: string): string {
  return id
    .split(/(?<=[a-z0-9])(?=Per[A-Z])/)
    .map(escapeHtml)
    .join("<wbr>");
}

/**
 * The page every HTML report shares: colours for light and dark, the body and headings, the
 * verdict banner. A report adds its own rules after these.
 */
export const PAGE_CSS: readonly string[] = [
  ":root{color-scheme:light dark;--fg:#1f2328;--muted:#59636e;--bg:#fff;--line:#d1d9e0;--pass:#1a7f37;--fail:#cf222e;--warn:#9a6700;--head:#f6f8fa;--loss:#ffebe9}",
  "@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--line:#3d444d;--pass:#3fb950;--fail:#f85149;--warn:#d29922;--head:#151b23;--loss:#3c0a0d}}",
  "body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif}",
  // A long token (an image digest, a metric key) breaks rather than widen the page on a phone.
  "main{max-width:1100px;margin:0 auto;padding:24px;overflow-wrap:break-word}",
  "h1{font-size:22px;margin:0}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}",
  ".verdict{border-left:6px solid;padding:8px 16px;background:var(--head)}.verdict p{margin:4px 0 0}",
  ".pass{border-color:var(--pass)}.fail{border-color:var(--fail)}.warn{border-color:var(--warn)}",
];

/**
 * A self-contained page: inline CSS, no script, and a Content-Security-Policy that loads nothing,
 * so it opens the same offline and leaks nothing. `title` is escaped; `body` is HTML already.
 */
export function htmlDocument(title: string, style: readonly string[], body: readonly string[]): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${style.join("\n")}</style>`,
    "</head>",
    "<body>",
    "<main>",
    ...body,
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
