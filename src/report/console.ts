import { styleText } from "node:util";
import type { Results } from "../model/results.js";
import { invalidScenarios } from "../compare/compare.js";
import type { Comparison, ComparisonRow, MetricVerdict, OverallVerdict } from "../compare/comparison.js";
import { isDataLoss, limitsInReportOrder, type LimitCheck } from "../compare/limits.js";
import type { Judgement } from "../compare/judgement.js";
import {
  formatChange,
  formatInterval,
  formatRange,
  formatThreshold,
  formatValue,
  intervalHeading,
  OVERALL_LABELS,
  VERDICT_LABELS,
} from "./format.js";
import { DATA_LOSS_NOTE, limitCells, limitCounts, NOT_MEASURED_NOTE } from "./limits.js";
import { trialsByScenarioOf, trialsPhrase } from "../compare/trials.js";
import {
  countsSentence,
  describeRun,
  findingLines,
  policySentence,
  bindingSentence,
  verdictSentence,
  workNotes,
} from "./text.js";

export interface ConsoleOptions {
  /** ANSI colours; only when asked (a TTY that wants them). */
  color?: boolean;
}

type Align = "left" | "right";
type Paint = (text: string) => string;

/** Node's own styles; whether to use them at all is the caller's decision (`color`), made once. */
const style =
  (format: "red" | "green" | "yellow" | "bold" | "dim" | ("bgRed" | "white" | "bold")[]): Paint =>
  (text) =>
    styleText(format, text, { validateStream: false });
const ANSI = {
  red: style("red"),
  green: style("green"),
  yellow: style("yellow"),
  bold: style("bold"),
  dim: style("dim"),
  // Data loss only: white on red, so it stands out of a log full of red regressions.
  alarm: style(["bold", "white", "bgRed"]),
};
const plain: Paint = (text) => text;

interface Palette {
  verdict(verdict: MetricVerdict): Paint;
  overall(verdict: OverallVerdict): Paint;
  warn: Paint;
  bold: Paint;
  dim: Paint;
}

function palette(color: boolean): Palette {
  if (!color) return { verdict: () => plain, overall: () => plain, warn: plain, bold: plain, dim: plain };
  return {
    verdict: (verdict) =>
      verdict === "regressed"
        ? ANSI.red
        : verdict === "improved"
          ? ANSI.green
          : verdict === "unchanged"
            ? plain
            : ANSI.yellow,
    overall: (verdict) => (text) =>
      verdict === "data-loss"
        ? ANSI.alarm(text)
        : ANSI.bold(
            verdict === "pass"
              ? ANSI.green(text)
              : verdict === "regression" || verdict === "limit-exceeded"
                ? ANSI.red(text)
                : ANSI.yellow(text),
          ),
    warn: ANSI.yellow,
    bold: ANSI.bold,
    dim: ANSI.dim,
  };
}

/**
 * An aligned text table. Widths come from the plain text; `paint` colours a cell after padding,
 * so escape codes never shift the columns.
 */
export function renderTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[],
  paint: (row: number, column: number) => Paint = () => plain,
): string[] {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[], paintOf: (column: number) => Paint) =>
    cells
      .map((cell, column) => {
        // The last column is not padded, so no line ends in spaces (colour codes would keep them).
        const last = column === cells.length - 1;
        const padded =
          align[column] === "right"
            ? cell.padStart(widths[column]!)
            : last
              ? cell
              : cell.padEnd(widths[column]!);
        return paintOf(column)(padded);
      })
      .join("  ")
      .trimEnd();
  return [
    line(headers, () => plain),
    ...rows.map((row, index) => line(row, (column) => paint(index, column))),
  ];
}

/**
 * The report for a terminal or a CI log. With a comparison: one row per metric (target, scenario,
 * metric, baseline, current, change, threshold, verdict), then notes, invalid scenarios,
 * environment differences and warnings, and the verdict as the last line. Without: the results
 * (median, min–max, relative spread per metric).
 */
export function renderConsole(judged: Judgement, options: ConsoleOptions = {}): string {
  const { results, comparison, limits, storedVerdict } = judged;
  const colors = palette(options.color ?? false);
  const lines = comparison
    ? comparisonLines(results, comparison, colors, limits, storedVerdict)
    : resultsLines(results, colors, limits, storedVerdict);
  return `${lines.join("\n")}\n`;
}

function comparisonLines(
  results: Results,
  comparison: Comparison,
  colors: Palette,
  limits: readonly LimitCheck[],
  verdict: OverallVerdict,
): string[] {
  const lines = [
    `${comparison.gate}: comparing ${describeRun(comparison.current)} with baseline ${describeRun(comparison.baseline)}`,
    `${policySentence(comparison)}; change = current median vs baseline median`,
    `${bindingSentence(comparison)}.`,
    "",
  ];
  // Statistical policies give each change its confidence interval: a column of its own.
  const interval = intervalHeading(comparison.rows);
  const rows = comparison.rows.map((row) => [
    row.target,
    row.scenario,
    row.metric,
    row.baseline ? formatValue(row.baseline.median, row.unit) : "-",
    row.current ? formatValue(row.current.median, row.unit) : "-",
    formatChange(row),
    ...(interval ? [formatInterval(row) || "-"] : []),
    formatThreshold(row.thresholdPct),
    VERDICT_LABELS[row.verdict],
  ]);
  const verdictColumn = interval ? 8 : 7;
  lines.push(
    ...renderTable(
      [
        "target",
        "scenario",
        "metric",
        "baseline",
        "current",
        "change",
        ...(interval ? [interval] : []),
        "threshold",
        "verdict",
      ],
      rows,
      [
        "left",
        "left",
        "left",
        "right",
        "right",
        "right",
        ...(interval ? ["right" as const] : []),
        "right",
        "left",
      ],
      (index, column) => {
        const row = comparison.rows[index]!;
        return column === 5 || column === verdictColumn ? colors.verdict(row.verdict) : plain;
      },
    ),
  );

  const moved = findingLines(comparison);
  if (moved.length > 0) {
    lines.push("", "What moved:");
    for (const line of moved) lines.push(`  - ${line}`);
  }
  const notes = comparison.rows.filter((row) => row.notes.length > 0);
  if (notes.length > 0) {
    lines.push("", "Notes:");
    for (const row of notes) lines.push(`  ${rowKey(row)}: ${row.notes.join("; ")}`);
  }
  lines.push(...scenarioWarningLines(results, colors));
  lines.push(...workNoteLines(results, colors));
  lines.push(...invalidLines(comparison.invalid, colors));
  if (comparison.environmentDifferences.length > 0) {
    lines.push("", colors.warn("Environment differences (the numbers may not be comparable):"));
    for (const difference of comparison.environmentDifferences) lines.push(colors.warn(`  - ${difference}`));
  }
  if (comparison.warnings.length > 0) {
    lines.push("", colors.warn("Warnings:"));
    for (const warning of comparison.warnings) lines.push(colors.warn(`  - ${warning}`));
  }
  lines.push(...limitLines(limits, colors));
  lines.push(
    "",
    colors.overall(verdict)(
      `${comparison.gate}: ${OVERALL_LABELS[verdict]}: ${verdictSentence(results, comparison, limits)} (${countsSentence(comparison.counts)})`,
    ),
  );
  return lines;
}

function resultsLines(
  results: Results,
  colors: Palette,
  limits: readonly LimitCheck[],
  verdict: OverallVerdict,
): string[] {
  const lines = [
    `${results.gate}: results of ${trialsPhrase(results.trials, trialsByScenarioOf(results))} (no baseline)`,
    "",
  ];
  const rows: string[][] = [];
  for (const target of results.targets) {
    for (const scenario of target.scenarios) {
      for (const metric of scenario.metrics) {
        const { summary } = metric;
        rows.push(
          summary.n === 0
            ? [target.id, scenario.name, metric.id, "-", "-", "-", "0"]
            : [
                target.id,
                scenario.name,
                metric.id,
                formatValue(summary.median, metric.unit),
                formatRange(summary.min, summary.max),
                `${summary.rsdPct.toFixed(1)}%`,
                String(summary.n),
              ],
        );
      }
    }
  }
  lines.push(
    ...renderTable(["target", "scenario", "metric", "median", "min–max", "rsd", "n"], rows, [
      "left",
      "left",
      "left",
      "right",
      "right",
      "right",
      "right",
    ]),
  );
  lines.push(...scenarioWarningLines(results, colors));
  lines.push(...workNoteLines(results, colors));
  const invalid = invalidScenarios(results);
  lines.push(...invalidLines(invalid, colors));
  lines.push(...limitLines(limits, colors));
  lines.push(
    "",
    colors.overall(verdict)(
      `${results.gate}: ${OVERALL_LABELS[verdict]}: ${verdictSentence(results, undefined, limits)}`,
    ),
  );
  return lines;
}

/**
 * The absolute limits, data loss and exceeded first: one line each, what data loss means when
 * there was some, and what "not measured" means.
 */
function limitLines(limits: readonly LimitCheck[], colors: Palette): string[] {
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

function workNoteLines(results: Results, colors: Palette): string[] {
  const notes = workNotes(results);
  return notes.length > 0 ? ["", ...notes.map((note) => colors.warn(`Note: ${note}`))] : [];
}

function scenarioWarningLines(results: Results, colors: Palette): string[] {
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

function invalidLines(invalid: Comparison["invalid"], colors: Palette): string[] {
  if (invalid.length === 0) return [];
  const lines = ["", colors.overall("invalid")("Invalid scenarios (the gate fails):")];
  for (const scenario of invalid) {
    for (const reason of scenario.reasons) lines.push(`  ${scenario.target}/${scenario.scenario}: ${reason}`);
  }
  return lines;
}

function rowKey(row: ComparisonRow): string {
  return `${row.target}/${row.scenario}.${row.metric}`;
}
