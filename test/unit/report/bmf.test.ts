import { describe, expect, it } from "vitest";
import { renderBmf, toBencherMetricFormat } from "../../../src/report/bmf.js";
import { loadFixture } from "../../fixtures/load.js";

describe("Bencher Metric Format", () => {
  it("one benchmark per target/scenario, one measure per metric: median, lowest and highest trial", () => {
    const results = loadFixture("results-basic");
    const bmf = toBencherMetricFormat(results);
    const target = results.targets[0]!;
    const scenario = target.scenarios[0]!;
    const metric = scenario.metrics[0]!;
    expect(Object.keys(bmf)).toEqual(
      results.targets.flatMap((t) => t.scenarios.map((s) => `${t.id}/${s.name}`)),
    );
    const measure = bmf[`${target.id}/${scenario.name}`]![metric.id]!;
    expect(measure).toEqual({
      value: metric.summary.median,
      lower_value: Math.min(...metric.samples),
      upper_value: Math.max(...metric.samples),
    });
    expect(measure.lower_value).toBeLessThanOrEqual(measure.value);
    expect(measure.value).toBeLessThanOrEqual(measure.upper_value);
    expect(Object.keys(bmf[`${target.id}/${scenario.name}`]!)).toEqual(scenario.metrics.map((m) => m.id));
  });

  it("leaves out invalid scenarios: their numbers are not a measurement", () => {
    const results = loadFixture("results-invalid");
    const invalid = results.targets.flatMap((t) =>
      t.scenarios.filter((s) => !s.valid).map((s) => `${t.id}/${s.name}`),
    );
    expect(invalid.length).toBeGreaterThan(0);
    const bmf = toBencherMetricFormat(results);
    for (const name of invalid) expect(bmf).not.toHaveProperty([name]);
  });

  it("is JSON that matches Bencher's schema: every measure has a numeric value", () => {
    const parsed = JSON.parse(renderBmf(loadFixture("results-two-targets"))) as Record<
      string,
      Record<string, unknown>
    >;
    expect(Object.keys(parsed).length).toBeGreaterThan(1);
    for (const measures of Object.values(parsed)) {
      for (const measure of Object.values(measures)) {
        expect(measure).toEqual({
          value: expect.any(Number),
          lower_value: expect.any(Number),
          upper_value: expect.any(Number),
        });
      }
    }
  });
});
