import * as core from "@actions/core";

/**
 * @actions/core resolves the job summary's path (GITHUB_STEP_SUMMARY) on its first write and keeps
 * it for the process. Each test has its own summary file, and test files share a process, so every
 * test that runs the action forgets the path first.
 */
export function forgetJobSummaryPath(): void {
  (core.summary as unknown as { _filePath?: string })._filePath = undefined;
  core.summary.emptyBuffer();
}
