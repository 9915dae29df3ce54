import { describe, expect, it } from "vitest";
import { acknowledgeRegressions } from "../../../src/compare/acknowledge.js";
import { compareResults } from "../../../src/compare/compare.js";
import { escapeHtml } from "../../../src/report/html-syntax.js";
import { limitChecks, nodeLossResults } from "../../fixtures/build.js";
import { storedHistory } from "../../fixtures/history.js";
import { loadFixture } from "../../fixtures/load.js";
import { renderHtml } from "../../fixtures/render.js";

const thresholds = { default: 10, metrics: {} };
/** Rates and latencies bind (verdict.clockMetrics: bind), so that the fixtures' regressions fail. */
const bind = { clockMetrics: "bind" } as const;

function regressedReport(): string {
  const history = storedHistory(4);
  const current = loadFixture("results-regressed");
  return renderHtml({
    results: current,
    comparison: compareResults(history.at(-1)!, current, thresholds, bind),
    baseline: { source: "stored result of a1b2c3d, the merge base", fallback: "none at the merge base" },
    history,
    runUrl: "https://github.com/acme/broker/actions/runs/42",
  });
}

describe("renderHtml", () => {
  it("is one self-contained document: no script, nothing loaded from elsewhere", () => {
    const html = regressedReport();
    expect(html.startsWith("<!DOCTYPE html>\n")).toBe(true);
    expect(html).not.toMatch(/<script|<link|<iframe|<img|@import|url\(/i);
    // The only address in the file is the link to the run (navigation, not a load).
    const addresses = [...html.matchAll(/(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(addresses).toEqual(["https://github.com/acme/broker/actions/runs/42"]);
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
    );
  });

  it("puts the verdict first, then the changes, the trend as inline SVG and one section per target", () => {
    const html = regressedReport();
    const verdict = html.indexOf("<h1>rabbitmq-perf-gate: REGRESSION</h1>");
    const changes = html.indexOf("<h2>Changes beyond the threshold</h2>");
    const trend = html.indexOf("<h2>Trend over 4 stored baselines</h2>");
    const target = html.indexOf("<details open><summary>Target <code>rabbitmq-4.0.5-management</code>");
    expect(verdict).toBeGreaterThan(0);
    expect(verdict).toBeLessThan(changes);
    expect(changes).toBeLessThan(trend);
    expect(trend).toBeLessThan(target);
    expect(html.match(/<svg /g)).toHaveLength(4);
    expect(html).toContain("<strong>Baseline fallback:</strong> none at the merge base.");
    expect(html).toContain(
      "<p>Every metric can fail the gate, rates, latencies and CPU times too (verdict.clockMetrics: bind), although the baseline was measured in another run.</p>",
    );
    expect(html).toContain(
      '<tr class="regressed"><td data-label="Target">rabbitmq-4.0.5-management</td><td data-label="Scenario">throughput</td>',
    );
  });

  it("lists acknowledged regressions with their reason", () => {
    const current = loadFixture("results-regressed");
    const comparison = acknowledgeRegressions(
      compareResults(loadFixture("baseline-basic"), current, thresholds, bind),
      {
        label: "ok",
        regressions: [{ metric: "publishRate", reason: "new default: quorum", expires: "2099-12-31" }],
      },
    );
    const html = renderHtml({ results: current, comparison });
    expect(html).toContain("<h2>Acknowledged regressions</h2>");
    expect(html).toContain("new default: quorum (accepted until 2099-12-31)");
    expect(html).toContain('<tr class="acknowledged">');
  });

  it("escapes everything that comes from the results", () => {
    const current = loadFixture("results-basic");
    current.gate = `<script>alert("gate")</script>`;
    current.targets[0]!.id = `<img src=x onerror=alert(1)>`;
    current.targets[0]!.scenarios[0]!.warnings = [`"quoted" & <b>bold</b>`];
    const html = renderHtml({ results: current, runUrl: "javascript:alert(1)" });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;gate&quot;)&lt;/script&gt;");
    expect(html).toContain("&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("javascript:");
  });

  it("escapes the five characters HTML gives a meaning to", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("without a baseline shows the results and no trend", () => {
    const html = renderHtml({ results: loadFixture("results-basic") });
    expect(html).toContain("no baseline to compare with");
    expect(html).not.toContain("<svg");
    expect(html).toContain("<th>Median</th>");
  });
});

describe("renderHtml with absolute limits", () => {
  it("titles the page LIMIT EXCEEDED and lists the limits, every cell escaped", () => {
    const results = loadFixture("results-basic");
    const html = renderHtml({
      results,
      limits: limitChecks(results, {
        e2eLatencyP99Us: { max: 3000, reason: "<script>x</script>" },
        publishRate: { min: 1 },
      }),
    });
    expect(html).toContain("<title>rabbitmq-perf-gate: LIMIT EXCEEDED</title>");
    expect(html).toContain('<header class="verdict fail">');
    expect(html).toContain("<h2>Absolute limits: 1 exceeded, 1 within</h2>");
    expect(html).toContain(
      '<tr class="exceeded"><td><code>rabbitmq-4.0.5-management/throughput.e2eLatencyP99Us</code></td><td class="num">3,551 µs (median)</td><td class="num">max 3,000 µs</td><td>exceeded</td><td>&lt;script&gt;x&lt;/script&gt;</td></tr>',
    );
    expect(html).not.toContain("<script");
  });
});

describe("renderHtml with data loss", () => {
  it("titles the page DATA LOSS, says how many and where, and marks the row apart", () => {
    const results = nodeLossResults([0, 12, 0]);
    const html = renderHtml({ results, limits: limitChecks(results, {}) });
    expect(html).toContain("<title>rabbitmq-perf-gate: DATA LOSS</title>");
    expect(html).toContain('<header class="verdict fail loss"><h1>rabbitmq-perf-gate: DATA LOSS</h1>');
    expect(html).toContain(
      `<p>${escapeHtml("confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst trial)")};`,
    );
    expect(html).toContain("<h2>Absolute limits: 1 exceeded (1 data loss)</h2>");
    expect(html).toContain(
      '<tr class="exceeded data-loss"><td><code>rabbit/node-loss.lostMessages</code></td><td class="num">12 msg (worst trial)</td><td class="num">max 0 msg</td><td>DATA LOSS</td>',
    );
    expect(html).toContain(
      '<p class="note loss"><strong>🚨 Data loss: confirmed messages were lost.</strong>',
    );
  });
});
