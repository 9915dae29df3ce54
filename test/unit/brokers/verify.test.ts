import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  describeQueue,
  parseClusterStatus,
  parseFeatureFlags,
  parseMetadataStoreStatus,
  parseQueuePids,
  parseQueueRows,
  queueKind,
} from "../../../src/brokers/rabbitmqctl-output.js";
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

  it("list_queues JSON: types, policy, quorum members and leader; absent values are empty", () => {
    const rows = parseQueueRows(fixture("3.10.8/list_queues.3n.json"));
    expect(rows.find((r) => r.name === "perf-gate-probe-quorum")).toEqual({
      name: "perf-gate-probe-quorum",
      type: "quorum",
      policy: null,
      members: ["rabbit@node-0", "rabbit@node-2", "rabbit@node-1"],
      leader: "rabbit@node-0",
      online: ["rabbit@node-0", "rabbit@node-2", "rabbit@node-1"],
    });
    expect(rows.find((r) => r.name === "perf-gate-probe-mirrored")).toMatchObject({
      type: "classic",
      policy: "perf-gate-mirror",
      members: [],
      leader: null,
    });
    // 4.3.6 orders the keys differently; classic queues have a "member" and leader there.
    const latest = parseQueueRows(fixture("4.3.6/list_queues.1n.json"));
    expect(latest.find((r) => r.name === "perf-gate-probe-classic")).toEqual({
      name: "perf-gate-probe-classic",
      type: "classic",
      policy: null,
      members: ["rabbit@01572951089f"],
      leader: "rabbit@01572951089f",
      online: [],
    });
  });

  it("list_queues table: nodes of the queue process and of its (synchronised) mirrors", () => {
    const pids = parseQueuePids(fixture("3.10.8/list_queues-pids.3n.tsv"));
    expect(pids.get("perf-gate-probe-mirrored")).toEqual({
      node: "rabbit@node-0",
      mirrors: ["rabbit@node-1"],
      synchronisedMirrors: ["rabbit@node-1"],
    });
    expect(pids.get("other-classic")).toEqual({
      node: "rabbit@node-0",
      mirrors: [],
      synchronisedMirrors: [],
    });
  });

  it("reads node names with dots (long names) out of pids", () => {
    const pids = parseQueuePids(
      "q\t<rabbit@host.example.com.1795221178.1316.0>\t[<rabbit@b.example.com.1.2.0>, <rabbit@c.example.com.1.3.0>]\t[<rabbit@b.example.com.1.2.0>]\n",
    );
    expect(pids.get("q")).toEqual({
      node: "rabbit@host.example.com",
      mirrors: ["rabbit@b.example.com", "rabbit@c.example.com"],
      synchronisedMirrors: ["rabbit@b.example.com"],
    });
  });
});

describe("what a queue is", () => {
  const rows = parseQueueRows(fixture("3.10.8/list_queues.3n.json"));
  const pids = parseQueuePids(fixture("3.10.8/list_queues-pids.3n.tsv"));
  const row = (name: string) => rows.find((r) => r.name === name)!;

  it("a classic queue is mirrored only when the broker lists synchronised mirrors", () => {
    expect(queueKind(row("perf-gate-probe-mirrored"), pids.get("perf-gate-probe-mirrored"))).toBe(
      "classic-mirrored",
    );
    expect(queueKind(row("other-classic"), pids.get("other-classic"))).toBe("classic");
    // Mirrors that are not in sync do not make a mirrored queue.
    expect(
      queueKind(row("perf-gate-probe-mirrored"), {
        node: "rabbit@node-0",
        mirrors: ["rabbit@node-1"],
        synchronisedMirrors: [],
      }),
    ).toBe("classic");
    // No mirror information at all (4.x): classic.
    expect(queueKind(row("other-classic"), undefined)).toBe("classic");
  });

  it("never takes a 4.x classic queue's member list for mirrors", () => {
    const classic = parseQueueRows(fixture("4.0.5/list_queues.3n.json")).find(
      (r) => r.name === "perf-gate-probe-classic",
    )!;
    expect(classic.members).toEqual(["rabbit@node-0"]);
    expect(describeQueue(classic, undefined, rules("4.0.5"))).toEqual({
      name: "perf-gate-probe-classic",
      probe: true,
      type: "classic",
      kind: "classic",
      policy: null,
      node: "rabbit@node-0",
    });
  });

  it("describes a mirrored queue with its mirrors and a quorum queue with members and leader", () => {
    expect(
      describeQueue(row("perf-gate-probe-mirrored"), pids.get("perf-gate-probe-mirrored"), rules("3.10.8")),
    ).toEqual({
      name: "perf-gate-probe-mirrored",
      probe: true,
      type: "classic",
      kind: "classic-mirrored",
      policy: "perf-gate-mirror",
      node: "rabbit@node-0",
      mirrors: ["rabbit@node-1"],
      synchronisedMirrors: ["rabbit@node-1"],
    });
    expect(
      describeQueue(row("perf-gate-probe-quorum"), pids.get("perf-gate-probe-quorum"), rules("3.10.8")),
    ).toEqual({
      name: "perf-gate-probe-quorum",
      probe: true,
      type: "quorum",
      kind: "quorum",
      policy: null,
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
