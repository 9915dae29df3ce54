import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  fetchRaced,
  GitBranchBaselineStore,
  type GitBranchStoreOptions,
} from "../../../src/baseline/git-branch-store.js";
import { runGit, type GitRunner } from "../../../src/baseline/git.js";
import type { Results } from "../../../src/model/results.js";
import { BrokerError, InputError } from "../../../src/model/errors.js";
import { loadFixture } from "../../fixtures/load.js";

/**
 * The git-branch store against real repositories: a bare "origin" and clones of it, as a runner's
 * checkout would be. Nothing is mocked; one test wraps the git runner to make a race happen on cue.
 */
let root: string;
let origin: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@t",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@t",
    },
  }).trim();
}

/** A clone of origin with its own checkout, like a job's workspace. */
function clone(name: string): string {
  const dir = join(root, name);
  git(root, "clone", "--quiet", origin, dir);
  git(dir, "config", "user.email", "dev@example.com");
  git(dir, "config", "user.name", "dev");
  return dir;
}

/** Appends a commit to main in `dir` and pushes it; returns its sha. */
function commitOnMain(dir: string, message: string): string {
  writeFileSync(join(dir, "log.txt"), `${message}\n`, { flag: "a" });
  git(dir, "add", "log.txt");
  git(dir, "commit", "--quiet", "-m", message);
  git(dir, "push", "--quiet", "origin", "HEAD:main");
  return git(dir, "rev-parse", "HEAD");
}

function resultsFor(sha: string, createdAt: string, publishRate?: number): Results {
  const results = loadFixture("baseline-basic");
  results.git = { sha, ref: "refs/heads/main" };
  results.createdAt = createdAt;
  if (publishRate !== undefined) results.targets[0]!.scenarios[0]!.metrics[0]!.summary.median = publishRate;
  return results;
}

function store(cwd: string, options: Partial<GitBranchStoreOptions> = {}): GitBranchBaselineStore {
  return new GitBranchBaselineStore({
    gate: "perf",
    branch: "perf-gate-baselines",
    remote: "origin",
    keep: 100,
    cwd,
    retryDelayMs: 5,
    ...options,
  });
}

/** Files of the gate's folder on origin's branch. */
function storedFiles(): string[] {
  return git(origin, "ls-tree", "--name-only", "perf-gate-baselines", "perf/").split("\n").sort();
}

function storedIndex(): { entries: { sha: string }[] } {
  return JSON.parse(git(origin, "show", "perf-gate-baselines:perf/index.json")) as {
    entries: { sha: string }[];
  };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "perf-gate-git-"));
  origin = join(root, "origin.git");
  git(root, "init", "--quiet", "--bare", "--initial-branch=main", origin);
  const seed = clone("seed");
  commitOnMain(seed, "first");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("GitBranchBaselineStore", () => {
  it("finds nothing before the branch exists, then creates it on the first save", async () => {
    const work = clone("work");
    const sha = git(work, "rev-parse", "HEAD");
    expect(await store(work).find({ at: sha })).toBeUndefined();
    expect(await store(work).history(10, { at: sha })).toEqual([]);

    const saved = await store(work).save(resultsFor(sha, "2025-01-01T00:00:00.000Z"));
    expect(saved.location).toBe(`branch 'perf-gate-baselines' of remote 'origin' as perf/${sha}.json`);
    expect(storedFiles()).toEqual(["perf/index.json", `perf/${sha}.json`].sort());
    const stored = JSON.parse(git(origin, "show", `perf-gate-baselines:perf/${sha}.json`)) as Results;
    expect(stored.kind).toBe("baseline");
    // The checkout is untouched: same branch, same HEAD, nothing staged.
    expect(git(work, "rev-parse", "--abbrev-ref", "HEAD")).toBe("main");
    expect(git(work, "status", "--porcelain")).toBe("");
  });

  it("takes the newest stored result at or before the merge base, and says how far back it is", async () => {
    const main = clone("main");
    const first = git(main, "rev-parse", "HEAD");
    await store(main).save(resultsFor(first, "2025-01-01T00:00:00.000Z", 1000));
    const second = commitOnMain(main, "second");
    await store(main).save(resultsFor(second, "2025-01-02T00:00:00.000Z", 2000));
    const third = commitOnMain(main, "third (not measured)");
    // A commit after the merge base was measured too: it must not be the baseline.
    const fourth = commitOnMain(main, "fourth");
    await store(main).save(resultsFor(fourth, "2025-01-04T00:00:00.000Z", 4000));

    const pr = clone("pr");
    const exact = await store(pr).find({ at: second, atLabel: "the merge base" });
    expect(exact?.results.git?.sha).toBe(second);
    expect(exact?.source).toBe(`stored result of ${second.slice(0, 7)}, the merge base`);
    expect(exact?.fallback).toBeUndefined();

    const earlier = await store(pr).find({ at: third, atLabel: "the merge base" });
    expect(earlier?.results.git?.sha).toBe(second);
    expect(earlier?.source).toBe(
      `stored result of ${second.slice(0, 7)}, 1 commit before the merge base (${third.slice(0, 7)})`,
    );

    const trend = await store(pr).history(10, { at: third });
    expect(trend.map((r) => r.git?.sha)).toEqual([first, second]);
    expect((await store(pr).history(1, { at: fourth })).map((r) => r.git?.sha)).toEqual([fourth]);
  });

  it("falls back to the newest stored result of the base branch and says why", async () => {
    const main = clone("main");
    const first = git(main, "rev-parse", "HEAD");
    await store(main).save(resultsFor(first, "2025-01-01T00:00:00.000Z"));
    const unknown = "0123456789abcdef0123456789abcdef01234567";
    const match = await store(main).find({ at: unknown, atLabel: "the merge base", ref: "main" });
    expect(match?.results.git?.sha).toBe(first);
    expect(match?.source).toBe(
      `newest stored result for main: ${first.slice(0, 7)} of 2025-01-01T00:00:00.000Z`,
    );
    expect(match?.fallback).toBe(
      "the merge base 0123456 is not in this clone's history (check out with fetch-depth: 0)",
    );
  });

  it("prunes to the newest N results of the gate", async () => {
    const main = clone("main");
    const shas = [git(main, "rev-parse", "HEAD")];
    for (let i = 2; i <= 4; i++) shas.push(commitOnMain(main, `commit ${i}`));
    for (const [i, sha] of shas.entries()) {
      await store(main, { keep: 2 }).save(resultsFor(sha, `2025-01-0${i + 1}T00:00:00.000Z`));
    }
    expect(storedFiles()).toEqual(["perf/index.json", `perf/${shas[2]}.json`, `perf/${shas[3]}.json`].sort());
    expect(storedIndex().entries.map((e) => e.sha)).toEqual([shas[3], shas[2]]);
    // Every save is a commit on the branch (fast-forward, never forced): the history is reviewable.
    expect(git(origin, "rev-list", "--count", "perf-gate-baselines")).toBe("4");
  });

  it("refuses to write on a pull request run", async () => {
    const work = clone("work");
    const sha = git(work, "rev-parse", "HEAD");
    const error = await store(work, { readOnlyReason: "a pull_request run never writes the baselines" })
      .save(resultsFor(sha, "2025-01-01T00:00:00.000Z"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(
      "baseline.store: git-branch store not written: a pull_request run never writes the baselines",
    );
    expect(git(origin, "branch", "--list", "perf-gate-baselines")).toBe("");
  });

  it("two concurrent writers in separate checkouts lose no entry", async () => {
    const a = clone("a");
    const b = clone("b");
    const base = git(a, "rev-parse", "HEAD");
    const shas = [base, commitOnMain(a, "two"), commitOnMain(a, "three"), commitOnMain(a, "four")];
    git(b, "fetch", "--quiet", "origin");
    // Each writer saves two results; all four saves race each other.
    await Promise.all([
      store(a).save(resultsFor(shas[0]!, "2025-01-01T00:00:00.000Z")),
      store(b).save(resultsFor(shas[1]!, "2025-01-02T00:00:00.000Z")),
      store(a).save(resultsFor(shas[2]!, "2025-01-03T00:00:00.000Z")),
      store(b).save(resultsFor(shas[3]!, "2025-01-04T00:00:00.000Z")),
    ]);
    expect(
      storedIndex()
        .entries.map((e) => e.sha)
        .sort(),
    ).toEqual([...shas].sort());
    expect(storedFiles()).toHaveLength(5);
  });

  it("re-applies its entry on the new tip when another job pushed first", async () => {
    const a = clone("a");
    const b = clone("b");
    const first = git(a, "rev-parse", "HEAD");
    const second = commitOnMain(a, "two");
    let raced = false;
    // Writer A is about to push; writer B gets there first (exactly once).
    const racing: GitRunner = async (args, call) => {
      if (args[0] === "push" && !raced) {
        raced = true;
        await store(b).save(resultsFor(second, "2025-01-02T00:00:00.000Z"));
      }
      return runGit(args, call);
    };
    const pushes: string[][] = [];
    const counting: GitRunner = (args, call) => {
      if (args[0] === "push") pushes.push([...args]);
      return racing(args, call);
    };
    await store(a, { git: counting }).save(resultsFor(first, "2025-01-01T00:00:00.000Z"));
    expect(pushes).toHaveLength(2);
    expect(storedIndex().entries.map((e) => e.sha)).toEqual([second, first]);
  });

  it("gives up after the configured attempts and says the results were not stored", async () => {
    const work = clone("work");
    const sha = git(work, "rev-parse", "HEAD");
    const rejecting: GitRunner = async (args, call) =>
      args[0] === "push"
        ? { code: 1, stdout: "", stderr: " ! [rejected]        x -> perf-gate-baselines (fetch first)\n" }
        : runGit(args, call);
    const error = await store(work, { git: rejecting, maxAttempts: 3 })
      .save(resultsFor(sha, "2025-01-01T00:00:00.000Z"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrokerError);
    expect((error as Error).message).toContain("other jobs pushed first 3 times in a row");
  });

  it("reports a remote it cannot reach as an infrastructure error naming the command", async () => {
    const work = clone("work");
    git(work, "remote", "set-url", "origin", join(root, "missing.git"));
    const error = await store(work)
      .find({})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrokerError);
    expect((error as Error).message).toMatch(
      /^cannot fetch branch 'perf-gate-baselines' of remote 'origin': 'git fetch/,
    );
  });
});

describe("git-branch store config", () => {
  it("refuses names git would read as options", async () => {
    const { GitBranchBaselineSchema } = await import("../../../src/model/config.js");
    expect(
      GitBranchBaselineSchema.safeParse({ store: "git-branch", remote: "--upload-pack=x" }).success,
    ).toBe(false);
    expect(GitBranchBaselineSchema.safeParse({ store: "git-branch", branch: "-b" }).success).toBe(false);
    expect(GitBranchBaselineSchema.safeParse({ store: "git-branch", branch: "perf/baselines" }).success).toBe(
      true,
    );
  });

  it("treats a merge base that looks like an option as unknown", async () => {
    const work = clone("work");
    const sha = git(work, "rev-parse", "HEAD");
    await store(work).save(resultsFor(sha, "2025-01-01T00:00:00.000Z"));
    const match = await store(work).find({ at: "--output=/tmp/x", atLabel: "the merge base" });
    expect(match?.fallback).toMatch(/is not in this clone's history/);
  });
});

describe("fetchRaced", () => {
  it("retries a fetch that met a concurrent push, not a refusal or a missing branch", () => {
    expect(fetchRaced("fatal: bad object refs/x\nerror: /tmp/o.git did not send all necessary objects")).toBe(
      true,
    );
    expect(fetchRaced("fatal: early EOF")).toBe(true);
    expect(fetchRaced("fatal: couldn't find remote ref perf-gate-baselines")).toBe(false);
    expect(fetchRaced("remote: Permission to o/r.git denied")).toBe(false);
  });
});
