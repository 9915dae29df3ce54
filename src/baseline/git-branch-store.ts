import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BrokerError, InputError } from "../model/errors.js";
import { gitFailure, runGit, type GitCall, type GitResult, type GitRunner } from "./git.js";
import { parseResultsJson } from "./read.js";
import { ResultsSchema, resultsJson, type Results } from "../model/results.js";
import type { BaselineMatch, BaselineQuery, BaselineStore, SavedBaseline } from "./store.js";
import {
  BASELINE_INDEX_SCHEMA_ID,
  IndexSchema,
  newestFirst,
  type BaselineIndex,
  type IndexEntry,
} from "./git-branch-index.js";

export interface GitBranchStoreOptions {
  gate: string;
  branch: string;
  remote: string;
  /** Results kept per gate; older ones are removed from the branch's tree on save. */
  keep: number;
  /** The repository (a checkout with the remote configured). */
  cwd?: string;
  /** Why this run may not write (a pull request); saving then fails with it. */
  readOnlyReason?: string;
  git?: GitRunner;
  /** Commits of the base walked back from the merge base looking for a stored result. */
  scanLimit?: number;
  /** Pushes tried before giving up when other jobs keep pushing first. */
  maxAttempts?: number;
  /** Base of the randomised wait between attempts. */
  retryDelayMs?: number;
}

const NETWORK_TIMEOUT_MS = 120_000;
const LOCAL_TIMEOUT_MS = 30_000;
/** Commits of the main line walked for `history` with `firstParent` (git lists 100,000 in well under a second). */
const FIRST_PARENT_SCAN_LIMIT = 100_000;

/**
 * Baselines on a branch of the repository itself: `<gate>/<sha>.json`, one results file per commit
 * of the default branch, and `<gate>/index.json` listing them newest first. No server, no token
 * beyond the checkout's, and the history is reviewable like any branch.
 *
 * The user's work tree, index and HEAD are never touched: the branch is fetched into a short-lived
 * private ref (`refs/rabbitmq-perf-gate/<branch>/…`), read with `git show`, and a new commit is built with a
 * temporary index file and plumbing commands. A push that loses the race with another job is not
 * forced: the store fetches the new tip, re-applies its one entry on top and pushes again, so
 * concurrent writers lose no entry.
 */
export class GitBranchBaselineStore implements BaselineStore {
  readonly name = "git-branch";
  readonly mayBeEmpty = true;
  private readonly cwd: string;
  private readonly git: GitRunner;
  private readonly refPrefix: string;
  private readonly scanLimit: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: GitBranchStoreOptions) {
    this.cwd = options.cwd ?? process.cwd();
    this.git = options.git ?? runGit;
    this.refPrefix = `refs/rabbitmq-perf-gate/${options.branch}`;
    this.scanLimit = options.scanLimit ?? 1000;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.retryDelayMs = options.retryDelayMs ?? 250;
  }

  describe(): string {
    return `branch '${this.options.branch}' of remote '${this.options.remote}'`;
  }

  async find(query: BaselineQuery = {}): Promise<BaselineMatch | undefined> {
    const tip = await this.fetchTip();
    if (!tip) return undefined;
    const entries = await this.readIndex(tip);
    if (entries.length === 0) return undefined;

    let fallback: string | undefined;
    if (query.at) {
      const walk = await this.ancestors(query.at);
      const label = query.atLabel ?? "the requested commit";
      const bySha = new Map(entries.map((entry) => [entry.sha, entry]));
      for (const [distance, sha] of walk.shas.entries()) {
        const entry = bySha.get(sha);
        if (!entry) continue;
        const where =
          distance === 0 ? label : `${plural(distance, "commit")} before ${label} (${short(walk.shas[0]!)})`;
        return {
          results: await this.readResults(tip, entry),
          source: `stored result of ${short(sha)}, ${where}`,
        };
      }
      fallback = walk.missing
        ? `${label} ${short(query.at)} is not in this clone's history (check out with fetch-depth: 0)`
        : walk.shas.length < this.scanLimit
          ? `no stored result at or before ${label} ${short(query.at)} in the ${plural(walk.shas.length, "commit")} of this clone's history (a shallow clone? check out with fetch-depth: 0)`
          : `no stored result in the ${this.scanLimit} commits before ${label} ${short(query.at)}`;
    }
    const newest = this.onRef(entries, query.ref)[0] ?? entries[0]!;
    const what = query.ref && newest.ref === qualify(query.ref) ? `for ${query.ref}` : "on the branch";
    return {
      results: await this.readResults(tip, newest),
      source: `newest stored result ${what}: ${short(newest.sha)} of ${newest.createdAt}`,
      ...(fallback && { fallback }),
    };
  }

  async history(limit: number, query: BaselineQuery = {}): Promise<Results[]> {
    if (limit <= 0) return [];
    const tip = await this.fetchTip();
    if (!tip) return [];
    const entries = await this.readIndex(tip);
    let chosen: IndexEntry[] = [];
    if (query.at) {
      const bySha = new Map(entries.map((entry) => [entry.sha, entry]));
      const walk = await this.ancestors(query.at, query.firstParent === true);
      chosen = walk.shas.flatMap((sha) => bySha.get(sha) ?? []).slice(0, limit);
    }
    // Without usable history (no merge base, a shallow clone) the branch's own order stands in.
    if (chosen.length === 0) chosen = this.onRef(entries, query.ref).slice(0, limit);
    const results = await Promise.all(chosen.map((entry) => this.readResults(tip, entry)));
    return results.reverse();
  }

  async save(results: Results): Promise<SavedBaseline> {
    if (this.options.readOnlyReason) {
      throw new InputError("baseline.store", `git-branch store not written: ${this.options.readOnlyReason}`);
    }
    const sha = results.git?.sha;
    if (!sha || !/^[0-9a-f]{40,64}$/.test(sha)) {
      throw new InputError(
        "baseline.store",
        `the results carry no commit sha (git.sha is ${sha ? `'${sha}'` : "missing"}); the git-branch store files results by commit, so run inside a git checkout`,
      );
    }
    const baseline = ResultsSchema.parse({ ...results, kind: "baseline" });
    const gate = this.options.gate;
    const entry: IndexEntry = {
      sha,
      ref: baseline.git?.ref ?? null,
      createdAt: baseline.createdAt,
      file: `${gate}/${sha}.json`,
    };
    const text = resultsJson(baseline);
    for (let attempt = 1; ; attempt++) {
      const tip = await this.fetchTip();
      const previous = tip ? await this.readIndex(tip) : [];
      const entries = [entry, ...previous.filter((e) => e.sha !== sha)].sort(newestFirst);
      const kept = entries.slice(0, this.options.keep);
      const pruned = entries.slice(this.options.keep);
      const index = { schema: BASELINE_INDEX_SCHEMA_ID, gate, entries: kept };
      const commit = await this.commit(tip, {
        write: { [entry.file]: text, [`${gate}/index.json`]: `${JSON.stringify(index, null, 2)}\n` },
        remove: pruned.filter((e) => e.sha !== sha).map((e) => e.file),
        message: `${gate}: results of ${short(sha)}${entry.ref ? ` (${entry.ref})` : ""}${pruned.length ? `, ${plural(pruned.length, "older result")} pruned` : ""}`,
      });
      const pushArgs = [
        "push",
        "--porcelain",
        this.options.remote,
        `${commit}:refs/heads/${this.options.branch}`,
      ];
      const pushed = await this.git(pushArgs, this.call(NETWORK_TIMEOUT_MS));
      if (pushed.code === 0) {
        return { location: `${this.describe()} as ${entry.file}` };
      }
      if (!lostRace(pushed)) throw gitFailure(`cannot push to ${this.describe()}`, pushArgs, pushed);
      if (attempt >= this.maxAttempts) {
        throw new BrokerError(
          `cannot push to ${this.describe()}: other jobs pushed first ${this.maxAttempts} times in a row; the results of ${short(sha)} were not stored`,
        );
      }
      // Another job pushed first: wait a little (randomised, growing) and re-apply on its tip.
      await sleep(this.retryDelayMs * 2 ** Math.min(attempt - 1, 5) * (0.5 + Math.random()));
    }
  }

  /**
   * Fetches the branch and returns its tip; undefined when the remote has no such branch yet. Each
   * fetch goes to a ref of its own, removed right after, so concurrent saves from one checkout do
   * not fight over a ref lock (the fetched objects stay).
   */
  private async fetchTip(): Promise<string | undefined> {
    const ref = `${this.refPrefix}/${process.pid}-${randomUUID().slice(0, 8)}`;
    // An empty refmap: git would otherwise also update refs/remotes/<remote>/<branch>, a ref
    // concurrent fetches (and the user's own) contend for.
    const args = [
      "fetch",
      "--no-tags",
      "--quiet",
      "--refmap=",
      this.options.remote,
      `+refs/heads/${this.options.branch}:${ref}`,
    ];
    try {
      let fetched = await this.git(args, this.call(NETWORK_TIMEOUT_MS));
      // A push landing while the fetch reads (and the remote's automatic gc after it) can leave
      // the fetch short of objects; the remote is whole again a moment later.
      for (let retry = 1; fetched.code !== 0 && retry < 3 && fetchRaced(fetched.stderr); retry++) {
        await sleep(this.retryDelayMs * retry);
        fetched = await this.git(args, this.call(NETWORK_TIMEOUT_MS));
      }
      if (fetched.code !== 0) {
        if (/couldn't find remote ref|could not find remote ref/i.test(fetched.stderr)) return undefined;
        throw gitFailure(`cannot fetch ${this.describe()}`, args, fetched);
      }
      return await this.run(["rev-parse", "--verify", `${ref}^{commit}`], "read the fetched tip");
    } finally {
      await this.git(["update-ref", "-d", ref], this.call(LOCAL_TIMEOUT_MS)).catch(() => undefined);
    }
  }

  private async readIndex(tip: string): Promise<IndexEntry[]> {
    const path = `${this.options.gate}/index.json`;
    const shown = await this.git(["show", `${tip}:${path}`], this.call(LOCAL_TIMEOUT_MS));
    if (shown.code !== 0) {
      if (/does not exist|exists on disk, but not in/.test(shown.stderr)) return [];
      throw gitFailure(`cannot read ${path} on ${this.describe()}`, ["show", `${tip}:${path}`], shown);
    }
    let parsed: BaselineIndex;
    try {
      parsed = IndexSchema.parse(JSON.parse(shown.stdout));
    } catch (error) {
      throw new InputError(
        "baseline.branch",
        `${path} on ${this.describe()} is not a rabbitmq-perf-gate baseline index (${(error as Error).message.split("\n")[0]}); repair or delete it`,
      );
    }
    return [...parsed.entries].sort(newestFirst);
  }

  private async readResults(tip: string, entry: IndexEntry): Promise<Results> {
    const text = await this.run(["show", `${tip}:${entry.file}`], `read ${entry.file}`);
    return parseResultsJson(text, "baseline", `${this.options.branch}:${entry.file}`);
  }

  /** Up to `scanLimit` commits from `at` back (first `at` itself; `firstParent`: its main line, further); `missing` when git does not know it. */
  private async ancestors(at: string, firstParent = false): Promise<{ shas: string[]; missing: boolean }> {
    // A commit or revision expression, never something git would read as an option.
    if (!/^[A-Za-z0-9][A-Za-z0-9._/^~-]*$/.test(at)) return { shas: [], missing: true };
    const walk = firstParent
      ? ["--first-parent", `--max-count=${FIRST_PARENT_SCAN_LIMIT}`]
      : [`--max-count=${this.scanLimit}`];
    const listed = await this.git(["rev-list", ...walk, `${at}^{commit}`, "--"], this.call(LOCAL_TIMEOUT_MS));
    if (listed.code !== 0) return { shas: [], missing: true };
    return { shas: listed.stdout.split("\n").filter(Boolean), missing: false };
  }

  private onRef(entries: readonly IndexEntry[], ref: string | undefined): IndexEntry[] {
    if (!ref) return [...entries];
    return entries.filter((entry) => entry.ref === qualify(ref));
  }

  /** A commit of `tip`'s tree with files written and removed, built in a temporary index. */
  private async commit(
    tip: string | undefined,
    change: { write: Record<string, string>; remove: string[]; message: string },
  ): Promise<string> {
    const directory = await mkdtemp(join(tmpdir(), "perf-gate-index-"));
    const env = { GIT_INDEX_FILE: join(directory, "index"), ...(await this.identity()) };
    try {
      await this.run(tip ? ["read-tree", tip] : ["read-tree", "--empty"], "prepare the index", env);
      for (const [path, content] of Object.entries(change.write)) {
        const blob = await this.run(["hash-object", "-w", "--stdin"], `store ${path}`, env, content);
        await this.run(
          ["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`],
          `add ${path}`,
          env,
        );
      }
      if (change.remove.length > 0) {
        await this.run(["update-index", "--force-remove", "--", ...change.remove], "prune", env);
      }
      const tree = await this.run(["write-tree"], "write the tree", env);
      return await this.run(
        ["commit-tree", tree, ...(tip ? ["-p", tip] : []), "-m", change.message],
        "commit",
        env,
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }

  /** The committer when the repository has none configured (a fresh runner). */
  private async identity(): Promise<Record<string, string>> {
    const email = await this.git(["config", "user.email"], this.call(LOCAL_TIMEOUT_MS));
    if (email.code === 0 && email.stdout.trim() !== "") return {};
    const name = process.env.GITHUB_ACTIONS === "true" ? "github-actions[bot]" : "rabbitmq-perf-gate";
    const address =
      process.env.GITHUB_ACTIONS === "true"
        ? "41898282+github-actions[bot]@users.noreply.github.com"
        : "rabbitmq-perf-gate@localhost";
    return {
      GIT_AUTHOR_NAME: name,
      GIT_AUTHOR_EMAIL: address,
      GIT_COMMITTER_NAME: name,
      GIT_COMMITTER_EMAIL: address,
    };
  }

  private call(timeoutMs: number, env?: Record<string, string>, input?: string): GitCall {
    return { cwd: this.cwd, timeoutMs, ...(env && { env }), ...(input !== undefined && { input }) };
  }

  /** Runs a local git command that must succeed; returns its trimmed output. */
  private async run(
    args: string[],
    what: string,
    env?: Record<string, string>,
    input?: string,
  ): Promise<string> {
    const result = await this.git(args, this.call(LOCAL_TIMEOUT_MS, env, input));
    if (result.code !== 0) throw gitFailure(`cannot ${what} for ${this.describe()}`, args, result);
    return result.stdout.trim();
  }
}

/** A fetch that read the remote while a push or its automatic gc was changing it (tried 3 times). */
export function fetchRaced(stderr: string): boolean {
  return /did not send all necessary objects|bad object|early EOF|unexpected disconnect/i.test(stderr);
}

/** A rejected push another writer caused (its commit got there first), as opposed to a refusal. */
function lostRace(result: GitResult): boolean {
  return (
    /non-fast-forward|fetch first|\[rejected\]|stale info|cannot lock ref|failed to update ref|incorrect old value/i.test(
      result.stdout + result.stderr,
    ) && !/protected branch|permission|denied|GH006|GH013/i.test(result.stdout + result.stderr)
  );
}

function qualify(ref: string): string {
  return ref.startsWith("refs/") ? ref : `refs/heads/${ref}`;
}

function short(sha: string): string {
  return /^[0-9a-f]{40,64}$/.test(sha) ? sha.slice(0, 7) : sha;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
