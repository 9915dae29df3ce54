import { z } from "zod";
import type { MetricDefinition, WorkWindowRecord } from "../model/metrics.js";
import type { WorkMeter } from "../work/meter.js";
import { workMetrics, workMetricValues } from "../work/metrics.js";
import { PhaseError } from "../load/timeouts.js";

export interface ChurnMeasurement {
  operations: number;
  measuredMs: number;
  opsPerSecond: number;
  p50MsPerOp: number;
  p99MsPerOp: number;
  /** The window's work, read by the meter at its edges. */
  work?: WorkWindowRecord;
  /** Set when the window ended at its time limit before its count of cycles. */
  warning?: string;
}

/**
 * Cycles per measured window by default. A window is counted in cycles, not in time, so that every
 * trial covers the same work whatever the machine's speed, and this count is a whole number of the
 * Mnesia metadata store's log dumps for the durable variants: their cycles make 4 transaction-log
 * writes each (measured on 3.10.8 and 4.0.5), and the store dumps its log every 5,000 writes on
 * RabbitMQ 4.0 (1,000 on 3.10), a lump of roughly 300k reductions that a window counted in time
 * holds zero, one or two times depending on how fast the machine ran.
 */
export const DEFAULT_CHURN_OPERATIONS = 1_250;

/**
 * Repeats `operation` back to back (one at a time by default: a churn op is a chain of synchronous
 * RPCs on one channel; with `concurrency` N, N workers each run one op after another) for
 * `warmupMs` unmeasured, then `operations` times measured, or until `maxDurationMs` if that comes
 * first. Each op's latency is recorded, so besides the rate the trial reports the median and the
 * tail: a broker that gets slower on some operations shows in p99 before it shows in the mean. The
 * work meter reads its counters between the warm-up and the window and after the window's last
 * operation: nothing else of the trial runs then, so the window holds exactly its operations' work.
 * When one worker's operation fails, the others finish the op they are in and stop; the first
 * failure is thrown.
 */
export async function measureChurn(options: {
  /** Names the window in the trial's work record and prefixes its metric ids. */
  name: string;
  warmupMs: number;
  operations: number;
  maxDurationMs: number;
  /** `worker` is 0 … concurrency-1: a worker may own a resource, such as a connection. */
  operation: (index: number, worker: number) => Promise<void>;
  /** Workers running operations side by side; 1 by default. */
  concurrency?: number;
  work?: WorkMeter;
  signal?: AbortSignal;
}): Promise<ChurnMeasurement> {
  const concurrency = options.concurrency ?? 1;
  let index = 0;
  const run = async (ms: number, count: number, latenciesMs?: number[]): Promise<number> => {
    const startNs = process.hrtime.bigint();
    const endNs = startNs + BigInt(Math.round(ms * 1e6));
    let started = 0;
    let lastDoneNs = startNs;
    let failed = false;
    const worker = async (workerIndex: number): Promise<void> => {
      let nowNs = process.hrtime.bigint();
      while (!failed && started < count && nowNs < endNs) {
        if (options.signal?.aborted) throw new PhaseError("churn", "aborted");
        started++;
        try {
          await options.operation(index++, workerIndex);
        } catch (error) {
          failed = true;
          throw error;
        }
        const doneNs = process.hrtime.bigint();
        latenciesMs?.push(Number(doneNs - nowNs) / 1e6);
        if (doneNs > lastDoneNs) lastDoneNs = doneNs;
        nowNs = doneNs;
      }
    };
    const settled = await Promise.allSettled(Array.from({ length: concurrency }, (_, w) => worker(w)));
    const failure = settled.find((outcome) => outcome.status === "rejected");
    if (failure) throw failure.reason;
    return Number(lastDoneNs - startNs) / 1e6;
  };
  await run(options.warmupMs, Number.POSITIVE_INFINITY);
  const window = await options.work?.start();
  const latenciesMs: number[] = [];
  const measuredMs = await run(options.maxDurationMs, options.operations, latenciesMs);
  const usage = await window?.stop();
  const summary = summarizeChurn(latenciesMs, measuredMs);
  const cut =
    summary.operations < options.operations
      ? `${options.name}: the window reached maxDurationMs (${options.maxDurationMs} ms) after ` +
        `${summary.operations} of ${options.operations} cycles; its work per cycle covers fewer cycles ` +
        "than a full window's and may not compare with one"
      : undefined;
  return {
    ...summary,
    ...(usage && { work: { window: options.name, operations: summary.operations, ...usage } }),
    ...(cut && { warning: cut }),
  };
}

/**
 * Rough wall time of one variant's warm-up and window, at a typical rate of its cycles (for
 * progress estimates only; the window is counted in cycles).
 */
export function estimateChurnMs(
  params: { warmupMs: number; operations: number; maxDurationMs: number },
  typicalOpsPerSecond: number,
): number {
  return params.warmupMs + Math.min(params.maxDurationMs, (params.operations / typicalOpsPerSecond) * 1000);
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

/** Why the default count of cycles is what it is (the metadata store's log dumps). */
const LOG_DUMP_NOTE =
  "the default is a whole number of the metadata store's log dumps, so work per cycle does not " +
  "depend on the machine's speed";

/**
 * Parameters of a churn scenario: a warm-up and a measured window for each of its variants.
 * `operationsNote` says why the default count suits the scenario.
 */
export function churnParameters(variants: string, operationsNote = LOG_DUMP_NOTE) {
  return z.strictObject({
    warmupMs: z
      .number()
      .int()
      .min(0)
      .max(600_000)
      .default(300)
      .describe("unmeasured cycles before each variant's window, for this long"),
    operations: z
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .default(DEFAULT_CHURN_OPERATIONS)
      .describe(`measured cycles per variant (${variants}); ${operationsNote}`),
    maxDurationMs: z
      .number()
      .int()
      .min(100)
      .max(3_600_000)
      .default(60_000)
      .describe("a window that has not finished its cycles by then ends there, with a warning"),
  });
}

/**
 * The measured cycles of a scenario's non-durable variant when they should differ from
 * `operations`. It writes less to the metadata store's log than the durable variant (an exclusive
 * queue's declare + delete 2 entries, a non-durable binding's bind + unbind none, against 4), so a
 * short window holds a log dump seldom or never, and saves time.
 */
export const transientOperationsField = z
  .number()
  .int()
  .min(1)
  .max(10_000_000)
  .optional()
  .describe(
    "measured cycles of the non-durable variant, when not `operations`: it writes less to the " +
      "metadata store's log (an exclusive queue 2 entries a cycle, a non-durable binding none), so a " +
      "short window seldom holds a log dump",
  );

/** The non-durable variant's cycles: its own count when given, else `operations`. */
export function transientCycles(params: {
  operations: number;
  transientOperations?: number | undefined;
}): number {
  return params.transientOperations ?? params.operations;
}

/**
 * Parameters of a churn scenario measured one at a time and then by `concurrency` workers side by
 * side: the second variant shows what the first cannot, contention between operations in the
 * broker (one process per connection, a shared table, a lock).
 */
export function concurrentChurnParameters(operationsNote: string, defaultConcurrency: number) {
  return churnParameters("sequential, concurrent", operationsNote).extend({
    concurrency: z
      .number()
      .int()
      .min(0)
      .max(256)
      .default(defaultConcurrency)
      .describe("workers of the concurrent variant, each one cycle after another; 0 leaves that variant out"),
  });
}

/**
 * The metrics of one churn variant, e.g. prefix "transientQueue" and "declare + delete": its rate
 * (run `how`) and cycle times, and its work per cycle (`movesWithMachine`: why that work does not
 * bind against another run, where it was measured to move with the machine).
 */
export function churnMetrics(
  prefix: string,
  operation: string,
  how = "one at a time on one channel",
  units = { rate: "ops/s", time: "ms/op" },
  movesWithMachine?: string,
): MetricDefinition[] {
  return [
    {
      id: `${prefix}OpsPerSec`,
      unit: units.rate,
      direction: "higher",
      kind: "time",
      description: `${operation} cycles per second, ${how}`,
    },
    {
      id: `${prefix}MsPerOpP50`,
      unit: units.time,
      direction: "lower",
      kind: "time",
      description: `median time of one ${operation} cycle`,
    },
    {
      id: `${prefix}MsPerOpP99`,
      unit: units.time,
      direction: "lower",
      kind: "time",
      description: `99th percentile time of one ${operation} cycle`,
    },
    ...workMetrics(
      { prefix, per: "Op", operation: `${operation} cycle` },
      movesWithMachine === undefined ? {} : { movesWithMachine },
    ),
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
