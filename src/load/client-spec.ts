import { publishAddress, queueAddress, type AddressFormat } from "./amqp10/address.js";
import type { ClientSpec, MqttClientSettings } from "./worker-messages.js";

/**
 * A load's protocol; AMQP 1.0 needs the broker's address format too, the stream protocol the
 * stream URLs of the nodes (its clients connect there, not to the AMQP URLs).
 */
export type LoadPlanProtocol =
  | { name: "amqp091" }
  | { name: "amqp10"; addressFormat: AddressFormat }
  | { name: "stream"; streamUrls: readonly string[] }
  | { name: "mqtt"; mqttUrls: readonly string[]; settings: MqttClientSettings };

/** Where a load's clients go: the part of a LoadPlan (load-run.ts) a client's spec comes from. */
export interface ClientPlacement {
  amqpUrls: readonly string[];
  queues: readonly string[];
  exchanges?: readonly string[];
  protocol?: LoadPlanProtocol;
  /**
   * A shard's clients in the unsplit run (model/shard.ts): client i is client first + i × step
   * there, and goes to that client's node, so a split run's clients are spread over the nodes as
   * the unsplit run's are. Absent: first 0, step 1.
   */
  unsplitIndex?: { first: number; step: number };
}

/**
 * Publisher or consumer `index` of a load: its node (round-robin over the URLs, by its index in
 * the unsplit run), its queue and entry exchange (round-robin over the queues) and, over AMQP 1.0,
 * the addresses of both.
 */
export function clientSpec(plan: ClientPlacement, index: number): ClientSpec {
  const queue = plan.queues[index % plan.queues.length]!;
  const exchange = plan.exchanges?.[index % plan.queues.length] ?? "";
  const protocol = plan.protocol;
  const urls =
    protocol?.name === "stream"
      ? protocol.streamUrls
      : protocol?.name === "mqtt"
        ? protocol.mqttUrls
        : plan.amqpUrls;
  const node = (plan.unsplitIndex?.first ?? 0) + (plan.unsplitIndex?.step ?? 1) * index;
  return {
    index,
    url: urls[node % urls.length]!,
    queue,
    exchange,
    ...(protocol?.name === "amqp10" && {
      targetAddress: publishAddress(exchange, queue, protocol.addressFormat),
      sourceAddress: queueAddress(queue, protocol.addressFormat),
    }),
    ...(protocol?.name === "mqtt" && { mqtt: protocol.settings }),
  };
}
