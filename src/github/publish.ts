import { ExitCode } from "../model/errors.js";
import { exitCodeOf, type GateOutcome } from "../gate/outcome.js";
import { renderComment, commentMarker } from "../report/comment.js";
import { OVERALL_LABELS } from "../report/format.js";
import { verdictSentence } from "../report/text.js";
import { httpStatus, type GitHubClient } from "./client.js";
import { setCommitStatus, type Repository } from "./pull-request.js";
import { upsertStickyComment, type StickyCommentResult } from "./sticky-comment.js";

export interface PublishOptions {
  repository: Repository;
  pullRequest: number;
  gate: string;
  /** Link in the comment and the status: the run with the logs and artifacts. */
  runUrl?: string;
  /** Metrics charted in the comment's trend (config trend.metrics). */
  trendMetrics?: readonly string[];
  /** Set the verdict as a commit status on this commit (a workflow_run job's way to show it). */
  statusSha?: string;
  /**
   * Whether a regression fails (failOnRegression): otherwise the status stays green. An invalid
   * run and an exceeded limit fail regardless.
   */
  failOnRegression: boolean;
  /**
   * Post the comment (true, the default); false sets only the status. "on-regression": post it
   * when something regressed (acknowledged or not), a limit was exceeded or the measurement is
   * invalid; otherwise only
   * update the comment an earlier run left, so it does not go on showing a regression since fixed.
   */
  comment?: CommentPolicy;
}

export type CommentPolicy = boolean | "on-regression";

/**
 * Verdicts that "on-regression" comments on: a regression, accepted or not, an exceeded absolute
 * limit, an invalid run, or lost confirmed messages.
 */
export function calledForComment(outcome: Pick<GateOutcome, "verdict">): boolean {
  return outcome.verdict !== "pass";
}

export interface PublishResult {
  comment: StickyCommentResult | { outcome: "skipped" };
  status?: { outcome: "set" | "forbidden" | "failed"; message?: string };
}

/** The gate's comment for an outcome: what the action and the CLI's `report` post. */
export function commentBody(
  outcome: GateOutcome,
  options: Partial<Pick<PublishOptions, "pullRequest" | "runUrl" | "trendMetrics">>,
): string {
  return renderComment({
    results: outcome.results,
    ...(outcome.comparison && { comparison: outcome.comparison }),
    limits: outcome.limits,
    sameJob: outcome.sameJob,
    verdict: outcome.verdict,
    storedVerdict: outcome.storedVerdict,
    ...(outcome.baselineSource && { baseline: outcome.baselineSource }),
    history: outcome.history,
    trend: {
      currentLabel: options.pullRequest ? `#${options.pullRequest}` : "this run",
      ...(options.trendMetrics && { metrics: options.trendMetrics }),
      ...(outcome.changePoints && { changePoints: outcome.changePoints }),
    },
    ...(options.runUrl && { runUrl: options.runUrl }),
    notices: outcome.notices,
  });
}

/**
 * Posts (or updates) the sticky comment and, when asked, the commit status. Never throws for
 * GitHub's refusals: the results say what happened and the caller warns.
 */
export async function publishToPullRequest(
  client: GitHubClient,
  outcome: GateOutcome,
  options: PublishOptions,
): Promise<PublishResult> {
  const comment =
    options.comment === false
      ? { outcome: "skipped" as const }
      : await upsertStickyComment(
          client,
          {
            ...options.repository,
            issueNumber: options.pullRequest,
            marker: commentMarker(options.gate),
          },
          commentBody(outcome, options),
          { create: options.comment !== "on-regression" || calledForComment(outcome) },
        );
  if (!options.statusSha) return { comment };
  const failing = exitCodeOf(outcome.verdict, options.failOnRegression) !== ExitCode.Pass;
  try {
    await setCommitStatus(client, options.repository, {
      sha: options.statusSha,
      state: failing ? "failure" : "success",
      context: `rabbitmq-perf-gate / ${options.gate}`,
      description: `${OVERALL_LABELS[outcome.verdict]}: ${verdictSentence(outcome.results, outcome.comparison, outcome.limits)}`,
      ...(options.runUrl && { targetUrl: options.runUrl }),
    });
    return { comment, status: { outcome: "set" } };
  } catch (error) {
    const status = httpStatus(error);
    return {
      comment,
      status: {
        outcome: status === 403 || status === 404 ? "forbidden" : "failed",
        message: (error as Error).message,
      },
    };
  }
}
