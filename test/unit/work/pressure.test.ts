import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cpuPressurePct, parseCpuStallUs, readCpuStallUs } from "../../../src/work/pressure.js";

const PSI = [
  "some avg10=0.20 avg60=0.64 avg300=0.20 total=5585727487",
  "full avg10=0.00 avg60=0.00 avg300=0.00 total=0",
].join("\n");

describe("host CPU pressure", () => {
  it("reads the cumulative stall time of the 'some' line, not the 'full' one", () => {
    expect(parseCpuStallUs(PSI)).toBe(5_585_727_487);
    expect(parseCpuStallUs(PSI.split("\n").reverse().join("\n"))).toBe(5_585_727_487);
  });

  it("has no reading where the text has no 'some' total", () => {
    expect(parseCpuStallUs("")).toBeUndefined();
    expect(parseCpuStallUs("full avg10=0.00 avg60=0.00 avg300=0.00 total=12")).toBeUndefined();
    expect(parseCpuStallUs("some avg10=0.00")).toBeUndefined();
  });

  it("reads a file, and nothing when it is missing", () => {
    const dir = mkdtempSync(join(tmpdir(), "pressure-"));
    writeFileSync(join(dir, "cpu"), PSI);
    expect(readCpuStallUs(join(dir, "cpu"))).toBe(5_585_727_487);
    expect(readCpuStallUs(join(dir, "missing"))).toBeUndefined();
  });

  it("gives the stall time as a share of the wall time, to one decimal", () => {
    // 1.5 s of stall in 4 s of wall time
    expect(cpuPressurePct(1_000_000, 2_500_000, 4_000)).toBe(37.5);
    expect(cpuPressurePct(0, 123, 1_000)).toBe(0);
    expect(cpuPressurePct(0, 1_234, 1_000)).toBe(0.1);
  });

  it("is capped at 100% and absent without two sane readings", () => {
    expect(cpuPressurePct(0, 5_000_000, 4_000)).toBe(100);
    expect(cpuPressurePct(undefined, 5, 1_000)).toBeUndefined();
    expect(cpuPressurePct(5, undefined, 1_000)).toBeUndefined();
    expect(cpuPressurePct(10, 5, 1_000)).toBeUndefined();
    expect(cpuPressurePct(0, 5, 0)).toBeUndefined();
  });
});
