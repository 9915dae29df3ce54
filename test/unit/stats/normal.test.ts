import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalQuantile } from "../../../src/stats/normal.js";
import { fixturePath } from "../../fixtures/load.js";

// Recorded from scipy.stats.norm.ppf by test/fixtures/verdict-reference.py.
const reference = JSON.parse(readFileSync(fixturePath("verdict-reference.json"), "utf8")) as {
  normalQuantiles: { p: number; z: number }[];
};

describe("normalQuantile against scipy.stats.norm.ppf", () => {
  it.each(reference.normalQuantiles.map((c) => [c.p, c.z] as const))("p = %s", (p, z) => {
    expect(Math.abs(normalQuantile(p) - z)).toBeLessThanOrEqual(Math.max(1e-14, Math.abs(z) * 1e-14));
  });

  it("is symmetric and refuses p outside (0, 1)", () => {
    expect(normalQuantile(0.3)).toBeCloseTo(-normalQuantile(0.7), 14);
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });
});
