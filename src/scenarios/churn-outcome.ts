import { churnMetricValues, type ChurnMeasurement } from "../amqp/churn.js";
import type { WorkWindowRecord } from "../model/metrics.js";
import { memoryMetricValue } from "../work/metrics.js";
import type { TrialOutcome } from "./scenario.js";

/**
 * The outcome of a churn trial from its variants' windows, in the order they ran: each variant's
 * metrics under its prefix, the windows' work, and the broker's memory at the end of the last one.
 */
export function churnOutcome(
  variants: readonly { prefix: string; measurement: ChurnMeasurement }[],
): TrialOutcome {
  const metrics: Record<string, number> = {};
  const work: WorkWindowRecord[] = [];
  const warnings: string[] = [];
  let measuredMs = 0;
  for (const { prefix, measurement } of variants) {
    Object.assign(metrics, churnMetricValues(prefix, measurement));
    measuredMs += measurement.measuredMs;
    if (measurement.work) work.push(measurement.work);
    if (measurement.warning) warnings.push(measurement.warning);
  }
  if (work.length > 0) Object.assign(metrics, memoryMetricValue(work.at(-1)!));
  return { metrics, valid: true, warnings, measuredMs, ...(work.length > 0 && { work }) };
}
