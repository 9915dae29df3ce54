import { readFileSync } from "node:fs";
import { parse } from "yaml";

/**
 * The GITHUB_TOKEN permissions a workflow's steps need, derived from what the steps ask of this
 * action (its inputs and their defaults in action.yml) and of the actions beside it, and from the
 * workflow's triggers. Used to check every example workflow, and by the action test that posts a
 * comment with exactly an example's permissions.
 */

export type Level = "read" | "write";
export type Permissions = Record<string, Level | "none">;

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

interface Workflow {
  on: string | string[] | Record<string, unknown>;
  permissions?: Permissions | "read-all" | "write-all";
  jobs: Record<string, { permissions?: Permissions; steps?: Step[] }>;
}

export const ACTION_PREFIX = "rabbitmq-perf-gate/rabbitmq-perf-gate@";

export function readWorkflow(path: string): Workflow {
  return parse(readFileSync(path, "utf8")) as Workflow;
}

export function triggersOf(workflow: Workflow): string[] {
  const on = workflow.on;
  return typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys(on);
}

/** A job's permissions: its own, else the workflow's (a shorthand is refused: name each scope). */
export function jobPermissions(workflow: Workflow, job: string): Permissions {
  const permissions = workflow.jobs[job]?.permissions ?? workflow.permissions;
  if (permissions === undefined || typeof permissions === "string") {
    throw new Error(`job '${job}': no explicit permissions (the repository's default would apply)`);
  }
  return permissions;
}

/**
 * What one job needs, each scope with the level and why:
 * - actions/checkout: contents read;
 * - actions/download-artifact of another run (`run-id`): actions read;
 * - this action on a pull request (or mode report with `pull-request`), unless `comment: false`
 *   or it is a shard of several (`shard: i/N`, which only measures: mode merge judges the shards):
 *   pull-requests write for the comment (labels are read with it);
 * - commit-status true, or auto in mode report, on a pull request: statuses write;
 * - a git-branch store on a run of the default branch (push, schedule, workflow_dispatch) that may
 *   save (save-baseline not false): contents write; reading it (and mode history): contents read;
 * - mode history on a run of the default branch with a token, unless `history-issue: false`:
 *   issues write for the issue that lists the open regression steps.
 */
export function neededPermissions(
  workflow: Workflow,
  job: string,
): Map<string, { level: Level; why: string }> {
  const needs = new Map<string, { level: Level; why: string }>();
  const need = (scope: string, level: Level, why: string) => {
    if (needs.get(scope)?.level === "write") return;
    if (level === "read" && needs.has(scope)) return;
    needs.set(scope, { level, why });
  };
  const triggers = triggersOf(workflow);
  const pullRequestEvent = triggers.some((t) => t === "pull_request" || t === "pull_request_target");
  const branchEvent = triggers.some((t) => ["push", "schedule", "workflow_dispatch"].includes(t));
  for (const step of workflow.jobs[job]?.steps ?? []) {
    const uses = step.uses ?? "";
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([key, value]) => [key, String(value)]),
    );
    if (uses.startsWith("actions/checkout@")) need("contents", "read", "actions/checkout");
    if (uses.startsWith("actions/download-artifact@") && inputs["run-id"]) {
      need("actions", "read", "actions/download-artifact from another run");
    }
    if (!uses.startsWith(ACTION_PREFIX)) continue;
    const mode = inputs.mode ?? "run";
    if (inputs.shard !== undefined && !/\/\s*1$/.test(inputs.shard)) continue;
    const onPullRequest = pullRequestEvent || (mode === "report" && inputs["pull-request"] !== undefined);
    if (onPullRequest && (inputs.comment ?? "auto") !== "false") {
      need(
        "pull-requests",
        "write",
        `the pull request comment (mode ${mode}, comment ${inputs.comment ?? "auto"})`,
      );
    }
    const status = inputs["commit-status"] ?? "auto";
    if (onPullRequest && (status === "true" || (status === "auto" && mode === "report"))) {
      need("statuses", "write", `the commit status (mode ${mode}, commit-status ${status})`);
    }
    if (mode === "history" && branchEvent && inputs["github-token"] && inputs["history-issue"] !== "false") {
      need("issues", "write", `the history issue (history-issue ${inputs["history-issue"] ?? "auto"})`);
    }
    if (inputs["baseline-store"] === "git-branch") {
      const saves =
        branchEvent && mode !== "report" && mode !== "history" && inputs["save-baseline"] !== "false";
      need(
        "contents",
        saves ? "write" : "read",
        saves ? "storing results on the baseline branch" : "reading the baseline branch",
      );
    }
  }
  return needs;
}
