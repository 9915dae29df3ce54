import { resultsJson, type Results } from "../model/results.js";
import { ExitCode } from "../model/errors.js";
import { type Comparison, type OverallVerdict } from "../compare/comparison.js";
import { countExceeded, type LimitCheck } from "../compare/limits.js";
import type { SideBySide } from "../compare/side-by-side.js";
import type { BaselineSource } from "../report/comment.js";
import type { ConsoleOptions } from "../report/console.js";
import type { TrendOptions } from "../report/mermaid.js";
import {
  renderGateHtml,
  renderGateReports,
  withSameJobReports,
  type ReportExtras,
} from "../report/gate-report.js";
import { renderBmf } from "../report/bmf.js";
import { bindingSentence } from "../report/text.js";
import { renderJson } from "../report/json.js";
import { judgement, pairJudgement, type Judgement } from "../compare/judgement.js";
import { writeOutputs, type Written } from "./outputs.js";
import type { GateConfig } from "./resolve.js";

/**
 * What a gate command produced, and how it is judged: the verdict and exit code of a comparison,
 * with its reports rendered and its files written. The entry points present it (stdout, job
 * summary, outputs, comment).
 */
export interface GateOutcome extends Judgement {
  exitCode: ExitCode;
  baseline?: Results;
  consoleReport: string;
  markdownReport: string;
  /** Files written, by what they hold. */
  written: Pick<Written, "results" | "markdown" | "json" | "html" | "bmf">;
  regressions: number;
  improvements: number;
  /** Regressions accepted by a label or a config entry: warnings, not failures. */
  acknowledged: number;
  /** Rates, latencies and CPU times that moved beyond the threshold against another run: not binding. */
  notComparable: number;
  /** Which metrics bound the verdict and why, one sentence per comparison; empty without one. */
  bound: string;
  /** Limits exceeded, data-loss bounds included: each fails the gate, whatever failOnRegression says. */
  limitsExceeded: number;
  /** Which stored result was the baseline and, when the store fell back, why. */
  baselineSource?: BaselineSource;
  /** Stored baselines, oldest first, for the trend chart. */
  history: Results[];
  /** The steps found in that history are marked on the charts when this carries `history` settings. */
  changePoints?: TrendOptions["changePoints"];
  /** Where this run's results were stored as a baseline. */
  savedBaseline?: string;
  /** What went wrong that the verdict does not show (a baseline that could not be stored). */
  notices: string[];
}

export interface ReportOptions {
  /** The console report's colour and detail. */
  console?: ConsoleOptions;
  markdownPath?: string;
  jsonPath?: string;
  htmlPath?: string;
  /** The results in Bencher Metric Format (report/bmf.ts), for dashboards. */
  bmfPath?: string;
}

/** The reports' paths, as the config settled them (resolve.ts): no file is named anywhere else. */
export function reportPaths(output: GateConfig["output"]): ReportOptions {
  return {
    ...(output.markdown !== undefined && { markdownPath: output.markdown }),
    ...(output.json !== undefined && { jsonPath: output.json }),
    ...(output.html !== undefined && { htmlPath: output.html }),
    ...(output.bmf !== undefined && { bmfPath: output.bmf }),
  };
}

/**
 * Lost confirmed messages, an invalid run, an exceeded absolute limit and a comparison that matched
 * nothing always fail; a regression fails when `failOnRegression` (about relative change) asks. A
 * limit is an explicit rule, not a change, data loss is a broken guarantee, and a gate that compared
 * nothing has said nothing, whatever any setting says.
 */
export function exitCodeOf(verdict: OverallVerdict, failOnRegression: boolean): ExitCode {
  if (
    verdict === "data-loss" ||
    verdict === "invalid" ||
    verdict === "limit-exceeded" ||
    verdict === "unmatched"
  ) {
    return ExitCode.Regression;
  }
  if (verdict === "regression") return failOnRegression ? ExitCode.Regression : ExitCode.Pass;
  return ExitCode.Pass;
}

export interface Judged {
  results: Results;
  baseline?: Results | undefined;
  /** The comparison with the stored (or given) baseline, acknowledged regressions accepted. */
  comparison?: Comparison | undefined;
  failOnRegression: boolean;
  extras?: ReportExtras;
  /** Same-job A/B pairs: the verdict is the worst of theirs and the stored baseline's. */
  sameJob?: readonly SideBySide[];
  /** The config's absolute limits checked on the candidate results (not on A/B references). */
  limits?: readonly LimitCheck[];
  saved?: string;
  saveFailed?: boolean;
}

/**
 * The outcome of a comparison: its verdict (the worst of the stored baseline's, the same-job
 * pairs' and the absolute limits'), the exit code (a baseline that should have been stored and was not fails a passing run
 * as infrastructure, exit 3), the reports, and the files written once each.
 */
export async function judge(
  run: Judged,
  options: ReportOptions & { resultsPath?: string },
): Promise<GateOutcome> {
  const { results, comparison, failOnRegression } = run;
  const extras = run.extras ?? { history: [], trend: {}, notices: [] };
  const pairs = run.sameJob ?? [];
  const limits = [...(run.limits ?? [])];
  const consoleOptions = options.console ?? {};
  // The verdicts, decided here once: every report below reads them.
  const judged = judgement(results, comparison, limits, pairs);
  const { verdict, storedVerdict } = judged;
  const storedReports = renderGateReports(judged, extras, consoleOptions);
  const reports =
    pairs.length > 0
      ? withSameJobReports(
          storedReports,
          judged,
          pairs.map((pair) => ({ pair, judged: pairJudgement(pair) })),
          consoleOptions,
        )
      : storedReports;
  const written = await writeOutputs([
    { what: "results", path: options.resultsPath, content: () => resultsJson(results) },
    {
      what: "html",
      path: options.htmlPath,
      content: () => renderGateHtml(judged, extras),
    },
    { what: "markdown", path: options.markdownPath, content: () => reports.markdownReport },
    { what: "json", path: options.jsonPath, content: () => renderJson(judged) },
    { what: "bmf", path: options.bmfPath, content: () => renderBmf(results) },
  ]);
  const saveFailed = run.saveFailed === true && exitCodeOf(storedVerdict, failOnRegression) === ExitCode.Pass;
  const sum = (count: (c: Comparison["counts"]) => number) =>
    (comparison ? count(comparison.counts) : 0) +
    pairs.reduce((total, pair) => total + count(pair.comparison.counts), 0);
  return {
    ...judged,
    exitCode: saveFailed ? ExitCode.Infrastructure : exitCodeOf(verdict, failOnRegression),
    ...(run.baseline && { baseline: run.baseline }),
    ...reports,
    written,
    regressions: sum((counts) => counts.regressed),
    improvements: sum((counts) => counts.improved),
    acknowledged: comparison?.counts.acknowledged ?? 0,
    notComparable: comparison?.counts.notComparable ?? 0,
    bound: boundSentences(comparison, pairs),
    limitsExceeded: countExceeded(limits),
    ...(extras.baselineSource && { baselineSource: extras.baselineSource }),
    history: extras.history,
    ...(extras.trend.changePoints && { changePoints: extras.trend.changePoints }),
    ...(run.saved && { savedBaseline: run.saved }),
    notices: extras.notices,
  };
}

/** The binding sentence of the stored baseline's comparison, then the same-job pairs' (one for all). */
function boundSentences(comparison: Comparison | undefined, pairs: readonly SideBySide[]): string {
  const sentences = comparison ? [`${bindingSentence(comparison)}.`] : [];
  const pair = pairs[0];
  if (pair)
    sentences.push(
      `Same-job pairs: ${bindingSentence(pair.comparison).replace(/^\w/, (c) => c.toLowerCase())}.`,
    );
  return sentences.join(" ");
}
