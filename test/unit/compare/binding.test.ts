import { describe, expect, it } from "vitest";
import { judgeAgainstHistory, historyMedians } from "../../../src/compare/binding.js";
import { compareResults } from "../../../src/compare/compare.js";
import { runnerClass } from "../../../src/compare/runner-class.js";
import type { Results } from "../../../src/model/results.js";
import type { Comparison, ComparisonRow } from "../../../src/compare/comparison.js";
import type { Thresholds } from "../../../src/compare/thresholds.js";
import { bindingSentence } from "../../../src/report/text.js";
import { singleScenario, type MetricSpec } from "../../fixtures/build.js";
import { loadFixture } from "../../fixtures/load.js";

const thresholds: Thresholds = { default: 10, kinds: { work: 3 }, metrics: {} };

/** Six trials around a median. */
const around = (median: number) => [0.99, 1, 1, 1, 1, 1.01].map((f) => median * f);

/** A publish rate, an e2e p99, a CPU time and a work metric with the given medians. */
function run(rate: number, p99: number, cpu: number, reductions: number) {
  const metrics: MetricSpec[] = [
    { id: "publishRate", unit: "msg/s", direction: "higher", kind: "time", samples: around(rate) },
    { id: "e2eLatencyP99Us", unit: "µs", direction: "lower", kind: "time", samples: around(p99) },
    { id: "brokerCpuUsPerMessage", unit: "µs/msg", direction: "lower", kind: "cpu", samples: around(cpu) },
    {
      id: "reductionsPerMessage",
      unit: "reductions/msg",
      direction: "lower",
      kind: "work",
      samples: around(reductions),
    },
  ];
  return singleScenario(metrics);
}

function row(comparison: Comparison, metric: string): ComparisonRow {
  const found = comparison.rows.find((r) => r.metric === metric);
  if (!found) throw new Error(`no row ${metric}`);
  return found;
}

/** The unchanged broker on a slower runner: rates -30%, p99 +400%, CPU time +50%, work +0.5%. */
const stored = run(30_000, 2_000, 40, 2_000);
const slowerRunner = run(21_000, 10_000, 60, 2_010);

describe("what binds against a reference from another run", () => {
  it("shows clock metrics that moved as not comparable, and passes an unchanged broker on a slower runner", () => {
    const comparison = compareResults(stored, slowerRunner, thresholds);
    expect(comparison.verdict).toBe("pass");
    expect(comparison.reference).toMatchObject({ kind: "separate", clockMetrics: "auto", historyRuns: 0 });
    for (const metric of ["publishRate", "e2eLatencyP99Us", "brokerCpuUsPerMessage"]) {
      expect(row(comparison, metric)).toMatchObject({ verdict: "not-comparable", binds: false });
    }
    expect(row(comparison, "publishRate").changePct).toBeCloseTo(-30, 6);
    expect(row(comparison, "publishRate").notes.at(-1)).toMatch(
      /regressed against a baseline measured in another run.*does not bind.*holds 10 runs with it.*\(0 now\)/,
    );
    expect(row(comparison, "reductionsPerMessage")).toMatchObject({ verdict: "unchanged", binds: true });
    expect(comparison.counts).toMatchObject({ regressed: 0, notComparable: 3 });
  });

  it("fails on the broker's work per message, whatever the clock says", () => {
    const moreWork = run(21_000, 10_000, 60, 2_100);
    const comparison = compareResults(stored, moreWork, thresholds);
    expect(comparison.verdict).toBe("regression");
    expect(row(comparison, "reductionsPerMessage")).toMatchObject({ verdict: "regressed", binds: true });
    expect(row(comparison, "publishRate").verdict).toBe("not-comparable");
  });

  it("binds every metric against a same-job reference", () => {
    const comparison = compareResults(stored, slowerRunner, thresholds, { reference: "same-job" });
    expect(comparison.verdict).toBe("regression");
    expect(row(comparison, "publishRate")).toMatchObject({ verdict: "regressed", binds: true });
    expect(comparison.rows.every((r) => r.binds)).toBe(true);
  });

  it("binds clock metrics when the config says the runners are alike, even when the work did not move", () => {
    // The broker did the same work per message (+0.5%): under bind the user declared the runners
    // alike, so a rate that moved alone (an fsync, a timer that adds waiting and no work) fails.
    const comparison = compareResults(stored, slowerRunner, thresholds, { clockMetrics: "bind" });
    expect(row(comparison, "publishRate")).toMatchObject({ verdict: "regressed", binds: true });
    expect(row(comparison, "reductionsPerMessage").verdict).toBe("unchanged");
    expect(comparison.verdict).toBe("regression");
  });

  it("keeps a clock regression that comes with more work under bind", () => {
    const comparison = compareResults(stored, run(21_000, 2_000, 40, 2_100), thresholds, {
      clockMetrics: "bind",
    });
    expect(row(comparison, "publishRate").verdict).toBe("regressed");
  });

  it("never binds clock metrics when advisory, whatever the history", () => {
    const history = [29_000, 30_000, 31_000, 30_500, 29_500, 30_200, 29_800, 30_100, 29_900, 30_000].map(
      (rate) => run(rate, 2_000, 40, 2_000),
    );
    const comparison = compareResults(stored, slowerRunner, thresholds, {
      clockMetrics: "advisory",
      history,
    });
    expect(row(comparison, "publishRate")).toMatchObject({
      verdict: "not-comparable",
      binds: false,
      history: null,
    });
    expect(row(comparison, "publishRate").notes.at(-1)).not.toMatch(/holds 10 runs/);
  });
});

describe("clock metrics against main's stored runs (auto)", () => {
  // Ten stored runs of main on various runners: the rate spreads by about 3% from run to run.
  const rates = [29_000, 30_000, 31_000, 30_500, 29_500, 30_200, 29_800, 31_500, 28_800, 30_000];
  const history = rates.map((rate, i) => run(rate, 2_000 + i * 20, 40, 2_000));

  it("binds a rate that left main's between-run spread", () => {
    const comparison = compareResults(stored, run(21_000, 2_050, 40, 2_100), thresholds, { history });
    const publish = row(comparison, "publishRate");
    expect(publish).toMatchObject({ verdict: "regressed", binds: true });
    expect(publish.history).toMatchObject({ runs: 10, centre: 30_000 });
    expect(publish.history!.z).toBeGreaterThan(5);
    expect(publish.notes.at(-1)).toMatch(
      /^judged against main's stored runs instead of the one baseline: 10 runs; −30\.0% from their median.*\|z\| > 5/,
    );
    expect(comparison.verdict).toBe("regression");
  });

  it("binds a rate that left main's spread while the work stayed the same: waiting, not work", () => {
    // An fsync or a timer adds waiting and no work: against main's history it still fails.
    const comparison = compareResults(stored, run(21_000, 2_050, 40, 2_000), thresholds, { history });
    expect(row(comparison, "reductionsPerMessage").verdict).toBe("unchanged");
    expect(row(comparison, "publishRate")).toMatchObject({ verdict: "regressed", binds: true });
    expect(comparison.verdict).toBe("regression");
  });

  it("lets the busy-host guard act on the verdict against the history", () => {
    const busy = run(21_000, 2_050, 40, 2_100);
    for (const trial of busy.targets[0]!.scenarios[0]!.trials) trial.foreignCpuPct = 60;
    for (const trial of stored.targets[0]!.scenarios[0]!.trials) trial.foreignCpuPct = 5;
    try {
      const comparison = compareResults(stored, busy, thresholds, { history });
      const publish = row(comparison, "publishRate");
      expect(publish).toMatchObject({ verdict: "inconclusive", binds: true, history: { runs: 10 } });
      expect(publish.notes.at(-1)).toMatch(/^regressed, but the host was busier during the current run/);
    } finally {
      for (const trial of stored.targets[0]!.scenarios[0]!.trials) delete trial.foreignCpuPct;
    }
  });

  it("calls a change beyond the threshold but within the spread inconclusive", () => {
    const wide = [20_000, 40_000, 25_000, 35_000, 30_000, 22_000, 38_000, 30_000, 27_000, 33_000].map(
      (rate) => run(rate, 2_000, 40, 2_000),
    );
    const comparison = compareResults(stored, run(26_000, 2_000, 40, 2_000), thresholds, { history: wide });
    expect(row(comparison, "publishRate")).toMatchObject({ verdict: "inconclusive", binds: true });
    expect(row(comparison, "publishRate").history!.z).toBeLessThan(5);
  });

  it("stays advisory with fewer stored runs than needed, and says how many there are", () => {
    const comparison = compareResults(stored, slowerRunner, thresholds, { history: history.slice(0, 9) });
    expect(row(comparison, "publishRate")).toMatchObject({ verdict: "not-comparable", history: null });
    expect(row(comparison, "publishRate").notes.at(-1)).toMatch(/\(9 now\)/);
    const fewer = compareResults(stored, slowerRunner, thresholds, {
      history: history.slice(0, 5),
      historyMinRuns: 5,
    });
    expect(row(fewer, "publishRate").history).not.toBeNull();
  });

  it("ignores history in a same-job comparison", () => {
    const comparison = compareResults(stored, run(29_000, 2_000, 40, 2_000), thresholds, {
      reference: "same-job",
      history,
    });
    expect(comparison.reference.historyRuns).toBe(0);
    expect(comparison.rows.every((r) => r.history === null)).toBe(true);
  });

  it("takes medians of valid scenarios with the same unit only", () => {
    const invalid = run(1, 2_000, 40, 2_000);
    invalid.targets[0]!.scenarios[0]!.valid = false;
    const otherUnit = run(5, 2_000, 40, 2_000);
    otherUnit.targets[0]!.scenarios[0]!.metrics[0]!.unit = "msg/min";
    const medians = historyMedians([...history.slice(0, 2), invalid, otherUnit], {
      target: "t",
      scenario: "s",
      metric: "publishRate",
      unit: "msg/s",
    });
    expect(medians).toEqual([29_000, 30_000]);
  });
});

describe("judgeAgainstHistory", () => {
  it("measures the distance from the median in standard deviations, positive when worse", () => {
    // Median 10, sample standard deviation of [8, 9, 10, 11, 12] = sqrt(2.5).
    const lower = judgeAgainstHistory([8, 9, 10, 11, 12], 14, "lower")!;
    expect(lower.centre).toBe(10);
    expect(lower.z).toBeCloseTo(4 / Math.sqrt(2.5), 12);
    expect(lower.spreadPct).toBeCloseTo((Math.sqrt(2.5) / 10) * 100, 12);
    expect(judgeAgainstHistory([8, 9, 10, 11, 12], 14, "higher")!.z).toBeCloseTo(-4 / Math.sqrt(2.5), 12);
  });

  it("gives nothing when the runs do not spread", () => {
    expect(judgeAgainstHistory([5, 5, 5], 6, "lower")).toBeUndefined();
  });
});

describe("bindingSentence", () => {
  it("says which metrics bound the verdict and why, for every kind of reference", () => {
    const baseline = loadFixture("baseline-basic");
    const current = loadFixture("results-regressed");
    expect(bindingSentence(compareResults(baseline, current, thresholds))).toBe(
      "Only the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits can fail the gate: rates, latencies and CPU times are shown but not binding, as the baseline was measured in another run, where the machine alone moves them (they bind once main's store holds 10 runs of this run's runner class to measure their run-to-run spread; it has 0)",
    );
    expect(
      bindingSentence(compareResults(baseline, current, thresholds, { clockMetrics: "advisory" })),
    ).toMatch(/\(verdict\.clockMetrics: advisory\)$/);
    expect(bindingSentence(compareResults(baseline, current, thresholds, { clockMetrics: "bind" }))).toMatch(
      /^Every metric can fail the gate, rates, latencies and CPU times too/,
    );
    expect(bindingSentence(compareResults(baseline, current, thresholds, { reference: "same-job" }))).toBe(
      "Every metric can fail the gate: the reference was measured in this job, interleaved with the candidate",
    );
    const history = Array.from({ length: 12 }, (_, i) =>
      run(30_000 + i * 100, 2_000 + i * 10, 40 + i, 2_000),
    );
    expect(bindingSentence(compareResults(stored, slowerRunner, thresholds, { history }))).toBe(
      "Bound the verdict: the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits against the baseline, and 3 rates, latencies and CPU times against their spread over up to 12 of main's stored runs of this runner class (a baseline from another run cannot tell the broker from the machine)",
    );
  });
});

describe("a metric its scenario marks as moving with the machine", () => {
  const why = "the broker's work per message of a paced load follows the machine's timing";
  /** The work metric as a scenario without a work phase reports it. */
  function paced(reductions: number) {
    const results = run(30_000, 2_000, 40, reductions);
    const metric = results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === "reductionsPerMessage")!;
    metric.movesWithMachine = why;
    return results;
  }

  it("does not bind against another run, and says why in the row", () => {
    const comparison = compareResults(paced(2_000), paced(2_150), thresholds);
    const work = row(comparison, "reductionsPerMessage");
    expect(work).toMatchObject({ verdict: "not-comparable", binds: false, movesWithMachine: why });
    expect(work.notes.at(-1)).toContain(`regressed against a baseline measured in another run: ${why}`);
    expect(comparison.verdict).toBe("pass");
  });

  it("binds in a same-job pair, and when the config binds clock metrics", () => {
    const sameJob = compareResults(paced(2_000), paced(2_150), thresholds, { reference: "same-job" });
    expect(row(sameJob, "reductionsPerMessage")).toMatchObject({ verdict: "regressed", binds: true });
    const bound = compareResults(paced(2_000), paced(2_150), thresholds, { clockMetrics: "bind" });
    expect(bound.verdict).toBe("regression");
  });

  it("takes the mark from either side: a baseline stored with it, or a current run that has it", () => {
    expect(
      row(compareResults(paced(2_000), run(30_000, 2_000, 40, 2_150), thresholds), "reductionsPerMessage")
        .binds,
    ).toBe(false);
    expect(
      row(compareResults(run(30_000, 2_000, 40, 2_000), paced(2_150), thresholds), "reductionsPerMessage")
        .binds,
    ).toBe(false);
  });
});

describe("main's history by runner class", () => {
  const rates = [29_000, 30_000, 31_000, 30_500, 29_500, 30_200, 29_800, 31_500, 28_800, 30_000];
  const onHost = (results: Results, cpuModel: string, runnerImage?: string): Results => ({
    ...results,
    host: { ...results.host, cpuModel, ...(runnerImage && { runnerImage }) },
  });
  const history = rates.map((rate) => onHost(run(rate, 2_000, 40, 2_000), "AMD EPYC 7763 64-Core Processor"));

  it("names a class by runner, system, architecture, CPU model and count, and memory", () => {
    const host = onHost(stored, "AMD EPYC 7763 64-Core Processor", "ubuntu24 20241201.1.0").host;
    expect(
      runnerClass({
        ...host,
        runner: "github-actions/Linux",
        arch: "x64",
        cpuCores: 4,
        totalMemoryBytes: 16 * 1024 ** 3,
      }),
    ).toBe("github-actions/Linux, ubuntu24, x64, AMD EPYC 7763 64-Core Processor, 4 CPUs, 16 GiB");
  });

  it("binds a clock metric only against runs of the pull request's class", () => {
    const sameClass = onHost(run(21_000, 2_050, 40, 2_000), "AMD EPYC 7763 64-Core Processor");
    const bound = compareResults(stored, sameClass, thresholds, { history });
    expect(row(bound, "publishRate")).toMatchObject({ verdict: "regressed", history: { runs: 10 } });
    expect(bound.reference).toMatchObject({ historyRuns: 10, historySameClassRuns: 10 });

    const otherClass = onHost(run(21_000, 2_050, 40, 2_000), "Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz");
    const unbound = compareResults(stored, otherClass, thresholds, { history });
    expect(row(unbound, "publishRate")).toMatchObject({
      verdict: "not-comparable",
      binds: false,
      history: null,
    });
    expect(row(unbound, "publishRate").notes.at(-1)).toMatch(
      /\(0 now, of this run's runner class; 10 stored runs of other classes do not count\)$/,
    );
    expect(unbound.reference).toMatchObject({ historyRuns: 10, historySameClassRuns: 0 });
    expect(unbound.reference.runnerClass).toContain("Intel(R) Xeon(R) Platinum 8370C");
    expect(bindingSentence(unbound)).toMatch(/it has 0 \(and 10 of other classes\)\)$/);
  });

  it("does not split a class on the image's version or the kernel release", () => {
    const a = onHost(stored, "cpu", "ubuntu24 20241201.1.0");
    const b = onHost(
      { ...stored, host: { ...stored.host, os: "Linux 6.8.0-1017-azure" } },
      "cpu",
      "ubuntu24 20250105.1.0",
    );
    expect(runnerClass(a.host)).toBe(runnerClass(b.host));
  });
});

describe("main's history: the newest runs of the class", () => {
  it("takes the newest historyMaxRuns of the pull request's class, after leaving out the other classes", () => {
    const host = (results: Results, cpuModel: string): Results => ({
      ...results,
      host: { ...results.host, cpuModel },
    });
    const same = Array.from({ length: 12 }, (_, i) => host(run(30_000 + i * 10, 2_000, 40, 2_000), "a"));
    const other = Array.from({ length: 12 }, () => host(run(30_000, 2_000, 40, 2_000), "b"));
    const history = same.flatMap((run, i) => [run, other[i]!]);
    const comparison = compareResults(stored, host(run(21_000, 2_050, 40, 2_000), "a"), thresholds, {
      history,
      historyMaxRuns: 10,
    });
    expect(comparison.reference).toMatchObject({ historyRuns: 24, historySameClassRuns: 10 });
    expect(row(comparison, "publishRate").history).toMatchObject({ runs: 10, centre: 30_065 });
  });
});
