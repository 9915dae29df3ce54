import { readFileSync } from "node:fs";
import type { RunContext } from "../gate/baseline-store.js";
import { parseRepository } from "../github/client.js";
import { pullRequestInfo, type PullRequestInfo, type Repository } from "../github/pull-request.js";

export { pullRequestRunContext, resolvePullRequest, type PullRequestContext } from "../github/run-context.js";

/**
 * Where the action runs, read from the runner's environment and the event payload (read at run
 * time, not import time, so tests can set them). No input is read here.
 */
export interface ActionEvent {
  name: string;
  repository?: Repository;
  /** The commit and ref the workflow runs on (GITHUB_SHA, GITHUB_REF). */
  sha?: string;
  ref?: string;
  defaultBranch?: string;
  /** pull_request and pull_request_target: the pull request of the event. */
  pullRequest?: PullRequestInfo;
  /** push: the previous tip of the branch. */
  before?: string;
  /** workflow_run: the run whose artifacts a report job reads. */
  workflowRun?: { headSha: string; htmlUrl?: string; event?: string };
  /** This run's page. */
  runUrl?: string;
  apiUrl: string;
}

const NO_COMMIT = /^0+$/;

export function readActionEvent(
  env: NodeJS.ProcessEnv = process.env,
  readFile: (path: string) => string = (path) => readFileSync(path, "utf8"),
): ActionEvent {
  let payload: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFile(env.GITHUB_EVENT_PATH)) as Record<string, unknown>;
    } catch {
      // No readable payload (a local run): the environment alone describes the run.
    }
  }
  const repository = parseRepository(env.GITHUB_REPOSITORY);
  const pull = payload.pull_request as Parameters<typeof pullRequestInfo>[0] | undefined;
  const workflowRun = payload.workflow_run as
    { head_sha?: string; html_url?: string; event?: string } | undefined;
  const before =
    typeof payload.before === "string" && !NO_COMMIT.test(payload.before) ? payload.before : undefined;
  const defaultBranch = (payload.repository as { default_branch?: unknown } | undefined)?.default_branch;
  const server = env.GITHUB_SERVER_URL ?? "https://github.com";
  const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? "1");
  const runUrl =
    env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${server}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}${attempt > 1 ? `/attempts/${attempt}` : ""}`
      : undefined;
  return {
    name: env.GITHUB_EVENT_NAME ?? "local",
    ...(repository && { repository }),
    ...(env.GITHUB_SHA && { sha: env.GITHUB_SHA }),
    ...(env.GITHUB_REF && { ref: env.GITHUB_REF }),
    ...(typeof defaultBranch === "string" && { defaultBranch }),
    ...(pull?.head && pull.base && { pullRequest: pullRequestInfo(pull) }),
    ...(before && { before }),
    ...(workflowRun?.head_sha && {
      workflowRun: {
        headSha: workflowRun.head_sha,
        ...(workflowRun.html_url && { htmlUrl: workflowRun.html_url }),
        ...(workflowRun.event && { event: workflowRun.event }),
      },
    }),
    ...(runUrl && { runUrl }),
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
  };
}

/** Events whose runs measure a pull request: they never write the stored baselines. */
export const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target", "workflow_run"]);

/** Runs on the default branch, by an event that may store results. */
export function onDefaultBranch(event: ActionEvent): boolean {
  if (PULL_REQUEST_EVENTS.has(event.name)) return false;
  // Scheduled workflows run on the default branch only, and their payload does not name it.
  if (event.name === "schedule") return true;
  return event.defaultBranch !== undefined && event.ref === `refs/heads/${event.defaultBranch}`;
}

/** The gate's view of a branch run: the previous stored result; the default branch may store. */
export function branchRunContext(event: ActionEvent, saveBaseline: boolean): RunContext {
  const branch = event.ref?.replace(/^refs\/heads\//, "");
  const at = event.before ?? (event.sha ? `${event.sha}^` : undefined);
  const writable = onDefaultBranch(event);
  return {
    ...(at && {
      baselineQuery: {
        at,
        atLabel: event.before ? "the previous tip of the branch" : "the parent commit",
        ...(event.defaultBranch && { ref: event.defaultBranch }),
      },
    }),
    ...(!writable && {
      readOnlyReason: `only runs of the default branch write the stored baselines (this is ${branch ?? "no branch"})`,
    }),
    saveBaseline: saveBaseline && writable,
    ...(event.sha && { currentLabel: event.sha.slice(0, 7) }),
  };
}
