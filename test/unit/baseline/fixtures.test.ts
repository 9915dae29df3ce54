import { describe, expect, it } from "vitest";
import { summarize } from "../../../src/stats/summary.js";
import { loadFixture, RESULTS_FIXTURES } from "../../fixtures/load.js";

// The shared fixtures must stay valid and internally consistent: other layers' tests rely on them.
describe.each(RESULTS_FIXTURES)("fixture %s", (name) => {
  const results = loadFixture(name);

  it("validates against the results schema", () => {
    expect(results.schema).toBe("rabbitmq-perf-gate/results");
    expect(results.kind).toBe(name.startsWith("baseline") ? "baseline" : "results");
  });

  it("has summaries that summarize() reproduces from the samples", () => {
    for (const target of results.targets) {
      for (const scenario of target.scenarios) {
        for (const metric of scenario.metrics) {
          const expected = summarize(metric.samples);
          for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
            expect(metric.summary[key], `${target.id}/${scenario.name}.${metric.id}.${key}`).toBeCloseTo(
              expected[key],
              9,
            );
          }
        }
      }
    }
  });

  it("has one record per trial and one sample per valid trial", () => {
    for (const scenario of results.targets.flatMap((t) => t.scenarios)) {
      expect(scenario.trials).toHaveLength(results.trials);
      const validTrials = scenario.trials.filter((t) => t.valid).length;
      for (const metric of scenario.metrics) expect(metric.samples).toHaveLength(validTrials);
      expect(scenario.valid).toBe(validTrials === results.trials);
      expect(scenario.invalidReasons.length > 0).toBe(!scenario.valid);
    }
  });
});

describe("fixture contents", () => {
  it("results-basic has 1 target × 3 scenarios × 3 trials", () => {
    const results = loadFixture("results-basic");
    expect(results.targets).toHaveLength(1);
    expect(results.targets[0]!.scenarios.map((s) => s.name)).toEqual([
      "throughput",
      "queue-churn",
      "bind-churn",
    ]);
    expect(results.trials).toBe(3);
  });

  it("results-invalid has an invalid throughput scenario with its reason", () => {
    const scenario = loadFixture("results-invalid").targets[0]!.scenarios[0]!;
    expect(scenario.valid).toBe(false);
    expect(scenario.invalidReasons).toEqual([
      "trial 2: 312 of 310685 accepted messages lost (published 310685, confirmed 310685, nacked 0, returned 0, consumed 310373, duplicates 0)",
    ]);
    expect(scenario.trials[1]!.counters?.lost).toBe(312);
  });

  it("returns a fresh copy on every load", () => {
    const first = loadFixture("results-basic");
    first.targets.length = 0;
    expect(loadFixture("results-basic").targets).toHaveLength(1);
  });
});
