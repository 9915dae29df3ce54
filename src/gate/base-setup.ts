import { realpath } from "node:fs/promises";
import { basename, dirname, posix, relative, sep } from "node:path";
import { runGit, type GitRunner } from "../baseline/git.js";
import { InputError } from "../model/errors.js";
import { INPUT_LIMITS } from "../model/input-bounds.js";
import { oneLine, quoted, quotedName } from "../model/one-line.js";
import { CONFIG_FILE_NAMES, parseConfigText, type ConfigChoice } from "./config-file.js";
import { readNamedFiles, type NamedFileReader } from "./named-files.js";

/**
 * The merge base's setup, for a same-job A/B (ab.ts): its config file and the files that config
 * names, read from git's objects at the merge base without touching the work tree. The commit
 * comes from git's history, never from a file of the checkout: a fork's pull request can change
 * its own config, not what its base commit holds.
 */
export interface BaseSetup {
  /** The revision asked for (`origin/main`, a sha, `HEAD^1`). */
  rev: string;
  /** The merge base of `rev` and HEAD: the commit whose setup is measured as the reference. */
  commit: string;
  /** HEAD: the commit whose setup is the candidate. */
  head: string;
  /** The config file at the merge base, relative to the repository's root; none: the embedded default. */
  configPath?: string;
  /** The candidate's config file, relative to the repository's root; none: the embedded default. */
  candidatePath?: string;
  /** The config file's value, undefined for the embedded default. */
  raw: unknown;
  /** The texts of the files the config names, by the path as written. */
  files: Map<string, string>;
  /** For reports and errors: "rabbitmq-perf-gate.yml at 1a2b3c4 (merge base of origin/main)". */
  source: string;
}

const GIT_TIMEOUT_MS = 30_000;
/** What git reads as an option, a range or a path spec is not a revision name here. */
const REVISION = /^(?!-)[^\s:]{1,256}$/;

export interface BaseSetupOptions {
  rev: string;
  /** The config the candidate side uses; the base reads the same path at the merge base. */
  choice: ConfigChoice;
  /** Where the command runs (the repository's work tree). */
  cwd: string;
  /** How the user named the revision (`--ab-base`, `input 'ab-base'`), for errors. */
  field: string;
  git?: GitRunner;
}

/** Reads the merge base's setup; every problem is an `InputError` on `field` that says what to do. */
export async function readBaseSetup(options: BaseSetupOptions): Promise<BaseSetup> {
  const { rev, field } = options;
  const git = options.git ?? runGit;
  if (!REVISION.test(rev)) {
    throw new InputError(field, `${quoted(rev)} is not a revision name (a branch, tag or commit sha)`);
  }
  const configDir =
    options.choice.kind === "embedded" ? options.cwd : dirname(await realpath(options.choice.path));
  const run = async (args: string[]) => git(args, { cwd: configDir, timeoutMs: GIT_TIMEOUT_MS });
  const top = await run(["rev-parse", "--show-toplevel"]);
  if (top.code !== 0) {
    throw new InputError(
      field,
      `${quotedName(configDir)} is not in a git repository; the merge base's setup is read with git`,
    );
  }
  const root = top.stdout.trim();
  const revision = await run(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
  if (revision.code !== 0) {
    throw new InputError(
      field,
      `${quoted(rev)} names no commit in this clone; fetch it (actions/checkout: fetch-depth: 0) or name a commit that is here`,
    );
  }
  const head = (await run(["rev-parse", "--verify", "HEAD^{commit}"])).stdout.trim();
  const base = await run(["merge-base", revision.stdout.trim(), head]);
  if (base.code !== 0 || base.stdout.trim() === "") {
    throw new InputError(
      field,
      `${quoted(rev)} and HEAD have no merge base in this clone; a shallow clone hides it: fetch more history (actions/checkout: fetch-depth: 0)`,
    );
  }
  const commit = base.stdout.trim();
  const reader = new CommitReader(run, commit, field);
  const candidatePath = await repositoryPath(options.choice, root, field);
  const configPath =
    candidatePath === undefined ? undefined : await baseConfigPath(options.choice, candidatePath, reader);
  const short = commit.slice(0, 7);
  const describedRev = rev === commit ? short : `merge base of ${rev}`;
  if (configPath === undefined) {
    return {
      rev,
      commit,
      head,
      ...(candidatePath !== undefined && { candidatePath }),
      raw: undefined,
      files: new Map(),
      source: `the embedded default at ${short} (${describedRev})`,
    };
  }
  const source = `${configPath} at ${short} (${describedRev})`;
  const raw = parseConfigText(await reader.text(configPath, `${source}`), configPath, field);
  const files = await readNamedFiles(raw, reader.namedFiles(posix.dirname(configPath), source));
  return { rev, commit, head, configPath, candidatePath, raw, files, source };
}

/** The candidate's config file relative to the repository's root; undefined for the embedded default. */
async function repositoryPath(
  choice: ConfigChoice,
  root: string,
  field: string,
): Promise<string | undefined> {
  if (choice.kind === "embedded") return undefined;
  const path = relative(await realpath(root), await realpath(choice.path))
    .split(sep)
    .join("/");
  if (path.startsWith("../") || path === "..") {
    throw new InputError(
      field,
      `the config ${quotedName(choice.path)} is outside the repository, so the merge base has no version of it`,
    );
  }
  return path;
}

/** The candidate's config path as it is at the merge base; undefined: none there (the embedded default). */
async function baseConfigPath(
  choice: ConfigChoice,
  path: string,
  reader: CommitReader,
): Promise<string | undefined> {
  if (await reader.exists(path)) return path;
  // A found config may have had the other accepted name at the merge base.
  if (choice.kind === "found") {
    const dir = posix.dirname(path);
    for (const name of CONFIG_FILE_NAMES) {
      const other = dir === "." ? name : `${dir}/${name}`;
      if (name !== basename(path) && (await reader.exists(other))) return other;
    }
  }
  return undefined;
}

type Run = (args: string[]) => ReturnType<GitRunner>;

/** Reads blobs of one commit's tree, bounded as files of the work tree are. */
class CommitReader {
  constructor(
    private readonly run: Run,
    private readonly commit: string,
    readonly field: string,
  ) {}

  async exists(path: string): Promise<boolean> {
    return (await this.run(["cat-file", "-e", `${this.commit}:${path}`])).code === 0;
  }

  /**
   * A regular file's text. Its tree entry (`ls-tree -l`: mode, type, size) is read first: git gives
   * a symbolic link's target path as its text, so a link is refused, as the work tree refuses it.
   */
  async text(path: string, shown: string): Promise<string> {
    const listed = await this.run([
      "--literal-pathspecs",
      "ls-tree",
      "-l",
      "-z",
      "--full-tree",
      this.commit,
      "--",
      path,
    ]);
    const entry = /^(\d+) (\w+) ([0-9a-f]+) +(\d+|-)\t([^\0]*)\0/.exec(listed.stdout);
    if (listed.code !== 0 || !entry || entry[5] !== path) {
      throw new InputError(this.field, `${shown}: no such file at the merge base`);
    }
    const [, mode, type, object, size] = entry;
    if (mode === "120000") {
      throw new InputError(
        this.field,
        `${shown} is a symbolic link at the merge base; a file the config names must be a regular file`,
      );
    }
    if (type !== "blob") {
      const kind = type === "tree" ? "a directory" : type === "commit" ? "a submodule" : `a ${type}`;
      throw new InputError(this.field, `${shown} is ${kind} at the merge base, not a file`);
    }
    const bytes = Number(size);
    if (bytes > INPUT_LIMITS.configBytes) {
      throw new InputError(
        this.field,
        `${shown} is ${(bytes / 1024 / 1024).toFixed(1)} MiB; at most ${INPUT_LIMITS.configBytes / 1024 / 1024} MiB is read`,
      );
    }
    const blob = await this.run(["cat-file", "blob", object!]);
    if (blob.code !== 0) {
      throw new InputError(this.field, `${shown}: git could not read it: ${oneLine(blob.stderr.trim())}`);
    }
    return blob.stdout;
  }

  /** A reader of the files a config in `dir` names, as they are at the merge base. */
  namedFiles(dir: string, configSource: string): NamedFileReader {
    return async (file) => {
      const path = posix.normalize(dir === "." ? file.path : `${dir}/${file.path}`);
      if (path.startsWith("../")) {
        throw new InputError(this.field, `${configSource}: ${file.field} leaves the repository`);
      }
      return this.text(path, `${configSource}: ${file.field} ${quotedName(file.path)}`);
    };
  }
}
