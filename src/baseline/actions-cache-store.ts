import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { InputError } from "../model/errors.js";
import { writeFileAtomic } from "./atomic-write.js";
import { describeReadError, parseResultsJson } from "./read.js";
import { ResultsSchema, resultsJson, type Results } from "../model/results.js";
import type { BaselineMatch, BaselineQuery, BaselineStore, SavedBaseline } from "./store.js";

/**
 * The runner's cache as the store needs it. The action injects an implementation over
 * `@actions/cache`; the core never imports the runner's packages.
 */
export interface CacheBackend {
  /** Where cached files are put; the same path on save and restore (the cache version includes it). */
  readonly directory: string;
  /** Restores `paths`; returns the key that matched (`primaryKey` or a prefix match), else undefined. */
  restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined>;
  /** Saves `paths` under `key`; an existing entry with that key is left as it is. */
  save(paths: string[], key: string): Promise<void>;
}

export interface ActionsCacheStoreOptions {
  gate: string;
  targetIds: readonly string[];
  cache: CacheBackend;
  /** Why this run may not write (a pull request); saving then fails with it. */
  readOnlyReason?: string;
  /** The runner's fingerprint in keys; default from the OS, architecture and core count. */
  fingerprint?: string;
}

/**
 * Baselines in the GitHub Actions cache under
 * `rabbitmq-perf-gate-v1-<gate>-<targets>-<runner>-<sha>`. Entries are immutable, one per commit of
 * the default branch. A pull request asks for its merge base's key first; otherwise the cache's
 * prefix match gives the newest entry the pull request may read (its base branch, then the default
 * branch), and the report says so.
 */
export class ActionsCacheBaselineStore implements BaselineStore {
  readonly name = "actions-cache";
  readonly mayBeEmpty = true;
  readonly keyPrefix: string;
  private readonly path: string;

  constructor(private readonly options: ActionsCacheStoreOptions) {
    const fingerprint = options.fingerprint ?? runnerFingerprint();
    this.keyPrefix = `rabbitmq-perf-gate-v1-${slug(options.gate)}-${targetsKey(options.targetIds)}-${slug(fingerprint)}-`;
    this.path = join(options.cache.directory, `${slug(options.gate)}.json`);
  }

  describe(): string {
    return `Actions cache '${this.keyPrefix}*'`;
  }

  async find(query: BaselineQuery = {}): Promise<BaselineMatch | undefined> {
    const primary = `${this.keyPrefix}${query.at ?? "none"}`;
    const matched = await this.options.cache.restore([this.path], primary, [this.keyPrefix]);
    if (!matched) return undefined;
    let text: string;
    try {
      text = await readFile(this.path, "utf8");
    } catch (error) {
      throw new InputError(
        "baseline.store",
        `the cache entry '${matched}' restored no results: ${describeReadError(error, this.path)}`,
      );
    }
    const results = parseResultsJson(text, "baseline", `cache entry '${matched}'`);
    const sha = matched.slice(this.keyPrefix.length);
    const label = query.atLabel ?? "the requested commit";
    if (matched === primary) return { results, source: `cached result of ${short(sha)}, ${label}` };
    return {
      results,
      source: `newest cached result this branch can read: ${short(sha)} of ${results.createdAt}`,
      ...(query.at && { fallback: `no cached result for ${label} ${short(query.at)}` }),
    };
  }

  async history(limit: number, query?: BaselineQuery): Promise<Results[]> {
    if (limit <= 0) return [];
    const match = await this.find(query);
    return match ? [match.results] : [];
  }

  async save(results: Results): Promise<SavedBaseline> {
    if (this.options.readOnlyReason) {
      throw new InputError(
        "baseline.store",
        `actions-cache store not written: ${this.options.readOnlyReason}`,
      );
    }
    const sha = results.git?.sha;
    if (!sha) {
      throw new InputError(
        "baseline.store",
        "the results carry no commit sha; the actions-cache store keys results by commit",
      );
    }
    const baseline = ResultsSchema.parse({ ...results, kind: "baseline" });
    await writeFileAtomic(this.path, resultsJson(baseline));
    const key = `${this.keyPrefix}${sha}`;
    await this.options.cache.save([this.path], key);
    return { location: `Actions cache key '${key}'` };
  }
}

/** "linux-x64-4cpu": runners of one label share it, so their numbers compare. */
export function runnerFingerprint(): string {
  return `${os.platform()}-${os.arch()}-${os.cpus().length}cpu`;
}

/** Target ids as they are when short, else a hash of them: keys stay readable and under the limit. */
function targetsKey(ids: readonly string[]): string {
  const joined = slug([...ids].sort().join("+") || "default");
  return joined.length <= 80 ? joined : createHash("sha256").update(joined).digest("hex").slice(0, 12);
}

/** Cache keys may not contain commas; keep them to a safe alphabet. */
function slug(value: string): string {
  return value.replace(/[^A-Za-z0-9._+-]/g, "_");
}

function short(sha: string): string {
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha.slice(0, 7) : sha;
}
