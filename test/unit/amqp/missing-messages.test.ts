import { describe, expect, it } from "vitest";
import { FailoverLedger } from "../../../src/amqp/failover-ledger.js";
import { type Arrival, classifyMissing, sequenceRanges } from "../../../src/amqp/missing-messages.js";
import { MissingMessagesSchema, rangesText } from "../../../src/model/missing-messages.js";

const MS = 1_000_000n;

describe("sequenceRanges", () => {
  const arrivals = (publisherId: number, sequences: number[]): Arrival[] =>
    sequences.map((sequence) => ({ publisherId, sequence, count: 0 }));

  it("writes consecutive numbers as one range and every k-th number as one range with its step", () => {
    expect(sequenceRanges(arrivals(0, [5, 6, 7, 8]))).toEqual([
      { publisher: 0, from: 5, to: 8, step: 1, count: 4 },
    ]);
    // One consumer of three lost its deliveries: every third message of the publisher.
    expect(sequenceRanges(arrivals(0, [1007, 1010, 1013, 1016]))).toEqual([
      { publisher: 0, from: 1007, to: 1016, step: 3, count: 4 },
    ]);
  });

  it("splits at a change of step or of publisher, sorts, and writes a wide pair as two messages", () => {
    expect(sequenceRanges([...arrivals(1, [3]), ...arrivals(0, [9, 1, 2, 3, 40])])).toEqual([
      { publisher: 0, from: 1, to: 3, step: 1, count: 3 },
      { publisher: 0, from: 9, to: 9, step: 1, count: 1 },
      { publisher: 0, from: 40, to: 40, step: 1, count: 1 },
      { publisher: 1, from: 3, to: 3, step: 1, count: 1 },
    ]);
  });

  it("keeps the range of lateness of each run", () => {
    const late: Arrival[] = [
      { publisherId: 2, sequence: 10, count: 1, firstAtMs: 1_500 },
      { publisherId: 2, sequence: 11, count: 1, firstAtMs: 1_200 },
    ];
    expect(sequenceRanges(late, (a) => a.firstAtMs! - 1_000)).toEqual([
      { publisher: 2, from: 10, to: 11, step: 1, count: 2, lateMs: { min: 200, max: 500 } },
    ]);
  });
});

describe("rangesText", () => {
  it("names ranges with their step and count, and how many more there are", () => {
    const missing = {
      count: 96,
      ranges: [
        { publisher: 0, from: 1007, to: 1268, step: 3, count: 88 },
        { publisher: 2, from: 40, to: 40, step: 1, count: 1 },
        { publisher: 2, from: 50, to: 55, step: 1, count: 6 },
        { publisher: 2, from: 70, to: 70, step: 1, count: 1 },
      ],
      moreRanges: 2,
    };
    expect(rangesText(missing)).toBe(
      "publisher 0 #1007-#1268 every 3rd (88), publisher 2 #40, publisher 2 #50-#55 (6) and 3 more ranges",
    );
  });
});

describe("the late watch over a ledger", () => {
  /**
   * A partition trial's ledger as it was recorded: three publishers' messages round-robin over
   * three consumers; the deliveries of the consumer whose node was cut off (every third message of
   * publisher 0 from #1007) did not arrive within the drain window. The watch then saw most of
   * them return once its channel closed, two of them twice, and the last four never.
   */
  function partitionLedger(): { ledger: FailoverLedger; windowEndNs: bigint } {
    const ledger = new FailoverLedger(0n, 500);
    const astray = new Set<number>();
    for (let seq = 1007; seq <= 1268; seq += 3) astray.add(seq);
    for (let publisher = 0; publisher < 3; publisher++) {
      for (let seq = 0; seq < 2_000; seq++) {
        const at = BigInt(seq * 5) * MS;
        ledger.confirm(publisher, seq, at, at + 20n * MS);
        if (publisher === 0 && astray.has(seq)) continue;
        ledger.deliver(seq % 3, publisher, seq, at + 30n * MS);
      }
    }
    return { ledger, windowEndNs: 12_000n * MS };
  }

  it("classifies every missing message as late, duplicate or never arrived, with ranges and lateness", () => {
    const { ledger, windowEndNs } = partitionLedger();
    expect(ledger.unconsumedConfirmed()).toBe(88);
    const watch = ledger.watchMissing(windowEndNs);
    expect(watch.size).toBe(88);
    // Returned to the queue when the cut-off consumer's channel closed, 4 s after the window.
    for (let seq = 1007; seq <= 1256; seq += 3) ledger.deliver(7, 0, seq, windowEndNs + 4_000n * MS);
    ledger.deliver(8, 0, 1007, windowEndNs + 4_100n * MS); // and one of them a second time
    ledger.deliver(8, 0, 1010, windowEndNs + 4_200n * MS);
    ledger.deliver(3, 1, 500, windowEndNs + 4_300n * MS); // not watched: an old duplicate
    expect(watch.remaining).toBe(4);

    const missing = classifyMissing(watch.arrivals(), 3_000, watch.windowEndMs, 60_000);
    expect(MissingMessagesSchema.parse(missing)).toEqual(missing);
    expect(missing).toEqual({
      windowMs: 3_000,
      watchedMs: 60_000,
      adaptedWindowMs: 7_000,
      maxLateMs: 4_000,
      late: {
        count: 82,
        ranges: [
          { publisher: 0, from: 1013, to: 1256, step: 3, count: 82, lateMs: { min: 4_000, max: 4_000 } },
        ],
      },
      duplicate: {
        count: 2,
        ranges: [
          { publisher: 0, from: 1007, to: 1007, step: 1, count: 1, lateMs: { min: 4_000, max: 4_000 } },
          { publisher: 0, from: 1010, to: 1010, step: 1, count: 1, lateMs: { min: 4_000, max: 4_000 } },
        ],
      },
      never: { count: 4, ranges: [{ publisher: 0, from: 1259, to: 1268, step: 3, count: 4 }] },
    });
    expect(ledger.unconsumedConfirmed()).toBe(4);
  });

  it("lists missing messages at every bit of a word, and classifies hundreds of thousands", () => {
    const ledger = new FailoverLedger(0n, 500);
    for (let seq = 0; seq < 300_000; seq++) ledger.confirm(0, seq, 0n, MS);
    for (let seq = 0; seq < 300_000; seq++) if (seq % 32 !== 31 && seq > 64) ledger.deliver(0, 0, seq, MS);
    const missing = ledger.confirmed.listMissingFrom(ledger.consumed, 4).map((pair) => pair.sequence);
    expect(missing).toEqual([0, 1, 2, 3]);
    const watch = ledger.watchMissing(2n * MS);
    expect(watch.size).toBe(65 + Math.floor((300_000 - 65) / 32) + 1);
    for (let seq = 0; seq < 300_000; seq++) ledger.deliver(1, 0, seq, 5n * MS);
    const classified = classifyMissing(watch.arrivals(), 1_000, watch.windowEndMs, 3);
    expect([classified.late.count, classified.never.count, classified.maxLateMs]).toEqual([watch.size, 0, 3]);
  });

  it("finds nothing to watch when every confirmed message arrived", () => {
    const ledger = new FailoverLedger(0n, 500);
    ledger.confirm(0, 0, 0n, MS);
    ledger.deliver(0, 0, 0, 2n * MS);
    const watch = ledger.watchMissing(3n * MS);
    expect(watch.size).toBe(0);
    const missing = classifyMissing(watch.arrivals(), 1_000, watch.windowEndMs, 0);
    expect([missing.late.count, missing.duplicate.count, missing.never.count]).toEqual([0, 0, 0]);
    expect(missing.adaptedWindowMs).toBe(1_000);
  });
});
