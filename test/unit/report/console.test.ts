import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { limitChecks, nodeLossResults, singleScenario } from "../../fixtures/build.js";
import { loadFixture } from "../../fixtures/load.js";
import { renderConsole } from "../../fixtures/render.js";

const thresholds = { default: 10, metrics: {} };
const ESC = "\u001b";
const stripAnsi = (text: string) => text.replace(new RegExp(`${ESC}\\[\\d+m`, "g"), "");

/** Rates and latencies bind (verdict.clockMetrics: bind), so that the fixtures' regressions fail. */
const bind = { clockMetrics: "bind" } as const;

function regressedReport(options: { color?: boolean } = {}) {
  const current = loadFixture("results-regressed");
  const comparison = compareResults(loadFixture("baseline-basic"), current, thresholds, bind);
  return renderConsole(current, comparison, options);
}

/** The whitespace-separated cells of the table line for one metric (one target: no target column). */
function cellsOf(report: string, metric: string): string[] {
  const line = report.split("\n").find((l) => l.split(/\s{2,}/)[1] === metric);
  if (!line) throw new Error(`no line for ${metric}`);
  return line.split(/\s{2,}/).map((cell) => cell.trim());
}

describe("renderConsole with a comparison", () => {
  it("prints one aligned row per metric with units, change and verdict", () => {
    const report = regressedReport();
    expect(cellsOf(report, "publishRate")).toEqual([
      "throughput",
      "publishRate",
      "31,509 msg/s",
      "25,731 msg/s",
      "-18.3% worse",
      "10%",
      "regressed",
    ]);
    expect(cellsOf(report, "e2eLatencyP99Us")).toEqual([
      "throughput",
      "e2eLatencyP99Us",
      "3,521 µs",
      "4,795 µs",
      "+36.2% worse",
      "10%",
      "regressed",
    ]);
    expect(cellsOf(report, "durableQueueMsPerOpP50").slice(2)).toEqual([
      "2.11 ms/op",
      "1.67 ms/op",
      "-20.8% better",
      "10%",
      "improved",
    ]);
  });

  it("aligns every column: the verdicts start where the header's verdict does", () => {
    const lines = regressedReport().split("\n");
    const header = lines.find((line) => line.startsWith("scenario"))!;
    expect(header.split(/\s{2,}/)).toEqual([
      "scenario",
      "metric",
      "baseline",
      "current",
      "change",
      "threshold",
      "verdict",
    ]);
    const start = lines.indexOf(header) + 1;
    const rows = lines.slice(start, lines.indexOf("", start));
    expect(rows).toHaveLength(23);
    for (const row of rows) {
      expect(row.slice(header.indexOf("verdict"))).toMatch(/^(regressed|improved|unchanged)$/);
      // Right-aligned numbers end where the header "current" ends.
      expect(row[header.indexOf("current") + "current".length - 1]).toMatch(/\S/);
    }
  });

  it("starts and ends with the verdict line and its counts", () => {
    const lines = regressedReport().trimEnd().split("\n");
    const verdict =
      "rabbitmq-perf-gate: REGRESSION: 5 metrics regressed beyond their threshold (5 regressed, 3 improved, 15 unchanged)";
    expect(lines[0]).toBe(verdict);
    expect(lines.at(-1)).toBe(verdict);
  });

  it("says next what was compared, and heads the table with how", () => {
    const lines = regressedReport().split("\n");
    expect(lines[1]).toBe(
      "comparing 0c1d2e3 (refs/pull/43/merge), 2025-06-03 11:12 UTC with baseline a1b2c3d (refs/heads/main), 2025-05-28 14:03 UTC",
    );
    expect(lines).toContain(
      "The metrics that can fail the gate of rabbitmq-4.0.5-management (threshold policy, default threshold 10% (work 3%, cpu 25%, memory 15%); change = current median vs baseline median):",
    );
  });

  it("uses no colour unless asked, and only colour when asked", () => {
    const plain = regressedReport();
    expect(plain).not.toContain(ESC);
    const colored = regressedReport({ color: true });
    expect(colored).toContain(`${ESC}[31m`);
    expect(colored).toContain(`${ESC}[32m`);
    expect(stripAnsi(colored)).toBe(plain);
  });

  it("lists invalid scenarios with their reasons and says INVALID", () => {
    const current = loadFixture("results-invalid");
    const report = renderConsole(current, compareResults(loadFixture("baseline-basic"), current, thresholds));
    const lines = report.trimEnd().split("\n");
    expect(lines).toContain("Invalid scenarios (the gate fails):");
    expect(lines).toContain(
      "  rabbitmq-4.0.5-management/throughput: trial 2: 312 of 310685 accepted messages lost (published 310685, confirmed 310685, nacked 0, returned 0, consumed 310373, duplicates 0)",
    );
    expect(lines.at(-1)).toMatch(
      /^rabbitmq-perf-gate: INVALID: 1 scenario produced an invalid measurement; the numbers cannot be trusted \(/,
    );
  });

  it("names each environment difference and each warning", () => {
    const current = loadFixture("results-basic");
    current.host.cpuCores = 2;
    current.targets[0]!.broker.serverVersion = "4.0.6";
    const comparison = compareResults(loadFixture("baseline-basic"), current, {
      default: 10,
      metrics: { publishrate: 5 },
    });
    const lines = renderConsole(current, comparison).split("\n");
    const start = lines.indexOf("Environment differences (the numbers may not be comparable):");
    expect(lines.slice(start + 1, start + 3)).toEqual([
      "  - host CPU cores: baseline 4, current 2",
      "  - target rabbitmq-4.0.5-management server version: baseline '4.0.5', current '4.0.6'",
    ]);
    expect(lines).toContain(
      "  - thresholds.metrics['publishrate'] matches no metric, so it has no effect; did you mean 'publishRate'?",
    );
  });

  it("shows missing sides as '-' and explains unknown changes in notes", () => {
    const baseline = singleScenario([
      { id: "errors", samples: [0, 0], direction: "lower", unit: "msg" },
      { id: "old", samples: [5, 5] },
    ]);
    const current = singleScenario([
      { id: "errors", samples: [3, 4], direction: "lower", unit: "msg" },
      { id: "fresh", samples: [7, 7] },
    ]);
    const comparison = compareResults(baseline, current, thresholds);
    // Out of the table by default: a rate against another run, and a metric each side has alone.
    expect(renderConsole(current, comparison).split("\n")).toContain(
      "  s: 1 metric shown, not binding; none confirmed beyond its threshold; 1 inconclusive: errors n/a; 1 metric only in this run; 1 metric only in the baseline",
    );
    const report = renderConsole(current, comparison, { verbose: true });
    expect(cellsOf(report, "errors")).toEqual([
      "s",
      "errors",
      "0 msg",
      "3.50 msg",
      "n/a",
      "10%",
      "inconclusive",
    ]);
    expect(cellsOf(report, "fresh")).toEqual([
      "s",
      "fresh",
      "-",
      "7 msg/s",
      "n/a",
      "10%",
      "new (not in baseline)",
    ]);
    expect(cellsOf(report, "old")).toEqual([
      "s",
      "old",
      "5 msg/s",
      "-",
      "n/a",
      "10%",
      "missing (not in current)",
    ]);
    expect(report).toContain(
      "Notes:\n  t/s.errors: baseline median is 0, so a relative change is undefined; not gated\n",
    );
  });
});

describe("renderConsole without a baseline", () => {
  const report = renderConsole(loadFixture("results-two-targets"));

  it("prints median, range, spread and count per metric", () => {
    const lines = report.split("\n");
    expect(lines[0]).toBe("rabbitmq-perf-gate: results of 3 trials per scenario (no baseline)");
    expect(lines.find((line) => line.startsWith("target"))!.split(/\s{2,}/)).toEqual([
      "target",
      "scenario",
      "metric",
      "median",
      "min–max",
      "rsd",
      "n",
    ]);
    const publish = lines.find(
      (line) => line.startsWith("rabbitmq-4.0.5-management") && line.includes("publishRate"),
    )!;
    expect(publish.split(/\s{2,}/)).toEqual([
      "rabbitmq-4.0.5-management",
      "throughput",
      "publishRate",
      "31,403 msg/s",
      "31,199–31,651",
      "0.7%",
      "3",
    ]);
  });

  it("lists scenario warnings and ends with the verdict", () => {
    expect(report).toContain(
      "Scenario warnings:\n  rabbitmq-3.13.7-management/throughput: trial 1: backlog grew by 1204 messages",
    );
    expect(report.trimEnd().split("\n").at(-1)).toBe(
      "rabbitmq-perf-gate: PASS: 34 metrics measured, all scenarios valid; no baseline to compare with",
    );
  });

  it("says INVALID for a run with an invalid scenario", () => {
    const invalid = renderConsole(loadFixture("results-invalid"));
    expect(invalid).toContain(
      "Invalid scenarios (the gate fails):\n  rabbitmq-4.0.5-management/throughput: trial 2: ",
    );
    expect(invalid.trimEnd().split("\n").at(-1)).toMatch(/^rabbitmq-perf-gate: INVALID: /);
  });
});

describe("renderConsole with absolute limits", () => {
  const current = loadFixture("results-regressed");
  const limits = limitChecks(current, {
    e2eLatencyP99Us: { max: 4000, reason: "p99 must stay under 4 ms" },
    "throughput.publishRate": { min: 20000, statistic: "worst" },
    brokerMemoryMiB: { max: 400 },
  });

  it("lists the limits, exceeded first, and ends with LIMIT EXCEEDED", () => {
    const report = renderConsole(
      current,
      compareResults(loadFixture("baseline-basic"), current, thresholds, bind),
      {
        limits,
      },
    );
    const lines = report.trimEnd().split("\n");
    const head = lines.indexOf("Absolute limits: 1 exceeded, 1 within, 1 not measured");
    expect(head).toBeGreaterThan(0);
    expect(lines[head + 1]!.split(/\s{2,}/)).toEqual(["metric", "value", "limit", "verdict", "reason"]);
    expect(lines[head + 2]!.split(/\s{2,}/)).toEqual([
      "rabbitmq-4.0.5-management/throughput.e2eLatencyP99Us",
      "4,795 µs (median)",
      "max 4,000 µs",
      "exceeded",
      "p99 must stay under 4 ms",
    ]);
    expect(lines[head + 3]!.split(/\s{2,}/).slice(0, 4)).toEqual([
      "rabbitmq-4.0.5-management/brokerMemoryMiB",
      "-",
      "max 400",
      "not measured",
    ]);
    expect(lines[head + 4]!.split(/\s{2,}/).slice(0, 4)).toEqual([
      "rabbitmq-4.0.5-management/throughput.publishRate",
      "25,208 msg/s (worst trial)",
      "min 20,000 msg/s",
      "within",
    ]);
    expect(lines[head + 5]).toMatch(/^Not measured: /);
    expect(lines.at(-1)).toBe(
      "rabbitmq-perf-gate: LIMIT EXCEEDED: 1 absolute limit exceeded; 5 metrics regressed beyond their threshold (5 regressed, 3 improved, 15 unchanged)",
    );
  });

  it("fails results without a baseline on an exceeded limit; a limit within passes", () => {
    const basic = loadFixture("results-basic");
    const exceeded = renderConsole(basic, undefined, {
      limits: limitChecks(basic, { e2eLatencyP99Us: { max: 3000 } }),
    });
    expect(exceeded.trimEnd().split("\n").at(-1)).toBe(
      "rabbitmq-perf-gate: LIMIT EXCEEDED: 1 absolute limit exceeded; 23 metrics measured, all scenarios valid; no baseline to compare with",
    );
    const within = renderConsole(basic, undefined, {
      limits: limitChecks(basic, { e2eLatencyP99Us: { max: 4000 } }),
    });
    expect(within).toContain("Absolute limits: 0 exceeded, 1 within\nmetric ");
    expect(within.trimEnd().split("\n").at(-1)).toMatch(/^rabbitmq-perf-gate: PASS: 23 metrics/);
  });
});

describe("renderConsole with data loss", () => {
  const current = nodeLossResults([0, 12, 0]);
  const limits = limitChecks(current, { publishRate: { min: 6000 } });

  it("marks the data-loss row, says what it means and ends with DATA LOSS: how many, where", () => {
    const report = renderConsole(current, undefined, { limits });
    const lines = report.trimEnd().split("\n");
    const head = lines.indexOf("Absolute limits: 2 exceeded (1 data loss)");
    expect(head).toBeGreaterThan(0);
    expect(lines[head + 2]!.split(/\s{2,}/)).toEqual([
      "rabbit/node-loss.lostMessages",
      "12 msg (worst trial)",
      "max 0 msg",
      "DATA LOSS",
      "a confirmed message must never be lost",
    ]);
    expect(lines[head + 3]!.split(/\s{2,}/).slice(0, 4)).toEqual([
      "rabbit/node-loss.publishRate",
      "5,010 msg/s (median)",
      "min 6,000 msg/s",
      "exceeded",
    ]);
    expect(lines[head + 4]).toMatch(
      /^DATA LOSS: confirmed messages were lost\. The broker confirmed these messages/,
    );
    expect(lines.at(-1)).toBe(
      "rabbitmq-perf-gate: DATA LOSS: confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst trial); 1 absolute limit exceeded; 2 metrics measured, all scenarios valid; no baseline to compare with",
    );
  });

  it("says it with a baseline too, and paints it white on red, apart from the red of a failure", () => {
    const comparison = compareResults(nodeLossResults([0, 0, 0]), current, thresholds);
    const plain = renderConsole(current, comparison, { limits: limitChecks(current, {}) });
    const verdictLine = plain.trimEnd().split("\n").at(-1)!;
    const expected =
      "rabbitmq-perf-gate: DATA LOSS: confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst trial); no metric regressed";
    expect(verdictLine.slice(0, expected.length)).toBe(expected);
    const colored = renderConsole(current, comparison, { limits: limitChecks(current, {}), color: true });
    const last = colored.trimEnd().split("\n").at(-1)!;
    expect(last).toContain(`${ESC}[41m`);
    expect(stripAnsi(last)).toBe(plain.trimEnd().split("\n").at(-1));
    const exceeded = renderConsole(loadFixture("results-basic"), undefined, {
      color: true,
      limits: limitChecks(loadFixture("results-basic"), { e2eLatencyP99Us: { max: 3000 } }),
    });
    expect(exceeded).not.toContain(`${ESC}[41m`);
  });
});
