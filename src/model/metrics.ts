import type { MetricKind, MetricLimit, SweepPoint } from "./results.js";

/**
 * What a measurement is made of, shared by the layer that measures (amqp, work, scenarios) and the
 * layers that judge and render it: metric definitions, message accounting and one window's work.
 */

export type Direction = "higher" | "lower";

/** What a metric measures (see the schema): work, cpu, memory, time or loss. */
export type { MetricKind, MetricLimit, SweepPoint };

/** A metric a scenario reports; its direction says which way is better. */
export interface MetricDefinition {
  id: string;
  unit: string;
  direction: Direction;
  kind: MetricKind;
  description: string;
  /**
   * A bound the scenario sets on its metric, checked when the config sets no limit on it; on a
   * metric of kind "loss" it is a data-loss bound, checked whatever the config says.
   */
  limit?: MetricLimit;
  /**
   * The threshold, in percent, this metric's measured A/A noise supports as the scenario measures
   * it by default; a config's `thresholds.metrics` or `thresholds.kinds` entry overrides it.
   */
  threshold?: number;
  /**
   * Why the metric moves with the machine's speed or load although it is not a rate, latency or CPU
   * time (a work figure taken from a paced load, a peak the broker could not keep up with): against
   * a baseline from another run it is judged like a clock metric (shown, binding only as
   * `verdict.clockMetrics` allows); in same-job pairs it binds. Absent: its kind decides.
   */
  movesWithMachine?: string;
  /**
   * The version of how the metric is measured (what its window holds, what it divides by, what is
   * subtracted): a metric is the same quantity on both sides of a comparison, and along a stored
   * history, while its method, basis and unit are; its description is prose and may be reworded
   * freely. Raise it when what is measured changes, and say what changed in `methodChange`.
   * Absent: 1.
   */
  method?: number;
  /** What changed at this method version, for the note of a comparison that meets an older one. */
  methodChange?: string;
  /**
   * Where what the metric measures depends on the scenario's parameters (latency from the
   * scheduled or from the actual publish), which of them: two bases are two quantities.
   */
  basis?: string;
  /**
   * The descriptions this same method had in results written before results recorded the method,
   * so that such a stored baseline still compares after a rewording.
   */
  formerDescriptions?: string[];
}

/**
 * The kinds that measure the broker and the machine together (rates, latencies, CPU times): against
 * a reference from another run they bind only as the config or main's history allows
 * (src/compare/binding.ts).
 */
export const CLOCK_KINDS: ReadonlySet<MetricKind> = new Set(["time", "cpu"]);

/** Whether a metric moves with the machine: a clock kind, or marked so by its scenario. */
export function movesWithMachine(metric: {
  kind: MetricKind;
  movesWithMachine?: string | null | undefined;
}): boolean {
  return (
    CLOCK_KINDS.has(metric.kind) ||
    (metric.movesWithMachine !== undefined && metric.movesWithMachine !== null)
  );
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

/** What one window cost, raw, as the results file keeps it. */
export interface WorkWindowUsage {
  /** Wall time between the readings at the window's edges. */
  windowMs: number;
  /** Reductions of all nodes over the window, the background already subtracted. */
  reductions?: number;
  /** The background subtracted: idle work over the window plus the readings' own work. */
  backgroundReductions?: number;
  /**
   * Why `reductions` is absent although the nodes were read: the window's reductions did not
   * exceed the background, so the load's own work is not known (never reported as zero).
   */
  reductionsUnmeasured?: string;
  /** CPU time of all nodes' VMs over the window, in ms. */
  brokerCpuMs?: number;
  /** The VM's memory at the end of the window, per node, in bytes. */
  memoryBytes?: number[];
  /** CPU time of this process (every worker thread) over the window, in ms. */
  clientCpuMs: number;
  /** Busy CPU time of the whole host (all CPUs) over the window, in ms, where readable. */
  hostBusyMs?: number;
  /** The host's online CPUs, with hostBusyMs. */
  hostCpus?: number;
}

/** One measured window's work, as the trial record keeps it. */
export interface WorkWindowRecord extends WorkWindowUsage {
  /** The window's name: the scenario's id, or the churn variant (e.g. "durableQueue"). */
  window: string;
  /** Operations the window performed: the divisor of every per-operation metric. */
  operations: number;
}

/** The load generator's CPU: the one work metric that does not need the broker's counters. */
export function isClientCpuMetric(id: string): boolean {
  return /(^c|C)lientCpuUsPer(Message|Op)$/.test(id);
}

/**
 * How the note of a target whose broker counters were not read begins (src/work/meter.ts); the
 * reason follows it, which the verdict line quotes on its own.
 */
export const BROKER_WORK_UNAVAILABLE = "work metrics of the broker unavailable: ";

/** Metrics read from the broker's counters: not measured when its endpoint is not readable. */
export function isBrokerWorkMetric(definition: { id: string; kind?: string }): boolean {
  return (
    definition.kind === "work" ||
    definition.kind === "memory" ||
    (definition.kind === "cpu" && !isClientCpuMetric(definition.id))
  );
}
