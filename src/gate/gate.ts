import type { Calibration, Results } from "../model/results.js";
import { readResultsFile } from "../baseline/read.js";
import type { CacheBackend } from "../baseline/actions-cache-store.js";
import { FileBaselineStore } from "../baseline/file-store.js";
import { createBaselineStore } from "../baseline/registry.js";
import type { BaselineQuery, BaselineStore } from "../baseline/store.js";
import { writeFileAtomic } from "../baseline/atomic-write.js";
import { acknowledgeRegressions, type AcknowledgeConfig } from "../compare/acknowledge.js";
import { compareResults, resultsVerdict } from "../compare/compare.js";
import { compareOptionsFromConfig, type VerdictConfig } from "../compare/policies.js";
import type { Comparison, OverallVerdict } from "../compare/comparison.js";
import type { Thresholds } from "../compare/thresholds.js";
import { compareTargets, type SideBySide } from "../compare/side-by-side.js";
import { renderSideBySideConsole, renderSideBySideMarkdown } from "../report/side-by-side.js";
import type { BaselineSource } from "../report/comment.js";
import { renderConsole } from "../report/console.js";
import { OVERALL_LABELS } from "../report/format.js";
import { renderHtml } from "../report/html.js";
import { renderJson } from "../report/json.js";
import { renderMarkdown } from "../report/markdown.js";
import { renderMermaidTrend, trendSeries, type TrendOptions } from "../report/mermaid.js";
import { ExitCode, InputError } from "../model/errors.js";
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
  written: { results?: string; markdown?: string; json?: string; html?: string };
  regressions: number;
  improvements: number;
  /** Regressions accepted by a label or a config entry: warnings, not failures. */
  acknowledged: number;
  /** Which stored result was the baseline and, when the store fell back, why. */
  baselineSource?: BaselineSource;
  /** Stored baselines, oldest first, for the trend chart. */
  history: Results[];
  /** Where this run's results were stored as a baseline. */
  savedBaseline?: string;
  /** What went wrong that the verdict does not show (a baseline that could not be stored). */
  notices: string[];
}

export interface ReportOptions {
  color?: boolean;
  markdownPath?: string;
  jsonPath?: string;
  htmlPath?: string;
}

/**
 * Where the run stands in the repository: which stored baseline it compares with, whether it
 * may store its own results, and the pull request's labels. The action fills it from the event;
 * the CLI from flags. Everything is optional: without it the gate behaves as with a plain file.
 */
export interface RunContext {
  /** The commit whose stored result (or nearest stored ancestor's) is the baseline. */
  baselineQuery?: BaselineQuery;
  /** Labels of the pull request, for the acknowledge label. */
  labels?: readonly string[];
  /** Set on pull request runs: stores holding the default branch's history refuse to write. */
  readOnlyReason?: string;
  /** Store this run's results as a baseline after it (runs of the default branch). */
  saveBaseline?: boolean;
  /** The runner's cache, for the actions-cache store (injected by the action). */
  cache?: CacheBackend;
  /** Repository directory of the git-branch store. */
  cwd?: string;
  /** How the current run is labelled in trend charts ("#42"). */
  currentLabel?: string;
}

/** What the reports add to a comparison: where the baseline came from, and the trend. */
interface ReportExtras {
  baselineSource?: BaselineSource;
  history: Results[];
  trend: TrendOptions;
  notices: string[];
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
  extras: ReportExtras = { history: [], trend: {}, notices: [] },
): Promise<GateOutcome> {
  const verdict = comparison?.verdict ?? resultsVerdict(results);
  const written: GateOutcome["written"] = {};
  if (options.resultsPath) {
    await writeFileAtomic(options.resultsPath, `${JSON.stringify(results, null, 2)}\n`);
    written.results = options.resultsPath;
  }
  const markdownReport = withExtras(renderMarkdown(results, comparison), results, comparison, extras);
  if (options.htmlPath) {
    const html = renderHtml({
      results,
      ...(comparison && { comparison }),
      ...(extras.baselineSource && { baseline: extras.baselineSource }),
      history: extras.history,
      trend: extras.trend,
    });
    await writeFileAtomic(options.htmlPath, html);
    written.html = options.htmlPath;
  }
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
    acknowledged: comparison?.counts.acknowledged ?? 0,
    ...(extras.baselineSource && { baselineSource: extras.baselineSource }),
    history: extras.history,
    notices: extras.notices,
  };
}

/** The Markdown report plus where the baseline came from and the trend chart, when there are. */
function withExtras(
  markdown: string,
  results: Results,
  comparison: Comparison | undefined,
  extras: ReportExtras,
): string {
  const blocks: string[] = [];
  if (extras.baselineSource) {
    const fallback = extras.baselineSource.fallback
      ? `\n\n> [!WARNING]\n> **Baseline fallback:** ${escapeMarkdown(extras.baselineSource.fallback)}.`
      : "";
    blocks.push(`Baseline: ${escapeMarkdown(extras.baselineSource.source)}.${fallback}`);
  }
  const trend = renderMermaidTrend(trendSeries(extras.history, results, comparison, extras.trend));
  if (trend) blocks.push(`#### Trend over ${extras.history.length} stored baseline(s)\n\n${trend}`);
  for (const notice of extras.notices) blocks.push(`> [!WARNING]\n> ${escapeMarkdown(notice)}`);
  return blocks.length > 0 ? `${markdown}\n${blocks.join("\n\n")}\n` : markdown;
}

function escapeMarkdown(content: string): string {
  return content.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Opens the configured store; a file store that does not exist yet is an input error. */
function openStore(config: GateConfig, context: RunContext): BaselineStore | undefined {
  if (!config.baseline) return undefined;
  return createBaselineStore(config.baseline, {
    gate: config.name,
    targetIds: config.targets.map((target) => target.id),
    ...(context.cwd !== undefined && { cwd: context.cwd }),
    ...(context.readOnlyReason !== undefined && { readOnlyReason: context.readOnlyReason }),
    ...(context.cache && { cache: context.cache }),
  });
}

async function findBaseline(
  store: BaselineStore | undefined,
  config: GateConfig,
  context: RunContext,
): Promise<{ baseline?: Results; source?: BaselineSource }> {
  if (!store) return {};
  const match = await store.find(context.baselineQuery);
  if (!match) {
    if (config.baseline?.store === "file") {
      throw new InputError(
        "baseline",
        `no baseline at '${config.baseline.path}'; create one with 'baseline save --from <results> --to ${config.baseline.path}'`,
      );
    }
    return { source: { source: `none yet in ${store.describe()}: results only, nothing compared` } };
  }
  return {
    baseline: match.results,
    source: { source: match.source, ...(match.fallback && { fallback: match.fallback }) },
  };
}

/**
 * After the comparison: accept acknowledged regressions, read the trend, and on the default
 * branch store the results (a regression is stored too: it is what the branch now measures;
 * an invalid run never is). A store that cannot be written is a notice, not a lost verdict.
 */
async function afterRun(
  config: GateConfig,
  context: RunContext,
  store: BaselineStore | undefined,
  results: Results,
  comparison: Comparison | undefined,
  source: BaselineSource | undefined,
): Promise<{
  comparison: Comparison | undefined;
  extras: ReportExtras;
  saved?: string;
  saveFailed?: boolean;
}> {
  const acknowledged = comparison
    ? acknowledgeRegressions(comparison, config.acknowledge as AcknowledgeConfig, {
        ...(context.labels && { labels: context.labels }),
      })
    : undefined;
  const notices: string[] = [];
  let history: Results[] = [];
  if (store && config.trend.length > 0) {
    try {
      history = await store.history(config.trend.length, context.baselineQuery);
    } catch (error) {
      notices.push(`the trend could not be read from ${store.describe()}: ${(error as Error).message}`);
    }
  }
  let saved: string | undefined;
  let saveFailed = false;
  if (store && context.saveBaseline) {
    if (resultsVerdict(results) === "invalid") {
      notices.push(`not stored in ${store.describe()}: the run is invalid and cannot become a baseline`);
    } else {
      try {
        saved = (await store.save({ ...results, kind: "baseline" })).location;
      } catch (error) {
        saveFailed = true;
        notices.push(`the results were not stored in ${store.describe()}: ${(error as Error).message}`);
      }
    }
  }
  const trend: TrendOptions = {
    metrics: config.trend.metrics,
    ...(context.currentLabel && { currentLabel: context.currentLabel }),
  };
  return {
    comparison: acknowledged,
    extras: { ...(source && { baselineSource: source }), history, trend, notices },
    ...(saved && { saved }),
    saveFailed,
  };
}

/** `run`: measure, write the results, compare with the baseline when one is configured. */
export async function runGate(
  config: GateConfig,
  deps: RunDependencies & ReportOptions & { context?: RunContext },
): Promise<GateOutcome> {
  const context = deps.context ?? {};
  // Read the baseline first: a bad baseline path should fail before minutes of measuring.
  const store = openStore(config, context);
  const { baseline, source } = await findBaseline(store, config, context);
  for (const skipped of config.skippedTargets) {
    deps.logger.warn(`matrix cell '${skipped.id}' skipped: ${skipped.reason}`);
  }
  const results = await runSuite(config, deps);
  // Same-job A/B: the references are compared with their candidates, not with the stored baseline.
  const pairs = config.abPairs ?? [];
  const references = new Set(pairs.map((pair) => pair.reference));
  const candidates = { ...results, targets: results.targets.filter((t) => !references.has(t.id)) };
  const compared = baseline
    ? compareResults(baseline, candidates, config.thresholds, compareOptionsFromConfig(config.verdict))
    : undefined;
  const after = await afterRun(config, context, store, results, compared, source);
  const outcome = await report(
    results,
    baseline,
    after.comparison,
    config.failOnRegression,
    {
      ...deps,
      ...(config.output.results !== undefined && { resultsPath: config.output.results }),
      ...(config.output.markdown !== undefined && { markdownPath: config.output.markdown }),
      ...(deps.htmlPath === undefined &&
        config.output.html !== undefined && { htmlPath: config.output.html }),
    },
    after.extras,
  );
  const sameJob = pairs.map((pair) =>
    compareTargets(
      results,
      pair.reference,
      pair.candidate,
      config.thresholds,
      compareOptionsFromConfig(config.verdict),
    ),
  );
  return withSameJob(withSaved(outcome, after), sameJob, config.failOnRegression, deps.color ?? false);
}

const VERDICT_SEVERITY: Record<OverallVerdict, number> = {
  pass: 0,
  "pass-with-warnings": 1,
  regression: 2,
  invalid: 3,
};

/**
 * Adds the same-job A/B comparisons to an outcome: their reports after the stored baseline's, and
 * the worse verdict of all. A run without a stored baseline is judged by them alone.
 */
async function withSameJob(
  outcome: GateOutcome,
  pairs: readonly SideBySide[],
  failOnRegression: boolean,
  color: boolean,
): Promise<GateOutcome> {
  if (pairs.length === 0) return outcome;
  const verdict = pairs
    .map((pair) => pair.comparison.verdict)
    .reduce(
      (worst, next) => (VERDICT_SEVERITY[next] > VERDICT_SEVERITY[worst] ? next : worst),
      outcome.verdict,
    );
  const overall =
    `${OVERALL_LABELS[verdict]}: stored baseline ${outcome.comparison ? OVERALL_LABELS[outcome.verdict] : "none"}, ` +
    `same-job A/B ${pairs.map((pair) => `${pair.candidate} ${OVERALL_LABELS[pair.comparison.verdict]}`).join(", ")}`;
  const markdownReport = [
    `**Overall: ${overall}**\n`,
    outcome.markdownReport,
    ...pairs.map((pair) => `## Same-job A/B\n\n${renderSideBySideMarkdown(pair)}`),
  ].join("\n");
  if (outcome.written.markdown) await writeFileAtomic(outcome.written.markdown, markdownReport);
  const exitCode =
    outcome.exitCode === ExitCode.Infrastructure ? outcome.exitCode : exitCodeOf(verdict, failOnRegression);
  return {
    ...outcome,
    verdict,
    exitCode,
    consoleReport: [
      outcome.consoleReport,
      ...pairs.map((pair) => `same-job A/B — ${renderSideBySideConsole(pair, { color })}`),
      `overall: ${overall}\n`,
    ].join("\n"),
    markdownReport,
    regressions: outcome.regressions + pairs.reduce((sum, pair) => sum + pair.comparison.counts.regressed, 0),
    improvements:
      outcome.improvements + pairs.reduce((sum, pair) => sum + pair.comparison.counts.improved, 0),
  };
}

/** A baseline that should have been stored and was not fails the run as infrastructure (exit 3). */
function withSaved(outcome: GateOutcome, after: { saved?: string; saveFailed?: boolean }): GateOutcome {
  return {
    ...outcome,
    ...(after.saved && { savedBaseline: after.saved }),
    ...(after.saveFailed && outcome.exitCode === ExitCode.Pass && { exitCode: ExitCode.Infrastructure }),
  };
}

/**
 * `report`: a results file measured elsewhere (a fork's job, an artifact), compared with the
 * configured store's baseline for `context` or with `baselinePath`; results only when neither has
 * one. The trusted side of the fork-safe pair: it never runs a broker or the pull request's code.
 */
export async function reportFile(
  config: GateConfig,
  options: { currentPath: string; baselinePath?: string; context?: RunContext } & ReportOptions,
): Promise<GateOutcome> {
  const context = options.context ?? {};
  const results = await readResultsFile(options.currentPath, "current");
  let store: BaselineStore | undefined;
  let baseline: Results | undefined;
  let source: BaselineSource | undefined;
  if (options.baselinePath) {
    baseline = await readResultsFile(options.baselinePath, "baseline");
    source = { source: `baseline file '${options.baselinePath}'` };
  } else {
    store = openStore(config, context);
    ({ baseline, source } = await findBaseline(store, config, context));
  }
  const compared = baseline
    ? compareResults(baseline, results, config.thresholds, compareOptionsFromConfig(config.verdict))
    : undefined;
  const after = await afterRun(config, context, store, results, compared, source);
  const outcome = await report(
    results,
    baseline,
    after.comparison,
    config.failOnRegression,
    {
      ...options,
      ...(options.markdownPath === undefined &&
        config.output.markdown !== undefined && { markdownPath: config.output.markdown }),
      ...(options.htmlPath === undefined &&
        config.output.html !== undefined && { htmlPath: config.output.html }),
    },
    after.extras,
  );
  return withSaved(outcome, after);
}

/** `compare`: two results files, no broker. Never modifies either file. */
export async function compareFiles(
  options: {
    baselinePath: string;
    currentPath: string;
    thresholds: Thresholds;
    /** Policy and noise floor; without it, the threshold policy and the default noise floor. */
    verdict?: VerdictConfig;
    failOnRegression: boolean;
    /** Accepted regressions (config entries, the label) and the pull request's labels. */
    acknowledge?: AcknowledgeConfig;
    labels?: readonly string[];
  } & ReportOptions,
): Promise<GateOutcome> {
  const baseline = await readResultsFile(options.baselinePath, "--baseline");
  const current = await readResultsFile(options.currentPath, "--current");
  const compared = compareResults(
    baseline,
    current,
    options.thresholds,
    options.verdict ? compareOptionsFromConfig(options.verdict) : {},
  );
  const comparison = options.acknowledge
    ? acknowledgeRegressions(compared, options.acknowledge, {
        ...(options.labels && { labels: options.labels }),
      })
    : compared;
  return report(current, baseline, comparison, options.failOnRegression, options);
}

/** `compare --targets A,B`: two targets of one results file side by side, A as the baseline side. */
export async function compareTargetsInFile(
  options: {
    currentPath: string;
    reference: string;
    candidate: string;
    thresholds: Thresholds;
    verdict?: VerdictConfig;
    failOnRegression: boolean;
  } & ReportOptions,
): Promise<GateOutcome> {
  const results = await readResultsFile(options.currentPath, "--current");
  const pair = compareTargets(
    results,
    options.reference,
    options.candidate,
    options.thresholds,
    options.verdict ? compareOptionsFromConfig(options.verdict) : {},
  );
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
    acknowledged: comparison.counts.acknowledged,
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
      `'${fromPath}' holds an invalid run (lost or duplicated messages); it cannot become a baseline`,
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
