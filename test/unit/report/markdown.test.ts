import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { limitChecks, nodeLossResults, singleScenario } from "../../fixtures/build.js";
import { loadFixture } from "../../fixtures/load.js";
import { renderMarkdown } from "../../fixtures/render.js";

const thresholds = { default: 10, metrics: {} };
/** Rates and latencies bind (verdict.clockMetrics: bind), so that the fixtures' regressions fail. */
const bind = { clockMetrics: "bind" } as const;

function compared(
  name: "results-basic" | "results-regressed" | "results-invalid",
  options: Parameters<typeof compareResults>[3] = bind,
) {
  const current = loadFixture(name);
  return renderMarkdown(current, compareResults(loadFixture("baseline-basic"), current, thresholds, options));
}

/** Table rows (lines starting with "|") of the section under `heading`, split into cells. */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  expect(start, `heading ${heading}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("|"))
      rows.push(
        line
          .slice(1, -1)
          .split(" | ")
          .map((cell) => cell.trim()),
      );
    else if (rows.length > 0 && !line.startsWith("|")) break;
  }
  return rows;
}

describe("renderMarkdown with a comparison", () => {
  it("starts with the verdict line", () => {
    expect(compared("results-regressed").split("\n")[0]).toBe(
      "### ❌ rabbitmq-perf-gate: 5 metrics regressed beyond their threshold",
    );
    expect(compared("results-basic").split("\n")[0]).toBe(
      "### ✅ rabbitmq-perf-gate: no metric regressed beyond its threshold",
    );
    expect(compared("results-invalid").split("\n")[0]).toBe(
      "### ⚠️ rabbitmq-perf-gate: 1 scenario produced an invalid measurement; the numbers cannot be trusted",
    );
  });

  it("names the counts, both runs and the policy under the verdict", () => {
    const lines = compared("results-regressed").split("\n");
    expect(lines[2]).toBe("5 regressed, 3 improved, 15 unchanged.  ");
    expect(lines[3]).toBe(
      "Current `0c1d2e3` (refs/pull/43/merge), 2025-06-03 11:12 UTC against baseline `a1b2c3d` (refs/heads/main), 2025-05-28 14:03 UTC; threshold policy, default threshold 10% (work 3%, cpu 25%, memory 15%); change = current median vs baseline median.  ",
    );
    expect(lines[4]).toBe(
      "Every metric can fail the gate, rates, latencies and CPU times too (verdict.clockMetrics: bind), although the baseline was measured in another run.",
    );
    // By default, against a stored baseline without enough history, rates and latencies do not bind.
    const unbound = compared("results-regressed", {}).split("\n");
    expect(unbound[0]).toBe("### ✅ rabbitmq-perf-gate: no metric regressed beyond its threshold");
    expect(unbound[2]).toBe(
      "0 regressed; 23 shown, not binding (other run), 8 of them beyond the threshold.  ",
    );
    expect(unbound[4]).toBe(
      "Only the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits can fail the gate: rates, latencies and CPU times are shown but not binding, as the baseline was measured in another run, where the machine alone moves them (they bind once main's store holds 10 runs of this run's runner class to measure their run-to-run spread; it has 0).",
    );
  });

  it("names each regressed metric with both values, regressions before improvements", () => {
    const rows = tableUnder(compared("results-regressed"), "#### Changes beyond the threshold");
    expect(rows[0]).toEqual([
      "",
      "Target",
      "Scenario",
      "Metric",
      "Kind",
      "Baseline",
      "Current",
      "Change",
      "Threshold",
    ]);
    expect(rows[1]).toEqual([":-:", "---", "---", "---", "---", "--:", "--:", "--:", "--:"]);
    expect(rows.slice(2).map((row) => [row[0], row[3]])).toEqual([
      ["❌", "`publishRate`"],
      ["❌", "`consumeRate`"],
      ["❌", "`e2eLatencyP95Us`"],
      ["❌", "`e2eLatencyP99Us`"],
      ["❌", "`e2eLatencyP999Us`"],
      ["✅", "`durableQueueOpsPerSec`"],
      ["✅", "`durableQueueMsPerOpP50`"],
      ["✅", "`durableQueueMsPerOpP99`"],
    ]);
    expect(rows[2]).toEqual([
      "❌",
      "rabbitmq-4.0.5-management",
      "throughput",
      "`publishRate`",
      "time",
      "31,509 msg/s",
      "25,731 msg/s",
      "-18.3% worse",
      "10%",
    ]);
    expect(rows[5]!.slice(5)).toEqual(["3,521 µs", "4,795 µs", "+36.2% worse", "10%"]);
  });

  it("has no regressions table when nothing changed beyond its threshold", () => {
    expect(compared("results-basic")).not.toContain("#### Changes beyond the threshold");
  });

  it("has a section per target with the broker and every metric", () => {
    const markdown = compared("results-regressed");
    expect(markdown).toContain(
      "#### Target `rabbitmq-4.0.5-management`\n\nRabbitMQ 4.0.5 · Erlang 26.2.5.6 · image `rabbitmq:4.0.5-management` (`rabbitmq@sha256:9a1f2e3d4c5b`) · provider testcontainers · 1 node",
    );
    expect(markdown).toContain(
      "<details open><summary>23 metrics: 5 regressed, 3 improved, 15 unchanged</summary>",
    );
    const rows = tableUnder(
      markdown,
      "<details open><summary>23 metrics: 5 regressed, 3 improved, 15 unchanged</summary>",
    );
    expect(rows).toHaveLength(2 + 23);
    expect(rows[0]).toEqual(["Scenario", "Metric", "Baseline", "Current", "Change", "Threshold", "Verdict"]);
    expect(rows.find((row) => row[1] === "`backlogMessages`")).toEqual([
      "throughput",
      "`backlogMessages`",
      "0 msg",
      "0 msg",
      "0.0%",
      "10%",
      "unchanged",
    ]);
    expect(rows.find((row) => row[1] === "`durableQueueOpsPerSec`")!.at(-1)).toBe("✅ improved");
  });

  it("collapses the metrics of a target without regressions", () => {
    expect(compared("results-basic")).toContain("<details><summary>23 metrics: 23 unchanged</summary>");
  });

  it("lists invalid measurements with their reasons", () => {
    expect(compared("results-invalid")).toContain(
      "#### ⚠️ Invalid measurements (the gate fails)\n\n- `rabbitmq-4.0.5-management` / `throughput`: trial 2: 312 of 310685 accepted messages lost",
    );
  });

  it("lists environment differences as a warning", () => {
    const current = loadFixture("results-basic");
    current.host.cpuModel = "Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz";
    current.targets[0]!.broker.imageId = "sha256:ffff";
    const markdown = renderMarkdown(
      current,
      compareResults(loadFixture("baseline-basic"), current, thresholds),
    );
    expect(markdown).toContain(
      [
        "> [!WARNING]",
        "> **The environments differ**, so the numbers may not be comparable:",
        "> - host CPU model: baseline 'AMD EPYC 7763 64-Core Processor', current 'Intel(R) Xeon(R) Platinum 8370C CPU @\u2060 2.80GHz'",
        "> - target rabbitmq-4.0.5-management image id: baseline 'sha256:3c0b6f0a53f5e2e1b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7', current 'sha256:ffff'",
      ].join("\n"),
    );
    expect(markdown.split("\n")[0]).toMatch(/^### ✅ /);
  });

  it("describes the host and lists comparison warnings", () => {
    const current = loadFixture("results-basic");
    const markdown = renderMarkdown(
      current,
      compareResults(loadFixture("baseline-basic"), current, { default: 10, metrics: { publishrate: 5 } }),
    );
    expect(markdown).toContain(
      "#### Host\n\nLinux 6.8.0-1021-azure · x64 · AMD EPYC 7763 64-Core Processor × 4 · 15.6 GiB · Node v24.21.0 · github-actions/Linux · rabbitmq-perf-gate 0.1.0",
    );
    expect(markdown).toContain(
      "#### Warnings\n\n- thresholds.metrics\\['publishrate'\\] matches no metric, so it has no effect; did you mean 'publishRate'?",
    );
    expect(markdown.endsWith("\n")).toBe(true);
    expect(markdown).not.toMatch(/\n{3,}/);
  });

  it("explains unknown changes and missing metrics per target", () => {
    const baseline = singleScenario([{ id: "errors", samples: [0], direction: "lower", unit: "msg" }]);
    const current = singleScenario([
      { id: "errors", samples: [2], direction: "lower", unit: "msg" },
      { id: "fresh", samples: [1] },
    ]);
    const markdown = renderMarkdown(current, compareResults(baseline, current, thresholds));
    const rows = tableUnder(
      markdown,
      "<details><summary>2 metrics: 1 inconclusive, 1 new (not in baseline)</summary>",
    );
    expect(rows.slice(2)).toEqual([
      ["s", "`errors`", "0 msg", "2 msg", "n/a", "10%", "❔ inconclusive"],
      ["s", "`fresh`", "-", "1 msg/s", "n/a", "10%", "➖ new (not in baseline)"],
    ]);
    expect(markdown).toContain(
      "Notes:\n- `s.errors`: baseline median is 0, so a relative change is undefined; not gated\n- `s.fresh`: metric not reported in the baseline",
    );
  });

  it("escapes text that Markdown or HTML would interpret", () => {
    const current = singleScenario([{ id: "m", samples: [1] }]);
    current.targets[0]!.scenarios[0]!.warnings = ["queue a|b <script>alert(1)</script> & more"];
    const markdown = renderMarkdown(current, compareResults(current, current, thresholds));
    expect(markdown).toContain("- `s`: queue a|b &lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(markdown).not.toContain("<script>");
  });
});

describe("renderMarkdown without a baseline", () => {
  it("shows the verdict, the run and every metric's summary per target", () => {
    const markdown = renderMarkdown(loadFixture("results-two-targets"));
    const lines = markdown.split("\n");
    expect(lines[0]).toBe(
      "### ✅ rabbitmq-perf-gate: 34 metrics measured, all scenarios valid; no baseline to compare with",
    );
    expect(lines[2]).toBe(
      "Run 2025-06-04 08:15 UTC; 3 trials per scenario; median, range and relative standard deviation over the valid trials.",
    );
    expect(markdown).toContain(
      "#### Target `rabbitmq-3.13.7-management`\n\nRabbitMQ 3.13.7 · Erlang 26.2.5.3 · ",
    );
    const rows = tableUnder(markdown, "#### Target `rabbitmq-4.0.5-management`");
    expect(rows[0]).toEqual(["Scenario", "Metric", "Median", "Min–max", "RSD", "n"]);
    expect(rows[2]).toEqual(["throughput", "`publishRate`", "31,403 msg/s", "31,199–31,651", "0.7%", "3"]);
    expect(markdown).toContain("Warnings:\n- `throughput`: trial 1: backlog grew by 1204 messages");
  });

  it("flags an invalid run", () => {
    const markdown = renderMarkdown(loadFixture("results-invalid"));
    expect(markdown.split("\n")[0]).toMatch(
      /^### ⚠️ rabbitmq-perf-gate: 1 scenario produced an invalid measurement/,
    );
    expect(markdown).toContain("#### ⚠️ Invalid measurements (the gate fails)");
    expect(tableUnder(markdown, "#### Target `rabbitmq-4.0.5-management`")[2]!.at(-1)).toBe("2");
  });
});

describe("renderMarkdown with absolute limits", () => {
  it("puts the verdict with the limits first, then the limits table, exceeded first", () => {
    const current = loadFixture("results-regressed");
    const limits = limitChecks(current, {
      e2eLatencyP99Us: { max: 4000, reason: "p99 must stay under 4 ms" },
      "throughput.publishRate": { min: 20000, statistic: "worst" },
      brokerMemoryMiB: { max: 400 },
    });
    const markdown = renderMarkdown(
      current,
      compareResults(loadFixture("baseline-basic"), current, thresholds, bind),
      limits,
    );
    expect(markdown.split("\n")[0]).toBe(
      "### ⛔ rabbitmq-perf-gate: 1 absolute limit exceeded; 5 metrics regressed beyond their threshold",
    );
    const rows = tableUnder(markdown, "#### Absolute limits: 1 exceeded, 1 within, 1 not measured");
    expect(rows[0]).toEqual(["", "Metric", "Value", "Limit", "Verdict", "Reason"]);
    expect(rows[2]).toEqual([
      "⛔",
      "`rabbitmq-4.0.5-management/throughput.e2eLatencyP99Us`",
      "4,795 µs (median)",
      "max 4,000 µs",
      "exceeded",
      "p99 must stay under 4 ms",
    ]);
    expect(rows[3]!.slice(0, 5)).toEqual([
      "➖",
      "`rabbitmq-4.0.5-management/brokerMemoryMiB`",
      "-",
      "max 400",
      "not measured",
    ]);
    expect(rows[4]!.slice(0, 5)).toEqual([
      "✅",
      "`rabbitmq-4.0.5-management/throughput.publishRate`",
      "25,208 msg/s (worst trial)",
      "min 20,000 msg/s",
      "within",
    ]);
    expect(markdown).toContain("_Not measured: the results hold no valid value for it");
  });

  it("shows the limits of results without a baseline, and escapes the reason", () => {
    const basic = loadFixture("results-basic");
    const markdown = renderMarkdown(
      basic,
      undefined,
      limitChecks(basic, { e2eLatencyP99Us: { max: 3000, reason: "<b>@team</b> *p99*" } }),
    );
    expect(markdown.split("\n")[0]).toBe(
      "### ⛔ rabbitmq-perf-gate: 1 absolute limit exceeded; 23 metrics measured, all scenarios valid; no baseline to compare with",
    );
    expect(markdown).toContain("| exceeded | &lt;b&gt;@\u2060team&lt;/b&gt; \\*p99\\* |");
  });
});

describe("renderMarkdown with data loss", () => {
  const current = nodeLossResults([0, 12, 0]);

  it("heads with DATA LOSS, how many and where, then a caution and the row marked apart", () => {
    for (const comparison of [undefined, compareResults(nodeLossResults([0, 0, 0]), current, thresholds)]) {
      const markdown = renderMarkdown(current, comparison, limitChecks(current, {}));
      const heading =
        "### 🚨 rabbitmq-perf-gate: confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst trial); ";
      expect(markdown.slice(0, heading.length)).toBe(heading);
      expect(markdown).toContain("> [!CAUTION]\n> 🚨 **Data loss: confirmed messages were lost.**");
      expect(markdown).toContain(
        "> - `rabbit/node-loss.lostMessages`: 12 msg (worst trial), allowed max 0 msg: a confirmed message must never be lost",
      );
      expect(markdown).toContain("#### Absolute limits: 1 exceeded (1 data loss)");
      expect(markdown).toContain(
        "| 🚨 | **`rabbit/node-loss.lostMessages`** | **12 msg (worst trial)** | **max 0 msg** | **DATA LOSS** | a confirmed message must never be lost |",
      );
      expect(markdown.indexOf("[!CAUTION]")).toBeLessThan(markdown.indexOf("#### Absolute limits"));
    }
  });

  it("a run that lost nothing says no loss in the row and nothing else", () => {
    const clean = nodeLossResults([0, 0, 0]);
    const markdown = renderMarkdown(clean, undefined, limitChecks(clean, {}));
    expect(markdown).toMatch(/^### ✅ /);
    expect(markdown).not.toContain("CAUTION");
    expect(markdown).toContain(
      "| ✅ | `rabbit/node-loss.lostMessages` | 0 msg (worst trial) | max 0 msg | no loss |",
    );
  });
});

describe("overridesLine", () => {
  it("lists what the gate set in the target's setup, inert, and is empty when nothing", async () => {
    const { overridesLine } = await import("../../../src/report/verification.js");
    const results = loadFixture("results-basic");
    const target = results.targets[0]!;
    expect(overridesLine(target)).toBe("");
    target.broker.overrides = ["log.console = true (the setup had log.console = false)", "user <b>x</b>"];
    const line = overridesLine(target);
    expect(line).toMatch(
      /^Set by the gate: log\.console = true \(the setup had log\.console = false\); user /,
    );
    expect(line).not.toContain("<b>");
  });
});
