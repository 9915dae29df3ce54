import { describe, expect, it } from "vitest";
import { inertLines, inertStream } from "../../../src/cli/inert-stream.js";

describe("inertStream", () => {
  it("breaks every line that would start with :: and every ##[ with a word joiner", () => {
    expect(inertLines("::error::x\n  ::warning::y\nok ::notice:: mid-line\na ##[error]z")).toBe(
      ":\u2060:error::x\n  :\u2060:warning::y\nok ::notice:: mid-line\na #\u2060#[error]z",
    );
  });

  it("knows whether a write continues a line or starts one", () => {
    let out = "";
    const stream = inertStream({ write: (chunk: string) => (out += chunk) });
    stream.write("value: ");
    stream.write("::not a command, mid-line\n");
    stream.write("::a command at a line's start");
    expect(out).toBe("value: ::not a command, mid-line\n:\u2060:a command at a line's start");
  });

  it("leaves the gate's own output as it was", () => {
    const report = "rabbitmq-perf-gate: PASS (3 unchanged)\n| a | b |\n\u001b[32mgreen\u001b[0m\n";
    expect(inertLines(report)).toBe(report);
  });
});
