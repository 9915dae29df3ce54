import {
  countExceeded,
  dataLossChecks,
  isDataLoss,
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
 * and the comment share, and the HTML report's section. A data-loss bound's row says so in its
 * own words ("DATA LOSS", "no loss") and icon, so it never reads like one more limit.
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

/** A data-loss bound's verdicts, in words that say what was found. */
export const DATA_LOSS_LABELS: Record<LimitVerdict, string> = {
  exceeded: "DATA LOSS",
  within: "no loss",
  "not-measured": "not measured",
};

export const DATA_LOSS_ICON = "🚨";

/** The row's verdict label: a data-loss bound's own, or a limit's. */
export function limitVerdictLabel(check: LimitCheck): string {
  return (check.dataLoss ? DATA_LOSS_LABELS : LIMIT_VERDICT_LABELS)[check.verdict];
}

/** The row's icon: the data-loss icon for an exceeded data-loss bound. */
export function limitVerdictIcon(check: LimitCheck): string {
  return isDataLoss(check) ? DATA_LOSS_ICON : LIMIT_VERDICT_ICON[check.verdict];
}

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
    verdict: limitVerdictLabel(check),
    reason: check.reason ?? "",
  };
}

/** "1 exceeded (1 data loss), 3 within, 1 not measured": zero counts left out except exceeded. */
export function limitCounts(checks: readonly LimitCheck[]): string {
  const count = (verdict: LimitVerdict) => checks.filter((check) => check.verdict === verdict).length;
  const lost = dataLossChecks(checks).length;
  const parts = [`${count("exceeded")} exceeded${lost > 0 ? ` (${lost} data loss)` : ""}`];
  if (count("within") > 0) parts.push(`${count("within")} within`);
  if (count("not-measured") > 0) parts.push(`${count("not-measured")} not measured`);
  return parts.join(", ");
}

/**
 * "1 absolute limit exceeded", or undefined when none was; exceeded data-loss bounds are left to
 * `dataLossPhrase`, which says more.
 */
export function exceededPhrase(checks: readonly LimitCheck[]): string | undefined {
  const exceeded = countExceeded(checks) - dataLossChecks(checks).length;
  return exceeded > 0 ? `${plural(exceeded, "absolute limit")} exceeded` : undefined;
}

/** Where and how much: "12 msg in rabbit/node-loss (lostMessages, worst trial)". */
function lossWhere(check: LimitCheck): string {
  const how = check.statistic === "worst" ? ", worst trial" : "";
  const value = check.value === null ? "?" : formatValue(check.value, check.unit);
  const which = check.neverArrived ? `; never arrived: ${check.neverArrived}` : "";
  return `${value} in ${check.target}/${check.scenario ?? "?"} (${check.metric ?? check.key}${how}${which})`;
}

/**
 * "DATA LOSS: confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst
 * trial)", or undefined when no data-loss bound was exceeded. Plain text.
 */
export function dataLossPhrase(checks: readonly LimitCheck[]): string | undefined {
  const lost = dataLossChecks(checks);
  if (lost.length === 0) return undefined;
  return `confirmed messages were lost: ${lost.map(lossWhere).join("; ")}`;
}

/** What a data-loss row means, in one sentence. */
export const DATA_LOSS_NOTE =
  "The broker confirmed these messages to the publisher, and no consumer ever received them. The gate fails whatever the baseline says, and no limits entry can loosen the bound.";

/** The exceeded data-loss bounds as a Markdown alert, or "" when there are none. */
export function dataLossMarkdown(checks: readonly LimitCheck[]): string {
  const lost = dataLossChecks(checks);
  if (lost.length === 0) return "";
  return [
    `> [!CAUTION]`,
    `> ${DATA_LOSS_ICON} **Data loss: confirmed messages were lost.** ${DATA_LOSS_NOTE}`,
    ...lost.map((check) => {
      const cells = limitCells(check);
      const reason = cells.reason ? `: ${text(cells.reason)}` : "";
      return `> - ${code(cells.key)}: ${text(cells.value)}, allowed ${text(cells.limit)}${reason}`;
    }),
  ].join("\n");
}

/** What a not-measured row means, in one sentence. */
export const NOT_MEASURED_NOTE =
  "Not measured: the results hold no valid value for it (the metric is absent, has no valid trial, or its scenario is invalid), so it was not checked.";

/** The limits as a Markdown block: a heading with the counts, then the rows, exceeded first. */
export function limitsMarkdown(checks: readonly LimitCheck[]): string {
  if (checks.length === 0) return "";
  const rows = limitsInReportOrder(checks);
  const note = rows.some((check) => check.verdict === "not-measured") ? `\n\n_${NOT_MEASURED_NOTE}_` : "";
  // An exceeded data-loss row in bold throughout, so it stands out of the table at a glance.
  const strong = (check: LimitCheck, cell: string) =>
    isDataLoss(check) && cell !== "" ? `**${cell}**` : cell;
  return `#### Absolute limits: ${limitCounts(checks)}\n\n${table(
    ["", "Metric", "Value", "Limit", "Verdict", "Reason"],
    ["center", "left", "right", "right", "left", "left"],
    rows.map((check) => {
      const cells = limitCells(check);
      return [
        limitVerdictIcon(check),
        strong(check, code(cells.key)),
        strong(check, check.value === null ? cells.value : text(cells.value)),
        strong(check, text(cells.limit)),
        strong(check, cells.verdict),
        text(cells.reason),
      ];
    }),
  )}${note}`;
}

/** The limits as a section of the HTML report, data loss and exceeded first; every cell escaped. */
export function limitsHtml(checks: readonly LimitCheck[]): string {
  if (checks.length === 0) return "";
  const rows = limitsInReportOrder(checks).map((check) => {
    const c = limitCells(check);
    const classes = isDataLoss(check) ? `${check.verdict} data-loss` : check.verdict;
    return `<tr class="${classes}"><td><code>${escapeHtml(c.key)}</code></td>${number(c.value)}${number(c.limit)}${cell(c.verdict)}${cell(c.reason)}</tr>`;
  });
  const lossNote = checks.some(isDataLoss)
    ? `<p class="note loss"><strong>${DATA_LOSS_ICON} Data loss: confirmed messages were lost.</strong> ${escapeHtml(DATA_LOSS_NOTE)}</p>`
    : "";
  const note =
    lossNote +
    (checks.some((check) => check.verdict === "not-measured")
      ? `<p class="muted">${escapeHtml(NOT_MEASURED_NOTE)}</p>`
      : "");
  const head = ["Metric", "Value", "Limit", "Verdict", "Reason"].map((h) => `<th>${h}</th>`).join("");
  return `<section><h2>Absolute limits: ${escapeHtml(limitCounts(checks))}</h2><div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></div>${note}</section>`;
}
