import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { commentMarker } from "../../../src/report/comment.js";
import { FakeGitHub, type FakeGitHubOptions } from "../action/github-server.js";
import { fixturePath } from "../../fixtures/load.js";
import { runCli, tempFiles } from "./helpers.js";

/**
 * The fixtures have 3 trials per side: the medians decide (the statistical policy could not). Their
 * regressions are rates and latencies, which bind against a baseline file only with --clock-metrics bind.
 */
const THRESHOLD = ["--policy", "threshold", "--clock-metrics", "bind"];
const HEAD = "0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d";
const BASE = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";

let github: FakeGitHub | undefined;

/** A fake GitHub with pull request #43 (from a fork or not) and no comment yet. */
async function pullRequest43(fork: boolean, options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const server = await new FakeGitHub(options).start();
  server.pulls.set(43, {
    number: 43,
    head: { sha: HEAD, repo: { full_name: fork ? "someone/broker" : "acme/broker" } },
    base: { sha: BASE, ref: "main", repo: { full_name: "acme/broker" } },
    labels: [],
  });
  return server;
}
afterEach(async () => {
  await github?.stop();
  github = undefined;
});

describe("report", () => {
  it("writes the comment, the Markdown and the HTML for a results file and exits by the verdict", async () => {
    const dir = tempFiles({});
    const run = await runCli([
      "report",
      "--current",
      fixturePath("results-regressed"),
      "--baseline",
      fixturePath("baseline-basic"),
      "--comment",
      join(dir, "comment.md"),
      "--markdown",
      join(dir, "report.md"),
      "--html",
      join(dir, "report.html"),
      "--bmf",
      join(dir, "results.bmf.json"),
      "--run-url",
      "https://ci.example/run/7",
      "--no-color",
      ...THRESHOLD,
    ]);
    expect(run.code).toBe(1);
    const comment = readFileSync(join(dir, "comment.md"), "utf8");
    expect(comment.split("\n")[0]).toBe(commentMarker("rabbitmq-perf-gate"));
    expect(comment).toContain("### ❌ rabbitmq-perf-gate: 5 metrics regressed beyond their threshold");
    expect(comment).toContain("Baseline: baseline file '");
    expect(comment).toContain("(https://ci.example/run/7)");
    expect(readFileSync(join(dir, "report.html"), "utf8")).toContain(
      "<h1>rabbitmq-perf-gate: REGRESSION</h1>",
    );
    expect(run.stderr).toContain(`comment written to ${join(dir, "comment.md")}`);
    const bmf = JSON.parse(readFileSync(join(dir, "results.bmf.json"), "utf8")) as Record<string, unknown>;
    expect(bmf).toHaveProperty(["rabbitmq-4.0.5-management/throughput", "publishRate", "value"]);
    expect(run.stderr).toContain(`bmf written to ${join(dir, "results.bmf.json")}`);
  });

  it("without --clock-metrics, moved rates and latencies against a baseline file do not bind", async () => {
    const run = await runCli([
      "report",
      "--current",
      fixturePath("results-regressed"),
      "--baseline",
      fixturePath("baseline-basic"),
      "--no-color",
      "--policy",
      "threshold",
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "(0 regressed; 23 shown, not binding (other run), 8 of them beyond the threshold)",
    );
    expect(run.stdout).toContain(
      "  throughput: 11 metrics shown, not binding; 5 beyond the threshold: publishRate -18.3% worse",
    );
    expect(run.stdout).toContain(
      "Only the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits can fail the gate",
    );
    expect(run.stdout.trimEnd().split("\n").at(-1)).toMatch(/^rabbitmq-perf-gate: PASS: /);
  });

  it("accepts regressions with --label and the config's acknowledge label", async () => {
    const run = await runCli([
      "report",
      "--current",
      fixturePath("results-regressed"),
      "--baseline",
      fixturePath("baseline-basic"),
      "--label",
      "perf-regression-accepted",
      "--no-color",
      ...THRESHOLD,
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("PASS (with warnings)");
  });

  it("posts the sticky comment and the commit status to the pull request", async () => {
    github = await pullRequest43(true);
    const args = [
      "report",
      "--current",
      fixturePath("results-regressed"),
      "--baseline",
      fixturePath("baseline-basic"),
      "--pull-request",
      "43",
      "--repo",
      "acme/broker",
      "--commit-status",
      "--no-color",
      ...THRESHOLD,
    ];
    const env = { GITHUB_TOKEN: "test-token", GITHUB_API_URL: github.baseUrl };
    const first = await runCli(args, env);
    const second = await runCli(args, env);
    expect([first.code, second.code]).toEqual([1, 1]);
    expect(first.stderr).toMatch(
      /comment created: https:\/\/github\.com\/acme\/broker\/pull\/43#issuecomment-\d+/,
    );
    expect(second.stderr).toMatch(/comment updated: /);
    expect(github.commentsOf(43)).toHaveLength(1);
    expect(github.statuses.map((s) => [s.sha, s.state])).toEqual([
      [HEAD, "failure"],
      [HEAD, "failure"],
    ]);
  });

  it("--post-comment on-regression: no comment on a pass; never: only the status", async () => {
    github = await pullRequest43(false);
    const env = { GITHUB_TOKEN: "test-token", GITHUB_API_URL: github.baseUrl };
    const args = (current: string, when: string) => [
      "report",
      "--current",
      fixturePath(current),
      "--baseline",
      fixturePath("baseline-basic"),
      "--pull-request",
      "43",
      "--repo",
      "acme/broker",
      "--post-comment",
      when,
      "--commit-status",
      ...THRESHOLD,
    ];
    const quiet = await runCli(args("baseline-basic", "on-regression"), env);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).toContain(
      "no comment: nothing regressed (--post-comment on-regression) and no earlier comment to update",
    );
    expect(github.commentsOf(43)).toEqual([]);
    const loud = await runCli(args("results-regressed", "on-regression"), env);
    expect(loud.code).toBe(1);
    expect(github.commentsOf(43)).toHaveLength(1);
    const never = await runCli(args("results-regressed", "never"), env);
    expect(never.code).toBe(1);
    expect(github.count("PATCH", /\/comments\//)).toBe(0);
    expect(github.statuses).toHaveLength(3);
    const bad = await runCli(args("results-basic", "sometimes"), env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--post-comment <when>' argument 'sometimes' is invalid/);
  });

  it("a token that may not comment is a warning; the exit code stays the verdict's", async () => {
    github = await pullRequest43(false, { readOnly: true });
    const run = await runCli(
      [
        "report",
        "--current",
        fixturePath("results-basic"),
        "--baseline",
        fixturePath("baseline-basic"),
        "--pull-request",
        "43",
        "--repo",
        "acme/broker",
        ...THRESHOLD,
      ],
      { GITHUB_TOKEN: "read-only", GITHUB_API_URL: github.baseUrl },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      "warning: cannot comment on pull request #43: Resource not accessible by integration",
    );
  });

  it("--pull-request without a token or a repository is bad input", async () => {
    const noRepo = await runCli([
      "report",
      "--current",
      fixturePath("results-basic"),
      "--pull-request",
      "43",
    ]);
    expect(noRepo.code).toBe(2);
    expect(noRepo.stderr).toBe(
      "error: --repo: required with --pull-request (owner/name, or set GITHUB_REPOSITORY)\n",
    );
    const noToken = await runCli(
      ["report", "--current", fixturePath("results-basic"), "--pull-request", "43", "--repo", "acme/broker"],
      {},
    );
    expect(noToken.stderr).toBe("error: --pull-request: needs a token in GITHUB_TOKEN (or GH_TOKEN)\n");
  });
});
