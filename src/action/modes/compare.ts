import { compareFiles } from "../../gate/files.js";
import { reportPaths } from "../../gate/outcome.js";
import { InputError } from "../../model/errors.js";
import { Inputs } from "../inputs.js";
import type { LogGroups } from "../log.js";
import { presentOutcome, type ModeResult } from "../present.js";
import { inputOf, label, optional } from "../read-inputs.js";
import { setUpGate } from "./setup.js";

/** mode compare: two results files, the `baseline` input's and the `current` input's; no store. */
export async function compareMode(groups: LogGroups): Promise<ModeResult> {
  const setup = await setUpGate("compare", groups);
  groups.start("comparing with the baseline and writing the reports");
  const { config, context } = setup;
  const baselinePath = config.baseline?.store === "file" ? config.baseline.path : undefined;
  const currentPath = optional(Inputs.Current);
  if (!baselinePath)
    throw new InputError(
      label(inputOf("baselinePath")),
      "required in mode 'compare'; expected a baseline file path",
    );
  if (!currentPath)
    throw new InputError(label(Inputs.Current), "required in mode 'compare'; expected a results file path");
  const outcome = await compareFiles({
    baselinePath,
    currentPath,
    judging: config,
    ...(context.labels && { labels: context.labels }),
    ...reportPaths(config.output),
  });
  return presentOutcome(outcome, setup);
}
