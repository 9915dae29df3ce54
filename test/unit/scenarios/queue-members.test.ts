import { describe, expect, it } from "vitest";
import type { Logger } from "../../../src/model/logger.js";
import {
  awaitQueueMembers,
  describeOffline,
  ensureQueueMembers,
  offlineMembers,
} from "../../../src/scenarios/queue-members.js";

type Row = { members: string[]; online: string[] };

const WHOLE: Row = {
  members: ["rabbit@a", "rabbit@b", "rabbit@c"],
  online: ["rabbit@a", "rabbit@b", "rabbit@c"],
};
const B_DOWN: Row = { members: ["rabbit@a", "rabbit@b", "rabbit@c"], online: ["rabbit@c", "rabbit@a"] };

/** Answers each queue's readings in turn, the last one over and over. */
function readings(byQueue: Record<string, (Row | undefined)[]>) {
  const reads: string[] = [];
  const read = async (name: string) => {
    reads.push(name);
    const list = byQueue[name]!;
    return list.length > 1 ? list.shift() : list[0];
  };
  return { read, reads };
}

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return {
    warnings,
    debug() {},
    info() {},
    warn: (message) => void warnings.push(message),
    error() {},
    addSecret() {},
  };
}

const CLUSTER = { amqpUrls: ["amqp://a", "amqp://b", "amqp://c"], managementUrls: ["http://a:15672"] };

describe("offlineMembers", () => {
  it("lists the members the API does not report online, sorted", () => {
    expect(offlineMembers(WHOLE)).toEqual([]);
    expect(offlineMembers(B_DOWN)).toEqual(["rabbit@b"]);
    expect(offlineMembers({ members: ["rabbit@c", "rabbit@a"], online: [] })).toEqual([
      "rabbit@a",
      "rabbit@c",
    ]);
  });

  it("names each queue and what it lacks", () => {
    expect(
      describeOffline([
        { queue: "q0", offline: ["rabbit@b"], listed: true },
        { queue: "q1", offline: [], listed: false },
      ]),
    ).toBe("q0 (not running: rabbit@b); q1 (not listed by the management API)");
  });
});

describe("awaitQueueMembers", () => {
  it("returns nothing once every member of every queue runs, reading again only the queues that lacked one", async () => {
    const { read, reads } = readings({ q0: [WHOLE], q1: [B_DOWN, undefined, WHOLE] });
    await expect(awaitQueueMembers("http://a", ["q0", "q1"], { read, pollMs: 1 })).resolves.toEqual([]);
    expect(reads).toEqual(["q0", "q1", "q1", "q1"]);
  });

  it("returns the queues still lacking a member, or still unlisted, when the time is up", async () => {
    const { read } = readings({ q0: [B_DOWN], q1: [undefined], q2: [WHOLE] });
    const offline = await awaitQueueMembers("http://a", ["q0", "q1", "q2"], {
      read,
      pollMs: 5,
      timeoutMs: 30,
    });
    expect(offline).toEqual([
      { queue: "q0", offline: ["rabbit@b"], listed: true },
      { queue: "q1", offline: [], listed: false },
    ]);
  });
});

describe("ensureQueueMembers", () => {
  function admin() {
    const deleted: string[][] = [];
    return { deleted, deleteQueues: async (names: readonly string[]) => void deleted.push([...names]) };
  }

  it("checks nothing on one node, for other queue types, or without the management API", async () => {
    for (const [broker, queueType] of [
      [{ amqpUrls: ["amqp://a"], managementUrls: ["http://a"] }, "quorum"],
      [CLUSTER, "classic"],
      [CLUSTER, "stream"],
      [{ amqpUrls: CLUSTER.amqpUrls, managementUrls: [] }, "quorum"],
    ] as const) {
      const { read, reads } = readings({ q0: [B_DOWN] });
      const declared: string[] = [];
      const context = { broker, queueType, logger: recordingLogger() };
      await ensureQueueMembers(admin(), ["q0"], context, async (name) => void declared.push(name), { read });
      expect(reads).toEqual([]);
      expect(declared).toEqual([]);
    }
  });

  it("leaves whole queues alone", async () => {
    const { read } = readings({ q0: [WHOLE], q1: [WHOLE] });
    const session = admin();
    const logger = recordingLogger();
    const declare = async () => {
      throw new Error("not declared again");
    };
    await ensureQueueMembers(
      session,
      ["q0", "q1"],
      { broker: CLUSTER, queueType: "quorum", logger },
      declare,
      {
        read,
      },
    );
    expect(session.deleted).toEqual([]);
    expect(logger.warnings).toEqual([]);
  });

  it("deletes and declares again a queue whose member did not start, and says so", async () => {
    // q1's member stays down until the queue is declared again.
    const declared: string[] = [];
    const read = async (name: string) => (name === "q1" && declared.length === 0 ? B_DOWN : WHOLE);
    const session = admin();
    const logger = recordingLogger();
    const declare = async (name: string) => void declared.push(name);
    await ensureQueueMembers(
      session,
      ["q0", "q1"],
      { broker: CLUSTER, queueType: "quorum", logger },
      declare,
      {
        read,
        pollMs: 1,
        timeoutMs: 5,
      },
    );
    expect(session.deleted).toEqual([["q1"]]);
    expect(declared).toEqual(["q1"]);
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]).toMatch(/q1 \(not running: rabbit@b\).*declaring them again/);
  });

  it("throws, naming the queue and the member, when the queue declared again still lacks it", async () => {
    const { read } = readings({ q0: [B_DOWN] });
    await expect(
      ensureQueueMembers(
        admin(),
        ["q0"],
        { broker: CLUSTER, queueType: "quorum", logger: recordingLogger() },
        async () => {},
        { read, pollMs: 1, timeoutMs: 5 },
      ),
    ).rejects.toThrow(/quorum queue\(s\) q0 \(not running: rabbit@b\), declared twice/);
  });
});
