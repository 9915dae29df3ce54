import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it, type TestContext } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { mergeShardFiles } from "../../src/gate/merge-shards.js";
import type { Results } from "../../src/model/results.js";
import { tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker, type TestBroker, THREE_NODES } from "./broker.js";

// One run split over three load generators (the bundled CLI, three processes) against one 3-node
// cluster, reached as an external broker: the shards meet at a barrier on the broker, and their
// results merge into one run whose counts are the sum of theirs. A shard killed mid-run, and one
// that comes after the others gave up waiting, each leave the merged run invalid with the reason,
// and nothing of the run on the broker.

const root = join(import.meta.dirname, "..", "..");
const enabled = await dockerTestsEnabled("shard integration tests");

interface Shard {
  child: ChildProcess;
  stderr: string;
  exit: Promise<number | null>;
  resultsPath: string;
}

function config(rabbit: TestBroker, durationMs = 2000): string {
  const { broker } = rabbit;
  return `
name: shards
trials: 2
targets:
  - provider: external
    amqpUrls: [${broker.amqpUrls.map((url) => JSON.stringify(url)).join(", ")}]
    managementUrl: ${JSON.stringify(broker.managementUrls[0])}
    metricsUrls: [${broker.metricsUrls.map((url) => JSON.stringify(url)).join(", ")}]
    queueType: quorum
scenarios:
  - id: throughput
    params:
      publishers: 3
      consumers: 3
      queues: 3
      publishRatePerSecond: 300
      warmupMs: 500
      durationMs: ${durationMs}
      workPhaseMs: 1000
`;
}

function startShard(
  test: TestContext,
  dir: string,
  index: number,
  run: string,
  extra: string[] = [],
  configFile = "gate.yml",
): Shard {
  const cli = join(root, "dist", "cli.js");
  test.expect(existsSync(cli), "dist/cli.js: run npm run build").toBe(true);
  const resultsPath = join(dir, `shard-${index}.json`);
  const child = spawn(
    process.execPath,
    [
      cli,
      "run",
      "--config",
      join(dir, configFile),
      "--no-color",
      "--out",
      resultsPath,
      "--shard",
      `${index}/3`,
      "--shard-run",
      run,
      ...extra,
    ],
    { env: { ...process.env, CI: "true" }, stdio: ["ignore", "ignore", "pipe"] },
  );
  test.onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  const shard = {
    child,
    stderr: "",
    resultsPath,
    exit: new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code))),
  };
  child.stderr!.on("data", (chunk: Buffer) => (shard.stderr += chunk.toString()));
  return shard;
}

function readResults(path: string): Results {
  return parseResultsJson(readFileSync(path, "utf8"), "results", path);
}

function reasons(results: Results): string[] {
  return results.targets.flatMap((target) => target.scenarios.flatMap((scenario) => scenario.invalidReasons));
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!enabled)("a run split over three shards", () => {
  // The 3-node 4.0.5 cluster the rpc and stream tests use too: the shards only add and delete
  // their own queues.
  const rabbit = sharedBroker(THREE_NODES);

  it("merges into one run whose counts are the sum of the shards'", { timeout: 240_000 }, async (test) => {
    const { expect } = test;
    // Windows of 4 s: the merge needs the shards' windows to overlap 90%, and on two busy cores a
    // shard's window once ended 0.3 s late (2.2 s and 2.0 s windows overlapped 85%); the rule is the
    // product's, the window the test's.
    const dir = tempFiles({ "gate.yml": config(rabbit(), 4000) });
    const run = `it-${randomUUID().slice(0, 8)}`;
    const shards = [1, 2, 3].map((index) => startShard(test, dir, index, run));
    const codes = await Promise.all(shards.map((shard) => shard.exit));
    expect(codes, shards.map((shard) => shard.stderr).join("\n----\n")).toEqual([0, 0, 0]);

    const files = shards.map((shard) => readResults(shard.resultsPath));
    const merged = await mergeShardFiles(
      shards.map((shard) => shard.resultsPath),
      join(dir, "merged.json"),
    );
    expect(reasons(merged)).toEqual([]);
    const scenario = merged.targets[0]!.scenarios[0]!;
    for (const trial of scenario.trials) {
      const parts = files.map((file) =>
        file.targets[0]!.scenarios[0]!.trials.find((t) => t.trial === trial.trial)!,
      );
      for (const key of ["published", "confirmed", "consumed", "lost"] as const) {
        expect(trial.counters![key]).toBe(parts.reduce((sum, part) => sum + part.counters![key], 0));
      }
      // Each shard owns one queue, one publisher and one consumer of the unsplit three.
      expect(parts.map((part) => part.counters!.published > 0)).toEqual([true, true, true]);
    }
    // The merged rate is the shards' rates added, trial by trial. What each carried is the
    // machine's share: beside another test file three shards once carried 695 of the 900 msg/s
    // offered, so the offered rate bounds the sum only loosely (half of it: the load was real).
    const publishRate = (results: Results) =>
      results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === "publishRate")!.samples;
    const rate = publishRate(merged);
    expect(rate).toHaveLength(2);
    for (const [trial, value] of rate.entries()) {
      const shardRates = files.map((file) => publishRate(file)[trial]!);
      expect(value).toBeCloseTo(
        shardRates.reduce((sum, shardRate) => sum + shardRate, 0),
        6,
      );
      expect(value).toBeGreaterThan(900 * 0.5);
    }
    expect(scenario.metrics.find((m) => m.id === "reductionsPerMessage")!.samples).toHaveLength(2);
    expect(files.map((file) => file.targets[0]!.scenarios[0]!.shard)).toEqual([
      { publishers: 1, consumers: 1, queues: 1, queueIndexes: [0] },
      { publishers: 1, consumers: 1, queues: 1, queueIndexes: [1] },
      { publishers: 1, consumers: 1, queues: 1, queueIndexes: [2] },
    ]);
    expect(await rabbit().leftovers(`perf-gate-shards-${run}`)).toEqual([]);
  });

  it("is invalid when a shard is killed mid-run, and nothing is left", { timeout: 240_000 }, async (test) => {
    const { expect } = test;
    const dir = tempFiles({ "gate.yml": config(rabbit()) });
    const run = `it-${randomUUID().slice(0, 8)}`;
    const shards = [1, 2, 3].map((index) =>
      startShard(test, dir, index, run, index === 2 ? ["--verbose"] : []),
    );
    // Killed in its first trial's measured window: once every shard met at the window's start (its
    // --verbose line). A kill timed from the trial's start once came while shard 2 still set up
    // on a loaded runner, and the others saw it leave after 'ready' instead.
    await until(
      () => /every shard met at target 'external' throughput trial 1 window 1 start/.test(shards[1]!.stderr),
      120_000,
    );
    shards[1]!.child.kill("SIGKILL");
    const codes = await Promise.all(shards.map((shard) => shard.exit));
    expect(codes[1]).toBeNull();
    expect(codes[0], shards[0]!.stderr).toBe(1);
    expect(codes[2], shards[2]!.stderr).toBe(1);
    expect(existsSync(shards[1]!.resultsPath)).toBe(false);
    const lead = readResults(shards[0]!.resultsPath);
    expect(reasons(lead)[0]).toMatch(
      /^trial 1: shard 2 left after target 'external' throughput trial 1 window \d (start|end): its connection to the broker closed \(killed, or failed\)(; .*)?$/,
    );
    // The trial the barrier stopped finished alone: its messages are counted, none lost.
    const stopped = lead.targets[0]!.scenarios[0]!.trials[0]!;
    expect(stopped.counters?.published).toBeGreaterThan(0);
    expect(stopped.counters?.lost).toBe(0);
    const merged = await mergeShardFiles(
      [shards[0]!.resultsPath, shards[2]!.resultsPath],
      join(dir, "merged.json"),
    );
    // The missing shard first (nothing was lost), then what the others' barriers said.
    expect(reasons(merged)).toHaveLength(2);
    for (const [index, reason] of reasons(merged).entries()) {
      expect(reason).toMatch(
        new RegExp(
          `^trial ${index + 1}: shard 2 of 3 sent no results \\(killed, cancelled or never started\\)(; |$)`,
        ),
      );
    }
    expect(merged.targets[0]!.scenarios[0]!.trials[0]!.counters?.published).toBeGreaterThan(0);
    expect(await rabbit().leftovers(`perf-gate-shards-${run}`)).toEqual([]);
  });

  it(
    "is invalid when a shard starts after the others gave up waiting",
    { timeout: 240_000 },
    async (test) => {
      const { expect } = test;
      const dir = tempFiles({ "gate.yml": config(rabbit()) });
      const run = `it-${randomUUID().slice(0, 8)}`;
      const early = [1, 2].map((index) => startShard(test, dir, index, run, ["--shard-wait", "10"]));
      expect(await Promise.all(early.map((shard) => shard.exit))).toEqual([1, 1]);
      const late = startShard(test, dir, 3, run, ["--shard-wait", "10"]);
      expect(await late.exit, late.stderr).toBe(1);
      expect(reasons(readResults(early[0]!.resultsPath))).toEqual([
        "trial 1: shard 3 did not reach target 'external' ready within 10 s (it was not connected: it started late, or not at all)",
        "trial 2: not run: shard 3 did not reach target 'external' ready within 10 s (it was not connected: it started late, or not at all)",
      ]);
      const merged = await mergeShardFiles(
        [...early, late].map((shard) => shard.resultsPath),
        join(dir, "merged.json"),
      );
      // Shard 1's reason first, then what the other shards said of the same failure.
      expect(
        reasons(merged)[0]!.startsWith(
          "trial 1: shard 1: shard 3 did not reach target 'external' ready within 10 s (it was not connected: it started late, or not at all); shard 2: ",
        ),
      ).toBe(true);
      expect(reasons(readResults(late.resultsPath))[0]).toMatch(
        /^trial 1: shard 1 was not connected within 10 s/,
      );
      expect(await rabbit().leftovers(`perf-gate-shards-${run}`)).toEqual([]);
    },
  );

  it("is invalid when a shard runs another config, on every shard", { timeout: 240_000 }, async (test) => {
    const { expect } = test;
    const dir = tempFiles({ "gate.yml": config(rabbit()), "other.yml": config(rabbit(), 3000) });
    const run = `it-${randomUUID().slice(0, 8)}`;
    const shards = [1, 2, 3].map((index) =>
      startShard(test, dir, index, run, ["--shard-wait", "15"], index === 1 ? "gate.yml" : "other.yml"),
    );
    expect(await Promise.all(shards.map((shard) => shard.exit))).toEqual([1, 1, 1]);
    const refusal =
      /shard [23] runs another config than shard 1 \(hash [0-9a-f]{12}, not [0-9a-f]{12}\): every shard must run the same config$/;
    const leader = reasons(readResults(shards[0]!.resultsPath))[0]!;
    expect(leader).toMatch(refusal);
    // The shard shard 1 named was waiting for its answer: it is told why. The other may come after
    // shard 1 gave up, and then gives up itself after its wait (the late shard's case above).
    const named = Number(/shard ([23]) runs another config/.exec(leader)![1]);
    const told = reasons(readResults(shards[named - 1]!.resultsPath))[0];
    expect(told).toMatch(/^trial 1: shard 1: /);
    expect(told).toMatch(refusal);
    expect(await rabbit().leftovers(`perf-gate-shards-${run}`)).toEqual([]);
  });
});
