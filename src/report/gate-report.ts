import type { Results } from "../model/results.js";
import type { Comparison } from "../compare/comparison.js";
import type { Judgement } from "../compare/judgement.js";
import type { SideBySide } from "../compare/side-by-side.js";
import type { BaselineSource } from "./comment.js";
import { renderConsole, type ConsoleOptions } from "./console.js";
import { OVERALL_LABELS } from "./format.js";
import { renderHtml } from "./html.js";
import { limitCounts } from "./limits.js";
import { renderMarkdown } from "./markdown.js";
import { text } from "./markdown-syntax.js";
import { renderMermaidTrend, trendSeries, type TrendOptions } from "./mermaid.js";
import { renderSideBySideConsole, renderSideBySideMarkdown } from "./side-by-side.js";
import { renderMergeBaseConsole, renderMergeBaseMarkdown } from "./merge-base.js";

/**
 * The reports of one gate run, in every form the entry points show or write: the console table,
 * the Markdown report (with where the baseline came from, the trend and the notices) and the HTML
 * page; with same-job A/B pairs, their reports after the stored baseline's and the overall line.
 */

/** What the reports add to a comparison: where the baseline came from, and the trend. */
export interface ReportExtras {
  baselineSource?: BaselineSource;
  history: Results[];
  trend: TrendOptions;
  notices: string[];
}

export interface GateReports {
  consoleReport: string;
  markdownReport: string;
}

/** The stored baseline's part: the console table and the Markdown report with its extras. */
export function renderGateReports(
  judged: Judgement,
  extras: ReportExtras,
  options: ConsoleOptions,
): GateReports {
  return {
    consoleReport: renderConsole(judged, options),
    markdownReport: withExtras(renderMarkdown(judged), judged.results, judged.comparison, extras),
  };
}

export function renderGateHtml(judged: Judgement, extras: ReportExtras): string {
  return renderHtml({
    ...judged,
    ...(extras.baselineSource && { baseline: extras.baselineSource }),
    history: extras.history,
    trend: extras.trend,
  });
}

/** The Markdown report plus where the baseline came from and the trend chart, when there are. */
function withExtras(
  markdown: string,
  results: Results,
  comparison: Comparison | undefined,
  extras: ReportExtras,
): string {
  const blocks: string[] = [];
  if (extras.baselineSource) {
    const fallback = extras.baselineSource.fallback
      ? `\n\n> [!WARNING]\n> **Baseline fallback:** ${text(extras.baselineSource.fallback)}.`
      : "";
    blocks.push(`Baseline: ${text(extras.baselineSource.source)}.${fallback}`);
  }
  const trend = renderMermaidTrend(trendSeries(extras.history, results, comparison, extras.trend));
  if (trend) blocks.push(`#### Trend over ${extras.history.length} stored baseline(s)\n\n${trend}`);
  for (const notice of extras.notices) blocks.push(`> [!WARNING]\n> ${text(notice)}`);
  return blocks.length > 0 ? `${markdown}\n${blocks.join("\n\n")}\n` : markdown;
}

/**
 * The stored baseline's reports followed by the same-job A/B pairs' (each with its candidate's
 * judgement), under one overall line that names each part's verdict.
 */
export function withSameJobReports(
  reports: GateReports,
  judged: Judgement,
  pairs: readonly { pair: SideBySide; judged: Judgement }[],
  options: ConsoleOptions,
): GateReports {
  const { verdict, comparison, limits, sameJob } = judged;
  const base = judged.results.sameJob?.mergeBase;
  const overall =
    `${OVERALL_LABELS[verdict]}: stored baseline ${comparison ? OVERALL_LABELS[comparison.verdict] : "none"}, ` +
    `same-job A/B ${sameJob.map((pair) => `${pair.candidate} ${OVERALL_LABELS[pair.comparison.verdict]}`).join(", ")}` +
    (limits.length > 0 ? `, absolute limits ${limitCounts(limits)}` : "");
  return {
    markdownReport: [
      `**Overall: ${overall}**\n`,
      reports.markdownReport,
      ...(base ? [renderMergeBaseMarkdown(base)] : []),
      ...pairs.map(
        ({ pair, judged: candidate }) => `## Same-job A/B\n\n${renderSideBySideMarkdown(pair, candidate)}`,
      ),
    ].join("\n"),
    // The overall verdict first, and last where a CI log's tail shows it.
    consoleReport: [
      `overall: ${overall}\n`,
      reports.consoleReport,
      ...(base ? [renderMergeBaseConsole(base)] : []),
      ...pairs.map(
        ({ pair, judged: candidate }) =>
          `same-job A/B — ${renderSideBySideConsole(pair, candidate, options)}`,
      ),
      `overall: ${overall}\n`,
    ].join("\n"),
  };
}
