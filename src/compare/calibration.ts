import type {
  Calibration,
  MetricNoise,
  MetricResult,
  Results,
  ScenarioResult,
  TargetResult,
} from "../model/results.js";
import { median } from "simple-statistics";
import { derivedTargetId } from "../model/target-id.js";
import { aaNoisePct, blocksOf, proposeThresholdPct } from "../stats/noise.js";
import { pooledRelativeSpread } from "../stats/settle.js";
import { resolveThreshold, type Thresholds } from "./thresholds.js";

/**
 * A/A calibration from a run in which every target had an identical twin (see src/gate/calibrate.ts):
 * the trials are cut into blocks of the gate's trial count, each block is one A/A comparison, and
 * each metric's noise floor is how far the twin's median strays from the target's over them.
 */

/** The id of a target's twin: `<id>-twin`, shortened to the id limit, distinct from `taken`. */
export function twinId(id: string, taken: ReadonlySet<string>): string {
  return derivedTargetId(id, "-twin", taken);
}

/**
 * A metric's samples with the trial each came from. Samples come from valid trials, in order; when
 * a valid trial lacks the metric the alignment is unknown and the samples count from trial 1.
 */
export function samplesWithTrials(
  scenario: ScenarioResult,
  metric: MetricResult,
): { values: number[]; trials: number[] } {
  const validTrials = scenario.trials.filter((t) => t.valid).map((t) => t.trial);
  const trials =
    validTrials.length === metric.samples.length ? validTrials : metric.samples.map((_, index) => index + 1);
  return { values: [...metric.samples], trials };
}

/**
 * Trials per side of one A/A comparison: the gate's trial count, and the scenarios that run a count
 * of their own (`scenarios[].trials`).
 */
export interface ComparisonSize {
  trials: number;
  byScenario?: Readonly<Record<string, number>>;
}

/** Each metric's noise floor from a target and its twin, `comparisons` blocks of each scenario's trials. */
export function targetNoise(
  target: TargetResult,
  twin: TargetResult,
  size: number | ComparisonSize,
  comparisons: number,
): MetricNoise[] {
  const sizes = typeof size === "number" ? { trials: size } : size;
  const noise: MetricNoise[] = [];
  for (const scenario of target.scenarios) {
    const twinScenario = twin.scenarios.find((s) => s.name === scenario.name);
    if (!twinScenario) continue;
    const scenarioSize = sizes.byScenario?.[scenario.name] ?? sizes.trials;
    for (const metric of scenario.metrics) {
      const twinMetric = twinScenario.metrics.find((m) => m.id === metric.id);
      if (!twinMetric) continue;
      const own = samplesWithTrials(scenario, metric);
      const other = samplesWithTrials(twinScenario, twinMetric);
      const ownBlocks = blocksOf(own.values, own.trials, scenarioSize, comparisons);
      const otherBlocks = blocksOf(other.values, other.trials, scenarioSize, comparisons);
      const ratios: number[] = [];
      for (let block = 0; block < comparisons; block++) {
        const before = ownBlocks[block]!;
        const after = otherBlocks[block]!;
        if (before.length === 0 || after.length === 0) continue;
        const beforeMedian = median(before);
        if (beforeMedian === 0) continue;
        ratios.push(median(after) / beforeMedian);
      }
      if (ratios.length === 0) continue;
      const noisePct = aaNoisePct(ratios);
      noise.push({
        scenario: scenario.name,
        metric: metric.id,
        noisePct,
        spreadPct: pooledRelativeSpread(own.values, other.values) * 100,
        ratios,
        proposedThresholdPct: proposeThresholdPct(noisePct),
      });
    }
  }
  return noise;
}

/**
 * Splits a calibration run into the results of the targets themselves (a baseline of
 * `comparisons × size` trials) carrying the calibration: every twin with its raw samples, and
 * every metric's noise floor.
 */
export function calibrationResults(
  run: Results,
  twins: ReadonlyMap<string, string>,
  size: number | ComparisonSize,
  comparisons: number,
): Results {
  const sizes = typeof size === "number" ? { trials: size } : size;
  const byId = new Map(run.targets.map((t) => [t.id, t]));
  const twinIds = new Set(twins.values());
  const calibration: Calibration = {
    createdAt: run.createdAt,
    trialsPerComparison: sizes.trials,
    ...(sizes.byScenario &&
      Object.keys(sizes.byScenario).length > 0 && { trialsByScenario: { ...sizes.byScenario } }),
    comparisons,
    targets: [...twins].map(([targetId, twinTargetId]) => {
      const target = byId.get(targetId);
      const twin = byId.get(twinTargetId);
      if (!target || !twin) throw new Error(`calibration run lacks target '${targetId}' or its twin`);
      return { target: targetId, twin, metrics: targetNoise(target, twin, sizes, comparisons) };
    }),
  };
  return { ...run, targets: run.targets.filter((t) => !twinIds.has(t.id)), calibration };
}

/** One proposal per metric whose supported threshold differs from the configured one. */
export interface ThresholdProposal {
  /** The thresholds key: `<scenario>.<metric>`, or with `<target>/` when there are several targets. */
  key: string;
  target: string;
  noise: MetricNoise;
  configuredPct: number;
  proposedPct: number;
}

/** Per-metric thresholds from a calibration, against the configured thresholds. */
export function proposeThresholds(calibration: Calibration, thresholds: Thresholds): ThresholdProposal[] {
  const several = calibration.targets.length > 1;
  return calibration.targets.flatMap((target) =>
    target.metrics.map((noise) => {
      const metric = target.twin.scenarios
        .find((s) => s.name === noise.scenario)
        ?.metrics.find((m) => m.id === noise.metric);
      return {
        key: `${several ? `${target.target}/` : ""}${noise.scenario}.${noise.metric}`,
        target: target.target,
        noise,
        // The metric's kind, or its own measured threshold, picks its configured threshold (work
        // 3% by default, not the default 10%; throughput's reductions per message 1.5%).
        configuredPct: resolveThreshold(
          thresholds,
          target.target,
          noise.scenario,
          noise.metric,
          metric?.kind,
          metric?.threshold,
        ).pct,
        proposedPct: noise.proposedThresholdPct,
      };
    }),
  );
}

/**
 * The proposals as a `thresholds:` block for the config file: the configured default, and every
 * metric whose proposal differs from it. YAML (and JSON-compatible values).
 */
export function thresholdsSnippet(proposals: readonly ThresholdProposal[], defaultPct: number): string {
  const lines = ["thresholds:", `  default: ${defaultPct}`];
  const own = proposals.filter((p) => p.proposedPct !== defaultPct);
  if (own.length > 0) {
    lines.push("  metrics:");
    for (const proposal of own) {
      lines.push(
        `    ${proposal.key}: ${proposal.proposedPct} # A/A noise ${proposal.noise.noisePct.toFixed(1)}%`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}
