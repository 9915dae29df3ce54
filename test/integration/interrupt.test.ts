import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, it, type TestContext } from "vitest";
import { Labels } from "../../src/brokers/docker-resources.js";
import { tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { labelledResources } from "./docker-resources.js";

// Ctrl-C in the middle of a run, through the bundled CLI: the run stops after its current step,
// removes its broker, and says so in one line; no error, no broker log, exit 130. Also while a
// cluster node is lost: the fault is undone and every container and the network are removed.

const root = join(import.meta.dirname, "..", "..");
const enabled = await dockerTestsEnabled("interrupt integration tests");

interface Interrupted {
  code: number | null;
  stdout: string;
  stderr: string;
  /** What the CLI wrote to stderr after the signal. */
  afterSignal: string;
  signalled: boolean;
  pid: number;
}

/** Runs the bundled CLI on `config` and sends SIGINT once its stderr matches `when`. */
async function interruptRun(
  test: TestContext,
  config: string,
  when: RegExp,
  extraArgs: string[] = [],
): Promise<Interrupted> {
  const cli = join(root, "dist", "cli.js");
  test.expect(existsSync(cli), "dist/cli.js: run npm run build").toBe(true);
  const dir = tempFiles({ "gate.yml": config });
  const child = spawn(
    process.execPath,
    [cli, "run", "--config", join(dir, "gate.yml"), "--no-color", ...extraArgs],
    { env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  // A test that fails before the CLI exits must not leave it running with its broker: killed, its
  // containers are an orphan the suite's sweep (leftovers.ts) removes.
  test.onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const outcome = { stdout: "", stderr: "", afterSignal: "", signalled: false, pid: child.pid! };
  child.stdout.on("data", (chunk: Buffer) => (outcome.stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => {
    const text = chunk.toString();
    outcome.stderr += text;
    if (outcome.signalled) outcome.afterSignal += text;
    else if (when.test(outcome.stderr)) {
      outcome.signalled = true;
      child.kill("SIGINT");
    }
  });
  const code = await new Promise<number | null>((resolve) =>
    child.on("exit", (exitCode) => resolve(exitCode)),
  );
  return { ...outcome, code };
}

/** Containers (running or not) and networks the CLI process `pid` left on the engine. */
async function leftBy(pid: number): Promise<string[]> {
  const { containers, networks } = await labelledResources([`${Labels.ownerPid}=${pid}`]);
  return [...containers, ...networks];
}

// The two runs are independent (each its own brokers, checked by its own process id) and mostly
// wait, so they run at once.
describe.skipIf(!enabled).concurrent("SIGINT during a run", () => {
  it(
    "prints one line, no broker log, exits 130 and leaves no container",
    { timeout: 240_000 },
    async (test) => {
      const { expect } = test;
      const run = await interruptRun(
        test,
        `
name: it-interrupt
targets:
  - id: rabbit
    provider: testcontainers
    image: rabbitmq:4.0.5-management
scenarios:
  - id: throughput
    params: { durationMs: 2000, warmupMs: 500, workPhaseMs: 500 }
trials: 3
`,
        // The first trial has begun: its broker is up and a scenario holds connections.
        /\[1\/3\] rabbit · throughput · trial 1\/3/,
      );

      expect(run.signalled, run.stderr).toBe(true);
      expect(run.code, run.stderr).toBe(130);
      expect(run.afterSignal.trimEnd().split("\n"), run.stderr).toEqual([
        expect.stringMatching(
          /^interrupted by SIGINT: stopped at step 1 of 3 \(target 'rabbit', throughput trial 1\/3\) after \d+ s; brokers removed$/,
        ),
      ]);
      expect(run.stderr).not.toMatch(/error|broker log/i);
      expect(run.stdout).toBe("");
      expect(await leftBy(run.pid), "containers left behind").toEqual([]);
    },
  );

  it(
    "while a cluster node is paused: unpaused, every container and the network removed, exit 130",
    { timeout: 300_000 },
    async (test) => {
      const { expect } = test;
      // A paused container cannot be stopped until it is unpaused: the fault must be undone first.
      const run = await interruptRun(
        test,
        `
name: it-interrupt-node-loss
targets:
  - { id: q405, provider: testcontainers, image: rabbitmq:4.0.5-management, nodes: 3, queueType: quorum }
scenarios:
  - { id: node-loss, params: { method: pause, lose: follower, warmupMs: 1000, steadyMs: 2000, downMs: 60000, ratePerSecond: 300 } }
trials: 2
`,
        // --verbose logs the moment the fault is in place.
        /debug: target 'q405': node \S+ lost \(pause\)/,
        ["--verbose"],
      );

      expect(run.signalled, run.stderr).toBe(true);
      expect(run.code, run.stderr).toBe(130);
      expect(run.afterSignal, run.stderr).toMatch(
        /^interrupted by SIGINT: stopped at step 1 of 2 \(target 'q405', node-loss trial 1\/2\) after \d+ s; brokers removed$/m,
      );
      // No failed restore, removal or clean-up: those are warnings; debug lines may quote errors.
      expect(run.afterSignal, run.stderr).not.toMatch(/^(error|warning):/m);
      expect(run.stdout).toBe("");
      expect(await leftBy(run.pid), "containers or networks left behind").toEqual([]);
    },
  );
});
