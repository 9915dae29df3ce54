import { describe, expect, it } from "vitest";
import { ConfirmWindow } from "../../../src/load/confirm-window.js";

function sendMany(window: ConfirmWindow, count: number, startNs = 1_000n): void {
  for (let i = 0; i < count; i++) window.recordSend(startNs + BigInt(i));
}

describe("ConfirmWindow", () => {
  it("is full at capacity and frees room on acks", () => {
    const window = new ConfirmWindow(3);
    sendMany(window, 3);
    expect(window.full).toBe(true);
    window.settle(1, false, true);
    expect(window.full).toBe(false);
    expect(window.unsettled).toBe(2);
  });

  it("in batch mode lets nothing go until the whole full window is settled", () => {
    const window = new ConfirmWindow(3, "batch");
    sendMany(window, 3);
    expect(window.full).toBe(true);
    window.settle(1, false, true);
    window.settle(2, false, true);
    expect(window.full).toBe(true); // a sliding window would let two more go
    window.settle(3, false, true);
    expect(window.full).toBe(false);
    sendMany(window, 3);
    expect(window.full).toBe(true);
    window.settle(6, true, true);
    expect(window.full).toBe(false);
  });

  it("in batch mode opens a new batch when a short one is settled before it filled", () => {
    const window = new ConfirmWindow(4, "batch");
    sendMany(window, 2);
    window.settle(2, true, true);
    sendMany(window, 3); // a new batch: room for 4 again
    expect(window.full).toBe(false);
    sendMany(window, 1);
    expect(window.full).toBe(true);
    expect(window.unsettled).toBe(4);
  });

  it("settles a multiple ack up to its delivery tag, reporting each send time once", () => {
    const window = new ConfirmWindow(8);
    sendMany(window, 5, 100n);
    const seen: bigint[] = [];
    window.settle(3, true, true, (t) => seen.push(t));
    window.settle(3, true, true, (t) => seen.push(t));
    expect(seen).toEqual([100n, 101n, 102n]);
    expect(window.acked).toBe(3);
    expect(window.lowestUnsettled).toBe(3);
    window.settle(5, true, true, (t) => seen.push(t));
    expect(window.allSettled).toBe(true);
    expect(seen).toHaveLength(5);
  });

  it("keeps the window anchored at the oldest unsettled message when confirms come out of order", () => {
    const window = new ConfirmWindow(4);
    sendMany(window, 4);
    // Tags 2..4 confirmed, tag 1 still in flight: no new message may take slot 0 yet.
    window.settle(2, false, true);
    window.settle(3, false, true);
    window.settle(4, false, true);
    expect(window.unsettled).toBe(1);
    expect(window.full).toBe(true);
    window.settle(1, false, true);
    expect(window.lowestUnsettled).toBe(4);
    expect(window.full).toBe(false);
  });

  it("counts nacks apart from acks and reports no latency for them", () => {
    const window = new ConfirmWindow(4);
    sendMany(window, 4);
    const seen: bigint[] = [];
    window.settle(2, true, false, (t) => seen.push(t));
    window.settle(4, true, true, (t) => seen.push(t));
    expect(window.nacked).toBe(2);
    expect(window.acked).toBe(2);
    expect(seen).toEqual([1_002n, 1_003n]);
    expect(window.allSettled).toBe(true);
  });

  it("wraps around the ring for long runs with a non-power-of-two window", () => {
    const window = new ConfirmWindow(100);
    let total = 0;
    for (let round = 0; round < 50; round++) {
      while (!window.full) window.recordSend(BigInt(window.sent));
      window.settle(window.sent, true, true, () => total++);
    }
    expect(total).toBe(5000);
    expect(window.acked).toBe(5000);
    expect(window.allSettled).toBe(true);
  });

  it("ignores confirms for tags it never sent", () => {
    const window = new ConfirmWindow(4);
    sendMany(window, 2);
    window.settle(10, true, true);
    expect(window.acked).toBe(2);
    expect(() => new ConfirmWindow(0)).toThrow(RangeError);
  });
});
