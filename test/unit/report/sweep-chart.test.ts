import { describe, expect, it } from "vitest";
import type { Results, SweepPoint } from "../../../src/model/results.js";
import { logTicks, sweepCharts } from "../../../src/report/sweep-chart.js";
import { buildResults } from "../../fixtures/build.js";
import { loadFixture } from "../../fixtures/load.js";
import { renderHtml } from "../../fixtures/render.js";

const QUEUES = [16, 32, 64, 128, 256];

/** Points of one series whose reductions grow as `scale` × queues^`slope`. */
function series(name: string, scale: number, slope: number, withReductions = true): SweepPoint[] {
  return QUEUES.map((x) => ({
    series: name,
    x,
    operations: x,
    ms: x / 10,
    ...(withReductions && { reductions: scale * x ** slope }),
  }));
}

/** A routing-scale-like result: three trials, each with `sweep(trial)` as its points. */
function sweepResults(sweep: (trial: number) => SweepPoint[]): Results {
  const results = buildResults([
    {
      id: "rabbitmq-4.1",
      scenarios: [
        {
          name: "routing-scale",
          metrics: [{ id: "directCreateB1WorkSlope", samples: [1, 1, 1], unit: "", direction: "lower" }],
        },
      ],
    },
  ]);
  for (const trial of results.targets[0]!.scenarios[0]!.trials) trial.sweep = sweep(trial.trial);
  return results;
}

const routingScale = () => [
  ...series("direct create, 1 binding per queue", 1000, 1),
  ...series("direct create, 4 bindings per queue", 4000, 1.3),
  ...series("topic route, 1 binding per queue", 200, 1),
];

describe("the sweep charts of the HTML report", () => {
  it("draws one log-log chart per series group, with a legend, a slope-1 guide and log ticks", () => {
    const html = renderHtml({ results: sweepResults(routingScale) });
    const section = html.slice(html.indexOf("<h2>rabbitmq-4.1 / routing-scale: sweep</h2>"));
    expect(section).not.toBe(html);
    expect(section.slice(0, section.indexOf("</section>")).match(/<svg /g)).toHaveLength(2);
    expect(section).toContain("direct create: broker work by queue count");
    expect(section).toContain("topic route: broker work by queue count");
    expect(section).toContain(">1 binding per queue<title>1 binding per queue</title>");
    expect(section).toContain(">4 bindings per queue<title>");
    expect(section).toContain("slope 1 (linear)");
    expect(section).toContain('class="guide"');
    // The x ticks are the sweep's own queue counts, the y ticks decades.
    for (const queues of QUEUES) expect(section).toContain(`text-anchor="middle">${queues}</text>`);
    for (const decade of ["10k", "100k", "1M"])
      expect(section).toContain(`text-anchor="end">${decade}</text>`);
    expect(section).toContain("reductions (log)");
    expect(section).toContain("median over 3 valid trials");
  });

  it("escapes series names, target ids and scenario names", () => {
    const results = sweepResults(() => series(`<script>alert("x")</script>, 1 binding per queue`, 10, 1));
    results.targets[0]!.id = "<b>t</b>";
    const html = renderHtml({ results });
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>t</b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;: broker work by queue count");
    expect(html).toContain("&lt;b&gt;t&lt;/b&gt; / routing-scale: sweep");
  });

  it("plots the median of each point over the valid trials only, and wall time when no reductions were read", () => {
    const results = sweepResults((trial) =>
      series("direct route, 1 binding per queue", trial, 1, false).map((point) => ({
        ...point,
        ms: point.x * trial,
      })),
    );
    results.targets[0]!.scenarios[0]!.trials[2]!.valid = false;
    results.targets[0]!.scenarios[0]!.trials[2]!.sweep = series(
      "direct route, 1 binding per queue",
      1,
      1,
      false,
    ).map((point) => ({ ...point, ms: 1e9 }));
    const [chart] = sweepCharts(results.targets[0]!.scenarios[0]!);
    expect(chart!.measure).toBe("ms");
    expect(chart!.lines[0]!.points.map((point) => point.y)).toEqual(QUEUES.map((x) => x * 1.5));
    expect(chart!.lines[0]!.points.every((point) => point.trials === 2)).toBe(true);
    expect(renderHtml({ results })).toContain("ms, no reductions read (log)");
  });

  it("leaves out points that a log scale cannot draw, and says so", () => {
    const results = sweepResults(() =>
      series("direct delete, 1 binding per queue", 10, 1).map((point) =>
        point.x === 16 ? { ...point, reductions: -5 } : point,
      ),
    );
    const [chart] = sweepCharts(results.targets[0]!.scenarios[0]!);
    expect(chart!.lines[0]!.points.map((point) => point.x)).toEqual([32, 64, 128, 256]);
    expect(chart!.leftOut).toBe(1);
    expect(renderHtml({ results })).toContain(
      "1 point at or below 0 cannot be drawn on a log scale and is left out.",
    );
  });

  it("ticks decades where the range holds two, else 1-2-5 steps, else its ends", () => {
    expect(logTicks(5, 2000)).toEqual([10, 100, 1000]);
    expect(logTicks(15, 300)).toEqual([20, 50, 100, 200]);
    expect(logTicks(3.1, 4.2)).toEqual([3.1, 4.2]);
  });

  it("renders no sweep section for results without sweep points", () => {
    for (const fixture of ["results-basic", "results-regressed", "results-two-targets"] as const) {
      const html = renderHtml({ results: loadFixture(fixture) });
      expect(html).not.toContain(": sweep</h2>");
      expect(html).not.toContain("<svg");
    }
  });
});
