import { randomUUID } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/** The file operations an atomic write uses; tests inject failures through it. */
export interface AtomicWriteFs {
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  open(path: string, flags: string, mode?: number): Promise<WritableFile>;
  rename(from: string, to: string): Promise<void>;
  unlink(path: string): Promise<void>;
  /** The existing file's mode, kept by the new one (optional: tests may leave it out). */
  stat?(path: string): Promise<{ mode: number }>;
}

export interface WritableFile {
  writeFile(data: string, encoding: "utf8"): Promise<void>;
  chmod?(mode: number): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Writes a file so that readers see the old content or the new, never a torn one: a temporary file
 * in the same directory, flushed to disk, then renamed over the target. The temporary file is
 * removed when anything fails; errors are the file system's own (the caller words them). A file
 * that existed keeps its permissions (a mode-600 baseline stays 600); a new one is 644.
 */
export async function writeFileAtomic(
  path: string,
  content: string,
  fs: AtomicWriteFs = nodeFs,
): Promise<void> {
  const directory = dirname(path);
  await fs.mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${basename(path)}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`);
  const existingMode = await fs.stat?.(path).then(
    (stats) => stats.mode & 0o7777,
    () => undefined,
  );
  try {
    const file = await fs.open(temporary, "wx", existingMode ?? 0o644);
    try {
      // open()'s mode passes through the umask: set the kept mode exactly.
      if (existingMode !== undefined) await file.chmod?.(existingMode);
      await file.writeFile(content, "utf8");
      await file.sync();
    } finally {
      await file.close();
    }
    await fs.rename(temporary, path);
  } catch (error) {
    await fs.unlink(temporary).catch(() => undefined);
    throw error;
  }
  await syncDirectory(directory, fs);
}

/** Makes the rename itself durable; not every platform can open a directory, so failures are ignored. */
async function syncDirectory(directory: string, fs: AtomicWriteFs): Promise<void> {
  try {
    const handle = await fs.open(directory, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Best effort: the data is already in place.
  }
}
