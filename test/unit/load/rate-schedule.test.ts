import { describe, expect, it } from "vitest";
import { messagesDue, scheduledSendTimeNs } from "../../../src/load/pacing.js";
import { RateSchedule } from "../../../src/load/rate-schedule.js";

const ms = (value: number) => BigInt(value) * 1_000_000n;

describe("RateSchedule", () => {
  it("at one rate agrees with pacing.ts, the head start due at once", () => {
    const schedule = RateSchedule.constant(300, 50);
    for (const elapsed of [0n, 1n, ms(1), ms(333), ms(1000), ms(12_345) + 7n]) {
      expect(schedule.dueAt(elapsed)).toBe(50 + messagesDue(elapsed, 300));
    }
    expect(schedule.scheduledAtNs(0)).toBe(0n);
    expect(schedule.scheduledAtNs(49)).toBe(0n);
    expect(schedule.scheduledAtNs(50 + 7)).toBe(scheduledSendTimeNs(0n, 7, 300));
  });

  it("a peak: 100/s for 1 s, 1000/s for 2 s, then 100/s again", () => {
    const schedule = new RateSchedule([
      { fromMs: 0, ratePerSecond: 100 },
      { fromMs: 1000, ratePerSecond: 1000 },
      { fromMs: 3000, ratePerSecond: 100 },
    ]);
    expect(schedule.dueAt(ms(1000) - 1n)).toBe(100);
    expect(schedule.dueAt(ms(1000))).toBe(101);
    expect(schedule.dueAt(ms(3000) - 1n)).toBe(2100);
    expect(schedule.dueAt(ms(4000) - 1n)).toBe(2200);
    expect(schedule.scheduledBetween(0, 1000)).toBe(100);
    expect(schedule.scheduledBetween(1000, 3000)).toBe(2000);
    expect(schedule.scheduledBetween(3000, 5000)).toBe(200);
    // Message 100 opens the peak, 2100 the return to the normal rate.
    expect(schedule.scheduledAtNs(99)).toBe(ms(990));
    expect(schedule.scheduledAtNs(100)).toBe(ms(1000));
    expect(schedule.scheduledAtNs(101)).toBe(ms(1001));
    expect(schedule.scheduledAtNs(2099)).toBe(ms(2999));
    expect(schedule.scheduledAtNs(2100)).toBe(ms(3000));
    expect(schedule.scheduledAtNs(2101)).toBe(ms(3010));
  });

  it("every message is due no later than its scheduled time, and not before it", () => {
    const schedule = new RateSchedule(
      [
        { fromMs: 0, ratePerSecond: 7 },
        { fromMs: 333.5, ratePerSecond: 977 },
        { fromMs: 1500, ratePerSecond: 13 },
      ],
      3,
    );
    for (let sequence = 0; sequence < 1200; sequence++) {
      const at = schedule.scheduledAtNs(sequence);
      expect(schedule.dueAt(at), `#${sequence}`).toBeGreaterThan(sequence);
      if (at > 0n) expect(schedule.dueAt(at - 1n), `#${sequence}`).toBeLessThanOrEqual(sequence);
    }
  });

  it("refuses steps that do not start at 0, go back, or have no rate", () => {
    expect(() => new RateSchedule([])).toThrow(/first step begins at 0/);
    expect(() => new RateSchedule([{ fromMs: 5, ratePerSecond: 1 }])).toThrow(/first step begins at 0/);
    expect(
      () =>
        new RateSchedule([
          { fromMs: 0, ratePerSecond: 1 },
          { fromMs: 0, ratePerSecond: 2 },
        ]),
    ).toThrow(/rate step 1: steps must begin in increasing order/);
    expect(() => RateSchedule.constant(0)).toThrow(
      /rate step 0: expected a whole rate of at least 1 msg\/s, got 0/,
    );
  });
});
