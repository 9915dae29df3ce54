import { describe, expect, it } from "vitest";
import {
  assessBacklog,
  heldMessages,
  ratePerSecond,
  threadUtilization,
  totalRatePerSecond,
} from "../../../src/load/rates.js";

describe("rates", () => {
  it("divides the count delta by the worker's own window", () => {
    expect(ratePerSecond({ atNs: 1_000_000_000n, count: 100 }, { atNs: 3_000_000_000n, count: 20_100 })).toBe(
      10_000,
    );
  });

  it("gives 0 for an empty or inverted window", () => {
    expect(ratePerSecond({ atNs: 5n, count: 0 }, { atNs: 5n, count: 10 })).toBe(0);
  });

  it("sums the rates of several workers", () => {
    const window = (count: number) => ({
      start: { atNs: 0n, count: 0 },
      end: { atNs: 2_000_000_000n, count },
    });
    expect(totalRatePerSecond([window(2000), window(4000)])).toBe(3000);
  });
});

describe("assessBacklog", () => {
  it("reports the ready messages at the end and no warning for a steady queue", () => {
    const assessment = assessBacklog({
      readyAtStart: 50,
      readyAtEnd: 80,
      consumeRatePerSecond: 10_000,
      windowSeconds: 10,
    });
    expect(assessment).toEqual({ backlogMessages: 80, growthMessages: 30 });
  });

  it("warns when the queue grew by more than a second of consumption", () => {
    const assessment = assessBacklog({
      readyAtStart: 0,
      readyAtEnd: 50_000,
      consumeRatePerSecond: 10_000,
      windowSeconds: 10,
    });
    expect(assessment.warning).toMatch(/backlog grew by 50000 messages \(~5000 msg\/s\)/);
  });

  it("does not warn about small growth of a slow consumer", () => {
    expect(
      assessBacklog({ readyAtStart: 0, readyAtEnd: 60, consumeRatePerSecond: 5, windowSeconds: 10 }).warning,
    ).toBeUndefined();
  });
});

describe("threadUtilization", () => {
  it("divides thread CPU time by the wall time of the window", () => {
    expect(
      threadUtilization({ atNs: 0n, threadCpuUs: 1_000 }, { atNs: 2_000_000_000n, threadCpuUs: 1_001_000 }),
    ).toBe(0.5);
  });

  it("is unknown without CPU readings", () => {
    expect(
      threadUtilization({ atNs: 0n, threadCpuUs: -1 }, { atNs: 1_000n, threadCpuUs: -1 }),
    ).toBeUndefined();
  });
});

describe("heldMessages", () => {
  const snap = (published: number, confirmed: number, consumed: number) => ({
    atNs: 0n,
    threadCpuUs: 0,
    published,
    confirmed,
    consumed,
  });

  it("counts accepted messages not yet delivered, over every worker", () => {
    const marks = [snap(120, 100, 0), snap(80, 70, 0), snap(0, 0, 150)];
    expect(heldMessages(marks, true)).toBe(20);
    expect(heldMessages(marks, false)).toBe(50);
  });

  it("never goes below zero when a consumer's mark is read after a publisher's", () => {
    expect(heldMessages([snap(10, 10, 0), snap(0, 0, 12)], true)).toBe(0);
  });
});
