import type { TargetResult } from "../model/results.js";
import type { LimitCheck } from "../compare/limits.js";
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

/** `limits`: the absolute limits checked on the candidate, when the caller checks them. */
export function renderSideBySideMarkdown(pair: SideBySide, limits: readonly LimitCheck[] = []): string {
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
  return `${head}\n\n${renderMarkdown(pair.candidateView, pair.comparison, limits)}`;
}

export function renderSideBySideConsole(pair: SideBySide, options: ConsoleOptions = {}): string {
  const head = [
    `side by side: ${pair.candidate} against ${pair.reference}`,
    ...sides(pair).map(
      ({ role, target }) =>
        `  ${role}: ${target.id}${verificationSummary(target) ? ` (${verificationSummary(target)})` : ""}`,
    ),
    `  differences: ${pair.differences.length > 0 ? pair.differences.join("; ") : "none in the settings"}`,
  ];
  return `${head.join("\n")}\n\n${renderConsole(pair.candidateView, pair.comparison, options)}`;
}
