import type { z } from "zod";
import type { MetricKind } from "../baseline/results.js";
import type { StartedBroker } from "../brokers/provider.js";
import type { QueueType } from "../core/config.js";
import type { Logger } from "../core/logger.js";
import type { WorkMeter, WorkWindowUsage } from "../work/meter.js";

export type Direction = "higher" | "lower";

/** What a metric measures (see the schema): work, cpu, memory or time. */
export type { MetricKind };

/** A metric a scenario reports; its direction says which way is better. */
export interface MetricDefinition {
  id: string;
  unit: string;
  direction: Direction;
  kind: MetricKind;
  description: string;
}

/** Message accounting of one trial; any loss or duplicate makes the trial invalid. */
export interface MessageCounters {
  published: number;
  confirmed: number;
  nacked: number;
  returned: number;
  consumed: number;
  duplicates: number;
  lost: number;
}

export interface TrialContext {
  broker: StartedBroker;
  /** Queue type of the target: the scenario declares its queues with it (x-queue-type). */
  queueType: QueueType;
  logger: Logger;
  /** 1-based trial number, and the total, for progress lines. */
  trial: number;
  trials: number;
  /** Prefix for every queue/exchange the trial creates, unique per run; the scenario deletes them. */
  resourcePrefix: string;
  /** Reads the broker's and the load generator's work at the edges of each measured window. */
  work: WorkMeter;
  signal?: AbortSignal;
}

/** One measured window's work, as the trial record keeps it. */
export interface WorkWindowRecord extends WorkWindowUsage {
  /** The window's name: the scenario's id, or the churn variant (e.g. "durableQueue"). */
  window: string;
  /** Operations the window performed: the divisor of every per-operation metric. */
  operations: number;
}

export interface TrialOutcome {
  /** One value per metric id declared by `metrics()`. */
  metrics: Record<string, number>;
  /** Base64-compressed HDR histograms per latency metric family (e.g. "e2eLatency"). */
  histograms?: Record<string, string>;
  counters?: MessageCounters;
  /** False when the measurement cannot be trusted (loss, duplicate, failed confirm). */
  valid: boolean;
  invalidReason?: string;
  /** Things the reader should know (e.g. "backlog grew: burst, not sustainable rate"). */
  warnings: string[];
  /** Measured window (warm-up excluded). */
  measuredMs: number;
  /** The raw work of each measured window, from which the work metrics were computed. */
  work?: WorkWindowRecord[];
}

/** A benchmark scenario. Parameters are validated by `parameters` (defaults filled in). */
export interface Scenario<P extends Record<string, unknown> = Record<string, unknown>> {
  readonly id: string;
  readonly description: string;
  readonly parameters: z.ZodType<P>;
  metrics(params: P): MetricDefinition[];
  /** Rough wall time of one trial, for progress and remaining-time estimates. */
  estimateTrialMs(params: P): number;
  runTrial(context: TrialContext, params: P): Promise<TrialOutcome>;
}
