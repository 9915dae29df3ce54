import { describe, expect, it } from "vitest";
import { analyseRecovery, FailoverLedger } from "../../../src/amqp/failover-ledger.js";
import { nodeOrder, withHeartbeat } from "../../../src/amqp/failover-connection.js";

const MS = 1_000_000n;

describe("FailoverLedger", () => {
  it("finds confirmed messages no consumer received, by number", () => {
    const ledger = new FailoverLedger(0n, 500);
    for (let seq = 0; seq < 100; seq++) ledger.confirm(0, seq, BigInt(seq) * MS, BigInt(seq + 2) * MS);
    for (let seq = 0; seq < 100; seq++) if (seq !== 41 && seq !== 77) ledger.deliver(0, 0, seq, 200n * MS);
    expect(ledger.confirmed.unique).toBe(100);
    expect(ledger.unconsumedConfirmed()).toBe(2);
    expect(ledger.confirmed.listMissingFrom(ledger.consumed, 5)).toEqual([
      { publisherId: 0, sequence: 41 },
      { publisherId: 0, sequence: 77 },
    ]);
  });

  it("counts duplicates and out-of-order deliveries per consumer, not as loss", () => {
    const ledger = new FailoverLedger(0n, 500);
    for (const seq of [0, 1, 2, 3]) ledger.confirm(1, seq, 0n, MS);
    expect(ledger.deliver(0, 1, 0, MS)).toBe(true);
    expect(ledger.deliver(0, 1, 2, MS)).toBe(true);
    expect(ledger.deliver(0, 1, 1, MS)).toBe(true); // after 2: out of order
    expect(ledger.deliver(1, 1, 2, MS)).toBe(false); // a redelivery to another consumer
    expect(ledger.deliver(1, 1, 3, MS)).toBe(true);
    expect(ledger.outOfOrder).toBe(1);
    expect(ledger.consumed.duplicates).toBe(1);
    expect(ledger.deliveries).toBe(5);
    expect(ledger.unconsumedConfirmed()).toBe(0);
  });

  it("counts a message confirmed twice (sent again after a lost channel) once", () => {
    const ledger = new FailoverLedger(0n, 500);
    ledger.confirm(0, 5, 0n, MS);
    ledger.confirm(0, 5, 0n, 9n * MS);
    expect(ledger.confirmed.unique).toBe(1);
    expect(ledger.confirmedPerBucket).toEqual([1]);
  });

  it("buckets new deliveries by time and reads confirm latencies by due time", () => {
    const ledger = new FailoverLedger(1_000n * MS, 500);
    ledger.confirm(0, 0, 1_100n * MS, 1_110n * MS); // due at 100 ms, 10 ms
    ledger.confirm(0, 1, 1_600n * MS, 1_900n * MS); // due at 600 ms, 300 ms
    ledger.deliver(0, 0, 0, 1_200n * MS);
    ledger.deliver(0, 0, 1, 2_100n * MS);
    expect(ledger.consumedPerBucket).toEqual([1, 0, 1]);
    const late = ledger.confirmLatencyBetween(500, 1_000);
    expect(late.totalCount).toBe(1);
    expect(late.maxValue).toBeGreaterThanOrEqual(299_000);
  });
});

describe("analyseRecovery", () => {
  // 500 ms buckets of 500 messages: 1000 msg/s. The node is brought back at 10 s unless a test says.
  const base = { bucketMs: 500, steadyFromMs: 0, tolerancePct: 10, stableBuckets: 2, restoringAtMs: 10_000 };

  it("measures the dip and the time until the rate is back", () => {
    const buckets = [500, 500, 500, 500, 500, 250, 0, 0, 100, 480, 900, 700, 500, 500];
    const result = analyseRecovery({ ...base, consumedPerBucket: buckets, faultAtMs: 2_600, untilMs: 7_000 });
    expect(result.rateBefore).toBe(1000);
    expect(result.dipPct).toBe(100);
    // The first two buckets in a row at >= 900 msg/s start at bucket 9 (4500 ms).
    expect(result.recoveryMs).toBe(4_500 - 2_600);
    expect(result.settledMs).toBe(4_500 - 2_600);
  });

  it("is back within the tolerance of the offered rate where the steady window consumed more", () => {
    // Consumers still taking a backlog consumed 1200 msg/s before the fault, 1000 offered: after
    // it they come back to 1000, which is back, where 1200 less 10% would never be reached.
    const buckets = [600, 600, 600, 600, 300, 0, 500, 500, 500, 500];
    const times = { faultAtMs: 2_000, untilMs: 5_000, restoringAtMs: 3_000 };
    const result = analyseRecovery({ ...base, ...times, consumedPerBucket: buckets, offeredPerSecond: 1000 });
    expect(result.rateBefore).toBe(1200);
    expect(result.recoveryMs).toBe(3_000 - 2_000);
    expect(result.settledMs).toBe(3_000 - 2_000);
    expect(result.dipPct).toBe(100);
    const unpaced = analyseRecovery({ ...base, ...times, consumedPerBucket: buckets });
    expect(unpaced.settledMs).toBeNull();
  });

  it("says 0 when the rate never fell below the tolerance", () => {
    const buckets = [500, 500, 500, 500, 480, 470, 500, 500];
    const result = analyseRecovery({ ...base, consumedPerBucket: buckets, faultAtMs: 2_000, untilMs: 4_000 });
    expect(result.recoveryMs).toBe(0);
    expect(result.settledMs).toBe(0);
    expect(result.dipPct).toBeCloseTo(6, 5);
  });

  it("says null while the rate is not back; a second dip starts the wait to settle again", () => {
    const still = analyseRecovery({
      ...base,
      consumedPerBucket: [500, 500, 500, 0, 0, 500],
      faultAtMs: 1_400,
      untilMs: 3_000,
    });
    expect(still.recoveryMs).toBeNull();
    expect(still.settledMs).toBeNull();
    const twice = analyseRecovery({
      ...base,
      consumedPerBucket: [500, 500, 500, 0, 500, 500, 100, 500, 500, 500],
      faultAtMs: 1_400,
      untilMs: 5_000,
    });
    expect(twice.recoveryMs).toBe(2_000 - 1_400);
    expect(twice.settledMs).toBe(3_500 - 1_400);
  });

  it("keeps the node's return apart: its dip is returnDipPct, and does not lengthen the recovery", () => {
    // A shallow failover (one bucket at 88%), then a deeper dip when the node comes back at 5 s.
    const buckets = [500, 500, 500, 500, 440, 500, 500, 500, 500, 500, 300, 500, 500, 500];
    const result = analyseRecovery({
      ...base,
      consumedPerBucket: buckets,
      faultAtMs: 1_900,
      restoringAtMs: 5_000,
      untilMs: 7_000,
    });
    expect(result.recoveryMs).toBe(2_500 - 1_900);
    expect(result.dipPct).toBeCloseTo(12, 5);
    expect(result.returnDipPct).toBeCloseTo(40, 5);
    expect(result.settledMs).toBe(5_500 - 1_900);
    // Only the return dips: the failover did not disturb the rate at all.
    const onlyReturn = analyseRecovery({
      ...base,
      consumedPerBucket: [500, 500, 500, 500, 500, 500, 500, 500, 500, 500, 300, 500, 500, 500],
      faultAtMs: 1_900,
      restoringAtMs: 5_000,
      untilMs: 7_000,
    });
    expect(onlyReturn.recoveryMs).toBe(0);
    expect(onlyReturn.dipPct).toBe(0);
    expect(onlyReturn.returnDipPct).toBeCloseTo(40, 5);
  });

  it("where the rate comes back only after the return (a classic queue), the dip runs until it does", () => {
    const buckets = [500, 500, 500, 500, 0, 0, 0, 0, 0, 0, 0, 0, 500, 500, 500, 500];
    const result = analyseRecovery({
      ...base,
      consumedPerBucket: buckets,
      faultAtMs: 1_900,
      restoringAtMs: 4_000,
      untilMs: 8_000,
    });
    expect(result.recoveryMs).toBe(6_000 - 1_900);
    expect(result.dipPct).toBe(100);
    expect(result.returnDipPct).toBe(0);
  });

  it("ignores buckets that are not complete yet", () => {
    const result = analyseRecovery({
      ...base,
      consumedPerBucket: [500, 500, 500, 500, 10],
      faultAtMs: 1_000,
      untilMs: 2_100,
    });
    expect(result.recoveryMs).toBe(0);
    expect(result.dipPct).toBe(0);
  });
});

describe("failover connections", () => {
  it("ask for a heartbeat in the URL and keep the credentials", () => {
    expect(withHeartbeat("amqp://u:p@localhost:5672", 5)).toBe("amqp://u:p@localhost:5672?heartbeat=5");
    expect(withHeartbeat("amqp://h:1/vh?frameMax=0", 3)).toBe("amqp://h:1/vh?frameMax=0&heartbeat=3");
  });

  it("go round the nodes from the next one", () => {
    expect(nodeOrder(1, 3)).toEqual([1, 2, 0]);
    expect(nodeOrder(0, 1)).toEqual([0]);
  });
});
