import { httpStatus, tokenLogin, type GitHubClient } from "./client.js";

/**
 * One issue kept up to date by the nightly `history` job: opened when a regression step is open on
 * main, its body rewritten on every run while one is, and closed when none is left. Found by the
 * hidden marker line its body starts with and by its author (the token's own login when the token
 * can say who it is, else any bot: GITHUB_TOKEN's issues are the Actions bot's), among open issues
 * only, so a closed one is never reopened: a new regression gets a new issue. Duplicates a race
 * left are closed. Never throws: a token that may not write issues is "forbidden", the job goes on.
 */

export interface StickyIssueTarget {
  owner: string;
  repo: string;
  /** The hidden line that marks the issue: one open issue per marker. */
  marker: string;
}

/** What the issue should say: open with a title and body, or closed with a last body. */
export type StickyIssueState = { open: true; title: string; body: string } | { open: false; body: string };

export type StickyIssueResult =
  | { outcome: "created" | "updated" | "closed"; number: number; url: string; closedDuplicates: number }
  /** Nothing is open and there is no issue: nothing to do. */
  | { outcome: "absent" }
  | { outcome: "forbidden"; status: number; message: string }
  | { outcome: "failed"; message: string };

interface Issue {
  number: number;
  body?: string | null;
  html_url: string;
  created_at: string;
  pull_request?: unknown;
  user: { login: string; type: string } | null;
}

export async function syncStickyIssue(
  client: GitHubClient,
  target: StickyIssueTarget,
  state: StickyIssueState,
): Promise<StickyIssueResult> {
  const body = state.body.startsWith(target.marker) ? state.body : `${target.marker}\n${state.body}`;
  try {
    const author = await tokenLogin(client);
    const [keep, ...duplicates] = await findIssues(client, target, author);
    for (const duplicate of duplicates) {
      await patch(client, target, duplicate.number, { state: "closed", state_reason: "not_planned" });
    }
    const closedDuplicates = duplicates.length;
    if (!state.open) {
      if (!keep) return { outcome: "absent" };
      const closed = await patch(client, target, keep.number, {
        body,
        state: "closed",
        state_reason: "completed",
      });
      return { outcome: "closed", number: closed.number, url: closed.html_url, closedDuplicates };
    }
    if (keep) {
      const updated = await patch(client, target, keep.number, { title: state.title, body });
      return { outcome: "updated", number: updated.number, url: updated.html_url, closedDuplicates };
    }
    const response = await client.request("POST /repos/{owner}/{repo}/issues", {
      owner: target.owner,
      repo: target.repo,
      title: state.title,
      body,
    });
    const created = response.data as Issue;
    return { outcome: "created", number: created.number, url: created.html_url, closedDuplicates };
  } catch (error) {
    const status = httpStatus(error);
    const message = (error as Error).message ?? String(error);
    if (status === 403 || status === 404 || status === 410) return { outcome: "forbidden", status, message };
    return { outcome: "failed", message: status ? `HTTP ${status}: ${message}` : message };
  }
}

/** Our open issues of the marker, oldest first (the issues list holds pull requests too: left out). */
async function findIssues(
  client: GitHubClient,
  target: StickyIssueTarget,
  author: string | undefined,
): Promise<Issue[]> {
  const issues = (await client.paginate("GET /repos/{owner}/{repo}/issues", {
    owner: target.owner,
    repo: target.repo,
    state: "open",
    per_page: 100,
  })) as Issue[];
  return issues
    .filter((issue) => issue.pull_request === undefined && (issue.body ?? "").startsWith(target.marker))
    .filter((issue) => (author ? issue.user?.login === author : issue.user?.type === "Bot"))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.number - b.number);
}

async function patch(
  client: GitHubClient,
  target: StickyIssueTarget,
  number: number,
  fields: Record<string, unknown>,
): Promise<Issue> {
  const response = await client.request("PATCH /repos/{owner}/{repo}/issues/{issue_number}", {
    owner: target.owner,
    repo: target.repo,
    issue_number: number,
    ...fields,
  });
  return response.data as Issue;
}
