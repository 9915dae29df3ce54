import { describe, expect, it } from "vitest";
import type { FailoverOptions } from "../../../src/amqp/failover-connection.js";
import { FailoverLedger } from "../../../src/amqp/failover-ledger.js";
import { classifyMissing } from "../../../src/amqp/missing-messages.js";
import { concludeEnd, endLoad } from "../../../src/scenarios/failover-trial.js";
import { watchLate, type LateWatch, type WatchConsumer } from "../../../src/scenarios/late-watch.js";
import { sleep } from "../../../src/load/timeouts.js";

/**
 * The end of a failover trial without a broker: the watchers, publishers and consumers are fakes
 * of the few methods the end calls, and the sweep's connection goes to a port nobody listens on.
 */

const WATCHER_GAVE_UP = "consumer-7: no node took the connection within 30000 ms";

/** A watcher that connects after `connectMs`, or is refused then. */
function watcher(connectMs: number, refusal?: string) {
  const fake = {
    closed: false,
    async start() {
      await sleep(connectMs);
      if (refusal) throw new Error(refusal);
    },
    async close() {
      fake.closed = true;
    },
  };
  return fake;
}

function late(timeoutMs: number, make: (consumerId: number) => WatchConsumer): LateWatch & { made: number } {
  const watch = {
    timeoutMs,
    nodes: 3,
    made: 0,
    consumer: (consumerId: number) => {
      watch.made++;
      return make(consumerId);
    },
  };
  return watch;
}

describe("concludeEnd", () => {
  const missing = classifyMissing(
    [
      { publisherId: 0, sequence: 5, count: 0 },
      { publisherId: 0, sequence: 6, count: 1, firstAtMs: 1_500 },
    ],
    1_000,
    1_000,
    4_000,
  );

  it("counts what is still missing as lost when the look ran its course", () => {
    expect(concludeEnd({ stillMissing: 1, missing, cutShort: [] })).toEqual({ lost: 1, missing });
  });

  it("counts nothing lost when a client gave up during the late watch, and says so instead", () => {
    const end = concludeEnd({
      stillMissing: 1,
      missing,
      cutShort: [{ stage: "the late watch", reason: WATCHER_GAVE_UP }],
    });
    expect(end.lost).toBe(0);
    expect(end.missing).toBeUndefined();
    expect(end.endedEarly).toBe(
      `the late watch ended early: ${WATCHER_GAVE_UP}; 1 confirmed messages had not arrived by then, 4.0 s after the drain window: not looked for to the end, neither counted as lost nor as delivered`,
    );
  });

  it("names each stage cut short, and only the reason when nothing was missing", () => {
    expect(
      concludeEnd({
        stillMissing: 0,
        missing: undefined,
        cutShort: [
          { stage: "the drain", reason: "publisher-1: gone" },
          { stage: "the sweep", reason: "refused" },
        ],
      }),
    ).toEqual({
      lost: 0,
      endedEarly: "the drain ended early: publisher-1: gone; the sweep ended early: refused",
    });
  });
});

describe("watchLate", () => {
  const queues = ["q0"];

  it("counts the watch's time from when the watchers are connected", async () => {
    const watch = { remaining: 1 };
    const watchers: WatchConsumer[] = [];
    const connectMs = 400;
    const startedAt = Date.now();
    // The missing message comes 200 ms after the watchers connected, within a 300 ms watch.
    setTimeout(() => (watch.remaining = 0), connectMs + 200);
    const end = await watchLate({
      watch,
      late: late(300, () => watcher(connectMs)),
      queues,
      firstConsumerId: 4,
      watchers,
      failed: () => undefined,
    });
    expect(end.cutShort).toBeUndefined();
    expect(watch.remaining).toBe(0);
    expect(end.deadline).toBeGreaterThanOrEqual(startedAt + connectMs + 300 - 20);
    expect(watchers).toHaveLength(3);
  });

  it("ends at once when a client gives up, cut short by its error", async () => {
    const watch = { remaining: 2 };
    let failure: Error | undefined;
    setTimeout(() => (failure = new Error(WATCHER_GAVE_UP)), 100);
    const startedAt = Date.now();
    const end = await watchLate({
      watch,
      late: late(60_000, () => watcher(0)),
      queues,
      firstConsumerId: 4,
      watchers: [],
      failed: () => failure,
    });
    expect(end.cutShort).toBe(WATCHER_GAVE_UP);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it("is cut short, not thrown, when every watcher is refused", async () => {
    const end = await watchLate({
      watch: { remaining: 2 },
      late: late(60_000, () => watcher(0, "node 0: NOT_FOUND - home node of queue 'q0' is down")),
      queues,
      firstConsumerId: 4,
      watchers: [],
      failed: () => undefined,
    });
    expect(end.cutShort).toBe("no watcher connected: node 0: NOT_FOUND - home node of queue 'q0' is down");
  });

  it("goes on when only some watchers are refused", async () => {
    const watch = { remaining: 1 };
    setTimeout(() => (watch.remaining = 0), 100);
    const end = await watchLate({
      watch,
      late: late(60_000, (id) => watcher(0, id === 4 ? "refused" : undefined)),
      queues,
      firstConsumerId: 4,
      watchers: [],
      failed: () => undefined,
    });
    expect(end.cutShort).toBeUndefined();
  });
});

describe("endLoad", () => {
  // Nobody listens on port 1: the sweep cannot connect (there is no broker in a unit test).
  const connection: FailoverOptions = {
    urls: () => ["amqp://127.0.0.1:1"],
    connectionName: "failover-trial test",
    heartbeatSeconds: 10,
    connectTimeoutMs: 1_000,
    reconnectTimeoutMs: 0,
    retryDelayMs: 0,
    signal: new AbortController().signal,
  };

  /** Three messages confirmed, one delivered: two missing after the drain window. */
  function trial() {
    const now = process.hrtime.bigint();
    const ledger = new FailoverLedger(now, 500);
    for (let sequence = 0; sequence < 3; sequence++) ledger.confirm(0, sequence, now, now);
    ledger.deliver(0, 0, 0, now);
    const closed: string[] = [];
    const publishers = [
      { stop: async () => {}, outstanding: 0, close: async () => void closed.push("publisher") },
    ];
    const consumers = [{ unpace: () => {}, close: async () => void closed.push("consumer") }];
    return { ledger, closed, publishers, consumers };
  }

  const common = {
    queues: ["q0"],
    connection,
    stopTimeoutMs: 0,
    drainTimeoutMs: 0,
  };

  it("makes a client's failure in the late watch the reason the look ended early, not data loss", async () => {
    const { ledger, publishers, consumers } = trial();
    let failure: Error | undefined;
    const end = await endLoad({
      ...common,
      publishers,
      consumers,
      ledger,
      late: late(60_000, () => {
        const fake = watcher(0);
        setTimeout(() => (failure ??= new Error(WATCHER_GAVE_UP)), 100);
        return fake;
      }),
      failed: () => failure,
    });
    expect(end.lost).toBe(0);
    expect(end.missing).toBeUndefined();
    expect(end.endedEarly).toMatch(
      new RegExp(
        `^the late watch ended early: ${WATCHER_GAVE_UP}; .*2 confirmed messages had not arrived by then`,
      ),
    );
    expect(end.endedEarly).not.toMatch(/DATA LOSS|never/);
  });

  it("does not throw when every watcher is refused, and closes every client", async () => {
    const { ledger, closed, publishers, consumers } = trial();
    const watchers: ReturnType<typeof watcher>[] = [];
    const end = await endLoad({
      ...common,
      publishers,
      consumers,
      ledger,
      late: late(60_000, () => {
        const fake = watcher(0, "NOT_FOUND - home node of queue 'q0' is down");
        watchers.push(fake);
        return fake;
      }),
      failed: () => undefined,
    });
    expect(end.lost).toBe(0);
    expect(end.endedEarly).toMatch(
      /^the late watch ended early: no watcher connected: NOT_FOUND - home node of queue 'q0' is down; the sweep ended early: .*; 2 confirmed messages had not arrived by then/,
    );
    expect(watchers.every((fake) => fake.closed)).toBe(true);
    expect(closed).toEqual(["consumer", "publisher"]);
  });

  it("starts no watch after a client gave up during the drain", async () => {
    const { ledger, publishers, consumers } = trial();
    const watch = late(60_000, () => watcher(0));
    const end = await endLoad({
      ...common,
      publishers,
      consumers,
      ledger,
      late: watch,
      failed: () => new Error("publisher-1: no node took the connection within 30000 ms"),
    });
    expect(watch.made).toBe(0);
    expect(end.lost).toBe(0);
    expect(end.endedEarly).toMatch(
      /^the drain ended early: publisher-1: no node took the connection within 30000 ms; /,
    );
  });

  it("still stops a cancelled run rather than call its sweep cut short", async () => {
    const { ledger, publishers, consumers } = trial();
    const cancelled = new AbortController();
    cancelled.abort(new Error("run cancelled"));
    await expect(
      endLoad({
        ...common,
        connection: { ...connection, signal: cancelled.signal },
        publishers,
        consumers,
        ledger,
        late: late(0, () => watcher(0)),
        failed: () => undefined,
      }),
    ).rejects.toThrow("run cancelled");
  });
});
