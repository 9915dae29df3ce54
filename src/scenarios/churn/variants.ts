import {
  churnMetrics,
  churnMetricValues,
  estimateChurnMs,
  measureChurn,
  type ChurnMeasurement,
} from "../../amqp/churn.js";
import type { MetricDefinition, WorkWindowRecord } from "../../model/metrics.js";
import { brokerMemoryMetric, memoryMetricValue } from "../../work/metrics.js";
import type { TrialContext, TrialOutcome } from "../scenario.js";

/**
 * The shape the connection and channel churn scenarios share: one cycle measured one at a time,
 * then by `concurrency` workers side by side (src/amqp/churn.ts, concurrentChurnParameters).
 */

interface ConcurrentChurnParams {
  warmupMs: number;
  operations: number;
  maxDurationMs: number;
  concurrency: number;
}

/** The metric prefix of the concurrent variant: "connection" → "concurrentConnection". */
function concurrentPrefix(prefix: string): string {
  return `concurrent${prefix[0]!.toUpperCase()}${prefix.slice(1)}`;
}

/** Both variants' metrics (the concurrent one unless concurrency is 0), then the memory. */
export function concurrentChurnMetrics(
  prefix: string,
  operation: string,
  params: ConcurrentChurnParams,
  workers = "side by side",
): MetricDefinition[] {
  return [
    ...churnMetrics(prefix, operation, "one at a time"),
    ...(params.concurrency > 0
      ? churnMetrics(concurrentPrefix(prefix), operation, `${params.concurrency} workers ${workers}`)
      : []),
    brokerMemoryMetric,
  ];
}

export function estimateConcurrentChurnMs(
  params: ConcurrentChurnParams,
  typicalOpsPerSecond: { sequential: number; concurrent: number },
  overheadMs: number,
): number {
  const concurrent = params.concurrency > 0 ? estimateChurnMs(params, typicalOpsPerSecond.concurrent) : 0;
  return estimateChurnMs(params, typicalOpsPerSecond.sequential) + concurrent + overheadMs;
}

/** Measures `cycle` one at a time, then by the workers (told which worker runs each cycle). */
export async function measureConcurrentChurn(
  context: TrialContext,
  params: ConcurrentChurnParams,
  prefix: string,
  cycle: (index: number, worker: number) => Promise<void>,
): Promise<TrialOutcome> {
  const variant = async (name: string, concurrency: number) => ({
    prefix: name,
    measurement: await measureChurn({
      name,
      warmupMs: params.warmupMs,
      operations: params.operations,
      maxDurationMs: params.maxDurationMs,
      concurrency,
      work: context.work,
      ...(context.signal && { signal: context.signal }),
      operation: cycle,
    }),
  });
  const sequential = await variant(prefix, 1);
  const concurrent =
    params.concurrency > 0 ? [await variant(concurrentPrefix(prefix), params.concurrency)] : [];
  return churnOutcome([sequential, ...concurrent]);
}

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
