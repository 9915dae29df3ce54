import * as core from "@actions/core";
import { validationSummary } from "../../gate/validate.js";
import { ExitCode } from "../../model/errors.js";
import type { LogGroups } from "../log.js";
import type { ModeResult } from "../present.js";
import { checkActionPaths, inputOf, loadConfig, readOverrides } from "../read-inputs.js";

/**
 * mode validate: the config, the files it names, the matrix, each scenario against each target and,
 * with ab-base, the merge base's setup, checked as mode run checks them, with no broker and no
 * GitHub call: the step passes and logs what a run would measure, or fails with the one line.
 */
export async function validateMode(groups: LogGroups): Promise<ModeResult> {
  groups.start("validating the config (no broker is started)");
  const config = await loadConfig(readOverrides({ brokers: true }), "validate");
  await checkActionPaths(config, {
    [inputOf("resultsPath")]: config.output.results,
    [inputOf("markdownPath")]: config.output.markdown,
    [inputOf("jsonPath")]: config.output.json,
    [inputOf("htmlPath")]: config.output.html,
    [inputOf("bmfPath")]: config.output.bmf,
  });
  groups.end();
  const summary = validationSummary(config);
  for (const line of summary) core.info(line);
  core.info("rabbitmq-perf-gate: the config is valid");
  await core.summary
    .addRaw(
      `Config valid: ${config.targets.length} target(s), ${config.scenarios.length} scenario(s).\n`,
      true,
    )
    .write();
  return { exitCode: ExitCode.Pass };
}
