import { z } from "zod";
import type { MetricDefinition, WorkWindowRecord } from "../scenarios/scenario.js";
import type { WorkMeter } from "../work/meter.js";
import { workMetrics, workMetricValues } from "../work/metrics.js";
import { PhaseError } from "./timeouts.js";

export interface ChurnMeasurement {
  operations: number;
  measuredMs: number;
  opsPerSecond: number;
  p50MsPerOp: number;
  p99MsPerOp: number;
  /** The window's work, read by the meter at its edges. */
  work?: WorkWindowRecord;
}

/**
 * Repeats `operation` back to back (one at a time: a churn op is a chain of synchronous RPCs on one
 * channel) for `warmupMs` unmeasured, then `durationMs` measured. Each op's latency is recorded, so
 * besides the rate the trial reports the median and the tail: a broker that gets slower on some
 * operations shows in p99 before it shows in the mean. The work meter reads its counters between
 * the warm-up and the window and after the window's last operation: nothing else of the trial runs
 * then, so the window holds exactly its operations' work.
 */
export async function measureChurn(options: {
  /** Names the window in the trial's work record and prefixes its metric ids. */
  name: string;
  warmupMs: number;
  durationMs: number;
  operation: (index: number) => Promise<void>;
  work?: WorkMeter;
  signal?: AbortSignal;
}): Promise<ChurnMeasurement> {
  let index = 0;
  const run = async (ms: number, latenciesMs?: number[]): Promise<number> => {
    const startNs = process.hrtime.bigint();
    const endNs = startNs + BigInt(Math.round(ms * 1e6));
    let nowNs = startNs;
    while (nowNs < endNs) {
      if (options.signal?.aborted) throw new PhaseError("churn", "aborted");
      await options.operation(index++);
      const doneNs = process.hrtime.bigint();
      latenciesMs?.push(Number(doneNs - nowNs) / 1e6);
      nowNs = doneNs;
    }
    return Number(nowNs - startNs) / 1e6;
  };
  await run(options.warmupMs);
  const window = await options.work?.start();
  const latenciesMs: number[] = [];
  const measuredMs = await run(options.durationMs, latenciesMs);
  const usage = await window?.stop();
  const summary = summarizeChurn(latenciesMs, measuredMs);
  return usage
    ? { ...summary, work: { window: options.name, operations: summary.operations, ...usage } }
    : summary;
}

export function summarizeChurn(latenciesMs: readonly number[], measuredMs: number): ChurnMeasurement {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    operations: sorted.length,
    measuredMs,
    opsPerSecond: measuredMs > 0 ? sorted.length / (measuredMs / 1000) : 0,
    p50MsPerOp: quantile(sorted, 0.5),
    p99MsPerOp: quantile(sorted, 0.99),
  };
}

/** Nearest-rank quantile of sorted values (the value at rank ceil(q·n)); 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** Parameters of a churn scenario: a warm-up and a measured window for each of its variants. */
export function churnParameters(variants: string) {
  return z.strictObject({
    warmupMs: z
      .number()
      .int()
      .min(0)
      .max(600_000)
      .default(300)
      .describe("unmeasured cycles before each variant's window"),
    durationMs: z
      .number()
      .int()
      .min(100)
      .max(3_600_000)
      .default(3_000)
      .describe(`measured time per variant (${variants})`),
  });
}

/**
 * The metrics of one churn variant, e.g. prefix "transientQueue" and "declare + delete": its rate
 * and cycle times, and its work per cycle.
 */
export function churnMetrics(prefix: string, operation: string): MetricDefinition[] {
  return [
    {
      id: `${prefix}OpsPerSec`,
      unit: "ops/s",
      direction: "higher",
      kind: "time",
      description: `${operation} cycles per second, one at a time on one channel`,
    },
    {
      id: `${prefix}MsPerOpP50`,
      unit: "ms/op",
      direction: "lower",
      kind: "time",
      description: `median time of one ${operation} cycle`,
    },
    {
      id: `${prefix}MsPerOpP99`,
      unit: "ms/op",
      direction: "lower",
      kind: "time",
      description: `99th percentile time of one ${operation} cycle`,
    },
    ...workMetrics({ prefix, per: "Op", operation: `${operation} cycle` }),
  ];
}

export function churnMetricValues(prefix: string, measurement: ChurnMeasurement): Record<string, number> {
  return {
    [`${prefix}OpsPerSec`]: measurement.opsPerSecond,
    [`${prefix}MsPerOpP50`]: measurement.p50MsPerOp,
    [`${prefix}MsPerOpP99`]: measurement.p99MsPerOp,
    ...(measurement.work &&
      workMetricValues({ prefix, per: "Op" }, measurement.work, measurement.operations)),
  };
}
