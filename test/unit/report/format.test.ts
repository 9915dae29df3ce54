import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatNumber,
  formatPercent,
  formatRange,
  formatThreshold,
  formatValue,
  shortId,
} from "../../../src/report/format.js";

describe("formatNumber", () => {
  it.each([
    [31508.9, "31,509"],
    [1234567, "1,234,567"],
    [-1234.5, "-1,235"],
    [1204, "1,204"],
    [446.4, "446.4"],
    [100.04, "100.0"],
    [2.113, "2.11"],
    [0.567, "0.567"],
    [0.5, "0.5"],
    [0.00123456, "0.00123"],
    [0, "0"],
    [12, "12"],
  ])("%d → %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe("formatValue", () => {
  it("appends the unit", () => {
    expect(formatValue(31508.9, "msg/s")).toBe("31,509 msg/s");
    expect(formatValue(1846, "µs")).toBe("1,846 µs");
    expect(formatValue(2.113, "ms/op")).toBe("2.11 ms/op");
    expect(formatValue(3, "")).toBe("3");
  });
});

describe("formatRange", () => {
  it("formats both ends with the same precision", () => {
    expect(formatRange(435.6, 439)).toBe("435.6–439.0");
    expect(formatRange(0.853, 0.878)).toBe("0.853–0.878");
    expect(formatRange(1.81, 1.96)).toBe("1.81–1.96");
    expect(formatRange(30735.2, 31597.4)).toBe("30,735–31,597");
    expect(formatRange(0, 1204)).toBe("0–1,204");
  });
});

describe("formatPercent and formatThreshold", () => {
  it("signs percentages and never shows -0.0%", () => {
    expect(formatPercent(12.345)).toBe("+12.3%");
    expect(formatPercent(-18.27)).toBe("-18.3%");
    expect(formatPercent(-0.04)).toBe("0.0%");
    expect(formatPercent(0)).toBe("0.0%");
  });

  it("prints thresholds without needless decimals", () => {
    expect(formatThreshold(10)).toBe("10%");
    expect(formatThreshold(2.5)).toBe("2.5%");
  });
});

describe("formatChange", () => {
  it("says better or worse next to the raw change, for either direction", () => {
    expect(formatChange({ changePct: -18.3, betterPct: -18.3 })).toBe("-18.3% worse"); // rate down
    expect(formatChange({ changePct: 36.2, betterPct: -36.2 })).toBe("+36.2% worse"); // latency up
    expect(formatChange({ changePct: -20.8, betterPct: 20.8 })).toBe("-20.8% better"); // latency down
    expect(formatChange({ changePct: 26.3, betterPct: 26.3 })).toBe("+26.3% better"); // rate up
  });

  it("prints no direction for no change and n/a for an unknown change", () => {
    expect(formatChange({ changePct: 0.01, betterPct: 0.01 })).toBe("0.0%");
    expect(formatChange({ changePct: null, betterPct: null })).toBe("n/a");
  });
});

describe("shortId", () => {
  it("keeps prefixes and shortens the hash", () => {
    expect(shortId("sha256:3c0b6f0a53f5e2e1b2c4d6e8f0a1b3c5")).toBe("sha256:3c0b6f0a53f5");
    expect(shortId("rabbitmq@sha256:9a1f2e3d4c5b6a7980f1")).toBe("rabbitmq@sha256:9a1f2e3d4c5b");
    expect(shortId("a1b2c3d4e5f60718293a", 7)).toBe("a1b2c3d");
  });
});
