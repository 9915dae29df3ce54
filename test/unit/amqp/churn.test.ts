import { describe, expect, it } from "vitest";
import { churnMetrics, measureChurn, quantile, summarizeChurn } from "../../../src/amqp/churn.js";

describe("churn measurement", () => {
  it("takes nearest-rank quantiles", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });

  it("derives ops/s from the count and the window", () => {
    const summary = summarizeChurn([3, 1, 2, 4], 2000);
    expect(summary).toEqual({
      operations: 4,
      measuredMs: 2000,
      opsPerSecond: 2,
      p50MsPerOp: 2,
      p99MsPerOp: 4,
    });
  });

  it("runs operations one at a time, warm-up excluded from the count", async () => {
    let running = 0;
    let maxRunning = 0;
    let calls = 0;
    const measurement = await measureChurn({
      name: "test",
      warmupMs: 30,
      durationMs: 60,
      operation: async () => {
        calls++;
        running++;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
    });
    expect(maxRunning).toBe(1);
    expect(measurement.operations).toBeGreaterThan(0);
    expect(measurement.operations).toBeLessThan(calls);
    expect(measurement.measuredMs).toBeGreaterThanOrEqual(60);
    expect(measurement.p50MsPerOp).toBeGreaterThanOrEqual(4);
  });

  it("declares rate, median, tail and work per cycle with units, directions and kinds", () => {
    expect(
      churnMetrics("durableQueue", "declare + delete").map((m) => [m.id, m.unit, m.direction, m.kind]),
    ).toEqual([
      ["durableQueueOpsPerSec", "ops/s", "higher", "time"],
      ["durableQueueMsPerOpP50", "ms/op", "lower", "time"],
      ["durableQueueMsPerOpP99", "ms/op", "lower", "time"],
      ["durableQueueReductionsPerOp", "reductions", "lower", "work"],
      ["durableQueueBrokerCpuUsPerOp", "µs", "lower", "cpu"],
      ["durableQueueClientCpuUsPerOp", "µs", "lower", "cpu"],
    ]);
  });
});
