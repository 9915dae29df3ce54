import type { Results, TargetResult } from "../model/results.js";
import { invalidScenarios, runReference } from "../compare/compare.js";
import type { LimitCheck } from "../compare/limits.js";
import type { Judgement } from "../compare/judgement.js";
import type { Comparison, ComparisonRow, MetricVerdict, OverallVerdict } from "../compare/comparison.js";
import {
  formatBytes,
  formatChange,
  formatInterval,
  formatRange,
  formatThreshold,
  formatValue,
  intervalHeading,
  plural,
  shortId,
  VERDICT_LABELS,
  changedRows,
  shardsNote,
} from "./format.js";
import { runTrialsPhrase } from "../compare/trials.js";
import { dataLossMarkdown, limitsMarkdown } from "./limits.js";
import { bindingSentence, describeRun, policySentence, verdictCounts, verdictSentence } from "./text.js";
import { differencesMarkdown } from "./differences.js";
import { overridesLine, verificationSummary } from "./verification.js";
import { MARKDOWN_RUN_STYLE, code, table, text, type Align } from "./markdown-syntax.js";

/**
 * The report for the GitHub job summary or a PR comment: the verdict line first, then lost
 * confirmed messages, the regressions and improvements with both values, invalid measurements, the absolute limits,
 * environment differences, and per target every metric with the broker and host it ran on.
 */
export function renderMarkdown(judged: Judgement): string {
  const { results, comparison, limits, storedVerdict } = judged;
  const blocks = comparison
    ? comparisonBlocks(results, comparison, limits, storedVerdict)
    : resultsBlocks(results, limits, storedVerdict);
  return `${blocks.filter((block) => block !== "").join("\n\n")}\n`;
}

export const OVERALL_ICON: Record<OverallVerdict, string> = {
  pass: "✅",
  "pass-with-warnings": "🟡",
  regression: "❌",
  unmatched: "❓",
  "limit-exceeded": "⛔",
  invalid: "⚠️",
  "data-loss": "🚨",
};

export const VERDICT_ICON: Record<MetricVerdict, string> = {
  regressed: "❌",
  improved: "✅",
  unchanged: "",
  inconclusive: "❔",
  "missing-in-baseline": "➖",
  "missing-in-current": "➖",
  acknowledged: "⚠️",
  "not-comparable": "⚪",
};

function comparisonBlocks(
  results: Results,
  comparison: Comparison,
  limits: readonly LimitCheck[],
  verdict: OverallVerdict,
): string[] {
  const blocks = [
    `### ${OVERALL_ICON[verdict]} ${text(comparison.gate)}: ${text(verdictSentence(results, comparison, limits))}`,
    [
      `${verdictCounts(comparison)}.`,
      `Current ${describeRun(comparison.current, MARKDOWN_RUN_STYLE)} against baseline ${describeRun(comparison.baseline, MARKDOWN_RUN_STYLE)}; ${policySentence(comparison)}; change = current median vs baseline median.`,
      `${text(bindingSentence(comparison))}.`,
    ].join("  \n"),
  ];
  blocks.push(differencesMarkdown(comparison));
  blocks.push(
    dataLossMarkdown(limits),
    invalidBlock(comparison.invalid),
    limitsMarkdown(limits),
    findingsBlock(comparison),
  );

  const ordered = changedRows(comparison);
  if (ordered.length > 0) {
    blocks.push(
      "#### Changes beyond the threshold",
      table(
        [
          "",
          "Target",
          "Scenario",
          "Metric",
          "Kind",
          "Baseline",
          "Current",
          "Change",
          ...intervalColumn(ordered),
          "Threshold",
        ],
        [
          "center",
          "left",
          "left",
          "left",
          "left",
          "right",
          "right",
          "right",
          ...intervalAlign(ordered),
          "right",
        ],
        ordered.map((row) => [
          VERDICT_ICON[row.verdict],
          text(row.target),
          text(row.scenario),
          code(row.metric),
          row.kind,
          value(row, "baseline"),
          value(row, "current"),
          formatChange(row),
          ...intervalCell(ordered, row),
          formatThreshold(row.thresholdPct),
        ]),
      ),
    );
  }

  const targets = new Map(results.targets.map((target) => [target.id, target]));
  const targetIds = [...new Set(comparison.rows.map((row) => row.target))];
  for (const targetId of targetIds) {
    const rows = comparison.rows.filter((row) => row.target === targetId);
    blocks.push(...targetComparisonBlocks(targetId, targets.get(targetId), rows));
  }
  blocks.push(skippedBlock(results), hostBlock(results));
  if (comparison.warnings.length > 0) {
    blocks.push("#### Warnings", comparison.warnings.map((warning) => `- ${text(warning)}`).join("\n"));
  }
  return blocks;
}

/** Order of the changes table: regressions, accepted regressions, improvements. */
function targetComparisonBlocks(
  targetId: string,
  target: TargetResult | undefined,
  rows: ComparisonRow[],
): string[] {
  const counts = countsOf(rows);
  const blocks = [
    `#### Target ${code(targetId)}`,
    target ? brokerLine(target) : "_Not in the current run._",
    target ? text(verificationSummary(target) ?? "") : "",
  ];
  blocks.push(
    `<details${counts.regressed > 0 ? " open" : ""}><summary>${plural(rows.length, "metric")}: ${summaryCounts(counts)}</summary>`,
    table(
      [
        "Scenario",
        "Metric",
        "Baseline",
        "Current",
        "Change",
        ...intervalColumn(rows),
        "Threshold",
        "Verdict",
      ],
      ["left", "left", "right", "right", "right", ...intervalAlign(rows), "right", "left"],
      rows.map((row) => [
        text(row.scenario),
        code(row.metric),
        value(row, "baseline"),
        value(row, "current"),
        formatChange(row),
        ...intervalCell(rows, row),
        formatThreshold(row.thresholdPct),
        `${VERDICT_ICON[row.verdict]} ${VERDICT_LABELS[row.verdict]}`.trim(),
      ]),
    ),
    "</details>",
  );
  const notes = rows.filter((row) => row.notes.length > 0);
  if (notes.length > 0) {
    blocks.push(
      `Notes:\n${notes.map((row) => `- ${code(`${row.scenario}.${row.metric}`)}: ${text(row.notes.join("; "))}`).join("\n")}`,
    );
  }
  if (target) blocks.push(scenarioWarningsBlock(target));
  return blocks;
}

function resultsBlocks(results: Results, limits: readonly LimitCheck[], verdict: OverallVerdict): string[] {
  const run = describeRun(runReference(results), MARKDOWN_RUN_STYLE);
  const blocks = [
    `### ${OVERALL_ICON[verdict]} ${text(results.gate)}: ${text(verdictSentence(results, undefined, limits))}`,
    `Run ${run}; ${runTrialsPhrase(results)}; median, range and relative standard deviation over the valid trials.`,
    dataLossMarkdown(limits),
    invalidBlock(invalidScenarios(results)),
    limitsMarkdown(limits),
  ];
  for (const target of results.targets) {
    blocks.push(
      `#### Target ${code(target.id)}`,
      brokerLine(target),
      text(verificationSummary(target) ?? ""),
      overridesLine(target),
    );
    const rows = target.scenarios.flatMap((scenario) =>
      scenario.metrics.map((metric) => {
        const { summary } = metric;
        if (summary.n === 0) return [text(scenario.name), code(metric.id), "-", "-", "-", "0"];
        return [
          text(scenario.name),
          code(metric.id),
          formatValue(summary.median, text(metric.unit)),
          formatRange(summary.min, summary.max),
          `${summary.rsdPct.toFixed(1)}%`,
          String(summary.n),
        ];
      }),
    );
    blocks.push(
      table(
        ["Scenario", "Metric", "Median", "Min–max", "RSD", "n"],
        ["left", "left", "right", "right", "right", "right"],
        rows,
      ),
      scenarioWarningsBlock(target),
    );
  }
  blocks.push(skippedBlock(results), hostBlock(results));
  return blocks;
}

/** The matrix cells that were not measured because they cannot exist, with the reason. */
export function skippedBlock(results: Results): string {
  const skipped = results.skippedTargets ?? [];
  if (skipped.length === 0) return "";
  return [
    `#### Not measured: ${plural(skipped.length, "matrix cell")} that cannot exist`,
    skipped.map((cell) => `- ${code(cell.id)}: ${text(cell.reason)}`).join("\n"),
  ].join("\n\n");
}

export function invalidBlock(invalid: Comparison["invalid"]): string {
  if (invalid.length === 0) return "";
  const lines = invalid.flatMap((scenario) =>
    scenario.reasons.map(
      (reason) => `- ${code(scenario.target)} / ${code(scenario.scenario)}: ${text(reason)}`,
    ),
  );
  return `#### ⚠️ Invalid measurements (the gate fails)\n\n${lines.join("\n")}`;
}

export function scenarioWarningsBlock(target: TargetResult): string {
  const lines = target.scenarios.flatMap((scenario) =>
    scenario.warnings.map((warning) => `- ${code(scenario.name)}: ${text(warning)}`),
  );
  const note = target.work?.note ? `Note: ${text(target.work.note)}` : "";
  const warnings = lines.length > 0 ? `Warnings:\n${lines.join("\n")}` : "";
  return [note, warnings].filter(Boolean).join("\n\n");
}

/** What moved, in words (see src/compare/findings.ts); every name from the results escaped. */
export function findingsBlock(comparison: Comparison, max = Infinity): string {
  if (comparison.findings.length === 0) return "";
  const items = comparison.findings
    .slice(0, max)
    .map((f) => `- ${text(f.target)} · ${text(f.scenario)}: ${text(f.message)}`);
  const more = comparison.findings.length - items.length;
  if (more > 0) items.push(`- … and ${more} more (the job summary has them all)`);
  return ["**What moved**", ...items].join("\n");
}

/** "RabbitMQ 4.0.5 · Erlang 26.2.5.6 · image `rabbitmq:4.0.5-management` (`sha256:3c0b6f0a53f5`) · …" */
export function brokerLine(target: TargetResult): string {
  const { broker } = target;
  const parts = [`${text(broker.product)} ${text(broker.serverVersion)}`];
  if (broker.erlangVersion) parts.push(`Erlang ${text(broker.erlangVersion)}`);
  if (broker.image) {
    const identity = broker.imageDigest ?? broker.imageId;
    parts.push(`image ${code(broker.image)}${identity ? ` (${code(shortId(identity))})` : ""}`);
  }
  parts.push(`provider ${text(target.provider)}`, plural(broker.nodes.length, "node"));
  return parts.join(" · ");
}

export function hostBlock(results: Results): string {
  const { host } = results;
  return [
    "#### Host",
    [
      text(host.os),
      text(host.arch),
      `${text(host.cpuModel)} × ${host.cpuCores}`,
      formatBytes(host.totalMemoryBytes),
      `Node ${text(host.nodeVersion)}`,
      text(host.runner),
      `${text(results.tool.name)} ${text(results.tool.version)}`,
      ...(shardsNote(results) ? [text(shardsNote(results)!)] : []),
    ].join(" · "),
  ].join("\n\n");
}

export function countsOf(rows: readonly ComparisonRow[]): Record<MetricVerdict, number> {
  const counts: Record<MetricVerdict, number> = {
    regressed: 0,
    improved: 0,
    unchanged: 0,
    inconclusive: 0,
    "missing-in-baseline": 0,
    "missing-in-current": 0,
    acknowledged: 0,
    "not-comparable": 0,
  };
  for (const row of rows) counts[row.verdict]++;
  return counts;
}

export function summaryCounts(counts: Record<MetricVerdict, number>): string {
  return (Object.keys(counts) as MetricVerdict[])
    .filter((verdict) => counts[verdict] > 0)
    .map((verdict) => `${counts[verdict]} ${VERDICT_LABELS[verdict]}`)
    .join(", ");
}

/** The interval column (statistical policies): its heading, alignment and cells, or nothing. */
function intervalColumn(rows: readonly ComparisonRow[]): string[] {
  const heading = intervalHeading(rows);
  return heading ? [heading] : [];
}

function intervalAlign(rows: readonly ComparisonRow[]): Align[] {
  return intervalHeading(rows) ? ["right"] : [];
}

function intervalCell(rows: readonly ComparisonRow[], row: ComparisonRow): string[] {
  return intervalHeading(rows) ? [formatInterval(row) || "-"] : [];
}

export function value(row: ComparisonRow, side: "baseline" | "current"): string {
  const summary = row[side];
  return summary ? formatValue(summary.median, text(row.unit)) : "-";
}
