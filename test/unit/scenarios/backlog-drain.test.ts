import { describe, expect, it } from "vitest";
import { parseAlarms, resourceOfBlockReason } from "../../../src/brokers/alarms.js";
import { vhostOf } from "../../../src/brokers/cluster-state.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import {
  backlogDrainMetrics,
  BacklogDrainParametersSchema,
  buildMsOf,
  consumeRateOf,
  offeredBacklog,
} from "../../../src/scenarios/backlog-drain/parameters.js";
import { notDrainedReason } from "../../../src/scenarios/backlog-drain/lines.js";
import { publishSchedule } from "../../../src/scenarios/backlog-drain/run.js";
import {
  analyseDrain,
  blockedUnionMs,
  brokerBacklog,
  recordAlarms,
  waiting,
  type AlarmSighting,
  type BacklogSample,
} from "../../../src/scenarios/backlog-drain/timeline.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { inputErrorOf } from "../../fixtures/input-error.js";

const resolve = (raw: unknown) => resolveConfig(raw, { registry: scenarioRegistry });
const target = (queueType: string) => ({
  provider: "testcontainers",
  image: "rabbitmq:4.0.5-management",
  queueType,
});
const messages = (raw: unknown) =>
  BacklogDrainParametersSchema.safeParse(raw).error?.issues.map(
    (issue) => `${issue.path.join(".")}: ${issue.message}`,
  );

describe("backlog-drain parameters", () => {
  it("default to a peak that builds 6,000 messages in 3 s and drains them at 1,000 msg/s", () => {
    const params = BacklogDrainParametersSchema.parse({});
    expect(params).toMatchObject({
      shape: "peak",
      ratePerSecond: 1000,
      peakRatePerSecond: 4000,
    });
    expect(consumeRateOf(params)).toBe(2000);
    expect(buildMsOf(params)).toBe(3000);
    expect(offeredBacklog(params)).toBe(6000);
  });

  it("default the slowdown to consumers without a limit but while slowed, for 8 s", () => {
    const params = BacklogDrainParametersSchema.parse({ shape: "slowdown" });
    expect(consumeRateOf(params)).toBe(0);
    // Two consumers at 10 ms a message take 200 msg/s of the 1000 offered, for 8 s.
    expect(buildMsOf(params)).toBe(8000);
    expect(offeredBacklog(params)).toBe(6400);
  });

  it("refuse shapes that build no backlog or never drain it, naming the field", () => {
    expect(messages({ peakRatePerSecond: 2000 })).toEqual([
      "peakRatePerSecond: expected a peak above consumeRatePerSecond (2000): below what the consumers take, no backlog builds",
    ]);
    expect(messages({ consumeRatePerSecond: 900 })).toEqual([
      "consumeRatePerSecond: expected more than ratePerSecond (1000): consumers that take no more than the normal rate never drain a backlog",
    ]);
    expect(messages({ consumeRatePerSecond: 0 })).toEqual([
      "peakRatePerSecond: expected a peak above consumeRatePerSecond (unlimited): below what the consumers take, no backlog builds",
    ]);
    expect(messages({ shape: "slowdown", slowdownSleepMs: 1 })).toEqual([
      "slowdownSleepMs: expected more than 2 ms: at 1 ms 2 consumers still take 2000 msg/s, the normal rate or more, and no backlog builds",
    ]);
    expect(messages({ queues: 3 })).toEqual([
      "consumers: expected at least one consumer per queue (3 queues): a queue nobody reads never drains",
    ]);
    expect(messages({ shape: "burst" })?.[0]).toMatch(/^shape: /);
    expect(messages({ drainTimeoutMs: 10 })?.[0]).toMatch(/^drainTimeoutMs: /);
  });

  it("metrics: lower is better but for the rates, and a confirmed message lost is data loss", () => {
    const metrics = backlogDrainMetrics(BacklogDrainParametersSchema.parse({}));
    const byId = new Map(metrics.map((metric) => [metric.id, metric]));
    expect(byId.get("lostMessages")).toMatchObject({ kind: "loss", limit: { max: 0 } });
    expect(byId.get("drainRatePerSecond")!.direction).toBe("higher");
    expect(byId.get("peakPublishRatePerSecond")!.direction).toBe("higher");
    for (const id of [
      "drainMs",
      "peakBacklogMessages",
      "alarmsRaised",
      "blockedMs",
      "peakMemoryGrowthBytes",
    ]) {
      expect(byId.get(id)!.direction, id).toBe("lower");
    }
    expect(byId.get("drainMs")!.description).toMatch(/until no more than 100 confirmed messages wait/);
  });
});

describe("backlog-drain targets", () => {
  it("run on any provider's classic and quorum queues, one node or three", () => {
    for (const queueType of ["classic", "quorum"]) {
      expect(resolve({ targets: [target(queueType)], scenarios: ["backlog-drain"] }).scenarios[0]!.name).toBe(
        "backlog-drain",
      );
    }
    expect(() =>
      resolve({ targets: [{ ...target("quorum"), nodes: 3 }], scenarios: ["backlog-drain"] }),
    ).not.toThrow();
  });

  it("refuse streams, which keep what is read", () => {
    const error = inputErrorOf(() => resolve({ targets: [target("stream")], scenarios: ["backlog-drain"] }));
    expect(error.field).toBe("scenarios[0].params.shape");
    expect(error.message).toMatch(/a stream keeps its messages after they are read/);
  });
});

describe("the peak's publish schedule", () => {
  it("is the publisher's share of the normal rate, of the peak during the build, then of the normal rate", () => {
    const params = BacklogDrainParametersSchema.parse({ publishers: 3 });
    const schedules = [0, 1, 2].map((i) => publishSchedule(params, i));
    const total = (fromMs: number, toMs: number) =>
      schedules.reduce((sum, schedule) => sum + schedule.scheduledBetween(fromMs, toMs), 0);
    expect(total(0, 2000)).toBe(2000);
    expect(total(2000, 5000)).toBe(12_000);
    expect(total(5000, 7000)).toBe(2000);
  });

  it("is the normal rate throughout for a slowdown", () => {
    const schedule = publishSchedule(
      BacklogDrainParametersSchema.parse({ shape: "slowdown", publishers: 1 }),
      0,
    );
    expect(schedule.scheduledBetween(0, 10_000)).toBe(10_000);
  });
});

const sample = (atMs: number, fields: Partial<BacklogSample>): BacklogSample => ({
  atMs,
  due: 0,
  confirmed: 0,
  refused: 0,
  delivered: 0,
  unacknowledged: 0,
  ...fields,
});

describe("analyseDrain", () => {
  it("counts what the broker holds, and what waits, publishers held back included", () => {
    const held = sample(0, { due: 1500, confirmed: 1000, delivered: 700, unacknowledged: 100, refused: 50 });
    expect(brokerBacklog(held)).toBe(400);
    expect(waiting(held)).toBe(850);
  });

  it("a peak from 1 s to 3 s drained at 5 s: the peak backlog, the drain time and rate", () => {
    const samples = [
      sample(0, { due: 0, confirmed: 0, delivered: 0 }),
      sample(1000, { due: 1000, confirmed: 1000, delivered: 1000 }),
      sample(2000, { due: 5000, confirmed: 4900, delivered: 2000, unacknowledged: 100 }),
      sample(3000, { due: 9000, confirmed: 9000, delivered: 3000, unacknowledged: 100 }),
      sample(4000, { due: 10_000, confirmed: 10_000, delivered: 6000, unacknowledged: 100 }),
      sample(5000, { due: 11_000, confirmed: 11_000, delivered: 10_950, unacknowledged: 20 }),
    ];
    const analysis = analyseDrain({ samples, buildFromMs: 1000, buildToMs: 3000, drainedAtMessages: 100 });
    expect(analysis).toEqual({
      peakBacklog: 6100,
      drainedAtMs: 5000,
      drainMs: 2000,
      // 10,930 - 2,900 finished in 2 s.
      drainRatePerSecond: 4015,
      buildConfirmRatePerSecond: 4000,
      // 2,900 - 1,000 finished in the build's 2 s: the consumers fell behind their 1,000 msg/s.
      buildFinishRatePerSecond: 950,
      lastWaiting: 70,
    });
  });

  it("a backlog that never drained, because blocked publishers still hold what is due", () => {
    const samples = [
      sample(0, {}),
      sample(1000, { due: 1000, confirmed: 1000, delivered: 1000 }),
      // The queue is empty, but 3000 messages due were never sent: not drained.
      sample(3000, { due: 4000, confirmed: 1000, delivered: 1000 }),
    ];
    const analysis = analyseDrain({ samples, buildFromMs: 1000, buildToMs: 2000, drainedAtMessages: 100 });
    expect(analysis).toMatchObject({
      drainedAtMs: null,
      drainMs: null,
      drainRatePerSecond: null,
      lastWaiting: 3000,
    });
  });
});

describe("blockedUnionMs", () => {
  it("counts overlapping blocks once and ends an open block at the end", () => {
    expect(
      blockedUnionMs(
        [
          { publisherId: 0, reason: "low on memory", fromMs: 1000, toMs: 3000 },
          { publisherId: 1, reason: "low on memory", fromMs: 2000, toMs: 4000 },
          { publisherId: 0, reason: "low on memory", fromMs: 6000 },
        ],
        7500,
      ),
    ).toBe(4500);
    expect(blockedUnionMs([], 1000)).toBe(0);
  });
});

describe("alarms", () => {
  it("reads the health check: none on 200, the list on 503, and refuses anything else", () => {
    expect(parseAlarms(200, { status: "ok" })).toEqual([]);
    const answer = {
      status: "failed",
      reason: "There are alarms in effect in the cluster",
      alarms: [{ node: "rabbit@a", resource: "memory" }],
    };
    expect(parseAlarms(503, answer)).toEqual([{ node: "rabbit@a", resource: "memory" }]);
    expect(() => parseAlarms(503, { status: "failed" })).toThrow(/answered 503 \(failed\) without a list/);
    expect(() => parseAlarms(401, { error: "not_authorised" })).toThrow(/answered 401 without a status/);
  });

  it("keeps each alarm once, with when it was first and last seen", () => {
    const sightings: AlarmSighting[] = [];
    recordAlarms(sightings, [{ node: "rabbit@a", resource: "memory" }], 100);
    recordAlarms(
      sightings,
      [
        { node: "rabbit@a", resource: "memory" },
        { node: "rabbit@b", resource: "disk" },
      ],
      600,
    );
    expect(sightings).toEqual([
      { node: "rabbit@a", resource: "memory", firstMs: 100, lastMs: 600 },
      { node: "rabbit@b", resource: "disk", firstMs: 600, lastMs: 600 },
    ]);
  });

  it("knows the resource from the broker's block reason", () => {
    expect(resourceOfBlockReason("low on memory")).toBe("memory");
    expect(resourceOfBlockReason("low on disk space")).toBe("disk");
    expect(resourceOfBlockReason("")).toBeUndefined();
  });

  it("reads the virtual host from an AMQP URL", () => {
    expect(vhostOf("amqp://guest:guest@localhost:5672")).toBe("/");
    expect(vhostOf("amqp://guest:guest@localhost:5672/")).toBe("/");
    expect(vhostOf("amqp://guest:guest@localhost:5672/perf%2Fgate")).toBe("perf/gate");
  });
});

describe("notDrainedReason", () => {
  const params = BacklogDrainParametersSchema.parse({ drainTimeoutMs: 2000 });

  it("asks for more time or less load when nothing was blocked", () => {
    expect(notDrainedReason(params, 4200, [], [])).toBe(
      "the backlog had not drained 2000 ms after the peak ended: 4200 messages still waited (more than drainedAtMessages, 100); raise drainTimeoutMs or lower the load",
    );
  });

  it("names the blocked publishers, the alarm and the settings when the broker blocked them", () => {
    expect(
      notDrainedReason(
        params,
        6502,
        [
          { publisherId: 0, reason: "low on memory", fromMs: 40 },
          { publisherId: 1, reason: "low on memory", fromMs: 35 },
        ],
        [{ node: "rabbit@a", resource: "memory", firstMs: 0, lastMs: 8000 }],
      ),
    ).toBe(
      "the backlog had not drained 2000 ms after the peak ended: 6502 messages still waited (more than drainedAtMessages, 100); the broker had blocked 2 publishers since 0.0 s (low on memory), with a memory alarm on rabbit@a: see the broker's resource limits (vm_memory_high_watermark, disk_free_limit)",
    );
  });
});
