import * as core from "@actions/core";
import { runHistory, type HistoryOutcome } from "../../gate/history.js";
import { ExitCode } from "../../model/errors.js";
import { historyHeadline, seriesKey } from "../../report/history.js";
import { syncStickyIssue, type StickyIssueResult } from "../../github/sticky-issue.js";
import { actionGitHubClient, type Switch } from "../comment.js";
import { onDefaultBranch, readActionEvent, type ActionEvent } from "../context.js";
import { Inputs, Outputs } from "../inputs.js";
import type { LogGroups } from "../log.js";
import type { ModeResult } from "../present.js";
import {
  checkActionPaths,
  inputOf,
  loadConfig,
  optional,
  readOverrides,
  switchInput,
} from "../read-inputs.js";

/**
 * mode history: change points on the stored results of the default branch (gate/history.ts), the
 * report in the log and the job summary, an error annotation per open regression step naming its
 * commit, and on the default branch one issue kept up to date (github/sticky-issue.ts). It reads
 * the stored results only: it never runs a pull request's code, and never touches the issue from
 * a pull request's run.
 */
export async function historyMode(groups: LogGroups): Promise<ModeResult> {
  groups.start("reading the stored history");
  const config = await loadConfig(readOverrides({ brokers: false }), "history");
  await checkActionPaths(config, {
    [inputOf("markdownPath")]: config.output.markdown,
    [inputOf("jsonPath")]: config.output.json,
    [inputOf("htmlPath")]: config.output.html,
  });
  const event = readActionEvent();
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const repository = event.repository;
  const directory = optional(Inputs.HistoryDir);
  const outcome = await runHistory({
    config,
    cwd: process.env.GITHUB_WORKSPACE || process.cwd(),
    ...(directory !== undefined && { directory }),
    ...(config.output.markdown !== undefined && { markdownPath: config.output.markdown }),
    ...(config.output.html !== undefined && { htmlPath: config.output.html }),
    ...(config.output.json !== undefined && { jsonPath: config.output.json }),
    ...(repository && {
      commitUrl: (sha: string) => `${server}/${repository.owner}/${repository.repo}/commit/${sha}`,
    }),
  });
  groups.end();
  core.info(outcome.text);
  await core.summary.addRaw(outcome.markdown, true).write();
  for (const { series, point } of outcome.judgement.open) {
    core.error(
      `${seriesKey(series)} stepped ${point.changePct >= 0 ? "+" : ""}${point.changePct.toFixed(1)}% (worse) at ${point.sha?.slice(0, 7) ?? "an unknown commit"}${point.previousSha ? `, after ${point.previousSha.slice(0, 7)}` : ""}`,
      { title: "Regression step on main" },
    );
  }
  core.setOutput(Outputs.Verdict, outcome.judgement.verdict);
  core.setOutput(Outputs.Regressions, outcome.judgement.open.length);
  core.setOutput(Outputs.MarkdownPath, outcome.written.markdown ?? "");
  core.setOutput(Outputs.JsonPath, outcome.written.json ?? "");
  core.setOutput(Outputs.HtmlPath, outcome.written.html ?? "");
  const issue = await keepIssue(outcome, event, config.name, switchInput(Inputs.HistoryIssue));
  core.setOutput(Outputs.IssueUrl, issue && "url" in issue ? issue.url : "");
  return {
    exitCode: outcome.exitCode,
    ...(outcome.exitCode !== ExitCode.Pass && {
      failure: `rabbitmq-perf-gate history: ${historyHeadline(outcome.judgement)}`,
    }),
  };
}

/** The sticky issue: only on the default branch, with a token; `false` turns it off. */
async function keepIssue(
  outcome: HistoryOutcome,
  event: ActionEvent,
  gate: string,
  wanted: Switch,
): Promise<StickyIssueResult | undefined> {
  if (wanted === "false") return undefined;
  const token = optional(Inputs.GitHubToken);
  const why = !onDefaultBranch(event)
    ? `this run (${event.name} on ${event.ref ?? "no ref"}) is not on the default branch`
    : !token
      ? "no github-token was given"
      : !event.repository
        ? "GITHUB_REPOSITORY is not set"
        : undefined;
  if (why !== undefined) {
    if (wanted === "true") core.warning(`The history issue is not kept: ${why}.`);
    return undefined;
  }
  const client = actionGitHubClient(token!, event.apiUrl);
  const open = outcome.judgement.open.length;
  const result = await syncStickyIssue(
    client,
    { ...event.repository!, marker: `<!-- rabbitmq-perf-gate history: ${gate} -->` },
    open > 0
      ? {
          open: true,
          title: `Performance: ${open} regression step${open === 1 ? "" : "s"} on main (${gate})`,
          body: issueBody(outcome.markdown, event.runUrl),
        }
      : { open: false, body: issueBody(outcome.markdown, event.runUrl) },
  );
  if (result.outcome === "forbidden") {
    core.warning(
      `The history issue could not be written (HTTP ${result.status}): give the workflow 'permissions: issues: write'. ${result.message}`,
    );
  } else if (result.outcome === "failed") {
    core.warning(`The history issue could not be written: ${result.message}`);
  } else if (result.outcome !== "absent") {
    core.info(`history issue ${result.outcome}: ${result.url}`);
  }
  return result;
}

/** GitHub refuses an issue body over 65,536 characters: a long table of steps stays in the job summary. */
const ISSUE_BODY_LIMIT = 60_000;

export function issueBody(markdown: string, runUrl: string | undefined): string {
  if (markdown.length <= ISSUE_BODY_LIMIT) return markdown;
  const cut = markdown.indexOf("\n### Every step found");
  const head = (cut > 0 ? markdown.slice(0, cut) : markdown).slice(0, ISSUE_BODY_LIMIT);
  const where = runUrl ? `the [job summary of this run](${runUrl})` : "the job summary of this run";
  return `${head.trimEnd()}\n\nThe table of every step found is too long for an issue: it is in ${where}.\n`;
}
