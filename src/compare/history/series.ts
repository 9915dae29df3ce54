import { median } from "simple-statistics";
import { movesWithMachine } from "../../model/metrics.js";
import type { MetricKind, Results } from "../../model/results.js";
import { redefinition, type MethodRecord } from "../method.js";
import { runnerClass } from "../runner-class.js";

/** One stored result's value of a metric. */
export interface SeriesPoint {
  /** The commit the result was measured at; absent when the file carries none. */
  sha?: string;
  createdAt: string;
  /** The median over the result's trials: the value the series is made of. */
  value: number;
  /** Every trial's value, as stored. */
  samples: number[];
  /** What the broker and the scenario were, in words: a change between two points is named. */
  setup: string;
}

/** A metric's values over the stored results of one runner class, oldest first. */
export interface MetricSeries {
  runnerClass: string;
  target: string;
  /** The scenario's result name. */
  scenario: string;
  metric: string;
  unit: string;
  direction: "higher" | "lower";
  kind: MetricKind;
  /** A clock metric, or one its scenario marks as moving with the machine (model/metrics.ts). */
  movesWithMachine: boolean;
  points: SeriesPoint[];
  /**
   * Where the metric was measured another way (a method version, basis or unit changed): the
   * series is split there, and steps are found on each side apart, never across.
   */
  redefinitions: SeriesRedefinition[];
}

/** A point of a series from which the metric is measured another way than before it. */
export interface SeriesRedefinition {
  /** Position in the series of the first result measured the new way. */
  index: number;
  sha?: string;
  createdAt: string;
  /** What changed, in words (compare/method.ts). */
  reason: string;
}

/**
 * Each metric's series over `runs` (oldest first, as the store walked them: first-parent order of
 * the default branch), one per runner class, target, scenario and metric. Runs of different
 * machine classes are never mixed: a rate or a CPU time moves by tens of percent between classes
 * (compare/runner-class.ts), which would read as a step. Invalid scenarios and metrics without
 * trials are left out: they measured nothing to follow. Pure.
 */
export function metricSeries(runs: readonly Results[]): MetricSeries[] {
  const byKey = new Map<string, MetricSeries>();
  const records = new Map<MetricSeries, MethodRecord[]>();
  for (const run of runs) {
    const machine = runnerClass(run.host);
    for (const target of run.targets) {
      for (const scenario of target.scenarios) {
        if (!scenario.valid) continue;
        const setup = setupOf(target.broker.serverVersion, target.broker.image, scenario.parameters);
        for (const metric of scenario.metrics) {
          if (metric.samples.length === 0) continue;
          const key = JSON.stringify([machine, target.id, scenario.name, metric.id]);
          let series = byKey.get(key);
          if (!series) {
            series = {
              runnerClass: machine,
              target: target.id,
              scenario: scenario.name,
              metric: metric.id,
              unit: metric.unit,
              direction: metric.direction,
              kind: metric.kind ?? "time",
              movesWithMachine: movesWithMachine({
                kind: metric.kind ?? "time",
                movesWithMachine: metric.movesWithMachine,
              }),
              points: [],
              redefinitions: [],
            };
            byKey.set(key, series);
            records.set(series, []);
          }
          records.get(series)!.push(metric);
          series.points.push({
            ...(run.git?.sha && { sha: run.git.sha }),
            createdAt: run.createdAt,
            value: median([...metric.samples]),
            samples: [...metric.samples],
            setup,
          });
        }
      }
    }
  }
  return [...byKey.values()].map((series) => withRedefinitions(series, records.get(series)!));
}

/**
 * Marks where consecutive records of a series measure different quantities. The newest record
 * carries the metric's method and its earlier wordings, which tie records written before methods
 * were recorded to it; its unit, direction and kind are the series'.
 */
function withRedefinitions(series: MetricSeries, records: readonly MethodRecord[]): MetricSeries {
  const newest = records.at(-1)!;
  const redefinitions: SeriesRedefinition[] = [];
  for (let index = 1; index < records.length; index++) {
    const change = redefinition(records[index - 1]!, records[index]!, [newest]);
    if (!change) continue;
    const point = series.points[index]!;
    const sides = change.sides ? ` (${change.sides.earlier} before, ${change.sides.later} from here)` : "";
    redefinitions.push({
      index,
      ...(point.sha && { sha: point.sha }),
      createdAt: point.createdAt,
      reason: `${change.reason}${sides}`,
    });
  }
  return { ...series, unit: newest.unit, redefinitions };
}

function setupOf(version: string, image: string | undefined, parameters: Record<string, unknown>): string {
  const broker = `RabbitMQ ${version}${image ? ` (${image})` : ""}`;
  return `${broker}; parameters ${JSON.stringify(sortedKeys(parameters))}`;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, sortedKeys(inner)]),
    );
  }
  return value;
}

/**
 * What differs between two setups, in words, or undefined when they are the same: "RabbitMQ 4.0.5
 * → RabbitMQ 4.1.0", "the scenario's parameters". A step where the setup changed is the change
 * itself (an upgrade, a new message size), not drift: the report says so beside it.
 */
export function setupChange(before: string, after: string): string | undefined {
  if (before === after) return undefined;
  const [brokerBefore] = before.split("; parameters ");
  const [brokerAfter] = after.split("; parameters ");
  if (brokerBefore !== brokerAfter) return `${brokerBefore} → ${brokerAfter}`;
  return "the scenario's parameters changed";
}
