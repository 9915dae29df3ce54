import { createTwoFilesPatch } from "diff";
import { stringify } from "yaml";
import type { TestcontainersTarget } from "../model/config.js";
import { maskUrlCredentials } from "../model/logger.js";
import type { ResolvedScenario } from "./resolve.js";

/** One side of a same-job A/B, as the setup diff shows it. */
export interface SetupSide {
  /** Names the side in the diff's header: "4.0.5-khepri-quorum-1n at 1a2b3c4". */
  label: string;
  target: TestcontainersTarget;
  scenarios: readonly ResolvedScenario[];
}

/**
 * A side's resolved setup as YAML with sorted keys: the broker (with the texts of the files it
 * names, line by line) and every scenario's parameters and trials. Two sides that run alike
 * render alike, whatever order or file their settings came from.
 */
export function renderSetup(side: Pick<SetupSide, "target" | "scenarios">): string {
  const { id: _id, contents, rabbitmqConf, ...broker } = side.target;
  const lines = (text: string | undefined) =>
    text === undefined ? undefined : text.replace(/\n+$/, "").split("\n");
  const definitions =
    contents?.definitions === undefined ? undefined : (JSON.parse(contents.definitions) as unknown);
  const setup = {
    broker: {
      ...broker,
      ...(rabbitmqConf !== undefined && { rabbitmqConf: lines(rabbitmqConf) }),
      ...(contents?.rabbitmqConf !== undefined && { rabbitmqConfFileLines: lines(contents.rabbitmqConf) }),
      ...(definitions !== undefined && { definitionsFileContent: definitions }),
      ...(contents?.advancedConfig !== undefined && {
        advancedConfigFileLines: lines(contents.advancedConfig),
      }),
    },
    scenarios: Object.fromEntries(
      side.scenarios.map((s) => [s.name, { scenario: s.scenario.id, trials: s.trials, params: s.params }]),
    ),
  };
  return maskUrlCredentials(stringify(setup, { sortMapEntries: true, lineWidth: 0 }));
}

/** A unified diff of two sides' setups, reference first; undefined when they render alike. */
export function setupDiff(reference: SetupSide, candidate: SetupSide): string | undefined {
  const before = renderSetup(reference);
  const after = renderSetup(candidate);
  if (before === after) return undefined;
  const patch = createTwoFilesPatch(reference.label, candidate.label, before, after, undefined, undefined, {
    context: 2,
  });
  // The "Index:"/"===" preamble says nothing the ---/+++ lines do not.
  return patch
    .split("\n")
    .filter((line) => !line.startsWith("Index: ") && !/^=+$/.test(line))
    .join("\n")
    .replace(/\n+$/, "");
}
