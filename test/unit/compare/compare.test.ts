import { describe, expect, it } from "vitest";
import { compareResults, invalidScenarios, resultsVerdict } from "../../../src/compare/compare.js";
import type { ComparisonRow } from "../../../src/compare/comparison.js";
import { medianChange, thresholdPolicy, type VerdictPolicy } from "../../../src/compare/policy.js";
import type { Thresholds } from "../../../src/compare/thresholds.js";
import { buildResults, singleScenario } from "../../fixtures/build.js";
import { loadFixture } from "../../fixtures/load.js";
import { policySentence } from "../../../src/report/text.js";

const thresholds: Thresholds = { default: 10, metrics: {} };
/** Rates and latencies bind as in the same job: for tests of the verdict mechanics. */
const bind = { clockMetrics: "bind" } as const;

function row(rows: ComparisonRow[], key: string): ComparisonRow {
  const found = rows.find((r) => r.key === key || `${r.scenario}.${r.metric}` === key);
  if (!found) throw new Error(`no row ${key}; rows: ${rows.map((r) => r.key).join(", ")}`);
  return found;
}

describe("compareResults on the fixtures", () => {
  it("passes a run within noise of its baseline, every metric unchanged", () => {
    const comparison = compareResults(
      loadFixture("baseline-basic"),
      loadFixture("results-basic"),
      thresholds,
    );
    expect(comparison.verdict).toBe("pass");
    expect(comparison.rows).toHaveLength(23);
    expect(comparison.rows.every((r) => r.verdict === "unchanged")).toBe(true);
    expect(comparison.counts).toEqual({
      compared: 23,
      regressed: 0,
      improved: 0,
      unchanged: 23,
      inconclusive: 0,
      missingInBaseline: 0,
      missingInCurrent: 0,
      invalidScenarios: 0,
      acknowledged: 0,
      notComparable: 0,
    });
    expect(comparison.environmentDifferences).toEqual([]);
    expect(comparison.warnings).toEqual([]);
  });

  it("fails on regressions in either direction and lists improvements", () => {
    const comparison = compareResults(
      loadFixture("baseline-basic"),
      loadFixture("results-regressed"),
      thresholds,
      bind,
    );
    expect(comparison.verdict).toBe("regression");

    const publish = row(comparison.rows, "throughput.publishRate");
    expect(publish.baseline?.median).toBe(31508.9);
    expect(publish.current?.median).toBe(25730.6);
    expect(publish.changePct).toBeCloseTo(((25730.6 - 31508.9) / 31508.9) * 100, 10);
    expect(publish.betterPct).toBeCloseTo(publish.changePct!, 10);
    expect(publish.verdict).toBe("regressed");

    // Latency is lower-is-better: the value went up, so the change is positive and worse.
    const p99 = row(comparison.rows, "throughput.e2eLatencyP99Us");
    expect(p99.changePct).toBeGreaterThan(10);
    expect(p99.betterPct).toBeCloseTo(-p99.changePct!, 10);
    expect(p99.verdict).toBe("regressed");

    expect(row(comparison.rows, "queue-churn.durableQueueOpsPerSec").verdict).toBe("improved");
    expect(comparison.counts).toMatchObject({ regressed: 5, improved: 3, unchanged: 15 });
    expect(comparison.rows.filter((r) => r.verdict === "regressed").map((r) => r.metric)).toEqual([
      "publishRate",
      "consumeRate",
      "e2eLatencyP95Us",
      "e2eLatencyP99Us",
      "e2eLatencyP999Us",
    ]);
  });

  it("against a baseline from another run, rates and latencies that moved are not comparable and pass", () => {
    const comparison = compareResults(
      loadFixture("baseline-basic"),
      loadFixture("results-regressed"),
      thresholds,
    );
    expect(comparison.reference).toEqual({
      kind: "separate",
      clockMetrics: "auto",
      historyRuns: 0,
      historySameClassRuns: 0,
      runnerClass: null,
      historyMinRuns: 10,
      historyZ: 5,
    });
    expect(comparison.verdict).toBe("pass");
    expect(comparison.counts).toMatchObject({ regressed: 0, improved: 0, unchanged: 15, notComparable: 8 });
    const publish = row(comparison.rows, "throughput.publishRate");
    expect(publish).toMatchObject({ verdict: "not-comparable", binds: false, history: null });
    expect(publish.changePct).toBeCloseTo(((25730.6 - 31508.9) / 31508.9) * 100, 10);
    expect(publish.notes.at(-1)).toMatch(
      /^regressed against a baseline measured in another run: .* does not bind/,
    );
    expect(row(comparison.rows, "queue-churn.durableQueueOpsPerSec")).toMatchObject({
      verdict: "not-comparable",
      binds: false,
    });
    // The same pair measured in one job binds as before.
    const sameJob = compareResults(
      loadFixture("baseline-basic"),
      loadFixture("results-regressed"),
      thresholds,
      { reference: "same-job" },
    );
    expect(sameJob.verdict).toBe("regression");
    expect(sameJob.counts).toMatchObject({ regressed: 5, improved: 3, notComparable: 0 });
    expect(sameJob.rows.every((r) => r.binds)).toBe(true);
  });

  it("marks a run with an invalid scenario invalid, with the reasons", () => {
    const comparison = compareResults(
      loadFixture("baseline-basic"),
      loadFixture("results-invalid"),
      thresholds,
    );
    expect(comparison.verdict).toBe("invalid");
    expect(comparison.invalid).toEqual([
      {
        target: "rabbitmq-4.0.5-management",
        scenario: "throughput",
        reasons: [
          "trial 2: 312 of 310685 accepted messages lost (published 310685, confirmed 310685, nacked 0, returned 0, consumed 310373, duplicates 0)",
        ],
      },
    ]);
    expect(comparison.counts.invalidScenarios).toBe(1);
    // Metrics of the valid trials are still compared.
    expect(row(comparison.rows, "throughput.publishRate").current?.n).toBe(2);
  });

  it("prefers invalid over regression", () => {
    const baseline = singleScenario([{ id: "rate", samples: [100, 100, 100] }]);
    const current = buildResults([
      {
        id: "t",
        scenarios: [{ name: "s", metrics: [{ id: "rate", samples: [50, 50] }], invalidReasons: ["lost"] }],
      },
    ]);
    const comparison = compareResults(baseline, current, thresholds, bind);
    expect(comparison.counts.regressed).toBe(1);
    expect(comparison.verdict).toBe("invalid");
  });

  it("takes a metric's measured threshold from the baseline, below the config's own entries", () => {
    const work = (samples: number[], threshold?: number) =>
      singleScenario([
        {
          id: "reductionsPerMessage",
          samples,
          kind: "work",
          direction: "lower",
          ...(threshold !== undefined && { threshold }),
        },
      ]);
    const before = [2000, 2002, 2001, 1999, 2000];
    const after = [2040, 2042, 2041, 2039, 2040]; // +2%
    const judged = (baseline: ReturnType<typeof work>, current: ReturnType<typeof work>, t = thresholds) =>
      row(compareResults(baseline, current, t, bind).rows, "s.reductionsPerMessage");
    // The baseline's 1.5% decides, whatever the current run says of itself.
    const measured = judged(work(before, 1.5), work(after, 50));
    // The reports' policy line counts it beside the kinds' defaults (names stay in the table).
    expect(policySentence(compareResults(work(before, 1.5), work(after), thresholds, bind))).toMatch(
      /\(work 3%, cpu 25%, memory 15%; 1 metric at its own measured threshold\)$/,
    );
    expect(policySentence(compareResults(work(before), work(after), thresholds, bind))).toMatch(
      /\(work 3%, cpu 25%, memory 15%\)$/,
    );
    expect([measured.thresholdPct, measured.thresholdKey, measured.verdict]).toEqual([
      1.5,
      "measured",
      "regressed",
    ]);
    // Without one, the kind's default: +2% is within work's 3%.
    const kind = judged(work(before), work(after, 1.5));
    expect([kind.thresholdPct, kind.thresholdKey, kind.verdict]).toEqual([3, "kinds.work", "unchanged"]);
    // The config's kind entry comes first.
    const configured = judged(work(before, 1.5), work(after), { ...thresholds, kinds: { work: 5 } });
    expect([configured.thresholdPct, configured.thresholdKey]).toEqual([5, "kinds.work"]);
  });

  it("records both runs and the thresholds used", () => {
    const comparison = compareResults(loadFixture("baseline-basic"), loadFixture("results-basic"), {
      default: 7,
      metrics: { publishRate: 5 },
    });
    expect(comparison.schema).toBe("rabbitmq-perf-gate/comparison");
    expect(comparison.schemaVersion).toBe(3);
    expect(comparison.policy.name).toBe("threshold");
    expect(comparison.thresholds).toEqual({
      default: 7,
      kinds: { work: 3, cpu: 25, memory: 15 },
      metrics: { publishRate: 5 },
    });
    expect(comparison.baseline).toEqual({
      kind: "baseline",
      gate: "rabbitmq-perf-gate",
      createdAt: "2025-05-28T14:03:55.118Z",
      toolVersion: "0.1.0",
      gitSha: "a1b2c3d4e5f60718293a4b5c6d7e8f9012345678",
      gitRef: "refs/heads/main",
    });
    expect(comparison.current.gitRef).toBe("refs/pull/42/merge");
  });

  it("does not modify its inputs", () => {
    const baseline = loadFixture("baseline-basic");
    const current = loadFixture("results-regressed");
    const limits: Thresholds = { default: 10, metrics: { publishRate: 5 } };
    const before = JSON.stringify([baseline, current, limits]);
    const comparison = compareResults(baseline, current, limits);
    comparison.rows[0]!.baseline!.median = -1;
    comparison.thresholds.metrics.publishRate = 99;
    expect(JSON.stringify([baseline, current, limits])).toBe(before);
  });
});

describe("verdicts against the threshold", () => {
  const compareOne = (
    before: number[],
    after: number[],
    options: { direction?: "higher" | "lower"; limits?: Thresholds } = {},
  ) => {
    const direction = options.direction ?? "higher";
    const comparison = compareResults(
      singleScenario([{ id: "m", samples: before, direction }]),
      singleScenario([{ id: "m", samples: after, direction }]),
      options.limits ?? thresholds,
      bind,
    );
    return comparison.rows[0]!;
  };

  it("passes a change of exactly the threshold and fails just beyond it", () => {
    expect(compareOne([100], [90]).verdict).toBe("unchanged");
    expect(compareOne([100], [89.99]).verdict).toBe("regressed");
    expect(compareOne([100], [110]).verdict).toBe("unchanged");
    expect(compareOne([100], [110.01]).verdict).toBe("improved");
  });

  it("judges lower-is-better metrics the other way round", () => {
    const worse = compareOne([1000], [1150], { direction: "lower" });
    expect(worse).toMatchObject({ changePct: 15, betterPct: -15, verdict: "regressed" });
    const better = compareOne([1000], [850], { direction: "lower" });
    expect(better).toMatchObject({ changePct: -15, betterPct: 15, verdict: "improved" });
  });

  it("compares medians, not means", () => {
    // One outlier trial moves the mean by 30% but not the median.
    expect(compareOne([100, 100, 100], [100, 100, 190]).verdict).toBe("unchanged");
  });

  it("uses the most specific threshold key", () => {
    const limits = (metrics: Record<string, number>): Thresholds => ({ default: 10, metrics });
    expect(compareOne([100], [80], { limits: limits({ m: 25 }) })).toMatchObject({
      verdict: "unchanged",
      thresholdPct: 25,
      thresholdKey: "m",
    });
    expect(compareOne([100], [80], { limits: limits({ m: 25, "s.m": 15 }) })).toMatchObject({
      verdict: "regressed",
      thresholdPct: 15,
      thresholdKey: "s.m",
    });
    expect(compareOne([100], [80], { limits: limits({ m: 5, "s.m": 15, "t/s.m": 30 }) })).toMatchObject({
      verdict: "unchanged",
      thresholdPct: 30,
      thresholdKey: "t/s.m",
    });
    expect(compareOne([100], [80])).toMatchObject({ thresholdPct: 10, thresholdKey: "default" });
  });

  it("notes when the trials vary as much as the threshold", () => {
    const noisy = compareOne([80, 100, 120], [79, 98, 121]);
    expect(noisy.verdict).toBe("unchanged");
    expect(noisy.notes).toEqual([
      "the verdict may be noise: trials vary by 21.2% (relative standard deviation) against a 10% threshold",
    ]);
    expect(compareOne([100, 101, 99], [100, 100, 100]).notes).toEqual([]);
  });
});

describe("zero baselines", () => {
  it("treats 0 → 0 as no change", () => {
    const comparison = compareResults(
      singleScenario([{ id: "errors", samples: [0, 0, 0], direction: "lower", unit: "count" }]),
      singleScenario([{ id: "errors", samples: [0, 0, 0], direction: "lower", unit: "count" }]),
      thresholds,
    );
    expect(comparison.rows[0]).toMatchObject({ changePct: 0, betterPct: 0, verdict: "unchanged", notes: [] });
  });

  it("leaves the change unknown (not Infinity) for 0 → x and does not gate it", () => {
    const comparison = compareResults(
      singleScenario([{ id: "errors", samples: [0, 0, 0], direction: "lower", unit: "count" }]),
      singleScenario([{ id: "errors", samples: [4, 5, 6], direction: "lower", unit: "count" }]),
      thresholds,
    );
    const only = comparison.rows[0]!;
    expect(only).toMatchObject({ changePct: null, betterPct: null, verdict: "inconclusive" });
    expect(only.notes).toEqual(["baseline median is 0, so a relative change is undefined; not gated"]);
    expect(comparison.verdict).toBe("pass");
    expect(comparison.counts.inconclusive).toBe(1);
    expect(JSON.stringify(comparison)).not.toMatch(/NaN|Infinity/);
  });

  it("computes relative change against the magnitude of a negative baseline", () => {
    expect(medianChange(-200, -100, "higher")).toEqual({ changePct: 50, betterPct: 50 });
    expect(medianChange(100, 100, "lower")).toEqual({ changePct: 0, betterPct: 0 });
    expect(Object.is(medianChange(100, 100, "lower").betterPct, -0)).toBe(false);
  });
});

describe("metrics only one side has", () => {
  const baseline = buildResults([
    {
      id: "t",
      scenarios: [
        {
          name: "a",
          metrics: [
            { id: "kept", samples: [10] },
            { id: "dropped", samples: [10] },
          ],
        },
        { name: "old", metrics: [{ id: "x", samples: [1] }] },
      ],
    },
    { id: "retired", scenarios: [{ name: "a", metrics: [{ id: "kept", samples: [10] }] }] },
  ]);
  const current = buildResults([
    {
      id: "t",
      scenarios: [
        {
          name: "a",
          metrics: [
            { id: "added", samples: [10] },
            { id: "kept", samples: [10] },
          ],
        },
        { name: "new", metrics: [{ id: "y", samples: [1] }] },
      ],
    },
  ]);
  const comparison = compareResults(baseline, current, thresholds);

  it("lists every metric of either side in current order, then the baseline's leftovers", () => {
    expect(comparison.rows.map((r) => [r.key, r.verdict])).toEqual([
      ["t/a.added", "missing-in-baseline"],
      ["t/a.kept", "unchanged"],
      ["t/a.dropped", "missing-in-current"],
      ["t/new.y", "missing-in-baseline"],
      ["t/old.x", "missing-in-current"],
      ["retired/a.kept", "missing-in-current"],
    ]);
  });

  it("says why each is missing and keeps the present side's numbers", () => {
    expect(row(comparison.rows, "t/a.added")).toMatchObject({
      baseline: null,
      current: { median: 10 },
      changePct: null,
      notes: ["metric not reported in the baseline"],
    });
    expect(row(comparison.rows, "t/a.dropped").notes).toEqual(["metric not reported in the current run"]);
    expect(row(comparison.rows, "t/old.x").notes).toEqual(["scenario not in the current run"]);
    expect(row(comparison.rows, "t/new.y").notes).toEqual(["scenario not in the baseline"]);
    expect(row(comparison.rows, "retired/a.kept").notes).toEqual(["target not in the current run"]);
  });

  it("does not fail the gate for missing metrics but counts them", () => {
    expect(comparison.verdict).toBe("pass");
    expect(comparison.counts).toMatchObject({ compared: 1, missingInBaseline: 2, missingInCurrent: 3 });
  });

  it("treats a metric without valid samples as missing", () => {
    const empty = compareResults(
      singleScenario([{ id: "m", samples: [10, 10] }]),
      buildResults(
        [{ id: "t", scenarios: [{ name: "s", metrics: [{ id: "m", samples: [] }], invalidReasons: ["x"] }] }],
        {
          trials: 2,
        },
      ),
      thresholds,
    );
    expect(empty.rows[0]).toMatchObject({ verdict: "missing-in-current", current: null });
    expect(empty.rows[0]!.notes).toContain("no valid trial in the current run");
  });
});

describe("changed metric definitions", () => {
  it("does not compare values whose unit changed", () => {
    const comparison = compareResults(
      singleScenario([{ id: "p99", samples: [3000], unit: "µs", direction: "lower" }]),
      singleScenario([{ id: "p99", samples: [3.1], unit: "ms", direction: "lower" }]),
      thresholds,
    );
    expect(comparison.rows[0]).toMatchObject({ verdict: "inconclusive", changePct: null });
    expect(comparison.rows[0]!.notes).toEqual(["unit changed, values not compared: from 'µs' to 'ms'"]);
  });

  it("judges by the current direction when it changed, and says so", () => {
    const comparison = compareResults(
      singleScenario([{ id: "m", samples: [100], direction: "higher" }]),
      singleScenario([{ id: "m", samples: [150], direction: "lower", unit: "msg/s" }]),
      thresholds,
      bind,
    );
    expect(comparison.rows[0]).toMatchObject({ verdict: "regressed", betterPct: -50 });
    expect(comparison.rows[0]!.notes[0]).toBe(
      "direction changed, judged as the current run's: from 'higher' to 'lower'",
    );
  });
});

describe("warnings", () => {
  it("names threshold keys that match no metric and suggests the right spelling", () => {
    const comparison = compareResults(loadFixture("baseline-basic"), loadFixture("results-basic"), {
      default: 10,
      metrics: {
        publishrate: 5,
        "throughput.publishRate": 5,
        "rabbitmq-4.0.5-management/bind-churn.durableBindingOpsPerSec": 5,
        "bind-churn.bindRate": 5,
      },
    });
    expect(comparison.warnings).toEqual([
      "thresholds.metrics['publishrate'] matches no metric, so it has no effect; did you mean 'publishRate'?",
      "thresholds.metrics['bind-churn.bindRate'] matches no metric, so it has no effect; keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>'; metrics: publishRate, consumeRate, backlogMessages, e2eLatencyP50Us, e2eLatencyP95Us, e2eLatencyP99Us, e2eLatencyP999Us, confirmLatencyP50Us, confirmLatencyP95Us, confirmLatencyP99Us and 13 more",
    ]);
  });

  it("warns when the baseline itself had an invalid scenario", () => {
    const comparison = compareResults(
      loadFixture("results-invalid"),
      loadFixture("results-basic"),
      thresholds,
    );
    expect(comparison.verdict).toBe("pass");
    expect(comparison.warnings).toEqual([
      "baseline rabbitmq-4.0.5-management/throughput was invalid when it was recorded (trial 2: 312 of 310685 accepted messages lost (published 310685, confirmed 310685, nacked 0, returned 0, consumed 310373, duplicates 0)): its numbers may be wrong",
    ]);
  });
});

describe("verdict policies", () => {
  it("passes both metrics with samples to a custom policy and keeps its ci and p-value", () => {
    const seen: number[][] = [];
    const policy: VerdictPolicy = {
      name: "always-inconclusive",
      description: "test policy",
      decide(pair) {
        seen.push(pair.baseline.samples, pair.current.samples, [pair.thresholdPct]);
        return {
          verdict: "inconclusive",
          changePct: 1,
          betterPct: 1,
          notes: ["cannot tell"],
          ci: { statistic: "ratio-of-medians", level: 0.95, low: 0.9, high: 1.1 },
          pValue: 0.4,
        };
      },
    };
    const comparison = compareResults(
      singleScenario([{ id: "m", samples: [1, 2, 3] }]),
      singleScenario([{ id: "m", samples: [4, 5, 6] }]),
      { default: 10, metrics: { m: 3 } },
      { policy },
    );
    expect(seen).toEqual([[1, 2, 3], [4, 5, 6], [3]]);
    expect(comparison.policy).toEqual({ name: "always-inconclusive", description: "test policy" });
    expect(comparison.rows[0]).toMatchObject({
      verdict: "inconclusive",
      notes: ["cannot tell"],
      ci: { low: 0.9, high: 1.1 },
      pValue: 0.4,
    });
    expect(comparison.verdict).toBe("pass");
  });

  it("leaves ci and pValue null under the threshold policy", () => {
    const comparison = compareResults(
      loadFixture("baseline-basic"),
      loadFixture("results-basic"),
      thresholds,
      {
        policy: thresholdPolicy,
      },
    );
    expect(comparison.rows.every((r) => r.ci === null && r.pValue === null)).toBe(true);
  });
});

describe("results on their own", () => {
  it("lists invalid scenarios and derives the verdict from them", () => {
    expect(resultsVerdict(loadFixture("results-basic"))).toBe("pass");
    expect(resultsVerdict(loadFixture("results-invalid"))).toBe("invalid");
    expect(invalidScenarios(loadFixture("results-invalid"))).toHaveLength(1);
  });

  it("gives an invalid scenario without reasons a reason", () => {
    const results = singleScenario([{ id: "m", samples: [1] }]);
    results.targets[0]!.scenarios[0]!.valid = false;
    expect(invalidScenarios(results)[0]!.reasons).toEqual(["marked invalid without a reason"]);
  });
});
