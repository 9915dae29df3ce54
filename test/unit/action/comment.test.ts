import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { actionGitHubClient } from "../../../src/action/comment.js";
import { createGitHubClient } from "../../../src/github/client.js";
import { run } from "../../../src/action/main.js";
import type { Results } from "../../../src/model/results.js";
import { compareResults } from "../../../src/compare/compare.js";
import { upsertStickyComment } from "../../../src/github/sticky-comment.js";
import { COMMENT_LIMIT, commentMarker } from "../../../src/report/comment.js";
import { fixturePath, loadFixture } from "../../fixtures/load.js";
import { tempFiles } from "../cli/helpers.js";
import { FakeGitHub } from "./github-server.js";
import { forgetJobSummaryPath } from "./job-summary.js";
import { jobPermissions, readWorkflow } from "../docs/workflow-permissions.js";
import { hostileResultsJson } from "../../fixtures/hostile.js";
import { expectInertHtml, expectInertMarkdown } from "../inert.js";
import { renderComment } from "../../fixtures/render.js";

/**
 * The sticky comment against a real HTTP server on loopback that speaks the GitHub REST endpoints
 * the action uses, with the Octokit of @actions/github pointed at it.
 */

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});

const MARKER = commentMarker("perf");
const PR = 43;

async function upsert(body: string) {
  const client = actionGitHubClient("test-token", github.baseUrl);
  return upsertStickyComment(
    client,
    { owner: "acme", repo: "broker", issueNumber: PR, marker: MARKER },
    body,
  );
}

const ours = () => github.commentsOf(PR).filter((c) => c.body.startsWith(MARKER));

describe("upsertStickyComment", () => {
  it("creates one comment, then updates it in place: no duplicate across several pages", async () => {
    github = await new FakeGitHub({ pageSize: 3 }).start();
    // Eight comments before ours: ours lands on page 3 of 3-comment pages.
    for (let i = 0; i < 8; i++) github.seed(PR, `review comment ${i} mentioning ${MARKER} in passing`);
    github.seed(PR, `${commentMarker("other-gate")}\nanother gate's report`, {
      login: "github-actions[bot]",
      type: "Bot",
    });

    const first = await upsert(`${MARKER}\nrun 1`);
    expect(first).toMatchObject({ outcome: "created" });
    for (let i = 0; i < 5; i++) github.seed(PR, `later comment ${i}`);
    const second = await upsert(`${MARKER}\nrun 2`);
    const third = await upsert(`${MARKER}\nrun 3`);

    expect(second).toMatchObject({ outcome: "updated", id: (first as { id: number }).id });
    expect(third).toMatchObject({ outcome: "updated", id: (first as { id: number }).id });
    expect(ours()).toHaveLength(1);
    expect(ours()[0]!.body).toBe(`${MARKER}\nrun 3`);
    expect(github.count("POST", /\/issues\/43\/comments$/)).toBe(1);
    expect(github.count("PATCH", /\/issues\/comments\/\d+$/)).toBe(2);
    // Every page was read: 15 comments at 3 per page, plus the re-check after creating.
    expect(
      github.requests.filter((r) => r.method === "GET" && r.path.endsWith("/comments")).length,
    ).toBeGreaterThanOrEqual(5 + 6 + 6);
  });

  it("adds the marker when the body lacks it", async () => {
    github = await new FakeGitHub().start();
    await upsert("no marker here");
    expect(ours()[0]!.body).toBe(`${MARKER}\nno marker here`);
  });

  it("with a personal token, only the token's own comments are ours, not a copy by someone else", async () => {
    github = await new FakeGitHub({
      tokenLogin: "perf-bot",
      commenter: { login: "perf-bot", type: "User" },
    }).start();
    const copied = github.seed(PR, `${MARKER}\npasted by a reviewer`, { login: "reviewer", type: "User" });
    const result = await upsert(`${MARKER}\nthe report`);
    expect(result).toMatchObject({ outcome: "created" });
    expect(github.commentsOf(PR).find((c) => c.id === copied.id)?.body).toBe(
      `${MARKER}\npasted by a reviewer`,
    );
  });

  it("with GITHUB_TOKEN (no /user), a bot's comment with the marker is ours; a user's is not", async () => {
    github = await new FakeGitHub().start();
    github.seed(PR, `${MARKER}\npasted by a reviewer`, { login: "reviewer", type: "User" });
    const bot = github.seed(PR, `${MARKER}\nold report`, { login: "github-actions[bot]", type: "Bot" });
    expect(await upsert(`${MARKER}\nnew report`)).toMatchObject({ outcome: "updated", id: bot.id });
  });

  it("removes duplicates an earlier race left, keeping the oldest", async () => {
    github = await new FakeGitHub({ pageSize: 2 }).start();
    const bot = { login: "github-actions[bot]", type: "Bot" as const };
    const oldest = github.seed(PR, `${MARKER}\nA`, bot);
    github.seed(PR, "chatter");
    github.seed(PR, `${MARKER}\nB`, bot);
    github.seed(PR, `${MARKER}\nC`, bot);
    const result = await upsert(`${MARKER}\nD`);
    expect(result).toMatchObject({ outcome: "updated", id: oldest.id, removedDuplicates: 2 });
    expect(ours().map((c) => c.body)).toEqual([`${MARKER}\nD`]);
  });

  it("a concurrent run that created its comment first keeps it; ours is removed once", async () => {
    const bot = { login: "github-actions[bot]", type: "Bot" as const };
    let concurrent: { id: number } | undefined;
    github = await new FakeGitHub({
      beforeCreate: (issue) => {
        concurrent ??= github!.seed(issue, `${MARKER}\nthe other run`, bot);
      },
    }).start();
    const result = await upsert(`${MARKER}\nours`);
    expect(result).toMatchObject({ outcome: "updated", id: concurrent!.id, removedDuplicates: 0 });
    expect(ours().map((c) => [c.id, c.body])).toEqual([[concurrent!.id, `${MARKER}\nours`]]);
    expect(github.count("DELETE", /\/issues\/comments\/\d+$/)).toBe(1);
  });

  it("a read-only token (a fork's pull request) is 'forbidden', not an exception", async () => {
    github = await new FakeGitHub({ readOnly: true }).start();
    const result = await upsert(`${MARKER}\nreport`);
    expect(result).toMatchObject({ outcome: "forbidden", status: 403 });
    expect(github.commentsOf(PR)).toEqual([]);
    // A refusal is an answer: asked once, not retried.
    expect(github.count("POST", /\/comments$/)).toBe(1);
  });

  it("retries what GitHub failed on its side (5xx) and then succeeds", async () => {
    github = await new FakeGitHub({ transientFailures: 2 }).start();
    const client = actionGitHubClient("test-token", github.baseUrl, { retryAfterBaseValue: 5 });
    const result = await upsertStickyComment(
      client,
      { owner: "acme", repo: "broker", issueNumber: PR, marker: MARKER },
      "report",
    );
    expect(result).toMatchObject({ outcome: "created" });
    expect(ours()).toHaveLength(1);
    // GET /user failed twice and was asked a third time.
    expect(github.count("GET", /^\/user$/)).toBe(3);
  });

  it("gives up after its retries: a failure, not an exception", async () => {
    github = await new FakeGitHub({ transientFailures: 100 }).start();
    const client = createGitHubClient({
      token: "test-token",
      baseUrl: github.baseUrl,
      retry: { retries: 2, retryAfterBaseValue: 5 },
    });
    const result = await upsertStickyComment(
      client,
      { owner: "acme", repo: "broker", issueNumber: PR, marker: MARKER },
      "report",
    );
    expect(result).toMatchObject({ outcome: "failed", message: expect.stringMatching(/^HTTP 502/) });
    expect(github.count("GET", /^\/user$/)).toBe(3);
  });

  it("posts a truncated comment for a huge matrix, under GitHub's limit", async () => {
    github = await new FakeGitHub().start();
    const many = (results: Results) => ({
      ...results,
      targets: Array.from({ length: 300 }, (_, i) => ({
        ...structuredClone(results.targets[0]!),
        id: `cell-${i}`,
      })),
    });
    const current = many(loadFixture("results-regressed"));
    const body = renderComment({
      results: current,
      comparison: compareResults(
        many(loadFixture("baseline-basic")),
        current,
        { default: 10, metrics: {} },
        { clockMetrics: "bind" },
      ),
    });
    expect(await upsert(body)).toMatchObject({ outcome: "created" });
    const posted = github.requests.find((r) => r.method === "POST")!.body!.body as string;
    expect(posted.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(posted).toContain("metrics regressed beyond their threshold");
  });
});

/** The whole action as the runner calls it, with an event payload and the API on loopback. */
describe("action on pull requests", () => {
  let dir: string;
  const saved = { ...process.env };
  let stdout: string;
  const originalWrite = process.stdout.write.bind(process.stdout);
  const HEAD = "0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d";
  const BASE = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";

  beforeEach(() => {
    dir = tempFiles({ output: "", summary: "" });
    forgetJobSummaryPath();
    process.env.GITHUB_OUTPUT = join(dir, "output");
    process.env.GITHUB_STEP_SUMMARY = join(dir, "summary");
    stdout = "";
    process.stdout.write = ((chunk: string | Uint8Array) => {
      stdout += chunk.toString();
      return true;
    }) as typeof process.stdout.write;
  });

  afterEach(() => {
    process.stdout.write = originalWrite;
    process.env = { ...saved };
    process.exitCode = 0;
  });

  function pull(fork: boolean, labels: string[] = []) {
    return {
      number: PR,
      head: { sha: HEAD, repo: { full_name: fork ? "someone/broker" : "acme/broker" } },
      base: { sha: BASE, ref: "main", repo: { full_name: "acme/broker" } },
      labels: labels.map((name) => ({ name })),
    };
  }

  function environment(event: string, payload: unknown, inputs: Record<string, string>) {
    writeFileSync(join(dir, "event.json"), JSON.stringify(payload));
    Object.assign(process.env, {
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_REPOSITORY: "acme/broker",
      GITHUB_API_URL: github.baseUrl,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_RUN_ID: "4242",
      GITHUB_SHA: HEAD,
      GITHUB_REF: `refs/pull/${PR}/merge`,
    });
    for (const [name, value] of Object.entries({ "github-token": "test-token", ...inputs }))
      process.env[`INPUT_${name.toUpperCase()}`] = value;
  }

  function outputs(): Record<string, string> {
    const text = readFileSync(join(dir, "output"), "utf8");
    const result: Record<string, string> = {};
    for (const match of text.matchAll(/^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm)) result[match[1]!] = match[3]!;
    return result;
  }

  /**
   * The fixtures have 3 trials: the threshold policy judges them (the statistical one could not).
   * Their regressions are rates and latencies: they bind on runners known to be alike.
   */
  function thresholdConfig(): string {
    writeFileSync(join(dir, "gate.yml"), "verdict:\n  policy: threshold\n  clockMetrics: bind\n");
    return join(dir, "gate.yml");
  }

  const compareInputs = () => ({
    config: thresholdConfig(),
    mode: "compare",
    baseline: fixturePath("baseline-basic"),
    current: fixturePath("results-regressed"),
    "markdown-path": join(dir, "report.md"),
  });

  it("comments on the pull request, annotates each regression and fails on it", async () => {
    github = await new FakeGitHub().start();
    github.pulls.set(PR, pull(false));
    environment(
      "pull_request",
      { pull_request: pull(false), repository: { default_branch: "main" } },
      compareInputs(),
    );
    expect(await run()).toBe(1);
    const comment = ours();
    expect(comment).toHaveLength(0); // the default gate name, not "perf"
    const posted = github.commentsOf(PR);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body.startsWith(commentMarker("rabbitmq-perf-gate"))).toBe(true);
    expect(posted[0]!.body).toContain(
      "[Full report, logs and artifacts of this run](https://github.com/acme/broker/actions/runs/4242)",
    );
    expect(outputs()["comment-url"]).toBe(posted[0]!.html_url);
    expect(stdout.match(/::error title=Performance regression::/g)).toHaveLength(5);

    // The run again (a re-run, a new push): the same comment is updated.
    expect(await run()).toBe(1);
    expect(github.commentsOf(PR)).toHaveLength(1);
  });

  it("on a fork's pull request: the 403 is a warning, the summary is written, the job fails only on the verdict", async () => {
    github = await new FakeGitHub({ readOnly: true }).start();
    github.pulls.set(PR, pull(true));
    environment(
      "pull_request",
      { pull_request: pull(true) },
      { ...compareInputs(), current: fixturePath("results-basic") },
    );
    expect(await run()).toBe(0);
    expect(stdout).toMatch(
      /::warning title=Pull request comment skipped::Cannot comment on pull request #43 \(HTTP 403\): the token may not write to it, as on every pull request from a fork\..*fork-safe-report\.yml/,
    );
    expect(readFileSync(join(dir, "summary"), "utf8")).toContain("no metric regressed beyond its threshold");
    expect(outputs()).toMatchObject({ verdict: "pass", "exit-code": "0", "comment-url": "" });
  });

  it("comment: on-regression stays silent on a pass, comments on a regression, then keeps that comment current", async () => {
    github = await new FakeGitHub().start();
    github.pulls.set(PR, pull(false));
    const passing = { ...compareInputs(), current: fixturePath("baseline-basic"), comment: "on-regression" };
    environment("pull_request", { pull_request: pull(false) }, passing);
    expect(await run()).toBe(0);
    expect(github.commentsOf(PR)).toEqual([]);
    expect(github.count("POST", /\/comments$/)).toBe(0);
    expect(stdout).toContain(
      "Pull request #43: no comment: nothing regressed (comment: on-regression), and no earlier comment of this gate to update.",
    );
    expect(outputs()["comment-url"]).toBe("");

    environment(
      "pull_request",
      { pull_request: pull(false) },
      { ...passing, current: fixturePath("results-regressed") },
    );
    expect(await run()).toBe(1);
    expect(github.commentsOf(PR)).toHaveLength(1);
    expect(github.commentsOf(PR)[0]!.body).toContain("metrics regressed beyond their threshold");

    // The regression fixed: the earlier comment now says so, rather than showing a stale failure.
    environment("pull_request", { pull_request: pull(false) }, passing);
    expect(await run()).toBe(0);
    expect(github.commentsOf(PR)).toHaveLength(1);
    expect(github.commentsOf(PR)[0]!.body).toContain("no metric regressed beyond its threshold");
  });

  it("posts the comment with exactly the README workflow's permissions; without pull-requests: write the step fails in one line", async () => {
    const example = readWorkflow(
      join(import.meta.dirname, "..", "..", "..", "examples", "workflows", "perf-gate.yml"),
    );
    const permissions = jobPermissions(example, "perf");
    github = await new FakeGitHub({ permissions }).start();
    github.pulls.set(PR, pull(false));
    const passing = { ...compareInputs(), current: fixturePath("baseline-basic") };
    environment("pull_request", { pull_request: pull(false) }, passing);
    expect(await run()).toBe(0);
    expect(github.commentsOf(PR)).toHaveLength(1);

    const { "pull-requests": _, ...without } = permissions;
    await github.stop();
    github = await new FakeGitHub({ permissions: without }).start();
    github.pulls.set(PR, pull(false));
    environment("pull_request", { pull_request: pull(false) }, passing);
    stdout = "";
    expect(await run()).toBe(2);
    const errors = stdout.split("\n").filter((line) => line.startsWith("::error"));
    expect(errors).toEqual([
      "::error::Cannot comment on pull request #43 (HTTP 403): the job needs 'permissions: pull-requests: write' (or set the input comment: false). The job summary has the report.",
    ]);
    // The report is still written: the failure is the workflow's, not the measurement's.
    expect(readFileSync(join(dir, "summary"), "utf8")).toContain("no metric regressed beyond its threshold");
    expect(outputs()).toMatchObject({ verdict: "pass", "comment-url": "" });
  });

  it("an unknown comment setting is bad input naming the input and what it accepts", async () => {
    github = await new FakeGitHub().start();
    environment("pull_request", { pull_request: pull(false) }, { ...compareInputs(), comment: "sometimes" });
    expect(await run()).toBe(2);
    expect(stdout).toContain(
      `::error::input 'comment': expected auto, true, false or on-regression; got "sometimes"`,
    );
  });

  it("the acknowledge label (read from the API, not the stale event) turns regressions into warnings", async () => {
    github = await new FakeGitHub().start();
    github.pulls.set(PR, pull(false, ["perf-regression-accepted"]));
    environment("pull_request", { pull_request: pull(false, []) }, compareInputs());
    expect(await run()).toBe(0);
    expect(outputs()).toMatchObject({ verdict: "pass-with-warnings", regressions: "0", acknowledged: "5" });
    expect(stdout.match(/::warning title=Acknowledged regression::/g)).toHaveLength(5);
    expect(stdout).not.toContain("::error title=Performance regression::");
    expect(github.commentsOf(PR)[0]!.body).toContain("### 🟡 rabbitmq-perf-gate: no unaccepted regression");
  });

  describe("mode report (the trusted half of the fork-safe pair)", () => {
    function workflowRun(headSha: string) {
      return {
        workflow_run: {
          head_sha: headSha,
          event: "pull_request",
          html_url: "https://github.com/acme/broker/actions/runs/4000",
        },
      };
    }

    it("compares the artifact's results, comments and sets the verdict as a commit status", async () => {
      github = await new FakeGitHub().start();
      github.pulls.set(PR, pull(true));
      github.mergeBases.set(`${BASE}...${HEAD}`, BASE);
      writeFileSync(join(dir, "pr-number"), `${PR}\n`);
      environment("workflow_run", workflowRun(HEAD), {
        config: thresholdConfig(),
        mode: "report",
        "pull-request": join(dir, "pr-number"),
        baseline: fixturePath("baseline-basic"),
        current: fixturePath("results-regressed"),
        "markdown-path": join(dir, "report.md"),
        "html-path": join(dir, "report.html"),
      });
      expect(await run()).toBe(1);
      const body = github.commentsOf(PR)[0]!.body;
      // The link goes to the measuring run, where the logs and artifacts are.
      expect(body).toContain("(https://github.com/acme/broker/actions/runs/4000)");
      expect(github.statuses).toEqual([
        {
          sha: HEAD,
          state: "failure",
          context: "rabbitmq-perf-gate / rabbitmq-perf-gate",
          description: "REGRESSION: 5 metrics regressed beyond their threshold",
          target_url: "https://github.com/acme/broker/actions/runs/4000",
        },
      ]);
      expect(readFileSync(join(dir, "report.html"), "utf8")).toContain(
        "<h1>rabbitmq-perf-gate: REGRESSION</h1>",
      );
    });

    it("a crafted artifact: nothing of it is live in the comment, summary, HTML, annotations or log", async () => {
      github = await new FakeGitHub().start();
      github.pulls.set(PR, pull(true));
      github.mergeBases.set(`${BASE}...${HEAD}`, BASE);
      writeFileSync(join(dir, "pr-number"), `${PR}\n`);
      writeFileSync(join(dir, "crafted.json"), hostileResultsJson());
      environment("workflow_run", workflowRun(HEAD), {
        config: thresholdConfig(),
        mode: "report",
        "pull-request": join(dir, "pr-number"),
        baseline: fixturePath("baseline-basic"),
        current: join(dir, "crafted.json"),
        "markdown-path": join(dir, "report.md"),
        "html-path": join(dir, "report.html"),
      });
      // Lost confirmed messages fail the gate: the verdict is read, then rendered.
      expect(await run()).toBe(1);
      const body = github.commentsOf(PR)[0]!.body;
      expect(body).toContain("confirmed messages were lost");
      expectInertMarkdown(body, "comment");
      expectInertMarkdown(readFileSync(join(dir, "summary"), "utf8"), "job summary");
      expectInertMarkdown(readFileSync(join(dir, "report.md"), "utf8"), "Markdown report");
      expectInertHtml(readFileSync(join(dir, "report.html"), "utf8"), "HTML report");
      // A commit status's description is plain text to GitHub: one line, no control characters.
      for (const status of github.statuses) expect(status.description).not.toMatch(/[\p{Cc}\p{Cf}]/u);
      // The log: the report runs inside stop-commands; every command outside it is the gate's own,
      // and none carries a line break, an escape code or a forged title.
      const lines = stdout.split("\n");
      const commands = lines.filter((line) => /^\s*::/.test(line));
      for (const line of commands) {
        // The command and its properties are the gate's; the artifact's text is only ever data.
        const head = /^::([^:]*)::/.exec(line)?.[1] ?? "";
        expect(head, line).toMatch(
          /^(error|warning|notice|group|endgroup|stop-commands|add-mask|[0-9a-f-]{8,})\b/,
        );
        expect(head, line).not.toMatch(/Forged|evil|octocat/);
      }
      expect(stdout).not.toContain("\u001b");
    });

    it("refuses an artifact whose pull request is not at the measured commit", async () => {
      github = await new FakeGitHub().start();
      github.pulls.set(PR, pull(true));
      environment("workflow_run", workflowRun("f".repeat(40)), {
        mode: "report",
        "pull-request": String(PR),
        baseline: fixturePath("baseline-basic"),
        current: fixturePath("results-regressed"),
      });
      expect(await run()).toBe(2);
      expect(stdout).toMatch(
        /::error::pull-request: pull request #43 is at 0c1d2e3, but the measured run was of fffffff/,
      );
      expect(github.commentsOf(PR)).toEqual([]);
      expect(github.statuses).toEqual([]);
    });

    it("a pull request input that is not a number is bad input", async () => {
      github = await new FakeGitHub().start();
      writeFileSync(join(dir, "pr-number"), "43; rm -rf /\n");
      environment("workflow_run", workflowRun(HEAD), {
        mode: "report",
        "pull-request": join(dir, "pr-number"),
        current: fixturePath("results-regressed"),
      });
      expect(await run()).toBe(2);
      expect(stdout).toContain(
        `::error::input 'pull-request': expected a pull request number; got "43; rm -rf /"`,
      );
    });
  });
});
