import { describe, expect, it } from "vitest";
import {
  churnMetrics,
  churnParameters,
  DEFAULT_CHURN_OPERATIONS,
  estimateChurnMs,
  measureChurn,
  quantile,
  summarizeChurn,
} from "../../../src/amqp/churn.js";

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
      operations: 8,
      maxDurationMs: 10_000,
      operation: async () => {
        calls++;
        running++;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
    });
    expect(maxRunning).toBe(1);
    expect(measurement.operations).toBe(8);
    expect(calls).toBeGreaterThan(8);
    expect(measurement.measuredMs).toBeGreaterThanOrEqual(8 * 4);
    expect(measurement.p50MsPerOp).toBeGreaterThanOrEqual(4);
    expect(measurement.warning).toBeUndefined();
  });

  it("runs N workers side by side, each op told its worker, and counts exactly the window's ops", async () => {
    let running = 0;
    let maxRunning = 0;
    const workersSeen = new Set<number>();
    let opTimeMs = 0;
    const measurement = await measureChurn({
      name: "test",
      warmupMs: 0,
      operations: 40,
      maxDurationMs: 10_000,
      concurrency: 4,
      operation: async (_index, worker) => {
        const began = performance.now();
        workersSeen.add(worker);
        running++;
        maxRunning = Math.max(maxRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        opTimeMs += performance.now() - began;
      },
    });
    expect(maxRunning).toBe(4);
    expect([...workersSeen].sort()).toEqual([0, 1, 2, 3]);
    expect(measurement.operations).toBe(40);
    // Four at a time: the window lasts about a quarter of its operations' own times added up. Both
    // stretch alike on a busy machine (a fixed bound, 200 ms, was once missed at 266 ms).
    expect(measurement.measuredMs).toBeLessThan(opTimeMs / 2);
    expect(measurement.p50MsPerOp).toBeGreaterThanOrEqual(4);
  });

  it("stops every worker after one fails and throws that failure, once each op in flight is done", async () => {
    let inFlight = 0;
    let started = 0;
    const failing = measureChurn({
      name: "test",
      warmupMs: 0,
      operations: 1_000,
      maxDurationMs: 10_000,
      concurrency: 3,
      operation: async (index) => {
        started++;
        inFlight++;
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight--;
        if (index === 5) throw new Error("connection refused");
      },
    });
    await expect(failing).rejects.toThrow("connection refused");
    expect(inFlight).toBe(0);
    expect(started).toBeLessThan(12);
  });

  it("ends a window at its time limit before its count of cycles, and says so", async () => {
    const measurement = await measureChurn({
      name: "durableBinding",
      warmupMs: 0,
      operations: 1_000_000,
      maxDurationMs: 40,
      operation: () => new Promise((resolve) => setTimeout(resolve, 5)),
    });
    expect(measurement.operations).toBeGreaterThan(0);
    expect(measurement.operations).toBeLessThan(20);
    expect(measurement.measuredMs).toBeGreaterThanOrEqual(40);
    expect(measurement.warning).toBe(
      `durableBinding: the window reached maxDurationMs (40 ms) after ${measurement.operations} of ` +
        "1000000 cycles; its work per cycle covers fewer cycles than a full window's and may not compare with one",
    );
  });

  it("defaults to whole Mnesia log dumps: 1,250 cycles of 4 log writes is one 5,000-write dump", () => {
    const params = churnParameters("a, b").parse({});
    expect(params).toEqual({ warmupMs: 300, operations: DEFAULT_CHURN_OPERATIONS, maxDurationMs: 60_000 });
    expect((DEFAULT_CHURN_OPERATIONS * 4) % 5_000).toBe(0);
    expect((DEFAULT_CHURN_OPERATIONS * 4) % 1_000).toBe(0);
  });

  it("estimates a variant's time from a typical rate, bounded by its limit", () => {
    expect(estimateChurnMs({ warmupMs: 300, operations: 1_000, maxDurationMs: 60_000 }, 500)).toBe(2_300);
    expect(estimateChurnMs({ warmupMs: 0, operations: 1_000_000, maxDurationMs: 5_000 }, 500)).toBe(5_000);
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
