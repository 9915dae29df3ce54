import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, onTestFinished } from "vitest";
import { Labels } from "../../src/brokers/docker-resources.js";
import { tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";

// Ctrl-C in the middle of a run, through the bundled CLI: the run stops after its current step,
// removes its broker, and says so in one line; no error, no broker log, exit 130.

const root = join(import.meta.dirname, "..", "..");
const enabled = await dockerTestsEnabled("interrupt integration test");

const CONFIG = `
name: it-interrupt
targets:
  - id: rabbit
    provider: testcontainers
    image: rabbitmq:4.0.5-management
scenarios:
  - id: throughput
    params: { durationMs: 4000, warmupMs: 500 }
trials: 3
`;

describe.skipIf(!enabled)("SIGINT during a run", () => {
  it("prints one line, no broker log, exits 130 and leaves no container", { timeout: 240_000 }, async () => {
    const cli = join(root, "dist", "cli.js");
    expect(existsSync(cli), "dist/cli.js: run npm run build").toBe(true);
    const dir = tempFiles({ "gate.yml": CONFIG });
    const child = spawn(process.execPath, [cli, "run", "--config", join(dir, "gate.yml"), "--no-color"], {
      env: { ...process.env, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // A test that fails before the CLI exits must not leave it running with its broker: killed, its
    // containers are an orphan the suite's sweep (leftovers.ts) removes.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    let stderr = "";
    let stdout = "";
    let afterSignal = "";
    let signalled = false;
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      stderr += text;
      if (signalled) afterSignal += text;
      // The first trial has begun: its broker is up and a scenario holds connections.
      else if (/\[1\/3\] rabbit · throughput · trial 1\/3/.test(stderr)) {
        signalled = true;
        child.kill("SIGINT");
      }
    });
    const code = await new Promise<number | null>((resolve) =>
      child.on("exit", (exitCode) => resolve(exitCode)),
    );

    expect(signalled, stderr).toBe(true);
    expect(code, stderr).toBe(130);
    expect(afterSignal.trimEnd().split("\n"), stderr).toEqual([
      expect.stringMatching(
        /^interrupted by SIGINT: stopped at step 1 of 3 \(target 'rabbit', throughput trial 1\/3\) after \d+ s; brokers removed$/,
      ),
    ]);
    expect(stderr).not.toMatch(/error|broker log/i);
    expect(stdout).toBe("");

    const { stdout: left } = await promisify(execFile)("docker", [
      "ps",
      "--all",
      "--quiet",
      "--filter",
      `label=${Labels.ownerPid}=${child.pid}`,
    ]);
    expect(left.trim(), "containers left behind").toBe("");
  });
});
