import type { ComparisonRow } from "./comparison.js";

/** The reasons of the settle notes, so a report can tell them from the policy's own notes. */
export const MORE_TRIALS_REASON = "more trials would likely settle it";
export const TOO_NOISY_REASON = "too noisy to settle within the trials a config allows";

/**
 * What would settle an inconclusive row, as its last note, only when the row can fail the gate:
 * more trials are no advice for a metric that is shown and not binding. The estimate itself stays
 * in `settle` either way (src/stats/settle.ts). Pure.
 */
export function withSettleNote(row: ComparisonRow, maxTrials = 100): ComparisonRow {
  if (row.verdict !== "inconclusive" || !row.settle || !row.binds) return row;
  const note =
    row.settle.trialsPerSide === null
      ? `${TOO_NOISY_REASON}: more than ${maxTrials} trials per side would be needed, the change is that close to the threshold for the noise`
      : `${MORE_TRIALS_REASON}: about ${row.settle.trialsPerSide} trials per side`;
  return { ...row, notes: [...row.notes, note] };
}
