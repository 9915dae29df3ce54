import * as nodeFs from "node:fs/promises";
import { InputError } from "../model/errors.js";
import { writeFileAtomic, type AtomicWriteFs } from "./atomic-write.js";
import { describeReadError, parseResultsJson } from "./read.js";
import { ResultsSchema, resultsJson, type Results } from "../model/results.js";
import type { BaselineMatch, BaselineStore, SavedBaseline } from "./store.js";

/** The file operations the store uses; tests inject failures through it. */
export interface FileStoreFs extends AtomicWriteFs {
  readFile(path: string, encoding: "utf8"): Promise<string>;
}

export interface FileBaselineStoreOptions {
  /** The field errors name; "baseline.path" unless the path came from a flag. */
  field?: string;
  fs?: FileStoreFs;
}

/**
 * The baseline as a JSON file (typically committed to the repository). Writes are atomic: the
 * new content goes to a temporary file in the same directory, is flushed to disk, then renamed
 * over the old file, so a crash or a full disk leaves either the old or the new baseline, never
 * half of one, and no temporary file behind.
 */
export class FileBaselineStore implements BaselineStore {
  readonly name = "file";
  readonly mayBeEmpty = false;
  private readonly field: string;
  private readonly fs: FileStoreFs;

  constructor(
    readonly path: string,
    options: FileBaselineStoreOptions = {},
  ) {
    this.field = options.field ?? "baseline.path";
    this.fs = options.fs ?? nodeFs;
  }

  describe(): string {
    return `file '${this.path}'`;
  }

  async load(): Promise<Results | undefined> {
    let text: string;
    try {
      text = await this.fs.readFile(this.path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw new InputError(this.field, describeReadError(error, this.path), { cause: error });
    }
    return parseResultsJson(text, this.field, this.path);
  }

  /** One baseline, whatever the query: a file has no history to choose from. */
  async find(): Promise<BaselineMatch | undefined> {
    const results = await this.load();
    return results && { results, source: `baseline file '${this.path}'` };
  }

  async history(limit: number): Promise<Results[]> {
    const results = limit > 0 ? await this.load() : undefined;
    return results ? [results] : [];
  }

  async save(results: Results): Promise<SavedBaseline> {
    // Validate before touching the disk: a baseline that cannot be read back must never replace one that can.
    const baseline = ResultsSchema.parse({ ...results, kind: "baseline" });
    const text = resultsJson(baseline);
    try {
      await writeFileAtomic(this.path, text, this.fs);
    } catch (error) {
      // mkdir says EEXIST when a parent directory's name is taken by a file.
      const code = (error as NodeJS.ErrnoException).code === "EEXIST" ? "ENOTDIR" : undefined;
      throw new InputError(this.field, describeWriteError(code ? { code } : error, this.path), {
        cause: error,
      });
    }
    return { location: `file '${this.path}'` };
  }
}

function describeWriteError(error: unknown, path: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "EACCES":
    case "EPERM":
      return `cannot write '${path}' (permission denied); expected a writable location for the baseline file`;
    case "EISDIR":
      return `'${path}' is a directory; expected a file path for the baseline`;
    case "ENOTDIR":
      return `cannot write '${path}': a parent of it is a file, not a directory`;
    case "ENOSPC":
      return `cannot write '${path}' (no space left on device); the previous baseline is unchanged`;
    case "EROFS":
      return `cannot write '${path}' (read-only file system)`;
    default:
      return `cannot write '${path}' (${code ?? (error as Error | undefined)?.message ?? String(error)}); the previous baseline is unchanged`;
  }
}
