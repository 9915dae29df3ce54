import type { ChannelModel } from "amqplib";
import { queueOptions } from "../../amqp/admin.js";
import type { QueueArguments } from "../../model/queue-arguments.js";
import { closeQuietly, connectAmqp } from "../../load/amqp091/connect.js";
import { errorMessage, sleep } from "../../load/timeouts.js";
import {
  nodeNameAt,
  queuePlacement,
  type ClusterHealth,
  type QueuePlacement,
} from "../../brokers/cluster-state.js";
import type { NodeFaultMethod, StartedBroker } from "../../brokers/provider.js";
import { BrokerError } from "../../model/errors.js";
import type { NodeLossParameters } from "./parameters.js";
import type { TrialContext } from "../scenario.js";
import { ensureQueueMembers } from "../queue-members.js";

/**
 * The cluster side of a node-loss trial: the queues declared where their leaders should be, where
 * the broker says they are, which node to lose, and the queues fetched empty and deleted at the end.
 */

const CONNECT_TIMEOUT_MS = 5_000;
const POLL_MS = 250;
const PLACEMENT_TIMEOUT_MS = 15_000;
const SERVING_TIMEOUT_MS = 60_000;

/**
 * Waits until every node accepts an AMQP connection. A node brought back by the trial before is
 * listed as running by its peers (what rejoinMs measures) a moment before its own listener takes
 * connections, and its container's published port changes with a restart: a trial that declared
 * through it then failed to connect, and stopped the run. A node that does not serve within a
 * minute is a broker failure, named with the last error.
 */
export async function awaitServing(
  broker: StartedBroker,
  logger: TrialContext["logger"],
  signal?: AbortSignal,
): Promise<void> {
  const startedAt = Date.now();
  const deadline = startedAt + SERVING_TIMEOUT_MS;
  for (let node = 0; node < broker.amqpUrls.length; node++) {
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      try {
        await withNode(broker, node, async () => {});
        if (attempt > 1) {
          logger.info(
            `node-loss: node ${node} accepted AMQP connections ${Date.now() - startedAt} ms after the trial's start (attempt ${attempt})`,
          );
        }
        break;
      } catch (error) {
        if (Date.now() > deadline) {
          throw new BrokerError(
            `target '${broker.targetId}': node ${node} did not accept an AMQP connection within ${SERVING_TIMEOUT_MS} ms of the trial's start: ${errorMessage(error)}`,
          );
        }
        await sleep(POLL_MS);
      }
    }
  }
}

/** Queue k through node k mod nodes: with the client-local locator its leader starts there. */
export async function declareQueues(
  broker: StartedBroker,
  queues: readonly string[],
  context: TrialContext,
  params: Pick<NodeLossParameters, "queueArgs">,
): Promise<void> {
  const nodes = broker.amqpUrls.length;
  const declare = async (queue: string): Promise<void> => {
    await withNode(broker, queues.indexOf(queue) % nodes, async (model) => {
      const channel = await model.createChannel();
      // Where the type has a locator, the declaring node leads: the placement is chosen, not left to balance.
      const args: QueueArguments =
        context.queueType === "quorum"
          ? { ...params.queueArgs, "x-queue-leader-locator": "client-local" }
          : params.queueArgs;
      await channel.assertQueue(queue, queueOptions(context.queueType, true, args));
      await channel.close();
    });
  };
  for (const queue of queues) await declare(queue);
  // A member that did not start would leave its node's consumers without deliveries: a loss the
  // node faults did not cause.
  const admin = { deleteQueues: (names: readonly string[]) => deleteQueues(broker, names, context.logger) };
  await ensureQueueMembers(admin, queues, context, declare);
}

async function withNode<T>(
  broker: StartedBroker,
  node: number,
  use: (model: ChannelModel) => Promise<T>,
): Promise<T> {
  const model = await connectAmqp(broker.amqpUrls[node]!, {
    connectionName: "perf-gate-node-loss-admin",
    timeoutMs: CONNECT_TIMEOUT_MS,
  });
  model.on("error", () => {});
  try {
    return await use(model);
  } finally {
    await closeQuietly(model);
  }
}

/** Each queue's leader and replicas, as the management API reports them once it knows. */
export async function readPlacements(
  broker: StartedBroker,
  queues: readonly string[],
): Promise<QueuePlacement[]> {
  const deadline = Date.now() + PLACEMENT_TIMEOUT_MS;
  const placements: QueuePlacement[] = [];
  for (const queue of queues) {
    for (;;) {
      const placement = await queuePlacement(broker.managementUrls[0]!, queue).catch(() => undefined);
      if (placement) {
        placements.push(placement);
        break;
      }
      if (Date.now() > deadline) {
        throw new BrokerError(
          `target '${broker.targetId}': the management API did not say where queue ${queue} lives within ${PLACEMENT_TIMEOUT_MS} ms`,
        );
      }
      await sleep(POLL_MS);
    }
  }
  return placements;
}

/**
 * Pure: the node to lose. "leader": the node leading the first queue; "follower": a node that
 * leads no queue, else one that does not lead the first; an index: that node.
 */
export function chooseVictim(
  lose: NodeLossParameters["lose"],
  placements: readonly QueuePlacement[],
  names: readonly string[],
): number {
  const indexOf = (name: string) => names.indexOf(name);
  if (typeof lose === "number") {
    if (lose >= names.length)
      throw new BrokerError(`lose: ${lose} is not a node of this ${names.length}-node cluster`);
    return lose;
  }
  const leader = indexOf(placements[0]!.leader);
  if (leader < 0)
    throw new BrokerError(`the first queue's leader ${placements[0]!.leader} is none of ${names.join(", ")}`);
  if (lose === "leader") return leader;
  const leaders = new Set(placements.map((placement) => indexOf(placement.leader)));
  const idle = names.findIndex((_, index) => !leaders.has(index));
  return idle >= 0 ? idle : (leader + 1) % names.length;
}

export function placementText(
  queues: readonly string[],
  placements: readonly QueuePlacement[],
  names: readonly string[],
): string {
  const node = (name: string) => (names.includes(name) ? `node ${names.indexOf(name)}` : name);
  return placements
    .map((placement, k) => {
      const others = placement.replicas.slice(1);
      const replicas = others.length > 0 ? `, replicas on ${others.map(node).join(", ")}` : ", no replica";
      return `queue ${k} (${queues[k]}) led by ${node(placement.leader)}${replicas}`;
    })
    .join("; ");
}

/**
 * Pure: why a trial is invalid when the lost node had not rejoined in time, with what the cluster
 * last said, and, where a partition is reported, what to change. A node cut off or frozen for
 * longer than net_ticktime (60 s by default) comes back partitioned from its peers. Measured on
 * 4.0.5 with quorum queues, 90 s lost, 60 s allowed to rejoin (bench/node-loss.md): a partition
 * stayed under cluster_partition_handling = ignore, RabbitMQ's default, and healed in 6 s under
 * autoheal; a pause stayed under ignore, autoheal and pause_minority alike.
 */
export function notRejoinedReason(
  victim: number,
  method: NodeFaultMethod,
  recoveryTimeoutMs: number,
  health: Pick<ClusterHealth, "problems" | "partitioned">,
): string {
  const reason = `node ${victim} had not rejoined ${recoveryTimeoutMs} ms after it was brought back: ${health.problems.join("; ")}`;
  if (!health.partitioned) return reason;
  switch (method) {
    case "partition":
      return (
        `${reason}. A partition longer than net_ticktime (60 s by default) does not heal under ` +
        "cluster_partition_handling = ignore, RabbitMQ's default: give the target autoheal " +
        "(testcontainers: rabbitmqConf), or keep downMs under net_ticktime"
      );
    case "pause":
      return (
        `${reason}. A node paused for longer than net_ticktime (60 s by default) comes back ` +
        "partitioned, and neither autoheal nor pause_minority healed it within a minute: keep " +
        "downMs under net_ticktime"
      );
    default:
      return `${reason}. The cluster reports a partition: see its cluster_partition_handling`;
  }
}

export async function deleteQueues(
  broker: StartedBroker,
  queues: readonly string[],
  logger: TrialContext["logger"],
): Promise<void> {
  for (let node = 0; node < broker.amqpUrls.length; node++) {
    try {
      await withNode(broker, node, async (model) => {
        const channel = await model.createChannel();
        for (const queue of queues) await channel.deleteQueue(queue);
        await channel.close();
      });
      return;
    } catch (error) {
      logger.debug(`node-loss: deleting queues through node ${node}: ${errorMessage(error)}`);
    }
  }
  throw new Error("no node took the deletes");
}

/** A node's management API; an external target has one for the whole cluster. */
export function managementUrlOf(broker: StartedBroker, node: number): string {
  return broker.managementUrls[node] ?? broker.managementUrls[0]!;
}

/**
 * The Erlang name of each node, asked of its own management API; where there is one API for the
 * whole cluster (an external target), the nodes are known by their index only.
 */
export async function nodeNames(broker: StartedBroker): Promise<string[]> {
  const nodes = broker.amqpUrls.length;
  if (broker.managementUrls.length < nodes) return broker.amqpUrls.map((_, index) => `node ${index}`);
  return Promise.all(broker.managementUrls.slice(0, nodes).map((url) => nodeNameAt(url)));
}
