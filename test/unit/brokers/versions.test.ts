import { describe, expect, it } from "vitest";
import {
  VERSION_RULES,
  cellProblems,
  expectedQuorumMembers,
  parseVersion,
  rulesFor,
  versionFromImage,
  type BrokerVersion,
} from "../../../src/brokers/versions.js";

const v = (text: string): BrokerVersion => parseVersion(text)!;

describe("parseVersion / versionFromImage", () => {
  it("reads versions with or without patch and suffix", () => {
    expect(parseVersion("4.0.5")).toEqual({ major: 4, minor: 0, patch: 5, text: "4.0.5" });
    expect(parseVersion("4.3")).toEqual({ major: 4, minor: 3, text: "4.3" });
    expect(parseVersion("4.1.0-beta.3")).toMatchObject({ major: 4, minor: 1, patch: 0, text: "4.1.0" });
    expect(parseVersion("latest")).toBeUndefined();
  });

  it("takes the version from the image tag, ignoring registry port and digest", () => {
    expect(versionFromImage("rabbitmq:4.0.5-management")?.text).toBe("4.0.5");
    expect(versionFromImage("rabbitmq:3.10.8")?.text).toBe("3.10.8");
    expect(versionFromImage("rabbitmq:4.3-management")?.text).toBe("4.3");
    expect(versionFromImage("registry.local:5000/team/rabbitmq:3.13.7-alpine")?.text).toBe("3.13.7");
    expect(versionFromImage(`rabbitmq:4.0.5@sha256:${"a".repeat(64)}`)?.text).toBe("4.0.5");
  });

  it("names no version for tags that are not one: the rules are then checked after start", () => {
    for (const image of ["rabbitmq:latest", "rabbitmq:management", "rabbitmq:3-management", "rabbitmq"]) {
      expect(versionFromImage(image), image).toBeUndefined();
    }
  });
});

describe("the version rules table", () => {
  it("is ordered and every store switch is possible on its row", () => {
    for (const [index, rules] of VERSION_RULES.entries()) {
      const previous = VERSION_RULES[index - 1];
      if (previous) {
        const [a, b] = [previous.from, rules.from];
        expect(b[0] - a[0] || b[1] - a[1] || b[2] - a[2], rules.series).toBeGreaterThan(0);
      }
      expect(rules.metadataStores).toContain(rules.defaultMetadataStore);
      if (rules.storeSwitch) {
        expect(rules.metadataStores).toContain(rules.storeSwitch.store);
        expect(rules.storeSwitch.store).not.toBe(rules.defaultMetadataStore);
        expect(rules.storeSwitch.rabbitmqctl ?? rules.storeSwitch.firstBootEnvironment).toBeDefined();
      }
      if (rules.haMirroring) expect(rules.metadataStores).toContain("mnesia");
    }
  });

  it("never sets RABBITMQ_FEATURE_FLAGS where it is a complete list (it would leave other flags off)", () => {
    for (const rules of VERSION_RULES) {
      if (rules.storeSwitch?.firstBootEnvironment?.RABBITMQ_FEATURE_FLAGS !== undefined) {
        expect(rules.featureFlagsEnvironment, rules.series).toBe("relative");
      }
    }
    expect(rulesFor(v("3.13.7")).featureFlagsEnvironment).toBe("complete-list");
    expect(rulesFor(v("4.0.5")).featureFlagsEnvironment).toBe("complete-list");
    expect(rulesFor(v("4.1.0")).featureFlagsEnvironment).toBe("relative");
  });

  it("says per version which stores exist and how to reach the other one", () => {
    expect(rulesFor(v("3.10.8"))).toMatchObject({ metadataStores: ["mnesia"], khepriFeatureFlag: false });
    expect(rulesFor(v("3.13.0")).storeSwitch?.rabbitmqctl).toEqual(["enable_feature_flag", "khepri_db"]);
    expect(rulesFor(v("3.13.7")).storeSwitch?.rabbitmqctl).toEqual([
      "enable_feature_flag",
      "--experimental",
      "khepri_db",
    ]);
    expect(rulesFor(v("4.0.5"))).toMatchObject({
      defaultMetadataStore: "mnesia",
      storeSwitch: { store: "khepri", rabbitmqctl: ["enable_feature_flag", "--opt-in", "khepri_db"] },
      metadataStoreStatus: true,
      haMirroring: false,
    });
    expect(rulesFor(v("4.1.2")).storeSwitch?.firstBootEnvironment).toEqual({
      RABBITMQ_FEATURE_FLAGS: "+khepri_db",
    });
    expect(rulesFor(v("4.2.1"))).toMatchObject({
      defaultMetadataStore: "khepri",
      storeSwitch: { store: "mnesia", firstBootEnvironment: { RABBITMQ_FEATURE_FLAGS: "-khepri_db" } },
    });
    expect(rulesFor(v("4.3.6"))).toMatchObject({
      metadataStores: ["khepri"],
      defaultMetadataStore: "khepri",
    });
    expect(rulesFor(v("4.3.6")).storeSwitch).toBeUndefined();
    expect(rulesFor(v("5.0.0")).series).toBe("4.3 and later");
  });

  it("takes a series without patch at its first release", () => {
    expect(rulesFor(v("3.13")).series).toBe("3.13.0 to 3.13.6");
    expect(rulesFor(v("4.3")).series).toBe("4.3 and later");
  });

  it("gives quorum queues at most three members", () => {
    expect(expectedQuorumMembers(1)).toBe(1);
    expect(expectedQuorumMembers(3)).toBe(3);
    expect(expectedQuorumMembers(5)).toBe(3);
  });
});

describe("cellProblems", () => {
  const cell = (
    version: string | undefined,
    metadataStore: "mnesia" | "khepri" | undefined,
    queueType: "classic" | "classic-mirrored" | "quorum" | "stream",
    nodes: number,
  ) =>
    cellProblems({
      version: version === undefined ? undefined : v(version),
      metadataStore,
      queueType,
      nodes,
    });

  it("refuses stream queues before 3.9, with the reason", () => {
    expect(cell("3.9.0", "mnesia", "stream", 1)).toEqual([]);
    expect(cell("3.10.8", undefined, "stream", 3)).toEqual([]);
    expect(cell("4.0.5", "khepri", "stream", 1)).toEqual([]);
    expect(cell("3.8.34", undefined, "stream", 1)).toEqual([
      {
        field: "queueType",
        reason: "queue type 'stream' needs RabbitMQ 3.9 or later; 3.8.34 has no stream queues",
      },
    ]);
  });

  it("accepts the cells that exist", () => {
    expect(cell("3.10.8", "mnesia", "classic", 1)).toEqual([]);
    expect(cell("3.10.8", "mnesia", "classic-mirrored", 3)).toEqual([]);
    expect(cell("3.10.8", undefined, "classic-mirrored", 3)).toEqual([]);
    expect(cell("3.13.7", "khepri", "quorum", 3)).toEqual([]);
    expect(cell("4.0.5", "mnesia", "quorum", 3)).toEqual([]);
    expect(cell("4.0.5", "khepri", "quorum", 3)).toEqual([]);
    expect(cell("4.2.0", "mnesia", "classic", 1)).toEqual([]);
    expect(cell("4.3.6", "khepri", "quorum", 1)).toEqual([]);
    expect(cell(undefined, undefined, "classic-mirrored", 3)).toEqual([]);
  });

  it("names the field and the reason of each impossible cell", () => {
    expect(cell("3.10.8", "khepri", "classic", 1)).toEqual([
      {
        field: "metadataStore",
        reason: "metadata store 'khepri' needs RabbitMQ 3.13 or later; 3.10.8 has mnesia only",
      },
    ]);
    expect(cell("4.3.6", "mnesia", "quorum", 1)).toEqual([
      {
        field: "metadataStore",
        reason:
          "metadata store 'mnesia' is gone from RabbitMQ 4.3.6 (4.3 and later: khepri only); the last with it: 4.2.x",
      },
    ]);
    expect(cell("4.0.5", "mnesia", "classic-mirrored", 3)).toEqual([
      {
        field: "queueType",
        reason:
          "queue type 'classic-mirrored' needs RabbitMQ 3.x: 4.0.5 has no classic queue mirroring (ha-mode policies are rejected); use 'quorum'",
      },
    ]);
    expect(cell("3.13.7", "khepri", "classic-mirrored", 3)).toEqual([
      {
        field: "metadataStore",
        reason:
          "queue type 'classic-mirrored' needs metadata store 'mnesia': classic queue mirroring does not work with Khepri",
      },
    ]);
    expect(cell("3.10.8", "mnesia", "classic-mirrored", 1)).toEqual([
      {
        field: "nodes",
        reason:
          "queue type 'classic-mirrored' needs a cluster (nodes: 3): a single node has nowhere to mirror to",
      },
    ]);
    expect(cell("3.7.28", "mnesia", "quorum", 3)).toEqual([
      { field: "queueType", reason: "queue type 'quorum' needs RabbitMQ 3.8 or later; 3.7.28 has none" },
    ]);
  });

  it("lists every reason when several apply, the version's default store included", () => {
    expect(cell("4.2.0", undefined, "classic-mirrored", 1).map((p) => p.field)).toEqual([
      "queueType",
      "metadataStore",
      "nodes",
    ]);
  });

  it("checks only the version-free rules when the tag names no version", () => {
    expect(cell(undefined, "khepri", "classic-mirrored", 1).map((p) => p.field)).toEqual([
      "metadataStore",
      "nodes",
    ]);
    expect(cell(undefined, "mnesia", "quorum", 1)).toEqual([]);
  });
});
