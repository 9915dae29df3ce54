import { z } from "zod";
import type { VerifiedQueue } from "../model/verification.js";
import { getManagementJson } from "./external.js";
import type { ClusterStatus } from "./testcontainers/cluster.js";
import type { VersionRules } from "./versions.js";

/**
 * What a started broker says about itself through the management HTTP API: its running members,
 * each node's version, the feature flags, and how a queue turned out. A rabbitmqctl or
 * rabbitmq-diagnostics command starts a CLI VM of its own (about 1 CPU-second and 0.8 s on the
 * bench's 4.0.5 image), a request a few milliseconds; a broker start and its verification asked
 * five such commands. The answers are untrusted JSON: each is validated, only the fields used kept.
 * Pure conversions first (tested against recorded answers, test/fixtures/management-api), then the
 * reads.
 */

const NodeNameSchema = z.string().min(1).max(255);
/** The API writes an absent value as null on some versions and leaves it out on others. */
const nodeList = z.array(NodeNameSchema).nullish();

export const NodesAnswerSchema = z.array(
  z.object({
    name: NodeNameSchema,
    running: z.boolean(),
    /** The nodes this one reports itself partitioned from (Mnesia's view). */
    partitions: z.array(NodeNameSchema).optional(),
  }),
);

export const OverviewAnswerSchema = z.object({
  node: NodeNameSchema,
  rabbitmq_version: z.string().max(100).optional(),
  erlang_version: z.string().max(100).optional(),
});

export const FeatureFlagsAnswerSchema = z.array(
  z.object({ name: z.string().min(1).max(255), state: z.string().max(100) }),
);

export const QueueAnswerSchema = z.object({
  name: z.string(),
  type: z.string().max(100).optional(),
  policy: z.string().max(255).nullish(),
  /** The node of a classic queue (its master when mirrored). */
  node: NodeNameSchema.nullish(),
  /** The members, leader and online members of a quorum queue or a stream. */
  members: nodeList,
  leader: NodeNameSchema.nullish(),
  online: nodeList,
  /** The mirrors of a mirrored classic queue, and those in sync (3.x). */
  slave_nodes: nodeList,
  synchronised_slave_nodes: nodeList,
});

/**
 * `GET /api/queues/quorum/{vhost}/{name}/status` (4.0.5 and 4.3.6 answer it; `rabbitmq-queues
 * quorum_status` over HTTP): each member's node and Raft state, asked of the members now. A member
 * that does not run is `noproc` there while the queue's statistics still list it online.
 */
export const QuorumStatusAnswerSchema = z.array(
  z.object({ "Node Name": NodeNameSchema, "Raft State": z.string().max(100) }),
);

/** The Raft states of a member that does not run (or cannot be asked). */
const NOT_RUNNING = new Set(["noproc", "nodedown"]);

/** A quorum queue's members and those running, from its status answer. */
export function membersFromStatus(answer: z.infer<typeof QuorumStatusAnswerSchema>): {
  members: string[];
  online: string[];
} {
  return {
    members: answer.map((member) => member["Node Name"]).sort(),
    online: answer
      .filter((member) => !NOT_RUNNING.has(member["Raft State"]))
      .map((member) => member["Node Name"])
      .sort(),
  };
}

export interface QueueRow {
  name: string;
  type: string;
  /** null: none applies; undefined: the broker's answer did not say. */
  policy?: string | null;
  members: string[];
  leader: string | null;
  online: string[];
}

export interface QueuePids {
  node: string | null;
  mirrors: string[];
  synchronisedMirrors: string[];
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
    ...(row.policy !== undefined && { policy: row.policy }),
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

/** A queue as verification reads it. */
export interface QueueReading {
  row: QueueRow;
  pids: QueuePids;
  /** Whether the answer had `online` at all (`row.online` is empty either way when not). */
  onlineReported: boolean;
}

/**
 * The cluster's status in the shape `rabbitmqctl cluster_status --formatter json` prints (the one
 * readBrokerInfo and verification read): members from `/api/nodes`, each answering node's version
 * from its own `/api/overview` (a fresh node lists its applications in `/api/nodes` only after its
 * first statistics), flags from `/api/feature-flags`.
 */
export function clusterStatusFrom(
  nodes: z.infer<typeof NodesAnswerSchema>,
  overviews: readonly z.infer<typeof OverviewAnswerSchema>[],
  flags: z.infer<typeof FeatureFlagsAnswerSchema>,
): ClusterStatus {
  return {
    running_nodes: nodes
      .filter((node) => node.running)
      .map((node) => node.name)
      .sort(),
    versions: Object.fromEntries(
      overviews.map((o) => [
        o.node,
        {
          ...(o.rabbitmq_version !== undefined && { rabbitmq_version: o.rabbitmq_version }),
          ...(o.erlang_version !== undefined && { erlang_version: o.erlang_version }),
        },
      ]),
    ),
    feature_flags: flags.map(({ name, state }) => ({ name, state })),
  };
}

/**
 * A queue's answer as the rows verification describes (`describeQueue`). The API names a queue's
 * policy only with its statistics, which a queue declared a moment ago (and a 3.10.8 quorum queue
 * for longer) does not have yet: `policy` is then undefined, "not reported", not null ("none").
 */
export function queueFrom(answer: z.infer<typeof QueueAnswerSchema>): QueueReading {
  const sorted = (list: readonly string[] | null | undefined) => [...(list ?? [])].sort();
  return {
    row: {
      name: answer.name,
      type: answer.type ?? "classic",
      policy: answer.policy === undefined ? undefined : answer.policy || null,
      members: sorted(answer.members),
      leader: answer.leader ?? null,
      online: sorted(answer.online),
    },
    onlineReported: answer.online !== undefined && answer.online !== null,
    pids: {
      node: answer.node ?? null,
      mirrors: sorted(answer.slave_nodes),
      synchronisedMirrors: sorted(answer.synchronised_slave_nodes),
    },
  };
}

function parsed<T>(schema: z.ZodType<T>, answer: unknown, path: string): T {
  const result = schema.safeParse(answer);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `the management API's ${path} answered an unexpected document (${issue?.path.join(".") || "root"}: ${issue?.message})`,
    );
  }
  return result.data;
}

/**
 * The cluster's status through the management API of each node (`managementUrls`, node 0 first).
 * A node whose API does not answer has no version in it; its membership still comes from node 0.
 */
export async function readClusterStatus(managementUrls: readonly string[]): Promise<ClusterStatus> {
  const [first] = managementUrls;
  if (first === undefined) throw new Error("the broker has no management URL");
  const [nodes, flags, overviews] = await Promise.all([
    getManagementJson(first, "api/nodes").then((a) => parsed(NodesAnswerSchema, a, "/api/nodes")),
    getManagementJson(first, "api/feature-flags").then((a) =>
      parsed(FeatureFlagsAnswerSchema, a, "/api/feature-flags"),
    ),
    Promise.all(
      managementUrls.map((url, index) =>
        getManagementJson(url, "api/overview").then(
          (a) => parsed(OverviewAnswerSchema, a, "/api/overview"),
          (error: unknown) => {
            if (index === 0) throw error;
            return undefined;
          },
        ),
      ),
    ),
  ]);
  return clusterStatusFrom(
    nodes,
    overviews.filter((o) => o !== undefined),
    flags,
  );
}

/**
 * A queue of the default virtual host; undefined while the API does not list it (yet). `live`: the
 * queue's state now rather than as its last statistics (emitted every 5 s) left it: a quorum
 * member stopped a moment ago is still `online` in those, but not in the live answer
 * (`disable_stats` with `enable_queue_totals`) on 4.0.5 and 3.10.8; on 4.3.6 it is in both.
 */
export async function readQueue(
  managementUrl: string,
  name: string,
  options: { live?: boolean } = {},
): Promise<QueueReading | undefined> {
  const query = options.live ? "?disable_stats=true&enable_queue_totals=true" : "";
  const path = `api/queues/%2F/${encodeURIComponent(name)}${query}`;
  let answer: unknown;
  try {
    answer = await getManagementJson(managementUrl, path);
  } catch (error) {
    if (/answered 404/.test((error as Error).message)) return undefined;
    throw error;
  }
  return queueFrom(parsed(QueueAnswerSchema, answer, `/${path}`));
}

/**
 * A quorum queue's members and those running, asked of the members now (QuorumStatusAnswerSchema);
 * undefined where the API has no such resource (3.10.8 answers 400) or does not list the queue yet
 * (404).
 */
export async function readQuorumStatus(
  managementUrl: string,
  name: string,
): Promise<{ members: string[]; online: string[] } | undefined> {
  const path = `api/queues/quorum/%2F/${encodeURIComponent(name)}/status`;
  let answer: unknown;
  try {
    answer = await getManagementJson(managementUrl, path);
  } catch (error) {
    if (/answered (404|400)/.test((error as Error).message)) return undefined;
    throw error;
  }
  return membersFromStatus(parsed(QuorumStatusAnswerSchema, answer, `/${path}`));
}
