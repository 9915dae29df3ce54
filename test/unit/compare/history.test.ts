import { describe, expect, it } from "vitest";
import { checkChangePointExpiry, judgeHistory } from "../../../src/compare/history/judge.js";
import { metricSeries, setupChange } from "../../../src/compare/history/series.js";
import { ConfigSchema, HistorySchema } from "../../../src/model/config.js";
import type { Results } from "../../../src/model/results.js";
import { renderHistoryMarkdown, renderHistoryText } from "../../../src/report/history.js";
import { loadFixture } from "../../fixtures/load.js";

const settings = HistorySchema.parse({});

/**
 * A history of baseline-basic copies: `values(metricId, index)` sets each metric's samples (three
 * trials around the value), so series are made to order.
 */
function history(
  count: number,
  value: (metric: string, index: number) => number,
  edit?: (r: Results, index: number) => void,
): Results[] {
  return Array.from({ length: count }, (_, index) => {
    const results = loadFixture("baseline-basic");
    results.git = { sha: (index + 1).toString(16).padStart(40, "a"), ref: "refs/heads/main" };
    results.createdAt = new Date(Date.UTC(2026, 9, 1 + index)).toISOString();
    for (const target of results.targets)
      for (const scenario of target.scenarios)
        for (const metric of scenario.metrics) {
          const level = value(metric.id, index);
          // A little deterministic noise: a constant series has no spread to test against.
          const wobble = 1 + (((index * 7) % 5) - 2) * 0.0005;
          metric.samples = [level * wobble * 0.999, level * wobble, level * wobble * 1.001];
        }
    edit?.(results, index);
    return results;
  });
}

const target = () => loadFixture("baseline-basic").targets[0]!;
const firstMetric = () => target().scenarios[0]!.metrics[0]!;

describe("metricSeries", () => {
  it("keeps one series per runner class, and leaves out invalid scenarios", () => {
    const runs = history(
      6,
      () => 100,
      (results, index) => {
        if (index % 2 === 1) results.host = { ...results.host, cpuCores: results.host.cpuCores * 2 };
        if (index === 4) results.targets[0]!.scenarios[0]!.valid = false;
      },
    );
    const series = metricSeries(runs).filter(
      (one) => one.metric === firstMetric().id && one.scenario === target().scenarios[0]!.name,
    );
    expect(series).toHaveLength(2);
    expect(series.map((one) => one.points.length).sort()).toEqual([2, 3]);
    expect(new Set(series.map((one) => one.runnerClass)).size).toBe(2);
  });

  it("names what changed in the setup between two points", () => {
    expect(setupChange("RabbitMQ 4.0.5; parameters {}", "RabbitMQ 4.1.0; parameters {}")).toBe(
      "RabbitMQ 4.0.5 → RabbitMQ 4.1.0",
    );
    expect(setupChange('RabbitMQ 4.0.5; parameters {"a":1}', 'RabbitMQ 4.0.5; parameters {"a":2}')).toBe(
      "the scenario's parameters changed",
    );
    expect(setupChange("x; parameters {}", "x; parameters {}")).toBeUndefined();
  });
});

describe("judgeHistory", () => {
  const metric = firstMetric();

  it("fails on a recent regression step of a binding metric, naming both commits", () => {
    const work = { ...settings, clockMetrics: "bind" as const };
    const worse = metric.direction === "higher" ? 0.9 : 1.1;
    const runs = history(12, (id, index) => (id === metric.id && index >= 9 ? 100 * worse : 100));
    const judged = judgeHistory(runs, work);
    expect(judged.verdict).toBe("regressed");
    const open = judged.open.find((step) => step.series.metric === metric.id)!;
    expect(open.point.index).toBe(9);
    expect(open.point.sha).toBe(runs[9]!.git!.sha);
    expect(open.point.previousSha).toBe(runs[8]!.git!.sha);
    expect(open.point.medianBefore).toBeCloseTo(100, 0);
    expect(Math.abs(open.point.changePct)).toBeCloseTo(10, 0);
    expect(open.point.direction).toBe("regression");
    expect(open.point.recent).toBe(true);
  });

  it("reports an old regression step without failing", () => {
    const worse = metric.direction === "higher" ? 0.9 : 1.1;
    const runs = history(20, (id, index) => (id === metric.id && index >= 6 ? 100 * worse : 100));
    const judged = judgeHistory(runs, { ...settings, clockMetrics: "bind" });
    const step = judged.series.find((one) => one.metric === metric.id)!.changePoints[0]!;
    expect(step.index).toBe(6);
    expect(step.recent).toBe(false);
    expect(judged.verdict).toBe("pass");
  });

  it("keeps a clock metric's step advisory by default", () => {
    const worse = metric.direction === "higher" ? 0.8 : 1.25;
    const runs = history(12, (id, index) => (id === metric.id && index >= 9 ? 100 * worse : 100));
    const judged = judgeHistory(runs, settings);
    const series = judged.series.find((one) => one.metric === metric.id)!;
    expect(series.movesWithMachine).toBe(true);
    expect(series.changePoints[0]!.binds).toBe(false);
    expect(judged.verdict).toBe("pass");
    expect(renderHistoryText(judged, { source: "s" })).toContain("regression, advisory");
  });

  it("never reports a step below the metric's minimum magnitude", () => {
    const runs = history(20, (id, index) => (id === metric.id && index >= 10 ? 105 : 100));
    const withMinimum = (pct: number) =>
      judgeHistory(runs, {
        ...settings,
        minMagnitude: { ...settings.minMagnitude, metrics: { [metric.id]: pct } },
      });
    expect(withMinimum(2).series.find((one) => one.metric === metric.id)!.changePoints).toHaveLength(1);
    expect(withMinimum(6).series.find((one) => one.metric === metric.id)!.changePoints).toHaveLength(0);
  });

  it("accepts an acknowledged step (metric key and commit prefix) and says why", () => {
    const worse = metric.direction === "higher" ? 0.9 : 1.1;
    const runs = history(12, (id, index) => (id === metric.id && index >= 9 ? 100 * worse : 100));
    const entry = {
      metric: metric.id,
      commit: runs[9]!.git!.sha!.slice(0, 7),
      reason: "a known cost of the fix",
      expires: "2999-01-01",
    };
    const judged = judgeHistory(runs, { ...settings, clockMetrics: "bind" }, [entry]);
    expect(judged.open.filter((step) => step.series.metric === metric.id)).toHaveLength(0);
    const step = judged.series.find((one) => one.metric === metric.id)!.changePoints[0]!;
    expect(step.acknowledgement).toEqual({ reason: "a known cost of the fix", expires: "2999-01-01" });
    expect(renderHistoryMarkdown(judged, { source: "s" })).toContain(
      "acknowledged until 2999-01-01: a known cost of the fix",
    );
  });

  it("marks a step where the broker changed", () => {
    const runs = history(
      16,
      (id, index) => (id === metric.id && index >= 8 ? 150 : 100),
      (results, index) => {
        if (index >= 8) results.targets[0]!.broker.serverVersion = "4.1.0";
      },
    );
    const step = judgeHistory(runs, settings).series.find((one) => one.metric === metric.id)!
      .changePoints[0]!;
    expect(step.setupChange).toMatch(/→ RabbitMQ 4\.1\.0/);
  });

  it("finds nothing in a flat history, and says so first", () => {
    const judged = judgeHistory(
      history(20, () => 100),
      settings,
    );
    expect(judged.series.every((one) => one.changePoints.length === 0)).toBe(true);
    expect(renderHistoryMarkdown(judged, { source: "branch 'b'" })).toMatch(
      /^## ✅ Performance history: no open regression over 20 stored results \(no step found\)\n/,
    );
  });
});

describe("a metric measured another way along the history", () => {
  const metric = firstMetric();
  const redefineAt = 26;
  /** 30 runs of a binding metric redefined at run 26: another unit and description, values x1.5. */
  const redefined = (edit: (stored: Results["targets"][0]["scenarios"][0]["metrics"][0]) => void) =>
    history(
      30,
      (id, index) => (id === metric.id && index >= redefineAt ? 150 : 100),
      (results, index) => {
        if (index < redefineAt) return;
        edit(results.targets[0]!.scenarios[0]!.metrics.find((candidate) => candidate.id === metric.id)!);
      },
    );

  it("splits the series where the unit and description changed, and reports no step there", () => {
    const runs = redefined((stored) => {
      stored.unit = "msg/min";
      stored.description = "messages published per minute";
    });
    const judged = judgeHistory(runs, { ...settings, clockMetrics: "bind" });
    const series = judged.series.find(
      (one) => one.metric === metric.id && one.scenario === target().scenarios[0]!.name,
    )!;
    expect(series.changePoints).toEqual([]);
    expect(series.redefinitions).toEqual([
      expect.objectContaining({
        index: redefineAt,
        sha: runs[redefineAt]!.git!.sha,
        reason: expect.stringContaining("its unit changed"),
      }),
    ]);
    expect(series.unit).toBe("msg/min");
    expect(judged.verdict).toBe("pass");
    const context = { source: "branch 'perf-gate-baselines'" };
    expect(renderHistoryText(judged, context)).toContain(
      `series split      ${target().id}/${target().scenarios[0]!.name}.${metric.id} at ${runs[redefineAt]!.git!.sha!.slice(0, 7)}: its unit changed ('${metric.unit}' before, 'msg/min' from here)`,
    );
    expect(renderHistoryMarkdown(judged, context)).toContain(
      "### Series split where a metric was measured another way",
    );
  });

  it("splits at a method version, and not at a reworded description of one method", () => {
    const method = judgeHistory(
      redefined((stored) => {
        stored.method = 2;
        stored.methodChange = "counted over whole messages";
      }).map((results) => {
        for (const stored of results.targets[0]!.scenarios[0]!.metrics) stored.method ??= 1;
        return results;
      }),
      { ...settings, clockMetrics: "bind" },
    );
    const split = method.series.find(
      (one) => one.metric === metric.id && one.scenario === target().scenarios[0]!.name,
    )!;
    expect(split.changePoints).toEqual([]);
    expect(split.redefinitions.map((change) => change.reason)).toEqual([
      "measured another way since method 2 of the metric (counted over whole messages) (method 1 before, method 2 from here)",
    ]);
    // The same runs with one method and a reworded description: one series, whose step is found.
    const reworded = judgeHistory(
      redefined((stored) => {
        stored.description = `${stored.description ?? ""}, reworded`;
      }).map((results) => {
        for (const stored of results.targets[0]!.scenarios[0]!.metrics) stored.method = 1;
        return results;
      }),
      { ...settings, clockMetrics: "bind" },
    );
    const one = reworded.series.find(
      (candidate) => candidate.metric === metric.id && candidate.scenario === target().scenarios[0]!.name,
    )!;
    expect(one.redefinitions).toEqual([]);
    expect(one.changePoints.map((point) => point.index)).toEqual([redefineAt]);
  });
});

describe("history config", () => {
  it("refuses a change-point acknowledgement without a commit sha, naming the field", () => {
    const parsed = ConfigSchema.safeParse({
      acknowledge: { changePoints: [{ metric: "m", commit: "HEAD", reason: "r", expires: "2999-01-01" }] },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["acknowledge", "changePoints", 0, "commit"]);
  });

  it("says an expired change-point acknowledgement is a config error of history", () => {
    expect(() =>
      checkChangePointExpiry(
        [{ metric: "m", commit: "abcdef0", reason: "r", expires: "2026-01-01" }],
        new Date("2026-02-01"),
      ),
    ).toThrow(
      /^acknowledge\.changePoints\[0\]\.expires: the acknowledgement of the step of 'm' at abcdef0 expired on 2026-01-01/,
    );
  });
});
