import { open, stat, type FileHandle } from "node:fs/promises";
import type { Stats } from "node:fs";
import { InputError } from "./errors.js";
import { oneLine, quotedName } from "./one-line.js";
import { formatPath } from "./validation.js";

/**
 * Bounds on what the gate reads from outside (a config from any user, a results file that a fork's
 * code may have written), checked before any work on it: a file too large, nested too deep, with
 * too many entries or a key that would reach an object's prototype is refused in one line naming
 * the field, instead of exhausting the stack, the heap or the CPU somewhere downstream.
 *
 * The limits are far above what the gate itself writes: the default suite's results file is about
 * 0.2 MB per target, nests 8 deep, and its longest list is a trial's memory samples (one a second).
 */
export const INPUT_LIMITS = {
  /** A results or baseline file: a 30-target matrix of the default suite is about 6 MB. */
  resultsBytes: 256 * 1024 * 1024,
  /** A config file: the largest example in examples/ is under 10 kB. */
  configBytes: 4 * 1024 * 1024,
  /** Nesting of objects and arrays (the results schema needs 8, a config 7). */
  depth: 64,
  /** Entries of one array or object. */
  entries: 100_000,
} as const;

/** Keys that would set or reach an object's prototype where a plain key is expected. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Walks a parsed JSON or YAML value without recursion (a deep value cannot exhaust the stack) and
 * throws an `InputError` on `field` for the first bound it breaks, naming where in the value.
 */
export function checkInputShape(value: unknown, field: string, what: string): void {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: node, path } = pending.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (path.length >= INPUT_LIMITS.depth) {
      throw new InputError(
        field,
        `${what} nests deeper than ${INPUT_LIMITS.depth} levels at ${formatPath("", path.slice(0, 8))}...`,
      );
    }
    const keys = Array.isArray(node) ? null : Object.keys(node);
    const size = keys ? keys.length : (node as unknown[]).length;
    if (size > INPUT_LIMITS.entries) {
      throw new InputError(
        field,
        `${what}: ${formatPath("", path)} has ${size} entries; at most ${INPUT_LIMITS.entries} are read`,
      );
    }
    if (keys === null) {
      (node as unknown[]).forEach((item, index) => pending.push({ value: item, path: [...path, index] }));
      continue;
    }
    for (const key of keys) {
      if (PROTOTYPE_KEYS.has(key)) {
        throw new InputError(
          field,
          `${what}: ${formatPath("", [...path, key])} is not accepted (a key that names an object's prototype)`,
        );
      }
      pending.push({ value: (node as Record<string, unknown>)[key], path: [...path, key] });
    }
  }
}

/**
 * Reads a file the user named (a config, a results file) as text, refusing before reading what is
 * not a regular file (a FIFO with no writer would block for ever, a device never ends) or is larger
 * than `maxBytes`. Every failure is one `InputError` on `field`; `expected` says what the file should be.
 */
export async function readInputText(
  path: string,
  field: string,
  limits: { maxBytes: number; expected: string },
): Promise<string> {
  const shown = quotedName(path);
  let handle: FileHandle | undefined;
  try {
    const stats = await stat(path);
    if (stats.isDirectory())
      throw new InputError(field, `${shown} is a directory; expected ${limits.expected}`);
    if (!stats.isFile())
      throw new InputError(
        field,
        `${shown} is ${kindOf(stats)}, not a regular file; expected ${limits.expected}`,
      );
    if (stats.size > limits.maxBytes) throw tooLarge(field, shown, stats.size, limits.maxBytes);
    handle = await open(path, "r");
    // Read at most one byte more than allowed: a file that grew since stat() is still refused.
    const buffer = Buffer.alloc(Math.min(stats.size, limits.maxBytes) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > limits.maxBytes) throw tooLarge(field, shown, length, limits.maxBytes);
      if (length === buffer.length) break;
    }
    return buffer.toString("utf8", 0, length);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(field, describeFileError(error, shown, limits.expected), { cause: error });
  } finally {
    await handle?.close();
  }
}

function tooLarge(field: string, shown: string, size: number, maxBytes: number): InputError {
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return new InputError(field, `${shown} is ${mib(size)}; at most ${mib(maxBytes)} is read`);
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

/**
 * One line for a failed read: what happened to which path (`shown`, already quoted), in words
 * rather than an errno.
 */
export function describeFileError(error: unknown, shown: string, expected: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOENT":
      return `${shown} does not exist; expected ${expected}`;
    case "ENOTDIR":
      return `${shown}: a part of the path is not a directory; expected ${expected}`;
    case "EACCES":
    case "EPERM":
      return `${shown} is not readable (permission denied)`;
    case "EISDIR":
      return `${shown} is a directory; expected ${expected}`;
    default:
      return `cannot read ${shown} (${code ?? oneLine((error as Error | undefined)?.message ?? String(error))})`;
  }
}
