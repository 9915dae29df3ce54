import { randomUUID } from "node:crypto";
import * as core from "@actions/core";
import { ExitCode, InputError, describeError, exitCodeFor } from "../model/errors.js";
import { runCalibration } from "../gate/calibrate.js";
import { invalidScenarios, resultsVerdict } from "../compare/compare.js";
import { compareFiles } from "../gate/files.js";
import { reportFile, runGate } from "../gate/gate.js";
import type { GateOutcome } from "../gate/outcome.js";
import type { Logger } from "../model/logger.js";
import { maskUrlCredentials } from "../model/logger.js";
import { formatStep, type ProgressSink } from "../model/progress.js";
import { configureRuntime } from "../gate/runtime.js";
import { withBrokerSession } from "../gate/session.js";
import type { GateConfig } from "../gate/resolve.js";
import { dataLossPhrase, limitCells } from "../report/limits.js";
import { actionsCacheBackend } from "./cache.js";
import { publishOutcome, setUpGitHub, type GitHubSetup } from "./comment.js";
import { Inputs, Outputs } from "./inputs.js";
import {
  checkActionPaths,
  label,
  loadConfig,
  numberInput,
  optional,
  readOverrides,
  switchInput,
} from "./read-inputs.js";

/** A cancelled workflow sends SIGINT, then SIGTERM: what the log says at the first one. */
const interrupting = (signal: string) => core.info(`${signal}: stopping and removing the brokers`);

/**
 * The workflow log in collapsible groups, one per phase (setting up, starting each target,
 * measuring, comparing); the report, the annotations of the verdict, the comment's address and
 * the failure stay outside them, in sight when the log opens. GitHub does not nest groups:
 * opening one closes the one before.
 */
class LogGroups {
  private open = false;

  start(title: string): void {
    this.end();
    core.startGroup(title);
    this.open = true;
  }

  end(): void {
    if (!this.open) return;
    core.endGroup();
    this.open = false;
  }
}

function actionLogger(groups: LogGroups): Logger & ProgressSink {
  return {
    debug: (m) => core.debug(maskUrlCredentials(m)),
    info: (m) => core.info(maskUrlCredentials(m)),
    warn: (m) => core.warning(maskUrlCredentials(m)),
    error: (m) => core.error(maskUrlCredentials(m)),
    addSecret: (s) => core.setSecret(s),
    phase: (m) => groups.start(maskUrlCredentials(m)),
    step: (s) => core.info(formatStep(s)),
  };
}

/**
 * A report into the workflow log, with workflow commands off while it prints: it shows text from
 * results files, and a line of it that began with `::` would otherwise be run as a command.
 */
function logReport(report: string): void {
  const token = randomUUID();
  core.info(`::stop-commands::${token}`);
  core.info(report);
  core.info(`::${token}::`);
}

async function present(outcome: GateOutcome): Promise<void> {
  logReport(outcome.consoleReport);
  await core.summary.addRaw(outcome.markdownReport, true).write();
  core.setOutput(Outputs.Verdict, outcome.verdict);
  core.setOutput(Outputs.Regressions, outcome.regressions);
  core.setOutput(Outputs.Improvements, outcome.improvements);
  core.setOutput(Outputs.Acknowledged, outcome.acknowledged);
  core.setOutput(Outputs.NotComparable, outcome.notComparable);
  core.setOutput(Outputs.Bound, outcome.bound);
  core.setOutput(Outputs.LimitsExceeded, outcome.limitsExceeded);
  core.setOutput(Outputs.ResultsPath, outcome.written.results ?? "");
  core.setOutput(Outputs.MarkdownPath, outcome.written.markdown ?? "");
  core.setOutput(Outputs.JsonPath, outcome.written.json ?? "");
  core.setOutput(Outputs.HtmlPath, outcome.written.html ?? "");
  core.setOutput(Outputs.BmfPath, outcome.written.bmf ?? "");
  core.setOutput(Outputs.BaselineSource, outcome.baselineSource?.source ?? "");
  core.setOutput(Outputs.SavedBaseline, outcome.savedBaseline ?? "");
  if (outcome.baselineSource?.fallback) {
    core.warning(`${outcome.baselineSource.fallback}; compared with the ${outcome.baselineSource.source}`, {
      title: "Baseline fallback",
    });
  }
  if (outcome.savedBaseline) core.info(`Results stored as a baseline: ${outcome.savedBaseline}`);
  for (const notice of outcome.notices) core.warning(notice);
  for (const row of outcome.comparison?.rows ?? []) {
    const change = `${row.baseline?.median} -> ${row.current?.median} ${row.unit} (${row.changePct?.toFixed(1)}%, threshold ${row.thresholdPct}%)`;
    if (row.verdict === "regressed") {
      core.error(`${row.key} regressed: ${change}`, { title: "Performance regression" });
    } else if (row.verdict === "acknowledged") {
      core.warning(`${row.key} regressed, acknowledged: ${change}; ${row.acknowledgement?.reason ?? ""}`, {
        title: "Acknowledged regression",
      });
    }
  }
  if (outcome.notComparable > 0) {
    core.notice(
      `${outcome.notComparable} rate(s), latency(ies) or CPU time(s) moved beyond their threshold against a baseline from another run and do not bind. ${outcome.bound}`,
      { title: "Not comparable across runs" },
    );
  }
  for (const check of outcome.limits.filter((limit) => limit.verdict === "exceeded")) {
    const cells = limitCells(check);
    const reason = check.reason ? `: ${check.reason}` : "";
    if (check.dataLoss) {
      core.error(
        `${check.key}: confirmed messages were lost, ${cells.value}, never consumed (allowed: ${cells.limit})${reason}`,
        { title: "Data loss" },
      );
    } else {
      core.error(`${check.key} ${cells.value} is beyond its ${cells.limit}${reason}`, {
        title: "Absolute limit exceeded",
      });
    }
  }
  for (const scenario of outcome.comparison?.invalid ?? []) {
    core.error(`${scenario.target}/${scenario.scenario} is invalid: ${scenario.reasons.join("; ")}`, {
      title: "Invalid measurement",
    });
  }
}

/** Why a measurement is invalid, in one line: the first invalid scenario's reasons, and how many more. */
function invalidMessage(results: GateOutcome["results"]): string {
  const [first, ...others] = invalidScenarios(results);
  if (!first) return "The measurement is invalid: see the report.";
  const more = others.length > 0 ? ` (and ${others.length} more invalid scenario(s))` : "";
  return `The measurement is invalid: ${first.target}/${first.scenario}: ${first.reasons.join("; ")}${more}. See the report.`;
}

/** Why the action fails, in one line: the verdict's cause, or a baseline that was not stored. */
function failure(outcome: GateOutcome): string {
  const regressed = `${outcome.regressions} metric(s) regressed beyond their threshold`;
  switch (outcome.verdict) {
    case "data-loss":
      return `DATA LOSS: ${dataLossPhrase(outcome.limits) ?? "confirmed messages were lost"}${outcome.regressions > 0 ? `; ${regressed}` : ""}. See the report.`;
    case "invalid":
      return invalidMessage(outcome.results);
    case "limit-exceeded":
      return `${outcome.limitsExceeded} absolute limit(s) exceeded${outcome.regressions > 0 ? `; ${regressed}` : ""}.`;
    case "regression":
      return `${regressed}.`;
    default:
      return `The results were not stored as a baseline: ${outcome.notices.join("; ")}`;
  }
}

const MODES = ["run", "compare", "report"] as const;

interface Executed {
  outcome: GateOutcome;
  config: GateConfig;
  github: GitHubSetup;
}

async function execute(groups: LogGroups): Promise<Executed> {
  const mode = optional(Inputs.Mode) ?? "run";
  if (!(MODES as readonly string[]).includes(mode)) {
    throw new InputError(
      label(Inputs.Mode),
      `unknown mode ${JSON.stringify(mode)}; accepted: ${[...MODES, "calibrate"].join(", ")}`,
    );
  }
  groups.start("setting up: config, pull request, baseline store");
  const logger = actionLogger(groups);
  const overrides = readOverrides();
  const config = await loadConfig(
    mode === "run"
      ? overrides
      : {
          ...overrides,
          amqpUrls: undefined,
          managementUrl: undefined,
          metricsUrls: undefined,
          image: undefined,
        },
    mode,
  );
  const markdownPath = config.output.markdown ?? "rabbitmq-perf-gate-report.md";
  const jsonPath = optional(Inputs.JsonPath);
  const htmlPath = optional(Inputs.HtmlPath) ?? config.output.html;
  const bmfPath = optional(Inputs.BmfPath) ?? config.output.bmf;
  await checkActionPaths(config, {
    [Inputs.ResultsPath]: mode === "run" ? config.output.results : undefined,
    [Inputs.MarkdownPath]: markdownPath,
    [Inputs.JsonPath]: jsonPath,
    [Inputs.HtmlPath]: htmlPath,
    [Inputs.BmfPath]: bmfPath,
  });
  const token = optional(Inputs.GitHubToken);
  const github = await setUpGitHub({
    mode: mode as (typeof MODES)[number],
    ...(token && { token }),
    comment: switchInput(Inputs.Comment, ["on-regression"] as const),
    commitStatus: switchInput(Inputs.CommitStatus),
    saveBaseline: switchInput(Inputs.SaveBaseline),
    ...(optional(Inputs.PullRequest) && { pullRequest: optional(Inputs.PullRequest)! }),
    ...(config.baseline && { store: config.baseline.store }),
  });
  const context = {
    ...github.runContext,
    ...(config.baseline?.store === "actions-cache" && { cache: await actionsCacheBackend() }),
  };
  const paths = {
    markdownPath,
    ...(jsonPath && { jsonPath }),
    ...(htmlPath && { htmlPath }),
    ...(bmfPath && { bmfPath }),
  };
  const done = (outcome: GateOutcome): Executed => ({ outcome, config, github });
  if (mode !== "run") groups.start("comparing with the baseline and writing the reports");
  if (mode === "report") {
    const currentPath = optional(Inputs.Current);
    if (!currentPath)
      throw new InputError(label(Inputs.Current), "required in mode 'report'; expected a results file path");
    const baselinePath = config.baseline?.store === "file" ? config.baseline.path : undefined;
    return done(
      await reportFile(config, {
        currentPath,
        ...(baselinePath && { baselinePath }),
        context,
        ...paths,
      }),
    );
  }
  if (mode === "run") {
    // A cancelled workflow sends SIGINT, then SIGTERM: stop measuring and remove the brokers.
    const outcome = await withBrokerSession(logger, interrupting, (session) =>
      runGate(
        { ...config, output: { ...config.output, markdown: markdownPath } },
        { ...session, context, ...paths },
      ),
    );
    return done(outcome);
  }
  // mode "compare"
  const baselinePath = config.baseline?.store === "file" ? config.baseline.path : undefined;
  const currentPath = optional(Inputs.Current);
  if (!baselinePath)
    throw new InputError(label(Inputs.Baseline), "required in mode 'compare'; expected a baseline file path");
  if (!currentPath)
    throw new InputError(label(Inputs.Current), "required in mode 'compare'; expected a results file path");
  return done(
    await compareFiles({
      baselinePath,
      currentPath,
      thresholds: config.thresholds,
      verdict: config.verdict,
      failOnRegression: config.failOnRegression,
      acknowledge: config.acknowledge,
      limits: config.limits,
      ...(context.labels && { labels: context.labels }),
      ...paths,
    }),
  );
}

/**
 * mode calibrate: every target against an identical twin (A/A). The job summary shows each
 * metric's noise floor and the thresholds it supports; the `thresholds` output holds them as a
 * config block, the results file (a baseline candidate) carries the noise. No comment, no store.
 */
async function calibrateMode(): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.Pass;
  const groups = new LogGroups();
  try {
    groups.start("setting up: config");
    const logger = actionLogger(groups);
    const config = await loadConfig(readOverrides(), "calibrate");
    const comparisons = numberInput(Inputs.Comparisons, true);
    const thresholdsPath = optional(Inputs.ThresholdsPath);
    const resultsPath = config.output.results ?? "rabbitmq-perf-gate-calibration.json";
    const markdownPath = config.output.markdown ?? "rabbitmq-perf-gate-calibration.md";
    await checkActionPaths(config, {
      [Inputs.ResultsPath]: resultsPath,
      [Inputs.MarkdownPath]: markdownPath,
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
    const verdict = resultsVerdict(outcome.results);
    core.setOutput(Outputs.Verdict, verdict);
    if (verdict === "invalid") {
      exitCode = ExitCode.Regression;
      core.setFailed(invalidMessage(outcome.results));
    }
  } catch (error) {
    groups.end();
    exitCode = exitCodeFor(error);
    core.setFailed(maskUrlCredentials(describeError(error)));
  }
  core.setOutput(Outputs.ExitCode, exitCode);
  process.exitCode = exitCode;
  return exitCode;
}

/** The action: same core and exit codes as the CLI (0 pass, 1 regression, 2 bad input, 3 broker). */
export async function run(): Promise<ExitCode> {
  let exitCode: ExitCode;
  configureRuntime();
  if (optional(Inputs.Mode) === "calibrate") return calibrateMode();
  const groups = new LogGroups();
  try {
    const { outcome, config, github } = await execute(groups).finally(() => groups.end());
    await present(outcome);
    // Commenting never fails the job: a refusal (a fork's read-only token) is a warning.
    const published = await publishOutcome(outcome, github, {
      gate: config.name,
      failOnRegression: config.failOnRegression,
      trendMetrics: config.trend.metrics,
    });
    core.setOutput(Outputs.CommentUrl, published.commentUrl ?? "");
    exitCode = outcome.exitCode;
    if (exitCode !== ExitCode.Pass) core.setFailed(failure(outcome));
  } catch (error) {
    exitCode = exitCodeFor(error);
    core.setFailed(maskUrlCredentials(describeError(error)));
  }
  core.setOutput(Outputs.ExitCode, exitCode);
  process.exitCode = exitCode;
  return exitCode;
}
