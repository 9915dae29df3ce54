import type { Results } from "../model/results.js";
import type { Comparison, OverallVerdict } from "../compare/comparison.js";
import type { LimitCheck } from "../compare/limits.js";
import type { SideBySide } from "../compare/side-by-side.js";
import type { BaselineSource } from "./comment.js";
import { renderConsole } from "./console.js";
import { OVERALL_LABELS } from "./format.js";
import { renderHtml } from "./html.js";
import { limitCounts } from "./limits.js";
import { renderMarkdown } from "./markdown.js";
import { text } from "./markdown-syntax.js";
import { renderMermaidTrend, trendSeries, type TrendOptions } from "./mermaid.js";
import { renderSideBySideConsole, renderSideBySideMarkdown } from "./side-by-side.js";
import { renderMergeBaseConsole, renderMergeBaseMarkdown, type MergeBase } from "./merge-base.js";

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

export function renderGateReports(
  results: Results,
  comparison: Comparison | undefined,
  limits: readonly LimitCheck[],
  extras: ReportExtras,
  options: { color: boolean },
): GateReports {
  return {
    consoleReport: renderConsole(results, comparison, { color: options.color, limits }),
    markdownReport: withExtras(renderMarkdown(results, comparison, limits), results, comparison, extras),
  };
}

export function renderGateHtml(
  results: Results,
  comparison: Comparison | undefined,
  limits: readonly LimitCheck[],
  extras: ReportExtras,
  sameJob: readonly SideBySide[] = [],
): string {
  return renderHtml({
    results,
    ...(comparison && { comparison }),
    limits,
    ...(extras.baselineSource && { baseline: extras.baselineSource }),
    history: extras.history,
    trend: extras.trend,
    sameJob,
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
 * The stored baseline's reports followed by the same-job A/B pairs', under one overall line that
 * names each part's verdict. `stored` is undefined when there was no stored baseline to compare.
 */
export function withSameJobReports(
  reports: GateReports,
  verdict: OverallVerdict,
  stored: OverallVerdict | undefined,
  pairs: readonly SideBySide[],
  limits: readonly LimitCheck[],
  options: { color: boolean; mergeBase?: MergeBase | undefined },
): GateReports {
  const base = options.mergeBase;
  const overall =
    `${OVERALL_LABELS[verdict]}: stored baseline ${stored ? OVERALL_LABELS[stored] : "none"}, ` +
    `same-job A/B ${pairs.map((pair) => `${pair.candidate} ${OVERALL_LABELS[pair.comparison.verdict]}`).join(", ")}` +
    (limits.length > 0 ? `, absolute limits ${limitCounts(limits)}` : "");
  return {
    markdownReport: [
      `**Overall: ${overall}**\n`,
      reports.markdownReport,
      ...(base ? [renderMergeBaseMarkdown(base)] : []),
      ...pairs.map((pair) => `## Same-job A/B\n\n${renderSideBySideMarkdown(pair)}`),
    ].join("\n"),
    consoleReport: [
      reports.consoleReport,
      ...(base ? [renderMergeBaseConsole(base)] : []),
      ...pairs.map((pair) => `same-job A/B — ${renderSideBySideConsole(pair, options)}`),
      `overall: ${overall}\n`,
    ].join("\n"),
  };
}
