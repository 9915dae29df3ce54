import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setUpGitHub } from "../../../src/action/comment.js";
import { branchRunContext, pullRequestRunContext, readActionEvent } from "../../../src/action/context.js";

const SHA = "0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d";
const BEFORE = "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678";

function event(name: string, payload: unknown, env: Record<string, string> = {}) {
  return readActionEvent(
    {
      GITHUB_EVENT_NAME: name,
      GITHUB_EVENT_PATH: "/event.json",
      GITHUB_REPOSITORY: "acme/broker",
      GITHUB_SHA: SHA,
      GITHUB_REF: "refs/heads/main",
      GITHUB_RUN_ID: "77",
      ...env,
    },
    () => JSON.stringify(payload),
  );
}

describe("readActionEvent", () => {
  it("reads a pull request from a fork, its labels and the run's address", () => {
    const read = event(
      "pull_request",
      {
        pull_request: {
          number: 43,
          head: { sha: SHA, repo: { full_name: "someone/broker" } },
          base: { sha: BEFORE, ref: "main", repo: { full_name: "acme/broker" } },
          labels: [{ name: "perf-regression-accepted" }],
        },
      },
      { GITHUB_REF: "refs/pull/43/merge", GITHUB_RUN_ATTEMPT: "2" },
    );
    expect(read.pullRequest).toEqual({
      number: 43,
      headSha: SHA,
      baseSha: BEFORE,
      baseRef: "main",
      headRepository: "someone/broker",
      fork: true,
      labels: ["perf-regression-accepted"],
    });
    expect(read.runUrl).toBe("https://github.com/acme/broker/actions/runs/77/attempts/2");
    expect(read.apiUrl).toBe("https://api.github.com");
  });

  it("survives a missing or unreadable payload (a local run)", () => {
    const read = readActionEvent({}, () => {
      throw new Error("ENOENT");
    });
    expect(read).toEqual({ name: "local", apiUrl: "https://api.github.com" });
  });
});

describe("run contexts", () => {
  it("a push to the default branch compares with the previous tip and may store", () => {
    const push = event("push", { before: BEFORE, repository: { default_branch: "main" } });
    expect(branchRunContext(push, true)).toEqual({
      baselineQuery: { at: BEFORE, atLabel: "the previous tip of the branch", ref: "main" },
      saveBaseline: true,
      currentLabel: "0c1d2e3",
    });
  });

  it("a push to another branch never stores, and says why", () => {
    const push = event(
      "push",
      { before: "0".repeat(40), repository: { default_branch: "main" } },
      {
        GITHUB_REF: "refs/heads/feature",
      },
    );
    expect(branchRunContext(push, true)).toEqual({
      baselineQuery: { at: `${SHA}^`, atLabel: "the parent commit", ref: "main" },
      readOnlyReason: "only runs of the default branch write the stored baselines (this is feature)",
      saveBaseline: false,
      currentLabel: "0c1d2e3",
    });
  });

  it("a scheduled run is on the default branch although its payload does not say so", () => {
    expect(branchRunContext(event("schedule", { schedule: "17 3 * * *" }), true).saveBaseline).toBe(true);
  });

  it("a pull request compares at its merge base, with its labels, and never writes", () => {
    const context = pullRequestRunContext({
      pullRequest: {
        number: 43,
        headSha: SHA,
        baseSha: BEFORE,
        baseRef: "main",
        headRepository: "acme/broker",
        fork: false,
        labels: ["x"],
      },
      mergeBase: BEFORE,
      notes: [],
    });
    expect(context).toEqual({
      baselineQuery: { at: BEFORE, atLabel: "the merge base with main", ref: "main" },
      labels: ["x"],
      readOnlyReason:
        "pull request runs never write the stored baselines (only runs of the default branch do)",
      saveBaseline: false,
      currentLabel: "#43",
    });
  });
});

describe("setUpGitHub", () => {
  it("a push to the default branch stores its results unless save-baseline is false", async () => {
    const dir = mkdtempSync(join(tmpdir(), "perf-gate-event-"));
    const path = join(dir, "event.json");
    writeFileSync(path, JSON.stringify({ before: BEFORE, repository: { default_branch: "main" } }));
    const env = {
      GITHUB_EVENT_NAME: "push",
      GITHUB_EVENT_PATH: path,
      GITHUB_REPOSITORY: "acme/broker",
      GITHUB_SHA: SHA,
      GITHUB_REF: "refs/heads/main",
    };
    const setUp = (saveBaseline: "auto" | "false") =>
      setUpGitHub(
        { mode: "run", comment: "auto", commitStatus: "auto", saveBaseline, store: "git-branch" },
        env,
      );
    try {
      expect((await setUp("auto")).runContext.saveBaseline).toBe(true);
      expect((await setUp("false")).runContext.saveBaseline).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
