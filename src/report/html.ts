import type { Results, TargetResult } from "../model/results.js";
import { invalidScenarios, runReference } from "../compare/compare.js";
import type { Comparison, OverallVerdict } from "../compare/comparison.js";
import type { Judgement } from "../compare/judgement.js";
import { sameJobSentence } from "./comment-same-job.js";
import type { BaselineSource } from "./comment.js";
import {
  changedRows,
  formatBytes,
  formatChange,
  formatValue,
  OVERALL_LABELS,
  formatPercent,
  plural,
  shortId,
  shardsNote,
} from "./format.js";
import { cell, comparisonTable, escapeHtml, htmlDocument, list, number, PAGE_CSS } from "./html-syntax.js";
import { SAME_JOB_CSS, sameJobHtml } from "./html-same-job.js";
import { limitsHtml } from "./limits.js";
import { SWEEP_CSS, sweepSections } from "./sweep-chart.js";
import {
  MIN_TREND_POINTS,
  trendSeries,
  type TrendOptions,
  type TrendSeries,
  type TrendStep,
} from "./mermaid.js";
import {
  bindingSentence,
  verdictCounts,
  describeRun,
  findingLines,
  policySentence,
  SETUP_CHANGES_HEADING,
} from "./text.js";
import { verificationSummary } from "./verification.js";

/** A judgement (its verdict in the header; limits and same-job pairs listed) and what the page adds. */
export interface HtmlReport extends Judgement {
  baseline?: BaselineSource;
  /** Stored baselines, oldest first, for the trend charts. */
  history?: readonly Results[];
  trend?: TrendOptions;
  /** Link to the workflow run (http or https only). */
  runUrl?: string;
}

/**
 * A self-contained HTML report for a run's artifacts: one file, inline CSS, charts as inline SVG,
 * no script, and a Content-Security-Policy that forbids loading anything, so it opens the same
 * offline and leaks nothing. Every value from the results is escaped.
 */
export function renderHtml(report: HtmlReport): string {
  const { results, comparison, limits, verdict } = report;
  const title = `${results.gate}: ${OVERALL_LABELS[verdict]}`;
  const body = [
    `<header class="verdict ${VERDICT_CLASS[verdict]}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(sameJobSentence(report))}</p></header>`,
    overview(report),
    invalidSection(comparison?.invalid ?? invalidScenarios(results)),
    limitsHtml(limits),
    comparison ? acknowledgedSection(comparison) : "",
    comparison ? changesSection(comparison) : "",
    comparison ? environmentSection(comparison) : "",
    sameJobHtml(report.sameJob, results.sameJob?.mergeBase),
    trendSection(report),
    ...sweepSections(results),
    ...targetSections(results, comparison),
    skippedSection(results),
    hostSection(results),
    comparison && comparison.warnings.length > 0
      ? `<section><h2>Warnings</h2>${list(comparison.warnings)}</section>`
      : "",
    footer(report),
  ].filter((part) => part !== "");
  return htmlDocument(title, STYLE, body);
}

const VERDICT_CLASS: Record<OverallVerdict, string> = {
  pass: "pass",
  "pass-with-warnings": "warn",
  regression: "fail",
  unmatched: "fail",
  "limit-exceeded": "fail",
  invalid: "warn",
  "data-loss": "fail loss",
};

const STYLE = [
  ...PAGE_CSS,
  // Data loss stands apart from every other failure: a thicker bar on a tinted ground, bold rows.
  ".verdict.loss{border-left-width:12px;background:var(--loss)}.note.loss{border-color:var(--fail);background:var(--loss)}tr.data-loss td{color:var(--fail);font-weight:700;background:var(--loss)}",
  "table{border-collapse:collapse;margin:8px 0;width:100%}th,td{border:1px solid var(--line);padding:4px 8px;text-align:left}",
  "tr.notes td{color:var(--muted);font-size:12px;border-top:none}",
  // Wider tables scroll in their box rather than widen the page; comparison rows become cards.
  ".scroll{overflow-x:auto}",
  "@media (max-width:720px){main{padding:12px}table.rows,table.rows tbody,table.rows tr,table.rows td{display:block}table.rows thead{display:none}" +
    "table.rows tr{border:1px solid var(--line);border-radius:6px;margin:8px 0;padding:4px 0}table.rows tr.notes{margin-top:-9px;border-top:none;border-radius:0 0 6px 6px}" +
    "table.rows td{border:none;padding:1px 10px;text-align:left;width:auto}table.rows td.num{white-space:normal}" +
    "table.rows td[data-label]::before{content:attr(data-label) ': ';color:var(--muted)}}",
  "th{background:var(--head)}td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}",
  // The interval may wrap at its "to": the widest column of a comparison otherwise.
  'td.num[data-label$="CI"]{white-space:normal;width:7em}',
  "tr.regressed td,tr.exceeded td{color:var(--fail)}tr.improved td{color:var(--pass)}tr.acknowledged td,tr.not-measured td{color:var(--warn)}",
  "code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace}.muted{color:var(--muted)}",
  ".note{border-left:4px solid var(--warn);padding:4px 12px;background:var(--head)}",
  "details{border:1px solid var(--line);border-radius:6px;padding:4px 12px;margin:8px 0}summary{cursor:pointer;font-weight:600}",
  ".charts{display:flex;flex-wrap:wrap;gap:12px}svg{background:var(--head);border-radius:6px}",
  "svg text{fill:var(--muted);font-size:11px}svg .title{fill:var(--fg);font-size:12px;font-weight:600}",
  "svg .series{fill:none;stroke:#0969da;stroke-width:2}svg .point{fill:#0969da}svg .current{fill:var(--fail)}svg .axis{stroke:var(--line)}",
  "svg .step{stroke-width:1.5;stroke-dasharray:4 3}svg .step.regression{stroke:var(--fail)}svg .step.improvement{stroke:var(--pass)}",
  ...SWEEP_CSS,
  ...SAME_JOB_CSS,
];

function overview(report: HtmlReport): string {
  const { results, comparison } = report;
  const lines: string[] = [];
  if (comparison) {
    lines.push(
      `<p><strong>${escapeHtml(verdictCounts(comparison))}.</strong> Current ${escapeHtml(describeRun(comparison.current))} against baseline ${escapeHtml(describeRun(comparison.baseline))}; ${escapeHtml(policySentence(comparison))}.</p>`,
      `<p>${escapeHtml(bindingSentence(comparison))}.</p>`,
    );
  } else {
    lines.push(`<p>Run ${escapeHtml(describeRun(runReference(results)))}; no baseline to compare with.</p>`);
  }
  if (comparison && comparison.findings.length > 0) {
    lines.push(`<p><strong>What moved</strong></p>${list(findingLines(comparison))}`);
  }
  if (report.baseline) lines.push(`<p>Baseline: ${escapeHtml(report.baseline.source)}.</p>`);
  if (report.baseline?.fallback) {
    lines.push(
      `<p class="note"><strong>Baseline fallback:</strong> ${escapeHtml(report.baseline.fallback)}.</p>`,
    );
  }
  return lines.join("\n");
}

function invalidSection(invalid: Comparison["invalid"]): string {
  if (invalid.length === 0) return "";
  const items = invalid.flatMap((scenario) =>
    scenario.reasons.map((reason) => `${scenario.target} / ${scenario.scenario}: ${reason}`),
  );
  return `<section><h2>Invalid measurements (the gate fails)</h2>${list(items)}</section>`;
}

function acknowledgedSection(comparison: Comparison): string {
  const rows = comparison.rows.filter((row) => row.verdict === "acknowledged" && row.acknowledgement);
  if (rows.length === 0) return "";
  const items = rows.map((row) => {
    const ack = row.acknowledgement!;
    return `${row.key} ${formatChange(row)}: ${ack.reason}${ack.expires ? ` (accepted until ${ack.expires})` : ""}`;
  });
  return `<section><h2>Acknowledged regressions</h2><p class="muted">Reported as warnings; they do not fail the gate.</p>${list(items)}</section>`;
}

function changesSection(comparison: Comparison): string {
  const rows = changedRows(comparison);
  if (rows.length === 0) return "";
  return `<section><h2>Changes beyond the threshold</h2>${comparisonTable(rows, true)}</section>`;
}

function environmentSection(comparison: Comparison): string {
  const setup =
    comparison.setupChanges.length === 0
      ? ""
      : `<section><p><strong>${escapeHtml(SETUP_CHANGES_HEADING)}:</strong></p>${list(comparison.setupChanges)}</section>`;
  if (comparison.environmentDifferences.length === 0) return setup;
  return `${setup}<section class="note"><p><strong>The environments differ</strong>, so the numbers may not be comparable:</p>${list(comparison.environmentDifferences)}</section>`;
}

function trendSection(report: HtmlReport): string {
  const history = report.history ?? [];
  if (history.length === 0) return "";
  const charts = trendSeries(history, report.results, report.comparison, {
    ...report.trend,
    currentLabel: report.trend?.currentLabel ?? "this run",
  }).flatMap((series) => svgChart(series) ?? []);
  if (charts.length === 0) return "";
  return `<section><h2>Trend over ${escapeHtml(plural(history.length, "stored baseline"))}</h2><div class="charts">${charts.join("")}</div></section>`;
}

function targetSections(results: Results, comparison: Comparison | undefined): string[] {
  const targets = new Map(results.targets.map((target) => [target.id, target]));
  const ids = comparison ? [...new Set(comparison.rows.map((row) => row.target))] : [...targets.keys()];
  return ids.map((id) => {
    const target = targets.get(id);
    const rows = comparison?.rows.filter((row) => row.target === id);
    const regressed = rows?.some((row) => row.verdict === "regressed") ?? false;
    const parts = [
      `<details${regressed ? " open" : ""}><summary>Target <code>${escapeHtml(id)}</code></summary>`,
      target ? `<p>${escapeHtml(brokerText(target))}</p>` : "<p><em>Not in the current run.</em></p>",
      target ? `<p class="muted">${escapeHtml(verificationSummary(target) ?? "not verified")}</p>` : "",
      rows ? comparisonTable(rows, false) : target ? resultsTable(target) : "",
      target ? scenarioWarnings(target) : "",
      "</details>",
    ];
    return parts.filter((part) => part !== "").join("\n");
  });
}

function resultsTable(target: TargetResult): string {
  const rows = target.scenarios.flatMap((scenario) =>
    scenario.metrics.map(
      (metric) =>
        `<tr>${cell(scenario.name)}<td><code>${escapeHtml(metric.id)}</code></td>${number(metric.summary.n > 0 ? formatValue(metric.summary.median, metric.unit) : "-")}${number(String(metric.summary.n))}</tr>`,
    ),
  );
  return `<div class="scroll"><table><thead><tr><th>Scenario</th><th>Metric</th><th>Median</th><th>n</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

function scenarioWarnings(target: TargetResult): string {
  const items = target.scenarios.flatMap((scenario) =>
    scenario.warnings.map((warning) => `${scenario.name}: ${warning}`),
  );
  const note = target.work?.note ? `<p class="note">Note: ${escapeHtml(target.work.note)}</p>` : "";
  return note + (items.length > 0 ? `<p>Warnings:</p>${list(items)}` : "");
}

function skippedSection(results: Results): string {
  const skipped = results.skippedTargets ?? [];
  if (skipped.length === 0) return "";
  return (
    `<section><h2>Not measured: ${escapeHtml(plural(skipped.length, "matrix cell"))} that cannot exist</h2>` +
    `${list(skipped.map((cell) => `${cell.id}: ${cell.reason}`))}</section>`
  );
}

function hostSection(results: Results): string {
  const { host } = results;
  const parts = [
    host.os,
    host.arch,
    `${host.cpuModel} × ${host.cpuCores}`,
    formatBytes(host.totalMemoryBytes),
    `Node ${host.nodeVersion}`,
    host.runner,
    `${results.tool.name} ${results.tool.version}`,
    ...(shardsNote(results) ? [shardsNote(results)!] : []),
  ];
  return `<section><h2>Host</h2><p>${escapeHtml(parts.join(" · "))}</p></section>`;
}

function footer(report: HtmlReport): string {
  const url = report.runUrl && /^https?:\/\/[^\s"'<>]+$/.test(report.runUrl) ? report.runUrl : undefined;
  return url
    ? `<footer><p class="muted"><a href="${escapeHtml(url)}">The workflow run</a>: logs and artifacts.</p></footer>`
    : "";
}

function brokerText(target: TargetResult): string {
  const { broker } = target;
  const parts = [`${broker.product} ${broker.serverVersion}`];
  if (broker.erlangVersion) parts.push(`Erlang ${broker.erlangVersion}`);
  if (broker.image) {
    const identity = broker.imageDigest ?? broker.imageId;
    parts.push(`image ${broker.image}${identity ? ` (${shortId(identity)})` : ""}`);
  }
  parts.push(`provider ${target.provider}`, plural(broker.nodes.length, "node"));
  return parts.join(" · ");
}

/** One trend as an inline SVG line chart; undefined with fewer than MIN_TREND_POINTS points. */
export function svgChart(series: TrendSeries): string | undefined {
  const stepAt = new Map(series.steps?.map((step) => [step.index, step]) ?? []);
  const points = series.points
    .map((point, index) => ({ ...point, step: stepAt.get(index) }))
    .filter(
      (point): point is { label: string; value: number; step: TrendStep | undefined } => point.value !== null,
    );
  if (points.length < MIN_TREND_POINTS) return undefined;
  const width = 500;
  const height = 220;
  const left = 64;
  const right = 16;
  const top = 28;
  const bottom = 44;
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = high === low ? Math.abs(high) * 0.1 || 1 : (high - low) * 0.15;
  const yMin = Math.max(0, low - pad);
  const yMax = high + pad;
  const x = (index: number) => left + ((width - left - right) * index) / (points.length - 1);
  const y = (v: number) => top + (height - top - bottom) * (1 - (v - yMin) / (yMax - yMin));
  const coordinates = points.map((point, index) => `${x(index).toFixed(1)},${y(point.value).toFixed(1)}`);
  const title = `${series.title}, ${series.unit}`;
  // Label every point when there are few, else about eight evenly spaced ones.
  const every = Math.max(1, Math.ceil(points.length / 8));
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">`,
    `<text class="title" x="${left}" y="18">${escapeHtml(title)}</text>`,
    `<line class="axis" x1="${left}" y1="${top}" x2="${left}" y2="${height - bottom}"/>`,
    `<line class="axis" x1="${left}" y1="${height - bottom}" x2="${width - right}" y2="${height - bottom}"/>`,
    `<text x="${left - 6}" y="${top + 4}" text-anchor="end">${escapeHtml(formatValue(yMax, ""))}</text>`,
    `<text x="${left - 6}" y="${height - bottom}" text-anchor="end">${escapeHtml(formatValue(yMin, ""))}</text>`,
    `<polyline class="series" points="${coordinates.join(" ")}"/>`,
    // A step found in the stored runs (as `history` finds it): a dashed line before its first run.
    ...points.flatMap((point, index) => {
      if (!point.step || index === 0) return [];
      const at = ((x(index - 1) + x(index)) / 2).toFixed(1);
      const words = `${point.step.direction === "regression" ? "regression" : "improvement"} step before ${point.label}: ${formatPercent(point.step.changePct)}`;
      return [
        `<line class="step ${point.step.direction}" x1="${at}" y1="${top}" x2="${at}" y2="${height - bottom}"><title>${escapeHtml(words)}</title></line>`,
      ];
    }),
    ...points.map((point, index) => {
      const last = index === points.length - 1;
      const circle = `<circle class="${last ? "current" : "point"}" cx="${x(index).toFixed(1)}" cy="${y(point.value).toFixed(1)}" r="${last ? 4 : 3}"><title>${escapeHtml(`${point.label}: ${formatValue(point.value, series.unit)}`)}</title></circle>`;
      const label =
        last || index % every === 0
          ? `<text x="${x(index).toFixed(1)}" y="${height - bottom + 16}" text-anchor="middle">${escapeHtml(point.label)}</text>`
          : "";
      return circle + label;
    }),
    "</svg>",
  ];
  return parts.join("");
}
