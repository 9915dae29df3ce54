import { versionFromImage, type BrokerVersion } from "../../brokers/versions.js";
import { MQTT_MAX_IN_FLIGHT } from "../../load/mqtt/publisher.js";
import type { TargetConfig } from "../../model/config.js";
import type { ThroughputParameters } from "./parameters.js";

/** MQTT 5 arrived in RabbitMQ 3.13.0, a release after native MQTT (3.12.0). */
function speaksMqtt5(version: BrokerVersion): boolean {
  return version.major > 3 || (version.major === 3 && version.minor >= 13);
}

/**
 * Why a load cannot run over MQTT as configured, or undefined. Over MQTT the publishers' QoS is
 * `confirms` (1 with, 0 without) and the subscribers' is `ackMode` (single: 1, auto: 0); the MQTT
 * plugin declares a queue per subscriber, bound to `amq.topic` by the topic (the load's queue name).
 */
export function mqttLoadProblem(
  params: Pick<
    ThroughputParameters,
    | "consumers"
    | "queues"
    | "ackMode"
    | "exchangeHops"
    | "queueArgs"
    | "confirms"
    | "confirmWindow"
    | "persistent"
    | "mqttVersion"
  >,
  target: Pick<TargetConfig, "protocol" | "provider"> & { image?: string },
): string | undefined {
  if (target.protocol !== "mqtt") return undefined;
  if (params.consumers !== params.queues) {
    return `every MQTT subscriber of a topic receives every message (RabbitMQ has no shared subscriptions): expected consumers = queues (${params.queues}), not ${params.consumers}`;
  }
  if (params.ackMode === "multiple") {
    return "MQTT acknowledges each delivery on its own (PUBACK): use ackMode 'single' (QoS 1) or 'auto' (QoS 0)";
  }
  if (params.exchangeHops > 0) {
    return "MQTT publishes through the broker's MQTT exchange (amq.topic): exchangeHops must be 0";
  }
  if (Object.keys(params.queueArgs).length > 0) {
    return "the MQTT plugin declares its subscribers' queues itself: queueArgs do not apply over MQTT";
  }
  if (params.persistent) {
    return "MQTT has no persistence flag: the MQTT plugin stores QoS 1 messages as persistent and QoS 0 ones as transient; leave persistent false and choose QoS with confirms";
  }
  if (params.confirms && params.confirmWindow > MQTT_MAX_IN_FLIGHT) {
    return `MQTT has ${MQTT_MAX_IN_FLIGHT} packet identifiers: confirmWindow must be at most ${MQTT_MAX_IN_FLIGHT}`;
  }
  const version =
    target.provider === "testcontainers" && target.image ? versionFromImage(target.image) : undefined;
  if (params.mqttVersion === "5" && version !== undefined && !speaksMqtt5(version)) {
    return `RabbitMQ ${version.text} speaks MQTT 3.1 and 3.1.1; MQTT 5 needs 3.13 or later (mqttVersion '3.1.1')`;
  }
  return undefined;
}
