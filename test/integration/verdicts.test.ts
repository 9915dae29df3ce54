import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { runCli, tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";

// The statistical verdicts end to end on real brokers through the CLI: calibrate (A/A against a
// twin) writes results carrying the noise and a thresholds block; a baseline saved from them
// carries the noise into later comparisons. Same-job A/B, a reference image measured in the run,
// is the upgrade of worked-examples.test.ts (`--ab-image` resolves as its `ab.reference`:
// test/unit/gate/ab.test.ts).

const enabled = await dockerTestsEnabled("verdict integration tests");

/** Short trials, two a side, of the throughput scenario: the test checks the plumbing, not the numbers. */
const SHORT_CONFIG = `
name: it-verdicts
targets:
  - id: rabbit
    provider: testcontainers
    image: rabbitmq:4.0.5-management
scenarios:
  - id: throughput
    params: { durationMs: 1000, warmupMs: 300, workPhaseMs: 500 }
trials: 2
`;

describe.skipIf(!enabled)("statistical verdicts on real brokers", () => {
  const dir = tempFiles({ "gate.yml": SHORT_CONFIG });
  const config = join(dir, "gate.yml");

  it("calibrate: A/A noise per metric, a thresholds block, a baseline that keeps the noise", async () => {
    const calibrated = await runCli([
      "calibrate",
      "--config",
      config,
      "--comparisons",
      "2",
      "--out",
      join(dir, "calibration.json"),
      "--thresholds-out",
      join(dir, "thresholds.yml"),
    ]);
    expect(calibrated.code, calibrated.stderr).toBe(0);
    expect(calibrated.stdout).toContain(
      "2 A/A comparisons of 2 trials per side for rabbit against an identical twin each",
    );
    const results = parseResultsJson(readFileSync(join(dir, "calibration.json"), "utf8"), "calibration");
    expect(results.targets.map((t) => t.id)).toEqual(["rabbit"]);
    expect(results.trials).toBe(4);
    const calibration = results.calibration!;
    expect(calibration.targets[0]!.twin.id).toBe("rabbit-twin");
    const publish = calibration.targets[0]!.metrics.find((m) => m.metric === "publishRate")!;
    expect(publish.ratios).toHaveLength(2);
    expect(publish.noisePct).toBeGreaterThanOrEqual(0);
    expect(readFileSync(join(dir, "thresholds.yml"), "utf8")).toMatch(/^thresholds:\n {2}default: 10\n/);

    const saved = await runCli([
      "baseline",
      "save",
      "--from",
      join(dir, "calibration.json"),
      "--to",
      join(dir, "base.json"),
    ]);
    expect(saved.code, saved.stderr).toBe(0);
    const compared = await runCli([
      "compare",
      "--baseline",
      join(dir, "base.json"),
      "--current",
      join(dir, "calibration.json"),
      "--json",
      join(dir, "comparison.json"),
    ]);
    expect(compared.code, compared.stderr).toBe(0);
    const rows = JSON.parse(readFileSync(join(dir, "comparison.json"), "utf8")).comparison.rows as {
      metric: string;
      noisePct: number | null;
    }[];
    expect(rows.find((r) => r.metric === "publishRate")!.noisePct).toBeCloseTo(publish.noisePct, 9);
  }, 300_000);
});
