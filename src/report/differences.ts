import type { Comparison } from "../compare/comparison.js";
import { text } from "./markdown-syntax.js";
import { SETUP_CHANGES_HEADING } from "./text.js";

/**
 * How two runs differ, as the Markdown report and the comment show it: what the setup changed
 * (the change measured: a note) before what the environment changed (a warning); "" when neither.
 */
export function differencesMarkdown(comparison: Comparison): string {
  const blocks: string[] = [];
  if (comparison.setupChanges.length > 0) {
    blocks.push(
      [
        "> [!NOTE]",
        `> **${SETUP_CHANGES_HEADING}:**`,
        ...comparison.setupChanges.map((change) => `> - ${text(change)}`),
      ].join("\n"),
    );
  }
  if (comparison.environmentDifferences.length > 0) {
    blocks.push(
      [
        "> [!WARNING]",
        "> **The environments differ**, so the numbers may not be comparable:",
        ...comparison.environmentDifferences.map((difference) => `> - ${text(difference)}`),
      ].join("\n"),
    );
  }
  return blocks.join("\n\n");
}
