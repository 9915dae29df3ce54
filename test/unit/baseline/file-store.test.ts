import * as nodeFs from "node:fs/promises";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileBaselineStore, type FileStoreFs } from "../../../src/baseline/file-store.js";
import { createBaselineStore } from "../../../src/baseline/registry.js";
import { InputError } from "../../../src/model/errors.js";
import { loadFixture } from "../../fixtures/load.js";

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "perf-gate-store-"));
  path = join(dir, "baseline.json");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<InputError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InputError);
  return error as InputError;
}

/** Node's fs with one operation replaced. */
function fsWith(overrides: Partial<FileStoreFs>): FileStoreFs {
  return { ...(nodeFs as unknown as FileStoreFs), ...overrides };
}

describe("FileBaselineStore", () => {
  it("loads nothing when no baseline has been saved", async () => {
    expect(await new FileBaselineStore(path).load()).toBeUndefined();
  });

  it("saves results as a baseline and loads them back", async () => {
    const results = loadFixture("results-basic");
    const store = new FileBaselineStore(path);
    await store.save(results);
    const loaded = await store.load();
    expect(loaded).toEqual({ ...results, kind: "baseline" });
    expect(results.kind).toBe("results");
    expect(await readFile(path, "utf8")).toMatch(/^\{\n {2}"schema": "rabbitmq-perf-gate\/results",\n/);
  });

  it("creates the directory of the baseline", async () => {
    const nested = join(dir, "perf", "baselines", "main.json");
    await new FileBaselineStore(nested).save(loadFixture("results-basic"));
    expect((await new FileBaselineStore(nested).load())?.kind).toBe("baseline");
  });

  it("replaces an existing baseline and leaves no temporary file", async () => {
    const store = new FileBaselineStore(path);
    await store.save(loadFixture("results-basic"));
    await store.save(loadFixture("results-regressed"));
    expect((await store.load())?.git?.ref).toBe("refs/pull/43/merge");
    expect(await readdir(dir)).toEqual(["baseline.json"]);
  });

  it("never modifies the baseline when loading", async () => {
    await new FileBaselineStore(path).save(loadFixture("results-basic"));
    const before = await stat(path);
    const content = await readFile(path, "utf8");
    await new Promise((resolve) => setTimeout(resolve, 20));
    await new FileBaselineStore(path).load();
    expect((await stat(path)).mtimeMs).toBe(before.mtimeMs);
    expect(await readFile(path, "utf8")).toBe(content);
  });

  it("describes itself with the path", () => {
    expect(new FileBaselineStore("perf/baseline.json").describe()).toBe("file 'perf/baseline.json'");
    expect(new FileBaselineStore("x.json").name).toBe("file");
  });

  describe("failed saves keep the old baseline and remove the temporary file", () => {
    async function savedBaseline(): Promise<string> {
      await new FileBaselineStore(path).save(loadFixture("baseline-basic"));
      return readFile(path, "utf8");
    }

    it("when the target is a directory", async () => {
      const target = join(dir, "taken");
      await mkdir(target);
      await writeFile(join(target, "keep.txt"), "x");
      const error = await rejection(new FileBaselineStore(target).save(loadFixture("results-basic")));
      expect(error.message).toBe(
        `baseline.path: '${target}' is a directory; expected a file path for the baseline`,
      );
      expect((await readdir(dir)).sort()).toEqual(["taken"]);
      expect(await readdir(target)).toEqual(["keep.txt"]);
    });

    it("when flushing to disk fails", async () => {
      const old = await savedBaseline();
      const fs = fsWith({
        async open(file, flags, mode) {
          const handle = await nodeFs.open(file, flags, mode);
          return {
            writeFile: (data, encoding) => handle.writeFile(data, encoding),
            sync: () => Promise.reject(Object.assign(new Error("no space"), { code: "ENOSPC" })),
            close: () => handle.close(),
          };
        },
      });
      const error = await rejection(
        new FileBaselineStore(path, { fs }).save(loadFixture("results-regressed")),
      );
      expect(error.message).toBe(
        `baseline.path: cannot write '${path}' (no space left on device); the previous baseline is unchanged`,
      );
      expect(await readFile(path, "utf8")).toBe(old);
      expect(await readdir(dir)).toEqual(["baseline.json"]);
    });

    it("when writing stops half way", async () => {
      const old = await savedBaseline();
      const fs = fsWith({
        async open(file, flags, mode) {
          const handle = await nodeFs.open(file, flags, mode);
          return {
            async writeFile(data, encoding) {
              await handle.writeFile(data.slice(0, 100), encoding);
              throw Object.assign(new Error("I/O error"), { code: "EIO" });
            },
            sync: () => handle.sync(),
            close: () => handle.close(),
          };
        },
      });
      const error = await rejection(
        new FileBaselineStore(path, { fs }).save(loadFixture("results-regressed")),
      );
      expect(error.detail).toBe(`cannot write '${path}' (EIO); the previous baseline is unchanged`);
      expect(await readFile(path, "utf8")).toBe(old);
      expect(await readdir(dir)).toEqual(["baseline.json"]);
    });

    it("when the rename is refused", async () => {
      const old = await savedBaseline();
      const fs = fsWith({
        rename: () => Promise.reject(Object.assign(new Error("denied"), { code: "EACCES" })),
      });
      const error = await rejection(
        new FileBaselineStore(path, { fs, field: "--baseline" }).save(loadFixture("results-regressed")),
      );
      expect(error.message).toBe(
        `--baseline: cannot write '${path}' (permission denied); expected a writable location for the baseline file`,
      );
      expect(await readFile(path, "utf8")).toBe(old);
      expect(await readdir(dir)).toEqual(["baseline.json"]);
    });

    it("when a parent of the path is a file", async () => {
      await writeFile(join(dir, "file"), "x");
      const inside = join(dir, "file", "baseline.json");
      const error = await rejection(new FileBaselineStore(inside).save(loadFixture("results-basic")));
      expect(error.detail).toBe(`cannot write '${inside}': a parent of it is a file, not a directory`);
    });
  });

  it("refuses to write results that do not match the schema", async () => {
    const results = loadFixture("results-basic");
    (results as { trials: number }).trials = 0;
    await expect(new FileBaselineStore(path).save(results)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });

  it("reports a malformed baseline on its field", async () => {
    await writeFile(path, "{ not json");
    const error = await rejection(new FileBaselineStore(path).load());
    expect(error.message).toBe(
      `baseline.path: '${path}' is not valid JSON: expected a property name in double quotes at line 1:3`,
    );
  });

  it("reports an unreadable baseline on its field", async () => {
    const fs = fsWith({
      readFile: () => Promise.reject(Object.assign(new Error("denied"), { code: "EACCES" })),
    });
    const error = await rejection(new FileBaselineStore(path, { fs }).load());
    expect(error.message).toBe(`baseline.path: '${path}' is not readable (permission denied)`);
  });
});

describe("createBaselineStore", () => {
  it("creates a file store from the config", async () => {
    const store = createBaselineStore({ store: "file", path });
    expect(store.name).toBe("file");
    expect(store.describe()).toBe(`file '${path}'`);
    expect(await store.find()).toBeUndefined();
  });

  it("names the given field in errors", async () => {
    await writeFile(path, "[]");
    const error = await rejection(
      createBaselineStore({ store: "file", path }, { field: "--baseline" }).find(),
    );
    expect(error.field).toBe("--baseline");
  });
});
