import { writeFileAtomic } from "../baseline/atomic-write.js";
import { InputError } from "../model/errors.js";
import { quotedName } from "../model/one-line.js";

/** Errors of a path the user gave, rather than of the machine. */
const PATH_ERRORS = new Set(["EISDIR", "ENOTDIR", "EACCES", "EPERM", "EROFS", "ENOENT", "ENAMETOOLONG"]);

/**
 * Output files of a command, written in one place: each atomically (a reader never sees half a
 * report), only when a path is set, and its content rendered only then.
 */

/** Files written, by what they hold. */
export type Written = Partial<
  Record<"results" | "markdown" | "json" | "html" | "bmf" | "thresholds" | "comment", string>
>;

export interface OutputFile {
  what: keyof Written;
  path: string | undefined;
  content: () => string;
}

export async function writeOutputs(files: readonly OutputFile[]): Promise<Written> {
  const written: Written = {};
  for (const file of files) {
    if (!file.path) continue;
    try {
      await writeFileAtomic(file.path, file.content());
    } catch (error) {
      // The paths were checked before the run (output-paths.ts); what changed since is still worded.
      const code = (error as NodeJS.ErrnoException).code;
      if (code && PATH_ERRORS.has(code)) {
        throw new InputError(`the ${file.what} output`, `cannot write ${quotedName(file.path)} (${code})`, {
          cause: error,
        });
      }
      throw error;
    }
    written[file.what] = file.path;
  }
  return written;
}
