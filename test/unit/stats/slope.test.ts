import { describe, expect, it } from "vitest";
import { logLogSlope } from "../../../src/stats/slope.js";

describe("logLogSlope", () => {
  const xs = [16, 32, 64, 128, 256];

  it("is 1 for a cost linear in x, 2 for a quadratic one, 0 for a flat one", () => {
    expect(logLogSlope(xs.map((x) => ({ x, y: 5 * x })))).toBeCloseTo(1, 10);
    expect(logLogSlope(xs.map((x) => ({ x, y: 0.1 * x * x })))).toBeCloseTo(2, 10);
    expect(logLogSlope(xs.map((x) => ({ x, y: 42 })))).toBeCloseTo(0, 10);
  });

  it("is below 1 for a fixed part spread over more items", () => {
    const slope = logLogSlope(xs.map((x) => ({ x, y: 1000 + 10 * x })))!;
    expect(slope).toBeGreaterThan(0);
    expect(slope).toBeLessThan(1);
  });

  it("leaves out points a logarithm cannot take, and needs two distinct x", () => {
    expect(
      logLogSlope([
        { x: 16, y: 0 },
        { x: 32, y: 64 },
        { x: 64, y: 128 },
      ]),
    ).toBeCloseTo(1, 10);
    expect(
      logLogSlope([
        { x: 16, y: Number.NaN },
        { x: 32, y: 64 },
      ]),
    ).toBeNull();
    expect(
      logLogSlope([
        { x: 16, y: 1 },
        { x: 16, y: 2 },
      ]),
    ).toBeNull();
    expect(logLogSlope([])).toBeNull();
  });
});
