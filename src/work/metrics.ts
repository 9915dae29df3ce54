import type { MetricDefinition, WorkWindowRecord, WorkWindowUsage } from "../model/metrics.js";

/**
 * The work metrics every scenario reports, per operation of that scenario: per message for
 * throughput, per declare + delete or bind + unbind for churn. Each scenario names its operation;
 * the ids follow `<prefix><Name>Per<Unit>`, e.g. `reductionsPerMessage`,
 * `durableQueueReductionsPerOp`.
 */
export interface WorkOperation {
  /** Metric id prefix (a churn variant such as "durableQueue"), or "" for the scenario's one operation. */
  prefix: string;
  /** "Message" or "Op": the unit the ids end with. */
  per: "Message" | "Op";
  /** What one operation is, for the descriptions (e.g. "message published and consumed"). */
  operation: string;
}

function metricId(prefix: string, name: string): string {
  return prefix ? `${prefix}${name[0]!.toUpperCase()}${name.slice(1)}` : name;
}

export function workMetricIds(op: Pick<WorkOperation, "prefix" | "per">) {
  return {
    reductions: metricId(op.prefix, `reductionsPer${op.per}`),
    brokerCpu: metricId(op.prefix, `brokerCpuUsPer${op.per}`),
    clientCpu: metricId(op.prefix, `clientCpuUsPer${op.per}`),
  };
}

export const BROKER_MEMORY_METRIC = "brokerMemoryMiB";

/**
 * Reductions, broker CPU and client CPU per operation. `reductionsThresholdPct`: the threshold the
 * reductions' measured noise supports where the scenario measures them so (else the kind's).
 */
export function workMetrics(
  op: WorkOperation,
  options: {
    reductionsThresholdPct?: number;
    movesWithMachine?: string;
    reductionsNote?: string;
    /** Earlier wordings of the note, the same method: results written with them still compare. */
    formerReductionsNotes?: readonly string[];
    /** The method version of the three metrics, and what changed at it (src/model/metrics.ts). */
    method?: { version: number; change: string };
  } = {},
): MetricDefinition[] {
  const ids = workMetricIds(op);
  const described = (note: string | undefined) =>
    `broker reductions (Erlang VM work, all nodes) per ${op.operation}, idle background subtracted${note === undefined ? "" : `; ${note}`}`;
  // A note is prose added to the same method: results written before it (or with an earlier
  // wording of it) and before methods were recorded carry those descriptions. Under a method
  // raised since (options.method), those results were measured the older way: no earlier wording
  // ties them to it.
  const former =
    options.reductionsNote === undefined || options.method !== undefined
      ? []
      : [described(undefined), ...(options.formerReductionsNotes ?? []).map(described)];
  const method = options.method && { method: options.method.version, methodChange: options.method.change };
  return [
    {
      id: ids.reductions,
      unit: "reductions",
      direction: "lower",
      kind: "work",
      description: described(options.reductionsNote),
      ...(former.length > 0 && { formerDescriptions: former }),
      ...method,
      ...(options.reductionsThresholdPct !== undefined && { threshold: options.reductionsThresholdPct }),
      ...(options.movesWithMachine !== undefined && { movesWithMachine: options.movesWithMachine }),
    },
    {
      id: ids.brokerCpu,
      unit: "µs",
      direction: "lower",
      kind: "cpu",
      description: `broker CPU time (Erlang VM, all nodes) per ${op.operation}`,
      ...method,
    },
    {
      id: ids.clientCpu,
      unit: "µs",
      direction: "lower",
      kind: "cpu",
      description: `CPU time of the load generator (every thread) per ${op.operation}`,
      ...method,
    },
  ];
}

/**
 * Why a load's own work per message moves with the machine: how many messages a socket read, a
 * delivery or an ack covers, and whether a message waits in the queue or goes straight to a waiting
 * consumer, follow the machine's timing. At a fixed rate the work per message moved against the
 * latency (correlation −0.85 to −0.97, bench/verdict-proof.md), and an unchanged broker's read +4.2%
 * on a slower machine and +7.1% against a baseline stored beside busy neighbours.
 */
export const LOAD_WORK_MOVES_WITH_MACHINE =
  "the broker's work per message of a load without a work phase follows the machine's timing (how many messages a socket read, delivery or ack covers); a work phase (workPhaseMs) measures one that binds across runs";

/** The broker's memory at the end of the scenario's last window: the largest node's. */
export const brokerMemoryMetric: MetricDefinition = {
  id: BROKER_MEMORY_METRIC,
  unit: "MiB",
  direction: "lower",
  kind: "memory",
  description:
    "memory allocated by the Erlang VM at the end of the measured work, on the node that uses most",
};

/** The metric values of one window that performed `operations` operations. */
export function workMetricValues(
  op: Pick<WorkOperation, "prefix" | "per">,
  usage: WorkWindowUsage,
  operations: number,
): Record<string, number> {
  if (!(operations > 0)) return {};
  const ids = workMetricIds(op);
  const values: Record<string, number> = { [ids.clientCpu]: (usage.clientCpuMs * 1000) / operations };
  if (usage.reductions !== undefined) values[ids.reductions] = usage.reductions / operations;
  if (usage.brokerCpuMs !== undefined) values[ids.brokerCpu] = (usage.brokerCpuMs * 1000) / operations;
  return values;
}

/**
 * A trial's warnings for the windows whose reductions were not measured (usageBetween): their
 * per-operation reductions are absent from the trial, and the line says why.
 */
export function unmeasuredWorkWarnings(windows: readonly WorkWindowRecord[] | undefined): string[] {
  return (windows ?? [])
    .filter((window) => window.reductionsUnmeasured !== undefined)
    .map((window) => `${window.window}: broker reductions not measured: ${window.reductionsUnmeasured}`);
}

/** The memory metric of a window's end, when the broker's counters were read. */
export function memoryMetricValue(usage: WorkWindowUsage): Record<string, number> {
  if (!usage.memoryBytes || usage.memoryBytes.length === 0) return {};
  return { [BROKER_MEMORY_METRIC]: Math.max(...usage.memoryBytes) / (1024 * 1024) };
}
