import { addressFormatOf } from "../../load/amqp10/address.js";
import type { LoadPlanProtocol } from "../../load/client-spec.js";
import { PhaseError } from "../../load/timeouts.js";
import type { StartedBroker } from "../../brokers/provider.js";
import type { Protocol } from "../../model/config.js";
import type { ThroughputParameters } from "./parameters.js";

/** What the load's clients need of the broker for their protocol. */
export function loadPlanProtocol(
  protocol: Protocol,
  broker: StartedBroker,
  params: Pick<ThroughputParameters, "mqttVersion" | "mqttSession">,
): LoadPlanProtocol {
  switch (protocol) {
    case "amqp091":
      return { name: "amqp091" };
    case "amqp10":
      return { name: "amqp10", addressFormat: addressFormatOf(broker.info.serverVersion) };
    case "stream":
      if (!broker.streamUrls) {
        throw new PhaseError(
          "connect",
          `target '${broker.targetId}' lists no stream URLs for protocol 'stream'`,
        );
      }
      return { name: "stream", streamUrls: broker.streamUrls };
    case "mqtt":
      if (!broker.mqttUrls) {
        throw new PhaseError("connect", `target '${broker.targetId}' lists no MQTT URLs for protocol 'mqtt'`);
      }
      return {
        name: "mqtt",
        mqttUrls: broker.mqttUrls,
        settings: { version: params.mqttVersion ?? "3.1.1", session: params.mqttSession ?? "clean" },
      };
  }
}
