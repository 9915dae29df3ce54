import * as core from "@actions/core";
import * as github from "@actions/github";
import { retry as retryPlugin } from "@octokit/plugin-retry";
import { readFile } from "node:fs/promises";
import { InputError } from "../model/errors.js";
import type { RunContext } from "../gate/baseline-store.js";
import type { GateOutcome } from "../gate/outcome.js";
import { asGitHubClient, type GitHubClient, type RetrySettings } from "../github/client.js";
import { publishToPullRequest, type CommentPolicy } from "../github/publish.js";
import type { Repository } from "../github/pull-request.js";
import {
  branchRunContext,
  PULL_REQUEST_EVENTS,
  pullRequestRunContext,
  readActionEvent,
  resolvePullRequest,
  type ActionEvent,
  type PullRequestContext,
} from "./context.js";

/**
 * The action's side of GitHub: which pull request the run belongs to, the context the gate
 * compares in, and after the run the sticky comment and the commit status. A token that may not
 * comment (pull requests from forks) costs a warning, never the job: the job summary has it all.
 */

export type Switch = "auto" | "true" | "false";

export interface GitHubInputs {
  mode: "run" | "compare" | "report";
  token?: string;
  /** A switch, or "on-regression": comment only when something regressed (src/github/publish.ts). */
  comment: Switch | "on-regression";
  commitStatus: Switch;
  saveBaseline: Switch;
  /** The `pull-request` input: a number, or the path of a file holding one (from an artifact). */
  pullRequest?: string;
  /** The configured baseline store: a file is never written by the gate. */
  store?: string;
}

export interface GitHubSetup {
  event: ActionEvent;
  repository?: Repository;
  client?: GitHubClient;
  pullRequest?: PullRequestContext;
  runContext: RunContext;
  comment: CommentPolicy;
  /** The commit the verdict goes on as a status, when one is set. */
  statusSha?: string;
  /** The run with the measurement's logs and artifacts. */
  runUrl?: string;
}

/**
 * An Octokit from `@actions/github` (the runner's proxy settings), at the event's API address,
 * retrying what GitHub failed on its side (src/github/client.ts).
 */
export function actionGitHubClient(token: string, apiUrl: string, retry?: RetrySettings): GitHubClient {
  const octokit = github.getOctokit(token, { baseUrl: apiUrl, ...(retry && { retry }) }, retryPlugin);
  return asGitHubClient(octokit as unknown as Parameters<typeof asGitHubClient>[0]);
}

export async function setUpGitHub(
  inputs: GitHubInputs,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GitHubSetup> {
  const event = readActionEvent(env);
  const repository = event.repository;
  const client = inputs.token && repository ? actionGitHubClient(inputs.token, event.apiUrl) : undefined;
  const number = await pullRequestNumber(inputs, event);
  const runUrl = (inputs.mode === "report" ? event.workflowRun?.htmlUrl : undefined) ?? event.runUrl;
  if (number === undefined || !repository) {
    if (inputs.comment === "true") core.warning("No pull request to comment on: the comment is skipped.");
    const storing = inputs.store !== undefined && inputs.store !== "file" && inputs.saveBaseline !== "false";
    return {
      event,
      ...(repository && { repository }),
      ...(client && { client }),
      runContext: {
        ...branchRunContext(event, storing),
        ...(PULL_REQUEST_EVENTS.has(event.name) && {
          readOnlyReason:
            "pull request runs never write the stored baselines (only runs of the default branch do)",
          saveBaseline: false,
        }),
      },
      comment: false,
      ...(runUrl && { runUrl }),
    };
  }
  const pullRequest = await resolvePullRequest({
    ...(client && { client }),
    repository,
    number,
    ...(event.pullRequest && { fromEvent: event.pullRequest }),
    ...(inputs.mode === "report" && event.workflowRun && { expectedHeadSha: event.workflowRun.headSha }),
  });
  for (const note of pullRequest.notes) core.info(note);
  const reportJob = inputs.mode === "report";
  const statusWanted = inputs.commitStatus === "true" || (inputs.commitStatus === "auto" && reportJob);
  return {
    event,
    repository,
    ...(client && { client }),
    pullRequest,
    runContext: pullRequestRunContext(pullRequest),
    comment: commentPolicy(inputs.comment, client !== undefined),
    ...(statusWanted && client && { statusSha: pullRequest.pullRequest.headSha }),
    ...(runUrl && { runUrl }),
  };
}

/** Whether the run comments: never without a client; "on-regression" as asked; else auto and true do. */
function commentPolicy(input: GitHubInputs["comment"], canComment: boolean): CommentPolicy {
  if (input === "false" || !canComment) return false;
  return input === "on-regression" ? "on-regression" : true;
}

/** The pull request number: the input (a number or a file from an artifact), else the event's. */
async function pullRequestNumber(inputs: GitHubInputs, event: ActionEvent): Promise<number | undefined> {
  const raw = inputs.pullRequest?.trim();
  if (raw) {
    let text = raw;
    if (!/^\d+$/.test(raw)) {
      try {
        text = (await readFile(raw, "utf8")).trim();
      } catch (error) {
        throw new InputError(
          "input 'pull-request'",
          `expected a pull request number or a file holding one; cannot read '${raw}' (${(error as NodeJS.ErrnoException).code ?? "error"})`,
        );
      }
    }
    if (!/^[1-9]\d{0,9}$/.test(text)) {
      throw new InputError(
        "input 'pull-request'",
        `expected a pull request number; got ${JSON.stringify(text.slice(0, 40))}`,
      );
    }
    return Number(text);
  }
  return event.pullRequest?.number;
}

/**
 * Posts the comment and the status; says what happened, and warns where it could not. A refusal
 * the workflow's permissions explain (not a fork's read-only token) comes back as
 * `permissionFailure`, one line, for the step to fail with.
 */
export async function publishOutcome(
  outcome: GateOutcome,
  setup: GitHubSetup,
  options: { gate: string; failOnRegression: boolean; trendMetrics: readonly string[] },
): Promise<{ commentUrl?: string; permissionFailure?: string }> {
  const { client, pullRequest, repository } = setup;
  const permissionFailures: string[] = [];
  if (!client || !pullRequest || !repository || (!setup.comment && !setup.statusSha)) return {};
  const number = pullRequest.pullRequest.number;
  const result = await publishToPullRequest(client, outcome, {
    repository,
    pullRequest: number,
    gate: options.gate,
    ...(setup.runUrl && { runUrl: setup.runUrl }),
    trendMetrics: options.trendMetrics,
    ...(setup.statusSha && { statusSha: setup.statusSha }),
    failOnRegression: options.failOnRegression,
    comment: setup.comment,
  });
  const fork = pullRequest.pullRequest.fork;
  switch (result.comment.outcome) {
    case "created":
    case "updated":
      core.info(`Pull request #${number}: comment ${result.comment.outcome}: ${result.comment.url}`);
      if (result.comment.removedDuplicates > 0) {
        core.info(`Removed ${result.comment.removedDuplicates} duplicate comment(s) of this gate.`);
      }
      break;
    case "forbidden":
      // A fork's token can never write: a warning. Anywhere else the workflow forgot the
      // permission, and a comment the user expects would silently never come: the step fails.
      if (fork) {
        core.warning(
          `Cannot comment on pull request #${number} (HTTP ${result.comment.status}): the token may not write to it, as on every pull request from a fork. The job summary has the report. To comment on pull requests from forks, run the report from a workflow_run job (examples/workflows/fork-safe-report.yml).`,
          { title: "Pull request comment skipped" },
        );
      } else {
        permissionFailures.push(
          `Cannot comment on pull request #${number} (HTTP ${result.comment.status}): the job needs 'permissions: pull-requests: write' (or set the input comment: false). The job summary has the report.`,
        );
      }
      break;
    case "failed":
      core.warning(
        `Cannot comment on pull request #${number}: ${result.comment.message}. The job summary has the report.`,
        {
          title: "Pull request comment failed",
        },
      );
      break;
    case "absent":
      core.info(
        `Pull request #${number}: no comment: nothing regressed (comment: on-regression), and no earlier comment of this gate to update.`,
      );
      break;
    case "skipped":
      break;
  }
  if (result.status?.outcome === "forbidden") {
    permissionFailures.push(
      `Cannot set the commit status on ${pullRequest.pullRequest.headSha.slice(0, 7)} (${result.status.message ?? "forbidden"}): the job needs 'permissions: statuses: write' (or set the input commit-status: false).`,
    );
  } else if (result.status && result.status.outcome !== "set") {
    core.warning(
      `Cannot set the commit status on ${pullRequest.pullRequest.headSha.slice(0, 7)}: ${result.status.message ?? result.status.outcome}.`,
    );
  }
  return {
    ...("url" in result.comment && { commentUrl: result.comment.url }),
    ...(permissionFailures.length > 0 && { permissionFailure: permissionFailures.join(" ") }),
  };
}
