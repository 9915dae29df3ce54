import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  historyRepository,
  storeResults,
  type HistoryRepository,
} from "../../fixtures/history-repository.js";
import { runCli } from "../cli/helpers.js";
import { realHistory } from "../../fixtures/real-history.js";

/**
 * `history` end to end on a real git-branch store: a repository whose main has 20 commits (and a
 * merged side branch), each with a stored result built from a real run (test/fixtures/real-history.ts).
 * In one store reductionsPerMessage steps up 2% at commit 11 and 2% again at commit 16, five
 * later and among the last five results; in the other
 * nothing steps.
 */
let root: string;

const CONFIG = "name: perf\nbaseline:\n  store: git-branch\n";

let stepped: HistoryRepository;
let flat: HistoryRepository;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "perf-gate-history-"));
  stepped = historyRepository(root, "stepped", 20);
  const steps = [
    { at: 10, factor: 1.02 },
    { at: 15, factor: 1.02 },
  ];
  const history = realHistory(stepped.main, { metric: "reductionsPerMessage", steps });
  // A result of the merged branch's own commit, 50% off: off main's first-parent line, it is left out.
  const offLine = realHistory([stepped.side], {
    metric: "reductionsPerMessage",
    steps: [{ at: 0, factor: 1.5 }],
  });
  await storeResults(stepped.clone, [...history.slice(0, 10), ...offLine, ...history.slice(10)]);
  writeFileSync(join(stepped.clone, "perf-gate.yml"), CONFIG);
  flat = historyRepository(root, "flat", 20);
  await storeResults(flat.clone, realHistory(flat.main));
  writeFileSync(join(flat.clone, "perf-gate.yml"), CONFIG);
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("history on a git-branch store", () => {
  it("reports both 2% steps of reductionsPerMessage at their commits and exits 1", async () => {
    const json = join(root, "stepped.json");
    const run = await runCli(
      ["history", "--config", join(stepped.clone, "perf-gate.yml"), "--json", json],
      {},
      stepped.clone,
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(1);
    const report = JSON.parse(readFileSync(json, "utf8")) as {
      runs: number;
      series: {
        metric: string;
        changePoints: {
          sha: string;
          previousSha: string;
          direction: string;
          changePct: number;
          recent: boolean;
        }[];
      }[];
    };
    expect(report.runs).toBe(20);
    const series = report.series.find((one) => one.metric.endsWith("/throughput.reductionsPerMessage"))!;
    expect(series.changePoints.map((point) => point.sha)).toEqual([stepped.main[10], stepped.main[15]]);
    expect(series.changePoints.map((point) => point.previousSha)).toEqual([
      stepped.main[9],
      stepped.main[14],
    ]);
    expect(series.changePoints.map((point) => point.recent)).toEqual([false, true]);
    for (const point of series.changePoints) {
      expect(point.direction).toBe("regression");
      expect(point.changePct).toBeGreaterThan(1);
      expect(point.changePct).toBeLessThan(3);
    }
    expect(run.stdout).toMatch(/^FAIL history: 1 regression step among the last 5 results/);
    expect(run.stdout).toContain(
      `open regression   rabbitmq-4.0.5-management/throughput.reductionsPerMessage`,
    );
    expect(run.stdout).toContain(stepped.main[15]!.slice(0, 7));
  }, 60_000);

  it("with --recent 3 the step five results back is older and does not fail", async () => {
    const run = await runCli(
      ["history", "--config", join(stepped.clone, "perf-gate.yml"), "--recent", "3"],
      {},
      stepped.clone,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^PASS history: no open regression over 20 stored results \(2 steps found, none an open regression among the last 3 results\)/,
    );
  }, 60_000);

  it("reports no step on the flat history and exits 0", async () => {
    const run = await runCli(["history", "--config", join(flat.clone, "perf-gate.yml")], {}, flat.clone);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^PASS history: no open regression over 20 stored results \(no step found\)/);
  }, 60_000);
});
