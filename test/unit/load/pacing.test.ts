import { describe, expect, it } from "vitest";
import { assessRateShortfall, messagesDue, scheduledSendTimeNs } from "../../../src/load/pacing.js";

describe("scheduledSendTimeNs", () => {
  it("spaces messages 1/rate apart from the publisher's start", () => {
    expect(scheduledSendTimeNs(5_000n, 0, 1000)).toBe(5_000n);
    expect(scheduledSendTimeNs(5_000n, 1, 1000)).toBe(1_005_000n);
    expect(scheduledSendTimeNs(5_000n, 2500, 1000)).toBe(2_500_005_000n);
  });

  it("rounds down to whole nanoseconds at rates that do not divide a second", () => {
    expect(scheduledSendTimeNs(0n, 1, 3)).toBe(333_333_333n);
    expect(scheduledSendTimeNs(0n, 2, 3)).toBe(666_666_666n);
    expect(scheduledSendTimeNs(0n, 3, 3)).toBe(1_000_000_000n);
  });

  it("keeps the schedule exact an hour into a run at the highest rate", () => {
    const hour = 3600 * 10_000_000;
    expect(scheduledSendTimeNs(0n, hour, 10_000_000)).toBe(3_600_000_000_000n);
  });
});

describe("messagesDue", () => {
  it("makes the first message due at once and each next one at its scheduled time", () => {
    expect(messagesDue(0n, 1000)).toBe(1);
    expect(messagesDue(999_999n, 1000)).toBe(1);
    expect(messagesDue(1_000_000n, 1000)).toBe(2);
    expect(messagesDue(1_000_000_000n, 1000)).toBe(1001);
    expect(messagesDue(333_333_332n, 3)).toBe(1);
    expect(messagesDue(333_333_333n, 3)).toBe(2);
  });

  it("has nothing due before the start", () => {
    expect(messagesDue(-1n, 1000)).toBe(0);
  });

  it("never lets a message go before its scheduled send time", () => {
    for (const rate of [1, 3, 7, 1000, 12_345, 10_000_000]) {
      for (const elapsed of [
        0n,
        1n,
        333_333_332n,
        333_333_333n,
        666_666_666n,
        999_999_999n,
        1_000_000_000n,
        7_654_321_987n,
      ]) {
        const due = messagesDue(elapsed, rate);
        // The last due message is scheduled at or before now, the next one after it.
        expect(scheduledSendTimeNs(0n, due - 1, rate)).toBeLessThanOrEqual(elapsed);
        expect(scheduledSendTimeNs(0n, due, rate)).toBeGreaterThan(elapsed);
      }
    }
  });
});

describe("assessRateShortfall", () => {
  it("has nothing to say about unpaced publishers", () => {
    expect(
      assessRateShortfall({ ratePerSecondPerPublisher: 0, publishers: 4, publishedPerSecond: 10 }),
    ).toBeUndefined();
  });

  it("accepts rates within 5% of the target of all publishers", () => {
    expect(
      assessRateShortfall({ ratePerSecondPerPublisher: 500, publishers: 2, publishedPerSecond: 950 }),
    ).toBeUndefined();
    expect(
      assessRateShortfall({ ratePerSecondPerPublisher: 500, publishers: 2, publishedPerSecond: 1001 }),
    ).toBeUndefined();
  });

  it("warns with the shortfall and the rates when publishers fell behind", () => {
    expect(
      assessRateShortfall({ ratePerSecondPerPublisher: 500, publishers: 2, publishedPerSecond: 770.4 }),
    ).toBe(
      "publishers fell 23% behind the fixed rate (770 of 1000 msg/s): messages waited to be sent, " +
        "and the latencies, counted from each message's scheduled send time, include that wait",
    );
  });
});
