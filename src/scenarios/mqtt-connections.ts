import { z } from "zod";
import type { MqttClient } from "mqtt";
import { closeMqtt, connectMqtt, mqttClientId, subscribeMqtt } from "../load/mqtt/connect.js";
import { errorMessage } from "../load/timeouts.js";
import type { StartedBroker } from "../brokers/provider.js";
import { mqttVersionField } from "./load/parameters.js";

/**
 * The MQTT connections of the connection scenarios (connection-churn, footprint) on a target of
 * protocol 'mqtt': a clean session each, at the version asked, with or without one subscription.
 */

export const mqttConnectionFields = {
  mqttVersion: mqttVersionField,
  mqttSubscription: z
    .boolean()
    .optional()
    .describe(
      "protocol 'mqtt': true, each connection subscribes at QoS 1 to a topic of its own, so the MQTT " +
        "plugin also declares, binds and (at disconnect) deletes a queue for it; false when not set",
    ),
};

/** As the parameters give them: unset means MQTT 3.1.1, no subscription. */
export interface MqttConnectionSettings {
  mqttVersion?: "3.1.1" | "5" | undefined;
  mqttSubscription?: boolean | undefined;
}

/** The broker's MQTT URLs, or an error that names what is missing. */
export function mqttUrlsOf(broker: StartedBroker): readonly string[] {
  if (!broker.mqttUrls || broker.mqttUrls.length === 0) {
    throw new Error(`target '${broker.targetId}' lists no MQTT URLs for protocol 'mqtt'`);
  }
  return broker.mqttUrls;
}

/**
 * Opens one MQTT connection (CONNECT, CONNACK) named `name` and, when asked, subscribes it at
 * QoS 1 to a topic of its own name (SUBSCRIBE, SUBACK). A refused subscription closes it and throws.
 */
export async function openMqttConnection(
  url: string,
  name: string,
  settings: MqttConnectionSettings,
  timeoutMs: number,
  /** The connection closed after it opened (not by disconnectMqtt or closeMqtt). */
  onClosed: (reason: string) => void = () => {},
): Promise<MqttClient> {
  const clientId = mqttClientId(name);
  const client = await connectMqtt(url, {
    clientId,
    settings: { version: settings.mqttVersion ?? "3.1.1", session: "clean" },
    timeoutMs,
    onClosed,
  });
  if (settings.mqttSubscription !== true) return client;
  try {
    await subscribeMqtt(client, clientId, 1, timeoutMs);
  } catch (error) {
    await closeMqtt(client, timeoutMs);
    throw new Error(`subscribe ${clientId}: ${errorMessage(error)}`, { cause: error });
  }
  return client;
}
