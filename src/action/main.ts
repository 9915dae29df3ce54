import * as core from "@actions/core";
import { ExitCode, InputError, describeError, exitCodeFor } from "../model/errors.js";
import { maskUrlCredentials } from "../model/logger.js";
import { configureRuntime } from "../gate/runtime.js";
import { Inputs, Outputs } from "./inputs.js";
import { LogGroups } from "./log.js";
import { calibrateMode } from "./modes/calibrate.js";
import { compareMode } from "./modes/compare.js";
import { historyMode } from "./modes/history.js";
import { mergeMode } from "./modes/merge.js";
import { reportMode } from "./modes/report.js";
import { runMode } from "./modes/run.js";
import { validateMode } from "./modes/validate.js";
import type { ModeResult } from "./present.js";
import { label, optional } from "./read-inputs.js";

/** The action's modes, one file each in modes/, as the CLI has one file per command. */
const MODES: Readonly<Record<string, (groups: LogGroups) => Promise<ModeResult>>> = {
  run: runMode,
  compare: compareMode,
  report: reportMode,
  calibrate: calibrateMode,
  validate: validateMode,
  history: historyMode,
  merge: mergeMode,
};

/**
 * The action: same core and exit codes as the CLI (0 pass, 1 regression, 2 bad input, 3 broker).
 * Every mode ends here: its failure line, or the error's, and the `exit-code` output.
 */
export async function run(): Promise<ExitCode> {
  let exitCode: ExitCode;
  configureRuntime();
  const groups = new LogGroups();
  try {
    const name = optional(Inputs.Mode) ?? "run";
    const mode = Object.hasOwn(MODES, name) ? MODES[name] : undefined;
    if (!mode) {
      throw new InputError(
        label(Inputs.Mode),
        `unknown mode ${JSON.stringify(name)}; accepted: ${Object.keys(MODES).join(", ")}`,
      );
    }
    const result = await mode(groups);
    exitCode = result.exitCode;
    if (result.failure !== undefined) core.setFailed(result.failure);
  } catch (error) {
    groups.end();
    exitCode = exitCodeFor(error);
    core.setFailed(maskUrlCredentials(describeError(error)));
  }
  core.setOutput(Outputs.ExitCode, exitCode);
  process.exitCode = exitCode;
  return exitCode;
}
