import type { Calibration, Results } from "../model/results.js";
import { InputError } from "../model/errors.js";
import { FileBaselineStore } from "../baseline/file-store.js";
import { readResultsFile } from "../baseline/read.js";
import { acknowledgeRegressions, type AcknowledgeConfig } from "../compare/acknowledge.js";
import { compareResults, resultsVerdict } from "../compare/compare.js";
import { checkLimits, countExceeded, type Limits } from "../compare/limits.js";
import { compareOptionsFromConfig, type VerdictConfig } from "../compare/policies.js";
import { compareTargets } from "../compare/side-by-side.js";
import type { Thresholds } from "../compare/thresholds.js";
import { renderBmf } from "../report/bmf.js";
import { bindingSentence } from "../report/text.js";
import { renderJson } from "../report/json.js";
import { renderGateHtml } from "../report/gate-report.js";
import { renderSideBySideConsole, renderSideBySideMarkdown } from "../report/side-by-side.js";
import { exitCodeOf, judge, type GateOutcome, type ReportOptions } from "./outcome.js";
import { pairJudgement } from "../compare/judgement.js";
import { writeOutputs } from "./outputs.js";

/**
 * The use cases on results files alone, with no broker and no store: compare two files, compare
 * two targets of one file, make a baseline file from a results file.
 */

/** What judges results files: a resolved config (GateConfig) has all of it. */
export interface FilesJudging {
  thresholds: Thresholds;
  /** Policy and noise floor; without it, the threshold policy and the default noise floor. */
  verdict?: VerdictConfig;
  failOnRegression: boolean;
  /** Accepted regressions (config entries, the label); without it, none is accepted. */
  acknowledge?: AcknowledgeConfig;
  /** Absolute limits, checked on the current file (or the candidate target). */
  limits?: Limits;
}

/** `compare`: two results files, no broker. Never modifies either file. */
export async function compareFiles(
  options: {
    baselinePath: string;
    currentPath: string;
    judging: FilesJudging;
    /** The pull request's labels, for the acknowledge label. */
    labels?: readonly string[];
    /** Stored results of main, oldest first: the clock metrics' run-to-run spread (clockMetrics auto). */
    historyPaths?: readonly string[];
  } & ReportOptions,
): Promise<GateOutcome> {
  const baseline = await readResultsFile(options.baselinePath, "--baseline");
  const current = await readResultsFile(options.currentPath, "--current");
  const history: Results[] = [];
  for (const path of options.historyPaths ?? []) history.push(await readResultsFile(path, "--history"));
  const compared = compareResults(baseline, current, options.judging.thresholds, {
    ...(options.judging.verdict ? compareOptionsFromConfig(options.judging.verdict) : {}),
    // Two files: the baseline was measured in another run.
    reference: "separate",
    history,
  });
  const comparison = options.judging.acknowledge
    ? acknowledgeRegressions(compared, options.judging.acknowledge, {
        ...(options.labels && { labels: options.labels }),
      })
    : compared;
  return judge(
    {
      results: current,
      baseline,
      comparison,
      failOnRegression: options.judging.failOnRegression,
      limits: checkLimits(current, options.judging.limits ?? {}),
    },
    options,
  );
}

/**
 * `compare --targets A,B`: two targets of one results file side by side, A as the baseline side;
 * the absolute limits are checked on B, the candidate.
 */
export async function compareTargetsInFile(
  options: {
    currentPath: string;
    reference: string;
    candidate: string;
    /** Its acknowledgements do not apply: both sides are measured in one run. */
    judging: Omit<FilesJudging, "acknowledge">;
  } & ReportOptions,
): Promise<GateOutcome> {
  const results = await readResultsFile(options.currentPath, "--current");
  const pair = compareTargets(
    results,
    options.reference,
    options.candidate,
    options.judging.thresholds,
    options.judging.verdict ? compareOptionsFromConfig(options.judging.verdict) : {},
  );
  const { comparison } = pair;
  const candidate = { ...results, targets: results.targets.filter((t) => t.id === options.candidate) };
  const limits = checkLimits(candidate, options.judging.limits ?? {});
  // The pair is this comparison itself, not a same-job addition to a stored one.
  const judged = pairJudgement(pair, limits);
  const markdownReport = renderSideBySideMarkdown(pair, judged);
  const written = await writeOutputs([
    { what: "markdown", path: options.markdownPath, content: () => markdownReport },
    {
      what: "json",
      path: options.jsonPath,
      content: () => renderJson(judged),
    },
    { what: "bmf", path: options.bmfPath, content: () => renderBmf(results) },
    {
      what: "html",
      path: options.htmlPath,
      content: () => renderGateHtml(judged, { history: [], trend: {}, notices: [] }),
    },
  ]);
  return {
    ...judged,
    // The file as it was read, both targets: what a results output of this command would be.
    results,
    exitCode: exitCodeOf(judged.verdict, options.judging.failOnRegression),
    consoleReport: renderSideBySideConsole(pair, judged, options.console ?? {}),
    markdownReport,
    written,
    regressions: comparison.counts.regressed,
    improvements: comparison.counts.improved,
    acknowledged: comparison.counts.acknowledged,
    notComparable: comparison.counts.notComparable,
    bound: `${bindingSentence(comparison)}.`,
    limitsExceeded: countExceeded(limits),
    history: [],
    notices: [],
  };
}

/** `baseline save`: only a valid run becomes a baseline; the write is atomic. */
export async function saveBaseline(
  fromPath: string,
  toPath: string,
  options: { noisePath?: string } = {},
): Promise<Results> {
  const results = await readResultsFile(fromPath, "--from");
  if (resultsVerdict(results) === "invalid") {
    throw new InputError(
      "--from",
      `'${fromPath}' holds an invalid run (see its invalid scenarios' reasons); it cannot become a baseline`,
    );
  }
  const calibration = options.noisePath
    ? await calibrationFrom(options.noisePath, results)
    : results.calibration;
  const baseline: Results = { ...results, kind: "baseline", ...(calibration && { calibration }) };
  await new FileBaselineStore(toPath, { field: "--to" }).save(baseline);
  return baseline;
}

/** The calibration of a `calibrate` results file, for a baseline of the same targets (`--noise`). */
async function calibrationFrom(path: string, results: Results): Promise<Calibration> {
  const source = await readResultsFile(path, "--noise");
  if (!source.calibration) {
    throw new InputError("--noise", `'${path}' holds no calibration; expected the results of 'calibrate'`);
  }
  const ids = new Set(results.targets.map((t) => t.id));
  if (!source.calibration.targets.some((t) => ids.has(t.target))) {
    throw new InputError(
      "--noise",
      `'${path}' calibrated ${source.calibration.targets.map((t) => t.target).join(", ")}, none of the baseline's targets (${[...ids].join(", ")})`,
    );
  }
  return source.calibration;
}
