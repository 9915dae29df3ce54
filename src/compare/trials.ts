import type { Results } from "../model/results.js";

/**
 * How many trials a run took per scenario, computed here once: the console's and the Markdown
 * report's headers, the environment notes and the calibration's log read it.
 */

/**
 * "6 trials per scenario", with the scenarios that run their own count: "6 trials per scenario
 * (throughput: 12)". `per` names the unit ("per scenario", "per side"). `byScenario` holds only the
 * scenarios whose count differs from `trials` (a calibration's record).
 */
export function trialsPhrase(
  trials: number,
  byScenario: Readonly<Record<string, number>> = {},
  per = "per scenario",
): string {
  const own = Object.entries(byScenario).map(([name, count]) => `${name}: ${count}`);
  return `${trials} trial${trials === 1 ? "" : "s"} ${per}${own.length > 0 ? ` (${own.join(", ")})` : ""}`;
}

/**
 * The trials of every scenario, as one phrase: the count most scenarios ran, then the scenarios
 * that ran another ("5 trials per scenario (throughput: 7)"); "7 trials" for one scenario. A tie
 * goes to the larger count. `fallback` when there is no scenario.
 */
export function countsPhrase(
  counts: Readonly<Record<string, number>>,
  fallback: number,
  per = "per scenario",
): string {
  const entries = Object.entries(counts);
  if (entries.length === 0) return trialsPhrase(fallback, {}, per);
  if (entries.length === 1) return `${entries[0]![1]} trial${entries[0]![1] === 1 ? "" : "s"}`;
  const often = new Map<number, number>();
  for (const [, count] of entries) often.set(count, (often.get(count) ?? 0) + 1);
  const [base] = [...often].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
  return trialsPhrase(base, Object.fromEntries(entries.filter(([, count]) => count !== base)), per);
}

/** Every scenario of a run with its trial count: the most trials any target recorded for it (valid or not). */
export function scenarioTrials(results: Pick<Results, "targets">): Record<string, number> {
  const counts = new Map<string, number>();
  for (const target of results.targets) {
    for (const scenario of target.scenarios) {
      counts.set(scenario.name, Math.max(counts.get(scenario.name) ?? 0, scenario.trials.length));
    }
  }
  return Object.fromEntries([...counts].filter(([, count]) => count > 0));
}

/** "5 trials per scenario (throughput: 7)" of a run, from what its scenarios recorded. */
export function runTrialsPhrase(results: Pick<Results, "trials" | "targets">): string {
  return countsPhrase(scenarioTrials(results), results.trials);
}
