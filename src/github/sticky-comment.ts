import { httpStatus, tokenLogin, type GitHubClient } from "./client.js";

export interface StickyCommentTarget {
  owner: string;
  repo: string;
  /** The pull request (an issue number). */
  issueNumber: number;
  /** The hidden line that marks the comment: one comment per marker. */
  marker: string;
}

export type StickyCommentResult =
  | { outcome: "created" | "updated"; id: number; url: string; removedDuplicates: number }
  /** `create: false` and the pull request has no comment of this marker: nothing was posted. */
  | { outcome: "absent" }
  | { outcome: "forbidden"; status: number; message: string }
  | { outcome: "failed"; message: string };

interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  created_at: string;
  user: { login: string; type: string } | null;
}

/**
 * Creates the pull request's comment for `marker`, or updates it in place. The comment is found
 * by its marker and its author across every page of comments: the token's own login when the
 * token can say who it is (a personal token: GET /user), otherwise any bot (GITHUB_TOKEN and app
 * tokens cannot read /user; their comments are made by a bot). Duplicates left by earlier races
 * are removed, and a race with a concurrent run is settled the same way after creating.
 *
 * With `create: false` an existing comment is updated, and none is created ("absent").
 *
 * Never throws: a token that may not comment (403, as on pull requests from forks) is
 * "forbidden", anything else "failed"; the caller warns and goes on.
 */
export async function upsertStickyComment(
  client: GitHubClient,
  target: StickyCommentTarget,
  body: string,
  options: { create?: boolean } = {},
): Promise<StickyCommentResult> {
  const fullBody = body.startsWith(target.marker) ? body : `${target.marker}\n${body}`;
  try {
    const author = await tokenLogin(client);
    const existing = await findComments(client, target, author);
    const [keep, ...duplicates] = existing;
    if (!keep && options.create === false) return { outcome: "absent" };
    let comment: IssueComment;
    let outcome: "created" | "updated";
    if (keep) {
      comment = await update(client, target, keep.id, fullBody);
      outcome = "updated";
    } else {
      comment = await create(client, target, fullBody);
      outcome = "created";
      // Another run may have created one at the same time: the oldest wins, ours goes.
      const after = await findComments(client, target, author);
      const oldest = after[0];
      if (oldest && oldest.id !== comment.id) {
        const ours = comment.id;
        await remove(client, target, ours);
        comment = await update(client, target, oldest.id, fullBody);
        outcome = "updated";
        // Ours is gone already: deleting it again would be a 404.
        duplicates.push(...after.slice(1).filter((c) => c.id !== ours));
      }
    }
    for (const duplicate of duplicates) await remove(client, target, duplicate.id);
    return { outcome, id: comment.id, url: comment.html_url, removedDuplicates: duplicates.length };
  } catch (error) {
    const status = httpStatus(error);
    const message = (error as Error).message ?? String(error);
    if (status === 403 || status === 404) return { outcome: "forbidden", status, message };
    return { outcome: "failed", message: status ? `HTTP ${status}: ${message}` : message };
  }
}

/** Our comments on the pull request, oldest first. */
async function findComments(
  client: GitHubClient,
  target: StickyCommentTarget,
  author: string | undefined,
): Promise<IssueComment[]> {
  const comments = (await client.paginate("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  })) as IssueComment[];
  return comments
    .filter((comment) => (comment.body ?? "").startsWith(target.marker))
    .filter((comment) => (author ? comment.user?.login === author : comment.user?.type === "Bot"))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

async function create(
  client: GitHubClient,
  target: StickyCommentTarget,
  body: string,
): Promise<IssueComment> {
  const response = await client.request("POST /repos/{owner}/{repo}/issues/{issue_number}/comments", {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body,
  });
  return response.data as IssueComment;
}

async function update(
  client: GitHubClient,
  target: StickyCommentTarget,
  id: number,
  body: string,
): Promise<IssueComment> {
  const response = await client.request("PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}", {
    owner: target.owner,
    repo: target.repo,
    comment_id: id,
    body,
  });
  return response.data as IssueComment;
}

async function remove(client: GitHubClient, target: StickyCommentTarget, id: number): Promise<void> {
  await client.request("DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}", {
    owner: target.owner,
    repo: target.repo,
    comment_id: id,
  });
}
