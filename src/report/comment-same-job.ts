import type { ComparisonRow } from "../compare/comparison.js";
import type { Judgement } from "../compare/judgement.js";
import type { SideBySide } from "../compare/side-by-side.js";
import type { MergeBaseRecord } from "../model/results.js";
import { formatChange, formatThreshold, formatValue, plural, OVERALL_LABELS } from "./format.js";
import { OVERALL_ICON, VERDICT_ICON } from "./markdown.js";
import { verdictSentence } from "./text.js";
import { code, codeBlock, text } from "./markdown-syntax.js";

/**
 * What the pull request comment says of same-job pairs (an A/B against the merge base, an
 * `ab.reference`): their verdict in the headline, each pair's metrics beyond the threshold, and
 * for a merge base both commits and the diff of the setups. The comment's other sections are the
 * stored baseline's; these are the pairs'.
 */

const CHANGED = new Set(["regressed", "improved", "acknowledged"]);
const short = (sha: string) => sha.slice(0, 7);

/**
 * The comment's headline: the worse verdict of the stored comparison (with the limits) and every
 * pair, and its sentence with the pairs' phrase after the stored comparison's.
 */
export function headline(judged: Judgement): string {
  return `### ${OVERALL_ICON[judged.verdict]} ${text(judged.results.gate)}: ${text(sameJobSentence(judged))}`;
}

/** The verdict's sentence, with the pairs' phrase after the stored comparison's (plain text). */
export function sameJobSentence({ results, comparison, limits, sameJob }: Judgement): string {
  return `${verdictSentence(results, comparison, limits)}${pairsPhrase(sameJob, results.sameJob?.mergeBase)}`;
}

/** Appended to the headline's sentence: "; same-job A/B against the merge base: 2 metrics regressed". */
function pairsPhrase(pairs: readonly SideBySide[], mergeBase: MergeBaseRecord | undefined): string {
  if (pairs.length === 0) return "";
  const regressed = pairs.reduce((sum, pair) => sum + pair.comparison.counts.regressed, 0);
  const against = mergeBase ? "same-job A/B against the merge base" : "same-job A/B";
  return `; ${against}: ${regressed > 0 ? `${plural(regressed, "metric")} regressed` : "no metric regressed"}`;
}

function rowLine(row: ComparisonRow): string {
  const values =
    row.baseline && row.current
      ? `${formatValue(row.baseline.median, row.unit)} → ${formatValue(row.current.median, row.unit)}, `
      : "";
  return `- ${VERDICT_ICON[row.verdict]} ${text(row.scenario)} ${code(row.metric)}: ${text(values)}${text(formatChange(row))} (threshold ${formatThreshold(row.thresholdPct)})`;
}

/** One pair: its verdict and its rows beyond the threshold. */
export function pairBlock(pair: SideBySide): string {
  const rows = pair.comparison.rows.filter((row) => CHANGED.has(row.verdict));
  const head = `**${code(pair.candidate)} against ${code(pair.reference)}: ${text(OVERALL_LABELS[pair.comparison.verdict])}** (${text(
    `${pair.comparison.counts.regressed} regressed, ${pair.comparison.counts.improved} improved, ${pair.comparison.counts.compared} compared`,
  )}; every metric binds: both were measured in this job, interleaved)`;
  return rows.length > 0 ? `${head}\n\n${rows.map(rowLine).join("\n")}` : head;
}

/** The merge base's lines: both commits, where each setup came from, and the targets without a reference. */
export function mergeBaseLines(base: MergeBaseRecord): string {
  return [
    `Reference: the merge base ${code(short(base.commit))}, ${text(base.source)}.  `,
    `Candidate: ${code(short(base.head))}, ${text(base.candidateSource)}.`,
    ...base.unpaired.map((line) => `\n- no reference: ${text(line)}`),
  ].join("\n");
}

/** What changed between the setups, in a fold; nothing without a merge base. */
export function setupDiffBlock(base: MergeBaseRecord | undefined): string {
  if (!base) return "";
  if (base.changes.length === 0) {
    return "The two setups resolve alike: any difference is the commits' code or the machine.";
  }
  const diffs = base.changes.map((lines) => codeBlock(lines, "diff")).join("\n\n");
  return `<details open><summary>What changed between the setups</summary>\n\n${diffs}\n\n</details>`;
}

/** The same-job section of the comment: the merge base's lines and every pair (the diff is a section of its own). */
export function sameJobSection(pairs: readonly SideBySide[], base: MergeBaseRecord | undefined): string {
  if (pairs.length === 0) return "";
  const title = base ? "#### Same-job A/B against the merge base" : "#### Same-job A/B";
  return [title, ...(base ? [mergeBaseLines(base)] : []), ...pairs.map(pairBlock)].join("\n\n");
}
