import type { HistoryChangePoint, HistoryJudgement, SeriesHistory } from "../compare/history/judge.js";
import { formatValue, plural } from "./format.js";
import { escapeHtml, htmlDocument, PAGE_CSS } from "./html-syntax.js";
import { formatP, historyHeadline, seriesKey, type HistoryReportContext } from "./history.js";

/**
 * `history` as a self-contained HTML page: the verdict, then one chart per series with a step,
 * each step marked where it happened and the level before and after drawn across its segment.
 * No script and a Content-Security-Policy that loads nothing, as the run's HTML report. Pure.
 */
export function renderHistoryHtml(judgement: HistoryJudgement, context: HistoryReportContext): string {
  const stepped = judgement.series.filter((series) => series.changePoints.length > 0);
  const quiet = judgement.series.length - stepped.length;
  const verdictClass = judgement.verdict === "regressed" ? "fail" : "pass";
  const body = [
    `<h1>Performance history</h1>`,
    `<div class="verdict ${verdictClass}"><strong>${escapeHtml(historyHeadline(judgement))}</strong>`,
    `<p>Read from ${escapeHtml(context.source)}${context.order ? `, in ${escapeHtml(context.order)}` : ""}.</p></div>`,
    ...stepped.map(
      (series) =>
        `<section><h2>${escapeHtml(seriesKey(series))}</h2><p class="muted">${escapeHtml(`${series.unit}; ${series.runnerClass}`)}</p>${chart(series)}${stepList(series)}</section>`,
    ),
    quiet > 0
      ? `<p class="muted">${escapeHtml(`${plural(quiet, "other series", "other series")} without a step.`)}</p>`
      : "",
    ...(context.notices ?? []).map((notice) => `<p class="note">${escapeHtml(notice)}</p>`),
  ].filter((part) => part !== "");
  return htmlDocument("Performance history", STYLE, body);
}

const STYLE = [
  ...PAGE_CSS,
  "h1{margin:0 0 12px}.muted{color:var(--muted)}",
  ".note{border-left:4px solid var(--warn);padding:4px 12px;background:var(--head)}",
  "svg{background:var(--head);border-radius:6px;max-width:100%;height:auto}svg text{fill:var(--muted);font-size:11px}",
  "svg .series{fill:none;stroke:#0969da;stroke-width:1.5}svg .point{fill:#0969da}svg .axis{stroke:var(--line)}",
  "svg .level{stroke:var(--fg);stroke-width:2;opacity:.6}svg .step{stroke-width:1.5;stroke-dasharray:4 3}",
  "svg .regression{stroke:var(--fail);fill:var(--fail)}svg .improvement{stroke:var(--pass);fill:var(--pass)}svg .acknowledged{stroke:var(--warn);fill:var(--warn)}",
  "li.regression{color:var(--fail)}li.improvement{color:var(--pass)}li.acknowledged{color:var(--warn)}",
];

function markClass(point: HistoryChangePoint): string {
  if (point.direction === "improvement") return "improvement";
  return point.acknowledgement ? "acknowledged" : "regression";
}

/** The series as an SVG line chart: values, the level of each segment, a dashed line at each step. */
function chart(series: SeriesHistory): string {
  const width = 900;
  const height = 260;
  const [left, right, top, bottom] = [72, 16, 16, 40];
  const values = series.points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = high === low ? Math.abs(high) * 0.05 || 1 : (high - low) * 0.1;
  const [yMin, yMax] = [low - pad, high + pad];
  const span = Math.max(1, values.length - 1);
  const x = (index: number) => left + ((width - left - right) * index) / span;
  const y = (value: number) => top + (height - top - bottom) * (1 - (value - yMin) / (yMax - yMin));
  const at = (n: number) => n.toFixed(1);
  const bounds = [0, ...series.changePoints.map((point) => point.index), values.length];
  const levels = series.changePoints.flatMap((point, position) => {
    const segments = [
      { from: bounds[position]!, to: point.index - 1, level: point.medianBefore },
      { from: point.index, to: bounds[position + 2]! - 1, level: point.medianAfter },
    ];
    return segments.map(
      ({ from, to, level }) =>
        `<line class="level" x1="${at(x(from))}" y1="${at(y(level))}" x2="${at(x(to))}" y2="${at(y(level))}"/>`,
    );
  });
  const steps = series.changePoints.map((point) => {
    const position = x(point.index - 0.5);
    const label = point.sha ? point.sha.slice(0, 7) : `#${point.index + 1}`;
    return (
      `<line class="step ${markClass(point)}" x1="${at(position)}" y1="${top}" x2="${at(position)}" y2="${height - bottom}"><title>${escapeHtml(stepTitle(series, point))}</title></line>` +
      `<text x="${at(position)}" y="${height - bottom + 28}" text-anchor="middle">${escapeHtml(label)}</text>`
    );
  });
  // Only our own names go in the attribute: a unit or a runner's CPU model is text from the results.
  const title = seriesKey(series);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">`,
    `<line class="axis" x1="${left}" y1="${top}" x2="${left}" y2="${height - bottom}"/>`,
    `<line class="axis" x1="${left}" y1="${height - bottom}" x2="${width - right}" y2="${height - bottom}"/>`,
    `<text x="${left - 6}" y="${top + 8}" text-anchor="end">${escapeHtml(formatValue(yMax, ""))}</text>`,
    `<text x="${left - 6}" y="${height - bottom}" text-anchor="end">${escapeHtml(formatValue(yMin, ""))}</text>`,
    `<text x="${left}" y="${height - bottom + 14}">oldest</text>`,
    `<text x="${width - right}" y="${height - bottom + 14}" text-anchor="end">newest</text>`,
    `<polyline class="series" points="${values.map((value, index) => `${at(x(index))},${at(y(value))}`).join(" ")}"/>`,
    ...series.points.map(
      (point, index) =>
        `<circle class="point" cx="${at(x(index))}" cy="${at(y(point.value))}" r="2.5"><title>${escapeHtml(`${point.sha ? point.sha.slice(0, 7) : `#${index + 1}`} ${point.createdAt.slice(0, 10)}: ${formatValue(point.value, series.unit)}`)}</title></circle>`,
    ),
    ...levels,
    ...steps,
    "</svg>",
  ].join("");
}

function stepTitle(series: SeriesHistory, point: HistoryChangePoint): string {
  const sign = point.changePct >= 0 ? "+" : "";
  return `${point.direction} ${sign}${point.changePct.toFixed(1)}%: ${formatValue(point.medianBefore, series.unit)} → ${formatValue(point.medianAfter, series.unit)}, p = ${formatP(point.pValue)}`;
}

function stepList(series: SeriesHistory): string {
  const items = series.changePoints.map((point) => {
    const at = point.sha ? point.sha.slice(0, 7) : `result ${point.index + 1}`;
    const notes = [
      point.recent && point.direction === "regression" && !point.acknowledgement
        ? point.binds
          ? "open"
          : "advisory: moves with the machine"
        : "",
      point.setupChange ? `setup changed: ${point.setupChange}` : "",
      point.acknowledgement
        ? `acknowledged until ${point.acknowledgement.expires}: ${point.acknowledgement.reason}`
        : "",
    ].filter(Boolean);
    const words = `${stepTitle(series, point)} at ${at} (${point.createdAt.slice(0, 10)})${notes.length ? `; ${notes.join("; ")}` : ""}`;
    return `<li class="${markClass(point)}">${escapeHtml(words)}</li>`;
  });
  return `<ul>${items.join("")}</ul>`;
}
