import type { z } from "zod";
import type { VerdictSchema } from "../model/config.js";
import type { CompareOptions } from "./compare.js";
import { thresholdPolicy, type VerdictPolicy } from "./policy.js";
import { statisticalPolicy } from "./statistical-policy.js";

export type VerdictConfig = z.output<typeof VerdictSchema>;

/** The verdict policy the config names, with its settings. */
export function policyFromConfig(
  verdict: Pick<VerdictConfig, "policy"> & Partial<VerdictConfig>,
): VerdictPolicy {
  if (verdict.policy === "threshold") return thresholdPolicy;
  return statisticalPolicy({
    ...(verdict.confidence !== undefined && { confidence: verdict.confidence }),
    ...(verdict.bootstrapResamples !== undefined && { bootstrapResamples: verdict.bootstrapResamples }),
    ...(verdict.seed !== undefined && { seed: verdict.seed }),
  });
}

/**
 * Everything the config's verdict block sets for a comparison: policy, noise floor, busy-host
 * guard, and what binds against a separate reference. The history itself comes from the store.
 */
export function compareOptionsFromConfig(verdict: VerdictConfig): CompareOptions {
  return {
    policy: policyFromConfig(verdict),
    noiseFloor: verdict.noiseFloor,
    busyHostPts: verdict.busyHostPts,
    clockMetrics: verdict.clockMetrics,
    mayBeAbsent: verdict.mayBeAbsent,
    historyMaxRuns: verdict.history.runs,
    historyMinRuns: verdict.history.minRuns,
    historyZ: verdict.history.z,
  };
}
