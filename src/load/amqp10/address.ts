/**
 * AMQP 1.0 addresses of RabbitMQ's queues and exchanges. RabbitMQ 4.0 reads the v2 format
 * (`/queues/<name>`, `/exchanges/<name>/<routing key>`, each segment percent-encoded); the
 * `rabbitmq_amqp1_0` plugin of 3.x reads only the v1 format (`/amq/queue/<name>`,
 * `/exchange/<name>/<routing key>`), which 4.x still accepts but has deprecated.
 * See https://www.rabbitmq.com/docs/amqp#addresses.
 */

export type AddressFormat = "v1" | "v2";

/** v2 from RabbitMQ 4.0 on, where AMQP 1.0 is a core protocol; v1 before, through the plugin. */
export function addressFormatOf(serverVersion: string): AddressFormat {
  const major = Number(/^(\d+)\./.exec(serverVersion)?.[1]);
  return Number.isFinite(major) && major < 4 ? "v1" : "v2";
}

/** Where a receiver consumes a queue from, and where a sender publishes straight to it. */
export function queueAddress(queue: string, format: AddressFormat): string {
  return format === "v2" ? `/queues/${encodeURIComponent(queue)}` : `/amq/queue/${queue}`;
}

/** Where a sender publishes through `exchange` with `routingKey`; "" is the default exchange. */
export function publishAddress(exchange: string, routingKey: string, format: AddressFormat): string {
  if (exchange === "") return queueAddress(routingKey, format);
  return format === "v2"
    ? `/exchanges/${encodeURIComponent(exchange)}/${encodeURIComponent(routingKey)}`
    : `/exchange/${exchange}/${routingKey}`;
}
