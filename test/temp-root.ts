import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Vitest global setup: every temporary file of the run, the tests' own and those of the CLI
 * processes they start, goes under one directory (TMPDIR, which os.tmpdir() reads and the workers
 * and their children inherit). After a run that passed the directory is removed; after one that
 * failed it is kept, and its path printed, so that the failed test's files can be read.
 *
 * Each project runs its own copy of this file, and every teardown runs once all projects have run;
 * the copy that made the directory removes it.
 */
const MARKER = "RABBITMQ_PERF_GATE_TEST_TMPDIR";
let owned: { dir: string; project: TestProject } | undefined;

export function setup(project: TestProject): void {
  if (process.env[MARKER] !== undefined) return;
  const dir = mkdtempSync(join(tmpdir(), "rabbitmq-perf-gate-tests-"));
  process.env[MARKER] = dir;
  process.env.TMPDIR = dir;
  owned = { dir, project };
}

export function teardown(): void {
  if (owned === undefined) return;
  const { dir, project } = owned;
  owned = undefined;
  if (failedTests(project) > 0) {
    console.warn(`temporary files of the failed run kept in ${dir}`);
    return;
  }
  rmSync(dir, { recursive: true, force: true });
}

function failedTests(project: TestProject): number {
  try {
    // The state API is marked experimental: should it change, the files are kept.
    return project.vitest.state.getCountOfFailedTests();
  } catch {
    return 1;
  }
}
