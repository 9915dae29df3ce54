import type { Results } from "../model/results.js";
import { BROKER_WORK_UNAVAILABLE, movesWithMachine } from "../model/metrics.js";
import { countRows, invalidScenarios } from "../compare/compare.js";
import type { Comparison, ComparisonCounts, Matching, RunReference } from "../compare/comparison.js";
import { partlyMatched } from "../compare/matching.js";
import type { LimitCheck } from "../compare/limits.js";
import { formatThreshold, plural, shortId } from "./format.js";
import { dataLossPhrase, exceededPhrase } from "./limits.js";

/** Sentences both the console and the Markdown report use, so they say the same thing. */

/**
 * Why the gate passed or failed, in one sentence without the gate name: lost confirmed messages
 * first (how many, where), then invalid scenarios, or exceeded absolute limits before what the
 * comparison says.
 */
export function verdictSentence(
  results: Results,
  comparison: Comparison | undefined,
  limits: readonly LimitCheck[] = [],
): string {
  const lost = dataLossPhrase(limits);
  const invalid = comparison?.invalid ?? invalidScenarios(results);
  const rest =
    invalid.length > 0
      ? `${plural(invalid.length, "scenario")} produced an invalid measurement; the numbers cannot be trusted`
      : [exceededPhrase(limits), comparisonSentence(results, comparison)].filter(Boolean).join("; ");
  return lost ? `${lost}; ${rest}` : rest;
}

function comparisonSentence(results: Results, comparison: Comparison | undefined): string {
  const unread = unreadBrokerPhrase(results);
  if (!comparison) {
    const metrics = results.targets.flatMap((t) => t.scenarios.flatMap((s) => s.metrics)).length;
    return `${plural(metrics, "metric")} measured, all scenarios valid; no baseline to compare with${unread}`;
  }
  if (comparison.matching.unmatched) return matchingSentence(comparison.matching);
  const partly = partlyMatched(comparison.matching) ? `; ${notComparedPhrase(comparison.matching)}` : "";
  return `${changeSentence(comparison)}${partly}${unread}`;
}

/**
 * "; the broker's work, CPU and memory not measured on 'x': <why>": said in the verdict line, not
 * only in a warning.
 */
function unreadBrokerPhrase(results: Results): string {
  const unread = results.targets.filter(
    (target) => target.work?.source === "none" && target.scenarios.length > 0,
  );
  if (unread.length === 0) return "";
  const why = unread.map((target) => {
    const note = target.work?.note ?? "its metrics were not read";
    return note.startsWith(BROKER_WORK_UNAVAILABLE) ? note.slice(BROKER_WORK_UNAVAILABLE.length) : note;
  });
  return `; the broker's work, CPU and memory not measured on ${ids(unread.map((t) => t.id))}: ${[...new Set(why)].join("; ")}`;
}

/**
 * Why a comparison compared nothing, in one line: the ids only one side has, the likely renames,
 * and what to do.
 */
export function matchingSentence(matching: Matching): string {
  const structural =
    matching.baselineOnlyTargets.length +
    matching.currentOnlyTargets.length +
    matching.targetsWithoutMatch.length;
  const missing = missingBindingPhrase(matching);
  if (missing && structural === 0 && matching.renames.length === 0) return missing;
  const parts: string[] = [];
  if (matching.baselineOnlyTargets.length + matching.currentOnlyTargets.length > 0) {
    parts.push(
      `targets only in the baseline: ${ids(matching.baselineOnlyTargets)}; only in this run: ${ids(matching.currentOnlyTargets)}`,
    );
  }
  if (matching.targetsWithoutMatch.length > 0) {
    parts.push(
      `no scenario of ${ids(matching.targetsWithoutMatch)} on both sides (only in the baseline: ${ids(matching.baselineOnlyScenarios)}; only in this run: ${ids(matching.currentOnlyScenarios)})`,
    );
  }
  const renames = matching.renames.map((rename) => `'${rename.baseline}' for '${rename.current}'`);
  const didYouMean = renames.length > 0 ? `; renamed? the baseline has ${renames.join(", ")}` : "";
  return (
    `nothing compared: ${parts.join("; ") || "no metric is on both sides"}${didYouMean}. ` +
    "Give the targets and scenarios the ids the baseline has (targets[].id, scenarios[].name), or store a baseline of this config" +
    (missing ? `; and ${missing}` : "")
  );
}

/**
 * "3 metrics that bind in the baseline were not measured: 'a/b.c', ... (why). ...": what could have
 * failed the gate and was not compared, with the current run's own reasons, each once.
 */
function missingBindingPhrase(matching: Matching): string | undefined {
  const missing = matching.missingBinding;
  if (missing.length === 0) return undefined;
  const shown = missing.slice(0, 4).map((entry) => `'${entry.key}'`);
  const more = missing.length > 4 ? ` and ${missing.length - 4} more` : "";
  const reasons = [...new Set(missing.map((entry) => entry.reason))];
  const why =
    reasons.slice(0, 2).join("; ") + (reasons.length > 2 ? `; and ${reasons.length - 2} more reasons` : "");
  return (
    `${plural(missing.length, "metric")} that ${missing.length === 1 ? "binds" : "bind"} in the baseline ${missing.length === 1 ? "was" : "were"} not measured: ${shown.join(", ")}${more} (${why}). ` +
    "A comparison without them compared nothing that could fail it: make the run measure them, or list them in verdict.mayBeAbsent"
  );
}

/** "not compared: target 'x' (only in this run), scenario 'a/b' (only in the baseline)". */
function notComparedPhrase(matching: Matching): string {
  const items = [
    ...matching.currentOnlyTargets.map((id) => `target '${id}' (only in this run)`),
    ...matching.baselineOnlyTargets.map((id) => `target '${id}' (only in the baseline)`),
    ...matching.currentOnlyScenarios.map((id) => `scenario '${id}' (only in this run)`),
    ...matching.baselineOnlyScenarios.map((id) => `scenario '${id}' (only in the baseline)`),
  ];
  const shown = items.slice(0, 4).join(", ");
  return `not compared: ${shown}${items.length > 4 ? ` and ${items.length - 4} more` : ""}`;
}

const ids = (values: readonly string[]) =>
  values.length > 0 ? values.map((v) => `'${v}'`).join(", ") : "none";

function changeSentence(comparison: Comparison): string {
  if (comparison.counts.regressed > 0) {
    return `${plural(comparison.counts.regressed, "metric")} regressed beyond ${comparison.counts.regressed === 1 ? "its" : "their"} threshold`;
  }
  if (comparison.counts.acknowledged > 0) {
    return `no unaccepted regression; ${plural(comparison.counts.acknowledged, "acknowledged regression")} reported as ${comparison.counts.acknowledged === 1 ? "a warning" : "warnings"}`;
  }
  return `no metric regressed beyond its threshold`;
}

/**
 * Which metrics could fail the gate, and why, in one sentence: every one against a same-job
 * reference; against a baseline from another run, work measured where the machine's timing does
 * not shape it, memory, loss and limits, and the rates, latencies, CPU times and the figures their
 * scenario marks as moving with the machine only as far as the config or main's stored history of
 * this runner class lets them (binding.ts).
 */
export function bindingSentence(comparison: Comparison): string {
  const { reference } = comparison;
  if (reference.kind === "same-job") {
    return "Every metric can fail the gate: the reference was measured in this job, interleaved with the candidate";
  }
  if (reference.clockMetrics === "bind") {
    return "Every metric can fail the gate, rates, latencies and CPU times too (verdict.clockMetrics: bind), although the baseline was measured in another run";
  }
  const clock = comparison.rows.filter((row) => movesWithMachine(row) && row.baseline && row.current);
  const byHistory = clock.filter((row) => row.history !== null);
  const marked = clock.some((row) => row.movesWithMachine !== null);
  const clockNames = marked
    ? "rates, latencies, CPU times and the figures that follow the machine's timing (a paced load's work, a backlog's peak)"
    : "rates, latencies and CPU times";
  const fixed =
    "the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits";
  if (byHistory.length > 0) {
    const runs = Math.max(...byHistory.map((row) => row.history!.runs));
    const rest = clock.length - byHistory.length;
    const unbound =
      rest > 0
        ? `; ${plural(rest, "other")} without enough stored runs ${rest === 1 ? "is" : "are"} shown, not binding`
        : "";
    return `Bound the verdict: ${fixed} against the baseline, and ${plural(byHistory.length, "rate, latency or CPU time", "rates, latencies and CPU times")} against their spread over up to ${runs} of main's stored runs of this runner class (a baseline from another run cannot tell the broker from the machine)${unbound}`;
  }
  const others = reference.historyRuns - reference.historySameClassRuns;
  const why =
    reference.clockMetrics === "advisory"
      ? "verdict.clockMetrics: advisory"
      : `they bind once main's store holds ${reference.historyMinRuns} runs of this run's runner class to measure their run-to-run spread; it has ${reference.historySameClassRuns}${others > 0 ? ` (and ${others} of other classes)` : ""}`;
  return `Only ${fixed} can fail the gate: ${clockNames} are shown but not binding, as the baseline was measured in another run, where the machine alone moves them (${why})`;
}

/**
 * The counts of a verdict line: those of the rows that can fail the gate, then how many were shown
 * and not binding and how many of those moved ("0 regressed, 10 unchanged; 35 shown, not binding
 * (other run), 3 of them beyond the threshold"), so a rate's "inconclusive" against another run
 * does not read as a doubt about the verdict. Every report's headline uses it.
 */
export function verdictCounts(comparison: Comparison): string {
  const loose = comparison.rows.filter((row) => !row.binds && row.baseline && row.current);
  if (loose.length === 0) return countsSentence(comparison.counts);
  const binding = comparison.rows.filter((row) => !loose.includes(row));
  const moved = loose.filter((row) => row.verdict === "not-comparable").length;
  const beyond = moved > 0 ? `, ${moved} of them beyond the threshold` : "";
  return `${countsSentence(countRows(binding, comparison.invalid.length))}; ${loose.length} shown, not binding (other run)${beyond}`;
}

/** The heading of the setup changes: the change a comparison measures, said as such. */
export const SETUP_CHANGES_HEADING =
  "The setup changed since the baseline; this is what the comparison measures";

/** "5 regressed, 3 improved, 15 unchanged": zero counts left out except regressed. */
export function countsSentence(counts: ComparisonCounts): string {
  const parts = [`${counts.regressed} regressed`];
  if (counts.acknowledged) parts.push(`${counts.acknowledged} acknowledged`);
  if (counts.improved) parts.push(`${counts.improved} improved`);
  if (counts.unchanged) parts.push(`${counts.unchanged} unchanged`);
  if (counts.inconclusive) parts.push(`${counts.inconclusive} inconclusive`);
  if (counts.notComparable) parts.push(`${counts.notComparable} not comparable (other run)`);
  if (counts.missingInBaseline) parts.push(`${counts.missingInBaseline} new (not in baseline)`);
  if (counts.missingInCurrent) parts.push(`${counts.missingInCurrent} missing (not in current)`);
  return parts.join(", ");
}

/**
 * "statistical policy, default threshold 10% (work 3%, cpu 25%, memory 15%; 1 metric at its own
 * measured threshold), 2 per-metric thresholds".
 */
export function policySentence(comparison: Comparison): string {
  const own = Object.keys(comparison.thresholds.metrics).length;
  const perMetric = own ? `, ${plural(own, "per-metric threshold")}` : "";
  const kinds = Object.entries(comparison.thresholds.kinds ?? {})
    .filter(([, pct]) => pct !== undefined)
    .map(([kind, pct]) => `${kind} ${formatThreshold(pct)}`);
  // Metrics whose threshold came from their own measured noise (e.g. throughput's work phase, 1.5%),
  // counted, not named: the table gives each its threshold, and names from a results file stay out
  // of this sentence.
  const measured = new Set(
    comparison.rows
      .filter((row) => row.thresholdKey === "measured")
      .map((row) => `${row.scenario}.${row.metric}`),
  ).size;
  const parts = [
    ...(kinds.length > 0 ? [kinds.join(", ")] : []),
    ...(measured > 0
      ? [`${plural(measured, "metric")} at ${measured === 1 ? "its" : "their"} own measured threshold`]
      : []),
  ];
  const byKind = parts.length > 0 ? ` (${parts.join("; ")})` : "";
  return `${comparison.policy.name} policy, default threshold ${formatThreshold(comparison.thresholds.default)}${byKind}${perMetric}`;
}

/** "target · scenario: the broker does 7.0% more work per message (reductionsPerMessage)"; raw text. */
export function findingLines(comparison: Comparison): string[] {
  return comparison.findings.map((f) => `${f.target} · ${f.scenario}: ${f.message}`);
}

/** One line per target whose broker work could not be read, saying why; raw text. */
export function workNotes(results: Results): string[] {
  return results.targets.filter((t) => t.work?.note).map((t) => `${t.id}: ${t.work!.note!}`);
}

/** How `describeRun` styles what it takes from a results file: plain by default. */
export interface RunStyle {
  /** The short sha (Markdown: code). */
  readonly sha: (short: string) => string;
  /** The ref and a time that is not a date (Markdown: escaped text). */
  readonly text: (value: string) => string;
}

const PLAIN: RunStyle = { sha: (short) => short, text: (value) => value };

/** "a1b2c3d (refs/heads/main), 2025-05-28 14:03 UTC". */
export function describeRun(run: RunReference, style: RunStyle = PLAIN): string {
  const revision = [
    run.gitSha ? style.sha(shortId(run.gitSha, 7)) : undefined,
    run.gitRef ? `(${style.text(run.gitRef)})` : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  const when = style.text(run.createdAt.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}).*$/, "$1 $2 UTC"));
  return revision ? `${revision}, ${when}` : when;
}
