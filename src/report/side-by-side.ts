import type { TargetResult } from "../model/results.js";
import type { Judgement } from "../compare/judgement.js";
import type { SideBySide } from "../compare/side-by-side.js";
import { renderConsole, type ConsoleOptions } from "./console.js";
import { renderMarkdown } from "./markdown.js";
import { code, text } from "./markdown-syntax.js";
import { verificationSummary } from "./verification.js";

/**
 * Two targets of one run side by side: a short head (which target plays which side, how they
 * differ, what each broker verified itself to be), then the ordinary comparison report with the
 * reference as baseline and the candidate as current.
 */

function sides(pair: SideBySide): { role: string; target: TargetResult }[] {
  return [
    { role: "reference (baseline side)", target: { ...pair.referenceView.targets[0]!, id: pair.reference } },
    { role: "candidate (current side)", target: { ...pair.candidateView.targets[0]!, id: pair.candidate } },
  ];
}

/** `judged`: the candidate's judgement (compare/judgement.ts pairJudgement), limits included when checked. */
export function renderSideBySideMarkdown(pair: SideBySide, judged: Judgement): string {
  const head = [
    `## Side by side: ${code(pair.candidate)} against ${code(pair.reference)}`,
    ...sides(pair).map(({ role, target }) => {
      const verified = verificationSummary(target);
      return `- ${role}: ${code(target.id)}${verified ? ` (${text(verified)})` : ""}`;
    }),
    pair.differences.length > 0
      ? `\nThey differ in: ${pair.differences.map(code).join(", ")}.`
      : "\nThe two targets have the same settings.",
  ].join("\n");
  return `${head}\n\n${renderMarkdown(judged)}`;
}

export function renderSideBySideConsole(
  pair: SideBySide,
  judged: Judgement,
  options: ConsoleOptions = {},
): string {
  const head = [
    `side by side: ${pair.candidate} against ${pair.reference}`,
    ...sides(pair).map(
      ({ role, target }) =>
        `  ${role}: ${target.id}${verificationSummary(target) ? ` (${verificationSummary(target)})` : ""}`,
    ),
    `  differences: ${pair.differences.length > 0 ? pair.differences.join("; ") : "none in the settings"}`,
  ];
  return `${head.join("\n")}\n\n${renderConsole(judged, options)}`;
}
