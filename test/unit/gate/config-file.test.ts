import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chooseConfig, describeConfigChoice, findConfigFile } from "../../../src/gate/config-file.js";
import { InputError } from "../../../src/model/errors.js";

/** A temporary tree: `files` maps relative paths to contents ("/" at the end: a directory). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "perf-gate-config-"));
  for (const [path, content] of Object.entries(files)) {
    if (path.endsWith("/")) mkdirSync(join(root, path), { recursive: true });
    else {
      mkdirSync(join(root, path, ".."), { recursive: true });
      writeFileSync(join(root, path), content);
    }
  }
  return root;
}

describe("findConfigFile", () => {
  it("finds rabbitmq-perf-gate.yml at the repository root from a directory inside it", async () => {
    const root = tree({ ".git/": "", "rabbitmq-perf-gate.yml": "trials: 3\n", "src/deep/": "" });
    expect(await findConfigFile(join(root, "src", "deep"))).toBe(join(root, "rabbitmq-perf-gate.yml"));
  });

  it("takes a .git file (a worktree or submodule) as the root too, and the .yaml spelling", async () => {
    const root = tree({ ".git": "gitdir: elsewhere\n", "rabbitmq-perf-gate.yaml": "trials: 3\n", "a/": "" });
    expect(await findConfigFile(join(root, "a"))).toBe(join(root, "rabbitmq-perf-gate.yaml"));
  });

  it("does not read a file below the root, nor search upwards outside a repository", async () => {
    const inRepo = tree({ ".git/": "", "sub/rabbitmq-perf-gate.yml": "trials: 3\n" });
    expect(await findConfigFile(join(inRepo, "sub"))).toBeUndefined();
    const noRepo = tree({ "rabbitmq-perf-gate.yml": "trials: 3\n", "child/": "" });
    expect(await findConfigFile(join(noRepo, "child"))).toBeUndefined();
    expect(await findConfigFile(noRepo)).toBe(join(noRepo, "rabbitmq-perf-gate.yml"));
  });

  it("refuses two spellings in one place, naming both and the field", async () => {
    const root = tree({ ".git/": "", "rabbitmq-perf-gate.yml": "", "rabbitmq-perf-gate.yaml": "" });
    const error = await findConfigFile(root, "--config").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/^--config: both '.*\.yml' and '.*\.yaml' exist; keep one/);
  });

  it("a directory named like the file is not a config", async () => {
    const root = tree({ ".git/": "", "rabbitmq-perf-gate.yml/": "" });
    expect(await findConfigFile(root)).toBeUndefined();
  });
});

describe("chooseConfig", () => {
  const root = tree({ ".git/": "", "rabbitmq-perf-gate.yml": "trials: 3\n", "sub/": "" });

  it("a named file wins; false asks for the embedded default; otherwise the repository's file", async () => {
    expect(await chooseConfig("other.yml", root)).toEqual({ kind: "given", path: "other.yml" });
    expect(await chooseConfig(false, root)).toEqual({ kind: "embedded" });
    expect(await chooseConfig(undefined, join(root, "sub"))).toEqual({
      kind: "found",
      path: join(root, "rabbitmq-perf-gate.yml"),
    });
    expect(await chooseConfig(undefined, tree({ ".git/": "" }))).toEqual({ kind: "embedded" });
  });

  it("says which config is used, relative to where the command runs", async () => {
    const found = await chooseConfig(undefined, join(root, "sub"));
    expect(describeConfigChoice(found, join(root, "sub"), "--config reads another")).toBe(
      "config: ../rabbitmq-perf-gate.yml (found at the repository root; --config reads another)",
    );
    expect(describeConfigChoice({ kind: "embedded" }, root, "")).toBe("config: the embedded default suite");
  });
});
