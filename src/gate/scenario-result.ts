import type { Protocol } from "../model/config.js";
import { isBrokerWorkMetric } from "../model/metrics.js";
import type { ScenarioResult, TrialRecord } from "../model/results.js";
import type { TrialOutcome } from "../scenarios/scenario.js";
import { summarize } from "../stats/summary.js";
import type { ResolvedScenario } from "./resolve.js";

/** Assembles a scenario's result from its trial records: samples come from valid trials only. */
export function buildScenarioResult(
  resolved: ResolvedScenario,
  trials: { record: TrialRecord; outcome?: TrialOutcome }[],
  options: { brokerWork: boolean; protocol?: Protocol } = { brokerWork: true },
): ScenarioResult {
  // Without the broker's counters its work metrics are not measured at all, rather than missing.
  const definitions = resolved.scenario
    .metrics(resolved.params, options.protocol)
    .filter((d) => options.brokerWork || !isBrokerWorkMetric(d));
  const validTrials = trials.filter((t) => t.record.valid && t.outcome);
  const metrics = definitions.map((definition) => {
    const samples = validTrials
      .map((t) => t.outcome!.metrics[definition.id])
      .filter((v): v is number => typeof v === "number" && Number.isFinite(v));
    // The method is always recorded, so a later rewording of the description leaves it comparable.
    return { ...definition, method: definition.method ?? 1, samples, summary: summarize(samples) };
  });
  const invalidReasons = trials
    .filter((t) => !t.record.valid)
    .map((t) => `trial ${t.record.trial}: ${t.record.invalidReason ?? "invalid"}`);
  const warnings = [
    ...new Set(trials.flatMap((t) => t.record.warnings.map((w) => `trial ${t.record.trial}: ${w}`))),
  ];
  return {
    name: resolved.name,
    scenario: resolved.scenario.id,
    parameters: resolved.params,
    metrics,
    trials: trials.map((t) => t.record),
    valid: invalidReasons.length === 0,
    invalidReasons,
    warnings,
  };
}
