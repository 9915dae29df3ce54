import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDirectoryHistory } from "../../../src/baseline/directory-history.js";
import { InputError } from "../../../src/model/errors.js";
import { resultsJson, type Results } from "../../../src/model/results.js";
import { historyRepository, type HistoryRepository } from "../../fixtures/history-repository.js";
import { loadFixture } from "../../fixtures/load.js";

/** A directory of results files over a real repository's history (test/fixtures/history-repository.ts). */
let root: string;
let repository: HistoryRepository;

function resultOf(sha: string | undefined, createdAt: string): Results {
  const results = loadFixture("baseline-basic");
  if (sha) results.git = { sha, ref: "refs/heads/main" };
  else delete results.git;
  results.createdAt = createdAt;
  return results;
}

function directory(name: string, files: Record<string, Results | string>): string {
  const dir = join(root, name);
  mkdirSync(dir);
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(join(dir, file), typeof content === "string" ? content : resultsJson(content));
  }
  return dir;
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "perf-gate-dir-history-"));
  repository = historyRepository(root, "repo", 12);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("readDirectoryHistory", () => {
  const options = () => ({ field: "--dir", limit: 100, cwd: repository.clone });

  it("orders the files by main's first-parent line, whatever their names and times", async () => {
    const { main, side } = repository;
    const dir = directory("ordered", {
      "a.json": resultOf(main[5], "2026-10-01T00:00:00Z"),
      "b.json": resultOf(main[1], "2026-10-09T00:00:00Z"),
      "c.json": resultOf(main[11], "2026-10-02T00:00:00Z"),
      "side.json": resultOf(side, "2026-10-03T00:00:00Z"),
      "notes.txt": "not a results file",
    });
    const read = await readDirectoryHistory(dir, options());
    expect(read.runs.map((run) => run.git!.sha)).toEqual([main[1], main[5], main[11]]);
    expect(read.order).toBe("first-parent order of HEAD");
    expect(read.notices).toEqual([
      `side.json left out: its commit ${side.slice(0, 7)} is not on the first-parent line of HEAD`,
    ]);
  });

  it("keeps the newest file of a commit measured twice, and the newest `limit` results", async () => {
    const { main } = repository;
    const dir = directory("twice", {
      "1.json": resultOf(main[2], "2026-10-01T00:00:00Z"),
      "2.json": resultOf(main[2], "2026-10-05T00:00:00Z"),
      "3.json": resultOf(main[3], "2026-10-02T00:00:00Z"),
      "4.json": resultOf(main[4], "2026-10-03T00:00:00Z"),
    });
    const read = await readDirectoryHistory(dir, { ...options(), limit: 2 });
    expect(read.runs.map((run) => run.git!.sha)).toEqual([main[3], main[4]]);
    const all = await readDirectoryHistory(dir, options());
    expect(all.runs[0]!.createdAt).toBe("2026-10-05T00:00:00Z");
    expect(all.notices).toEqual(["1.json left out: 2.json is a newer result of the same commit"]);
  });

  it("falls back to the time written for files of another repository or without a commit", async () => {
    const dir = directory("elsewhere", {
      "x.json": resultOf("f".repeat(40), "2026-10-03T00:00:00Z"),
      "y.json": resultOf(undefined, "2026-10-01T00:00:00Z"),
    });
    const read = await readDirectoryHistory(dir, options());
    expect(read.runs.map((run) => run.createdAt)).toEqual(["2026-10-01T00:00:00Z", "2026-10-03T00:00:00Z"]);
    expect(read.order).toMatch(/^the time each was written/);
    const outside = await readDirectoryHistory(dir, { ...options(), cwd: root });
    expect(outside.order).toBe("the time each was written (no git history here)");
  });

  it("refuses a missing or empty directory and a bad file, naming the field", async () => {
    await expect(readDirectoryHistory(join(root, "nope"), options())).rejects.toThrow(
      /^--dir: cannot read the directory/,
    );
    const empty = directory("empty", {});
    await expect(readDirectoryHistory(empty, options())).rejects.toThrow(/holds no results files/);
    const bad = directory("bad", { "a.json": "{ not json" });
    await expect(readDirectoryHistory(bad, options())).rejects.toBeInstanceOf(InputError);
    await expect(readDirectoryHistory(bad, options())).rejects.toThrow(/^--dir: /);
    const one = directory("one", { "a.json": resultOf(repository.main[0], "2026-10-01T00:00:00Z") });
    await expect(readDirectoryHistory(one, { ...options(), at: "--output=x" })).rejects.toThrow(
      /^--dir: '--output=x' is not a commit or revision git can walk from/,
    );
  });
});
