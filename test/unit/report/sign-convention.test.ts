import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import type { ComparisonRow } from "../../../src/compare/comparison.js";
import { statisticalPolicy } from "../../../src/compare/statistical-policy.js";
import { seededRandom } from "../../../src/stats/bootstrap.js";
import { formatChange, formatInterval } from "../../../src/report/format.js";
import { noteReason } from "../../../src/report/notes.js";
import { singleScenario } from "../../fixtures/build.js";

/**
 * One sign convention in every sink: the table's change and interval and the notes' interval are
 * the raw change of the median (current against baseline), the direction word beside them. Checked
 * over generated comparisons whose changes sit around their thresholds, where the notes speak.
 */

const COMPARISONS = 1_000;
const policy = statisticalPolicy({ bootstrapResamples: 2_000 });

interface Generated {
  row: ComparisonRow;
  seed: number;
}

function generate(seed: number): Generated {
  const random = seededRandom(seed);
  const direction = random() < 0.5 ? "higher" : "lower";
  const thresholdPct = [1.5, 3, 10, 15, 25][Math.floor(random() * 5)]!;
  // A change within ±2.5 thresholds, trials spread by 0.2-30%, 2-12 trials a side.
  const changePct = (random() * 5 - 2.5) * thresholdPct;
  const spread = 0.002 + random() * 0.3;
  const trials = () => 2 + Math.floor(random() * 11);
  const draw = (centre: number, count: number) =>
    Array.from({ length: count }, () => centre * (1 + (random() * 2 - 1) * spread));
  const baseline = draw(1_000, trials());
  const current = draw(1_000 * (1 + changePct / 100), trials());
  const comparison = compareResults(
    singleScenario([{ id: "m", samples: baseline, direction, unit: "msg/s", kind: "work" }]),
    singleScenario([{ id: "m", samples: current, direction, unit: "msg/s", kind: "work" }]),
    { default: thresholdPct, metrics: {} },
    { policy },
  );
  return { row: comparison.rows[0]!, seed };
}

const PERCENT = String.raw`([-+]?\d+\.\d+)%`;
const INTERVAL_NOTE = new RegExp(
  String.raw`interval of the change, ${PERCENT} to ${PERCENT}, straddles ([-+]\d+(?:\.\d+)?)% \((worse|better)\)`,
);
const TABLE_INTERVAL = new RegExp(`^${PERCENT} to ${PERCENT}$`.replace(/\[-\+\]\?/g, "[-+]?"));

const parsePercent = (text: string) => Number(text);

describe("one sign convention", () => {
  const generated = Array.from({ length: COMPARISONS }, (_, index) => generate(index + 1));

  it(`holds in ${COMPARISONS} generated comparisons: table and notes agree on every interval`, () => {
    let straddles = 0;
    for (const { row, seed } of generated) {
      const where = `seed ${seed}: ${JSON.stringify({ change: formatChange(row), notes: row.notes })}`;
      // The change column: the raw sign, and the word the metric's direction gives it.
      if (row.changePct !== null && Math.round(row.changePct * 10) !== 0) {
        const better = row.direction === "higher" ? row.changePct > 0 : row.changePct < 0;
        expect(formatChange(row), where).toMatch(better ? /^\+?-?\d.* better$/ : /^\+?-?\d.* worse$/);
        expect(formatChange(row).startsWith(row.changePct > 0 ? "+" : "-"), where).toBe(true);
      }
      for (const note of row.notes) {
        expect(note, where).not.toMatch(/positive = better/);
        expect(noteReason(note), where).not.toMatch(/\d/);
        const match = INTERVAL_NOTE.exec(note);
        if (!match) continue;
        straddles++;
        const [low, high, boundary] = [match[1]!, match[2]!, match[3]!].map(parsePercent) as [
          number,
          number,
          number,
        ];
        const word = match[4]!;
        const table = TABLE_INTERVAL.exec(formatInterval(row).replace(/(^|\s)0\.0%/g, "$1+0.0%"));
        expect(table, where).not.toBeNull();
        const [tableLow, tableHigh] = [parsePercent(table![1]!), parsePercent(table![2]!)];
        // The same ends as the table's, to its rounding, never the other sign.
        expect(Math.abs(low - tableLow), where).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(high - tableHigh), where).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.sign(Math.round(low * 10)) * Math.sign(Math.round(tableLow * 10)), where).not.toBe(-1);
        expect(Math.sign(Math.round(high * 10)) * Math.sign(Math.round(tableHigh * 10)), where).not.toBe(-1);
        // What it says it straddles, it straddles, as printed; the threshold's side and word agree.
        expect(low, where).toBeLessThanOrEqual(boundary);
        expect(high, where).toBeGreaterThanOrEqual(boundary);
        expect(low < boundary || high > boundary, where).toBe(true);
        expect(Math.abs(boundary), where).toBeCloseTo(row.thresholdPct, 9);
        const worseSide = row.direction === "higher" ? -1 : 1;
        expect(word, where).toBe(Math.sign(boundary) === worseSide ? "worse" : "better");
        expect(
          note.startsWith(word === "worse" ? "it may have regressed" : "it did not regress"),
          where,
        ).toBe(true);
      }
    }
    // The generator puts enough changes near their thresholds for the notes to be tested.
    expect(straddles).toBeGreaterThan(COMPARISONS / 10);
  });

  it("never advises fewer trials than either side ran", () => {
    let advised = 0;
    for (const { row, seed } of generated) {
      const ran = Math.max(row.baseline?.n ?? 0, row.current?.n ?? 0);
      const advice = row.notes.map((note) => /about (\d+) trials per side/.exec(note)).find(Boolean);
      if (!advice) continue;
      advised++;
      expect(Number(advice[1]), `seed ${seed}`).toBeGreaterThan(ran);
    }
    expect(advised).toBeGreaterThan(COMPARISONS / 10);
  });
});
