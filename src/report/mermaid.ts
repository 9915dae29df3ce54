import type { MetricKind, Results } from "../model/results.js";
import type { Comparison, Direction } from "../compare/comparison.js";
import { findSteps, minMagnitudeOf, type HistorySettings } from "../compare/history/judge.js";
import { thresholdKeys } from "../compare/thresholds.js";
import { formatPercent, shortId } from "./format.js";
import { text } from "./markdown-syntax.js";

/**
 * The trend of key metrics over the stored baselines and this run, as Mermaid `xychart-beta`
 * charts (GitHub renders Mermaid in job summaries and comments). Pure: data in, text out.
 */

export interface TrendOptions {
  /** Metrics to chart, as thresholds keys; default: the changed ones, else each scenario's first. */
  metrics?: readonly string[];
  /** At most this many charts (one per metric and target). */
  maxCharts?: number;
  /** How the current run is labelled on the x axis: "this PR", "#42". */
  currentLabel?: string;
  /** The config's `history` settings: the steps they find in the stored runs are marked. */
  changePoints?: HistorySettings;
}

/** A change point found in the stored runs a chart draws (compare/history/judge.ts). */
export interface TrendStep {
  /** Index in `points` of the first run after the step. */
  index: number;
  label: string;
  direction: "regression" | "improvement";
  changePct: number;
}

export interface TrendPoint {
  /** x-axis label: the short commit of a stored result, or the current run's label. */
  label: string;
  /** Median of the metric; null when that run lacks it. */
  value: number | null;
}

export interface TrendSeries {
  /** What the chart shows, e.g. "throughput.publishRate (higher is better)"; the target too when a run has several. */
  title: string;
  target: string;
  scenario: string;
  metric: string;
  unit: string;
  direction: Direction;
  /** Oldest first; the last point is the current run. */
  points: TrendPoint[];
  /** Steps in the stored runs (not the current one), when `changePoints` settings were given. */
  steps?: TrendStep[];
}

const DEFAULT_MAX_CHARTS = 4;

/** The series to chart: one per key metric, each over `history` (oldest first) then `current`. */
export function trendSeries(
  history: readonly Results[],
  current: Results,
  comparison: Comparison | undefined,
  options: TrendOptions = {},
): TrendSeries[] {
  const labels = history.map(runLabel);
  const runs = [...history, current];
  const pointLabels = [...labels, options.currentLabel ?? "this run"];
  return keyMetrics(current, comparison, options.metrics ?? [])
    .slice(0, options.maxCharts ?? DEFAULT_MAX_CHARTS)
    .map((key) => {
      const points = runs.map((run, index) => ({
        label: pointLabels[index]!,
        value: medianOf(run, key.target, key.scenario, key.metric),
      }));
      const better = key.direction === "higher" ? "higher is better" : "lower is better";
      const where = current.targets.length > 1 ? `${key.target}: ` : "";
      const { kind, ...shown } = key;
      const steps = options.changePoints
        ? storedSteps(points.slice(0, -1), key, kind, options.changePoints)
        : undefined;
      return {
        title: `${where}${key.scenario}.${key.metric} (${better})`,
        ...shown,
        points,
        ...(steps && { steps }),
      };
    });
}

/** The steps `history` would find in the stored points (those with a value), at their positions. */
function storedSteps(
  stored: readonly TrendPoint[],
  key: MetricKey,
  kind: MetricKind,
  settings: HistorySettings,
): TrendStep[] {
  const measured = stored.flatMap((point, index) =>
    point.value === null ? [] : [{ index, value: point.value }],
  );
  const minimum = minMagnitudeOf(settings, thresholdKeys(key.target, key.scenario, key.metric), kind);
  return findSteps(
    measured.map((point) => point.value),
    key.direction,
    minimum,
    settings,
  ).map((step) => {
    const index = measured[step.index]!.index;
    return { index, label: stored[index]!.label, direction: step.direction, changePct: step.changePct };
  });
}

/** "Steps in main's stored history: ◆ abc1234 +2.0% worse; ◆ def5678 −3.1% better." */
export function trendStepsSentence(series: TrendSeries): string | undefined {
  if (!series.steps || series.steps.length === 0) return undefined;
  const steps = series.steps.map(
    (step) =>
      `${STEP_MARK} ${step.label} ${formatPercent(step.changePct)} ${step.direction === "regression" ? "worse" : "better"}`,
  );
  return `Steps in main's stored history (change points, as the history command finds them): ${steps.join("; ")}.`;
}

/** What marks a stored run that is the first after a step, on a chart's x axis. */
export const STEP_MARK = "◆";

/** Points a chart needs to say more than the comparison table: two stored results and this run. */
export const MIN_TREND_POINTS = 3;

/**
 * Markdown with one fenced `mermaid` block per series that has at least MIN_TREND_POINTS points;
 * "" when there is nothing to draw (too little history yet).
 */
export function renderMermaidTrend(series: readonly TrendSeries[]): string {
  const charts = series.flatMap((one) => {
    const chart = renderMermaidChart(one);
    const steps = trendStepsSentence(one);
    if (!chart) return [];
    return [steps ? `${chart}\n\n${text(steps)}` : chart];
  });
  return charts.join("\n\n");
}

/** One chart; undefined with fewer than MIN_TREND_POINTS points. */
export function renderMermaidChart(series: TrendSeries): string | undefined {
  const marked = new Set(series.steps?.map((step) => step.index) ?? []);
  const points = series.points
    .map((point, index) => (marked.has(index) ? { ...point, label: `${STEP_MARK} ${point.label}` } : point))
    .filter((point): point is { label: string; value: number } => point.value !== null);
  if (points.length < MIN_TREND_POINTS) return undefined;
  const values = points.map((point) => round(point.value));
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A little room around the data so a flat line is not drawn on the chart's edge.
  const pad = high === low ? Math.abs(high) * 0.1 || 1 : (high - low) * 0.15;
  const yMin = round(Math.max(0, low - pad));
  const yMax = round(high + pad);
  return [
    "```mermaid",
    MERMAID_INIT,
    "xychart-beta",
    `  title "${quoted(series.title)}"`,
    `  x-axis [${points.map((point) => `"${quoted(point.label)}"`).join(", ")}]`,
    `  y-axis "${quoted(series.unit)}" ${yMin} --> ${yMax}`,
    `  line [${values.join(", ")}]`,
    "```",
  ].join("\n");
}

/**
 * A compact chart with a line that stands out: Mermaid's default palette draws it pale, and its
 * default height makes four charts a long scroll in a pull request.
 */
const MERMAID_INIT =
  '%%{init: {"xyChart": {"height": 240, "titleFontSize": 14}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da"}}}}%%';

interface MetricKey {
  target: string;
  scenario: string;
  metric: string;
  unit: string;
  direction: Direction;
  kind: MetricKind;
}

/** Configured metrics; else what changed (regressions first); else each scenario's first metric. */
function keyMetrics(
  current: Results,
  comparison: Comparison | undefined,
  wanted: readonly string[],
): MetricKey[] {
  const all: MetricKey[] = current.targets.flatMap((target) =>
    target.scenarios.flatMap((scenario) =>
      scenario.metrics.map((metric) => ({
        target: target.id,
        scenario: scenario.name,
        metric: metric.id,
        unit: metric.unit,
        direction: metric.direction,
        kind: metric.kind ?? "time",
      })),
    ),
  );
  if (wanted.length > 0) {
    return all.filter((key) =>
      thresholdKeys(key.target, key.scenario, key.metric).some((k) => wanted.includes(k)),
    );
  }
  // A clock metric that moved against another run is charted too: its trend is what tells the machine from the broker.
  const rank = { regressed: 0, acknowledged: 1, improved: 2, "not-comparable": 3 } as Record<
    string,
    number | undefined
  >;
  const changed = (comparison?.rows ?? [])
    .filter((row) => rank[row.verdict] !== undefined && row.current !== null)
    .sort((a, b) => rank[a.verdict]! - rank[b.verdict]!)
    .flatMap((row) =>
      all.filter(
        (key) => key.target === row.target && key.scenario === row.scenario && key.metric === row.metric,
      ),
    );
  if (changed.length > 0) return changed;
  return current.targets.flatMap((target) =>
    target.scenarios.flatMap((scenario) => {
      const first = scenario.metrics[0];
      return first
        ? [
            {
              target: target.id,
              scenario: scenario.name,
              metric: first.id,
              unit: first.unit,
              direction: first.direction,
              kind: first.kind ?? "time",
            },
          ]
        : [];
    }),
  );
}

function medianOf(results: Results, target: string, scenario: string, metric: string): number | null {
  const found = results.targets
    .find((t) => t.id === target)
    ?.scenarios.find((s) => s.name === scenario)
    ?.metrics.find((m) => m.id === metric);
  return found && found.summary.n > 0 ? found.summary.median : null;
}

/** The short commit of a stored run, else its date. */
export function runLabel(results: Results): string {
  return results.git?.sha ? shortId(results.git.sha, 7) : results.createdAt.slice(0, 10);
}

/** Four significant digits: enough for a chart, short in the comment. */
function round(value: number): number {
  return Number(value.toPrecision(4));
}

/** Mermaid strings end at a double quote and its parser dislikes a few more; replace them. */
function quoted(text: string): string {
  return text
    .replace(/["\\`]/g, "'")
    .replace(/[\r\n]+/g, " ")
    .replace(/[<>]/g, "");
}
