import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { AdminSession, queueDurability, queueTypeArguments } from "../amqp/admin.js";
import type { MetadataStore, QueueType, TargetConfig } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import type { StartedBroker } from "./provider.js";
import {
  MIRRORED_QUEUE_REPLICAS,
  effectiveMetadataStore,
  expectedQuorumMembers,
  parseVersion,
  rulesFor,
  versionFromImage,
  type VersionRules,
} from "./versions.js";

/**
 * Asks the broker itself what it is (server version, metadata store, running members, and how a
 * queue declared like the scenarios' queues really turned out) and compares that with the
 * target's spec. The record goes into the results as `verification`; any disagreement fails the
 * target with a message listing them.
 *
 * Queue-level facts need a queue: verification declares a probe queue under the scenarios' name
 * prefix (so the mirroring policy applies to it) with the arguments the scenarios use, reads it
 * with rabbitmqctl, and deletes it. A queue counts as mirrored only when the broker lists
 * synchronised mirrors for it; a classic queue is never reported as mirrored otherwise.
 */

export interface VerifiedQueue {
  name: string;
  /** Declared by verification like the scenarios declare theirs, then deleted. */
  probe: true;
  /** The queue type the broker reports: classic, quorum, stream. */
  type: string;
  /** What the queue is, judged from the broker's answers: classic-mirrored only with synchronised mirrors. */
  kind: string;
  /** Effective policy name; null when none applies. */
  policy: string | null;
  /** Classic queues: the node the queue process runs on (where the version says). */
  node?: string;
  /** Classic queues on versions with mirroring: nodes of the mirrors, and of those in sync. */
  mirrors?: string[];
  synchronisedMirrors?: string[];
  /** Quorum queues: members, the leader, and the members online. */
  members?: string[];
  leader?: string;
  online?: string[];
}

export interface Verification {
  /** As the running nodes report it (cluster_status), not as the image tag says. */
  serverVersion: string;
  metadataStore: MetadataStore;
  /** Where `metadataStore` comes from: command outputs, or the version when it has one store. */
  metadataStoreEvidence: string[];
  /** Khepri's own Raft members and leader, where metadata_store_status lists them. */
  khepri?: { members: string[]; leader: string | null };
  /** Running cluster members. */
  members: string[];
  queues: VerifiedQueue[];
  /** What the spec asked for, with the version's defaults filled in. */
  expected: { metadataStore: MetadataStore; nodes: number; queueType: QueueType; serverVersion?: string };
}

// ---------------------------------------------------------------------------------------------
// Parsers: pure, tested against recorded output of the bench images (test/fixtures/rabbitmqctl).

/** The JSON document in rabbitmqctl output; warnings may surround it. */
export function extractJson(output: string, open: "[" | "{"): unknown {
  const close = open === "[" ? "]" : "}";
  const start = output.indexOf(open);
  const end = output.lastIndexOf(close);
  if (start < 0 || end < start)
    throw new Error(`no JSON ${open === "[" ? "list" : "object"} in: ${output.trim().slice(0, 200)}`);
  return JSON.parse(output.slice(start, end + 1)) as unknown;
}

export interface ClusterFacts {
  runningNodes: string[];
  /** rabbitmq_version per node. */
  versions: Record<string, string>;
  /** Feature flag states by name. */
  featureFlags: Record<string, string>;
}

/** `rabbitmqctl cluster_status --formatter json` (3.10 through 4.3). */
export function parseClusterStatus(output: string): ClusterFacts {
  const status = extractJson(output, "{") as {
    running_nodes?: string[];
    versions?: Record<string, { rabbitmq_version?: string }>;
    feature_flags?: { name: string; state: string }[];
  };
  return {
    runningNodes: [...(status.running_nodes ?? [])].sort(),
    versions: Object.fromEntries(
      Object.entries(status.versions ?? {}).map(([node, v]) => [node, v.rabbitmq_version ?? "unknown"]),
    ),
    featureFlags: parseFeatureFlags(status.feature_flags ?? []),
  };
}

/** `list_feature_flags name state --formatter json` output, or cluster_status's `feature_flags`. */
export function parseFeatureFlags(
  input: string | readonly { name: string; state: string }[],
): Record<string, string> {
  const flags =
    typeof input === "string" ? (extractJson(input, "[") as { name: string; state: string }[]) : input;
  return Object.fromEntries(flags.map((f) => [f.name, f.state]));
}

export type MetadataStoreStatus =
  { store: "mnesia" } | { store: "khepri"; members: string[]; leader: string | null };

/**
 * `rabbitmq-diagnostics metadata_store_status --formatter json`: `[{"Metadata Store":"mnesia"}]`
 * under Mnesia (4.0+), one row per Khepri Raft member (with "Raft State") under Khepri.
 */
export function parseMetadataStoreStatus(output: string): MetadataStoreStatus {
  const rows = extractJson(output, "[") as Record<string, unknown>[];
  const named = rows.find((row) => typeof row["Metadata Store"] === "string");
  if (named) {
    const store = String(named["Metadata Store"]).toLowerCase();
    if (store === "mnesia") return { store: "mnesia" };
    if (store === "khepri") return { store: "khepri", members: [], leader: null };
    throw new Error(`unknown metadata store '${store}'`);
  }
  const members = rows.filter((row) => typeof row["Raft State"] === "string");
  if (members.length === 0)
    throw new Error(`neither a store name nor Raft members in: ${output.trim().slice(0, 200)}`);
  return {
    store: "khepri",
    members: members.map((row) => String(row["Node Name"])).sort(),
    leader: members.find((row) => row["Raft State"] === "leader")?.["Node Name"]?.toString() ?? null,
  };
}

export interface QueueRow {
  name: string;
  type: string;
  policy: string | null;
  members: string[];
  leader: string | null;
  online: string[];
}

/** rabbitmqctl prints an absent list or value as "". */
function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** `list_queues name type policy members leader online --formatter json`; key order varies by version. */
export function parseQueueRows(output: string): QueueRow[] {
  const rows = extractJson(output, "[") as Record<string, unknown>[];
  return rows.map((row) => ({
    name: String(row.name),
    type: String(row.type ?? "classic"),
    policy: typeof row.policy === "string" && row.policy !== "" ? row.policy : null,
    members: list(row.members),
    leader: typeof row.leader === "string" && row.leader !== "" ? row.leader : null,
    online: list(row.online),
  }));
}

export interface QueuePids {
  node: string | null;
  mirrors: string[];
  synchronisedMirrors: string[];
}

/** Node of an Erlang pid as the table formatter prints it: `<rabbit@node-1.1795221178.1854.0>`. */
function pidNodes(text: string): string[] {
  return [...text.matchAll(/<([^<>\s,]+)\.\d+\.\d+\.\d+>/g)].map((m) => m[1]!);
}

/**
 * `list_queues --no-table-headers name pid slave_pids synchronised_slave_pids` (3.x; the JSON
 * formatter drops the node from pids, the table keeps it). Keyed by queue name.
 */
export function parseQueuePids(output: string): Map<string, QueuePids> {
  const result = new Map<string, QueuePids>();
  for (const line of output.split("\n")) {
    const columns = line.replace(/\r$/, "").split("\t");
    if (columns.length < 4) continue;
    const [name, pid, mirrors, synchronised] = columns as [string, string, string, string];
    result.set(name, {
      node: pidNodes(pid)[0] ?? null,
      mirrors: pidNodes(mirrors).sort(),
      synchronisedMirrors: pidNodes(synchronised).sort(),
    });
  }
  return result;
}

/** What a queue is, from the broker's answers only. */
export function queueKind(row: QueueRow, pids: QueuePids | undefined): string {
  if (row.type === "classic")
    return (pids?.synchronisedMirrors.length ?? 0) > 0 ? "classic-mirrored" : "classic";
  return row.type;
}

export function describeQueue(
  row: QueueRow,
  pids: QueuePids | undefined,
  rules: VersionRules,
): VerifiedQueue {
  const queue: VerifiedQueue = {
    name: row.name,
    probe: true,
    type: row.type,
    kind: queueKind(row, pids),
    policy: row.policy,
  };
  if (row.type === "classic") {
    const node = pids?.node ?? row.leader;
    if (node) queue.node = node;
    if (rules.haMirroring) {
      queue.mirrors = pids?.mirrors ?? [];
      queue.synchronisedMirrors = pids?.synchronisedMirrors ?? [];
    }
  } else {
    queue.members = [...row.members].sort();
    if (row.leader) queue.leader = row.leader;
    queue.online = [...row.online].sort();
  }
  return queue;
}

// ---------------------------------------------------------------------------------------------
// Judging: pure.

/** The metadata store from the answers the version has; disagreements between them are listed. */
export function decideMetadataStore(
  rules: VersionRules,
  evidence: { status?: MetadataStoreStatus | Error; khepriFlag?: string },
): { store: MetadataStore; evidence: string[]; conflicts: string[] } {
  const lines: string[] = [];
  const conflicts: string[] = [];
  let fromStatus: MetadataStore | undefined;
  let fromFlag: MetadataStore | undefined;
  if (rules.metadataStoreStatus && evidence.status !== undefined) {
    if (evidence.status instanceof Error) {
      lines.push(`metadata_store_status failed: ${evidence.status.message}`);
    } else {
      fromStatus = evidence.status.store;
      lines.push(
        evidence.status.store === "khepri" && evidence.status.members.length > 0
          ? `metadata_store_status: khepri, Raft members ${evidence.status.members.join(", ")}, leader ${evidence.status.leader ?? "none"}`
          : `metadata_store_status: ${evidence.status.store}`,
      );
    }
  }
  if (rules.khepriFeatureFlag) {
    if (evidence.khepriFlag === undefined) {
      lines.push("khepri_db feature flag: not listed");
    } else {
      fromFlag = evidence.khepriFlag === "enabled" ? "khepri" : "mnesia";
      lines.push(`khepri_db feature flag: ${evidence.khepriFlag}`);
    }
  } else {
    lines.push(`RabbitMQ ${rules.series} has mnesia only`);
  }
  if (fromStatus && fromFlag && fromStatus !== fromFlag) {
    conflicts.push(
      `metadata_store_status says ${fromStatus} but the khepri_db feature flag says ${fromFlag}`,
    );
  }
  const store = fromStatus ?? fromFlag ?? (rules.khepriFeatureFlag ? undefined : "mnesia");
  if (!store) {
    conflicts.push("the broker did not say which metadata store it runs");
    return { store: rules.defaultMetadataStore, evidence: lines, conflicts };
  }
  return { store, evidence: lines, conflicts };
}

/** Every way the verification disagrees with the spec, one phrase each; empty when it matches. */
export function disagreements(verification: Verification, serverVersions: Record<string, string>): string[] {
  const found: string[] = [];
  const { expected } = verification;
  const distinct = [...new Set(Object.values(serverVersions))];
  if (distinct.length > 1) found.push(`nodes run different versions (${JSON.stringify(serverVersions)})`);
  if (expected.serverVersion !== undefined) {
    const wanted = parseVersion(expected.serverVersion);
    const actual = parseVersion(verification.serverVersion);
    const same =
      wanted &&
      actual &&
      wanted.major === actual.major &&
      wanted.minor === actual.minor &&
      (wanted.patch === undefined || wanted.patch === actual.patch);
    if (!same) {
      found.push(
        `server version is ${verification.serverVersion}, the image tag says ${expected.serverVersion}`,
      );
    }
  }
  if (verification.metadataStore !== expected.metadataStore) {
    found.push(
      `metadata store is ${verification.metadataStore} (${verification.metadataStoreEvidence.join("; ")}), spec wants ${expected.metadataStore}`,
    );
  }
  if (verification.members.length !== expected.nodes) {
    found.push(
      `${verification.members.length} running cluster member(s) (${verification.members.join(", ") || "none"}), spec wants ${expected.nodes}`,
    );
  }
  for (const queue of verification.queues) found.push(...queueDisagreements(queue, expected));
  return found;
}

function queueDisagreements(queue: VerifiedQueue, expected: Verification["expected"]): string[] {
  const found: string[] = [];
  const label = `queue ${queue.name}`;
  if (queue.kind !== expected.queueType) {
    const detail =
      queue.type === "classic" && queue.mirrors !== undefined
        ? ` (${queue.synchronisedMirrors?.length ?? 0} synchronised of ${queue.mirrors.length} mirror(s), policy ${queue.policy ?? "none"})`
        : "";
    found.push(`${label} is ${queue.kind}${detail}, spec wants ${expected.queueType}`);
    return found;
  }
  if (expected.queueType === "classic-mirrored") {
    const wanted = Math.min(MIRRORED_QUEUE_REPLICAS, expected.nodes) - 1;
    if ((queue.synchronisedMirrors?.length ?? 0) !== wanted) {
      found.push(
        `${label} has ${queue.synchronisedMirrors?.length ?? 0} synchronised mirror(s) (${queue.synchronisedMirrors?.join(", ") ?? ""}), the policy asks for ${wanted}`,
      );
    }
  }
  if (expected.queueType === "quorum") {
    const wanted = expectedQuorumMembers(expected.nodes);
    const members = queue.members ?? [];
    if (members.length !== wanted) {
      found.push(`${label} has ${members.length} member(s) (${members.join(", ")}), expected ${wanted}`);
    }
    if (!queue.leader || !members.includes(queue.leader)) {
      found.push(`${label} has no leader among its members (leader: ${queue.leader ?? "none"})`);
    }
    const offline = members.filter((m) => !(queue.online ?? []).includes(m));
    if (offline.length > 0) found.push(`${label} has members offline: ${offline.join(", ")}`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Asking the broker.

const PROBE_TIMEOUT_MS = 15_000;
const SETTLE_TIMEOUT_MS = 20_000;
const SETTLE_POLL_MS = 1_000;

type Exec = NonNullable<StartedBroker["exec"]>;

async function run(exec: Exec, command: readonly string[]): Promise<string> {
  const result = await exec(0, command);
  if (result.exitCode !== 0) {
    throw new Error(`${command.join(" ")} exited ${result.exitCode}: ${result.output.trim().slice(0, 300)}`);
  }
  return result.output;
}

async function observeProbe(exec: Exec, name: string, rules: VersionRules): Promise<VerifiedQueue> {
  const rows = parseQueueRows(
    await run(exec, [
      "rabbitmqctl",
      "-q",
      "list_queues",
      "name",
      "type",
      "policy",
      "members",
      "leader",
      "online",
      "--formatter",
      "json",
    ]),
  );
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`probe queue ${name} is not listed by rabbitmqctl list_queues`);
  const pids = rules.haMirroring
    ? parseQueuePids(
        await run(exec, [
          "rabbitmqctl",
          "-q",
          "list_queues",
          "--no-table-headers",
          "name",
          "pid",
          "slave_pids",
          "synchronised_slave_pids",
        ]),
      ).get(name)
    : undefined;
  return describeQueue(row, pids, rules);
}

/**
 * Declares the probe, waits until it looks as the spec wants (mirrors sync, members come online)
 * or the time is up, and returns what the broker said last. The probe is always deleted.
 */
async function verifyProbeQueue(
  broker: StartedBroker,
  exec: Exec,
  queueType: QueueType,
  expected: Verification["expected"],
  rules: VersionRules,
): Promise<VerifiedQueue> {
  const name = `perf-gate-verify-${randomBytes(4).toString("hex")}`;
  await using admin = await AdminSession.open(
    broker.amqpUrls[0]!,
    "perf-gate verification",
    PROBE_TIMEOUT_MS,
  );
  await admin.declareQueue(
    name,
    { durable: queueDurability(queueType, false), arguments: queueTypeArguments(queueType) },
    "declare probe queue",
  );
  try {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const queue = await observeProbe(exec, name, rules);
      if (queueDisagreements(queue, expected).length === 0 || Date.now() >= deadline) return queue;
      await sleep(SETTLE_POLL_MS);
    }
  } finally {
    await admin.deleteQueues([name], "delete probe queue");
  }
}

/**
 * The verification of one started target: the record for the results, or a `BrokerError` naming
 * every disagreement with the spec. External brokers (no commands) are recorded, not judged.
 */
export async function verifyBroker(
  broker: StartedBroker,
  target: TargetConfig,
): Promise<Record<string, unknown>> {
  const exec = broker.exec?.bind(broker);
  if (!exec || target.provider !== "testcontainers") {
    return {
      serverVersion: broker.info.serverVersion,
      members: broker.info.nodes,
      notVerified:
        "external broker: the gate cannot run rabbitmqctl on it, so store and queues are not checked",
    };
  }
  try {
    const cluster = parseClusterStatus(
      await run(exec, ["rabbitmqctl", "-q", "cluster_status", "--formatter", "json"]),
    );
    const serverVersion = Object.values(cluster.versions)[0] ?? broker.info.serverVersion;
    const version = parseVersion(serverVersion);
    if (!version)
      throw new Error(`the server reports version '${serverVersion}', which the version rules cannot read`);
    const rules = rulesFor(version);
    let status: MetadataStoreStatus | Error | undefined;
    if (rules.metadataStoreStatus) {
      try {
        status = parseMetadataStoreStatus(
          await run(exec, ["rabbitmq-diagnostics", "-q", "metadata_store_status", "--formatter", "json"]),
        );
      } catch (error) {
        status = error as Error;
      }
    }
    const decided = decideMetadataStore(rules, {
      ...(status !== undefined && { status }),
      ...(cluster.featureFlags.khepri_db !== undefined && { khepriFlag: cluster.featureFlags.khepri_db }),
    });
    const tagVersion = versionFromImage(target.image);
    const expected: Verification["expected"] = {
      metadataStore: effectiveMetadataStore(target.metadataStore, rules),
      nodes: target.nodes,
      queueType: target.queueType,
      ...(tagVersion && { serverVersion: tagVersion.text }),
    };
    const queue = await verifyProbeQueue(broker, exec, target.queueType, expected, rules);
    const verification: Verification = {
      serverVersion,
      metadataStore: decided.store,
      metadataStoreEvidence: decided.evidence,
      ...(status !== undefined &&
        !(status instanceof Error) &&
        status.store === "khepri" &&
        status.members.length > 0 && { khepri: { members: status.members, leader: status.leader } }),
      members: cluster.runningNodes,
      queues: [queue],
      expected,
    };
    const problems = [...decided.conflicts, ...disagreements(verification, cluster.versions)];
    if (problems.length > 0) {
      throw new BrokerError(
        `target '${target.id}' is not what its spec says: ${problems.join("; ")}`,
        await broker.logTail(20),
      );
    }
    return { ...verification };
  } catch (error) {
    if (error instanceof BrokerError) throw error;
    throw new BrokerError(
      `target '${target.id}': verification failed: ${(error as Error).message}`,
      await broker.logTail(20),
      { cause: error },
    );
  }
}
