import { Octokit } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { retry } from "@octokit/plugin-retry";

/**
 * The part of Octokit the gate's GitHub code uses: a request by route and a paginated list. The
 * action passes the Octokit of `@actions/github` (proxy and GHES settings of the runner); the CLI
 * builds one from `@octokit/core`. Both throw errors carrying the HTTP `status`, and both retry
 * a request GitHub failed on its side (5xx, 429) with `@octokit/plugin-retry`: 3 more tries after
 * 1, 4 and 9 s. Refusals (400, 401, 403, 404, 410, 422, 451) are not retried: they are answers.
 */
export interface GitHubClient {
  request(route: string, parameters?: Record<string, unknown>): Promise<{ status: number; data: unknown }>;
  paginate(route: string, parameters?: Record<string, unknown>): Promise<unknown[]>;
}

/** An Octokit, seen through GitHubClient (its own types are per route). */
export function asGitHubClient(octokit: {
  request: (
    route: string,
    parameters?: Record<string, unknown>,
  ) => Promise<{ status: number; data: unknown }>;
  paginate: (route: string, parameters?: Record<string, unknown>) => Promise<unknown[]>;
}): GitHubClient {
  return {
    request: (route, parameters) => octokit.request(route, parameters),
    paginate: (route, parameters) => octokit.paginate(route, parameters),
  };
}

/** How failed requests are retried: `@octokit/plugin-retry`'s options (tests shorten the waits). */
export interface RetrySettings {
  /** Further tries after a failure on GitHub's side (default 3). */
  retries?: number;
  /** The wait before try n is n² times this, in ms (default 1000). */
  retryAfterBaseValue?: number;
}

const GateOctokit = Octokit.plugin(paginateRest, retry);

/** A client for the CLI: a token and the API address (GITHUB_API_URL on GHES). */
export function createGitHubClient(options: {
  token: string;
  baseUrl?: string;
  userAgent?: string;
  retry?: RetrySettings;
}): GitHubClient {
  const octokit = new GateOctokit({
    auth: options.token,
    ...(options.retry && { retry: options.retry }),
    ...(options.baseUrl && { baseUrl: options.baseUrl.replace(/\/+$/, "") }),
    ...(options.userAgent && { userAgent: options.userAgent }),
  });
  return asGitHubClient(octokit as unknown as Parameters<typeof asGitHubClient>[0]);
}

/** The HTTP status of a failed request, when it was one. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" ? status : undefined;
}

/** "owner/name" into its parts; undefined when it is not that. */
export function parseRepository(fullName: string | undefined): { owner: string; repo: string } | undefined {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(fullName ?? "");
  return match ? { owner: match[1]!, repo: match[2]! } : undefined;
}

/** The login the token acts as, or undefined for installation tokens (GITHUB_TOKEN, apps). */
export async function tokenLogin(client: GitHubClient): Promise<string | undefined> {
  try {
    const response = await client.request("GET /user");
    const login = (response.data as { login?: unknown }).login;
    return typeof login === "string" ? login : undefined;
  } catch (error) {
    const status = httpStatus(error);
    if (status === 401 || status === 403 || status === 404) return undefined;
    throw error;
  }
}
