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

interface ClusterStatusDocument {
  running_nodes?: string[];
  versions?: Record<string, { rabbitmq_version?: string }>;
  feature_flags?: { name: string; state: string }[];
}

/** `rabbitmqctl cluster_status --formatter json` (3.10 through 4.3). */
export function parseClusterStatus(output: string): ClusterFacts {
  return clusterFacts(extractJson(output, "{") as ClusterStatusDocument);
}

/** The facts of a cluster status document: rabbitmqctl's, or the management API's in its shape. */
export function clusterFacts(status: ClusterStatusDocument): ClusterFacts {
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
