import { constants } from "node:fs";
import { access, realpath, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { InputError } from "../model/errors.js";
import { quotedName } from "../model/one-line.js";
import type { ConfigOverrides, OverrideLabels, SettingKey } from "./overrides.js";

/**
 * The files a command will write, checked together before it does any work (a run of many minutes
 * should not end in "cannot write"), by one rule for every command and the action:
 * - a path is a file name: not empty, not a directory, a device, a FIFO or a socket;
 * - no output replaces an input of the same command (`compare --current r.json --markdown r.json`);
 * - no two outputs share a path (the later write would silently win);
 * - the directory it goes into exists or can be created, and can be written.
 * An output is named by the flag or input that gave it (`--markdown`, `markdown-path`).
 */
export interface NamedPath {
  /** The flag or input that gave the path, for the error line. */
  field: string;
  path: string | undefined;
}

export async function checkOutputPaths(
  outputs: readonly NamedPath[],
  inputs: readonly NamedPath[] = [],
): Promise<void> {
  const claimed = new Map<string, { field: string; input: boolean }>();
  for (const input of inputs) {
    if (input.path) claimed.set(await identity(input.path), { field: input.field, input: true });
  }
  for (const output of outputs) {
    if (output.path === undefined) continue;
    const shown = quotedName(output.path);
    if (output.path.trim() === "") throw new InputError(output.field, "an empty path; expected a file name");
    if (/[/\\]$/.test(output.path) || /(^|[/\\])\.{1,2}$/.test(output.path)) {
      throw new InputError(output.field, `${shown} names a directory; expected a file name`);
    }
    const key = await identity(output.path);
    const owner = claimed.get(key);
    if (owner !== undefined) {
      throw new InputError(
        output.field,
        owner.input
          ? `${shown} is what ${owner.field} reads; an output may not replace an input`
          : `${shown} is also ${owner.field}'s path; each output needs its own file`,
      );
    }
    claimed.set(key, { field: output.field, input: false });
    await checkTarget(output.field, output.path, shown);
  }
}

/** A path as the file system resolves it: symbolic links followed where the file exists. */
async function identity(path: string): Promise<string> {
  const absolute = resolve(path);
  try {
    return await realpath(absolute);
  } catch {
    try {
      return resolve(await realpath(dirname(absolute)), absolute.slice(dirname(absolute).length + 1));
    } catch {
      return absolute;
    }
  }
}

async function checkTarget(field: string, path: string, shown: string): Promise<void> {
  const existing = await stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    if (error.code === "ENOTDIR")
      throw new InputError(field, `${shown}: a part of the path is a file, not a directory`);
    throw new InputError(field, `cannot write ${shown} (${error.code ?? error.message})`);
  });
  if (existing?.isDirectory()) throw new InputError(field, `${shown} is a directory; expected a file name`);
  if (existing && !existing.isFile()) {
    const kind = existing.isFIFO() ? "a FIFO" : existing.isSocket() ? "a socket" : "a device";
    throw new InputError(
      field,
      `${shown} is ${kind}; outputs are regular files (written whole, then renamed)`,
    );
  }
  // The nearest directory that exists: the write creates the rest, and needs to write there.
  let directory = dirname(resolve(path));
  for (;;) {
    const found = await stat(directory).catch(() => undefined);
    if (found) {
      if (!found.isDirectory())
        throw new InputError(field, `${shown}: ${quotedName(directory)} is a file, not a directory`);
      break;
    }
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  try {
    await access(directory, constants.W_OK | constants.X_OK);
  } catch {
    throw new InputError(
      field,
      `${shown} cannot be written: the directory ${quotedName(directory)} is not writable`,
    );
  }
}

const OUTPUT_SETTINGS = {
  results: "resultsPath",
  markdown: "markdownPath",
  html: "htmlPath",
  bmf: "bmfPath",
  json: "jsonPath",
} as const satisfies Record<string, SettingKey>;

/**
 * The files a resolved config writes (`output`, settled with the overrides), each named by the flag
 * or input that gave it, else by its config key.
 */
export function configOutputPaths(
  output: Readonly<Partial<Record<keyof typeof OUTPUT_SETTINGS, string>>>,
  given: { overrides: ConfigOverrides; labels: OverrideLabels },
): NamedPath[] {
  return (Object.keys(OUTPUT_SETTINGS) as (keyof typeof OUTPUT_SETTINGS)[]).map((key) => {
    const setting = OUTPUT_SETTINGS[key];
    const label = given.overrides[setting] !== undefined ? given.labels[setting] : undefined;
    return { field: label ?? `output.${key}`, path: output[key] };
  });
}
