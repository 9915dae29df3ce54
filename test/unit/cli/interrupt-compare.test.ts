import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { fixturePath } from "../../fixtures/load.js";
import { tempFiles } from "./helpers.js";

/**
 * A signal ends a command that starts no broker at once, even in the middle of a long comparison:
 * nothing of it needs removing, and nothing it loads (testcontainers is loaded only by the
 * commands that start brokers) holds the signal back until the computation ends.
 */

const cli = join(import.meta.dirname, "..", "..", "..", "dist", "cli.js");

/** 3,000 metrics of 300 samples a side: minutes of bootstrap under the statistical policy. */
function heavyResults(dir: string): string {
  const results = JSON.parse(readFileSync(fixturePath("results-basic"), "utf8")) as {
    targets: { scenarios: { metrics: Record<string, unknown>[] }[] }[];
  };
  const scenario = results.targets[0]!.scenarios[0]!;
  const template = scenario.metrics[0]!;
  scenario.metrics = Array.from({ length: 3000 }, (_, i) => ({
    ...template,
    id: `metric${i}`,
    samples: Array.from({ length: 300 }, (_, j) => 1000 + (j % 7)),
    summary: { ...(template.summary as object), n: 300 },
  }));
  const path = join(dir, "heavy.json");
  writeFileSync(path, JSON.stringify(results));
  return path;
}

describe("compare under a signal", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`${signal} in the middle of a comparison ends it at once`, { timeout: 60_000 }, async () => {
      expect(existsSync(cli), "dist/cli.js: run npm run build").toBe(true);
      const heavy = heavyResults(tempFiles({}));
      const child = spawn(
        process.execPath,
        [cli, "compare", "--no-config", "--current", heavy, "--baseline", heavy, "--policy", "statistical"],
        { stdio: "ignore" },
      );
      // A failed expectation must not leave minutes of comparison running.
      onTestFinished(() => {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
        (resolve) =>
          child.on("exit", (code, exitSignal) => resolve({ code, signal: exitSignal, at: Date.now() })),
      );
      // Loading and reading the file take about a second; the comparison runs for minutes.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(child.exitCode, "still comparing when signalled").toBeNull();
      const sentAt = Date.now();
      child.kill(signal);
      const outcome = await Promise.race([
        exited,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
      ]);
      expect(outcome, `still running 10 s after ${signal}`).toBeDefined();
      // Ended by the signal itself (the shell reports 128 + its number), well within the 10 s.
      expect(outcome!.signal).toBe(signal);
      expect(outcome!.at - sentAt).toBeLessThan(5000);
    });
  }
});
