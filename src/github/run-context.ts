import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { InputError } from "../model/errors.js";
import type { RunContext } from "../gate/baseline-store.js";
import type { GitHubClient } from "./client.js";
import {
  getPullRequest,
  listLabels,
  mergeBaseOf,
  type PullRequestInfo,
  type Repository,
} from "./pull-request.js";

/**
 * A pull request as the gate sees it, for the action (from the event) and the CLI's `report`
 * (from flags): which stored result is its baseline, its labels, and that it may not write.
 */

export interface PullRequestContext {
  pullRequest: PullRequestInfo;
  /** The merge base, when git or the API could say; else the base branch's tip stands in. */
  mergeBase?: string;
  /** What happened that the report should mention (labels unread, merge base unknown). */
  notes: string[];
}

/**
 * The pull request a run reports on, as fresh as the token allows: labels and (in report mode)
 * the pull request itself from the API, the merge base from local git or the compare API.
 * `expectedHeadSha`: a report job checks that the pull request's head is the commit the
 * artifact's run measured, so a tampered artifact cannot post on another pull request.
 */
export async function resolvePullRequest(options: {
  client?: GitHubClient;
  repository: Repository;
  number: number;
  fromEvent?: PullRequestInfo;
  expectedHeadSha?: string;
  cwd?: string;
}): Promise<PullRequestContext> {
  const notes: string[] = [];
  let pullRequest = options.fromEvent;
  if (!pullRequest || pullRequest.number !== options.number) {
    if (!options.client) {
      throw new InputError("token", `a GitHub token is required to read pull request #${options.number}`);
    }
    pullRequest = await getPullRequest(options.client, options.repository, options.number);
  } else if (options.client) {
    try {
      pullRequest = {
        ...pullRequest,
        labels: await listLabels(options.client, options.repository, options.number),
      };
    } catch (error) {
      notes.push(`labels read from the event, not the API (${(error as Error).message})`);
    }
  }
  if (options.expectedHeadSha && pullRequest.headSha !== options.expectedHeadSha) {
    throw new InputError(
      "pull-request",
      `pull request #${options.number} is at ${pullRequest.headSha.slice(0, 7)}, but the measured run was of ${options.expectedHeadSha.slice(0, 7)}; not reporting results of another commit (a newer push, or an artifact that names the wrong pull request)`,
    );
  }
  const mergeBase =
    (await localMergeBase(pullRequest.baseSha, pullRequest.headSha, options.cwd)) ??
    (options.client
      ? await mergeBaseOf(options.client, options.repository, pullRequest.baseSha, pullRequest.headSha).catch(
          () => undefined,
        )
      : undefined);
  if (!mergeBase) notes.push(`merge base unknown; the tip of ${pullRequest.baseRef} stands in for it`);
  return { pullRequest, ...(mergeBase && { mergeBase }), notes };
}

/** The gate's view of a pull request run: its baseline is at the merge base; it never writes. */
export function pullRequestRunContext(context: PullRequestContext): RunContext {
  const { pullRequest, mergeBase } = context;
  return {
    baselineQuery: {
      at: mergeBase ?? pullRequest.baseSha,
      atLabel: mergeBase ? `the merge base with ${pullRequest.baseRef}` : `the tip of ${pullRequest.baseRef}`,
      ref: pullRequest.baseRef,
    },
    labels: pullRequest.labels,
    readOnlyReason: "pull request runs never write the stored baselines (only runs of the default branch do)",
    saveBaseline: false,
    currentLabel: `#${pullRequest.number}`,
  };
}

const run = promisify(execFile);

/** `git merge-base` in the checkout; undefined when git lacks the history (a shallow clone). */
async function localMergeBase(base: string, head: string, cwd?: string): Promise<string | undefined> {
  try {
    const { stdout } = await run("git", ["merge-base", base, head], {
      cwd: cwd ?? process.cwd(),
      timeout: 15_000,
    });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}
