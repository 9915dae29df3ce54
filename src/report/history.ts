import type { HistoryChangePoint, HistoryJudgement, SeriesHistory } from "../compare/history/judge.js";
import { formatPercent, formatThreshold, formatValue, plural } from "./format.js";
import { code, table, text } from "./markdown-syntax.js";

/**
 * `history`'s reports in words: Markdown (the job summary and the sticky issue) and plain text
 * (the console). Verdict first, then each step in a sentence, then the table of every step. Names
 * from results go through `text()`/`code()` (report/markdown-syntax.ts): a stored result may have
 * been written by any code that ran on main. Pure.
 */

export interface HistoryReportContext {
  /** Where the results came from, in words: "branch 'perf-gate-baselines'". */
  source: string;
  /** How they were put in order: "first-parent order of HEAD". */
  order?: string;
  notices?: readonly string[];
  /** A link to the commit of a sha, when the repository is known. */
  commitUrl?: (sha: string) => string;
}

/** "default/throughput.reductionsPerMessage": the key a user writes in acknowledge.changePoints. */
export function seriesKey(series: Pick<SeriesHistory, "target" | "scenario" | "metric">): string {
  return `${series.target}/${series.scenario}.${series.metric}`;
}

/** "2 open regression steps among the last 5 results" / "no open regression step over 42 results". */
export function historyHeadline(judgement: HistoryJudgement): string {
  const found = judgement.series.reduce((sum, series) => sum + series.changePoints.length, 0);
  const recent = `the last ${plural(judgement.settings.recent, "result")}`;
  if (judgement.verdict === "regressed") {
    return `${plural(judgement.open.length, "regression step")} among ${recent} of main's history`;
  }
  const steps =
    found === 0 ? "no step found" : `${plural(found, "step")} found, none an open regression among ${recent}`;
  return `no open regression over ${plural(judgement.runs, "stored result")} (${steps})`;
}

function method(judgement: HistoryJudgement): string {
  const { settings } = judgement;
  const kinds = Object.entries(settings.minMagnitude.kinds)
    .map(([kind, pct]) => `${kind} ${formatThreshold(pct)}`)
    .join(", ");
  const classes = new Set(judgement.series.map((series) => series.runnerClass)).size;
  return (
    `${plural(judgement.series.length, "metric series", "metric series")} over ${plural(judgement.runs, "stored result")} ` +
    `(${plural(classes, "runner class", "runner classes")}). A step is reported when Student's t-test ` +
    `between its sides gives p ≤ ${settings.maxPValue} (E-Divisive means over windows of ${settings.windowLength}, ` +
    `as Apache Otava finds them) and it is at least the metric kind's minimum: ${kinds}.` +
    (settings.clockMetrics === "advisory"
      ? " Steps of metrics that move with the machine (rates, latencies, CPU times) are advisory: a slower runner pool steps them all."
      : "")
  );
}

function stepWords(series: SeriesHistory, point: HistoryChangePoint): { what: string; change: string } {
  const better = series.direction === "higher" ? "higher is better" : "lower is better";
  return {
    what: `${series.kind}, ${better}`,
    change: `${formatPercent(point.changePct)} ${point.direction === "regression" ? "worse" : "better"}`,
  };
}

function markdownStep(
  series: SeriesHistory,
  point: HistoryChangePoint,
  context: HistoryReportContext,
): string {
  const { what, change } = stepWords(series, point);
  const at = point.sha ? commitMarkdown(point.sha, context) : `result ${point.index + 1}`;
  const after = point.previousSha ? ` (after ${commitMarkdown(point.previousSha, context)})` : "";
  const values = `median ${text(formatValue(point.medianBefore, series.unit))} → ${text(formatValue(point.medianAfter, series.unit))}`;
  const notes = [
    point.setupChange && `the setup changed here: ${text(point.setupChange)}`,
    point.acknowledgement &&
      `acknowledged until ${point.acknowledgement.expires}: ${text(point.acknowledgement.reason)}`,
  ].filter(Boolean);
  return (
    `- ${code(seriesKey(series))} (${what}) stepped **${change}** at ${at}${after}, ${text(point.createdAt.slice(0, 10))}: ` +
    `${values}, p = ${formatP(point.pValue)}${notes.length ? `; ${notes.join("; ")}` : ""}.`
  );
}

function commitMarkdown(sha: string, context: HistoryReportContext): string {
  const short = code(sha.slice(0, 7));
  return context.commitUrl && /^[0-9a-f]{40,64}$/.test(sha) ? `[${short}](${context.commitUrl(sha)})` : short;
}

/** p-values span many decades: "3.2e-7", "0.00041". */
export function formatP(p: number): string {
  if (p === 0) return "0";
  return p < 0.0001 ? p.toExponential(1) : Number(p.toPrecision(2)).toString();
}

/** Every redefinition of every series, newest first. */
function redefinitionsOf(judgement: HistoryJudgement) {
  return judgement.series
    .flatMap((series) => series.redefinitions.map((change) => ({ series, change })))
    .sort((a, b) => b.change.createdAt.localeCompare(a.change.createdAt));
}

/** Every step, newest first within each series, open regressions first. */
function allSteps(judgement: HistoryJudgement): { series: SeriesHistory; point: HistoryChangePoint }[] {
  const rank = (step: { point: HistoryChangePoint }) =>
    step.point.direction === "regression" &&
    step.point.recent &&
    step.point.binds &&
    !step.point.acknowledgement
      ? 0
      : 1;
  return judgement.series
    .flatMap((series) => series.changePoints.map((point) => ({ series, point })))
    .sort((a, b) => rank(a) - rank(b) || b.point.createdAt.localeCompare(a.point.createdAt));
}

export function renderHistoryMarkdown(judgement: HistoryJudgement, context: HistoryReportContext): string {
  const icon = judgement.verdict === "regressed" ? "❌" : "✅";
  const lines = [`## ${icon} Performance history: ${historyHeadline(judgement)}`, ""];
  if (judgement.open.length > 0) {
    lines.push(...judgement.open.map(({ series, point }) => markdownStep(series, point, context)), "");
    lines.push(
      "Each step is in the range between the two commits named. Fix it, or accept it for a while with an " +
        "`acknowledge.changePoints` entry (metric, commit, reason, expires) in the config.",
      "",
    );
  }
  const accepted = judgement.series.flatMap((series) =>
    series.changePoints.filter((point) => point.acknowledgement).map((point) => ({ series, point })),
  );
  if (accepted.length > 0) {
    lines.push("Accepted for now (`acknowledge.changePoints`):", "");
    lines.push(...accepted.map(({ series, point }) => markdownStep(series, point, context)), "");
  }
  lines.push(
    text(`Read from ${context.source}${context.order ? `, in ${context.order}` : ""}. ${method(judgement)}`),
    "",
  );
  const steps = allSteps(judgement);
  if (steps.length > 0) {
    lines.push(
      "### Every step found",
      "",
      table(
        ["Metric", "Runner", "At", "Before → after", "Change", "p", "Status"],
        ["left", "left", "left", "right", "right", "right", "left"],
        steps.map(({ series, point }) => [
          code(seriesKey(series)),
          text(series.runnerClass),
          point.sha ? commitMarkdown(point.sha, context) : `result ${point.index + 1}`,
          text(
            `${formatValue(point.medianBefore, series.unit)} → ${formatValue(point.medianAfter, series.unit)}`,
          ),
          stepWords(series, point).change,
          formatP(point.pValue),
          statusOf(point),
        ]),
      ),
      "",
    );
  }
  const splits = redefinitionsOf(judgement);
  if (splits.length > 0) {
    lines.push(
      "### Series split where a metric was measured another way",
      "",
      "Steps are found on each side of the split apart, never across it.",
      "",
      ...splits.map(
        ({ series, change }) =>
          `- ${code(seriesKey(series))} (${text(series.runnerClass)}) split at ${change.sha ? commitMarkdown(change.sha, context) : `result ${change.index + 1}`}, ${text(change.createdAt.slice(0, 10))}: ${text(change.reason)}.`,
      ),
      "",
    );
  }
  for (const notice of context.notices ?? []) lines.push(`> ${text(notice)}`, "");
  return `${lines.join("\n").trimEnd()}\n`;
}

function statusOf(point: HistoryChangePoint): string {
  if (point.direction === "improvement") return "improvement";
  if (point.acknowledgement) return `acknowledged until ${point.acknowledgement.expires}`;
  if (!point.recent) return "regression, older";
  return point.binds ? "**open regression**" : "regression, advisory";
}

/** The console: the same, as plain lines (names are ours or validated; control characters never reach here). */
export function renderHistoryText(judgement: HistoryJudgement, context: HistoryReportContext): string {
  const lines = [
    `${judgement.verdict === "regressed" ? "FAIL" : "PASS"} history: ${historyHeadline(judgement)}`,
    `  read from ${context.source}${context.order ? `, in ${context.order}` : ""}`,
  ];
  for (const { series, point } of allSteps(judgement)) {
    const { change } = stepWords(series, point);
    const at = point.sha ? point.sha.slice(0, 7) : `result ${point.index + 1}`;
    lines.push(
      `  ${statusOf(point).replace(/\*/g, "").padEnd(17)} ${seriesKey(series)} ${change} at ${at}` +
        `${point.previousSha ? ` (after ${point.previousSha.slice(0, 7)})` : ""}: ` +
        `${formatValue(point.medianBefore, series.unit)} → ${formatValue(point.medianAfter, series.unit)}, p = ${formatP(point.pValue)}` +
        `${point.setupChange ? ` [setup changed: ${point.setupChange}]` : ""}`,
    );
  }
  for (const { series, change } of redefinitionsOf(judgement)) {
    const at = change.sha ? change.sha.slice(0, 7) : `result ${change.index + 1}`;
    lines.push(`  series split      ${seriesKey(series)} at ${at}: ${change.reason}`);
  }
  for (const notice of context.notices ?? []) lines.push(`  note: ${notice}`);
  return `${lines.join("\n")}\n`;
}

export const HISTORY_SCHEMA_ID = "rabbitmq-perf-gate/history";

/** The judgement as JSON, every series with its values, for tools and dashboards. */
export function renderHistoryJson(judgement: HistoryJudgement, context: HistoryReportContext): string {
  const document = {
    schema: HISTORY_SCHEMA_ID,
    schemaVersion: 1,
    verdict: judgement.verdict,
    runs: judgement.runs,
    ...(judgement.newestSha && { newestSha: judgement.newestSha }),
    source: context.source,
    ...(context.order && { order: context.order }),
    settings: judgement.settings,
    open: judgement.open.map(({ series, point }) => ({
      metric: seriesKey(series),
      runnerClass: series.runnerClass,
      ...point,
    })),
    series: judgement.series.map((series) => ({
      metric: seriesKey(series),
      runnerClass: series.runnerClass,
      unit: series.unit,
      direction: series.direction,
      kind: series.kind,
      minMagnitudePct: series.minMagnitudePct,
      points: series.points.map(({ sha, createdAt, value, samples }) => ({ sha, createdAt, value, samples })),
      changePoints: series.changePoints,
      redefinitions: series.redefinitions,
    })),
    notices: context.notices ?? [],
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
