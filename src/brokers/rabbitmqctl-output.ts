import type { VerifiedQueue } from "../model/verification.js";
import type { VersionRules } from "./versions.js";

/**
 * What rabbitmqctl and rabbitmq-diagnostics print, parsed: pure, tested against recorded output of
 * the bench images (test/fixtures/rabbitmqctl), 3.10 through 4.3.
 */

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
