import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * What the resumable bench scripts (aa-gate.ts, merge-base-proof.ts) share: a seeded draw, so a
 * stopped script draws the same again, their runs.jsonl read back, and a run of the built CLI with
 * its whole output kept in a log file.
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
