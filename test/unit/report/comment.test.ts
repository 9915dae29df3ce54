import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Results } from "../../../src/model/results.js";
import { acknowledgeRegressions } from "../../../src/compare/acknowledge.js";
import { compareResults } from "../../../src/compare/compare.js";
import { COMMENT_LIMIT, commentMarker } from "../../../src/report/comment.js";
import { limitChecks, nodeLossResults } from "../../fixtures/build.js";
import { storedHistory } from "../../fixtures/history.js";
import { loadFixture } from "../../fixtures/load.js";
import { renderComment } from "../../fixtures/render.js";

const thresholds = { default: 10, metrics: {} };
/** Rates and latencies bind (verdict.clockMetrics: bind), so that the fixtures' regressions fail. */
const bind = { clockMetrics: "bind" } as const;
const RUN_URL = "https://github.com/acme/broker/actions/runs/42";

/**
 * The comment of the documented sample: results-regressed against baseline-basic, with history,
 * on runners known to be alike (verdict.clockMetrics: bind).
 */
function sampleComment(): string {
  const history = storedHistory(4);
  const current = loadFixture("results-regressed");
  return renderComment({
    results: current,
    comparison: compareResults(history.at(-1)!, current, thresholds, bind),
    baseline: { source: "stored result of a1b2c3d, the merge base with main" },
    history,
    trend: { currentLabel: "#43" },
    runUrl: RUN_URL,
  });
}

/** `count` copies of results-regressed's target under other ids: a very large matrix. */
function manyTargets(results: Results, count: number): Results {
  const target = results.targets[0]!;
  return {
    ...results,
    targets: Array.from({ length: count }, (_, i) => ({ ...structuredClone(target), id: `cell-${i}` })),
  };
}

describe("renderComment", () => {
  it("matches the kept sample (test/fixtures/comment-regressed.md; UPDATE_FIXTURES=1 rewrites it)", () => {
    const path = join(import.meta.dirname, "..", "..", "fixtures", "comment-regressed.md");
    const comment = sampleComment();
    if (process.env.UPDATE_FIXTURES) writeFileSync(path, comment);
    expect(comment).toBe(readFileSync(path, "utf8"));
  });

  it("starts with the hidden marker, then the verdict; ends with the link to the run", () => {
    const lines = sampleComment().split("\n");
    expect(lines[0]).toBe("<!-- rabbitmq-perf-gate:rabbitmq-perf-gate -->");
    expect(lines[2]).toBe("### ❌ rabbitmq-perf-gate: 5 metrics regressed beyond their threshold");
    expect(lines.at(-2)).toBe(
      `<sub>[Full report, logs and artifacts of this run](${RUN_URL}) · rabbitmq-perf-gate 0.1.0</sub>`,
    );
  });

  it("has a collapsible section per target, open when it regressed, and a trend per changed metric", () => {
    const comment = sampleComment();
    expect(comment).toContain(
      "<details open><summary><b>Target rabbitmq-4.0.5-management</b>: 5 regressed, 3 improved, 15 unchanged</summary>",
    );
    expect(comment.match(/```mermaid/g)).toHaveLength(4);
    expect(comment).toContain('x-axis ["1111111", "2222222", "3333333", "a1b2c3d", "#43"]');
  });

  it("against a stored baseline by default, shows the moved rates and latencies as not comparable and passes", () => {
    const current = loadFixture("results-regressed");
    const comparison = compareResults(loadFixture("baseline-basic"), current, thresholds);
    const comment = renderComment({ results: current, comparison, runUrl: RUN_URL });
    expect(comment).toContain("### ✅ rabbitmq-perf-gate: no metric regressed beyond its threshold");
    expect(comment).toContain(
      "**0 regressed; 23 shown, not binding (other run), 8 of them beyond the threshold.**",
    );
    expect(comment).toContain(
      "Only the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits can fail the gate: rates, " +
        "latencies and CPU times are shown but not binding, as the baseline was measured in another run",
    );
    // The label's spaces are non-breaking: \s matches them.
    expect(comment).toMatch(/\| `publishRate` \|.*\| ⚪\snot\scomparable\s\(other\srun\) \|/);
  });

  it("one marker per gate name", () => {
    expect(commentMarker("nightly")).toBe("<!-- rabbitmq-perf-gate:nightly -->");
    expect(commentMarker("a--b>c")).toBe("<!-- rabbitmq-perf-gate:a-b_c -->");
    expect(commentMarker("x <b>y</b> [z](u) --> w")).toBe(
      "<!-- rabbitmq-perf-gate:x _b_y_/b_ _z__u_ -_ w -->",
    );
  });

  it("stays under GitHub's limit by leaving details out, never the verdict, and says so", () => {
    const baseline = manyTargets(loadFixture("baseline-basic"), 400);
    const current = manyTargets(loadFixture("results-regressed"), 400);
    const comparison = compareResults(baseline, current, thresholds, bind);
    const comment = renderComment({ results: current, comparison, runUrl: RUN_URL });
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(comment).toContain("### ❌ rabbitmq-perf-gate: 2000 metrics regressed beyond their threshold");
    expect(comment).toContain("**2000 regressed, 1200 improved, 6000 unchanged.**");
    expect(comment).toMatch(
      /sections? of details (was|were) shortened or left out to stay under GitHub's comment limit/,
    );
    expect(comment).toContain("_… and ");
    expect(comment).toContain(RUN_URL);
    // What is kept is whole: every <details> that opens also closes.
    expect(comment.match(/<details/g)?.length).toBe(comment.match(/<\/details>/g)?.length);
  });

  it("keeps the verdict even when almost nothing fits", () => {
    const current = loadFixture("results-regressed");
    const comparison = compareResults(loadFixture("baseline-basic"), current, thresholds, bind);
    const comment = renderComment({ results: current, comparison, runUrl: RUN_URL }, 1500);
    expect(comment.length).toBeLessThanOrEqual(1500);
    expect(comment).toContain("### ❌ rabbitmq-perf-gate: 5 metrics regressed beyond their threshold");
  });

  it("names acknowledged regressions with their reason, and a baseline fallback", () => {
    const current = loadFixture("results-regressed");
    const comparison = acknowledgeRegressions(
      compareResults(loadFixture("baseline-basic"), current, thresholds, bind),
      { label: "perf-ok", regressions: [] },
      { labels: ["perf-ok"] },
    );
    const comment = renderComment({
      results: current,
      comparison,
      baseline: {
        source: "newest stored result for main: a1b2c3d",
        fallback: "the merge base 0123456 is not in this clone's history",
      },
    });
    expect(comment).toContain(
      "### 🟡 rabbitmq-perf-gate: no unaccepted regression; 5 acknowledged regressions reported as warnings",
    );
    expect(comment).toContain(
      "- `rabbitmq-4.0.5-management/throughput.publishRate` -18.3% worse: the pull request has the label 'perf-ok'",
    );
    expect(comment).toContain(
      "> **Baseline fallback:** the merge base 0123456 is not in this clone's history; compared with the newest stored result for main: a1b2c3d instead.",
    );
  });

  it("lists the matrix cells that cannot exist, escaped", () => {
    const results = {
      ...loadFixture("results-basic"),
      skippedTargets: [{ id: "4.0.5-mnesia-classic-mirrored-3n", reason: "classic-mirrored <needs> 3.x" }],
    };
    const comment = renderComment({ results });
    expect(comment).toContain(
      "#### Not measured: 1 matrix cell that cannot exist\n\n- `4.0.5-mnesia-classic-mirrored-3n`: classic-mirrored &lt;needs&gt; 3.x",
    );
  });

  it("without a baseline shows the results of each target", () => {
    const comment = renderComment({ results: loadFixture("results-basic") });
    expect(comment).toContain("no baseline to compare with");
    expect(comment).toContain("<summary><b>Target rabbitmq-4.0.5-management</b>: 23 metrics</summary>");
  });
});

describe("renderComment with absolute limits", () => {
  it("says LIMIT EXCEEDED in the head and lists the limits before the changes", () => {
    const current = loadFixture("results-regressed");
    const limits = limitChecks(current, {
      e2eLatencyP99Us: { max: 4000, reason: "p99 must stay under 4 ms" },
      "throughput.publishRate": { min: 20000 },
    });
    const comment = renderComment({
      results: current,
      comparison: compareResults(loadFixture("baseline-basic"), current, thresholds, bind),
      limits,
    });
    expect(comment).toContain(
      "### ⛔ rabbitmq-perf-gate: 1 absolute limit exceeded; 5 metrics regressed beyond their threshold",
    );
    expect(comment).toContain(
      "| ⛔ | `rabbitmq-4.0.5-management/throughput.e2eLatencyP99Us` | 4,795 µs (median) | max 4,000 µs | exceeded | p99 must stay under 4 ms |",
    );
    expect(comment.indexOf("#### Absolute limits: 1 exceeded, 1 within")).toBeLessThan(
      comment.indexOf("#### Changes beyond the threshold"),
    );
  });

  it("keeps the limits when details are left out to fit", () => {
    const current = manyTargets(loadFixture("results-regressed"), 40);
    const comment = renderComment(
      {
        results: current,
        comparison: compareResults(loadFixture("baseline-basic"), current, thresholds),
        limits: limitChecks(current, { "cell-7/throughput.e2eLatencyP99Us": { max: 4000 } }),
      },
      8000,
    );
    expect(comment.length).toBeLessThanOrEqual(8000);
    expect(comment).toContain("| ⛔ | `cell-7/throughput.e2eLatencyP99Us` |");
  });
});

describe("renderComment with data loss", () => {
  it("heads with DATA LOSS and keeps the caution when details are left out to fit", () => {
    const results = nodeLossResults([0, 12, 0]);
    const comparison = compareResults(nodeLossResults([0, 0, 0]), results, thresholds);
    // Room for the head and the caution, not for every detail.
    const comment = renderComment({ results, comparison, limits: limitChecks(results, {}) }, 1700);
    expect(comment.length).toBeLessThanOrEqual(1700);
    expect(comment).toMatch(/section(s)? of details (was|were) shortened or left out/);
    expect(comment).toContain(
      "### 🚨 rabbitmq-perf-gate: confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst trial); ",
    );
    expect(comment).toContain("> [!CAUTION]\n> 🚨 **Data loss: confirmed messages were lost.**");
  });
});
