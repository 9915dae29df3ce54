import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { issueBody } from "../../../src/action/modes/history.js";
import {
  historyRepository,
  storeResults,
  type HistoryRepository,
} from "../../fixtures/history-repository.js";
import { realHistory } from "../../fixtures/real-history.js";
import { FakeGitHub } from "./github-server.js";
import { forgetJobSummaryPath } from "./job-summary.js";

/**
 * mode history on the loopback GitHub server, over a real git-branch store whose
 * reductionsPerMessage steps up 2% twice (the second step among the last five results): the issue
 * is created, updated on the next run, closed once an acknowledgement accepts the step, and left
 * alone by a pull request's run.
 */
const MARKER = "<!-- rabbitmq-perf-gate history: perf -->";
let root: string;
let repository: HistoryRepository;
let github: FakeGitHub;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "perf-gate-history-action-"));
  repository = historyRepository(root, "main", 20);
  const steps = [
    { at: 10, factor: 1.02 },
    { at: 15, factor: 1.02 },
  ];
  await storeResults(
    repository.clone,
    realHistory(repository.main, { metric: "reductionsPerMessage", steps }),
  );
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("action mode history", () => {
  const saved = { ...process.env };
  const originalWrite = process.stdout.write.bind(process.stdout);
  let stdout: string;
  let dir: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(root, "job-"));
    writeFileSync(join(dir, "output"), "");
    writeFileSync(join(dir, "summary"), "");
    forgetJobSummaryPath();
    github = await new FakeGitHub().start();
    stdout = "";
    process.stdout.write = ((chunk: string | Uint8Array) => {
      stdout += chunk.toString();
      return true;
    }) as typeof process.stdout.write;
  });

  afterEach(async () => {
    process.stdout.write = originalWrite;
    process.env = { ...saved };
    process.exitCode = 0;
    await github.stop();
  });

  function environment(event: string, config: string, ref = "refs/heads/main") {
    writeFileSync(join(dir, "event.json"), JSON.stringify({ repository: { default_branch: "main" } }));
    writeFileSync(join(dir, "gate.yml"), config);
    Object.assign(process.env, {
      GITHUB_OUTPUT: join(dir, "output"),
      GITHUB_STEP_SUMMARY: join(dir, "summary"),
      GITHUB_WORKSPACE: repository.clone,
      GITHUB_EVENT_NAME: event,
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_REPOSITORY: "acme/broker",
      GITHUB_API_URL: github.baseUrl,
      GITHUB_SERVER_URL: "https://github.com",
      GITHUB_SHA: repository.main.at(-1),
      GITHUB_REF: ref,
      INPUT_MODE: "history",
      INPUT_CONFIG: join(dir, "gate.yml"),
      "INPUT_GITHUB-TOKEN": "test-token",
    });
  }

  const CONFIG = "name: perf\nbaseline:\n  store: git-branch\n";
  const acknowledged = (commit: string) =>
    `${CONFIG}acknowledge:\n  changePoints:\n    - metric: throughput.reductionsPerMessage\n      commit: ${commit.slice(0, 10)}\n      reason: the new queue index, accepted until the follow-up lands\n      expires: 2999-12-31\n`;

  it("creates the issue, updates it on the next run, and closes it when the step is acknowledged", async () => {
    // Someone's issue quoting the marker, and a pull request: neither is the gate's issue.
    github.seedIssue("quoting", `${MARKER}\nquoted by a user`, { login: "reviewer", type: "User" });
    github.seedIssue("a pull request", MARKER, { login: "github-actions[bot]", type: "Bot" }, true);
    environment("schedule", CONFIG);
    expect(await run()).toBe(1);
    const ours = () => github.issues.filter((issue) => issue.user.type === "Bot" && !issue.pull_request);
    expect(ours()).toHaveLength(1);
    const issue = ours()[0]!;
    expect(issue.state).toBe("open");
    expect(issue.title).toBe("Performance: 1 regression step on main (perf)");
    expect(issue.body.startsWith(MARKER)).toBe(true);
    expect(issue.body).toContain(
      `[\`${repository.main[15]!.slice(0, 7)}\`](https://github.com/acme/broker/commit/${repository.main[15]})`,
    );
    expect(stdout).toMatch(
      /::error title=Regression step on main::rabbitmq-4\.0\.5-management\/throughput\.reductionsPerMessage stepped \+2\.\d%25 \(worse\) at [0-9a-f]{7}, after [0-9a-f]{7}/,
    );
    expect(readFileSync(join(dir, "summary"), "utf8")).toContain("Performance history: 1 regression step");
    expect(readFileSync(join(dir, "output"), "utf8")).toContain(issue.html_url);

    environment("schedule", CONFIG);
    expect(await run()).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(github.count("PATCH", /\/issues\/\d+$/)).toBe(1);
    expect(github.count("POST", /\/issues$/)).toBe(1);

    environment("schedule", acknowledged(repository.main[15]!));
    expect(await run()).toBe(0);
    expect(ours()[0]!.state).toBe("closed");
    expect(ours()[0]!.state_reason).toBe("completed");
    expect(ours()[0]!.body).toContain("no open regression over 20 stored results");
    expect(ours()[0]!.body).toContain("acknowledged until 2999-12-31");

    // Nothing open and no open issue: nothing is created, the user's issue is untouched.
    environment("schedule", acknowledged(repository.main[15]!));
    expect(await run()).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(github.issues[0]!.state).toBe("open");
    expect(github.issues[0]!.body).toBe(`${MARKER}\nquoted by a user`);
  }, 60_000);

  it("on a pull request's run reports the verdict and leaves the issues alone", async () => {
    environment("pull_request", CONFIG, "refs/pull/7/merge");
    expect(await run()).toBe(1);
    expect(github.issues).toHaveLength(0);
    expect(github.count("GET", /\/issues$/)).toBe(0);
  }, 60_000);

  it("without issues: write, warns and keeps the verdict", async () => {
    await github.stop();
    github = await new FakeGitHub({ permissions: { contents: "read" } }).start();
    environment("push", CONFIG);
    expect(await run()).toBe(1);
    expect(stdout).toMatch(
      /::warning::The history issue could not be written \(HTTP 403\): give the workflow 'permissions: issues: write'/,
    );
  }, 60_000);
});

describe("the issue's body", () => {
  it("leaves a table too long for an issue in the job summary", () => {
    const table = `### Every step found\n\n${"| row |\n".repeat(20_000)}`;
    const body = issueBody(
      `## ❌ head\n\n- a step\n\n${table}`,
      "https://github.com/acme/broker/actions/runs/1",
    );
    expect(body.length).toBeLessThan(65_536);
    expect(body).toContain("- a step");
    expect(body).not.toContain("| row |");
    expect(body).toContain("[job summary of this run](https://github.com/acme/broker/actions/runs/1)");
    expect(issueBody("short", undefined)).toBe("short");
  });
});
