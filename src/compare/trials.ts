import type { Results } from "../model/results.js";

/**
 * How many trials a run took, per scenario where a scenario ran its own count: the environment
 * notes compare it between two runs, the renderers print it.
 */

/**
 * "6 trials per scenario", with the scenarios that run their own count: "6 trials per scenario
 * (throughput: 12)". `per` names the unit ("per scenario", "per side").
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
 * The scenarios of a run whose trial count differs from the run's `trials`, by name: the most
 * trials any target recorded for the scenario (valid or not).
 */
export function trialsByScenarioOf(results: Pick<Results, "trials" | "targets">): Record<string, number> {
  const counts = new Map<string, number>();
  for (const target of results.targets) {
    for (const scenario of target.scenarios) {
      counts.set(scenario.name, Math.max(counts.get(scenario.name) ?? 0, scenario.trials.length));
    }
  }
  return Object.fromEntries([...counts].filter(([, count]) => count > 0 && count !== results.trials));
}
