import { publishAddress, queueAddress } from "./amqp10/address.js";
import type { LoadPlan } from "./load-run.js";
import type { ClientSpec } from "./protocol.js";

/**
 * Publisher or consumer `index` of a load: its node (round-robin over the URLs), its queue and
 * entry exchange (round-robin over the queues) and, over AMQP 1.0, the addresses of both.
 */
export function clientSpec(
  plan: Pick<LoadPlan, "amqpUrls" | "queues" | "exchanges" | "protocol">,
  index: number,
): ClientSpec {
  const queue = plan.queues[index % plan.queues.length]!;
  const exchange = plan.exchanges?.[index % plan.queues.length] ?? "";
  const protocol = plan.protocol;
  return {
    index,
    url: plan.amqpUrls[index % plan.amqpUrls.length]!,
    queue,
    exchange,
    ...(protocol?.name === "amqp10" && {
      targetAddress: publishAddress(exchange, queue, protocol.addressFormat),
      sourceAddress: queueAddress(queue, protocol.addressFormat),
    }),
  };
}
