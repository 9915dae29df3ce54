import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "../../model/logger.js";
import type { ExecResult } from "../provider.js";

export interface ClusterStatus {
  running_nodes?: string[];
  disk_nodes?: string[];
  ram_nodes?: string[];
  versions?: Record<string, { erlang_version?: string; rabbitmq_version?: string }>;
  feature_flags?: { name: string; state: string }[];
}

/**
 * The joiners that the seed's status does not list as members (running or not): they booted alone
 * and must be joined. A member that is not running yet is only waited for.
 */
export function nodesToJoin<Node extends { nodeName: string }>(
  status: ClusterStatus,
  joiners: readonly Node[],
): Node[] {
  const members = new Set([
    ...(status.disk_nodes ?? []),
    ...(status.ram_nodes ?? []),
    ...(status.running_nodes ?? []),
  ]);
  return joiners.filter((node) => !members.has(node.nodeName));
}

/** The JSON document in rabbitmqctl's output; deprecation warnings may surround it. */
export function parseClusterStatus(output: string): ClusterStatus | undefined {
  const start = output.indexOf("{");
  const end = output.lastIndexOf("}");
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(output.slice(start, end + 1)) as ClusterStatus;
  } catch {
    return undefined;
  }
}

/** What cluster formation needs of the broker: its nodes and commands on them. */
export interface ClusterNodes {
  readonly targetId: string;
  readonly nodeNames: readonly string[];
  readonly startupTimeoutMs: number;
  readonly logger: Logger;
  exec(nodeIndex: number, command: readonly string[]): Promise<ExecResult>;
  /** rabbitmqctl on a node; throws, naming the node and its output, when it exits non-zero. */
  rabbitmqctl(nodeIndex: number, command: readonly string[]): Promise<void>;
}

const CLUSTER_POLL_INTERVAL_MS = 1_000;

/**
 * The joiners look for the seed at boot (setup-plan.ts overridesFile) and join it before their
 * startup completes, so the seed lists every node as a member by now. A joiner that booted alone
 * (it did not find the seed) joins with rabbitmqctl, and so does one started again blank after a
 * failed boot (`restarted`), which the seed may still list from its failed attempt: the seed
 * forgets it first. A member that is not running yet is waited for, not joined again.
 */
export async function formCluster(
  broker: ClusterNodes,
  signal?: AbortSignal,
  restarted: readonly string[] = [],
): Promise<ClusterStatus> {
  // A seed that does not answer yet is asked again: joiners started again blank must be joined.
  const deadline = Date.now() + broker.startupTimeoutMs;
  let status = await clusterStatus(broker);
  while (!status && restarted.length > 0 && Date.now() < deadline) {
    await sleep(CLUSTER_POLL_INTERVAL_MS, undefined, { signal });
    status = await clusterStatus(broker);
  }
  if (!status) return waitForRunningNodes(broker, signal);
  const joiners = broker.nodeNames.slice(1).map((nodeName, i) => ({ nodeName, index: i + 1 }));
  const outside = new Set(nodesToJoin(status, joiners));
  const alone = joiners.filter((node) => restarted.includes(node.nodeName) || outside.has(node));
  // Restarted joiners the seed still lists from their failed attempt: forgotten before they join.
  const listed = alone.filter((node) => !outside.has(node));
  if (alone.length > 0) {
    broker.logger.debug(
      `target '${broker.targetId}': ${alone.map((n) => n.nodeName).join(", ")} did not join at boot; joining with rabbitmqctl`,
    );
    // Every joiner's app stops at once: a node outside the cluster affects no one, and a 3.10.8
    // node takes about 5 s to stop its app (4.0.5: 0.6 s). The joins themselves go one after the
    // other: concurrent joins to one seed can race on the cluster membership.
    signal?.throwIfAborted();
    await Promise.all(alone.map((node) => broker.rabbitmqctl(node.index, ["stop_app"])));
    for (const node of listed) await broker.rabbitmqctl(0, ["forget_cluster_node", node.nodeName]);
    for (const node of alone) {
      signal?.throwIfAborted();
      await broker.rabbitmqctl(node.index, ["join_cluster", broker.nodeNames[0]!]);
      await broker.rabbitmqctl(node.index, ["start_app"]);
    }
  } else if (broker.nodeNames.every((name) => status.running_nodes?.includes(name))) {
    return status;
  }
  return waitForRunningNodes(broker, signal);
}

/** Polls the cluster's status until every node runs in it; returns the status that said so. */
async function waitForRunningNodes(broker: ClusterNodes, signal?: AbortSignal): Promise<ClusterStatus> {
  const expected = [...broker.nodeNames].sort();
  const deadline = Date.now() + broker.startupTimeoutMs;
  let running: string[] = [];
  while (Date.now() < deadline) {
    const status = await clusterStatus(broker);
    running = status?.running_nodes?.slice().sort() ?? [];
    if (status && expected.every((name) => running.includes(name))) return status;
    await sleep(CLUSTER_POLL_INTERVAL_MS, undefined, { signal });
  }
  throw new Error(
    `cluster not formed within ${broker.startupTimeoutMs} ms: running ${JSON.stringify(running)}, expected ${JSON.stringify(expected)}`,
  );
}

/** `rabbitmqctl cluster_status` of node 0, or undefined when it does not answer (yet). */
export async function clusterStatus(broker: Pick<ClusterNodes, "exec">): Promise<ClusterStatus | undefined> {
  try {
    const result = await broker.exec(0, ["rabbitmqctl", "cluster_status", "--formatter", "json"]);
    return result.exitCode === 0 ? parseClusterStatus(result.output) : undefined;
  } catch {
    return undefined;
  }
}
