import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

interface LockEntry {
  readonly version?: string;
  readonly optionalDependencies?: Record<string, string>;
}
interface Lock {
  readonly packages: Record<string, LockEntry>;
}

const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as Lock;

/** Where npm would resolve `name` from the package installed at `from` (its own folder, then up). */
function resolveInLock(from: string, name: string): LockEntry | undefined {
  let folder = from;
  for (;;) {
    const entry = lock.packages[`${folder === "" ? "" : `${folder}/`}node_modules/${name}`];
    if (entry !== undefined) return entry;
    if (folder === "") return undefined;
    const parent = folder.lastIndexOf("/node_modules/");
    folder = parent === -1 ? "" : folder.slice(0, parent);
  }
}

describe("package-lock.json", () => {
  it("carries every platform's optional packages, so npm ci installs on any platform", () => {
    // npm drops the optional packages of other platforms from a lock written over an existing
    // node_modules; npm ci then refuses the lock everywhere. `npm install --package-lock-only`
    // puts them back.
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => resolveInLock(path, name) === undefined)
        .map((name) => `${path || "(root)"} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
