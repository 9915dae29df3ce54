import { distance } from "fastest-levenshtein";
import type { ComparisonRow, Matching, MissingBinding, Rename } from "./comparison.js";

/**
 * What the two runs of a comparison had in common. A comparison that matched nothing, or in which a
 * target was renamed on one side, is not a pass: a matrix or an id changed on one side would turn
 * every later pull request green while comparing nothing. Pure: the rows in, the matching out.
 *
 * Unmatched (the gate fails) when both runs have metrics and:
 * - no metric is on both sides; or
 * - a target is only in the baseline while another is only in the current run (a likely rename);
 * - a target on both sides has no metric on both sides (its scenarios renamed).
 * - a metric that binds in the baseline was not measured by a scenario the current run ran
 *   (`missingBinding`, found by the comparison): what could fail the gate was not compared.
 * A target or scenario only one side has while the rest matched is a partial match: a new scenario
 * or a dropped target passes, and the headline names what was not compared.
 */
export function matchRows(
  rows: readonly ComparisonRow[],
  missingBinding: readonly MissingBinding[] = [],
): Matching {
  const targets = unique(rows.map((row) => row.target));
  const has = (target: string, side: "baseline" | "current") =>
    rows.some((row) => row.target === target && row[side] !== null);
  const baselineOnlyTargets = targets.filter((t) => has(t, "baseline") && !has(t, "current"));
  const currentOnlyTargets = targets.filter((t) => has(t, "current") && !has(t, "baseline"));
  const shared = targets.filter((t) => has(t, "baseline") && has(t, "current"));
  const targetsWithoutMatch = shared.filter(
    (t) => !rows.some((row) => row.target === t && row.baseline && row.current),
  );

  const scenarioSides = (target: string, side: "baseline" | "current") =>
    unique(rows.filter((row) => row.target === target && row[side] !== null).map((row) => row.scenario));
  const baselineOnlyScenarios: string[] = [];
  const currentOnlyScenarios: string[] = [];
  const renames: Rename[] = suggestRenames(currentOnlyTargets, baselineOnlyTargets);
  for (const target of shared) {
    const [before, after] = [scenarioSides(target, "baseline"), scenarioSides(target, "current")];
    const gone = before.filter((s) => !after.includes(s));
    const added = after.filter((s) => !before.includes(s));
    baselineOnlyScenarios.push(...gone.map((s) => `${target}/${s}`));
    currentOnlyScenarios.push(...added.map((s) => `${target}/${s}`));
    renames.push(
      ...suggestRenames(added, gone).map((rename) => ({
        current: `${target}/${rename.current}`,
        baseline: `${target}/${rename.baseline}`,
      })),
    );
  }

  const bothSides = rows.some((row) => row.baseline) && rows.some((row) => row.current);
  const compared = rows.some((row) => row.baseline && row.current);
  const unmatched =
    bothSides &&
    (!compared ||
      (baselineOnlyTargets.length > 0 && currentOnlyTargets.length > 0) ||
      targetsWithoutMatch.length > 0 ||
      missingBinding.length > 0);
  return {
    unmatched,
    baselineOnlyTargets,
    currentOnlyTargets,
    baselineOnlyScenarios,
    currentOnlyScenarios,
    targetsWithoutMatch,
    renames,
    missingBinding: [...missingBinding],
  };
}

/** Whether anything was left out of the comparison on either side. */
export function partlyMatched(matching: Matching): boolean {
  return (
    matching.baselineOnlyTargets.length +
      matching.currentOnlyTargets.length +
      matching.baselineOnlyScenarios.length +
      matching.currentOnlyScenarios.length >
    0
  );
}

/**
 * For each id only one side has, the closest id only the other side has, when it is close: one
 * contains the other ("rabbitmq-4.0.5" and "rabbitmq-4.0.5-management"), or they differ in at most
 * a third of the longer one's characters.
 */
export function suggestRenames(currentOnly: readonly string[], baselineOnly: readonly string[]): Rename[] {
  return currentOnly.flatMap((current) => {
    const scored = baselineOnly
      .map((baseline) => ({ baseline, score: closeness(current, baseline) }))
      .filter((candidate) => candidate.score !== undefined)
      .sort((a, b) => a.score! - b.score!);
    return scored.length > 0 ? [{ current, baseline: scored[0]!.baseline }] : [];
  });
}

/** Smaller is closer; undefined: not close enough to suggest. */
function closeness(a: string, b: string): number | undefined {
  const edits = distance(a, b);
  if (a.includes(b) || b.includes(a)) return edits;
  return edits <= Math.max(a.length, b.length) / 3 ? edits : undefined;
}

const unique = (values: readonly string[]) => [...new Set(values)];
