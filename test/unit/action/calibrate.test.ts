import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { tempFiles } from "../cli/helpers.js";
import { forgetJobSummaryPath } from "./job-summary.js";

// mode calibrate up to the point where brokers would start: inputs are read and checked first.
let dir: string;
const saved = { ...process.env };
let stdout: string;
const originalWrite = process.stdout.write.bind(process.stdout);

beforeEach(() => {
  forgetJobSummaryPath();
  dir = tempFiles({ output: "", summary: "" });
  process.env.GITHUB_OUTPUT = join(dir, "output");
  process.env.GITHUB_STEP_SUMMARY = join(dir, "summary");
  stdout = "";
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  }) as typeof process.stdout.write;
});

afterEach(() => {
  process.stdout.write = originalWrite;
  process.env = { ...saved };
  process.exitCode = 0;
});

describe("action entry (mode: calibrate)", () => {
  it("checks its inputs before starting anything, naming the input", async () => {
    process.env.INPUT_MODE = "calibrate";
    process.env.INPUT_COMPARISONS = "0";
    expect(await run()).toBe(2);
    expect(stdout).toMatch(/::error::input 'comparisons': expected a whole number >= 1; got "0"/);
    expect(readFileSync(join(dir, "output"), "utf8")).toMatch(/exit-code<<.*\n2\n/);
  });

  it("is one of the accepted modes", async () => {
    process.env.INPUT_MODE = "benchmark";
    expect(await run()).toBe(2);
    expect(stdout).toMatch(/accepted: run, compare, report, calibrate/);
  });
});
