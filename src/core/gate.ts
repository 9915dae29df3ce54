import type { Results } from "../baseline/results.js";
import { readResultsFile } from "../baseline/read.js";
import { FileBaselineStore } from "../baseline/file-store.js";
import { createBaselineStore } from "../baseline/store.js";
import { writeFileAtomic } from "../baseline/atomic-write.js";
import { compareResults, resultsVerdict } from "../compare/compare.js";
import type { Comparison, OverallVerdict } from "../compare/comparison.js";
import type { Thresholds } from "../compare/thresholds.js";
import { compareTargets } from "../compare/side-by-side.js";
import { renderSideBySideConsole, renderSideBySideMarkdown } from "../report/side-by-side.js";
import { renderConsole } from "../report/console.js";
import { renderJson } from "../report/json.js";
import { renderMarkdown } from "../report/markdown.js";
import { ExitCode, InputError } from "./errors.js";
import type { GateConfig } from "./resolve.js";
import { runSuite, type RunDependencies } from "./run.js";

/** What a gate command produced; the entry points present it (stdout, job summary, outputs). */
export interface GateOutcome {
  verdict: OverallVerdict;
  exitCode: ExitCode;
  results: Results;
  baseline?: Results;
  comparison?: Comparison;
  consoleReport: string;
  markdownReport: string;
  /** Files written, by what they hold. */
  written: { results?: string; markdown?: string; json?: string };
  regressions: number;
  improvements: number;
}

export interface ReportOptions {
  color?: boolean;
  markdownPath?: string;
  jsonPath?: string;
}

function exitCodeOf(verdict: OverallVerdict, failOnRegression: boolean): ExitCode {
  if (verdict === "invalid") return ExitCode.Regression;
  if (verdict === "regression") return failOnRegression ? ExitCode.Regression : ExitCode.Pass;
  return ExitCode.Pass;
}

async function report(
  results: Results,
  baseline: Results | undefined,
  comparison: Comparison | undefined,
  failOnRegression: boolean,
  options: ReportOptions & { resultsPath?: string },
): Promise<GateOutcome> {
  const verdict = comparison?.verdict ?? resultsVerdict(results);
  const written: GateOutcome["written"] = {};
  if (options.resultsPath) {
    await writeFileAtomic(options.resultsPath, `${JSON.stringify(results, null, 2)}\n`);
    written.results = options.resultsPath;
  }
  const markdownReport = renderMarkdown(results, comparison);
  if (options.markdownPath) {
    await writeFileAtomic(options.markdownPath, markdownReport);
    written.markdown = options.markdownPath;
  }
  if (options.jsonPath) {
    await writeFileAtomic(options.jsonPath, renderJson(results, comparison));
    written.json = options.jsonPath;
  }
  return {
    verdict,
    exitCode: exitCodeOf(verdict, failOnRegression),
    results,
    ...(baseline && { baseline }),
    ...(comparison && { comparison }),
    consoleReport: renderConsole(results, comparison, { color: options.color ?? false }),
    markdownReport,
    written,
    regressions: comparison?.counts.regressed ?? 0,
    improvements: comparison?.counts.improved ?? 0,
  };
}

/** `run`: measure, write the results, compare with the baseline when one is configured. */
export async function runGate(
  config: GateConfig,
  deps: RunDependencies & ReportOptions,
): Promise<GateOutcome> {
  // Read the baseline first: a bad baseline path should fail before minutes of measuring.
  const store = config.baseline ? createBaselineStore(config.baseline) : undefined;
  const baseline = store ? await store.load() : undefined;
  if (store && !baseline) {
    throw new InputError(
      "baseline",
      `no baseline at '${config.baseline!.path}'; create one with 'baseline save --from <results> --to ${config.baseline!.path}'`,
    );
  }
  for (const skipped of config.skippedTargets) {
    deps.logger.warn(`matrix cell '${skipped.id}' skipped: ${skipped.reason}`);
  }
  const results = await runSuite(config, deps);
  const comparison = baseline ? compareResults(baseline, results, config.thresholds) : undefined;
  return report(results, baseline, comparison, config.failOnRegression, {
    ...deps,
    ...(config.output.results !== undefined && { resultsPath: config.output.results }),
    ...(config.output.markdown !== undefined && { markdownPath: config.output.markdown }),
  });
}

/** `compare`: two results files, no broker. Never modifies either file. */
export async function compareFiles(
  options: {
    baselinePath: string;
    currentPath: string;
    thresholds: Thresholds;
    failOnRegression: boolean;
  } & ReportOptions,
): Promise<GateOutcome> {
  const baseline = await readResultsFile(options.baselinePath, "--baseline");
  const current = await readResultsFile(options.currentPath, "--current");
  const comparison = compareResults(baseline, current, options.thresholds);
  return report(current, baseline, comparison, options.failOnRegression, options);
}

/** `compare --targets A,B`: two targets of one results file side by side, A as the baseline side. */
export async function compareTargetsInFile(
  options: {
    currentPath: string;
    reference: string;
    candidate: string;
    thresholds: Thresholds;
    failOnRegression: boolean;
  } & ReportOptions,
): Promise<GateOutcome> {
  const results = await readResultsFile(options.currentPath, "--current");
  const pair = compareTargets(results, options.reference, options.candidate, options.thresholds);
  const { comparison } = pair;
  const markdownReport = renderSideBySideMarkdown(pair);
  const written: GateOutcome["written"] = {};
  if (options.markdownPath) {
    await writeFileAtomic(options.markdownPath, markdownReport);
    written.markdown = options.markdownPath;
  }
  if (options.jsonPath) {
    await writeFileAtomic(options.jsonPath, renderJson(pair.candidateView, comparison));
    written.json = options.jsonPath;
  }
  return {
    verdict: comparison.verdict,
    exitCode: exitCodeOf(comparison.verdict, options.failOnRegression),
    results,
    comparison,
    consoleReport: renderSideBySideConsole(pair, { color: options.color ?? false }),
    markdownReport,
    written,
    regressions: comparison.counts.regressed,
    improvements: comparison.counts.improved,
  };
}

/** `baseline save`: only a valid run becomes a baseline; the write is atomic. */
export async function saveBaseline(fromPath: string, toPath: string): Promise<Results> {
  const results = await readResultsFile(fromPath, "--from");
  if (resultsVerdict(results) === "invalid") {
    throw new InputError(
      "--from",
      `'${fromPath}' holds an invalid run (lost or duplicated messages); it cannot become a baseline`,
    );
  }
  const baseline: Results = { ...results, kind: "baseline" };
  await new FileBaselineStore(toPath, { field: "--to" }).save(baseline);
  return baseline;
}
