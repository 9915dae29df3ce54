import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ActionsCacheBaselineStore, type CacheBackend } from "../../../src/baseline/actions-cache-store.js";
import type { Results } from "../../../src/model/results.js";
import { createBaselineStore } from "../../../src/baseline/registry.js";
import { InputError } from "../../../src/model/errors.js";
import { loadFixture } from "../../fixtures/load.js";

/**
 * The cache's semantics as @actions/cache documents them: entries are immutable; restore tries the
 * primary key exactly, then each restore key as a prefix, newest entry first.
 */
class MemoryCache implements CacheBackend {
  readonly entries: { key: string; content: string; at: number }[] = [];
  private clock = 0;
  constructor(readonly directory: string) {}

  async restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined> {
    const exact = this.entries.find((entry) => entry.key === primaryKey);
    const prefixed = restoreKeys
      .map((prefix) => this.entries.filter((e) => e.key.startsWith(prefix)).sort((a, b) => b.at - a.at)[0])
      .find(Boolean);
    const hit = exact ?? prefixed;
    if (!hit) return undefined;
    writeFileSync(paths[0]!, hit.content);
    return hit.key;
  }

  async save(paths: string[], key: string): Promise<void> {
    if (this.entries.some((entry) => entry.key === key)) return;
    this.entries.push({ key, content: readFileSync(paths[0]!, "utf8"), at: ++this.clock });
  }
}

const A = "a".repeat(40);
const B = "b".repeat(40);
const C = "c".repeat(40);

function resultsFor(sha: string): Results {
  const results = loadFixture("baseline-basic");
  results.git = { sha, ref: "refs/heads/main" };
  return results;
}

let dir: string;
let cache: MemoryCache;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "perf-gate-cache-"));
  cache = new MemoryCache(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function store(options: { readOnlyReason?: string; targetIds?: string[] } = {}): ActionsCacheBaselineStore {
  return new ActionsCacheBaselineStore({
    gate: "perf gate",
    targetIds: options.targetIds ?? ["rabbitmq-4.0.5", "quorum,3n"],
    cache,
    fingerprint: "linux-x64-4cpu",
    ...(options.readOnlyReason && { readOnlyReason: options.readOnlyReason }),
  });
}

describe("ActionsCacheBaselineStore", () => {
  it("keys entries by gate, target ids, runner fingerprint and commit", async () => {
    const saved = await store().save(resultsFor(A));
    expect(saved.location).toBe(
      `Actions cache key 'rabbitmq-perf-gate-v1-perf_gate-quorum_3n+rabbitmq-4.0.5-linux-x64-4cpu-${A}'`,
    );
    expect(cache.entries.map((entry) => entry.key)).toEqual([
      `rabbitmq-perf-gate-v1-perf_gate-quorum_3n+rabbitmq-4.0.5-linux-x64-4cpu-${A}`,
    ]);
  });

  it("finds the merge base's entry when there is one", async () => {
    await store().save(resultsFor(A));
    await store().save(resultsFor(B));
    const match = await store().find({ at: A, atLabel: "the merge base" });
    expect(match?.results.git?.sha).toBe(A);
    expect(match?.source).toBe("cached result of aaaaaaa, the merge base");
    expect(match?.fallback).toBeUndefined();
  });

  it("else takes the newest entry the branch can read, and says so", async () => {
    await store().save(resultsFor(A));
    await store().save(resultsFor(B));
    const match = await store().find({ at: C, atLabel: "the merge base" });
    expect(match?.results.git?.sha).toBe(B);
    expect(match?.source).toMatch(/^newest cached result this branch can read: bbbbbbb of /);
    expect(match?.fallback).toBe("no cached result for the merge base ccccccc");
  });

  it("finds nothing for other targets: their numbers would not compare", async () => {
    await store().save(resultsFor(A));
    expect(await store({ targetIds: ["rabbitmq-4.1.0"] }).find({ at: A })).toBeUndefined();
  });

  it("refuses to write on a pull request run", async () => {
    const error = await store({ readOnlyReason: "pull request runs never store baselines" })
      .save(resultsFor(A))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(cache.entries).toEqual([]);
  });

  it("exists in the action only: the factory refuses it without the runner's cache", () => {
    expect(() => createBaselineStore({ store: "actions-cache" })).toThrow(
      "baseline.store: 'actions-cache' works in the GitHub Action only (the runner's cache service); use 'file' or 'git-branch' elsewhere",
    );
    expect(createBaselineStore({ store: "actions-cache" }, { cache }).name).toBe("actions-cache");
  });
});
