import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { InputError } from "../model/errors.js";
import type { Results } from "../model/results.js";
import { runGit, type GitRunner } from "./git.js";
import { readResultsFile } from "./read.js";

export interface DirectoryHistory {
  /** Oldest first. */
  runs: Results[];
  /** How the files were put in order, in words. */
  order: string;
  /** Files read but left out, each with the reason. */
  notices: string[];
}

export interface DirectoryHistoryOptions {
  /** The field errors name (the flag the directory came from). */
  field: string;
  /** Results kept, the newest. */
  limit: number;
  /** A git checkout whose first-parent line orders the files, from `at`. */
  cwd: string;
  at?: string;
  git?: GitRunner;
}

/**
 * A history from a directory of results files (`*.json`, not recursive), such as a run's
 * artifacts gathered over time or a copy of the baselines branch. The files are put in the
 * first-parent order of the checkout's history when every one carries a commit and some are on
 * that line (a file of a commit off it is left out, with a notice); otherwise in the order they
 * were written (`createdAt`), as for files of another repository. Each file is validated like any results file: one bad file is an input error
 * naming it, never a silent gap.
 */
export async function readDirectoryHistory(
  directory: string,
  options: DirectoryHistoryOptions,
): Promise<DirectoryHistory> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith(".json")).sort();
  } catch (error) {
    throw new InputError(
      options.field,
      `cannot read the directory '${directory}': ${(error as Error).message}`,
    );
  }
  if (names.length === 0) {
    throw new InputError(options.field, `the directory '${directory}' holds no results files (*.json)`);
  }
  const files = await Promise.all(
    names.map(async (name) => ({
      name,
      results: await readResultsFile(join(directory, name), options.field),
    })),
  );
  const line = await firstParentLine(options);
  const notices: string[] = [];
  let ordered: typeof files;
  let order: string;
  const position = new Map(line?.map((sha, index) => [sha, index]) ?? []);
  const anyOnLine = files.some((file) => position.has(file.results.git?.sha ?? ""));
  if (anyOnLine && files.every((file) => file.results.git?.sha)) {
    const onLine = files.filter((file) => position.has(file.results.git!.sha!));
    for (const file of files) {
      if (!position.has(file.results.git!.sha!)) {
        notices.push(
          `${file.name} left out: its commit ${file.results.git!.sha!.slice(0, 7)} is not on the first-parent line of ${options.at ?? "HEAD"}`,
        );
      }
    }
    // A commit measured twice keeps its newest file; the line lists the newest commit first.
    const newest = new Map<string, (typeof files)[number]>();
    for (const file of onLine) {
      const sha = file.results.git!.sha!;
      const kept = newest.get(sha);
      if (kept && kept.results.createdAt >= file.results.createdAt) {
        notices.push(`${file.name} left out: ${kept.name} is a newer result of the same commit`);
        continue;
      }
      if (kept) notices.push(`${kept.name} left out: ${file.name} is a newer result of the same commit`);
      newest.set(sha, file);
    }
    ordered = [...newest.entries()]
      .sort(([a], [b]) => position.get(b)! - position.get(a)!)
      .map(([, file]) => file);
    order = `first-parent order of ${options.at ?? "HEAD"}`;
  } else {
    ordered = files.sort(
      (a, b) => a.results.createdAt.localeCompare(b.results.createdAt) || a.name.localeCompare(b.name),
    );
    order = !line
      ? "the time each was written (no git history here)"
      : anyOnLine
        ? "the time each was written (some files carry no commit)"
        : "the time each was written (none of their commits is in this checkout's history)";
  }
  return { runs: ordered.slice(-options.limit).map((file) => file.results), order, notices };
}

async function firstParentLine(options: DirectoryHistoryOptions): Promise<string[] | undefined> {
  const at = options.at ?? "HEAD";
  if (!/^[A-Za-z0-9][A-Za-z0-9._/^~-]*$/.test(at)) {
    throw new InputError(options.field, `'${at}' is not a commit or revision git can walk from`);
  }
  const git = options.git ?? runGit;
  const listed = await git(["rev-list", "--first-parent", "--max-count=100000", `${at}^{commit}`, "--"], {
    cwd: options.cwd,
    timeoutMs: 30_000,
  }).catch(() => undefined);
  if (!listed || listed.code !== 0) return undefined;
  return listed.stdout.split("\n").filter(Boolean);
}
