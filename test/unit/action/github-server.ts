import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The GitHub REST endpoints the gate uses, served on loopback from memory: issue comments (with
 * Link-header pagination), issues (list, create, edit), labels, pull requests, compare, commit
 * statuses, and /user. Octokit is
 * pointed at it through its baseUrl; nothing is mocked inside the process.
 */

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: "User" | "Bot" };
  created_at: string;
  html_url: string;
}

export interface FakePull {
  number: number;
  head: { sha: string; repo: { full_name: string } | null };
  base: { sha: string; ref: string; repo: { full_name: string } };
  labels: { name: string }[];
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: "open" | "closed";
  state_reason: string | null;
  user: { login: string; type: "User" | "Bot" };
  created_at: string;
  html_url: string;
  /** Set on the pull requests the issues list holds too. */
  pull_request?: { url: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** Comments per page, whatever per_page asks (GitHub may return fewer; clients follow Link). */
  pageSize?: number;
  /** Who the token is: a login answers GET /user; undefined answers 403 like GITHUB_TOKEN does. */
  tokenLogin?: string;
  /** The login comments are created as (the bot behind GITHUB_TOKEN by default). */
  commenter?: { login: string; type: "User" | "Bot" };
  /** Refuse every write with 403, as for a pull request from a fork. */
  readOnly?: boolean;
  /**
   * The GITHUB_TOKEN's permissions, as a workflow's `permissions:` sets them: an endpoint whose
   * scope is not granted at its level answers 403 as GitHub does. Unset: everything is granted.
   */
  permissions?: Readonly<Record<string, string>>;
  /** Answer this many requests, the first ones, with 502 Bad Gateway: a failure on GitHub's side. */
  transientFailures?: number;
  /** Called before a comment is created: lets a test make another run's comment appear first. */
  beforeCreate?: (issue: number) => void;
}

export class FakeGitHub {
  readonly comments = new Map<number, FakeComment[]>();
  readonly issues: FakeIssue[] = [];
  readonly pulls = new Map<number, FakePull>();
  readonly statuses: {
    sha: string;
    state: string;
    context: string;
    description: string;
    target_url?: string;
  }[] = [];
  readonly requests: RecordedRequest[] = [];
  /** merge base by "base...head". */
  readonly mergeBases = new Map<string, string>();
  private server?: Server;
  private nextId = 1000;
  private failed = 0;
  private clock = Date.parse("2025-06-01T00:00:00Z");
  baseUrl = "";

  constructor(readonly options: FakeGitHubOptions = {}) {}

  get owner(): string {
    return this.options.owner ?? "acme";
  }

  get repo(): string {
    return this.options.repo ?? "broker";
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: String(error) }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /** A comment as someone else wrote it (a reviewer, another bot). */
  seed(
    issue: number,
    body: string,
    user: FakeComment["user"] = { login: "reviewer", type: "User" },
  ): FakeComment {
    const comment: FakeComment = {
      id: this.nextId++,
      body,
      user,
      created_at: new Date((this.clock += 1000)).toISOString(),
      html_url: "",
    };
    comment.html_url = `https://github.com/${this.owner}/${this.repo}/pull/${issue}#issuecomment-${comment.id}`;
    this.commentsOf(issue).push(comment);
    return comment;
  }

  /** An issue (or, with `pullRequest`, a pull request) as someone else opened it. */
  seedIssue(title: string, body: string, user: FakeIssue["user"], pullRequest = false): FakeIssue {
    const number = this.issues.length + 1;
    const issue: FakeIssue = {
      number,
      title,
      body,
      state: "open",
      state_reason: null,
      user,
      created_at: new Date((this.clock += 1000)).toISOString(),
      html_url: `https://github.com/${this.owner}/${this.repo}/${pullRequest ? "pull" : "issues"}/${number}`,
      ...(pullRequest && { pull_request: { url: "" } }),
    };
    this.issues.push(issue);
    return issue;
  }

  commentsOf(issue: number): FakeComment[] {
    if (!this.comments.has(issue)) this.comments.set(issue, []);
    return this.comments.get(issue)!;
  }

  count(method: string, pattern: RegExp): number {
    return this.requests.filter((r) => r.method === method && pattern.test(r.path)).length;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", this.baseUrl);
    const method = request.method ?? "GET";
    const body = method === "GET" || method === "DELETE" ? undefined : await readJson(request);
    this.requests.push({ method, path: url.pathname, ...(body && { body }) });
    const send = (status: number, data?: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
      response.end(data === undefined ? "" : JSON.stringify(data));
    };
    const forbidden = () =>
      send(403, {
        message: "Resource not accessible by integration",
        documentation_url: "https://docs.github.com/rest",
        status: "403",
      });
    if (this.failed < (this.options.transientFailures ?? 0)) {
      this.failed++;
      return send(502, { message: "Server Error" });
    }
    if (method !== "GET" && this.options.readOnly) return forbidden();

    const repoPrefix = `/repos/${this.owner}/${this.repo}`;
    const path = url.pathname;
    const needed = requiredPermission(method, path.slice(repoPrefix.length));
    if (this.options.permissions && needed && !granted(this.options.permissions, needed)) return forbidden();
    if (method === "GET" && path === "/user") {
      return this.options.tokenLogin
        ? send(200, { login: this.options.tokenLogin, type: "User" })
        : forbidden();
    }
    if (!path.startsWith(`${repoPrefix}/`)) return send(404, { message: "Not Found" });
    const rest = path.slice(repoPrefix.length);
    let match: RegExpExecArray | null;

    if ((match = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issue = Number(match[1]);
      if (method === "GET") {
        const all = this.commentsOf(issue);
        const size = this.options.pageSize ?? 100;
        const page = Number(url.searchParams.get("page") ?? "1");
        const last = Math.max(1, Math.ceil(all.length / size));
        const links: string[] = [];
        const link = (p: number, rel: string) =>
          `<${this.baseUrl}${path}?per_page=${size}&page=${p}>; rel="${rel}"`;
        if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
        if (page > 1) links.push(link(1, "first"), link(page - 1, "prev"));
        return send(
          200,
          all.slice((page - 1) * size, page * size),
          links.length ? { link: links.join(", ") } : {},
        );
      }
      if (method === "POST") {
        this.options.beforeCreate?.(issue);
        const commenter = this.options.commenter ?? { login: "github-actions[bot]", type: "Bot" as const };
        const comment = this.seed(issue, String(body?.body ?? ""), commenter);
        return send(201, comment);
      }
    }
    if ((match = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
      const id = Number(match[1]);
      const found = [...this.comments.entries()].find(([, list]) => list.some((c) => c.id === id));
      if (!found) return send(404, { message: "Not Found" });
      const [issue, list] = found;
      if (method === "PATCH") {
        const comment = list.find((c) => c.id === id)!;
        comment.body = String(body?.body ?? "");
        return send(200, comment);
      }
      if (method === "DELETE") {
        this.comments.set(
          issue,
          list.filter((c) => c.id !== id),
        );
        return send(204);
      }
    }
    if (rest === "/issues" && method === "GET") {
      const state = url.searchParams.get("state") ?? "open";
      const listed = this.issues.filter((issue) => state === "all" || issue.state === state);
      const size = this.options.pageSize ?? 100;
      const page = Number(url.searchParams.get("page") ?? "1");
      const last = Math.max(1, Math.ceil(listed.length / size));
      const next = `<${this.baseUrl}${path}?state=${state}&per_page=${size}&page=${page + 1}>; rel="next"`;
      return send(200, listed.slice((page - 1) * size, page * size), page < last ? { link: next } : {});
    }
    if (rest === "/issues" && method === "POST") {
      const author = this.options.commenter ?? { login: "github-actions[bot]", type: "Bot" as const };
      return send(201, this.seedIssue(String(body?.title ?? ""), String(body?.body ?? ""), author));
    }
    if ((match = /^\/issues\/(\d+)$/.exec(rest)) && method === "PATCH") {
      const issue = this.issues.find((candidate) => candidate.number === Number(match![1]));
      if (!issue) return send(404, { message: "Not Found" });
      if (typeof body?.title === "string") issue.title = body.title;
      if (typeof body?.body === "string") issue.body = body.body;
      if (body?.state === "open" || body?.state === "closed") issue.state = body.state;
      if (typeof body?.state_reason === "string") issue.state_reason = body.state_reason;
      return send(200, issue);
    }
    if ((match = /^\/issues\/(\d+)\/labels$/.exec(rest)) && method === "GET") {
      const pull = this.pulls.get(Number(match[1]));
      return pull ? send(200, pull.labels) : send(404, { message: "Not Found" });
    }
    if ((match = /^\/pulls\/(\d+)$/.exec(rest)) && method === "GET") {
      const pull = this.pulls.get(Number(match[1]));
      return pull ? send(200, pull) : send(404, { message: "Not Found" });
    }
    if ((match = /^\/compare\/(.+)$/.exec(rest)) && method === "GET") {
      const mergeBase = this.mergeBases.get(decodeURIComponent(match[1]!));
      return mergeBase
        ? send(200, { merge_base_commit: { sha: mergeBase } })
        : send(404, { message: "Not Found" });
    }
    if ((match = /^\/statuses\/([0-9a-f]+)$/.exec(rest)) && method === "POST") {
      const status = {
        sha: match[1]!,
        state: String(body?.state),
        context: String(body?.context),
        description: String(body?.description),
        ...(typeof body?.target_url === "string" && { target_url: body.target_url }),
      };
      this.statuses.push(status);
      return send(201, status);
    }
    return send(404, { message: `Not Found: ${method} ${path}` });
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

const LEVELS: Record<string, number> = { none: 0, read: 1, write: 2 };

/** The scopes (any one suffices) and level a REST call of the gate needs of a GITHUB_TOKEN. */
function requiredPermission(
  method: string,
  rest: string,
): { scopes: string[]; level: "read" | "write" } | undefined {
  const level = method === "GET" ? "read" : "write";
  if (/^\/issues\/(\d+\/comments|comments\/\d+|\d+\/labels)$/.test(rest)) {
    return { scopes: ["pull-requests", "issues"], level };
  }
  if (/^\/issues(\/\d+)?$/.test(rest)) return { scopes: ["issues"], level };
  if (/^\/pulls\/\d+$/.test(rest)) return { scopes: ["pull-requests"], level };
  if (/^\/compare\//.test(rest)) return { scopes: ["contents"], level };
  if (/^\/statuses\//.test(rest)) return { scopes: ["statuses"], level };
  return undefined;
}

function granted(
  permissions: Readonly<Record<string, string>>,
  needed: { scopes: string[]; level: "read" | "write" },
): boolean {
  return needed.scopes.some((scope) => (LEVELS[permissions[scope] ?? "none"] ?? 0) >= LEVELS[needed.level]!);
}
