import { describe, expect, it } from "vitest";
import { popcount, SequenceTracker } from "../../../src/load/sequence-tracker.js";

describe("SequenceTracker", () => {
  it("counts unique pairs and duplicates per publisher", () => {
    const tracker = new SequenceTracker();
    expect(tracker.record(0, 0)).toBe(true);
    expect(tracker.record(1, 0)).toBe(true);
    expect(tracker.record(0, 0)).toBe(false);
    expect(tracker.record(0, 31)).toBe(true);
    expect(tracker.record(0, 32)).toBe(true);
    expect(tracker.unique).toBe(4);
    expect(tracker.duplicates).toBe(1);
    expect(tracker.has(0, 31)).toBe(true);
    expect(tracker.has(0, 30)).toBe(false);
    expect(tracker.has(5, 0)).toBe(false);
  });

  it("grows for large sequence numbers and sparse publisher ids", () => {
    const tracker = new SequenceTracker();
    tracker.record(3, 10_000_000);
    tracker.record(3, 10_000_000);
    tracker.record(3, 2 ** 32 - 1);
    expect(tracker.unique).toBe(2);
    expect(tracker.duplicates).toBe(1);
    expect(tracker.has(3, 2 ** 32 - 1)).toBe(true);
  });

  it("merges other trackers and finds messages delivered to two consumers", () => {
    const first = new SequenceTracker();
    const second = new SequenceTracker();
    for (let sequence = 0; sequence < 100; sequence++) first.record(0, sequence);
    for (let sequence = 90; sequence < 200; sequence++) second.record(0, sequence);
    second.record(1, 5);
    second.record(1, 5);
    const merged = new SequenceTracker();
    merged.merge(first.export(), first.duplicates);
    merged.merge(second.export(), second.duplicates);
    expect(merged.unique).toBe(201);
    // 10 overlapping sequence numbers plus the duplicate inside the second tracker.
    expect(merged.duplicates).toBe(11);
  });

  it("survives a structured clone of its bitmaps (the worker-to-coordinator path)", () => {
    const tracker = new SequenceTracker();
    tracker.record(2, 77);
    const merged = new SequenceTracker();
    merged.merge(structuredClone(tracker.export()));
    expect(merged.has(2, 77)).toBe(true);
    expect(merged.unique).toBe(1);
  });

  it("popcount counts bits of 32-bit words", () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0xffffffff)).toBe(32);
    expect(popcount(0x80000001)).toBe(2);
    expect(popcount(~0 & 0x0f0f)).toBe(8);
  });
});
