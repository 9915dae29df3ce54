import { seededRandom, type Random } from "../stats/bootstrap.js";
import type { TargetConfig } from "../model/config.js";
import type { GateConfig, ResolvedScenario } from "./resolve.js";

/** One unit of work; the schedule interleaves targets so machine drift hits every target alike. */
export interface Step {
  trial: number;
  scenario: ResolvedScenario;
  target: TargetConfig;
}

/**
 * Randomised complete blocks: trial 1 of every scenario on every target, then trial 2, and so on,
 * with the targets in a fresh random order for every trial of every scenario. Drift of a shared
 * machine then hits every target alike, and no target is always first after a scenario switch.
 * A scenario with fewer trials than another sits out the later rounds. The order comes from a
 * seeded PRNG, so a config always runs in the same order.
 */
export function schedule(
  config: Pick<GateConfig, "targets" | "scenarios" | "abPairs" | "referenceScenarios">,
  random: Random = seededRandom(SCHEDULE_SEED),
): Step[] {
  const steps: Step[] = [];
  const rounds = Math.max(0, ...config.scenarios.map((s) => s.trials));
  for (let trial = 1; trial <= rounds; trial++) {
    for (const [index, scenario] of config.scenarios.entries()) {
      if (trial > scenario.trials) continue;
      for (const target of shuffled(config.targets, random)) {
        steps.push({ trial, scenario: scenariosOf(config, target.id)[index]!, target });
      }
    }
  }
  return steps;
}

/** The scenarios a target runs: a merge base's reference runs the merge base's parameters. */
export function scenariosOf(
  config: Pick<GateConfig, "scenarios" | "abPairs" | "referenceScenarios">,
  targetId: string,
): readonly ResolvedScenario[] {
  const isReference = config.abPairs?.some((pair) => pair.reference === targetId) ?? false;
  return isReference && config.referenceScenarios ? config.referenceScenarios : config.scenarios;
}

const SCHEDULE_SEED = 0x5eed;

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
