import type { Results } from "../model/results.js";
import { MAX_SAMPLES_PER_METRIC, resultsJson } from "../model/results.js";
import { InputError } from "../model/errors.js";
import { writeOutputs, type Written } from "./outputs.js";
import {
  calibrationResults,
  proposeThresholds,
  thresholdsSnippet,
  twinId,
  type ThresholdProposal,
} from "../compare/calibration.js";
import { renderCalibrationConsole, renderCalibrationMarkdown } from "../report/calibration.js";
import type { TargetConfig } from "../model/config.js";
import { trialsPhrase } from "../compare/trials.js";
import { resultsVerdict } from "../compare/compare.js";
import type { OverallVerdict } from "../compare/comparison.js";
import { trialsByScenario, type GateConfig } from "./resolve.js";
import { runSuite, type RunDependencies } from "./run.js";

/** A/A comparisons per metric by default: enough for a first noise floor in a few minutes a target. */
export const DEFAULT_COMPARISONS = 5;

export interface CalibrationOutcome {
  /** The targets' own results (comparisons × trials each) with the calibration attached. */
  results: Results;
  /** Invalid when a trial of either twin was (the noise of an invalid run means nothing), else pass. */
  verdict: OverallVerdict;
  proposals: ThresholdProposal[];
  /** The proposals as a `thresholds:` block for the config file. */
  snippet: string;
  consoleReport: string;
  markdownReport: string;
  written: Pick<Written, "results" | "thresholds" | "markdown">;
}

export interface CalibrateOptions {
  /** A/A comparisons per metric, each of the config's trial count per side. */
  comparisons?: number;
  resultsPath?: string;
  thresholdsPath?: string;
  markdownPath?: string;
}

/**
 * `calibrate`: every target runs against an identical twin (a second broker of the same spec),
 * interleaved like any run, for `comparisons` blocks of the config's trial count. Each block is
 * one A/A comparison; how far the twin's median strays from the target's is the noise floor of
 * each metric on this machine, from which thresholds are proposed. The results can become a
 * baseline as they are, noise included (`baseline save`), or lend their noise to another baseline
 * (`baseline save --noise`).
 */
export async function runCalibration(
  config: GateConfig,
  deps: RunDependencies,
  options: CalibrateOptions = {},
): Promise<CalibrationOutcome> {
  const comparisons = options.comparisons ?? DEFAULT_COMPARISONS;
  // Every trial of every comparison is one sample of the metric in the results file.
  const mostTrials = Math.max(config.trials, ...config.scenarios.map((s) => s.trials));
  if (comparisons * mostTrials > MAX_SAMPLES_PER_METRIC) {
    throw new InputError(
      "comparisons",
      `${comparisons} comparisons of ${mostTrials} trials make ${comparisons * mostTrials} samples a metric; at most ${MAX_SAMPLES_PER_METRIC} (fewer comparisons or trials)`,
    );
  }
  const taken = new Set(config.targets.map((t) => t.id));
  const twins = new Map<string, string>();
  const targets: TargetConfig[] = [];
  for (const target of config.targets) {
    const id = twinId(target.id, taken);
    taken.add(id);
    twins.set(target.id, id);
    targets.push(target, { ...target, id });
  }
  const own = trialsByScenario(config);
  const calibrationConfig = {
    ...config,
    targets,
    scenarios: config.scenarios.map((s) => ({ ...s, trials: comparisons * s.trials })),
    trials: comparisons * config.trials,
  };
  deps.logger.info(
    `calibrating ${config.targets.length} target(s) against a twin each: ${comparisons} A/A comparisons of ` +
      `${trialsPhrase(config.trials, own, "per side")}; ` +
      `${trialsPhrase(calibrationConfig.trials, trialsByScenario(calibrationConfig), "per broker")}`,
  );
  const run = await runSuite(calibrationConfig, deps);
  const results = calibrationResults(run, twins, { trials: config.trials, byScenario: own }, comparisons);
  const proposals = proposeThresholds(results.calibration!, config.thresholds);
  const snippet = thresholdsSnippet(proposals, config.thresholds.default);
  const markdownReport = renderCalibrationMarkdown(results, proposals, snippet);
  const written = await writeOutputs([
    { what: "results", path: options.resultsPath, content: () => resultsJson(results) },
    { what: "thresholds", path: options.thresholdsPath, content: () => snippet },
    { what: "markdown", path: options.markdownPath, content: () => markdownReport },
  ]);
  return {
    results,
    verdict: resultsVerdict(results),
    proposals,
    snippet,
    consoleReport: renderCalibrationConsole(results, proposals, snippet),
    markdownReport,
    written,
  };
}
