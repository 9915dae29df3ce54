import { describe, expect, it } from "vitest";
import type { Calibration } from "../../../src/model/results.js";
import { compareResults } from "../../../src/compare/compare.js";
import { applyNoiseFloor, noiseLookup } from "../../../src/compare/noise-floor.js";
import { singleScenario } from "../../fixtures/build.js";

const noise = { noisePct: 11.2, trialsPerComparison: 5, calibratedAt: "2026-11-21T01:00:00.000Z" };

describe("applyNoiseFloor", () => {
  it("raises a threshold below what the noise supports, and says why", () => {
    expect(applyNoiseFloor(10, noise, "raise")).toEqual({
      thresholdPct: 14,
      notes: [
        "threshold raised to what the measured A/A noise supports: from 10% to 14%; A/A noise of this metric is 11.2% (calibrated 2026-11-21, 5 trials per side)",
      ],
    });
  });

  it("only warns when asked to", () => {
    expect(applyNoiseFloor(10, noise, "warn")).toEqual({
      thresholdPct: 10,
      notes: [
        "threshold below the measured A/A noise, a verdict may be noise: A/A noise of this metric is 11.2% (calibrated 2026-11-21, 5 trials per side), which needs 14% against 10%",
      ],
    });
  });

  it("leaves a threshold the noise supports, and ignores noise when told to", () => {
    expect(applyNoiseFloor(15, noise, "raise")).toEqual({ thresholdPct: 15, notes: [] });
    expect(applyNoiseFloor(14, noise, "raise")).toEqual({ thresholdPct: 14, notes: [] });
    expect(applyNoiseFloor(5, noise, "ignore")).toEqual({ thresholdPct: 5, notes: [] });
    expect(applyNoiseFloor(5, undefined, "raise")).toEqual({ thresholdPct: 5, notes: [] });
  });
});

describe("noise in compareResults", () => {
  const calibration: Calibration = {
    createdAt: "2026-11-21T01:00:00.000Z",
    trialsPerComparison: 5,
    comparisons: 4,
    targets: [
      {
        target: "t",
        twin: singleScenario([{ id: "rate", samples: [1] }]).targets[0]!,
        metrics: [
          {
            scenario: "s",
            metric: "rate",
            noisePct: 11.2,
            spreadPct: 6,
            ratios: [0.9, 1.05, 1.02, 0.97],
            proposedThresholdPct: 14,
          },
        ],
      },
    ],
  };

  it("takes each metric's noise from the baseline's calibration and raises its threshold", () => {
    const baseline = { ...singleScenario([{ id: "rate", samples: [100, 101, 99, 100, 102] }]), calibration };
    // Down 12%: beyond the configured 10%, within the 14% the noise supports.
    const current = singleScenario([{ id: "rate", samples: [88, 88.5, 87.5, 88, 89] }]);
    const bind = { clockMetrics: "bind" } as const;
    const raised = compareResults(baseline, current, { default: 10, metrics: {} }, bind);
    expect(raised.rows[0]).toMatchObject({ thresholdPct: 14, noisePct: 11.2, verdict: "unchanged" });
    expect(raised.rows[0]!.notes[0]).toMatch(
      /^threshold raised to what the measured A\/A noise supports: from 10% to 14%/,
    );
    const warned = compareResults(
      baseline,
      current,
      { default: 10, metrics: {} },
      { ...bind, noiseFloor: "warn" },
    );
    expect(warned.rows[0]).toMatchObject({ thresholdPct: 10, noisePct: 11.2, verdict: "regressed" });
    const ignored = compareResults(
      baseline,
      current,
      { default: 10, metrics: {} },
      { ...bind, noiseFloor: "ignore" },
    );
    expect(ignored.rows[0]).toMatchObject({ thresholdPct: 10, verdict: "regressed", notes: [] });
  });

  it("finds nothing for other targets, scenarios or metrics", () => {
    const lookup = noiseLookup(calibration);
    expect(lookup("t", "s", "rate")).toEqual(noise);
    expect(lookup("other", "s", "rate")).toBeUndefined();
    expect(lookup("t", "queue-churn", "rate")).toBeUndefined();
    expect(noiseLookup(undefined)("t", "s", "rate")).toBeUndefined();
  });
});
