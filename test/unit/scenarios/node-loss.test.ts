import { describe, expect, it } from "vitest";
import { assessClusterHealth } from "../../../src/brokers/cluster-state.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { loadPlan, shareOf } from "../../../src/scenarios/node-loss/plan.js";
import { disconnectCommand, droppedText } from "../../../src/scenarios/node-loss/distribution.js";
import { chooseVictim, notRejoinedReason } from "../../../src/scenarios/node-loss/cluster.js";
import { nodeLossMetrics, NodeLossParametersSchema } from "../../../src/scenarios/node-loss/parameters.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { inputErrorOf } from "../../fixtures/input-error.js";

const resolve = (raw: unknown) => resolveConfig(raw, { registry: scenarioRegistry });

const cluster = (queueType: string) => ({
  provider: "testcontainers",
  image: "rabbitmq:4.0.5-management",
  nodes: 3,
  queueType,
});

describe("node-loss parameters and metrics", () => {
  it("default to a leader kill at 1000 msg/s with a data-loss bound of 0", () => {
    const params = NodeLossParametersSchema.parse({});
    expect(params).toMatchObject({ method: "kill", lose: "leader", ratePerSecond: 1000, acceptLoss: false });
    const lost = nodeLossMetrics(params).find((metric) => metric.id === "lostMessages")!;
    expect(lost).toMatchObject({ kind: "loss", direction: "lower", limit: { max: 0 } });
  });

  it("drop the bound when loss is accepted, and keep recording it", () => {
    const lost = nodeLossMetrics(NodeLossParametersSchema.parse({ acceptLoss: true })).find(
      (metric) => metric.id === "lostMessages",
    )!;
    expect(lost.limit).toBeUndefined();
  });

  it("refuse a queue nobody reads, a bad method and an index beyond a 3-node cluster", () => {
    const issues = (raw: unknown) =>
      NodeLossParametersSchema.safeParse(raw).error?.issues.map((issue) => issue.path.join("."));
    expect(issues({ queues: 2, consumers: 1 })).toEqual(["consumers"]);
    expect(issues({ method: "reboot" })).toEqual(["method"]);
    expect(issues({ lose: 3 })).toEqual(["lose"]);
  });

  it("refuse a rate that leaves a publisher, or a consumer pacing a backlog, with nothing to do", () => {
    const messages = (raw: unknown) =>
      NodeLossParametersSchema.safeParse(raw).error?.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
    expect(messages({ ratePerSecond: 2 })).toEqual([
      "ratePerSecond: expected at least 1 msg/s per publisher (3 publishers)",
    ]);
    expect(messages({ ratePerSecond: 3, consumers: 4 })).toBeUndefined();
    expect(messages({ ratePerSecond: 3, consumers: 4, backlogMessages: 100 })).toEqual([
      "ratePerSecond: expected at least 1 msg/s per consumer (4 consumers) to pace their acknowledgements",
    ]);
  });

  it("drop the distribution only on a partition, and watch for late messages for 60 s by default", () => {
    const messages = (raw: unknown) =>
      NodeLossParametersSchema.safeParse(raw).error?.issues.map(
        (issue) => `${issue.path.join(".")}: ${issue.message}`,
      );
    expect(messages({ method: "kill", distribution: "dropped" })).toEqual([
      "distribution: expected method: partition (a node lost by kill drops its links by itself, or keeps them)",
    ]);
    const params = NodeLossParametersSchema.parse({ method: "partition", distribution: "dropped" });
    expect([params.distribution, params.lateWatchMs]).toEqual(["dropped", 60_000]);
    expect(nodeLossMetrics(params).map((metric) => metric.id)).toContain("lateMessages");
  });
});

describe("dropping the distribution", () => {
  it("runs disconnect_node on a checked node name, and says which links went", () => {
    expect(disconnectCommand("rabbit@rmq-1a2b-0")).toEqual([
      "rabbitmqctl",
      "eval",
      "erlang:disconnect_node('rabbit@rmq-1a2b-0').",
    ]);
    expect(() => disconnectCommand("rabbit@x').halt().%")).toThrow(/not a node name/);
    expect(droppedText(0, { dropped: [1, 2], unlinked: [] })).toBe(
      "the distribution links to node 0 dropped by node 1, node 2 as the cut ended",
    );
    expect(droppedText(2, { dropped: [0], unlinked: [1] })).toBe(
      "the distribution links to node 2 dropped by node 0 as the cut ended; node 1 had no link to node 2 left to drop",
    );
  });
});

describe("node-loss targets", () => {
  it("run on 3-node quorum, classic and mirrored clusters", () => {
    for (const type of ["quorum", "classic"]) {
      expect(resolve({ targets: [cluster(type)], scenarios: ["node-loss"] }).scenarios[0]!.name).toBe(
        "node-loss",
      );
    }
    const mirrored = { ...cluster("classic-mirrored"), image: "rabbitmq:3.10.8-management" };
    expect(() =>
      resolve({ targets: [mirrored], scenarios: [{ id: "node-loss", params: { acceptLoss: true } }] }),
    ).not.toThrow();
  });

  it("refuse a single node, naming the scenario entry and the target", () => {
    const error = inputErrorOf(() =>
      resolve({ targets: [{ ...cluster("quorum"), nodes: 1 }], scenarios: ["throughput", "node-loss"] }),
    );
    expect(error.field).toBe("scenarios[1]");
    expect(error.message).toMatch(/node-loss.*target 'rabbitmq-4.0.5-management'.*needs a 3-node cluster/);
  });

  it("refuse acceptLoss where loss is never acceptable, and streams", () => {
    const accept = inputErrorOf(() =>
      resolve({
        targets: [cluster("quorum")],
        scenarios: [{ id: "node-loss", params: { acceptLoss: true } }],
      }),
    );
    expect(accept.field).toBe("scenarios[0].params.acceptLoss");
    expect(accept.message).toMatch(/only classic mirrored queues may accept lost confirmed messages/);
    expect(
      inputErrorOf(() => resolve({ targets: [cluster("stream")], scenarios: ["node-loss"] })).message,
    ).toMatch(/does not run on streams/);
  });

  it("refuse an external broker without fault commands, and take one with them", () => {
    const external = {
      id: "staging",
      provider: "external",
      amqpUrls: ["amqp://a:5672", "amqp://b:5672", "amqp://c:5672"],
      managementUrl: "http://guest:guest@a:15672",
      queueType: "quorum",
    };
    expect(inputErrorOf(() => resolve({ targets: [external], scenarios: ["node-loss"] })).message).toMatch(
      /target 'staging': an external broker's nodes are not the gate's to lose: give the target nodeFaults/,
    );
    const withFaults = {
      ...external,
      nodeFaults: {
        lose: ["ssh", "host-{node}", "sudo systemctl {method} rabbitmq-server"],
        restore: ["./restore.sh", "{node}"],
      },
    };
    expect(inputErrorOf(() => resolve({ targets: [withFaults], scenarios: ["node-loss"] })).message).toMatch(
      /lose: leader needs to know which URL is which node/,
    );
    expect(() =>
      resolve({ targets: [withFaults], scenarios: [{ id: "node-loss", params: { lose: 2 } }] }),
    ).not.toThrow();
    const dropped = { id: "node-loss", params: { lose: 2, method: "partition", distribution: "dropped" } };
    expect(inputErrorOf(() => resolve({ targets: [withFaults], scenarios: [dropped] })).message).toMatch(
      /distribution: dropped runs rabbitmqctl on the cluster's nodes/,
    );
  });
});

describe("chooseVictim", () => {
  const names = ["rabbit@a", "rabbit@b", "rabbit@c"];
  const placements = [
    { leader: "rabbit@b", replicas: ["rabbit@b", "rabbit@a", "rabbit@c"] },
    { leader: "rabbit@c", replicas: ["rabbit@c", "rabbit@a", "rabbit@b"] },
  ];

  it("loses the first queue's leader, a node leading nothing, or the index given", () => {
    expect(chooseVictim("leader", placements, names)).toBe(1);
    expect(chooseVictim("follower", placements, names)).toBe(0);
    expect(
      chooseVictim(
        "follower",
        [placements[0]!, { ...placements[0]!, leader: "rabbit@a" }, placements[1]!],
        names,
      ),
    ).toBe(2);
    expect(chooseVictim(2, placements, names)).toBe(2);
  });

  it("fails plainly when the leader is no node it knows", () => {
    expect(() => chooseVictim("leader", [{ leader: "rabbit@x", replicas: [] }], names)).toThrow(
      /leader rabbit@x is none of rabbit@a, rabbit@b, rabbit@c/,
    );
  });
});

describe("shareOf", () => {
  it("splits a rate into whole shares that add up", () => {
    const shares = [0, 1, 2].map((i) => shareOf(1000, 3, i));
    expect(shares).toEqual([334, 333, 333]);
  });
});

describe("loadPlan", () => {
  const base = { ratePerSecond: 1000, publishers: 3, consumers: 3, queues: 1, backlogMessages: 0 };

  it("acknowledges at once without a backlog", () => {
    const plan = loadPlan(base);
    expect(plan.publishers.map((p) => p.headStart)).toEqual([0, 0, 0]);
    expect(plan.consumers.map((c) => c.ackRatePerSecond)).toEqual([0, 0, 0]);
  });

  it("splits each queue's backlog over its publishers and paces its consumers at the rate it is fed", () => {
    const plan = loadPlan({ ...base, publishers: 5, consumers: 4, queues: 2, backlogMessages: 1001 });
    // Publishers 0, 2, 4 feed queue 0 (200 msg/s each), 1 and 3 feed queue 1.
    expect(plan.publishers).toEqual([
      { queue: 0, ratePerSecond: 200, headStart: 334 },
      { queue: 1, ratePerSecond: 200, headStart: 501 },
      { queue: 0, ratePerSecond: 200, headStart: 334 },
      { queue: 1, ratePerSecond: 200, headStart: 500 },
      { queue: 0, ratePerSecond: 200, headStart: 333 },
    ]);
    expect(plan.consumers).toEqual([
      { queue: 0, ackRatePerSecond: 300 },
      { queue: 1, ackRatePerSecond: 200 },
      { queue: 0, ackRatePerSecond: 300 },
      { queue: 1, ackRatePerSecond: 200 },
    ]);
    for (let queue = 0; queue < 2; queue++) {
      const fed = plan.publishers.filter((p) => p.queue === queue);
      const read = plan.consumers.filter((c) => c.queue === queue);
      expect(fed.reduce((sum, p) => sum + p.headStart, 0)).toBe(1001);
      expect(read.reduce((sum, c) => sum + c.ackRatePerSecond, 0)).toBe(
        fed.reduce((sum, p) => sum + p.ratePerSecond, 0),
      );
    }
  });
});

describe("assessClusterHealth", () => {
  it("is whole only with every node running and no partition", () => {
    const up = [
      { name: "rabbit@a", running: true, partitions: [] },
      { name: "rabbit@b", running: true },
      { name: "rabbit@c", running: true, partitions: [] },
    ];
    expect(assessClusterHealth(up, 3)).toEqual({ whole: true, problems: [], partitioned: false });
    expect(assessClusterHealth([up[0]!, { ...up[1]!, running: false }, up[2]!], 3)).toEqual({
      whole: false,
      problems: ["rabbit@b not running"],
      partitioned: false,
    });
    expect(assessClusterHealth([{ ...up[0]!, partitions: ["rabbit@c"] }, up[1]!], 3)).toEqual({
      whole: false,
      problems: ["2 of 3 nodes listed", "rabbit@a partitioned from rabbit@c"],
      partitioned: true,
    });
  });
});

describe("notRejoinedReason", () => {
  const partitioned = {
    problems: ["rabbit@a partitioned from rabbit@b", "rabbit@b partitioned from rabbit@a"],
    partitioned: true,
  };
  const head =
    "node 1 had not rejoined 60000 ms after it was brought back: rabbit@a partitioned from rabbit@b; rabbit@b partitioned from rabbit@a. ";

  it("says what the cluster last reported", () => {
    expect(
      notRejoinedReason(1, "kill", 60_000, { problems: ["rabbit@b not running"], partitioned: false }),
    ).toBe("node 1 had not rejoined 60000 ms after it was brought back: rabbit@b not running");
  });

  it("says how to heal a partition that RabbitMQ's default handling leaves in place", () => {
    expect(notRejoinedReason(1, "partition", 60_000, partitioned)).toBe(
      head +
        "A partition longer than net_ticktime (60 s by default) does not heal under cluster_partition_handling = ignore, RabbitMQ's default: give the target autoheal (testcontainers: rabbitmqConf), or keep downMs under net_ticktime",
    );
  });

  it("says a long pause needs a shorter downMs, not another partition handling", () => {
    const reason = notRejoinedReason(1, "pause", 60_000, partitioned);
    expect(reason.startsWith(head)).toBe(true);
    expect(reason).toContain("neither autoheal nor pause_minority healed it");
    expect(reason).toMatch(/keep downMs under net_ticktime$/);
  });

  it("points at the partition handling when a node that was killed or stopped comes back partitioned", () => {
    expect(notRejoinedReason(1, "stop", 60_000, partitioned)).toBe(
      head + "The cluster reports a partition: see its cluster_partition_handling",
    );
  });
});
