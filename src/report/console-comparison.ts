import type { Results } from "../model/results.js";
import type { Comparison, ComparisonRow, OverallVerdict } from "../compare/comparison.js";
import type { LimitCheck } from "../compare/limits.js";
import { CHANGED_VERDICTS, comparisonColumns, formatChange, OVERALL_LABELS, plural } from "./format.js";
import { plain, renderTable, type Palette } from "./console-table.js";
import { invalidLines, limitLines, scenarioWarningLines, workNoteLines } from "./console-sections.js";
import { notesByReason, rowNames } from "./notes.js";
import {
  bindingSentence,
  describeRun,
  findingLines,
  policySentence,
  SETUP_CHANGES_HEADING,
  verdictCounts,
  verdictSentence,
} from "./text.js";

/**
 * A comparison for a terminal or a CI log, verdict first: the verdict and its counts, what was
 * compared, what moved in words, then the table of the metrics that can fail the gate. Rows that
 * cannot (a clock metric against another run) and rows only one side has fold into a line per
 * scenario; notes are said once per reason. `verbose`: every row in the table and every note of
 * every row. The verdict is the last line too, where a CI log's tail shows it.
 */
export function comparisonLines(
  results: Results,
  comparison: Comparison,
  colors: Palette,
  limits: readonly LimitCheck[],
  verdict: OverallVerdict,
  verbose: boolean,
): string[] {
  const verdictLine = colors.overall(verdict)(
    `${comparison.gate}: ${OVERALL_LABELS[verdict]}: ${verdictSentence(results, comparison, limits)} (${verdictCounts(comparison)})`,
  );
  const lines = [
    verdictLine,
    `comparing ${describeRun(comparison.current)} with baseline ${describeRun(comparison.baseline)}`,
  ];
  const moved = findingLines(comparison);
  if (moved.length > 0) lines.push("", "What moved:", ...moved.map((line) => `  - ${line}`));

  const tabled = verbose ? comparison.rows : comparison.rows.filter(isTabled);
  if (tabled.length > 0) {
    lines.push(
      "",
      `${verbose ? "Every metric" : "The metrics that can fail the gate"}${targetPhrase(comparison)} (${policySentence(comparison)}; change = current median vs baseline median):`,
      ...metricTable(comparison, tabled, colors),
    );
  }
  if (!verbose) lines.push(...foldedLines(comparison));

  const noted = verbose ? comparison.rows : tabled;
  if (verbose) {
    const rows = noted.filter((row) => row.notes.length > 0);
    if (rows.length > 0)
      lines.push("", "Notes:", ...rows.map((row) => `  ${rowKey(row)}: ${row.notes.join("; ")}`));
  } else {
    const groups = notesByReason(noted);
    if (groups.length > 0) {
      lines.push(
        "",
        "Notes (once per reason; --verbose gives every row's):",
        ...groups.map((group) =>
          group.rows.length === 1
            ? `  - ${group.first} (${rowNames(group.rows)})`
            : `  - ${group.reason} (${plural(group.rows.length, "metric")}: ${rowNames(group.rows)})`,
        ),
      );
    }
  }
  lines.push(...scenarioWarningLines(results, colors));
  lines.push(...workNoteLines(results, colors));
  lines.push(...invalidLines(comparison.invalid, colors));
  if (comparison.setupChanges.length > 0) {
    lines.push("", `${SETUP_CHANGES_HEADING}:`, ...comparison.setupChanges.map((change) => `  - ${change}`));
  }
  if (comparison.environmentDifferences.length > 0) {
    lines.push("", colors.warn("Environment differences (the numbers may not be comparable):"));
    for (const difference of comparison.environmentDifferences) lines.push(colors.warn(`  - ${difference}`));
  }
  if (comparison.warnings.length > 0) {
    lines.push("", colors.warn("Warnings:"));
    for (const warning of comparison.warnings) lines.push(colors.warn(`  - ${warning}`));
  }
  lines.push(...limitLines(limits, colors));
  lines.push("", verdictLine);
  return lines;
}

/** In the table without --verbose: a row both sides measured that can fail the gate, or that moved and binds. */
function isTabled(row: ComparisonRow): boolean {
  return row.binds && row.baseline !== null && row.current !== null;
}

function metricTable(comparison: Comparison, rows: readonly ComparisonRow[], colors: Palette): string[] {
  const several = new Set(comparison.rows.map((row) => row.target)).size > 1;
  // The interval's heading ("90% CI") keeps its case; the others are lower case in a terminal.
  const columns = comparisonColumns(rows, several);
  const painted = new Set(["Change", "Verdict"]);
  return renderTable(
    columns.map((column) => (column.heading.endsWith(" CI") ? column.heading : column.heading.toLowerCase())),
    rows.map((row) => columns.map((column) => column.cell(row))),
    columns.map((column) => (column.numeric ? "right" : "left")),
    (index, column) => (painted.has(columns[column]!.heading) ? colors.verdict(rows[index]!.verdict) : plain),
  );
}

/**
 * One line per scenario for the rows out of the table: those that cannot fail the gate (with what
 * moved among them) and those only one side has.
 */
function foldedLines(comparison: Comparison): string[] {
  const several = new Set(comparison.rows.map((row) => row.target)).size > 1;
  const byScenario = new Map<string, ComparisonRow[]>();
  for (const row of comparison.rows.filter((candidate) => !isTabled(candidate))) {
    const key = `${several ? `${row.target} · ` : ""}${row.scenario}`;
    byScenario.set(key, [...(byScenario.get(key) ?? []), row]);
  }
  if (byScenario.size === 0) return [];
  const lines: string[] = [];
  for (const [scenario, rows] of byScenario) {
    const parts: string[] = [];
    const loose = rows.filter((row) => row.baseline && row.current);
    if (loose.length > 0) {
      const moved = loose.filter((row) => CHANGED_VERDICTS.has(row.verdict));
      // Without a move beyond the threshold, the largest changes the trials could not settle.
      const unsure = loose
        .filter((row) => row.verdict === "inconclusive")
        .sort((a, b) => Math.abs(b.changePct ?? 0) - Math.abs(a.changePct ?? 0));
      const movedText = [
        moved.length === 0
          ? "none confirmed beyond its threshold"
          : `${moved.length} beyond the threshold: ${named(moved)}`,
        ...(unsure.length === 0
          ? []
          : [`${unsure.length} inconclusive${moved.length === 0 ? `: ${named(unsure)}` : ""}`]),
      ].join("; ");
      parts.push(`${plural(loose.length, "metric")} shown, not binding; ${movedText}`);
    }
    const onlyCurrent = rows.filter((row) => row.verdict === "missing-in-baseline").length;
    const onlyBaseline = rows.filter((row) => row.verdict === "missing-in-current").length;
    if (onlyCurrent > 0) parts.push(`${plural(onlyCurrent, "metric")} only in this run`);
    if (onlyBaseline > 0) parts.push(`${plural(onlyBaseline, "metric")} only in the baseline`);
    lines.push(`  ${scenario}: ${parts.join("; ")}`);
  }
  const heading = comparison.rows.some((row) => !row.binds)
    ? `${bindingSentence(comparison)}; --verbose lists them:`
    : "Not compared (--verbose lists them):";
  return ["", heading, ...lines];
}

/** " of rabbitmq-4.0.5": the one target, which the table then leaves out; "" for several. */
function targetPhrase(comparison: Comparison): string {
  const targets = new Set(comparison.rows.map((row) => row.target));
  return targets.size === 1 ? ` of ${[...targets][0]!}` : "";
}

/** "publishRate -23.1% worse, consumeRate -22.9% worse and 3 more". */
function named(rows: readonly ComparisonRow[]): string {
  const shown = rows.slice(0, 3).map((row) => `${row.metric} ${formatChange(row)}`);
  return `${shown.join(", ")}${rows.length > 3 ? ` and ${rows.length - 3} more` : ""}`;
}

function rowKey(row: ComparisonRow): string {
  return `${row.target}/${row.scenario}.${row.metric}`;
}
