import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { renderMermaidChart, renderMermaidTrend, trendSeries } from "../../../src/report/mermaid.js";
import { HistorySchema } from "../../../src/model/config.js";
import { svgChart } from "../../../src/report/html.js";
import { storedHistory } from "../../fixtures/history.js";
import { loadFixture } from "../../fixtures/load.js";

const thresholds = { default: 10, metrics: {} };

describe("trendSeries", () => {
  it("charts the changed metrics, regressions first, over the history and this run", () => {
    const history = storedHistory(3);
    const current = loadFixture("results-regressed");
    const comparison = compareResults(history.at(-1)!, current, thresholds, { clockMetrics: "bind" });
    const series = trendSeries(history, current, comparison, { currentLabel: "#43" });
    expect(series.map((s) => `${s.scenario}.${s.metric}`)).toEqual([
      "throughput.publishRate",
      "throughput.consumeRate",
      "throughput.e2eLatencyP95Us",
      "throughput.e2eLatencyP99Us",
    ]);
    expect(series[0]!.title).toBe("throughput.publishRate (higher is better)");
    expect(series[0]!.points.map((p) => p.label)).toEqual(["1111111", "2222222", "a1b2c3d", "#43"]);
    expect(series[0]!.points.at(-1)!.value).toBeCloseTo(25731, 0);
  });

  it("without changes charts each scenario's first metric; configured keys win", () => {
    const current = loadFixture("results-basic");
    const comparison = compareResults(loadFixture("baseline-basic"), current, thresholds);
    expect(trendSeries([], current, comparison).map((s) => s.metric)).toEqual([
      "publishRate",
      "transientQueueOpsPerSec",
      "transientBindingOpsPerSec",
    ]);
    expect(
      trendSeries([], current, comparison, {
        metrics: ["e2eLatencyP99Us", "queue-churn.durableQueueOpsPerSec"],
      }).map((s) => s.metric),
    ).toEqual(["e2eLatencyP99Us", "durableQueueOpsPerSec"]);
  });
});

describe("renderMermaidChart", () => {
  const base = {
    title: "throughput.publishRate (higher is better)",
    target: "rabbitmq-4.0.5",
    scenario: "throughput",
    metric: "publishRate",
    unit: "msg/s",
    direction: "higher" as const,
  };

  it("draws an xychart with quoted labels, a padded y axis and rounded values", () => {
    const chart = renderMermaidChart({
      ...base,
      points: [
        { label: "a1b2c3d", value: 31508.94 },
        { label: "b2c3d4e", value: 30123.5 },
        { label: "this PR", value: 25731.2 },
      ],
    });
    expect(chart).toBe(
      [
        "```mermaid",
        '%%{init: {"xyChart": {"height": 240, "titleFontSize": 14}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da"}}}}%%',
        "xychart-beta",
        '  title "throughput.publishRate (higher is better)"',
        '  x-axis ["a1b2c3d", "b2c3d4e", "this PR"]',
        '  y-axis "msg/s" 24860 --> 32380',
        "  line [31510, 30120, 25730]",
        "```",
      ].join("\n"),
    );
  });

  it("leaves out runs without the metric, and draws nothing with fewer than three points", () => {
    const chart = renderMermaidChart({
      ...base,
      points: [
        { label: "a", value: 1 },
        { label: "b", value: null },
        { label: "c", value: 2 },
        { label: "d", value: 3 },
      ],
    });
    expect(chart).toContain('x-axis ["a", "c", "d"]');
    expect(
      renderMermaidChart({
        ...base,
        points: [
          { label: "a", value: 1 },
          { label: "b", value: 2 },
        ],
      }),
    ).toBeUndefined();
    expect(renderMermaidTrend([{ ...base, points: [{ label: "a", value: 1 }] }])).toBe("");
  });

  it("keeps quotes and brackets from ending a Mermaid string", () => {
    const chart = renderMermaidChart({
      ...base,
      title: 'x"]\nline [1',
      points: [
        { label: 'a"b', value: 1 },
        { label: "c", value: 2 },
        { label: "<d>", value: 3 },
      ],
    })!;
    expect(chart).toContain(`title "x'] line [1"`);
    expect(chart).toContain(`x-axis ["a'b", "c", "d"]`);
    expect(chart.split("\n")).toHaveLength(8);
  });

  it("gives a flat series room above and below", () => {
    const chart = renderMermaidChart({
      ...base,
      points: [
        { label: "a", value: 100 },
        { label: "b", value: 100 },
        { label: "c", value: 100 },
      ],
    })!;
    expect(chart).toContain('y-axis "msg/s" 90 --> 110');
  });
});

describe("trend titles", () => {
  it("name the target when the run has several", () => {
    const current = loadFixture("results-two-targets");
    const series = trendSeries([], current, undefined);
    expect(series.map((s) => s.title)).toEqual([
      "rabbitmq-3.13.7-management: throughput.publishRate (higher is better)",
      "rabbitmq-3.13.7-management: queue-churn.transientQueueOpsPerSec (higher is better)",
      "rabbitmq-4.0.5-management: throughput.publishRate (higher is better)",
      "rabbitmq-4.0.5-management: queue-churn.transientQueueOpsPerSec (higher is better)",
    ]);
  });
});

describe("trend charts mark the steps history finds in the stored runs", () => {
  const settings = HistorySchema.parse({});
  /** 12 stored runs whose publish rate drops 20% from the ninth, then this run. */
  function stepped() {
    const history = Array.from({ length: 12 }, (_, index) => {
      const results = loadFixture("baseline-basic");
      results.git = { sha: (index + 1).toString(16).padEnd(40, "b"), ref: "refs/heads/main" };
      const metric = results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === "publishRate")!;
      metric.summary.median = (index >= 8 ? 24_000 : 30_000) * (1 + ((index % 3) - 1) * 0.002);
      return results;
    });
    return { history, current: loadFixture("results-basic") };
  }

  it("marks the first run after the step on the axis and says the step under the chart", () => {
    const { history, current } = stepped();
    const series = trendSeries(history, current, undefined, {
      metrics: ["publishRate"],
      changePoints: settings,
    });
    expect(series[0]!.steps).toEqual([
      { index: 8, label: "9bbbbbb", direction: "regression", changePct: expect.closeTo(-20, 0) as number },
    ]);
    const markdown = renderMermaidTrend(series);
    expect(markdown).toContain('"◆ 9bbbbbb"');
    expect(markdown).toMatch(
      /Steps in main's stored history \(change points, as the history command finds them\): ◆ 9bbbbbb -(19\.9|20\.\d)% worse\./,
    );
    expect(svgChart(series[0]!)).toContain('class="step regression"');
  });

  it("marks nothing without the history settings", () => {
    const { history, current } = stepped();
    const series = trendSeries(history, current, undefined, { metrics: ["publishRate"] });
    expect(series[0]!.steps).toBeUndefined();
    expect(renderMermaidTrend(series)).not.toContain("◆");
  });
});
