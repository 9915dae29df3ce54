import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { checkLimits } from "../../../src/compare/limits.js";
import { ConfigSchema } from "../../../src/model/config.js";
import { limitChecks, nodeLossResults, singleScenario } from "../../fixtures/build.js";
import { loadFixture } from "../../fixtures/load.js";
import { buildJsonReport, renderJson } from "../../fixtures/render.js";

const thresholds = { default: 10, metrics: {} };
/** Rates and latencies bind (verdict.clockMetrics: bind), so that the fixtures' regressions fail. */
const bind = { clockMetrics: "bind" } as const;

describe("renderJson", () => {
  it("has the same keys in the same order with or without a baseline", () => {
    const current = loadFixture("results-regressed");
    const withBaseline = JSON.parse(
      renderJson(current, compareResults(loadFixture("baseline-basic"), current, thresholds, bind)),
    ) as Record<string, unknown>;
    const without = JSON.parse(renderJson(current)) as Record<string, unknown>;
    const keys = [
      "schema",
      "schemaVersion",
      "gate",
      "verdict",
      "current",
      "invalid",
      "scenarioWarnings",
      "metrics",
      "limits",
      "comparison",
      "sameJob",
    ];
    expect(Object.keys(withBaseline)).toEqual(keys);
    expect(Object.keys(without)).toEqual(keys);
    // Same-job pairs only when the run measured some (test/unit/gate/merge-base.test.ts).
    expect(without.sameJob).toBeNull();
    expect(withBaseline).toMatchObject({
      schema: "rabbitmq-perf-gate/report",
      schemaVersion: 1,
      verdict: "regression",
    });
    expect(without).toMatchObject({ verdict: "pass", limits: [], comparison: null });
  });

  it("carries the limit rows, and an exceeded limit in the verdict with or without a baseline", () => {
    const current = loadFixture("results-basic");
    const limits = checkLimits(
      current,
      ConfigSchema.parse({
        limits: { e2eLatencyP99Us: { max: 3000, reason: "p99 under 3 ms" }, brokerMemoryMiB: { max: 400 } },
      }).limits,
    );
    const comparison = compareResults(loadFixture("baseline-basic"), current, thresholds);
    const withBaseline = JSON.parse(renderJson(current, comparison, limits)) as {
      verdict: string;
      limits: Record<string, unknown>[];
      comparison: { verdict: string };
    };
    expect(withBaseline.verdict).toBe("limit-exceeded");
    // The comparison keeps its own verdict: the limits are the gate's, not the baseline's.
    expect(withBaseline.comparison.verdict).toBe("pass");
    expect(withBaseline.limits).toEqual([
      {
        target: "rabbitmq-4.0.5-management",
        scenario: "throughput",
        metric: "e2eLatencyP99Us",
        key: "rabbitmq-4.0.5-management/throughput.e2eLatencyP99Us",
        limitKey: "e2eLatencyP99Us",
        unit: "µs",
        bound: "max",
        limit: 3000,
        statistic: "median",
        value: 3551,
        verdict: "exceeded",
        reason: "p99 under 3 ms",
        dataLoss: false,
      },
      {
        target: "rabbitmq-4.0.5-management",
        scenario: null,
        metric: "brokerMemoryMiB",
        key: "rabbitmq-4.0.5-management/brokerMemoryMiB",
        limitKey: "brokerMemoryMiB",
        unit: "",
        bound: "max",
        limit: 400,
        statistic: "median",
        value: null,
        verdict: "not-measured",
        reason: null,
        dataLoss: false,
      },
    ]);
    expect(buildJsonReport(current, undefined, limits).verdict).toBe("limit-exceeded");
  });

  it("carries the comparison with every row's fields", () => {
    const current = loadFixture("results-regressed");
    const report = JSON.parse(
      renderJson(current, compareResults(loadFixture("baseline-basic"), current, thresholds, bind)),
    ) as {
      comparison: {
        schema: string;
        schemaVersion: number;
        reference: Record<string, unknown>;
        counts: Record<string, number>;
        rows: Record<string, unknown>[];
      };
    };
    expect(report.comparison.schema).toBe("rabbitmq-perf-gate/comparison");
    expect(report.comparison.schemaVersion).toBe(3);
    expect(report.comparison.reference).toEqual({
      kind: "separate",
      clockMetrics: "bind",
      historyRuns: 0,
      historySameClassRuns: 0,
      runnerClass: null,
      historyMinRuns: 10,
      historyZ: 5,
    });
    expect(report.comparison.counts).toEqual({
      compared: 23,
      regressed: 5,
      improved: 3,
      unchanged: 15,
      inconclusive: 0,
      missingInBaseline: 0,
      missingInCurrent: 0,
      invalidScenarios: 0,
      acknowledged: 0,
      notComparable: 0,
    });
    const publish = report.comparison.rows[0]!;
    expect(Object.keys(publish)).toEqual([
      "target",
      "scenario",
      "metric",
      "key",
      "unit",
      "direction",
      "kind",
      "baseline",
      "current",
      "changePct",
      "betterPct",
      "thresholdPct",
      "thresholdKey",
      "verdict",
      "notes",
      "ci",
      "pValue",
      "settle",
      "noisePct",
      "acknowledgement",
      "binds",
      "movesWithMachine",
      "history",
    ]);
    expect(publish).toMatchObject({
      key: "rabbitmq-4.0.5-management/throughput.publishRate",
      verdict: "regressed",
      thresholdKey: "default",
      ci: null,
      pValue: null,
      binds: true,
      history: null,
    });
  });

  it("lists the current metrics, invalid scenarios and warnings", () => {
    const report = buildJsonReport(loadFixture("results-invalid"));
    expect(report.verdict).toBe("invalid");
    expect(report.invalid).toHaveLength(1);
    expect(report.metrics).toHaveLength(23);
    expect(report.metrics[0]).toMatchObject({
      key: "rabbitmq-4.0.5-management/throughput.publishRate",
      unit: "msg/s",
      direction: "higher",
      summary: { n: 2 },
    });
    expect(buildJsonReport(loadFixture("results-two-targets")).scenarioWarnings).toEqual([
      {
        target: "rabbitmq-3.13.7-management",
        scenario: "throughput",
        warnings: [expect.stringMatching(/^trial 1: backlog grew by 1204 messages/)],
      },
    ]);
  });

  it("writes null, never NaN or Infinity, for an unknown change", () => {
    const baseline = singleScenario([{ id: "errors", samples: [0], direction: "lower" }]);
    const current = singleScenario([{ id: "errors", samples: [5], direction: "lower" }]);
    const text = renderJson(current, compareResults(baseline, current, thresholds));
    expect(text).not.toMatch(/NaN|Infinity/);
    const row = (JSON.parse(text) as { comparison: { rows: Record<string, unknown>[] } }).comparison.rows[0]!;
    expect(row).toMatchObject({ changePct: null, betterPct: null, verdict: "inconclusive" });
  });

  it("is indented and ends with a newline", () => {
    const text = renderJson(loadFixture("results-basic"));
    expect(text.startsWith('{\n  "schema": "rabbitmq-perf-gate/report",\n')).toBe(true);
    expect(text.endsWith("}\n")).toBe(true);
  });
});

describe("renderJson with data loss", () => {
  it("says data-loss in the verdict and marks the row", () => {
    const current = nodeLossResults([0, 12, 0]);
    const report = JSON.parse(renderJson(current, undefined, limitChecks(current, {}))) as {
      verdict: string;
      limits: Record<string, unknown>[];
    };
    expect(report.verdict).toBe("data-loss");
    expect(report.limits).toEqual([
      expect.objectContaining({
        key: "rabbit/node-loss.lostMessages",
        statistic: "worst",
        value: 12,
        dataLoss: true,
      }),
    ]);
  });
});
