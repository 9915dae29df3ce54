import { Octokit } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";

/**
 * The part of Octokit the gate's GitHub code uses: a request by route and a paginated list. The
 * action passes the Octokit of `@actions/github` (proxy and GHES settings of the runner); the CLI
 * builds one from `@octokit/core`. Both throw errors carrying the HTTP `status`.
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

const PaginatingOctokit = Octokit.plugin(paginateRest);

/** A client for the CLI: a token and the API address (GITHUB_API_URL on GHES). */
export function createGitHubClient(options: {
  token: string;
  baseUrl?: string;
  userAgent?: string;
}): GitHubClient {
  const octokit = new PaginatingOctokit({
    auth: options.token,
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
