import * as core from "@actions/core";
import { runCalibration } from "../../gate/calibrate.js";
import { withBrokerSession } from "../../gate/session.js";
import { ExitCode } from "../../model/errors.js";
import { Inputs, Outputs } from "../inputs.js";
import { actionLogger, interrupting, logReport, type LogGroups } from "../log.js";
import { invalidMessage, type ModeResult } from "../present.js";
import {
  checkActionPaths,
  inputOf,
  loadConfig,
  numberInput,
  optional,
  readOverrides,
} from "../read-inputs.js";

/**
 * mode calibrate: every target against an identical twin (A/A). The job summary shows each
 * metric's noise floor and the thresholds it supports; the `thresholds` output holds them as a
 * config block, the results file (a baseline candidate) carries the noise. No comment, no store.
 */
export async function calibrateMode(groups: LogGroups): Promise<ModeResult> {
  groups.start("setting up: config");
  const logger = actionLogger(groups);
  const config = await loadConfig(readOverrides(), "calibrate");
  const comparisons = numberInput(Inputs.Comparisons, true);
  const thresholdsPath = optional(Inputs.ThresholdsPath);
  const resultsPath = config.output.results ?? "rabbitmq-perf-gate-calibration.json";
  const markdownPath = config.output.markdown ?? "rabbitmq-perf-gate-calibration.md";
  await checkActionPaths(config, {
    [inputOf("resultsPath")]: resultsPath,
    [inputOf("markdownPath")]: markdownPath,
    [Inputs.ThresholdsPath]: thresholdsPath,
  });
  const outcome = await withBrokerSession(logger, interrupting, (session) =>
    runCalibration(config, session, {
      ...(comparisons !== undefined && { comparisons }),
      resultsPath,
      markdownPath,
      ...(thresholdsPath && { thresholdsPath }),
    }),
  );
  groups.end();
  logReport(outcome.consoleReport);
  await core.summary.addRaw(outcome.markdownReport, true).write();
  core.setOutput(Outputs.Thresholds, outcome.snippet);
  core.setOutput(Outputs.ResultsPath, outcome.written.results ?? "");
  core.setOutput(Outputs.MarkdownPath, outcome.written.markdown ?? "");
  core.setOutput(Outputs.Verdict, outcome.verdict);
  return outcome.verdict === "invalid"
    ? { exitCode: ExitCode.Regression, failure: invalidMessage(outcome.results) }
    : { exitCode: ExitCode.Pass };
}
