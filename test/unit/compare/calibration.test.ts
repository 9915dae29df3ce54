import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../../src/baseline/read.js";
import {
  calibrationResults,
  proposeThresholds,
  samplesWithTrials,
  targetNoise,
  thresholdsSnippet,
  twinId,
} from "../../../src/compare/calibration.js";
import { compareResults } from "../../../src/compare/compare.js";
import { noiseLookup } from "../../../src/compare/noise-floor.js";
import { renderCalibrationConsole, renderCalibrationMarkdown } from "../../../src/report/calibration.js";
import { buildResults, buildScenario } from "../../fixtures/build.js";
import { runCli, tempFiles } from "../cli/helpers.js";

// Ten trials per broker, cut into two A/A comparisons of five. The twin's medians are 1.04 and 0.97
// of the target's: the noise is the 95th percentile of |ratio - 1|, 3.95%.
const rate = [100, 101, 99, 100, 102, 200, 198, 202, 201, 199];
const twinRate = [104, 105, 103, 104, 106, 194, 192, 196, 195, 193];
const latency = [10, 10, 10, 10, 10, 10, 10, 10, 10, 10];
const work = [1000, 1001, 999, 1000, 1002, 1000, 1001, 999, 1000, 1002];
const twinWork = [1010, 1011, 1009, 1010, 1012, 1010, 1011, 1009, 1010, 1012];

function calibrationRun() {
  return buildResults([
    {
      id: "rabbit",
      scenarios: [
        {
          name: "throughput",
          metrics: [
            { id: "publishRate", samples: rate },
            { id: "latency", samples: latency, direction: "lower" },
            { id: "reductionsPerMessage", samples: work, direction: "lower", kind: "work" },
          ],
        },
      ],
    },
    {
      id: "rabbit-twin",
      scenarios: [
        {
          name: "throughput",
          metrics: [
            { id: "publishRate", samples: twinRate },
            { id: "latency", samples: latency, direction: "lower" },
            { id: "reductionsPerMessage", samples: twinWork, direction: "lower", kind: "work" },
          ],
        },
      ],
    },
  ]);
}

describe("twinId", () => {
  it("appends -twin within the id limit and avoids ids in use", () => {
    expect(twinId("rabbit", new Set(["rabbit"]))).toBe("rabbit-twin");
    expect(twinId("rabbit", new Set(["rabbit", "rabbit-twin"]))).toBe("rabbit-twin2");
    expect(twinId("x".repeat(63), new Set())).toBe(`${"x".repeat(58)}-twin`);
  });
});

describe("samplesWithTrials", () => {
  it("pairs samples with their valid trials", () => {
    const scenario = buildScenario({ name: "s", metrics: [{ id: "m", samples: [1, 2, 3] }] }, 4);
    scenario.trials[1]!.valid = false;
    scenario.trials.pop(); // trials 1, 3 valid... and 3 more below
    scenario.trials.push({ ...scenario.trials[0]!, trial: 4 });
    expect(samplesWithTrials(scenario, scenario.metrics[0]!)).toEqual({
      values: [1, 2, 3],
      trials: [1, 3, 4],
    });
  });
});

describe("targetNoise", () => {
  it("measures each metric's A/A swing over blocks of the trial count", () => {
    const run = calibrationRun();
    const [publish, latencyNoise] = targetNoise(run.targets[0]!, run.targets[1]!, 5, 2);
    expect(publish!.ratios.map((r) => Number(r.toFixed(6)))).toEqual([1.04, 0.97]);
    // numpy.percentile([4, 3], 95) = 3.95
    expect(publish!.noisePct).toBeCloseTo(3.95, 9);
    expect(publish!.proposedThresholdPct).toBe(5);
    expect(latencyNoise).toMatchObject({ noisePct: 0, proposedThresholdPct: 1, spreadPct: 0 });
  });
});

describe("calibrationResults", () => {
  it("cuts a scenario that ran its own trial count into blocks of that count, and records it", () => {
    const sizes = { trials: 2, byScenario: { throughput: 5 } };
    const results = calibrationResults(calibrationRun(), new Map([["rabbit", "rabbit-twin"]]), sizes, 2);
    expect(results.calibration).toMatchObject({
      trialsPerComparison: 2,
      trialsByScenario: { throughput: 5 },
    });
    const [publish] = results.calibration!.targets[0]!.metrics;
    expect(publish!.ratios.map((r) => Number(r.toFixed(6)))).toEqual([1.04, 0.97]);
    const noise = noiseLookup(results.calibration)("rabbit", "throughput", publish!.metric);
    expect(noise?.trialsPerComparison).toBe(5);
  });

  it("keeps the targets, moves the twins with their samples into the calibration", () => {
    const results = calibrationResults(calibrationRun(), new Map([["rabbit", "rabbit-twin"]]), 5, 2);
    expect(results.targets.map((t) => t.id)).toEqual(["rabbit"]);
    expect(results.calibration).toMatchObject({ trialsPerComparison: 5, comparisons: 2 });
    expect(results.calibration!.targets[0]!.twin.scenarios[0]!.metrics[0]!.samples).toEqual(twinRate);
    // The file format accepts it, and a comparison against it uses the noise.
    const reread = parseResultsJson(JSON.stringify(results), "test");
    expect(reread.calibration!.targets[0]!.metrics[0]!.noisePct).toBeCloseTo(3.95, 9);
    const comparison = compareResults(reread, reread, { default: 2, metrics: {} });
    expect(comparison.rows[0]).toMatchObject({ thresholdPct: 5, noisePct: expect.closeTo(3.95, 9) });
  });
});

describe("proposals", () => {
  const results = calibrationResults(calibrationRun(), new Map([["rabbit", "rabbit-twin"]]), 5, 2);
  const proposals = proposeThresholds(results.calibration!, {
    default: 10,
    kinds: { work: 3 },
    metrics: { latency: 25 },
  });

  it("proposes per metric against the configured threshold, the kind's for a work metric", () => {
    expect(proposals.map((p) => [p.key, p.configuredPct, p.proposedPct])).toEqual([
      ["throughput.publishRate", 10, 5],
      ["throughput.latency", 25, 1],
      ["throughput.reductionsPerMessage", 3, 2],
    ]);
  });

  it("compares with a metric's measured threshold where the config sets none for it or its kind", () => {
    const measured = calibrationRun();
    for (const target of measured.targets) {
      const metric = target.scenarios[0]!.metrics.find((m) => m.id === "reductionsPerMessage")!;
      metric.threshold = 1.5;
    }
    const calibration = calibrationResults(measured, new Map([["rabbit", "rabbit-twin"]]), 5, 2).calibration!;
    const configured = (kinds: Record<string, number>) =>
      proposeThresholds(calibration, { default: 10, kinds, metrics: {} }).find(
        (p) => p.key === "throughput.reductionsPerMessage",
      )?.configuredPct;
    expect(configured({})).toBe(1.5);
    expect(configured({ work: 3 })).toBe(3);
  });

  it("writes a thresholds block for the config file", () => {
    expect(thresholdsSnippet(proposals, 10)).toBe(
      [
        "thresholds:",
        "  default: 10",
        "  metrics:",
        "    throughput.publishRate: 5 # A/A noise 4.0%",
        "    throughput.latency: 1 # A/A noise 0.0%",
        "    throughput.reductionsPerMessage: 2 # A/A noise 1.0%",
        "",
      ].join("\n"),
    );
    expect(thresholdsSnippet([], 10)).toBe("thresholds:\n  default: 10\n");
  });

  it("renders the table and the block for a terminal and for Markdown", () => {
    const snippet = thresholdsSnippet(proposals, 10);
    const text = renderCalibrationConsole(results, proposals, snippet);
    expect(text).toContain(
      "2 A/A comparisons of 5 trials per side for rabbit against an identical twin each",
    );
    expect(text).toMatch(/rabbit\s+throughput\.publishRate\s+33\.4%\s+4\.0%\s+10%\s+5% \(tighten\)/);
    expect(text).toContain("    throughput.publishRate: 5 # A/A noise 4.0%");
    const markdown = renderCalibrationMarkdown(results, proposals, snippet);
    expect(markdown).toContain("| rabbit | throughput.publishRate |");
    expect(markdown).toContain("```yaml\nthresholds:\n  default: 10\n");
  });
});

describe("baseline save --noise", () => {
  it("keeps a calibration's noise with a baseline of the same targets, and refuses one of others", async () => {
    const calibration = calibrationResults(calibrationRun(), new Map([["rabbit", "rabbit-twin"]]), 5, 2);
    const run = buildResults([
      {
        id: "rabbit",
        scenarios: [{ name: "throughput", metrics: [{ id: "publishRate", samples: [1, 2, 3] }] }],
      },
    ]);
    const other = buildResults([
      { id: "other", scenarios: [{ name: "throughput", metrics: [{ id: "publishRate", samples: [1] }] }] },
    ]);
    const dir = tempFiles({});
    writeFileSync(join(dir, "calibration.json"), JSON.stringify(calibration));
    writeFileSync(join(dir, "run.json"), JSON.stringify(run));
    writeFileSync(join(dir, "other.json"), JSON.stringify(other));
    const saved = await runCli([
      "baseline",
      "save",
      "--from",
      join(dir, "run.json"),
      "--to",
      join(dir, "b.json"),
      "--noise",
      join(dir, "calibration.json"),
    ]);
    expect(saved.code, saved.stderr).toBe(0);
    const baseline = JSON.parse(readFileSync(join(dir, "b.json"), "utf8"));
    expect(baseline.calibration.targets[0].target).toBe("rabbit");
    const refused = await runCli([
      "baseline",
      "save",
      "--from",
      join(dir, "other.json"),
      "--to",
      join(dir, "c.json"),
      "--noise",
      join(dir, "calibration.json"),
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `error: --noise: '${join(dir, "calibration.json")}' calibrated rabbit, none of the baseline's targets (other)\n`,
    );
    const none = await runCli([
      "baseline",
      "save",
      "--from",
      join(dir, "run.json"),
      "--to",
      join(dir, "d.json"),
      "--noise",
      join(dir, "run.json"),
    ]);
    expect(none.stderr).toMatch(/holds no calibration; expected the results of 'calibrate'/);
  });
});
