import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ExitCode } from "../../../src/model/errors.js";
import { resultsJson } from "../../../src/model/results.js";
import { ConfigSchema } from "../../../src/model/config.js";
import { compareFiles, compareTargetsInFile } from "../../../src/gate/files.js";
import { reportFile } from "../../../src/gate/gate.js";
import { exitCodeOf } from "../../../src/gate/outcome.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { fixturePath } from "../../fixtures/load.js";
import { limitChecks, nodeLossResults } from "../../fixtures/build.js";
import { dataLossPhrase } from "../../../src/report/limits.js";
import { tempFiles } from "../cli/helpers.js";

/**
 * Absolute limits on every path that judges results with a config: the exit code, `compare` of
 * two files, `compare --targets`, and `report` with and without a baseline.
 */
const limitsOf = (raw: Record<string, unknown>) => ConfigSchema.parse({ limits: raw }).limits;
/** results-basic's throughput e2eLatencyP99Us has a median of 3,551 µs. */
const P99_UNDER_3MS = { e2eLatencyP99Us: { max: 3000, reason: "p99 under 3 ms" } };
const thresholds = { default: 10, metrics: {} };

describe("exitCodeOf", () => {
  it("an exceeded limit exits 1 whatever failOnRegression says; a regression only when it asks", () => {
    expect(exitCodeOf("limit-exceeded", false)).toBe(ExitCode.Regression);
    expect(exitCodeOf("limit-exceeded", true)).toBe(ExitCode.Regression);
    expect(exitCodeOf("regression", false)).toBe(ExitCode.Pass);
    expect(exitCodeOf("regression", true)).toBe(ExitCode.Regression);
    expect(exitCodeOf("pass-with-warnings", true)).toBe(ExitCode.Pass);
  });

  it("data loss exits 1 whatever failOnRegression says, like an exceeded limit", () => {
    expect(exitCodeOf("data-loss", false)).toBe(ExitCode.Regression);
    expect(exitCodeOf("data-loss", true)).toBe(ExitCode.Regression);
  });
});

describe("compareFiles with limits", () => {
  it("fails on an exceeded limit with failOnRegression false, and says so in every report", async () => {
    const dir = tempFiles({});
    const outcome = await compareFiles({
      judging: {
        thresholds,
        failOnRegression: false,
        limits: limitsOf(P99_UNDER_3MS),
      },
      baselinePath: fixturePath("baseline-basic"),
      currentPath: fixturePath("results-basic"),
      jsonPath: join(dir, "report.json"),
      markdownPath: join(dir, "report.md"),
      htmlPath: join(dir, "report.html"),
    });
    expect(outcome.verdict).toBe("limit-exceeded");
    expect(outcome.exitCode).toBe(ExitCode.Regression);
    expect(outcome.limitsExceeded).toBe(1);
    expect(outcome.comparison?.verdict).toBe("pass");
    const json = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as {
      verdict: string;
      limits: { key: string; verdict: string }[];
    };
    expect(json.verdict).toBe("limit-exceeded");
    expect(json.limits).toMatchObject([
      { key: "rabbitmq-4.0.5-management/throughput.e2eLatencyP99Us", verdict: "exceeded" },
    ]);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toMatch(
      /^### ⛔ rabbitmq-perf-gate: 1 absolute limit exceeded/,
    );
    expect(readFileSync(join(dir, "report.html"), "utf8")).toContain(
      "<title>rabbitmq-perf-gate: LIMIT EXCEEDED</title>",
    );
    expect(outcome.consoleReport).toContain("rabbitmq-perf-gate: LIMIT EXCEEDED: 1 absolute limit exceeded");
  });

  it("passes when every limit holds, and without limits lists none", async () => {
    const within = await compareFiles({
      judging: {
        thresholds,
        failOnRegression: true,
        limits: limitsOf({ e2eLatencyP99Us: { max: 3551 } }),
      },
      baselinePath: fixturePath("baseline-basic"),
      currentPath: fixturePath("results-basic"),
    });
    expect(within).toMatchObject({ verdict: "pass", exitCode: ExitCode.Pass, limitsExceeded: 0 });
    expect(within.limits).toHaveLength(1);
    const none = await compareFiles({
      judging: {
        thresholds,
        failOnRegression: true,
      },
      baselinePath: fixturePath("baseline-basic"),
      currentPath: fixturePath("results-basic"),
    });
    expect(none.limits).toEqual([]);
    expect(none.consoleReport).not.toContain("Absolute limits");
  });

  it("an invalid run stays invalid: its numbers are not checked", async () => {
    const outcome = await compareFiles({
      judging: {
        thresholds,
        failOnRegression: true,
        limits: limitsOf(P99_UNDER_3MS),
      },
      baselinePath: fixturePath("baseline-basic"),
      currentPath: fixturePath("results-invalid"),
    });
    expect(outcome.verdict).toBe("invalid");
    expect(outcome.limits.map((check) => check.verdict)).toEqual(["not-measured"]);
  });
});

describe("compareFiles --targets with limits", () => {
  it("checks the candidate target, not the reference", async () => {
    // 3.13.7's durableQueueOpsPerSec is 488.7, 4.0.5's 436.9.
    const run = (candidate: string, reference: string) =>
      compareTargetsInFile({
        judging: {
          thresholds: { default: 50, metrics: {} },
          failOnRegression: true,
          limits: limitsOf({ durableQueueOpsPerSec: { min: 450 } }),
        },
        currentPath: fixturePath("results-two-targets"),
        reference,
        candidate,
      });
    const older = await run("rabbitmq-3.13.7-management", "rabbitmq-4.0.5-management");
    expect(older.limits.map((check) => [check.target, check.verdict])).toEqual([
      ["rabbitmq-3.13.7-management", "within"],
    ]);
    expect(older.verdict).toBe("pass");
    const newer = await run("rabbitmq-4.0.5-management", "rabbitmq-3.13.7-management");
    expect(newer).toMatchObject({ verdict: "limit-exceeded", exitCode: ExitCode.Regression });
    expect(newer.markdownReport).toContain("#### Absolute limits: 1 exceeded");
  });
});

describe("reportFile with limits", () => {
  it("judges a results file without a baseline by its limits", async () => {
    const dir = tempFiles({});
    const config = resolveConfig(
      { limits: P99_UNDER_3MS },
      { registry: scenarioRegistry, overrides: { jsonPath: join(dir, "report.json") } },
    );
    const outcome = await reportFile(config, { currentPath: fixturePath("results-basic") });
    expect(outcome.comparison).toBeUndefined();
    expect(outcome).toMatchObject({
      verdict: "limit-exceeded",
      exitCode: ExitCode.Regression,
      limitsExceeded: 1,
    });
    expect(JSON.parse(readFileSync(join(dir, "report.json"), "utf8"))).toMatchObject({
      verdict: "limit-exceeded",
      comparison: null,
      limits: [{ limitKey: "e2eLatencyP99Us", value: 3551, limit: 3000, verdict: "exceeded" }],
    });
  });

  it("with a baseline file, the worse of the comparison and the limits decides", async () => {
    const config = resolveConfig(
      {
        // The fixture's regressions are rates and latencies: they bind on runners known to be alike.
        verdict: { policy: "threshold", clockMetrics: "bind" },
        failOnRegression: false,
        limits: { publishRate: { min: 30000 } },
      },
      { registry: scenarioRegistry },
    );
    const outcome = await reportFile(config, {
      currentPath: fixturePath("results-regressed"),
      baselinePath: fixturePath("baseline-basic"),
    });
    expect(outcome.comparison?.verdict).toBe("regression");
    expect(outcome).toMatchObject({ verdict: "limit-exceeded", exitCode: ExitCode.Regression });
  });
});

describe("compareFiles with data loss", () => {
  it("fails with data-loss whatever the baseline and failOnRegression say, in every report", async () => {
    const dir = tempFiles({});
    const baselinePath = join(dir, "baseline.json");
    const currentPath = join(dir, "current.json");
    writeFileSync(baselinePath, resultsJson(nodeLossResults([0, 0, 0])));
    writeFileSync(currentPath, resultsJson(nodeLossResults([0, 12, 0])));
    const outcome = await compareFiles({
      judging: {
        thresholds,
        failOnRegression: false,
        limits: limitsOf({ lostMessages: { max: 100 } }),
      },
      baselinePath,
      currentPath,
      // A config entry that would allow the loss does not.
      jsonPath: join(dir, "report.json"),
      markdownPath: join(dir, "report.md"),
      htmlPath: join(dir, "report.html"),
    });
    expect(outcome).toMatchObject({ verdict: "data-loss", exitCode: ExitCode.Regression, limitsExceeded: 1 });
    // The median did not move: the comparison alone would pass.
    expect(outcome.comparison?.verdict).toBe("pass");
    const lost = "confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst trial)";
    expect(JSON.parse(readFileSync(join(dir, "report.json"), "utf8"))).toMatchObject({
      verdict: "data-loss",
      limits: [{ key: "rabbit/node-loss.lostMessages", limit: 0, value: 12, dataLoss: true }],
    });
    expect(readFileSync(join(dir, "report.md"), "utf8")).toContain(`### 🚨 rabbitmq-perf-gate: ${lost}; `);
    expect(readFileSync(join(dir, "report.html"), "utf8")).toContain(
      "<title>rabbitmq-perf-gate: DATA LOSS</title>",
    );
    expect(outcome.consoleReport).toContain(`rabbitmq-perf-gate: DATA LOSS: ${lost}; `);
  });

  it("names the messages that never arrived by range, from the trial that watched for them", () => {
    const results = nodeLossResults([0, 88, 0]);
    const trial = results.targets[0]!.scenarios[0]!.trials[1]!;
    const range = { publisher: 0, from: 1007, to: 1268, step: 3, count: 88 };
    trial.missing = {
      windowMs: 3_000,
      watchedMs: 60_000,
      adaptedWindowMs: 4_000,
      maxLateMs: 1_000,
      late: {
        count: 2,
        ranges: [{ publisher: 2, from: 5, to: 6, step: 1, count: 2, lateMs: { min: 900, max: 1_000 } }],
      },
      duplicate: { count: 0, ranges: [] },
      never: { count: 88, ranges: [range] },
    };
    const checks = limitChecks(results, {});
    expect(dataLossPhrase(checks)).toBe(
      "confirmed messages were lost: 88 msg in rabbit/node-loss (lostMessages, worst trial; never arrived: trial 2: publisher 0 #1007-#1268 every 3rd (88))",
    );
  });
});
