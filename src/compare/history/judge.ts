import { median } from "simple-statistics";
import type { z } from "zod";
import type { ChangePointAcknowledgementSchema, HistorySchema } from "../../model/config.js";
import { InputError } from "../../model/errors.js";
import type { MetricKind, Results } from "../../model/results.js";
import { findChangePoints } from "../../stats/change-points.js";
import { isoDay } from "../acknowledge.js";
import { thresholdKeys } from "../thresholds.js";
import { metricSeries, setupChange, type MetricSeries } from "./series.js";

export type HistorySettings = z.output<typeof HistorySchema>;
export type ChangePointAcknowledgement = z.output<typeof ChangePointAcknowledgementSchema>;

/** A step in a metric's series over the stored results. */
export interface HistoryChangePoint {
  /** Position in the series of the first result after the step. */
  index: number;
  /** The commit of that result: where the step happened. */
  sha?: string;
  createdAt: string;
  /** The commit of the result before it: the step lies in (previousSha, sha]. */
  previousSha?: string;
  /** Medians of the series between this step and its neighbours (or the series' ends). */
  medianBefore: number;
  medianAfter: number;
  /** (medianAfter / medianBefore − 1) × 100: + is up, whatever the metric's direction. */
  changePct: number;
  /** Otava's relative magnitude of the means, in percent (symmetric: see stats/t-test.ts). */
  magnitudePct: number;
  /** Student's t-test p-value between the two sides. */
  pValue: number;
  /** Worse (a regression) or better in the metric's direction. */
  direction: "regression" | "improvement";
  /** Among the series' last `history.recent` results: a regression here fails `history`. */
  recent: boolean;
  /** False for a metric that moves with the machine while `history.clockMetrics` is advisory. */
  binds: boolean;
  /** Set when the broker or the scenario's parameters differ between the two results. */
  setupChange?: string;
  /** Set when `acknowledge.changePoints` accepts this step. */
  acknowledgement?: { reason: string; expires: string };
}

export interface SeriesHistory extends MetricSeries {
  /** The smallest step reported on this series, in percent. */
  minMagnitudePct: number;
  changePoints: HistoryChangePoint[];
}

export type HistoryVerdict = "pass" | "regressed";

export interface HistoryJudgement {
  /** Stored results read, oldest first. */
  runs: number;
  /** The newest result's commit, where known. */
  newestSha?: string;
  series: SeriesHistory[];
  /** Regression change points among the last results, not acknowledged: what fails. */
  open: { series: SeriesHistory; point: HistoryChangePoint }[];
  verdict: HistoryVerdict;
  settings: HistorySettings;
}

/**
 * Finds the change points of every metric's series over `runs` (oldest first) and judges them:
 * a regression step among a series' last `settings.recent` results fails, unless an
 * `acknowledge.changePoints` entry names its metric and commit. Steps smaller than the metric
 * kind's minimum magnitude (bench/aa-gate.md's between-run noise) are never reported. Pure.
 */
export function judgeHistory(
  runs: readonly Results[],
  settings: HistorySettings,
  acknowledgements: readonly ChangePointAcknowledgement[] = [],
): HistoryJudgement {
  const series = metricSeries(runs).map((one) => seriesHistory(one, settings, acknowledgements));
  const open = series.flatMap((one) =>
    one.changePoints
      .filter(
        (point) => point.recent && point.binds && point.direction === "regression" && !point.acknowledgement,
      )
      .map((point) => ({ series: one, point })),
  );
  const newestSha = runs.at(-1)?.git?.sha;
  return {
    runs: runs.length,
    ...(newestSha && { newestSha }),
    series,
    open,
    verdict: open.length > 0 ? "regressed" : "pass",
    settings,
  };
}

function seriesHistory(
  series: MetricSeries,
  settings: HistorySettings,
  acknowledgements: readonly ChangePointAcknowledgement[],
): SeriesHistory {
  const keys = thresholdKeys(series.target, series.scenario, series.metric);
  const minMagnitudePct = minMagnitudeOf(settings, keys, series.kind);
  const values = series.points.map((point) => point.value);
  // A redefinition splits the series: steps are found within each stretch measured one way.
  const bounds = [0, ...series.redefinitions.map((change) => change.index), values.length];
  const steps = bounds.slice(1).flatMap((end, position) => {
    const start = bounds[position]!;
    return findSteps(values.slice(start, end), series.direction, minMagnitudePct, settings).map((step) => ({
      ...step,
      index: step.index + start,
    }));
  });
  const changePoints = steps.map((step): HistoryChangePoint => {
    const current = series.points[step.index]!;
    const previous = series.points[step.index - 1]!;
    const change = setupChange(previous.setup, current.setup);
    const entry = current.sha
      ? acknowledgements.find(
          (candidate) => keys.includes(candidate.metric) && current.sha!.startsWith(candidate.commit),
        )
      : undefined;
    return {
      ...step,
      ...(current.sha && { sha: current.sha }),
      createdAt: current.createdAt,
      ...(previous.sha && { previousSha: previous.sha }),
      recent: step.index >= values.length - settings.recent,
      binds: !series.movesWithMachine || settings.clockMetrics === "bind",
      ...(change && { setupChange: change }),
      ...(entry && { acknowledgement: { reason: entry.reason, expires: entry.expires } }),
    };
  });
  return { ...series, minMagnitudePct, changePoints };
}

/** A step of a series of values, before it is placed in the history. */
export type Step = Pick<
  HistoryChangePoint,
  "index" | "medianBefore" | "medianAfter" | "changePct" | "magnitudePct" | "pValue" | "direction"
>;

/**
 * The steps of `values` (oldest first): the change points the history's settings find, each with
 * the medians of its two sides (up to the neighbouring steps) and whether it is worse for a metric
 * of `direction`. Also what the trend charts of the reports mark (report/mermaid.ts).
 */
export function findSteps(
  values: readonly number[],
  direction: "higher" | "lower",
  minMagnitudePct: number,
  settings: Pick<HistorySettings, "windowLength" | "maxPValue">,
): Step[] {
  const found = findChangePoints(values, {
    windowLength: settings.windowLength,
    maxPValue: settings.maxPValue,
    minMagnitude: minMagnitudePct / 100,
  });
  const bounds = [0, ...found.map((point) => point.index), values.length];
  return found.map((point, position) => {
    const medianBefore = median(values.slice(bounds[position], point.index));
    const medianAfter = median(values.slice(point.index, bounds[position + 2]));
    const worse =
      direction === "higher" ? point.meanAfter < point.meanBefore : point.meanAfter > point.meanBefore;
    return {
      index: point.index,
      medianBefore,
      medianAfter,
      changePct: medianBefore === 0 ? 0 : (medianAfter / medianBefore - 1) * 100,
      magnitudePct: point.magnitude * 100,
      pValue: point.pValue,
      direction: worse ? "regression" : "improvement",
    };
  });
}

/** The smallest step reported on a metric: its own entry (most specific key first), else its kind's. */
export function minMagnitudeOf(
  settings: Pick<HistorySettings, "minMagnitude">,
  keys: readonly string[],
  kind: MetricKind,
): number {
  return (
    keys.map((key) => settings.minMagnitude.metrics[key]).find((value) => value !== undefined) ??
    settings.minMagnitude.kinds[kind]
  );
}

/** An expired change-point acknowledgement is a config error, as an expired regression one is. */
export function checkChangePointExpiry(
  acknowledgements: readonly ChangePointAcknowledgement[],
  now: Date,
): void {
  const today = isoDay(now);
  for (const [index, entry] of acknowledgements.entries()) {
    if (entry.expires < today) {
      throw new InputError(
        `acknowledge.changePoints[${index}].expires`,
        `the acknowledgement of the step of '${entry.metric}' at ${entry.commit} expired on ${entry.expires} (today is ${today}); fix the regression, or renew the entry with a new date and reason`,
      );
    }
  }
}
