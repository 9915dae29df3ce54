import { z } from "zod";
import type { QueueType } from "../model/config.js";
import { getManagementJson } from "./external.js";

/**
 * The broker's own memory breakdown (`rabbitmq-diagnostics memory_breakdown`, the management API's
 * `GET /api/nodes/<node>/memory`): bytes by what holds them, computed on the node when asked.
 * Categories differ between versions (4.x adds metadata_store*, quorum_queue_dlx_procs); a missing
 * one counts 0. The answer is untrusted input: only finite non-negative byte counts are read.
 */

const NodeMemorySchema = z.object({
  memory: z.record(z.string(), z.unknown()),
});

/** Bytes per category of one node; `total` is the Erlang VM's own total (erlang:memory(total)). */
export interface NodeMemory {
  node: string;
  categories: Record<string, number>;
  total: number;
}

/** Reads one node's breakdown from its management API answer. */
export function parseNodeMemory(node: string, answer: unknown): NodeMemory {
  const parsed = NodeMemorySchema.safeParse(answer);
  if (!parsed.success) throw new Error(`node ${node}: the memory breakdown has no 'memory' object`);
  const categories: Record<string, number> = {};
  for (const [name, value] of Object.entries(parsed.data.memory)) {
    if (typeof value === "number" && Number.isFinite(value) && value >= 0) categories[name] = value;
  }
  const totals = parsed.data.memory.total;
  const erlang =
    totals && typeof totals === "object" ? (totals as Record<string, unknown>).erlang : undefined;
  if (typeof erlang !== "number" || !Number.isFinite(erlang) || erlang <= 0) {
    throw new Error(`node ${node}: the memory breakdown has no total.erlang`);
  }
  return { node, categories, total: erlang };
}

/** Every running node's breakdown, through one node's management API. */
export async function readMemoryBreakdown(managementUrl: string): Promise<NodeMemory[]> {
  const nodes = (await getManagementJson(managementUrl, "api/nodes")) as unknown;
  if (!Array.isArray(nodes)) throw new Error("api/nodes did not answer a list of nodes");
  const names = nodes
    .filter((n): n is { name: string; running?: boolean } => typeof n?.name === "string")
    .filter((n) => n.running !== false)
    .map((n) => n.name);
  const readings: NodeMemory[] = [];
  for (const name of names) {
    const answer = await getManagementJson(managementUrl, `api/nodes/${encodeURIComponent(name)}/memory`);
    readings.push(parseNodeMemory(name, answer));
  }
  return readings;
}

/** The categories that hold a client connection: reader, writer, channels and the rest. */
export const CONNECTION_CATEGORIES = [
  "connection_readers",
  "connection_writers",
  "connection_channels",
  "connection_other",
] as const;

/**
 * The categories that hold a queue of a type: its processes (leader, replicas, readers), its ETS
 * tables where it has them (ra's for quorum queues), and the metadata store's record of it.
 */
export function queueCategories(queueType: QueueType): string[] {
  const metadata = ["mnesia", "metadata_store", "metadata_store_ets"];
  switch (queueType) {
    case "classic":
    case "classic-mirrored":
      return ["queue_procs", "queue_slave_procs", ...metadata];
    case "quorum":
      return ["quorum_queue_procs", "quorum_queue_dlx_procs", "quorum_ets", ...metadata];
    case "stream":
      return [
        "stream_queue_procs",
        "stream_queue_replica_reader_procs",
        "stream_queue_coordinator_procs",
        ...metadata,
      ];
  }
}

/** The sum of some categories over every node. */
export function categoryBytes(readings: readonly NodeMemory[], categories: readonly string[]): number {
  let sum = 0;
  for (const reading of readings) for (const name of categories) sum += reading.categories[name] ?? 0;
  return sum;
}

/** The Erlang VM totals summed over every node. */
export function totalBytes(readings: readonly NodeMemory[]): number {
  return readings.reduce((sum, reading) => sum + reading.total, 0);
}
