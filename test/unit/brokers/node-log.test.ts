import { describe, expect, it } from "vitest";
import { bootFailure } from "../../../src/brokers/testcontainers/node-log.js";

describe("bootFailure", () => {
  it("quotes the broker's first error messages, without timestamps or the BOOT FAILED frame", () => {
    // A 4.0.5 node given `vm_memory_high_watermark.relative = banana` (colours already stripped).
    const lines = [
      "2026-11-27 21:16:05.600000+00:00 [info] <0.153.0> Feature flags: list of feature flags found:",
      "2026-11-27 21:16:05.649634+00:00 [error] <0.153.0> Error preparing configuration in phase transform_datatypes:",
      "2026-11-27 21:16:05.678431+00:00 [error] <0.153.0>   - Error transforming datatype for: vm_memory_high_watermark.relative",
      '2026-11-27 21:16:05.678743+00:00 [error] <0.153.0>   - "banana" cannot be converted to a(n) float',
      "2026-11-27 21:16:05.682687+00:00 [error] <0.153.0> ",
      "2026-11-27 21:16:05.682687+00:00 [error] <0.153.0> BOOT FAILED",
      "2026-11-27 21:16:05.682687+00:00 [error] <0.153.0> ===========",
      "2026-11-27 21:16:05.682687+00:00 [error] <0.153.0> Error during startup: {error,failed_to_prepare_configuration}",
      "Crash dump is being written to: erl_crash.dump...done",
    ];
    expect(bootFailure(lines)).toBe(
      'Error preparing configuration in phase transform_datatypes: - Error transforming datatype for: vm_memory_high_watermark.relative - "banana" cannot be converted to a(n) float Error during startup: {error,failed_to_prepare_configuration}',
    );
  });

  it("reads the JSON console format", () => {
    const line = JSON.stringify({ time: "t", level: "error", msg: "Error during startup: {error,nope}" });
    expect(bootFailure([line])).toBe("Error during startup: {error,nope}");
  });

  it("falls back on the last lines when no error was logged (a raised level, or a step before the broker)", () => {
    expect(
      bootFailure(["Enabling plugins on node rabbit@x:", "Error:", "{:plugins_not_found, [:rabbitmq_nope]}"]),
    ).toBe("Error: {:plugins_not_found, [:rabbitmq_nope]}");
    expect(
      bootFailure([
        "some output",
        'Kernel pid terminated (application_controller) ("{application_start_failure,rabbitmq_prelaunch,x}")',
        "Crash dump is being written to: erl_crash.dump...done",
      ]),
    ).toMatch(/^Kernel pid terminated/);
    expect(bootFailure([])).toBeUndefined();
  });

  it("keeps to one bounded line", () => {
    const long = `2026-11-27 21:16:05.649634+00:00 [error] <0.1.0> ${"x".repeat(2_000)}`;
    expect(bootFailure([long])!.length).toBeLessThanOrEqual(400);
  });
});

describe("NodeLog", () => {
  it("keeps the lines of the current run apart from an earlier one's, and lets the earlier stream go", async () => {
    const { PassThrough } = await import("node:stream");
    const { NodeLog } = await import("../../../src/brokers/testcontainers/node-log.js");
    const log = new NodeLog();
    const first = new PassThrough();
    log.attach(first);
    first.write("run 1 a\nrun 1 b\npartial");
    await new Promise((resolve) => setImmediate(resolve));
    const second = new PassThrough();
    log.attach(second);
    expect(first.destroyed).toBe(true);
    second.write("run 2 a\n");
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.tail(10)).toEqual(["run 1 a", "run 1 b", "partial", "run 2 a"]);
    expect(log.currentRun(10)).toEqual(["run 2 a"]);
    // The earlier stream's end does not end the current one.
    let ended = false;
    void log.ended.then(() => (ended = true));
    first.emit("end");
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false);
    second.end();
    await log.ended;
  });
});
