import { linearRegression } from "simple-statistics";

/**
 * The slope of log(y) against log(x), fitted by least squares: how a total cost grows with the
 * size of what it was measured at. 1 is linear (the cost per item stays flat), 2 quadratic, below
 * 1 sub-linear (a fixed part spread over more items). Points with x or y not above 0 are left out
 * (a logarithm needs them); null when fewer than two distinct x remain.
 */
export function logLogSlope(points: readonly { x: number; y: number }[]): number | null {
  const usable = points.filter((p) => p.x > 0 && p.y > 0 && Number.isFinite(p.x) && Number.isFinite(p.y));
  if (new Set(usable.map((p) => p.x)).size < 2) return null;
  return linearRegression(usable.map((p) => [Math.log(p.x), Math.log(p.y)])).m;
}
