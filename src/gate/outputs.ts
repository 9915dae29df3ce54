import { writeFileAtomic } from "../baseline/atomic-write.js";

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
    await writeFileAtomic(file.path, file.content());
    written[file.what] = file.path;
  }
  return written;
}
