import { z } from "zod";
import { getManagementJson } from "./external.js";
import { NodesAnswerSchema, OverviewAnswerSchema, QueueAnswerSchema } from "./management-facts.js";

/**
 * What the management API says about a cluster's members and where a queue lives, read while a
 * node is lost and comes back. The answers are untrusted JSON: each is validated, and only the
 * fields used are kept.
 */

/** The node that answers on this management URL (its own name). */
export async function nodeNameAt(managementUrl: string): Promise<string> {
  const overview = OverviewAnswerSchema.safeParse(await getManagementJson(managementUrl, "/api/overview"));
  if (!overview.success) throw new Error("the management API's /api/overview names no node");
  return overview.data.node;
}

export interface QueuePlacement {
  /** The node holding the queue's leader (classic: its only or master node). */
  leader: string;
  /** Every node with a replica, the leader first. */
  replicas: string[];
}

/** Where a queue of the default virtual host lives; undefined while the API does not know yet. */
export async function queuePlacement(
  managementUrl: string,
  queue: string,
): Promise<QueuePlacement | undefined> {
  const parsed = QueueAnswerSchema.safeParse(
    await getManagementJson(managementUrl, `/api/queues/%2F/${encodeURIComponent(queue)}`),
  );
  if (!parsed.success) return undefined;
  const leader = parsed.data.leader ?? parsed.data.node;
  if (!leader) return undefined;
  const others = [...(parsed.data.members ?? []), ...(parsed.data.slave_nodes ?? [])];
  return { leader, replicas: [leader, ...new Set(others.filter((node) => node !== leader))] };
}

export interface ClusterHealth {
  /** Every member runs and none reports a partition. */
  whole: boolean;
  /** What is wrong, for messages: "rabbit@b not running; rabbit@a partitioned from rabbit@c". */
  problems: string[];
  /** Some node reports a partition (Mnesia's view: it stays until the partition is healed). */
  partitioned: boolean;
}

/** The cluster as one node's management API sees it. */
export async function clusterHealth(managementUrl: string, expectedNodes: number): Promise<ClusterHealth> {
  const parsed = NodesAnswerSchema.safeParse(await getManagementJson(managementUrl, "/api/nodes"));
  if (!parsed.success) {
    return { whole: false, problems: ["/api/nodes answered an unexpected shape"], partitioned: false };
  }
  return assessClusterHealth(parsed.data, expectedNodes);
}

/** Pure: whether every member runs and no partition is reported. */
export function assessClusterHealth(
  nodes: readonly { name: string; running: boolean; partitions?: readonly string[] | undefined }[],
  expectedNodes: number,
): ClusterHealth {
  const problems: string[] = [];
  let partitioned = false;
  if (nodes.length < expectedNodes) problems.push(`${nodes.length} of ${expectedNodes} nodes listed`);
  for (const node of nodes) {
    if (!node.running) problems.push(`${node.name} not running`);
    if (node.partitions && node.partitions.length > 0) {
      problems.push(`${node.name} partitioned from ${node.partitions.join(", ")}`);
      partitioned = true;
    }
  }
  return { whole: problems.length === 0, problems, partitioned };
}

const QueueDepthSchema = z.object({
  messages: z.number().int().min(0).optional(),
  message_bytes: z.number().int().min(0).optional(),
});

/**
 * What the management API's statistics say a queue holds: a sample taken every 5 s by default (the
 * finest interval of management.sample_retention_policies), so it may lag the queue by that much.
 */
export interface QueueDepth {
  messages?: number;
  bytes?: number;
}

export async function queueDepth(managementUrl: string, vhost: string, queue: string): Promise<QueueDepth> {
  const path = `/api/queues/${encodeURIComponent(vhost)}/${encodeURIComponent(queue)}`;
  const parsed = QueueDepthSchema.safeParse(await getManagementJson(managementUrl, path));
  if (!parsed.success) throw new Error(`${path} answered no queue depth`);
  return {
    ...(parsed.data.messages !== undefined && { messages: parsed.data.messages }),
    ...(parsed.data.message_bytes !== undefined && { bytes: parsed.data.message_bytes }),
  };
}

/** The virtual host an AMQP URL names ("/" when it names none). */
export function vhostOf(amqpUrl: string): string {
  const path = new URL(amqpUrl).pathname;
  return path.length > 1 ? decodeURIComponent(path.slice(1)) : "/";
}
