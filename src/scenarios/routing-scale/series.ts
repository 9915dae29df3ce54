import { median } from "simple-statistics";
import { z } from "zod";
import { queueArgsField } from "../../model/queue-arguments.js";
import type { MetricDefinition, SweepPoint } from "../../model/metrics.js";
import { logLogSlope } from "../../stats/slope.js";
import { brokerMemoryMetric } from "../../work/metrics.js";

/**
 * The pure side of routing-scale (routing-scale.ts): its parameters, the points and
 * series of its sweep, its metrics, and the slopes and costs computed from the measured points.
 */

export const EXCHANGE_TYPES = ["direct", "topic"] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];
export const PHASES = ["create", "route", "delete"] as const;
export type Phase = (typeof PHASES)[number];

const exponent = (description: string, fallback: number) =>
  z.number().int().min(0).max(20).default(fallback).describe(description);

export const RoutingScaleParametersSchema = z
  .strictObject({
    base: z
      .number()
      .int()
      .min(2)
      .max(10)
      .default(2)
      .describe("the sweep's base: every count is a power of it"),
    minQueueExponent: exponent("the fewest queues of the sweep: base to this power", 4),
    maxQueueExponent: exponent("the most queues of the sweep: base to this power", 8),
    minBindingExponent: exponent("the fewest bindings per queue: base to this power", 0),
    maxBindingExponent: exponent("the most bindings per queue: base to this power", 2),
    exchangeTypes: z
      .array(z.enum(EXCHANGE_TYPES))
      .min(1)
      .refine((types) => new Set(types).size === types.length, "each exchange type may appear once")
      .default(["direct", "topic"])
      .describe("exchange types swept, each with its own series"),
    messagesPerBinding: z
      .number()
      .int()
      .min(1)
      .max(1_000)
      .default(8)
      .describe(
        "messages routed per binding at each point, each to the one queue its routing key matches " +
          "(enough that the smallest point's window is not lost in the broker's periodic work)",
      ),
    timeBudgetMs: z
      .number()
      .int()
      .min(1_000)
      .max(3_600_000)
      .default(60_000)
      .describe(
        "points whose estimated time would take the sweep past this are left out (the largest queue " +
          "counts first), with a warning",
      ),
    maxWorkSlope: z
      .number()
      .min(1)
      .max(10)
      .default(1.15)
      .describe(
        "the bound on every work slope: above it the cost is super-linear and the gate fails " +
          "(a `limits` entry on the metric replaces it)",
      ),
    queueArgs: queueArgsField,
  })
  .refine((p) => p.minQueueExponent <= p.maxQueueExponent, {
    message: "expected minQueueExponent <= maxQueueExponent",
    path: ["minQueueExponent"],
  })
  .refine((p) => p.minBindingExponent <= p.maxBindingExponent, {
    message: "expected minBindingExponent <= maxBindingExponent",
    path: ["minBindingExponent"],
  })
  .refine((p) => p.base ** p.maxQueueExponent <= 100_000, {
    message: "expected at most 100000 queues (base ** maxQueueExponent)",
    path: ["maxQueueExponent"],
  })
  .refine((p) => p.base ** (p.maxQueueExponent + p.maxBindingExponent) <= 1_000_000, {
    message:
      "expected at most 1000000 bindings at the largest point (base ** (maxQueueExponent + maxBindingExponent))",
    path: ["maxBindingExponent"],
  });
export type RoutingScaleParameters = z.output<typeof RoutingScaleParametersSchema>;

/** Typical costs on a quiet 2-core machine, 4.0.5, classic queues (for estimates and the budget). */
export const TYPICAL_MS = { queue: 2.5, binding: 1, message: 0.05, window: 40 };

export function counts(params: RoutingScaleParameters, which: "Queue" | "Binding"): number[] {
  const from = params[`min${which}Exponent`];
  const to = params[`max${which}Exponent`];
  return Array.from({ length: to - from + 1 }, (_, i) => params.base ** (from + i));
}

export const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** "directCreateB4": a series' prefix in metric ids. */
export function seriesPrefix(type: ExchangeType, phase: Phase, bindings: number): string {
  return `${type}${capital(phase)}B${bindings}`;
}

export function seriesName(type: ExchangeType, phase: Phase, bindings: number): string {
  return `${type} ${phase}, ${bindings} binding${bindings === 1 ? "" : "s"} per queue`;
}

export const PHASE_TEXT: Record<Phase, { what: string; unit: string }> = {
  create: { what: "declaring the queues with their bindings", unit: "queue" },
  route: { what: "routing messages, each to one queue", unit: "message" },
  delete: { what: "deleting the queues (and so their bindings)", unit: "queue" },
};

/** Estimated wall time of one point's three windows. */
export function pointMs(queues: number, bindings: number, messagesPerBinding: number): number {
  const links = queues * bindings;
  return (
    2 * queues * TYPICAL_MS.queue +
    links * TYPICAL_MS.binding +
    links * messagesPerBinding * TYPICAL_MS.message +
    3 * POINT_PARTS * TYPICAL_MS.window
  );
}

/** The parts each point's window is split into (fewer when it has fewer operations). */
export const POINT_PARTS = 4;

/** [from, to) ranges splitting `total` operations into at most `parts` nearly equal parts. */
export function partRanges(total: number, parts = POINT_PARTS): [number, number][] {
  const count = Math.max(1, Math.min(parts, total));
  return Array.from({ length: count }, (_, i) => [
    Math.round((i * total) / count),
    Math.round(((i + 1) * total) / count),
  ]);
}

/**
 * A point's work from the reductions of its parts: the median part's reductions per operation
 * times the point's operations. The broker's periodic work (every queue's statistics, every 5 s by
 * default) comes in bursts of some 10^5 reductions that land in whichever window is open:
 * subtracting the idle rate removes their mean, not the burst, and one burst in the largest point
 * of a series of short windows moved its slope from 1.0 to 1.35. A burst in one part of four no
 * longer moves the point. Undefined when a part has no reading.
 */
export function pointReductions(
  parts: readonly { operations: number; reductions?: number | undefined }[],
): number | undefined {
  let operations = 0;
  const perOperation: number[] = [];
  for (const part of parts) {
    if (part.reductions === undefined || part.operations <= 0) return undefined;
    operations += part.operations;
    perOperation.push(part.reductions / part.operations);
  }
  return perOperation.length === 0 ? undefined : median(perOperation) * operations;
}

/**
 * Why the sweep's work does not bind against another run (its slopes' bound still does): across a
 * broker held to 1.0 or 1.5 CPUs against an unlimited one (6 pairs), the route phase's reductions
 * per message moved by up to 12% in either direction, the create and delete phases' per queue by up
 * to 6%, and single slopes by up to 8% (bench/cross-speed.md, the other scenarios). The route phase publishes
 * as fast as the broker takes the messages and waits for the confirms once, so how many messages a
 * socket read or a confirm covers follows the machine's timing, as in a load without a work phase;
 * the create and delete phases' windows are short (16 queues at the first point).
 */
export const SWEEP_WORK_MOVES_WITH_MACHINE =
  "the sweep's work moved with the machine's speed (route: up to 12% per message, as publishing at full speed batches by the machine's timing; create and delete: up to 6% per queue, against a broker held to fewer CPUs); it binds in the same job, and the slopes' bound (maxWorkSlope) holds everywhere";

/** Per exchange type: a work and a time slope per phase and bindings per queue, then costs per unit. */
export function routingScaleMetrics(params: RoutingScaleParameters): MetricDefinition[] {
  const metrics: MetricDefinition[] = [];
  for (const type of params.exchangeTypes) {
    for (const phase of PHASES) {
      for (const bindings of counts(params, "Binding")) {
        const prefix = seriesPrefix(type, phase, bindings);
        const of = `${PHASE_TEXT[phase].what} on a ${type} exchange, ${bindings} binding${bindings === 1 ? "" : "s"} per queue`;
        metrics.push(
          {
            id: `${prefix}WorkSlope`,
            unit: "slope",
            direction: "lower",
            kind: "work",
            movesWithMachine: SWEEP_WORK_MOVES_WITH_MACHINE,
            description: `log-log slope of the broker's reductions against the number of queues, ${of}; 1 = flat per ${PHASE_TEXT[phase].unit}`,
            limit: {
              max: params.maxWorkSlope,
              reason: `super-linear: the work per ${PHASE_TEXT[phase].unit} grows with the number of queues`,
            },
          },
          {
            id: `${prefix}TimeSlope`,
            unit: "slope",
            direction: "lower",
            kind: "time",
            description: `log-log slope of the wall time against the number of queues, ${of}`,
          },
        );
      }
    }
    metrics.push(
      ...PHASES.flatMap((phase): MetricDefinition[] => {
        const unit = PHASE_TEXT[phase].unit;
        const id = `${type}${capital(phase)}`;
        const over = `${PHASE_TEXT[phase].what} on the ${type} exchange, over the whole sweep`;
        return [
          {
            id: `${id}ReductionsPer${capital(unit)}`,
            unit: "reductions",
            direction: "lower",
            kind: "work",
            movesWithMachine: SWEEP_WORK_MOVES_WITH_MACHINE,
            description: `broker reductions per ${unit}, ${over}`,
          },
          {
            id: phase === "route" ? `${id}UsPerMessage` : `${id}MsPerQueue`,
            unit: phase === "route" ? "µs" : "ms",
            direction: "lower",
            kind: "time",
            description: `wall time per ${unit}, ${over}`,
          },
        ];
      }),
    );
  }
  return [...metrics, brokerMemoryMetric];
}

/** The slopes of every series and the cost per unit over the sweep, from its points. */
export function sweepMetrics(
  params: RoutingScaleParameters,
  sweep: readonly SweepPoint[],
): Record<string, number> {
  const metrics: Record<string, number> = {};
  for (const type of params.exchangeTypes) {
    for (const phase of PHASES) {
      const prefix = `${type}${capital(phase)}`;
      let operations = 0;
      let ms = 0;
      let reductions: number | undefined = 0;
      for (const bindings of counts(params, "Binding")) {
        const points = sweep.filter((p) => p.series === seriesName(type, phase, bindings));
        const work = logLogSlope(points.map((p) => ({ x: p.x, y: p.reductions ?? Number.NaN })));
        const time = logLogSlope(points.map((p) => ({ x: p.x, y: p.ms })));
        if (work !== null) metrics[`${seriesPrefix(type, phase, bindings)}WorkSlope`] = work;
        if (time !== null) metrics[`${seriesPrefix(type, phase, bindings)}TimeSlope`] = time;
        for (const point of points) {
          operations += point.operations;
          ms += point.ms;
          reductions =
            point.reductions === undefined || reductions === undefined
              ? undefined
              : reductions + point.reductions;
        }
      }
      if (operations === 0) continue;
      const unit = capital(PHASE_TEXT[phase].unit);
      if (reductions !== undefined) metrics[`${prefix}ReductionsPer${unit}`] = reductions / operations;
      if (phase === "route") metrics[`${prefix}UsPerMessage`] = (ms * 1000) / operations;
      else metrics[`${prefix}MsPerQueue`] = ms / operations;
    }
  }
  return metrics;
}
