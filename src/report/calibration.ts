import type { Results } from "../model/results.js";
import type { ThresholdProposal } from "../compare/calibration.js";
import { renderTable } from "./console-table.js";
import { formatThreshold } from "./format.js";
import { trialsPhrase } from "../compare/trials.js";
import { table, text } from "./markdown-syntax.js";

/**
 * The calibration report: per metric how much the trials vary, how far two identical brokers'
 * medians drifted apart (the noise floor), the threshold configured and the one the noise supports;
 * then the proposals as a `thresholds:` block to paste into the config.
 */

function head(results: Results): string {
  const calibration = results.calibration!;
  return (
    `${calibration.comparisons} A/A comparisons of ` +
    `${trialsPhrase(calibration.trialsPerComparison, calibration.trialsByScenario, "per side")} ` +
    `for ${calibration.targets.map((t) => t.target).join(", ")} against an identical twin each`
  );
}

function rows(proposals: readonly ThresholdProposal[]): string[][] {
  return proposals.map((p) => [
    p.target,
    `${p.noise.scenario}.${p.noise.metric}`,
    `${p.noise.spreadPct.toFixed(1)}%`,
    `${p.noise.noisePct.toFixed(1)}%`,
    formatThreshold(p.configuredPct),
    `${formatThreshold(p.proposedPct)}${p.proposedPct > p.configuredPct ? " (raise)" : p.proposedPct < p.configuredPct ? " (tighten)" : ""}`,
  ]);
}

const HEADERS = ["target", "metric", "trials vary", "A/A noise", "threshold", "proposed"];
const ALIGN = ["left", "left", "right", "right", "right", "left"] as const;
const EXPLANATION =
  "trials vary = relative standard deviation of single trials; A/A noise = 95th percentile of the change " +
  "between the two identical brokers' medians; proposed = noise × 1.25, rounded up.";

export function renderCalibrationConsole(
  results: Results,
  proposals: readonly ThresholdProposal[],
  snippet: string,
): string {
  const lines = [
    `${results.gate}: calibration, ${head(results)}`,
    "",
    ...renderTable(HEADERS, rows(proposals), ALIGN),
    "",
    EXPLANATION,
    "",
    "Proposed thresholds for the config file:",
    "",
    snippet.trimEnd(),
  ];
  return `${lines.join("\n")}\n`;
}

export function renderCalibrationMarkdown(
  results: Results,
  proposals: readonly ThresholdProposal[],
  snippet: string,
): string {
  return (
    [
      `### ${text(results.gate)}: calibration`,
      `${head(results)}.`,
      table(HEADERS, ALIGN, rows(proposals)),
      EXPLANATION,
      "Proposed thresholds for the config file:",
      `\`\`\`yaml\n${snippet.trimEnd()}\n\`\`\``,
    ].join("\n\n") + "\n"
  );
}
