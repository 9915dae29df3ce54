import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOSTILE_CASES, type CaseFile, type HostileCase } from "../../fixtures/hostile.js";
import { expectInertConsole, expectInertMarkdown, expectInertHtml } from "../inert.js";
import { runCli } from "./helpers.js";

/**
 * The hostile corpus (test/fixtures/hostile.ts): every case exits 2 with one line naming the field,
 * or ends in a verdict whose outputs hold nothing live from outside; within 10 s; with no stack
 * trace, no escape code and no workflow command on stdout or stderr; and with no file changed but
 * the outputs it names.
 */

const AS_ROOT = process.getuid?.() === 0;

function makeFiles(dir: string, files: Record<string, CaseFile>): void {
  for (const [name, file] of Object.entries(files)) {
    const path = join(dir, name);
    if (typeof file === "string") writeFileSync(path, file.replace(/@\//g, `${dir}/`));
    else if (file.kind === "dir") {
      mkdirSync(path);
      if (file.mode !== undefined) chmodSync(path, file.mode);
    } else if (file.kind === "fifo") execFileSync("mkfifo", [path]);
    else if (file.kind === "device")
      execFileSync("mknod", [path, "c", String(file.major), String(file.minor)]);
    else if (file.kind === "sparse") {
      writeFileSync(path, "");
      truncateSync(path, file.bytes);
    } else if (file.kind === "mode") {
      writeFileSync(path, file.content);
      chmodSync(path, file.mode);
    } else symlinkSync(file.target, path);
  }
}

/** Every entry of the directory with what identifies its content, without reading a FIFO. */
function snapshot(dir: string): Map<string, string> {
  const entries = new Map<string, string>();
  const walk = (at: string, prefix: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      const stats = lstatSync(path);
      const key = `${prefix}${name}`;
      if (stats.isDirectory()) {
        entries.set(key, `dir ${stats.mode}`);
        walk(path, `${key}/`);
      } else if (stats.isFile()) {
        const hash = stats.size > 64 * 1024 * 1024 ? `sparse ${stats.size}` : sha(readFileSync(path));
        entries.set(key, `file ${stats.mode} ${hash}`);
      } else entries.set(key, `other ${stats.mode}`);
    }
  };
  walk(dir, "");
  return entries;
}

function expectInertOutput(dir: string, name: string): void {
  const content = readFileSync(join(dir, name), "utf8");
  if (name.endsWith(".md")) expectInertMarkdown(content, name);
  else if (name.endsWith(".html")) expectInertHtml(content, name);
  else if (name.endsWith(".json")) expect(() => JSON.parse(content) as unknown, name).not.toThrow();
}

function sha(content: Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

function argsIn(dir: string, args: readonly string[]): string[] {
  return args.map((arg) => arg.replace(/^@\//, `${dir}/`));
}

async function runCase(testCase: HostileCase): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "perf-gate-hostile-"));
  try {
    await checkCase(testCase, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function checkCase(testCase: HostileCase, dir: string): Promise<void> {
  makeFiles(dir, testCase.files);
  const before = snapshot(dir);
  const run = await runCli(argsIn(dir, testCase.args), {});
  expectInertConsole(run.stdout, "stdout");
  expectInertConsole(run.stderr, "stderr");
  const outputs = "inert" in testCase.expect ? testCase.expect.inert : [];
  if ("badInput" in testCase.expect) {
    expect(run.code, run.stderr).toBe(2);
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: /);
    expect(lines[0]).toMatch(testCase.expect.badInput);
  } else {
    expect([0, 1], run.stderr).toContain(run.code);
    for (const name of outputs) expectInertOutput(dir, name);
  }
  // Nothing but the named outputs changed, and nothing was left behind (temporary files).
  const after = snapshot(dir);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (name) => before.get(name) !== after.get(name) && !outputs.includes(name),
  );
  expect(changed, "files changed besides the named outputs").toEqual([]);
  if (testCase.stderr) expect(run.stderr).toMatch(testCase.stderr);
  if (testCase.after) {
    const { file, mode } = testCase.after.mode;
    expect((statSync(join(dir, file)).mode & 0o777).toString(8)).toBe(mode.toString(8));
  }
}

describe("the hostile corpus", () => {
  it("has a case for every kind of input, at least 80 in all", () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(HOSTILE_CASES.map((c) => c.name)).size).toBe(HOSTILE_CASES.length);
  });

  for (const testCase of HOSTILE_CASES) {
    const skip = (testCase.notAsRoot === true && AS_ROOT) || (testCase.asRootOnly === true && !AS_ROOT);
    it.skipIf(skip)(testCase.name, () => runCase(testCase), 10_000);
  }
});
