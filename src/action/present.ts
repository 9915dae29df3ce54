import * as core from "@actions/core";
import { invalidScenarios } from "../compare/compare.js";
import type { GateOutcome } from "../gate/outcome.js";
import type { GateConfig } from "../gate/resolve.js";
import { ExitCode } from "../model/errors.js";
import { dataLossPhrase, limitCells } from "../report/limits.js";
import { matchingSentence } from "../report/text.js";
import { publishOutcome, type GitHubSetup } from "./comment.js";
import { Outputs } from "./inputs.js";
import { logReport, type LogGroups } from "./log.js";

/**
 * How a mode ends: its exit code and, when it fails, the one line the job fails with. The entry
 * (main.ts) sets both, once, for every mode.
 */
export interface ModeResult {
  exitCode: ExitCode;
  failure?: string;
}

/**
 * A gate mode's outcome shown: the report in the log and the job summary, the outputs, the
 * annotations, the pull request's comment (a fork's read-only token is a warning; a workflow
 * without the permission the comment or the status needs fails the step, exit 2, in one line),
 * and how the job ends.
 */
export async function presentOutcome(
  outcome: GateOutcome,
  setup: { config: GateConfig; github: GitHubSetup; groups: LogGroups },
): Promise<ModeResult> {
  setup.groups.end();
  await present(outcome);
  const published = await publishOutcome(outcome, setup.github, {
    gate: setup.config.name,
    failOnRegression: setup.config.failOnRegression,
    trendMetrics: setup.config.trend.metrics,
  });
  core.setOutput(Outputs.CommentUrl, published.commentUrl ?? "");
  if (published.permissionFailure) {
    // A verdict that fails keeps its exit code and line; the permission is an error beside it.
    if (outcome.exitCode !== ExitCode.Pass)
      core.error(published.permissionFailure, { title: "Missing permission" });
    else return { exitCode: ExitCode.BadInput, failure: published.permissionFailure };
  }
  return {
    exitCode: outcome.exitCode,
    ...(outcome.exitCode !== ExitCode.Pass && { failure: failure(outcome) }),
  };
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
export function invalidMessage(results: GateOutcome["results"]): string {
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
    case "unmatched":
      return outcome.comparison
        ? `${matchingSentence(outcome.comparison.matching)}.`
        : "Nothing was compared.";
    default:
      return `The results were not stored as a baseline: ${outcome.notices.join("; ")}`;
  }
}
