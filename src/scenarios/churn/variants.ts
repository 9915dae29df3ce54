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

/**
 * Why a one-at-a-time churn's work per cycle does not bind against another run: across a broker
 * held to 1.0 or 1.5 CPUs against an unlimited one (8 pairs), connection and channel churn's moved
 * by up to 1.7% and 2.7% in either direction, more than half the work threshold, where connection
 * churn's concurrent variant moved by 1.5% (bench/cross-speed.md, the other scenarios). What moves it is not
 * measured yet; one cycle at a time, a window lasts as long as the machine takes for the round
 * trips, and the idle background subtracted over it grows with that time.
 */
export const SEQUENTIAL_CHURN_MOVES_WITH_MACHINE =
  "one cycle at a time, the broker's work per cycle moved with the machine's speed (by up to 1.7% against a broker held to fewer CPUs); the concurrent variant's binds across runs";

/**
 * Channel churn's work per cycle moved by half the work threshold or more in both variants: 2.7%
 * one at a time, and 1.9% by concurrent workers in one of 8 pairs (0.4% at most in the other 7).
 */
export const CHANNEL_CHURN_MOVES_WITH_MACHINE =
  "the broker's work per channel cycle moved with the machine's speed (by up to 2.7% one at a time and 1.9% by concurrent workers, against a broker held to fewer CPUs)";

/** The metric prefix of the concurrent variant: "connection" → "concurrentConnection". */
function concurrentPrefix(prefix: string): string {
  return `concurrent${prefix[0]!.toUpperCase()}${prefix.slice(1)}`;
}

/**
 * Both variants' metrics (the concurrent one unless concurrency is 0), then the memory.
 * `movesWithMachine`: why a variant's work does not bind against another run, where it was measured
 * to move with the machine.
 */
export function concurrentChurnMetrics(
  prefix: string,
  operation: string,
  params: ConcurrentChurnParams,
  workers = "side by side",
  movesWithMachine: { sequential?: string; concurrent?: string } = {},
): MetricDefinition[] {
  return [
    ...churnMetrics(prefix, operation, "one at a time", undefined, movesWithMachine.sequential),
    ...(params.concurrency > 0
      ? churnMetrics(
          concurrentPrefix(prefix),
          operation,
          `${params.concurrency} workers ${workers}`,
          undefined,
          movesWithMachine.concurrent,
        )
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
