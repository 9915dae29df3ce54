import { divisiveSplits } from "./e-divisive.js";
import { changeMagnitude, segmentTTest, type SegmentComparison } from "./t-test.js";

/**
 * Change points of one series, the way Apache Otava finds them (Fleming et al., "Hunter: Using
 * Change Point Detection to Hunt for Performance Regressions", ICPE 2023; the method MongoDB
 * published in 2020 and Otava, formerly Hunter, runs):
 * 1. split: E-Divisive means over windows of `windowLength` values, each half a window further on
 *    (or from the last point a window found), a split kept while Student's t-test between its two
 *    sides gives a p-value at most a first-pass level (10x `maxPValue` below 0.05): weak points;
 * 2. merge: the weakest point (the highest p-value above `maxPValue`; else, when every p-value is
 *    below it, the smallest relative step when it is not above `minMagnitude`) is dropped and its
 *    neighbours re-tested against their new sides, until every point is significant and large enough.
 * Windowing keeps old steps from hiding new ones in a long history, and lets a series of any
 * length be read. Pure; test/fixtures/change-points-reference.py checks it against Otava.
 */
export interface ChangePointOptions {
  /** Values per window of the split step (Otava's default 50); at least 2. */
  windowLength: number;
  /** Highest p-value a change point may have (Otava's default 0.001). */
  maxPValue: number;
  /** Smallest relative step reported, e.g. 0.01 for 1% (Otava's default 0: any). */
  minMagnitude: number;
}

export const OTAVA_DEFAULTS: ChangePointOptions = { windowLength: 50, maxPValue: 0.001, minMagnitude: 0 };

export interface ChangePoint extends SegmentComparison {
  /** The first value after the step. */
  index: number;
  /** Relative step, symmetric (see `changeMagnitude`): 0.02 for +2%. */
  magnitude: number;
}

export function findChangePoints(
  series: readonly number[],
  options: Partial<ChangePointOptions> = {},
): ChangePoint[] {
  const settings = { ...OTAVA_DEFAULTS, ...options };
  if (!(Number.isInteger(settings.windowLength) && settings.windowLength >= 2)) {
    throw new RangeError(`findChangePoints: windowLength ${settings.windowLength} is not an integer >= 2`);
  }
  if (!(settings.maxPValue > 0 && settings.maxPValue <= 1)) {
    throw new RangeError(`findChangePoints: maxPValue ${settings.maxPValue} is not in (0, 1]`);
  }
  for (const [index, value] of series.entries()) {
    if (!Number.isFinite(value)) {
      throw new RangeError(`findChangePoints: value ${index} is ${value}; expected a finite number`);
    }
  }
  const weak = splitStep(series, settings.windowLength, firstPassPValue(settings.maxPValue));
  return mergeStep(series, weak, settings.maxPValue, settings.minMagnitude);
}

/** The split step's more lenient level: its points are candidates the merge step confirms. */
function firstPassPValue(maxPValue: number): number {
  if (maxPValue < 0.05) return maxPValue * 10;
  return maxPValue < 0.5 ? maxPValue * 2 : maxPValue;
}

function splitStep(series: readonly number[], windowLength: number, pValue: number): number[] {
  const step = Math.floor(windowLength / 2);
  const found = new Set<number>();
  let start = 0;
  while (start < series.length) {
    const window = series.slice(start, start + windowLength);
    const splits = divisiveSplits(window, (candidate, segment) => {
      const before = window.slice(segment.start, candidate.index);
      const after = window.slice(candidate.index, segment.end);
      return segmentTTest(before, after).pValue <= pValue;
    });
    for (const split of splits) found.add(start + split);
    const last = splits.length > 0 ? start + splits.at(-1)! : 0;
    start = Math.max(last, start + step);
  }
  return [...found].sort((a, b) => a - b);
}

/** The point at `position` of sorted `indices`, tested between its neighbours (or the series' ends). */
function testedAt(series: readonly number[], indices: readonly number[], position: number): ChangePoint {
  const index = indices[position]!;
  const from = position > 0 ? indices[position - 1]! : 0;
  const to = position + 1 < indices.length ? indices[position + 1]! : series.length;
  const comparison = segmentTTest(series.slice(from, index), series.slice(index, to));
  return { index, ...comparison, magnitude: changeMagnitude(comparison.meanBefore, comparison.meanAfter) };
}

function mergeStep(
  series: readonly number[],
  weak: readonly number[],
  maxPValue: number,
  minMagnitude: number,
): ChangePoint[] {
  const points = weak.map((_, position) => testedAt(series, weak, position));
  while (points.length > 0) {
    let weakest = firstBy(points, (point) => point.pValue, "max");
    if (points[weakest]!.pValue < maxPValue) {
      weakest = firstBy(points, (point) => point.magnitude, "min");
      if (points[weakest]!.magnitude > minMagnitude) return points;
    }
    points.splice(weakest, 1);
    // Otava re-tests the point after the removed one and the next (not the one before, whose
    // right side also grew: apache/otava#96 discusses it); done the same way so the points agree.
    const indices = points.map((point) => point.index);
    for (const position of [weakest, weakest + 1]) {
      if (position < points.length) points[position] = testedAt(series, indices, position);
    }
  }
  return points;
}

/** The index of the first point with the largest (or smallest) value of `by`. */
function firstBy(
  points: readonly ChangePoint[],
  by: (point: ChangePoint) => number,
  which: "max" | "min",
): number {
  let chosen = 0;
  for (let index = 1; index < points.length; index++) {
    const value = by(points[index]!);
    const current = by(points[chosen]!);
    if (which === "max" ? value > current : value < current) chosen = index;
  }
  return chosen;
}
