import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { statisticalPolicy } from "../../../src/compare/statistical-policy.js";
import { MORE_TRIALS_REASON, TOO_NOISY_REASON, withSettleNote } from "../../../src/compare/settle-note.js";
import { singleScenario } from "../../fixtures/build.js";

const thresholds = { default: 10, metrics: {} };
const policy = statisticalPolicy();
// Down about 12% with trials spread so widely that five a side cannot say whether beyond 10%.
const baseline = singleScenario([{ id: "rate", samples: [1000, 980, 1020, 990, 1010], unit: "msg/s" }]);
const current = singleScenario([{ id: "rate", samples: [910, 820, 870, 950, 780], unit: "msg/s" }]);

describe("what would settle an inconclusive row", () => {
  it("is said for a row that can fail the gate", () => {
    const comparison = compareResults(baseline, current, thresholds, { clockMetrics: "bind", policy });
    const row = comparison.rows[0]!;
    expect(row).toMatchObject({ verdict: "inconclusive", binds: true });
    expect(row.notes.at(-1)).toBe(
      `${MORE_TRIALS_REASON}: about ${row.settle!.trialsPerSide} trials per side`,
    );
    // Never fewer than either side already ran: those did not settle it.
    expect(row.settle!.trialsPerSide).toBeGreaterThan(5);
  });

  it("is not said for a rate that cannot bind against another run", () => {
    const comparison = compareResults(baseline, current, thresholds, { clockMetrics: "advisory", policy });
    const row = comparison.rows[0]!;
    expect(row).toMatchObject({ verdict: "inconclusive", binds: false });
    expect(row.settle).not.toBeNull();
    expect(row.notes.join(" ")).not.toMatch(/trials per side/);
  });

  it("says when no number of trials within the maximum would settle it", () => {
    const comparison = compareResults(baseline, current, thresholds, { clockMetrics: "bind", policy });
    const row = {
      ...comparison.rows[0]!,
      settle: { reason: "too-noisy" as const, trialsPerSide: null, spreadPct: 30 },
    };
    expect(withSettleNote(row).notes.at(-1)).toMatch(
      new RegExp(`^${TOO_NOISY_REASON}: more than 100 trials per side would be needed`),
    );
  });
});
