import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { statisticalPolicy } from "../../../src/compare/statistical-policy.js";
import { formatInterval, intervalHeading } from "../../../src/report/format.js";
import { buildResults } from "../../fixtures/build.js";
import {
  renderComment,
  renderConsole,
  renderHtml,
  renderJson,
  renderMarkdown,
} from "../../fixtures/render.js";

// Per metric the reports show baseline, current, change with its confidence interval, threshold
// and verdict; an inconclusive verdict says why and what would settle it.
const baseline = buildResults([
  {
    id: "rabbit",
    scenarios: [
      {
        name: "throughput",
        metrics: [
          { id: "publishRate", samples: [1000, 1010, 990, 1005, 995] },
          { id: "consumeRate", samples: [1000, 1010, 990, 1005, 995] },
          { id: "e2eLatencyP50Us", samples: [500, 505, 495, 502, 498], direction: "lower" },
        ],
      },
    ],
  },
]);
const current = buildResults([
  {
    id: "rabbit",
    scenarios: [
      {
        name: "throughput",
        metrics: [
          { id: "publishRate", samples: [800, 808, 792, 804, 796] },
          { id: "consumeRate", samples: [910, 820, 870, 950, 780] },
          { id: "e2eLatencyP50Us", samples: [501, 503, 497, 500, 499], direction: "lower" },
        ],
      },
    ],
  },
]);
const comparison = compareResults(
  baseline,
  current,
  { default: 10, metrics: {} },
  // Rates and latencies bind, so that the publish rate can regress.
  { policy: statisticalPolicy(), clockMetrics: "bind" },
);

describe("reports of a statistical comparison", () => {
  it("formats the interval as raw changes of the median", () => {
    expect(
      formatInterval({ ci: { statistic: "ratio-of-medians", level: 0.95, low: 0.779, high: 0.821 } }),
    ).toBe("-22.1% to -17.9%");
    expect(formatInterval({ ci: null })).toBe("");
    expect(intervalHeading(comparison.rows)).toBe("90% CI");
    expect(intervalHeading([{ ci: null }])).toBeUndefined();
  });

  it("console: a CI column between change and threshold, and the inconclusive reason in the notes", () => {
    const report = renderConsole(current, comparison);
    const header = report.split("\n").find((line) => line.startsWith("scenario"))!;
    expect(header.split(/\s{2,}/)).toEqual([
      "scenario",
      "metric",
      "baseline",
      "current",
      "change",
      "90% CI",
      "threshold",
      "verdict",
    ]);
    const publish = report.split("\n").find((line) => /^throughput +publishRate /.test(line))!;
    expect(publish.split(/\s{2,}/).slice(4)).toEqual([
      "-20.0% worse",
      expect.stringMatching(/^-2\d\.\d% to -1\d\.\d%$/),
      "10%",
      "regressed",
    ]);
    const consume = report.split("\n").find((line) => line.includes("consumeRate") && !line.includes(":"))!;
    expect(consume).toMatch(/inconclusive$/);
    // Once per reason, naming the metric; the interval in the table's sign, the threshold's word beside it.
    expect(report).toMatch(
      /\n {2}- it may have regressed beyond the threshold: the 90% interval of the change, -\d+\.\d+% to [-+]\d+\.\d+%, straddles -10% \(worse\); .*\(throughput\.consumeRate\)\n/,
    );
    expect(report).toMatch(
      /\n {2}- more trials would likely settle it: about \d+ trials per side \(throughput\.consumeRate\)\n/,
    );
    expect(report).toMatch(/statistical policy/);
  });

  it("HTML: the CI column, and each row's notes in a row of their own, not in a tooltip", () => {
    const html = renderHtml({ results: current, comparison });
    expect(html).toContain("<th>90% CI</th>");
    expect(html).toMatch(/<td data-label="90% CI" class="num">-2\d\.\d% to -1\d\.\d%<\/td>/);
    expect(html).toMatch(
      /<tr class="notes"><td colspan="\d+">it may have regressed beyond the threshold: [^<]*straddles -10% \(worse\)/,
    );
    expect(html).not.toMatch(/<tr[^>]* title=/);
  });

  it("Markdown: the CI column in the regressions table and the target's table, and the notes", () => {
    const markdown = renderMarkdown(current, comparison);
    expect(markdown).toContain(
      "|  | Target | Scenario | Metric | Kind | Baseline | Current | Change | 90% CI | Threshold |",
    );
    expect(markdown).toContain(
      "| Scenario | Metric | Baseline | Current | Change | 90% CI | Threshold | Verdict |",
    );
    expect(markdown).toMatch(
      /\| `publishRate` \| 1,000 msg\/s \| 800 msg\/s \| -20\.0% worse \| -2\d\.\d% to -1\d\.\d% \| 10% \| ❌ regressed \|/,
    );
    expect(markdown).toMatch(/- `throughput\.consumeRate`: it may have regressed beyond the threshold/);
  });

  it("pull request comment: the interval under each change", () => {
    const body = renderComment({ results: current, comparison });
    expect(body).toMatch(/-20\.0%\u00a0worse<br>90%\u00a0CI\u00a0-2\d\.\d%\u00a0to\u00a0-1\d\.\d%/);
  });

  it("JSON: every row carries the interval, the p-value and what would settle an inconclusive one", () => {
    const report = JSON.parse(renderJson(current, comparison)) as { comparison: typeof comparison };
    const [publish, consume, latency] = report.comparison.rows;
    expect(publish).toMatchObject({ verdict: "regressed", ci: { level: 0.9 }, settle: null });
    expect(publish!.pValue).toBeCloseTo(2 / 252, 12);
    expect(consume).toMatchObject({ verdict: "inconclusive", settle: { reason: "too-few-trials" } });
    expect(latency).toMatchObject({ verdict: "unchanged", settle: null });
  });
});
