import type { StartedTestContainer } from "testcontainers";
import type { Protocol } from "../../model/config.js";
import type { Credentials } from "../node-faults.js";
import { streamUrl, type StreamEndpoint } from "./stream-port.js";

/**
 * The URLs of the protocols beside AMQP 0.9.1 that a started target lists per node. A stream
 * client goes where a node advertises (stream-port.ts); an MQTT client stays on the node it
 * connects to, so its port is published wherever the engine likes and read back.
 */

/** rabbitmq_mqtt's listener in the container (its default, `mqtt.listeners.tcp.default`). */
export const MQTT_CONTAINER_PORT = 1883;

/** The MQTT URL of a node, credentials included (mask before printing). */
export function mqttUrl(host: string, hostPort: number, credentials: Credentials): string {
  const login = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
  return `mqtt://${login}@${host}:${hostPort}`;
}

/** The stream or MQTT URL of every node, as the target's protocol needs (none for the others). */
export function protocolUrls(
  protocol: Protocol,
  nodes: readonly StartedTestContainer[],
  streamEndpoints: readonly StreamEndpoint[] | undefined,
  credentials: Credentials,
): { streamUrls?: readonly string[]; mqttUrls?: readonly string[] } {
  if (streamEndpoints)
    return { streamUrls: streamEndpoints.map((endpoint) => streamUrl(endpoint, credentials)) };
  if (protocol !== "mqtt") return {};
  return {
    mqttUrls: nodes.map((node) =>
      mqttUrl(node.getHost(), node.getMappedPort(MQTT_CONTAINER_PORT), credentials),
    ),
  };
}
