import type { TargetConfig } from "../model/config.js";
import { InputError } from "../model/errors.js";
import type { Scenario } from "../scenarios/scenario.js";

/** What the check needs of a resolved scenario entry. */
interface ScenarioEntry {
  name: string;
  scenario: Scenario;
  params: Record<string, unknown>;
}

/**
 * Targets a scenario cannot run on at all (a protocol it does not speak, too few nodes), and parameters a target's queue type cannot run (a
 * stream needs a prefetch limit, manual acks, one consumer per queue), refused before any broker
 * starts. Indexes follow the config's entries; scenarios a narrowed run leaves out are not checked.
 */
export function checkScenarioFit(
  targets: readonly TargetConfig[],
  scenarios: readonly ScenarioEntry[],
  /** The names that will run (a run narrowed to some scenarios); absent: all of them. */
  running?: readonly string[],
): void {
  for (const target of targets) {
    for (const [index, resolved] of scenarios.entries()) {
      if (running && !running.includes(resolved.name)) continue;
      const protocols = resolved.scenario.protocols ?? ["amqp091"];
      if (!protocols.includes(target.protocol)) {
        throw new InputError(
          `scenarios[${index}]`,
          `scenario '${resolved.name}' cannot run on target '${target.id}': it speaks ${protocols.join(", ")}, not the target's protocol '${target.protocol}' (run it on another target, or leave it out with --scenario)`,
        );
      }
      const unfit = resolved.scenario.targetProblem?.(resolved.params, target);
      if (unfit) {
        throw new InputError(
          `scenarios[${index}]`,
          `scenario '${resolved.name}' cannot run on target '${target.id}': ${unfit}`,
        );
      }
      const problem = resolved.scenario.queueTypeProblems?.(resolved.params, target.queueType)[0];
      if (!problem) continue;
      throw new InputError(
        `scenarios[${index}].params.${problem.parameter}`,
        `${problem.reason} (scenario '${resolved.name}' on target '${target.id}', queue type '${target.queueType}')`,
      );
    }
  }
}
