import type { MergeBaseRecord } from "../model/results.js";
import { oneLine } from "../model/one-line.js";
import { code, codeBlock, text } from "./markdown-syntax.js";

/**
 * The head of an A/B against the merge base: which commit and setup each side ran, the candidates
 * that had no counterpart, and what changed between the setups as a diff (reference first). The
 * values come from a results file, which a fork's job may have written: every one is inert.
 */

export type MergeBase = MergeBaseRecord;

const short = (sha: string) => sha.slice(0, 7);

export function renderMergeBaseMarkdown(base: MergeBase): string {
  const blocks = [
    "## Same-job A/B against the merge base",
    [
      `- reference: ${code(short(base.commit))}, ${text(base.source)}`,
      `- candidate: ${code(short(base.head))}, ${text(base.candidateSource)}`,
      ...base.unpaired.map((line) => `- no reference: ${text(line)}`),
    ].join("\n"),
    base.changes.length > 0
      ? `What changed between the setups:\n\n${base.changes.map((lines) => codeBlock(lines, "diff")).join("\n\n")}`
      : "The two setups resolve alike: the pairs measure the same settings, so any difference is the commits' code or the machine.",
  ];
  return `${blocks.join("\n\n")}\n`;
}

export function renderMergeBaseConsole(base: MergeBase): string {
  const lines = [
    "same-job A/B against the merge base",
    `  reference: ${short(base.commit)}, ${oneLine(base.source)}`,
    `  candidate: ${short(base.head)}, ${oneLine(base.candidateSource)}`,
    ...base.unpaired.map((line) => `  no reference: ${oneLine(line)}`),
    base.changes.length > 0 ? "  what changed:" : "  the two setups resolve alike",
    ...base.changes.flatMap((diff) => diff.map((line) => `    ${oneLine(line)}`)),
  ];
  return `${lines.join("\n")}\n`;
}
