import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * What the resumable bench scripts (aa-gate.ts, cross-speed.ts, merge-base-proof.ts) share: a
 * seeded draw, so a stopped script draws the same again, their runs.jsonl read back, a private copy
 * of the built CLI, busy neighbour processes, and a run of the CLI with its whole output kept in a
 * log file.
 */

/** The project's seeded generator (mulberry32): one seed, one sequence, on every machine. */
export { seededRandom } from "../src/stats/bootstrap.js";

/** The lines of a JSON Lines file, parsed; none when the file is not there yet. */
export function readJsonLines<T>(path: string): T[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

/** `node <cli> <args>` in `cwd`, its stdout and stderr written to `logPath`; resolves to its exit code. */
export function runCli(cli: string, args: string[], cwd: string, logPath: string): Promise<number | null> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1", TESTCONTAINERS_RYUK_DISABLED: "true" },
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("error", fail);
    child.on("close", (code) => {
      writeFileSync(logPath, Buffer.concat(chunks));
      done(code);
    });
  });
}

/**
 * The built CLI of `root`, copied into the git-ignored .cache/ (inside the project, so its
 * dependencies still resolve) and removed when the script exits: a rebuild of dist/ while the
 * script runs does not pull files from under a run. Returns the copy's cli.js.
 */
export function privateCli(root: string, name: string): string {
  const dist = join(root, "dist");
  if (!existsSync(join(dist, "cli.js")))
    throw new Error(`${dist}/cli.js is missing: run 'npm run build' first`);
  const copy = join(root, ".cache", `${name}-dist-${process.pid}`);
  cpSync(dist, copy, { recursive: true });
  process.on("exit", () => rmSync(copy, { recursive: true, force: true }));
  return join(copy, "cli.js");
}

/** Busy processes that spin one core each; each stops when this script is gone. */
export function startNeighbours(count: number): ChildProcess[] {
  const script = `const parent = ${process.pid};
for (let i = 0; ; i++) {
  if (i === 1e8) { i = 0; try { process.kill(parent, 0); } catch { process.exit(0); } }
}`;
  return Array.from({ length: count }, () => spawn(process.execPath, ["-e", script], { stdio: "ignore" }));
}
