import type { Results, TargetResult } from "../model/results.js";
import { InputError } from "../model/errors.js";
import { compareResults, invalidScenarios, type CompareOptions } from "./compare.js";
import type { Comparison } from "./comparison.js";
import type { Thresholds } from "./thresholds.js";

/**
 * Two targets of one run side by side (Mnesia against Khepri on one version, 3.x mirrored
 * against 4.x quorum), judged like a run against its baseline: the reference plays the
 * baseline, the candidate the current run. Each side becomes a one-target view of the run under
 * a shared id, so `compareResults` pairs them and the existing renderers print the result.
 */
export interface SideBySide {
  reference: string;
  candidate: string;
  /** The shared target id of both views and of every row: "<candidate> vs <reference>". */
  label: string;
  comparison: Comparison;
  /** How the two targets differ (settings, broker, verified store): what the comparison is about. */
  differences: string[];
  /** The run as the reference side and as the candidate side (one target each, named `label`). */
  referenceView: Results;
  candidateView: Results;
}

export function sideBySideLabel(reference: string, candidate: string): string {
  return `${candidate} vs ${reference}`;
}

function view(results: Results, target: TargetResult, label: string, git = results.git): Results {
  return { ...results, ...(git && { git }), targets: [{ ...target, id: label }] };
}

/**
 * The commit a reference target's setup came from: the merge base's for a reference of an A/B
 * against it (the run's own commit is the candidate's), else the run's.
 */
function referenceGit(results: Results, reference: string): Results["git"] {
  const mergeBase = results.sameJob?.mergeBase;
  if (!mergeBase || !results.sameJob!.pairs.some((pair) => pair.reference === reference)) return results.git;
  return { sha: mergeBase.commit, ref: `merge base of ${mergeBase.rev}` };
}

/**
 * Thresholds as they apply to the pair: the candidate's own `<candidate>/<scenario>.<metric>`
 * keys move to the label; keys of other targets are dropped, as they judge nothing here.
 */
function pairThresholds(
  thresholds: Thresholds,
  targetIds: readonly string[],
  candidate: string,
  label: string,
): Thresholds {
  const metrics: Record<string, number> = {};
  for (const [key, pct] of Object.entries(thresholds.metrics)) {
    const slash = key.indexOf("/");
    if (slash < 0) {
      metrics[key] = pct;
      continue;
    }
    const target = key.slice(0, slash);
    if (target === candidate) metrics[`${label}${key.slice(slash)}`] = pct;
    else if (!targetIds.includes(target)) metrics[key] = pct; // unknown target: keep, so the warning names it
  }
  return { default: thresholds.default, kinds: thresholds.kinds, metrics };
}

/** Compares `candidate` with `reference`, both targets of `results`. */
export function compareTargets(
  results: Results,
  reference: string,
  candidate: string,
  thresholds: Thresholds,
  options: CompareOptions & { field?: string } = {},
): SideBySide {
  const field = options.field ?? "--targets";
  const ids = results.targets.map((t) => t.id);
  const find = (id: string) => {
    const target = results.targets.find((t) => t.id === id);
    if (!target)
      throw new InputError(field, `no target '${id}' in the results; its targets: ${ids.join(", ")}`);
    return target;
  };
  if (reference === candidate) {
    throw new InputError(field, `expected two different targets; got '${reference}' twice`);
  }
  const label = sideBySideLabel(reference, candidate);
  const referenceView = view(results, find(reference), label, referenceGit(results, reference));
  const candidateView = view(results, find(candidate), label);
  const compared = compareResults(
    referenceView,
    candidateView,
    pairThresholds(thresholds, ids, candidate, label),
    // Both sides were measured in this run, interleaved trial by trial: every metric binds.
    { ...options, reference: "same-job" },
  );
  // One run: host, tool and scenario parameters are the same on both sides by construction; what
  // differs is the targets, and that is the point of the comparison, not a caveat about it.
  // Both sides are measurements of this run: an invalid one on either side fails the comparison.
  const invalid = [reference, candidate].flatMap((id) =>
    invalidScenarios({ ...results, targets: [find(id)] }),
  );
  const comparison: Comparison = {
    ...compared,
    verdict: invalid.length > 0 ? "invalid" : compared.verdict,
    counts: { ...compared.counts, invalidScenarios: invalid.length },
    invalid,
    // The head of a side-by-side report names how the two targets differ.
    setupChanges: [],
    environmentDifferences: [],
    warnings: compared.warnings.filter((w) => !w.startsWith(`baseline ${label}/`)),
  };
  const differences = targetDifferences(find(reference), find(candidate));
  return { reference, candidate, label, comparison, differences, referenceView, candidateView };
}

function show(value: unknown): string {
  if (value === undefined) return "default";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** "metadataStore: mnesia → khepri", reference first; settings, then what the broker reported. */
export function targetDifferences(reference: TargetResult, candidate: TargetResult): string[] {
  const found: string[] = [];
  const note = (what: string, before: unknown, after: unknown) => {
    if (JSON.stringify(before) !== JSON.stringify(after))
      found.push(`${what}: ${show(before)} → ${show(after)}`);
  };
  const keys = [...new Set([...Object.keys(reference.spec), ...Object.keys(candidate.spec)])];
  for (const key of keys.filter((k) => k !== "id")) note(key, reference.spec[key], candidate.spec[key]);
  note("server version", reference.broker.serverVersion, candidate.broker.serverVersion);
  note("cluster members", reference.broker.nodes.length, candidate.broker.nodes.length);
  note(
    "verified metadata store",
    reference.verification?.metadataStore,
    candidate.verification?.metadataStore,
  );
  return found;
}

/** `A,B` (or `A` and `B` given separately) → reference A, candidate B. */
export function parseTargetPair(values: readonly string[], field = "--targets"): [string, string] {
  const ids = values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
  if (ids.length !== 2) {
    throw new InputError(
      field,
      `expected two target ids, reference then candidate (e.g. 4.0.5-mnesia-quorum-3n,4.0.5-khepri-quorum-3n); got ${ids.length}`,
    );
  }
  return [ids[0]!, ids[1]!];
}
