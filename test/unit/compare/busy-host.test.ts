import { describe, expect, it } from "vitest";
import type { Results } from "../../../src/model/results.js";
import { busyHostVerdict, runForeignCpu } from "../../../src/compare/busy-host.js";
import { DEFAULT_BUSY_HOST_PTS } from "../../../src/model/config.js";
import { compareResults } from "../../../src/compare/compare.js";
import { compareOptionsFromConfig } from "../../../src/compare/policies.js";
import { VerdictSchema } from "../../../src/model/config.js";
import { singleScenario, type MetricSpec } from "../../fixtures/build.js";

/** Every trial of the run records the given share of the host's CPU taken by other processes. */
function withForeignCpu(results: Results, pct: number | undefined): Results {
  for (const target of results.targets)
    for (const scenario of target.scenarios)
      for (const trial of scenario.trials) {
        if (pct === undefined) delete trial.foreignCpuPct;
        else trial.foreignCpuPct = pct;
      }
  return results;
}

// A publish rate down 20% and reductions per message down 20%: one time, one work metric.
const metrics = (rate: number, work: number): MetricSpec[] => [
  { id: "publishRate", samples: [rate, rate, rate], unit: "msg/s", direction: "higher" },
  {
    id: "reductionsPerMessage",
    samples: [work, work, work],
    unit: "reductions",
    direction: "lower",
    kind: "work",
  },
];

describe("busy-host guard", () => {
  it("makes a time regression inconclusive when the current host was busier by more than the gap", () => {
    const judged = busyHostVerdict({
      kind: "time",
      verdict: "regressed",
      baselineForeign: 2.5,
      currentForeign: 41,
      gapPts: 10,
    });
    expect(judged?.verdict).toBe("inconclusive");
    expect(judged?.note).toBe(
      "regressed, but the host was busier during the current run: other processes took 41% of " +
        "its CPU during the current run against 2.5% during the baseline (more than verdict.busyHostPts = " +
        "10 points apart); a rate or latency cannot tell a busy machine from a slower broker, the broker's " +
        "reductions per operation can",
    );
  });

  it("does the same for CPU time per operation, which a contended CPU inflates", () => {
    const judged = busyHostVerdict({
      kind: "cpu",
      verdict: "regressed",
      baselineForeign: 12,
      currentForeign: 45,
      gapPts: 10,
    });
    expect(judged?.verdict).toBe("inconclusive");
    expect(judged?.note).toMatch(/; a CPU time cannot tell a busy machine from a slower broker/);
  });

  it("makes a time improvement inconclusive when the baseline's host was the busier one", () => {
    const judged = busyHostVerdict({
      kind: "time",
      verdict: "improved",
      baselineForeign: 30,
      currentForeign: 3,
      gapPts: 10,
    });
    expect(judged?.verdict).toBe("inconclusive");
    expect(judged?.note).toContain("busier during the baseline");
  });

  it("leaves alone work and memory metrics, verdicts the busy side explains nothing of, small gaps and missing readings", () => {
    const base = {
      kind: "time" as const,
      verdict: "regressed" as const,
      baselineForeign: 2,
      currentForeign: 40,
    };
    expect(busyHostVerdict({ ...base, kind: "work", gapPts: 10 })).toBeUndefined();
    expect(busyHostVerdict({ ...base, kind: "memory", gapPts: 10 })).toBeUndefined();
    expect(busyHostVerdict({ ...base, verdict: "unchanged", gapPts: 10 })).toBeUndefined();
    // the current run is busier, so an improvement is not the machine's doing
    expect(busyHostVerdict({ ...base, verdict: "improved", gapPts: 10 })).toBeUndefined();
    expect(busyHostVerdict({ ...base, currentForeign: 12, gapPts: 10 })).toBeUndefined();
    expect(busyHostVerdict({ ...base, gapPts: false })).toBeUndefined();
    expect(busyHostVerdict({ ...base, baselineForeign: undefined, gapPts: 10 })).toBeUndefined();
    expect(busyHostVerdict({ ...base, currentForeign: undefined, gapPts: 10 })).toBeUndefined();
  });

  it("takes the median over a run's valid trials", () => {
    const results = singleScenario(metrics(100, 100));
    const trials = results.targets[0]!.scenarios[0]!.trials;
    trials[0]!.foreignCpuPct = 90;
    trials[1]!.foreignCpuPct = 10;
    trials[2]!.foreignCpuPct = 20;
    expect(runForeignCpu(results)).toBe(20);
    trials[0]!.valid = false;
    expect(runForeignCpu(results)).toBe(15);
    expect(runForeignCpu(withForeignCpu(singleScenario(metrics(100, 100)), undefined))).toBeUndefined();
  });
});

describe("compareResults with the busy-host guard", () => {
  const quiet = () => withForeignCpu(singleScenario(metrics(10_000, 1_800)), 3);
  const busyAndSlow = () => withForeignCpu(singleScenario(metrics(8_000, 1_800)), 45);
  const busyAndWorking = () => withForeignCpu(singleScenario(metrics(8_000, 1_900)), 45);
  const row = (comparison: ReturnType<typeof compareResults>, metric: string) =>
    comparison.rows.find((r) => r.metric === metric)!;

  /** Clock metrics that bind against another run: where the guard matters. */
  const bind = { clockMetrics: "bind" } as const;

  it("does not fail a run whose only regressions are time metrics on a busier host", () => {
    // By default a rate against another run does not bind at all.
    const byDefault = compareResults(quiet(), busyAndSlow(), { default: 10, metrics: {} });
    expect(row(byDefault, "publishRate").verdict).toBe("not-comparable");
    const compared = compareResults(quiet(), busyAndSlow(), { default: 10, metrics: {} }, bind);
    expect(row(compared, "publishRate")).toMatchObject({ verdict: "inconclusive", changePct: -20 });
    expect(row(compared, "publishRate").notes.at(-1)).toMatch(/^regressed, but the host was busier/);
    expect(compared.verdict).toBe("pass");
    expect(compared.environmentDifferences).toContain(
      "host CPU taken by other processes than the broker and the load generator (median over the trials): " +
        "baseline 3.0%, current 45%; rates, latencies and CPU times that look worse on the busier side are inconclusive",
    );
  });

  it("still fails on the work metrics, which a busy host does not move", () => {
    const compared = compareResults(
      quiet(),
      busyAndWorking(),
      {
        default: 10,
        kinds: { work: 3 },
        metrics: {},
      },
      bind,
    );
    expect(row(compared, "reductionsPerMessage").verdict).toBe("regressed");
    expect(row(compared, "publishRate").verdict).toBe("inconclusive");
    expect(compared.verdict).toBe("regression");
  });

  it("judges time metrics as before on equally busy hosts, without readings, or with the guard off", () => {
    // A same-job pair: the rate binds, and the same-work rule (a separate reference only) stays out.
    const sameJob = { reference: "same-job" } as const;
    const slowQuiet = withForeignCpu(singleScenario(metrics(8_000, 1_800)), 5);
    expect(
      row(compareResults(quiet(), slowQuiet, { default: 10, metrics: {} }, sameJob), "publishRate").verdict,
    ).toBe("regressed");
    const unread = withForeignCpu(busyAndSlow(), undefined);
    const compared = compareResults(quiet(), unread, { default: 10, metrics: {} }, sameJob);
    expect(row(compared, "publishRate").verdict).toBe("regressed");
    expect(compared.environmentDifferences).toEqual([]);
    const off = compareResults(
      quiet(),
      busyAndSlow(),
      { default: 10, metrics: {} },
      { ...sameJob, busyHostPts: false },
    );
    expect(row(off, "publishRate").verdict).toBe("regressed");
    expect(off.environmentDifferences).toEqual([]);
  });

  it("takes its gap from the config's verdict block, 10 points by default", () => {
    expect(DEFAULT_BUSY_HOST_PTS).toBe(10);
    expect(compareOptionsFromConfig(VerdictSchema.parse({})).busyHostPts).toBe(10);
    expect(compareOptionsFromConfig(VerdictSchema.parse({ busyHostPts: false })).busyHostPts).toBe(false);
    const wide = compareOptionsFromConfig(VerdictSchema.parse({ busyHostPts: 50 }));
    expect(
      row(
        compareResults(
          quiet(),
          busyAndSlow(),
          { default: 10, metrics: {} },
          { ...wide, reference: "same-job" },
        ),
        "publishRate",
      ).verdict,
    ).toBe("regressed");
    expect(VerdictSchema.safeParse({ busyHostPts: 120 }).success).toBe(false);
    expect(VerdictSchema.safeParse({ busyHostPts: "high" }).success).toBe(false);
  });
});
