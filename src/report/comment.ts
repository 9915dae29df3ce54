import type { Results, TargetResult } from "../model/results.js";
import { invalidScenarios, runReference } from "../compare/compare.js";
import type { Comparison, ComparisonRow } from "../compare/comparison.js";
import type { Judgement } from "../compare/judgement.js";
import {
  formatChange,
  formatInterval,
  formatLevel,
  formatThreshold,
  formatValue,
  plural,
  VERDICT_LABELS,
  changedRows,
  shardsNote,
} from "./format.js";
import {
  brokerLine,
  countsOf,
  invalidBlock,
  scenarioWarningsBlock,
  findingsBlock,
  skippedBlock,
  summaryCounts,
  value,
  VERDICT_ICON,
} from "./markdown.js";
import { dataLossMarkdown, limitsMarkdown } from "./limits.js";
import { MARKDOWN_RUN_STYLE, code, html, table, text, type Align } from "./markdown-syntax.js";
import { linkDestination } from "./markdown-syntax.js";
import { renderMermaidTrend, trendSeries, type TrendOptions } from "./mermaid.js";
import { bindingSentence, describeRun, policySentence, verdictCounts } from "./text.js";
import { differencesMarkdown } from "./differences.js";
import { verificationSummary } from "./verification.js";
import { headline, sameJobSection, setupDiffBlock } from "./comment-same-job.js";

/** GitHub refuses comment bodies longer than this (characters). */
export const COMMENT_LIMIT = 65_536;

/**
 * The hidden line that marks the gate's comment on a pull request, one per gate name. The name keeps
 * letters, digits, spaces and `_.:/-` (another character becomes `_`), so it cannot end the HTML
 * comment nor put markup into it.
 */
export function commentMarker(gate: string): string {
  return `<!-- rabbitmq-perf-gate:${gate.replace(/[^\p{L}\p{N} _.:/-]/gu, "_").replace(/--+/g, "-")} -->`;
}

export interface BaselineSource {
  /** Which stored result was the baseline, in words. */
  source: string;
  /** Why it is not the one asked for, when the store fell back. */
  fallback?: string;
}

/** A judgement (its verdict in the headline; limits and same-job pairs listed) and what the comment adds. */
export interface PullRequestReport extends Judgement {
  baseline?: BaselineSource;
  /** Stored baselines, oldest first, for the trend chart. */
  history?: readonly Results[];
  trend?: TrendOptions;
  /** Link to the workflow run: the full report, logs and artifacts. */
  runUrl?: string;
  /** Things that did not fail the run but the reader should know (a baseline not stored). */
  notices?: readonly string[];
}

/**
 * The pull request comment: the marker, the verdict first, lost confirmed messages, the absolute limits, the regressions
 * and improvements, the trend, then one collapsible section per target (metrics, environment,
 * verification), and a link to the run. Under `maxLength` (GitHub's limit) by leaving details out, never the verdict: when
 * something is left out the comment says so and points to the run.
 */
export function renderComment(report: PullRequestReport, maxLength = COMMENT_LIMIT): string {
  const { results, comparison } = report;
  const marker = commentMarker(results.gate);
  const head = headBlocks(report);
  const footer = footerBlock(report);

  // Sections by priority (what to keep when space runs out), each with its place in the output.
  const sections: Section[] = [];
  const add = (order: number, priority: number, body: string, shrink?: (room: number) => string) => {
    if (body !== "") sections.push({ order, priority, body, ...(shrink && { shrink }) });
  };
  const invalid = comparison?.invalid ?? invalidScenarios(results);
  add(5, 0, dataLossMarkdown(report.limits));
  add(10, 0, invalidBlock(invalid));
  add(15, 1, limitsMarkdown(report.limits));
  add(25, 1, sameJobSection(report.sameJob, results.sameJob?.mergeBase));
  add(26, 3, report.sameJob.length > 0 ? setupDiffBlock(results.sameJob?.mergeBase) : "");
  if (comparison) {
    add(20, 1, acknowledgedBlock(comparison));
    const changed = changedRows(comparison);
    const oneTarget = new Set(comparison.rows.map((row) => row.target)).size === 1;
    add(30, 2, changesBlock(changed, changed.length, oneTarget), (room) =>
      shrinkRows(changed, room, oneTarget),
    );
    add(40, 3, differencesMarkdown(comparison));
  }
  add(50, 6, (report.notices ?? []).map((notice) => `> [!WARNING]\n> ${text(notice)}`).join("\n\n"));
  const trend = renderMermaidTrend(
    trendSeries(report.history ?? [], results, comparison, report.trend ?? {}),
  );
  if (trend) {
    add(
      60,
      5,
      `<details open><summary>Trend over ${plural(report.history?.length ?? 0, "stored baseline")}</summary>\n\n${trend}\n\n</details>`,
    );
  }
  const targets = new Map(results.targets.map((target) => [target.id, target]));
  const targetIds = comparison ? [...new Set(comparison.rows.map((row) => row.target))] : [...targets.keys()];
  for (const [index, id] of targetIds.entries()) {
    const rows = comparison?.rows.filter((row) => row.target === id);
    const regressed = rows?.some((row) => row.verdict === "regressed") ?? false;
    add(70 + index, regressed ? 4 : 7, targetSection(id, targets.get(id), results, rows));
  }
  add(8000, 7, skippedBlock(results));
  if (comparison && comparison.warnings.length > 0) {
    add(9000, 8, `**Warnings**\n\n${comparison.warnings.map((warning) => `- ${text(warning)}`).join("\n")}`);
  }

  const fixed = [marker, ...head];
  const budget = maxLength - size([...fixed, footer]) - TRUNCATION_NOTE_ROOM;
  const kept = fit(sections, budget);
  const omitted = sections.length - kept.filter((s) => s.body === s.original).length;
  const body = kept.sort((a, b) => a.order - b.order).map((s) => s.body);
  const runUrl = linkDestination(report.runUrl);
  const note =
    omitted > 0
      ? `> [!NOTE]\n> ${plural(omitted, "section")} of details ${omitted === 1 ? "was" : "were"} shortened or left out to stay under GitHub's comment limit; the full report is in the job summary${runUrl ? ` of [the run](${runUrl})` : ""}.`
      : "";
  const blocks = [...fixed, ...body, note, footer].filter((block) => block !== "");
  return `${blocks.join("\n\n")}\n`;
}

interface Section {
  order: number;
  priority: number;
  body: string;
  shrink?: (room: number) => string;
}

const TRUNCATION_NOTE_ROOM = 400;

/** Sections that fit in `budget`, most important first; a section that can shrink does. */
function fit(sections: readonly Section[], budget: number): (Section & { original: string })[] {
  const kept: (Section & { original: string })[] = [];
  let left = budget;
  for (const section of [...sections].sort((a, b) => a.priority - b.priority || a.order - b.order)) {
    const cost = section.body.length + 2;
    if (cost <= left) {
      kept.push({ ...section, original: section.body });
      left -= cost;
    } else if (section.shrink && left > 200) {
      const smaller = section.shrink(left - 2);
      if (smaller !== "" && smaller.length + 2 <= left) {
        kept.push({ ...section, body: smaller, original: section.body });
        left -= smaller.length + 2;
      }
    }
  }
  return kept;
}

function size(blocks: readonly string[]): number {
  return blocks.filter((block) => block !== "").reduce((sum, block) => sum + block.length + 2, 0) + 1;
}

/** The verdict and what was compared with what: never left out. */
/** Findings the comment lists before it points to the job summary: the head is never shortened. */
const COMMENT_FINDINGS = 10;

function headBlocks(report: PullRequestReport): string[] {
  const { results, comparison } = report;
  const blocks = [headline(report)];
  const lines: string[] = [];
  if (comparison) {
    lines.push(
      `**${verdictCounts(comparison)}.**`,
      `Current ${describeRun(comparison.current, MARKDOWN_RUN_STYLE)} against baseline ${describeRun(comparison.baseline, MARKDOWN_RUN_STYLE)}; ${policySentence(comparison)}.`,
      `${text(bindingSentence(comparison))}.`,
    );
  } else {
    lines.push(`Run ${describeRun(runReference(results), MARKDOWN_RUN_STYLE)}; no baseline to compare with.`);
  }
  if (report.baseline) lines.push(`Baseline: ${text(report.baseline.source)}.`);
  blocks.push(lines.join("  \n"));
  if (comparison) blocks.push(findingsBlock(comparison, COMMENT_FINDINGS));
  if (report.baseline?.fallback) {
    blocks.push(
      `> [!WARNING]\n> **Baseline fallback:** ${text(report.baseline.fallback)}; compared with the ${text(report.baseline.source)} instead.`,
    );
  }
  return blocks;
}

function footerBlock(report: PullRequestReport): string {
  const tool = `${text(report.results.tool.name)} ${text(report.results.tool.version)}`;
  const runUrl = linkDestination(report.runUrl);
  return runUrl
    ? `<sub>[Full report, logs and artifacts of this run](${runUrl}) · ${tool}</sub>`
    : `<sub>${tool}</sub>`;
}

function acknowledgedBlock(comparison: Comparison): string {
  const rows = comparison.rows.filter((row) => row.verdict === "acknowledged" && row.acknowledgement);
  if (rows.length === 0) return "";
  const lines = rows.map((row) => {
    const ack = row.acknowledgement!;
    const until = ack.expires ? ` (accepted until ${ack.expires})` : "";
    return `- ${code(row.key)} ${formatChange(row)}: ${text(ack.reason)}${until}`;
  });
  return `**⚠️ Acknowledged regressions** (warnings, they do not fail the gate)\n\n${lines.join("\n")}`;
}

function changesBlock(rows: readonly ComparisonRow[], total: number, oneTarget: boolean): string {
  if (rows.length === 0) return "";
  const more =
    total > rows.length ? `\n\n_… and ${plural(total - rows.length, "more row")} in the job summary._` : "";
  // With one target its name is in the heading; a column of it would only squeeze the numbers.
  const target = <T>(cell: T): T[] => (oneTarget ? [] : [cell]);
  return `#### Changes beyond the threshold\n\n${table(
    ["", ...target("Target"), "Scenario", "Metric", "Baseline", "Current", "Change", "Threshold"],
    ["center", ...target<Align>("left"), "left", "left", "right", "right", "right", "right"],
    rows.map((row) => [
      VERDICT_ICON[row.verdict],
      ...target(text(row.target)),
      text(row.scenario),
      code(row.metric),
      unbroken(value(row, "baseline")),
      unbroken(value(row, "current")),
      changeCell(row),
      formatThreshold(row.thresholdPct),
    ]),
  )}${more}`;
}

/** The change, and under it its confidence interval when the policy gave one. */
function changeCell(row: ComparisonRow): string {
  const interval = formatInterval(row);
  const level = row.ci ? `${formatLevel(row.ci.level)} ` : "";
  return interval
    ? `${unbroken(formatChange(row))}<br>${unbroken(`${level}${interval}`)}`
    : unbroken(formatChange(row));
}

/** Keeps "31,509 msg/s" and "-18.3% worse" on one line in narrow table cells. */
function unbroken(cell: string): string {
  return cell.replace(/ /g, "\u00a0");
}

/** The changes table cut to the rows that fit in `room`. */
function shrinkRows(rows: readonly ComparisonRow[], room: number, oneTarget: boolean): string {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (changesBlock(rows.slice(0, middle), rows.length, oneTarget).length <= room) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? "" : changesBlock(rows.slice(0, low), rows.length, oneTarget);
}

/** One target, collapsed (open when it regressed): metrics, broker and host, verification. */
function targetSection(
  id: string,
  target: TargetResult | undefined,
  results: Results,
  rows: readonly ComparisonRow[] | undefined,
): string {
  const regressed = rows?.some((row) => row.verdict === "regressed") ?? false;
  const counts = rows ? summaryCounts(countsOf(rows)) : plural(metricCount(target), "metric");
  const summary = `<summary><b>Target ${html(id)}</b>: ${counts}</summary>`;
  const environment = target
    ? [brokerLine(target), text(verificationSummary(target) ?? "not verified"), hostLine(results)].join(
        "  \n",
      )
    : "_Not in the current run._";
  const metrics = rows
    ? table(
        ["Scenario", "Metric", "Baseline", "Current", "Change", "Threshold", "Verdict"],
        ["left", "left", "right", "right", "right", "right", "left"],
        rows.map((row) => [
          text(row.scenario),
          code(row.metric),
          unbroken(value(row, "baseline")),
          unbroken(value(row, "current")),
          changeCell(row),
          formatThreshold(row.thresholdPct),
          unbroken(`${VERDICT_ICON[row.verdict]} ${VERDICT_LABELS[row.verdict]}`.trim()),
        ]),
      )
    : resultsTable(target);
  const notes = (rows ?? []).filter((row) => row.notes.length > 0);
  const blocks = [
    `<details${regressed ? " open" : ""}>${summary}`,
    environment,
    metrics,
    notes.length > 0
      ? `Notes:\n${notes.map((row) => `- ${code(`${row.scenario}.${row.metric}`)}: ${text(row.notes.join("; "))}`).join("\n")}`
      : "",
    target ? scenarioWarningsBlock(target) : "",
    "</details>",
  ];
  return blocks.filter((block) => block !== "").join("\n\n");
}

function resultsTable(target: TargetResult | undefined): string {
  if (!target) return "";
  return table(
    ["Scenario", "Metric", "Median", "n"],
    ["left", "left", "right", "right"],
    target.scenarios.flatMap((scenario) =>
      scenario.metrics.map((metric) => [
        text(scenario.name),
        code(metric.id),
        metric.summary.n > 0 ? formatValue(metric.summary.median, text(metric.unit)) : "-",
        String(metric.summary.n),
      ]),
    ),
  );
}

function metricCount(target: TargetResult | undefined): number {
  return target?.scenarios.reduce((sum, scenario) => sum + scenario.metrics.length, 0) ?? 0;
}

function hostLine(results: Results): string {
  const { host } = results;
  const shards = shardsNote(results);
  return `Host: ${text(host.os)} · ${text(host.arch)} · ${text(host.cpuModel)} × ${host.cpuCores} · Node ${text(host.nodeVersion)} · ${text(host.runner)}${shards ? ` · ${text(shards)}` : ""}`;
}
