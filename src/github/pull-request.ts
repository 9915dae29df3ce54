import { httpStatus, type GitHubClient } from "./client.js";

export interface Repository {
  owner: string;
  repo: string;
}

export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  /** The branch it merges into, e.g. "main". */
  baseRef: string;
  /** "owner/name" of the head repository; null when that repository was deleted. */
  headRepository: string | null;
  /** From another repository: its workflows get a read-only token and no secrets. */
  fork: boolean;
  labels: string[];
}

interface PullResponse {
  number: number;
  head: { sha: string; repo: { full_name: string } | null };
  base: { sha: string; ref: string; repo: { full_name: string } };
  labels?: { name: string }[];
}

/** The pull request as the API has it now (labels included: the event's copy may be stale). */
export async function getPullRequest(
  client: GitHubClient,
  repository: Repository,
  number: number,
): Promise<PullRequestInfo> {
  const response = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
    ...repository,
    pull_number: number,
  });
  return pullRequestInfo(response.data as PullResponse);
}

/** The fields the gate uses from a pull request object (API response or event payload). */
export function pullRequestInfo(pull: PullResponse): PullRequestInfo {
  const headRepository = pull.head.repo?.full_name ?? null;
  return {
    number: pull.number,
    headSha: pull.head.sha,
    baseSha: pull.base.sha,
    baseRef: pull.base.ref,
    headRepository,
    fork: headRepository !== pull.base.repo.full_name,
    labels: (pull.labels ?? []).map((label) => label.name),
  };
}

/** The labels of a pull request now. */
export async function listLabels(
  client: GitHubClient,
  repository: Repository,
  number: number,
): Promise<string[]> {
  const labels = (await client.paginate("GET /repos/{owner}/{repo}/issues/{issue_number}/labels", {
    ...repository,
    issue_number: number,
    per_page: 100,
  })) as { name: string }[];
  return labels.map((label) => label.name);
}

/**
 * The merge base of two commits by the compare API: it needs neither the commits nor their
 * history in the local clone (a shallow checkout, a fork's head). Undefined when GitHub cannot say.
 */
export async function mergeBaseOf(
  client: GitHubClient,
  repository: Repository,
  base: string,
  head: string,
): Promise<string | undefined> {
  try {
    const response = await client.request("GET /repos/{owner}/{repo}/compare/{basehead}", {
      ...repository,
      basehead: `${base}...${head}`,
      per_page: 1,
    });
    const sha = (response.data as { merge_base_commit?: { sha?: unknown } }).merge_base_commit?.sha;
    return typeof sha === "string" ? sha : undefined;
  } catch (error) {
    if (httpStatus(error) !== undefined) return undefined;
    throw error;
  }
}

export interface CommitStatus {
  sha: string;
  state: "success" | "failure" | "error" | "pending";
  /** The check's name on the pull request, e.g. "rabbitmq-perf-gate / nightly". */
  context: string;
  description: string;
  targetUrl?: string;
}

/** Sets a commit status: how a workflow_run job puts its verdict on the pull request. */
export async function setCommitStatus(
  client: GitHubClient,
  repository: Repository,
  status: CommitStatus,
): Promise<void> {
  await client.request("POST /repos/{owner}/{repo}/statuses/{sha}", {
    ...repository,
    sha: status.sha,
    state: status.state,
    context: status.context,
    // GitHub refuses descriptions over 140 characters.
    description:
      status.description.length > 140 ? `${status.description.slice(0, 139)}…` : status.description,
    ...(status.targetUrl && { target_url: status.targetUrl }),
  });
}
