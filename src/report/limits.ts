import {
  countExceeded,
  limitsInReportOrder,
  type LimitCheck,
  type LimitStatistic,
  type LimitVerdict,
} from "../compare/limits.js";
import { formatValue, plural } from "./format.js";
import { cell, escapeHtml, number } from "./html-syntax.js";
import { code, table, text } from "./markdown-syntax.js";

/**
 * The absolute limits in words, for every renderer: the cells of one row as plain text (each
 * renderer escapes them for where it puts them), the counts, the Markdown block the job summary
 * and the comment share, and the HTML report's section.
 */

export const LIMIT_VERDICT_LABELS: Record<LimitVerdict, string> = {
  exceeded: "exceeded",
  within: "within",
  "not-measured": "not measured",
};

export const LIMIT_VERDICT_ICON: Record<LimitVerdict, string> = {
  exceeded: "⛔",
  within: "✅",
  "not-measured": "➖",
};

const STATISTIC_LABELS: Record<LimitStatistic, string> = { median: "median", worst: "worst trial" };

/** One row's cells, unescaped: "3,551 µs (median)", "max 3,000 µs", "exceeded". */
export interface LimitCells {
  key: string;
  value: string;
  limit: string;
  verdict: string;
  reason: string;
}

export function limitCells(check: LimitCheck): LimitCells {
  return {
    key: check.key,
    value:
      check.value === null
        ? "-"
        : `${formatValue(check.value, check.unit)} (${STATISTIC_LABELS[check.statistic]})`,
    limit: `${check.bound} ${formatValue(check.limit, check.unit)}`,
    verdict: LIMIT_VERDICT_LABELS[check.verdict],
    reason: check.reason ?? "",
  };
}

/** "1 exceeded, 3 within, 1 not measured": zero counts left out except exceeded. */
export function limitCounts(checks: readonly LimitCheck[]): string {
  const count = (verdict: LimitVerdict) => checks.filter((check) => check.verdict === verdict).length;
  const parts = [`${count("exceeded")} exceeded`];
  if (count("within") > 0) parts.push(`${count("within")} within`);
  if (count("not-measured") > 0) parts.push(`${count("not-measured")} not measured`);
  return parts.join(", ");
}

/** "1 absolute limit exceeded", or undefined when none was. */
export function exceededPhrase(checks: readonly LimitCheck[]): string | undefined {
  const exceeded = countExceeded(checks);
  return exceeded > 0 ? `${plural(exceeded, "absolute limit")} exceeded` : undefined;
}

/** What a not-measured row means, in one sentence. */
export const NOT_MEASURED_NOTE =
  "Not measured: the results hold no valid value for it (the metric is absent, has no valid trial, or its scenario is invalid), so it was not checked.";

/** The limits as a Markdown block: a heading with the counts, then the rows, exceeded first. */
export function limitsMarkdown(checks: readonly LimitCheck[]): string {
  if (checks.length === 0) return "";
  const rows = limitsInReportOrder(checks);
  const note = rows.some((check) => check.verdict === "not-measured") ? `\n\n_${NOT_MEASURED_NOTE}_` : "";
  return `#### Absolute limits: ${limitCounts(checks)}\n\n${table(
    ["", "Metric", "Value", "Limit", "Verdict", "Reason"],
    ["center", "left", "right", "right", "left", "left"],
    rows.map((check) => {
      const cells = limitCells(check);
      return [
        LIMIT_VERDICT_ICON[check.verdict],
        code(cells.key),
        check.value === null ? cells.value : text(cells.value),
        text(cells.limit),
        cells.verdict,
        text(cells.reason),
      ];
    }),
  )}${note}`;
}

/** The limits as a section of the HTML report, exceeded first; every cell escaped. */
export function limitsHtml(checks: readonly LimitCheck[]): string {
  if (checks.length === 0) return "";
  const rows = limitsInReportOrder(checks).map((check) => {
    const c = limitCells(check);
    return `<tr class="${check.verdict}"><td><code>${escapeHtml(c.key)}</code></td>${number(c.value)}${number(c.limit)}${cell(c.verdict)}${cell(c.reason)}</tr>`;
  });
  const note = checks.some((check) => check.verdict === "not-measured")
    ? `<p class="muted">${escapeHtml(NOT_MEASURED_NOTE)}</p>`
    : "";
  const head = ["Metric", "Value", "Limit", "Verdict", "Reason"].map((h) => `<th>${h}</th>`).join("");
  return `<section><h2>Absolute limits: ${escapeHtml(limitCounts(checks))}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>${note}</section>`;
}
