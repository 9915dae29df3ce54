import { median } from "simple-statistics";
import type { Results, ScenarioResult, TargetResult } from "../model/results.js";
import { formatNumber, plural } from "./format.js";
import { escapeHtml } from "./html-syntax.js";

/**
 * The log-log charts of a sweep scenario's points (routing-scale) for the HTML report. A slope is
 * one number; the chart shows where it comes from: work against the queue count on log scales,
 * one line per series, and a dashed slope-1 guide, so growth faster than linear shows as a line
 * steeper than the guide and a bend at the largest counts is not averaged away. Pure, inline SVG.
 */

/** The classes the charts use, added to the report's style sheet (html.ts). */
export const SWEEP_CSS = [
  "svg .line{fill:none;stroke:currentColor;stroke-width:2}svg .dot{fill:currentColor}svg .grid{stroke:var(--line);stroke-width:.5}",
  "svg .guide{fill:none;stroke:var(--muted);stroke-width:1.5;stroke-dasharray:5 4}",
  "svg .c0{color:#0969da}svg .c1{color:#bc4c00}svg .c2{color:#8250df}svg .c3{color:#1a7f37}svg .c4{color:#bf3989}svg .c5{color:#1b7c83}",
];
const COLOURS = 6;

export interface SweepLine {
  /** The full series name, e.g. "direct create, 4 bindings per queue". */
  series: string;
  /** Its name within the chart, e.g. "4 bindings per queue". */
  label: string;
  /** Ascending x; y is the median over the valid trials that measured the point. */
  points: { x: number; y: number; trials: number }[];
}

export interface SweepChart {
  /** The series' common part, e.g. "direct create". */
  group: string;
  /** reductions when any point of the chart has them, else wall time. */
  measure: "reductions" | "ms";
  lines: SweepLine[];
  /** Points whose median is not above 0 (a log scale has no place for them). */
  leftOut: number;
}

/** One section per scenario result whose valid trials carry sweep points, in results order. */
export function sweepSections(results: Results): string[] {
  return results.targets.flatMap((target) =>
    target.scenarios.flatMap((scenario) => sweepSection(target, scenario) ?? []),
  );
}

function sweepSection(target: TargetResult, scenario: ScenarioResult): string | undefined {
  const charts = sweepCharts(scenario);
  if (charts.length === 0) return undefined;
  const trials = scenario.trials.filter((trial) => trial.valid && (trial.sweep?.length ?? 0) > 0).length;
  const leftOut = charts.reduce((total, chart) => total + chart.leftOut, 0);
  const notes = [
    `Each window's cost against the number of queues, both on log scales; the median over ${plural(trials, "valid trial")}.`,
    "The dashed line has slope 1 (a flat cost per queue) through each chart's first point: a series steeper than it grows faster than linearly.",
    ...(leftOut > 0
      ? [
          `${plural(leftOut, "point")} at or below 0 cannot be drawn on a log scale and ${leftOut === 1 ? "is" : "are"} left out.`,
        ]
      : []),
  ];
  return (
    `<section><h2>${escapeHtml(`${target.id} / ${scenario.name}: sweep`)}</h2>` +
    `<p class="muted">${escapeHtml(notes.join(" "))}</p>` +
    `<div class="charts">${charts.map(svgSweepChart).join("")}</div></section>`
  );
}

/** "direct create, 4 bindings per queue" → chart "direct create", line "4 bindings per queue". */
function splitSeries(series: string): { group: string; label: string } {
  const comma = series.indexOf(", ");
  return comma > 0
    ? { group: series.slice(0, comma), label: series.slice(comma + 2) }
    : { group: series, label: series };
}

/** The charts of a scenario's valid trials: one per series group, medians per (series, x). */
export function sweepCharts(scenario: ScenarioResult): SweepChart[] {
  const points = scenario.trials.filter((trial) => trial.valid).flatMap((trial) => trial.sweep ?? []);
  const groups = new Map<string, typeof points>();
  for (const point of points) {
    const { group } = splitSeries(point.series);
    groups.set(group, [...(groups.get(group) ?? []), point]);
  }
  return [...groups].flatMap(([group, groupPoints]) => {
    const measure = groupPoints.some((point) => point.reductions !== undefined) ? "reductions" : "ms";
    let leftOut = 0;
    const bySeries = new Map<string, Map<number, number[]>>();
    for (const point of groupPoints) {
      const value = measure === "reductions" ? point.reductions : point.ms;
      if (value === undefined || !Number.isFinite(value)) continue;
      const byX = bySeries.get(point.series) ?? new Map<number, number[]>();
      byX.set(point.x, [...(byX.get(point.x) ?? []), value]);
      bySeries.set(point.series, byX);
    }
    const lines = [...bySeries].flatMap(([series, byX]): SweepLine[] => {
      const medians = [...byX]
        .map(([x, values]) => ({ x, y: median(values), trials: values.length }))
        .sort((a, b) => a.x - b.x);
      const drawable = medians.filter((point) => point.y > 0);
      leftOut += medians.length - drawable.length;
      return drawable.length > 0 ? [{ series, label: splitSeries(series).label, points: drawable }] : [];
    });
    return lines.length > 0 ? [{ group, measure, lines, leftOut }] : [];
  });
}

/** A compact tick label: 100k, 2M, 0.5. */
function compact(value: number): string {
  for (const [scale, suffix] of [
    [1e12, "T"],
    [1e9, "G"],
    [1e6, "M"],
    [1e3, "k"],
  ] as const) {
    if (Math.abs(value) >= scale) return `${Number((value / scale).toPrecision(3))}${suffix}`;
  }
  return String(Number(value.toPrecision(3)));
}

/** Tick values of a log axis over [low, high]: decades, else 1-2-5 steps, else the two ends. */
export function logTicks(low: number, high: number): number[] {
  const from = Math.floor(Math.log10(low));
  const to = Math.ceil(Math.log10(high));
  const within = (value: number) => value >= low && value <= high;
  const decades = Array.from({ length: to - from + 1 }, (_, i) => 10 ** (from + i)).filter(within);
  if (decades.length >= 2) return decades;
  const steps: number[] = [];
  for (let exponent = from; exponent <= to; exponent++) {
    for (const step of [1, 2, 5]) if (within(step * 10 ** exponent)) steps.push(step * 10 ** exponent);
  }
  return steps.length >= 2 ? steps : [low, high];
}

/** The log10 range of values, padded so no point sits on the frame. */
function logRange(values: readonly number[], padShare: number): [number, number] {
  const logs = values.map(Math.log10);
  const low = Math.min(...logs);
  const high = Math.max(...logs);
  const pad = high > low ? (high - low) * padShare : 0.5;
  return [low - pad, high + pad];
}

const LEGEND_CHARS = 24;

/** One chart as inline SVG: log-log axes, a line and points per series, the guide and a legend. */
export function svgSweepChart(chart: SweepChart): string {
  const width = 660;
  const height = 260;
  const left = 64;
  const plotRight = 460;
  const top = 30;
  const bottom = 48;
  const all = chart.lines.flatMap((line) => line.points);
  const xs = [...new Set(all.map((point) => point.x))].sort((a, b) => a - b);
  const first = chart.lines[0]!.points[0]!;
  const guideAt = (x: number) => (first.y * x) / first.x;
  const guide = [xs[0]!, xs.at(-1)!].map((x) => ({ x, y: guideAt(x) }));
  const [xLow, xHigh] = logRange(xs, 0.05);
  const [yLow, yHigh] = logRange([...all.map((point) => point.y), ...guide.map((point) => point.y)], 0.06);
  const px = (x: number) =>
    (left + ((plotRight - left) * (Math.log10(x) - xLow)) / (xHigh - xLow)).toFixed(1);
  const py = (y: number) =>
    (top + (height - top - bottom) * (1 - (Math.log10(y) - yLow) / (yHigh - yLow))).toFixed(1);
  const unit = chart.measure === "reductions" ? "reductions" : "ms";
  const title = `${chart.group}: ${chart.measure === "reductions" ? "broker work" : "wall time"} by queue count`;
  const yLabel = chart.measure === "reductions" ? "reductions (log)" : "ms, no reductions read (log)";
  const every = Math.max(1, Math.ceil(xs.length / 8));
  const xTicks = xs.filter((_, index) => index % every === 0);
  const yTicks = logTicks(10 ** yLow, 10 ** yHigh);
  const base = height - bottom;
  const middle = ((top + base) / 2).toFixed(0);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">`,
    `<text class="title" x="${left}" y="18">${escapeHtml(title)}</text>`,
    ...yTicks.map(
      (tick) =>
        `<line class="grid" x1="${left}" y1="${py(tick)}" x2="${plotRight}" y2="${py(tick)}"/><text x="${left - 6}" y="${(Number(py(tick)) + 4).toFixed(1)}" text-anchor="end">${escapeHtml(compact(tick))}</text>`,
    ),
    ...xTicks.map(
      (tick) =>
        `<line class="grid" x1="${px(tick)}" y1="${top}" x2="${px(tick)}" y2="${base}"/><text x="${px(tick)}" y="${base + 16}" text-anchor="middle">${escapeHtml(formatNumber(tick))}</text>`,
    ),
    `<line class="axis" x1="${left}" y1="${top}" x2="${left}" y2="${base}"/>`,
    `<line class="axis" x1="${left}" y1="${base}" x2="${plotRight}" y2="${base}"/>`,
    `<text x="${((left + plotRight) / 2).toFixed(0)}" y="${base + 34}" text-anchor="middle">queues (log)</text>`,
    `<text x="14" y="${middle}" text-anchor="middle" transform="rotate(-90 14 ${middle})">${escapeHtml(yLabel)}</text>`,
    ...chart.lines.map((line, index) => {
      const colour = `c${index % COLOURS}`;
      const polyline =
        line.points.length > 1
          ? `<polyline class="line" points="${line.points.map((point) => `${px(point.x)},${py(point.y)}`).join(" ")}"/>`
          : "";
      const dots = line.points.map(
        (point) =>
          `<circle class="dot" cx="${px(point.x)}" cy="${py(point.y)}" r="3"><title>${escapeHtml(`${line.series} at ${formatNumber(point.x)} queues: ${formatNumber(point.y)} ${unit} (median of ${plural(point.trials, "trial")})`)}</title></circle>`,
      );
      return `<g class="${colour}">${polyline}${dots.join("")}</g>`;
    }),
    // On top of the lines: a linear series shows as one the guide runs along.
    `<polyline class="guide" points="${guide.map((point) => `${px(point.x)},${py(point.y)}`).join(" ")}"><title>slope 1: the cost per queue stays flat</title></polyline>`,
    ...legend(chart, plotRight + 16, top + 8),
    "</svg>",
  ];
  return parts.join("");
}

/** One row per series and one for the guide, right of the plot. */
function legend(chart: SweepChart, x: number, top: number): string[] {
  const row = (index: number, colour: string | undefined, swatch: (y: number) => string, label: string) => {
    const y = top + index * 18;
    const text = label.length > LEGEND_CHARS ? `${label.slice(0, LEGEND_CHARS - 1)}…` : label;
    return (
      `<g${colour ? ` class="${colour}"` : ""}>${swatch(y)}` +
      `<text x="${x + 26}" y="${y + 4}">${escapeHtml(text)}<title>${escapeHtml(label)}</title></text></g>`
    );
  };
  const line = (cls: string, y: number) =>
    `<line class="${cls}" x1="${x}" y1="${y}" x2="${x + 20}" y2="${y}"/>`;
  return [
    ...chart.lines.map((series, index) =>
      row(
        index,
        `c${index % COLOURS}`,
        (y) => `${line("line", y)}<circle class="dot" cx="${x + 10}" cy="${y}" r="3"/>`,
        series.label,
      ),
    ),
    row(chart.lines.length, undefined, (y) => line("guide", y), "slope 1 (linear)"),
  ];
}
