import type { Calibration } from "../model/results.js";
import { proposeThresholdPct } from "../stats/noise.js";

/**
 * What a baseline's A/A noise (from `calibrate`) does to a metric's threshold. A threshold below
 * what two identical brokers drift apart by on that machine would cry wolf, so by default it is
 * raised to what the noise supports, with a note; "warn" keeps it and says so; "ignore" neither.
 */
export type NoiseFloorMode = "raise" | "warn" | "ignore";

export interface NoiseRecord {
  noisePct: number;
  /** Trials per side of the A/A comparisons the noise comes from. */
  trialsPerComparison: number;
  /** When the calibration ran (ISO time). */
  calibratedAt: string;
}

export type NoiseLookup = (target: string, scenario: string, metric: string) => NoiseRecord | undefined;

/** Noise by target id, scenario name and metric id, from a run's calibration (if any). */
export function noiseLookup(calibration: Calibration | undefined): NoiseLookup {
  const records = new Map<string, NoiseRecord>();
  for (const target of calibration?.targets ?? []) {
    for (const metric of target.metrics) {
      records.set(`${target.target}\u0000${metric.scenario}\u0000${metric.metric}`, {
        noisePct: metric.noisePct,
        trialsPerComparison:
          calibration!.trialsByScenario?.[metric.scenario] ?? calibration!.trialsPerComparison,
        calibratedAt: calibration!.createdAt,
      });
    }
  }
  return (target, scenario, metric) => records.get(`${target}\u0000${scenario}\u0000${metric}`);
}

/** The threshold to judge by, and the notes that explain a change or a risk. */
export function applyNoiseFloor(
  thresholdPct: number,
  noise: NoiseRecord | undefined,
  mode: NoiseFloorMode,
): { thresholdPct: number; notes: string[] } {
  if (!noise || mode === "ignore") return { thresholdPct, notes: [] };
  const supported = proposeThresholdPct(noise.noisePct);
  if (supported <= thresholdPct) return { thresholdPct, notes: [] };
  const source = `A/A noise of this metric is ${noise.noisePct.toFixed(1)}% (calibrated ${noise.calibratedAt.slice(0, 10)}, ${noise.trialsPerComparison} trials per side)`;
  if (mode === "raise") {
    return {
      thresholdPct: supported,
      notes: [
        `threshold raised to what the measured A/A noise supports: from ${thresholdPct}% to ${supported}%; ${source}`,
      ],
    };
  }
  return {
    thresholdPct,
    notes: [
      `threshold below the measured A/A noise, a verdict may be noise: ${source}, which needs ${supported}% against ${thresholdPct}%`,
    ],
  };
}
