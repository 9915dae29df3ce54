import type { MetadataStore, Protocol, QueueType } from "../model/config.js";

/**
 * The one table of what each RabbitMQ version can do for the gate: metadata stores, how to get
 * the non-default one, what the broker can tell about itself, and classic queue mirroring.
 * Everything else (config validation, topology at start, verification) asks this table; a new
 * release is a new row, not new conditions elsewhere.
 *
 * Sources: RabbitMQ release notes and the Khepri guides, and the bench images (3.10.8, 4.0.5,
 * 4.3.6) measured on the gate's own machines (test/fixtures/rabbitmqctl/).
 */

export interface BrokerVersion {
  major: number;
  minor: number;
  /** Absent when only the series is known (an image tag such as `4.3`). */
  patch?: number;
  /** As written, e.g. "4.0.5" or "4.3". */
  text: string;
}

/** How a cluster gets the store that is not its version's default. */
export interface StoreSwitch {
  store: MetadataStore;
  /**
   * rabbitmqctl arguments run once on one node after the cluster has formed. On an empty cluster
   * the switch is immediate. Preferred when present: it runs after clustering, on every version alike.
   */
  rabbitmqctl?: readonly string[];
  /** Environment every node needs at its first boot; the only way where there is no command. */
  firstBootEnvironment?: Readonly<Record<string, string>>;
}

export interface VersionRules {
  /** The versions a row covers, for messages: "4.0.x", "3.13.0 to 3.13.6". */
  series: string;
  /** First version of the row (inclusive); the row ends where the next begins. */
  from: readonly [number, number, number];
  metadataStores: readonly MetadataStore[];
  defaultMetadataStore: MetadataStore;
  /** Absent when the version has one store, or only its default is reachable. */
  storeSwitch?: StoreSwitch;
  /** The `khepri_db` feature flag exists (enabled means Khepri is the store). */
  khepriFeatureFlag: boolean;
  /**
   * `rabbitmq-diagnostics metadata_store_status` says which store runs: `[{"Metadata Store":"mnesia"}]`
   * or the Khepri Raft members. Measured on 4.0.5 and 4.3.6; 3.13 is left to the feature flag.
   */
  metadataStoreStatus: boolean;
  /** Classic queue mirroring through `ha-mode` policies (removed in 4.0, Mnesia only). */
  haMirroring: boolean;
  quorumQueues: boolean;
  /** Stream queues (`x-queue-type: stream`), from 3.9 on. */
  streams: boolean;
  /**
   * How RABBITMQ_FEATURE_FLAGS is read at first boot. "complete-list": the exact set of flags to
   * enable, so naming one flag leaves every other flag off (3.13, 4.0); "relative": `+flag`/`-flag`
   * change the defaults (4.1 and later). The gate only sets it where it is relative.
   */
  featureFlagsEnvironment: "complete-list" | "relative";
  /**
   * How the broker speaks AMQP 1.0: "core" from 4.0 on (no plugin; v2 addresses `/queues/<name>`;
   * receivers read streams from an offset), "plugin" before (the `rabbitmq_amqp1_0` plugin; v1
   * addresses `/amq/queue/<name>`; a 3.10.8 receiver with a stream offset filter got nothing).
   */
  amqp10: "core" | "plugin";
}

const KHEPRI_OPT_IN = ["enable_feature_flag", "--opt-in", "khepri_db"] as const;

/** Ordered by `from`. */
export const VERSION_RULES: readonly VersionRules[] = [
  {
    series: "before 3.8",
    from: [0, 0, 0],
    metadataStores: ["mnesia"],
    defaultMetadataStore: "mnesia",
    khepriFeatureFlag: false,
    metadataStoreStatus: false,
    haMirroring: true,
    quorumQueues: false,
    streams: false,
    amqp10: "plugin",
    featureFlagsEnvironment: "complete-list",
  },
  {
    series: "3.8.x",
    from: [3, 8, 0],
    metadataStores: ["mnesia"],
    defaultMetadataStore: "mnesia",
    khepriFeatureFlag: false,
    metadataStoreStatus: false,
    haMirroring: true,
    quorumQueues: true,
    streams: false,
    amqp10: "plugin",
    featureFlagsEnvironment: "complete-list",
  },
  {
    series: "3.9 to 3.12",
    from: [3, 9, 0],
    metadataStores: ["mnesia"],
    defaultMetadataStore: "mnesia",
    khepriFeatureFlag: false,
    metadataStoreStatus: false,
    haMirroring: true,
    quorumQueues: true,
    streams: true,
    amqp10: "plugin",
    featureFlagsEnvironment: "complete-list",
  },
  {
    // Khepri is experimental in 3.13 and mirroring does not work with it.
    series: "3.13.0 to 3.13.6",
    from: [3, 13, 0],
    metadataStores: ["mnesia", "khepri"],
    defaultMetadataStore: "mnesia",
    storeSwitch: { store: "khepri", rabbitmqctl: ["enable_feature_flag", "khepri_db"] },
    khepriFeatureFlag: true,
    metadataStoreStatus: false,
    haMirroring: true,
    quorumQueues: true,
    streams: true,
    amqp10: "plugin",
    featureFlagsEnvironment: "complete-list",
  },
  {
    series: "3.13.7 and later 3.13",
    from: [3, 13, 7],
    metadataStores: ["mnesia", "khepri"],
    defaultMetadataStore: "mnesia",
    storeSwitch: { store: "khepri", rabbitmqctl: ["enable_feature_flag", "--experimental", "khepri_db"] },
    khepriFeatureFlag: true,
    metadataStoreStatus: false,
    haMirroring: true,
    quorumQueues: true,
    streams: true,
    amqp10: "plugin",
    featureFlagsEnvironment: "complete-list",
  },
  {
    // A plain `enable_feature_flag khepri_db` is refused: the flag is opt-in.
    series: "4.0.x",
    from: [4, 0, 0],
    metadataStores: ["mnesia", "khepri"],
    defaultMetadataStore: "mnesia",
    storeSwitch: { store: "khepri", rabbitmqctl: KHEPRI_OPT_IN },
    khepriFeatureFlag: true,
    metadataStoreStatus: true,
    haMirroring: false,
    quorumQueues: true,
    streams: true,
    amqp10: "core",
    featureFlagsEnvironment: "complete-list",
  },
  {
    series: "4.1.x",
    from: [4, 1, 0],
    metadataStores: ["mnesia", "khepri"],
    defaultMetadataStore: "mnesia",
    storeSwitch: {
      store: "khepri",
      rabbitmqctl: KHEPRI_OPT_IN,
      firstBootEnvironment: { RABBITMQ_FEATURE_FLAGS: "+khepri_db" },
    },
    khepriFeatureFlag: true,
    metadataStoreStatus: true,
    haMirroring: false,
    quorumQueues: true,
    streams: true,
    amqp10: "core",
    featureFlagsEnvironment: "relative",
  },
  {
    // Khepri by default; Mnesia only when every node starts without it.
    series: "4.2.x",
    from: [4, 2, 0],
    metadataStores: ["mnesia", "khepri"],
    defaultMetadataStore: "khepri",
    storeSwitch: { store: "mnesia", firstBootEnvironment: { RABBITMQ_FEATURE_FLAGS: "-khepri_db" } },
    khepriFeatureFlag: true,
    metadataStoreStatus: true,
    haMirroring: false,
    quorumQueues: true,
    streams: true,
    amqp10: "core",
    featureFlagsEnvironment: "relative",
  },
  {
    // Khepri only: `-khepri_db` at boot is ignored (measured on 4.3.6), the flag is required.
    series: "4.3 and later",
    from: [4, 3, 0],
    metadataStores: ["khepri"],
    defaultMetadataStore: "khepri",
    khepriFeatureFlag: true,
    metadataStoreStatus: true,
    haMirroring: false,
    quorumQueues: true,
    streams: true,
    amqp10: "core",
    featureFlagsEnvironment: "relative",
  },
];

const VERSION = /^(\d+)\.(\d+)(?:\.(\d+))?(?:[-+][0-9A-Za-z.+-]*)?$/;

/** "4.0.5", "4.3", "4.1.0-beta.3", "3.13.7-management" → the version; anything else → undefined. */
export function parseVersion(text: string): BrokerVersion | undefined {
  const match = VERSION.exec(text.trim());
  if (!match) return undefined;
  const [, major, minor, patch] = match;
  return {
    major: Number(major),
    minor: Number(minor),
    ...(patch !== undefined && { patch: Number(patch) }),
    text: patch === undefined ? `${major}.${minor}` : `${major}.${minor}.${patch}`,
  };
}

/**
 * The version an image tag names: `rabbitmq:4.0.5-management` → 4.0.5, `rabbitmq:4.3` → 4.3.
 * Tags that name no version (`latest`, `management`, `3-management`) → undefined: the rules are
 * then checked after start, against the version the server reports.
 */
export function versionFromImage(image: string): BrokerVersion | undefined {
  const reference = image.split("@")[0]!;
  const tag = /:([^:/]+)$/.exec(reference)?.[1];
  return tag === undefined ? undefined : parseVersion(tag);
}

function compare(a: readonly [number, number, number], b: readonly [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * The rules of a version. A series without a patch (4.3) takes the rules of its first patch
 * release: every property but the 3.13 Khepri command is the same across a series, and commands
 * are chosen after start from the version the server reports.
 */
export function rulesFor(version: BrokerVersion): VersionRules {
  const key = [version.major, version.minor, version.patch ?? 0] as const;
  let found = VERSION_RULES[0]!;
  for (const rules of VERSION_RULES) if (compare(rules.from, key) <= 0) found = rules;
  return found;
}

/** The store a target runs: the one it asks for, else its version's default. */
export function effectiveMetadataStore(
  requested: MetadataStore | undefined,
  rules: VersionRules,
): MetadataStore {
  return requested ?? rules.defaultMetadataStore;
}

/** One point of the matrix, as far as the rules are concerned. */
export interface Cell {
  /** Undefined when the image tag names no version: only version-free rules are checked. */
  version: BrokerVersion | undefined;
  metadataStore: MetadataStore | undefined;
  queueType: QueueType;
  nodes: number;
  /** Omitted: AMQP 0.9.1, which every version speaks. */
  protocol?: Protocol | undefined;
}

/** Why a cell cannot exist, and the target field the user would change. */
export interface CellProblem {
  field: "metadataStore" | "queueType" | "nodes" | "protocol";
  reason: string;
}

/**
 * Every reason a cell cannot exist, most fundamental first; empty when it can. With an unknown
 * version only the version-free rules apply (mirroring needs several nodes and Mnesia).
 */
export function cellProblems(cell: Cell): CellProblem[] {
  const problems: CellProblem[] = [];
  const rules = cell.version && rulesFor(cell.version);
  const version = cell.version?.text;
  if (rules && cell.metadataStore && !rules.metadataStores.includes(cell.metadataStore)) {
    problems.push({
      field: "metadataStore",
      reason: missingStoreReason(cell.metadataStore, rules, version!),
    });
  }
  if (cell.queueType === "classic-mirrored") {
    if (rules && !rules.haMirroring) {
      problems.push({
        field: "queueType",
        reason: `queue type 'classic-mirrored' needs RabbitMQ 3.x: ${version} has no classic queue mirroring (ha-mode policies are rejected); use 'quorum'`,
      });
    }
    const store = rules ? effectiveMetadataStore(cell.metadataStore, rules) : cell.metadataStore;
    if (store === "khepri") {
      problems.push({
        field: "metadataStore",
        reason:
          "queue type 'classic-mirrored' needs metadata store 'mnesia': classic queue mirroring does not work with Khepri",
      });
    }
    if (cell.nodes < 2) {
      problems.push({
        field: "nodes",
        reason: `queue type 'classic-mirrored' needs a cluster (nodes: 3): a single node has nowhere to mirror to`,
      });
    }
  }
  if (cell.queueType === "quorum" && rules && !rules.quorumQueues) {
    problems.push({
      field: "queueType",
      reason: `queue type 'quorum' needs RabbitMQ 3.8 or later; ${version} has none`,
    });
  }
  if (cell.queueType === "stream" && rules && !rules.streams) {
    problems.push({
      field: "queueType",
      reason: `queue type 'stream' needs RabbitMQ 3.9 or later; ${version} has no stream queues`,
    });
  }
  if (cell.protocol === "amqp10" && cell.queueType === "stream" && rules && rules.amqp10 === "plugin") {
    problems.push({
      field: "protocol",
      reason: `protocol 'amqp10' on a stream needs RabbitMQ 4.0 or later: the gate reads streams over 4.x's native AMQP 1.0 only (through the 3.x plugin, a receiver on 3.10.8 got nothing from its offset)`,
    });
  }
  return problems;
}

/** Why a version lacks a store, with the versions that have it (taken from the table). */
function missingStoreReason(store: MetadataStore, rules: VersionRules, version: string): string {
  const having = VERSION_RULES.filter((r) => r.metadataStores.includes(store));
  const has = rules.metadataStores.join(", ");
  const first = having[0];
  const last = having.at(-1);
  if (first && compare(first.from, rules.from) > 0) {
    return `metadata store '${store}' needs RabbitMQ ${first.from[0]}.${first.from[1]} or later; ${version} has ${has} only`;
  }
  return `metadata store '${store}' is gone from RabbitMQ ${version} (${rules.series}: ${has} only); the last with it: ${last?.series ?? "none"}`;
}

/** Mirrors per classic mirrored queue besides its leader: the policy is `ha-mode: exactly, ha-params: 2`. */
export const MIRRORED_QUEUE_REPLICAS = 2;
/** Quorum queues get `quorum_cluster_size` (default 3) members, at most one per node. */
export const QUORUM_DEFAULT_GROUP_SIZE = 3;

export function expectedQuorumMembers(nodes: number): number {
  return Math.min(nodes, QUORUM_DEFAULT_GROUP_SIZE);
}
