import type { SideBySide } from "../compare/side-by-side.js";
import type { MergeBaseRecord } from "../model/results.js";
import { oneLine } from "../model/one-line.js";
import { changedRows, OVERALL_LABELS, plural } from "./format.js";
import { comparisonTable, escapeHtml, list } from "./html-syntax.js";
import { verdictCounts } from "./text.js";

/**
 * The HTML report's same-job section, as the Markdown and the comment show it: for an A/B against
 * the merge base, which commit and setup each side ran, the targets without a reference and the
 * diff of the setups; then each pair's verdict, how its targets differ, its rows beyond the
 * threshold and, in a fold, every row. The values come from a results file, which a fork's job may
 * have written: every one is escaped.
 */

export const SAME_JOB_CSS = [
  "pre.diff{overflow-x:auto;background:var(--head);padding:8px;border-radius:6px;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace}",
  "pre.diff .add{color:var(--pass)}pre.diff .del{color:var(--fail)}pre.diff .head{color:var(--muted)}",
];

const short = (sha: string) => sha.slice(0, 7);

export function sameJobHtml(pairs: readonly SideBySide[], base: MergeBaseRecord | undefined): string {
  if (pairs.length === 0) return "";
  return [
    `<section><h2>${base ? "Same-job A/B against the merge base" : "Same-job A/B"}</h2>`,
    '<p class="muted">Both sides of each pair were measured in this job, interleaved trial by trial, so every metric binds; the reference is the baseline side of the tables.</p>',
    ...(base ? [mergeBaseHtml(base)] : []),
    ...pairs.map(pairHtml),
    "</section>",
  ].join("\n");
}

function mergeBaseHtml(base: MergeBaseRecord): string {
  const sides = [
    `<li>Reference: the merge base <code>${escapeHtml(short(base.commit))}</code>, ${escapeHtml(base.source)}</li>`,
    `<li>Candidate: <code>${escapeHtml(short(base.head))}</code>, ${escapeHtml(base.candidateSource)}</li>`,
  ];
  const unpaired = base.unpaired.length > 0 ? `<p>Without a reference:</p>${list(base.unpaired)}` : "";
  const changes =
    base.changes.length > 0
      ? `<details open><summary>What changed between the setups</summary>${base.changes.map(diffHtml).join("")}</details>`
      : "<p>The two setups resolve alike: any difference is the commits' code or the machine.</p>";
  return `<ul>${sides.join("")}</ul>${unpaired}\n${changes}`;
}

/** A unified diff, its added and removed lines coloured by a class chosen here, never by the text. */
function diffHtml(lines: readonly string[]): string {
  const body = lines.map((line) => {
    const kind =
      line.startsWith("+++ ") || line.startsWith("--- ") || line.startsWith("@@")
        ? "head"
        : line.startsWith("+")
          ? "add"
          : line.startsWith("-")
            ? "del"
            : "";
    const inert = escapeHtml(oneLine(line));
    return kind ? `<span class="${kind}">${inert}</span>` : inert;
  });
  return `<pre class="diff"><code>${body.join("\n")}</code></pre>`;
}

function pairHtml(pair: SideBySide): string {
  const { comparison } = pair;
  const changed = changedRows(comparison);
  const differences =
    pair.differences.length > 0
      ? `They differ in: ${pair.differences.join("; ")}.`
      : "The two targets have the same settings.";
  return [
    `<h3><code>${escapeHtml(pair.candidate)}</code> against <code>${escapeHtml(pair.reference)}</code>: ${escapeHtml(OVERALL_LABELS[comparison.verdict])}</h3>`,
    `<p>${escapeHtml(`${verdictCounts(comparison)}. ${differences}`)}</p>`,
    changed.length > 0 ? comparisonTable(changed, false) : "",
    `<details><summary>Every metric of the pair (${escapeHtml(plural(comparison.rows.length, "row"))})</summary>${comparisonTable(comparison.rows, false)}</details>`,
  ]
    .filter((part) => part !== "")
    .join("\n");
}
