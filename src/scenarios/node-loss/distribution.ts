import type { StartedBroker } from "../../brokers/provider.js";
import { BrokerError } from "../../model/errors.js";

/**
 * A partition that ends in a distribution disconnection. A cut shorter than net_ticktime (60 s by
 * default) leaves the links between the nodes up: TCP holds what was sent into the cut and
 * delivers it once the cut heals, and no node sees another go down. A longer cut ends in a
 * disconnection: the peers declare the node down, and whatever was sent to it into the cut is
 * gone. A quorum-queue client must then send its unconfirmed messages again (rabbitmq-server PR
 * #14589 fixed cases where it did not). Waiting out net_ticktime takes a minute or more of load;
 * `distribution: dropped` brings the disconnection about at the end of a short cut: every other
 * node closes its link to the cut-off node (erlang:disconnect_node/1) just before the cut heals,
 * and the cut-off node finds its own links broken when it is reachable again, as after a tick
 * timeout.
 */

/** The rabbitmqctl command that makes the node it runs on drop its link to `nodeName`. */
export function disconnectCommand(nodeName: string): string[] {
  // A node name from the broker itself; checked all the same, as it goes into an Erlang expression.
  if (!/^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+$/.test(nodeName)) {
    throw new BrokerError(`cannot drop the distribution link to '${nodeName}': not a node name`);
  }
  return ["rabbitmqctl", "eval", `erlang:disconnect_node('${nodeName}').`];
}

/**
 * Every node but `victim` drops its distribution link to the victim. Returns which of them had a
 * link to drop ("true" from disconnect_node), for the trial's record; throws when a command fails.
 */
export async function dropDistribution(
  broker: StartedBroker,
  victim: number,
  names: readonly string[],
): Promise<{ dropped: number[]; unlinked: number[] }> {
  const exec = broker.exec?.bind(broker);
  if (!exec) {
    throw new BrokerError(
      `target '${broker.targetId}': distribution: dropped runs rabbitmqctl on the nodes, which this broker does not allow`,
    );
  }
  const others = names.map((_, index) => index).filter((index) => index !== victim);
  const command = disconnectCommand(names[victim]!);
  const outcomes = await Promise.all(
    others.map(async (index) => ({ index, result: await exec(index, command) })),
  );
  const dropped: number[] = [];
  const unlinked: number[] = [];
  for (const { index, result } of outcomes) {
    if (result.exitCode !== 0) {
      throw new BrokerError(
        `target '${broker.targetId}': node ${index} could not drop its distribution link to ${names[victim]}: rabbitmqctl exited ${result.exitCode}: ${result.output.trim()}`,
      );
    }
    (/\btrue\b/.test(result.output) ? dropped : unlinked).push(index);
  }
  return { dropped, unlinked };
}

/** "the distribution links to node 0 dropped by node 1, node 2 as the cut ended". */
export function droppedText(victim: number, outcome: { dropped: number[]; unlinked: number[] }): string {
  const nodes = (list: number[]) => list.map((index) => `node ${index}`).join(", ");
  const parts = [];
  if (outcome.dropped.length > 0) {
    parts.push(
      `the distribution links to node ${victim} dropped by ${nodes(outcome.dropped)} as the cut ended`,
    );
  }
  if (outcome.unlinked.length > 0) {
    parts.push(`${nodes(outcome.unlinked)} had no link to node ${victim} left to drop`);
  }
  return parts.join("; ");
}
