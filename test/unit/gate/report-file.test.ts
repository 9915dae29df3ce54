import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Results } from "../../../src/model/results.js";
import { ExitCode } from "../../../src/model/errors.js";
import { reportFile } from "../../../src/gate/gate.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { loadFixture } from "../../fixtures/load.js";
import { storedHistory } from "../../fixtures/history.js";

/**
 * The gate with a git-branch store, end to end without a broker: a default-branch run stores its
 * results, a pull request run finds them at its merge base, with the trend and no write.
 */
let root: string;
let work: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

function commit(message: string): string {
  writeFileSync(join(work, "log.txt"), `${message}\n`, { flag: "a" });
  git(work, "add", "log.txt");
  git(work, "commit", "--quiet", "-m", message);
  git(work, "push", "--quiet", "origin", "HEAD:main");
  return git(work, "rev-parse", "HEAD");
}

function resultsFile(
  fixture: "baseline-basic" | "results-regressed",
  sha: string,
  createdAt: string,
): string {
  const results: Results = loadFixture(fixture);
  results.git = { sha, ref: "refs/heads/main" };
  results.createdAt = createdAt;
  const path = join(root, `${sha}.json`);
  writeFileSync(path, JSON.stringify(results));
  return path;
}

const config = () =>
  resolveConfig(
    {
      name: "perf",
      baseline: { store: "git-branch" },
      // The fixture's regressions are rates and latencies: they bind on runners known to be alike.
      verdict: { policy: "threshold", clockMetrics: "bind" },
      trend: { length: 5 },
    },
    { registry: scenarioRegistry },
  );

/** The default clock-metrics mode, with fewer stored runs needed than the default 10. */
const auto = (minRuns = 4) =>
  resolveConfig(
    {
      name: "perf",
      baseline: { store: "git-branch" },
      verdict: { policy: "threshold", history: { runs: 6, minRuns } },
      trend: { length: 2 },
    },
    { registry: scenarioRegistry },
  );

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "perf-gate-report-"));
  git(root, "init", "--quiet", "--bare", "--initial-branch=main", join(root, "origin.git"));
  git(root, "clone", "--quiet", join(root, "origin.git"), join(root, "work"));
  work = join(root, "work");
  git(work, "config", "user.email", "dev@example.com");
  git(work, "config", "user.name", "dev");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("reportFile with the git-branch store", () => {
  it("stores default-branch results, then compares a pull request with its merge base's", async () => {
    const shas = [commit("one"), commit("two"), commit("three")];
    for (const [i, sha] of shas.entries()) {
      const stored = await reportFile(config(), {
        currentPath: resultsFile("baseline-basic", sha, `2025-05-2${i}T00:00:00.000Z`),
        context: {
          cwd: work,
          saveBaseline: true,
          baselineQuery: { at: `${sha}^`, atLabel: "the parent commit" },
        },
      });
      expect(stored.savedBaseline).toBe(
        `branch 'perf-gate-baselines' of remote 'origin' as perf/${sha}.json`,
      );
    }

    const pr = await reportFile(config(), {
      currentPath: resultsFile("results-regressed", "f".repeat(40), "2025-06-01T00:00:00.000Z"),
      context: {
        cwd: work,
        baselineQuery: { at: shas[1], atLabel: "the merge base with main", ref: "main" },
        readOnlyReason: "pull request runs never write the stored baselines",
        saveBaseline: false,
        currentLabel: "#43",
      },
    });
    expect(pr.verdict).toBe("regression");
    expect(pr.exitCode).toBe(ExitCode.Regression);
    expect(pr.baselineSource).toEqual({
      source: `stored result of ${shas[1]!.slice(0, 7)}, the merge base with main`,
    });
    expect(pr.history.map((r) => r.git?.sha)).toEqual([shas[0], shas[1]]);
    expect(pr.comparison?.reference).toMatchObject({
      kind: "separate",
      clockMetrics: "bind",
      historyRuns: 2,
    });
    expect(pr.savedBaseline).toBeUndefined();
    expect(pr.markdownReport).toContain(
      `Baseline: stored result of ${shas[1]!.slice(0, 7)}, the merge base with main.`,
    );
  });

  it("binds rates and latencies against main's stored runs once there are enough (auto)", async () => {
    const shas: string[] = [];
    for (const [i, stored] of storedHistory(4).entries()) {
      const sha = commit(`main ${i}`);
      shas.push(sha);
      const path = join(root, `${sha}.json`);
      writeFileSync(path, JSON.stringify({ ...stored, git: { sha, ref: "refs/heads/main" } }));
      await reportFile(auto(), {
        currentPath: path,
        context: { cwd: work, saveBaseline: true, baselineQuery: { at: `${sha}^` } },
      });
    }
    const pr = await reportFile(auto(), {
      currentPath: resultsFile("results-regressed", "f".repeat(40), "2025-06-01T00:00:00.000Z"),
      context: { cwd: work, baselineQuery: { at: shas[3], ref: "main" }, saveBaseline: false },
    });
    // Four runs were read for the spread; the trend shows the newest two.
    expect(pr.comparison?.reference).toMatchObject({
      clockMetrics: "auto",
      historyRuns: 4,
      historyMinRuns: 4,
    });
    expect(pr.history.map((r) => r.git?.sha)).toEqual(shas.slice(2));
    const publish = pr.comparison!.rows.find((row) => row.metric === "publishRate")!;
    expect(publish).toMatchObject({ verdict: "regressed", binds: true, history: { runs: 4 } });
    expect(pr.verdict).toBe("regression");
    expect(pr.markdownReport).toMatch(/against their spread over up to 4 of main's stored runs/);

    // With one run fewer than needed they are shown, not binding, and the gate passes.
    const fewer = await reportFile(auto(5), {
      currentPath: resultsFile("results-regressed", "e".repeat(40), "2025-06-01T00:00:00.000Z"),
      context: { cwd: work, baselineQuery: { at: shas[3], ref: "main" }, saveBaseline: false },
    });
    expect(fewer.comparison!.rows.find((row) => row.metric === "publishRate")!.verdict).toBe(
      "not-comparable",
    );
    expect(fewer.verdict).toBe("pass");
  });

  it("with nothing stored yet reports the results alone and says so", async () => {
    const sha = commit("one");
    const outcome = await reportFile(config(), {
      currentPath: resultsFile("results-regressed", sha, "2025-06-01T00:00:00.000Z"),
      context: { cwd: work, baselineQuery: { at: sha } },
    });
    expect(outcome.comparison).toBeUndefined();
    expect(outcome.verdict).toBe("pass");
    expect(outcome.baselineSource?.source).toBe(
      "none yet in branch 'perf-gate-baselines' of remote 'origin': results only, nothing compared",
    );
  });

  it("a store that refuses the write is a notice and exit 3, after the report", async () => {
    const sha = commit("one");
    const outcome = await reportFile(config(), {
      currentPath: resultsFile("baseline-basic", sha, "2025-06-01T00:00:00.000Z"),
      context: { cwd: work, saveBaseline: true, readOnlyReason: "only runs of the default branch write" },
    });
    expect(outcome.exitCode).toBe(ExitCode.Infrastructure);
    expect(outcome.notices).toEqual([
      "the results were not stored in branch 'perf-gate-baselines' of remote 'origin': baseline.store: git-branch store not written: only runs of the default branch write",
    ]);
  });
});
