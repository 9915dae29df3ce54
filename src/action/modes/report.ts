import { reportFile } from "../../gate/gate.js";
import { InputError } from "../../model/errors.js";
import { Inputs } from "../inputs.js";
import type { LogGroups } from "../log.js";
import { presentOutcome, type ModeResult } from "../present.js";
import { label, optional } from "../read-inputs.js";
import { setUpGate } from "./setup.js";

/**
 * mode report: a results file measured elsewhere (a fork's job, an artifact) judged against the
 * store's baseline or a baseline file; the trusted side of the fork-safe pair, with no broker.
 */
export async function reportMode(groups: LogGroups): Promise<ModeResult> {
  const setup = await setUpGate("report", groups);
  groups.start("comparing with the baseline and writing the reports");
  const currentPath = optional(Inputs.Current);
  if (!currentPath)
    throw new InputError(label(Inputs.Current), "required in mode 'report'; expected a results file path");
  const { config } = setup;
  const baselinePath = config.baseline?.store === "file" ? config.baseline.path : undefined;
  const outcome = await reportFile(config, {
    currentPath,
    ...(baselinePath && { baselinePath }),
    context: setup.context,
  });
  return presentOutcome(outcome, setup);
}
