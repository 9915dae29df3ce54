import type { Results } from "../model/results.js";
import { invalidScenarios } from "../compare/compare.js";
import type { OverallVerdict } from "../compare/comparison.js";
import type { LimitCheck } from "../compare/limits.js";
import type { Judgement } from "../compare/judgement.js";
import { runTrialsPhrase } from "../compare/trials.js";
import { comparisonLines } from "./console-comparison.js";
import { invalidLines, limitLines, scenarioWarningLines, workNoteLines } from "./console-sections.js";
import { palette, renderTable, type Palette } from "./console-table.js";
import { formatRange, formatValue, OVERALL_LABELS } from "./format.js";
import { verdictSentence } from "./text.js";

export interface ConsoleOptions {
  /** ANSI colours; only when asked (a TTY that wants them). */
  color?: boolean;
  /** Every row in the comparison's table and every row's notes, not one line per reason. */
  verbose?: boolean;
}

/**
 * The report for a terminal or a CI log. With a comparison: the verdict first (see
 * console-comparison.ts). Without: the results (median, min–max, relative spread per metric).
 */
export function renderConsole(judged: Judgement, options: ConsoleOptions = {}): string {
  const { results, comparison, limits, storedVerdict } = judged;
  const colors = palette(options.color ?? false);
  const lines = comparison
    ? comparisonLines(results, comparison, colors, limits, storedVerdict, options.verbose ?? false)
    : resultsLines(results, colors, limits, storedVerdict);
  return `${lines.join("\n")}\n`;
}

function resultsLines(
  results: Results,
  colors: Palette,
  limits: readonly LimitCheck[],
  verdict: OverallVerdict,
): string[] {
  const lines = [`${results.gate}: results of ${runTrialsPhrase(results)} (no baseline)`, ""];
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
