import { describe, expect, it } from "vitest";
import { assessIntegrity } from "../../../src/load/integrity.js";

const balanced = {
  confirms: true,
  published: 1000,
  confirmed: 1000,
  nacked: 0,
  returned: 0,
  uniqueConsumed: 1000,
  duplicates: 0,
};

describe("assessIntegrity", () => {
  it("accepts a trial where every confirmed message was consumed once", () => {
    const verdict = assessIntegrity(balanced);
    expect(verdict.valid).toBe(true);
    expect(verdict.invalidReason).toBeUndefined();
    expect(verdict.counters).toEqual({
      published: 1000,
      confirmed: 1000,
      nacked: 0,
      returned: 0,
      consumed: 1000,
      duplicates: 0,
      lost: 0,
    });
  });

  it("flags lost messages with the counts", () => {
    const verdict = assessIntegrity({ ...balanced, uniqueConsumed: 990 });
    expect(verdict.valid).toBe(false);
    expect(verdict.counters.lost).toBe(10);
    expect(verdict.invalidReason).toMatch(/^10 of 1000 accepted messages lost/);
    expect(verdict.invalidReason).toContain("published 1000, confirmed 1000");
  });

  it("flags duplicates even when nothing is lost", () => {
    const verdict = assessIntegrity({ ...balanced, duplicates: 3 });
    expect(verdict.valid).toBe(false);
    expect(verdict.invalidReason).toMatch(/3 duplicate deliveries/);
  });

  it("counts returned messages out of the expected ones but still flags them", () => {
    const verdict = assessIntegrity({ ...balanced, returned: 5, uniqueConsumed: 995 });
    expect(verdict.counters.lost).toBe(0);
    expect(verdict.valid).toBe(false);
    expect(verdict.invalidReason).toMatch(/5 returned as unroutable/);
  });

  it("flags nacked and unconfirmed messages", () => {
    const verdict = assessIntegrity({ ...balanced, confirmed: 990, nacked: 4, uniqueConsumed: 990 });
    expect(verdict.counters.lost).toBe(0);
    expect(verdict.invalidReason).toMatch(/4 nacked by the broker; 6 never confirmed/);
  });

  it("expects every published message without confirms", () => {
    const verdict = assessIntegrity({ ...balanced, confirms: false, confirmed: 0, uniqueConsumed: 999 });
    expect(verdict.counters.lost).toBe(1);
    expect(verdict.invalidReason).toContain("confirmed n/a");
    expect(assessIntegrity({ ...balanced, confirms: false, confirmed: 0 }).valid).toBe(true);
  });

  it("flags deliveries that no publisher of the trial sent", () => {
    expect(assessIntegrity({ ...balanced, foreign: 2 }).invalidReason).toMatch(
      /2 deliveries from unknown publishers/,
    );
  });
});
