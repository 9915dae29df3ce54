import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  clusterFacts,
  parseClusterStatus,
  parseFeatureFlags,
  parseMetadataStoreStatus,
} from "../../../src/brokers/rabbitmqctl-output.js";
import {
  clusterStatusFrom,
  describeQueue,
  FeatureFlagsAnswerSchema,
  NodesAnswerSchema,
  OverviewAnswerSchema,
  QueueAnswerSchema,
  QuorumStatusAnswerSchema,
  membersFromStatus,
  queueFrom,
  queueKind,
} from "../../../src/brokers/management-facts.js";
import { decideMetadataStore, disagreements } from "../../../src/brokers/verification-rules.js";
import type { Verification } from "../../../src/model/verification.js";
import { parseVersion, rulesFor } from "../../../src/brokers/versions.js";

const fixture = (path: string) =>
  readFileSync(new URL(`../../fixtures/rabbitmqctl/${path}`, import.meta.url), "utf8");
const rules = (version: string) => rulesFor(parseVersion(version)!);

describe("parsers on recorded output", () => {
  it("cluster_status: running members, versions per node, feature flags (3.10.8, 4.0.5, 4.3.6)", () => {
    const old = parseClusterStatus(fixture("3.10.8/cluster_status.3n.json"));
    expect(old.runningNodes).toEqual(["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"]);
    expect(new Set(Object.values(old.versions))).toEqual(new Set(["3.10.8"]));
    expect(old.featureFlags.khepri_db).toBeUndefined();
    expect(old.featureFlags.quorum_queue).toBe("enabled");

    const four = parseClusterStatus(fixture("4.0.5/cluster_status.3n.json"));
    expect(four.runningNodes).toHaveLength(3);
    expect(four.featureFlags.khepri_db).toBe("disabled");

    const latest = parseClusterStatus(fixture("4.3.6/cluster_status.1n.json"));
    expect(latest.runningNodes).toEqual(["rabbit@01572951089f"]);
    expect(latest.versions).toEqual({ "rabbit@01572951089f": "4.3.6" });
    expect(latest.featureFlags.khepri_db).toBe("enabled");
  });

  it("list_feature_flags: the khepri_db state before and after the switch", () => {
    expect(parseFeatureFlags(fixture("4.0.5/list_feature_flags.mnesia.json")).khepri_db).toBe("disabled");
    expect(parseFeatureFlags(fixture("4.0.5/list_feature_flags.khepri.json")).khepri_db).toBe("enabled");
    expect(parseFeatureFlags(fixture("3.10.8/list_feature_flags.json")).khepri_db).toBeUndefined();
  });

  it("metadata_store_status: mnesia by name, khepri by its Raft members", () => {
    expect(parseMetadataStoreStatus(fixture("4.0.5/metadata_store_status.mnesia.json"))).toEqual({
      store: "mnesia",
    });
    expect(parseMetadataStoreStatus(fixture("4.0.5/metadata_store_status.3n.khepri.json"))).toEqual({
      store: "khepri",
      members: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
      leader: "rabbit@node-0",
    });
    expect(parseMetadataStoreStatus(fixture("4.3.6/metadata_store_status.json"))).toEqual({
      store: "khepri",
      members: ["rabbit@01572951089f"],
      leader: "rabbit@01572951089f",
    });
    expect(() => parseMetadataStoreStatus(fixture("3.10.8/metadata_store_status.refused.txt"))).toThrow(
      /no JSON list/,
    );
  });
});

const answer = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/management-api/${path}`, import.meta.url), "utf8"));
const queue = (path: string) => queueFrom(QueueAnswerSchema.parse(answer(path)));

describe("management API answers, recorded", () => {
  it("cluster status: members from /api/nodes, each node's version from its own /api/overview", () => {
    const status = clusterStatusFrom(
      NodesAnswerSchema.parse(answer("3.10.8/nodes.3n.json")),
      [OverviewAnswerSchema.parse(answer("3.10.8/overview.3n.json"))],
      FeatureFlagsAnswerSchema.parse(answer("3.10.8/feature-flags.json")),
    );
    const facts = clusterFacts(status);
    expect(facts.runningNodes).toEqual(["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"]);
    expect(facts.versions).toEqual({ "rabbit@node-0": "3.10.8" });
    expect(facts.featureFlags.quorum_queue).toBe("enabled");
    expect(facts.featureFlags.khepri_db).toBeUndefined();
    expect(status.versions?.["rabbit@node-0"]?.erlang_version).toMatch(/^\d+/);

    const four = clusterFacts(
      clusterStatusFrom(
        NodesAnswerSchema.parse(answer("4.0.5/nodes.3n.json")).map((node, i) => ({
          ...node,
          running: i !== 2,
        })),
        [OverviewAnswerSchema.parse(answer("4.0.5/overview.3n.json"))],
        FeatureFlagsAnswerSchema.parse(answer("4.0.5/feature-flags.json")),
      ),
    );
    // A member that is not running is not counted as one.
    expect(four.runningNodes).toHaveLength(2);
    expect(four.featureFlags.khepri_db).toBe("disabled");
  });

  it("queues: type, node, quorum and stream members and leader; 3.10.8 mirrors", () => {
    expect(queue("4.0.5/queue-quorum.3n.json").row).toEqual({
      name: "perf-gate-probe-quorum",
      type: "quorum",
      policy: undefined,
      members: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
      leader: "rabbit@node-0",
      online: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
    });
    expect(queue("3.10.8/queue-classic.3n.json")).toEqual({
      row: {
        name: "perf-gate-probe-classic",
        type: "classic",
        policy: "perf-gate-mirror",
        members: [],
        leader: null,
        online: [],
      },
      pids: { node: "rabbit@node-0", mirrors: ["rabbit@node-2"], synchronisedMirrors: ["rabbit@node-2"] },
      onlineReported: false,
    });
    // Quorum queues name their running members on both versions; a classic queue has none to name.
    expect(queue("3.10.8/queue-quorum.3n.json").onlineReported).toBe(true);
    expect(queue("4.0.5/queue-quorum.3n.json").onlineReported).toBe(true);
    expect(queue("3.10.8/queue-other-classic.3n.json")).toMatchObject({
      row: { type: "classic", policy: null },
      pids: { node: "rabbit@node-0", mirrors: [], synchronisedMirrors: [] },
    });
  });

  it("quorum status: each member's Raft state, a stopped member not running", () => {
    for (const version of ["4.0.5", "4.3.6"]) {
      const status = QuorumStatusAnswerSchema.parse(answer(`${version}/quorum-status.member-stopped.json`));
      expect(membersFromStatus(status), version).toEqual({
        members: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
        online: ["rabbit@node-0", "rabbit@node-2"],
      });
    }
    expect(() => QuorumStatusAnswerSchema.parse([{ "Node Name": "rabbit@a" }])).toThrow(/Raft State/);
  });

  it("a queue answered before its statistics has no policy reported, not 'none'", () => {
    expect(queue("3.10.8/queue-classic.fresh.json").row.policy).toBeUndefined();
    expect(queue("4.0.5/queue-classic.fresh.json").row.policy).toBeUndefined();
    expect(queue("4.0.5/queue-other-classic.3n.json").row.policy).toBeNull();
  });

  it("refuses an answer of the wrong shape, naming the field", () => {
    expect(() => QueueAnswerSchema.parse({ name: "q", members: "rabbit@a" })).toThrow(/members/);
    expect(NodesAnswerSchema.safeParse([{ name: "", running: true }]).success).toBe(false);
  });
});

describe("what a queue is", () => {
  const mirrored = queue("3.10.8/queue-classic.3n.json");
  const plain = queue("3.10.8/queue-other-classic.3n.json");

  it("a classic queue is mirrored only when the broker lists synchronised mirrors", () => {
    expect(queueKind(mirrored.row, mirrored.pids)).toBe("classic-mirrored");
    expect(queueKind(plain.row, plain.pids)).toBe("classic");
    // Mirrors that are not in sync do not make a mirrored queue.
    expect(
      queueKind(mirrored.row, { node: "rabbit@node-0", mirrors: ["rabbit@node-1"], synchronisedMirrors: [] }),
    ).toBe("classic");
    // No mirror information at all (4.x): classic.
    expect(queueKind(plain.row, undefined)).toBe("classic");
  });

  it("describes a 4.x classic queue by its node, without mirrors", () => {
    const classic = queue("4.0.5/queue-other-classic.3n.json");
    expect(describeQueue(classic.row, classic.pids, rules("4.0.5"))).toEqual({
      name: "other-classic",
      probe: true,
      type: "classic",
      kind: "classic",
      policy: null,
      node: "rabbit@node-0",
    });
  });

  it("describes a mirrored queue with its mirrors and a quorum queue with members and leader", () => {
    expect(describeQueue(mirrored.row, mirrored.pids, rules("3.10.8"))).toEqual({
      name: "perf-gate-probe-classic",
      probe: true,
      type: "classic",
      kind: "classic-mirrored",
      policy: "perf-gate-mirror",
      node: "rabbit@node-0",
      mirrors: ["rabbit@node-2"],
      synchronisedMirrors: ["rabbit@node-2"],
    });
    const quorum = queue("3.10.8/queue-quorum.3n.json");
    // 3.10.8 answers a quorum queue without statistics (so without its policy) for a while.
    expect(describeQueue(quorum.row, quorum.pids, rules("3.10.8"))).toEqual({
      name: "perf-gate-probe-quorum",
      probe: true,
      type: "quorum",
      kind: "quorum",
      members: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
      leader: "rabbit@node-0",
      online: ["rabbit@node-0", "rabbit@node-1", "rabbit@node-2"],
    });
  });
});

describe("decideMetadataStore", () => {
  it("uses metadata_store_status and the khepri_db flag where the version has them", () => {
    const mnesia = decideMetadataStore(rules("4.0.5"), {
      status: parseMetadataStoreStatus(fixture("4.0.5/metadata_store_status.mnesia.json")),
      khepriFlag: "disabled",
    });
    expect(mnesia).toEqual({
      store: "mnesia",
      evidence: ["metadata_store_status: mnesia", "khepri_db feature flag: disabled"],
      conflicts: [],
    });
    const khepri = decideMetadataStore(rules("4.0.5"), {
      status: parseMetadataStoreStatus(fixture("4.0.5/metadata_store_status.3n.khepri.json")),
      khepriFlag: "enabled",
    });
    expect(khepri.store).toBe("khepri");
    expect(khepri.evidence[0]).toBe(
      "metadata_store_status: khepri, Raft members rabbit@node-0, rabbit@node-1, rabbit@node-2, leader rabbit@node-0",
    );
  });

  it("says Mnesia by version before 3.13, and by the flag on 3.13", () => {
    expect(decideMetadataStore(rules("3.10.8"), {})).toEqual({
      store: "mnesia",
      evidence: ["RabbitMQ 3.9 to 3.12 has mnesia only"],
      conflicts: [],
    });
    expect(decideMetadataStore(rules("3.13.7"), { khepriFlag: "enabled" }).store).toBe("khepri");
  });

  it("reports sources that contradict each other, and a broker that does not say", () => {
    expect(
      decideMetadataStore(rules("4.0.5"), { status: { store: "mnesia" }, khepriFlag: "enabled" }).conflicts,
    ).toEqual(["metadata_store_status says mnesia but the khepri_db feature flag says khepri"]);
    expect(decideMetadataStore(rules("3.13.7"), {}).conflicts).toEqual([
      "the broker did not say which metadata store it runs",
    ]);
  });
});

describe("disagreements with the spec", () => {
  const base: Verification = {
    serverVersion: "4.0.5",
    metadataStore: "khepri",
    metadataStoreEvidence: ["metadata_store_status: khepri", "khepri_db feature flag: enabled"],
    members: ["rabbit@a", "rabbit@b", "rabbit@c"],
    queues: [
      {
        name: "perf-gate-verify-1",
        probe: true,
        type: "quorum",
        kind: "quorum",
        policy: null,
        members: ["rabbit@a", "rabbit@b", "rabbit@c"],
        leader: "rabbit@a",
        online: ["rabbit@a", "rabbit@b", "rabbit@c"],
      },
    ],
    expected: { metadataStore: "khepri", nodes: 3, queueType: "quorum", serverVersion: "4.0.5" },
  };
  const versions = { "rabbit@a": "4.0.5", "rabbit@b": "4.0.5", "rabbit@c": "4.0.5" };

  it("none when the broker is what the spec says", () => {
    expect(disagreements(base, versions)).toEqual([]);
  });

  it("names a wrong store, a missing member, a short quorum queue, a wrong version", () => {
    const wrong: Verification = {
      ...base,
      serverVersion: "4.0.4",
      metadataStore: "mnesia",
      metadataStoreEvidence: ["khepri_db feature flag: disabled"],
      members: ["rabbit@a", "rabbit@b"],
      queues: [{ ...base.queues[0]!, members: ["rabbit@a", "rabbit@b"], online: ["rabbit@a"] }],
    };
    expect(disagreements(wrong, { "rabbit@a": "4.0.4", "rabbit@b": "4.0.5" })).toEqual([
      'nodes run different versions ({"rabbit@a":"4.0.4","rabbit@b":"4.0.5"})',
      "server version is 4.0.4, the image tag says 4.0.5",
      "metadata store is mnesia (khepri_db feature flag: disabled), spec wants khepri",
      "2 running cluster member(s) (rabbit@a, rabbit@b), spec wants 3",
      "queue perf-gate-verify-1 has 2 member(s) (rabbit@a, rabbit@b), expected 3",
      "queue perf-gate-verify-1 has members offline: rabbit@b",
    ]);
  });

  it("fails a classic-mirrored target whose queue is a plain classic queue", () => {
    const notMirrored: Verification = {
      ...base,
      serverVersion: "3.10.8",
      metadataStore: "mnesia",
      queues: [
        {
          name: "perf-gate-verify-2",
          probe: true,
          type: "classic",
          kind: "classic",
          policy: null,
          node: "rabbit@a",
          mirrors: [],
          synchronisedMirrors: [],
        },
      ],
      expected: { metadataStore: "mnesia", nodes: 3, queueType: "classic-mirrored", serverVersion: "3.10.8" },
    };
    expect(disagreements(notMirrored, { "rabbit@a": "3.10.8" })).toEqual([
      "queue perf-gate-verify-2 is classic (0 synchronised of 0 mirror(s), policy none), spec wants classic-mirrored",
    ]);
  });

  it("accepts a series tag (4.3) for any patch of it", () => {
    const series: Verification = {
      ...base,
      serverVersion: "4.3.6",
      expected: { ...base.expected, serverVersion: "4.3" },
    };
    expect(disagreements(series, { "rabbit@a": "4.3.6" })).toEqual([]);
  });
});
