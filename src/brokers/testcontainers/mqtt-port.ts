import type { Credentials } from "../node-faults.js";

/**
 * The MQTT port of a node the gate starts. Unlike a stream client, an MQTT client stays on the
 * node it connects to, so the port is published wherever the engine likes and read back.
 */

/** rabbitmq_mqtt's listener in the container (its default, `mqtt.listeners.tcp.default`). */
export const MQTT_CONTAINER_PORT = 1883;

/** The MQTT URL of a node, credentials included (mask before printing). */
export function mqttUrl(host: string, hostPort: number, credentials: Credentials): string {
  const login = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
  return `mqtt://${login}@${host}:${hostPort}`;
}
