import { connect, type IClientOptions, type IDisconnectPacket, type MqttClient } from "mqtt";
import { maskUrlCredentials } from "../../model/logger.js";
import { errorMessage, withTimeout } from "../timeouts.js";
import type { MqttClientSettings } from "../worker-messages.js";

/**
 * Opening and closing MQTT clients (MQTT.js) from the `mqtt://user:pass@host:1883` URLs a broker
 * lists per node. A client never reconnects on its own: a connection lost during a trial fails
 * the trial, as with every other protocol of the load.
 */

export interface MqttConnectOptions {
  /** The MQTT client identifier: unique per connection (a second one takes the first's place). */
  clientId: string;
  settings: MqttClientSettings;
  timeoutMs: number;
  /** Receive Maximum (MQTT 5): QoS 1 deliveries the broker may have unacknowledged to it. */
  receiveMaximum?: number;
  /** The client lost its connection after it was open, or the broker sent DISCONNECT. */
  onClosed(reason: string): void;
}

/** Session expiry of a persistent MQTT 5 session: an hour, far beyond any trial. */
const PERSISTENT_SESSION_EXPIRY_S = 3_600;

/** MQTT.js options for a URL: the protocol version, the session, and no reconnection. */
export function mqttClientOptions(
  url: string,
  clientId: string,
  settings: MqttClientSettings,
  receiveMaximum?: number,
): IClientOptions {
  const parsed = new URL(url);
  const v5 = settings.version === "5";
  const tls = parsed.protocol === "mqtts:";
  return {
    // Host and port given apart: MQTT.js parses a URL string with the deprecated url.parse().
    protocol: tls ? "mqtts" : "mqtt",
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port === "" ? (tls ? 8883 : 1883) : Number(parsed.port),
    clientId,
    username: decodeURIComponent(parsed.username) || "guest",
    password: decodeURIComponent(parsed.password) || "guest",
    protocolVersion: v5 ? 5 : 4,
    clean: settings.session === "clean",
    reconnectPeriod: 0,
    resubscribe: false,
    // Nothing is held for a connection that is not there: a publish then fails instead.
    queueQoSZero: false,
    ...(v5 && {
      properties: {
        sessionExpiryInterval: settings.session === "clean" ? 0 : PERSISTENT_SESSION_EXPIRY_S,
        ...(receiveMaximum !== undefined && { receiveMaximum }),
      },
    }),
  };
}

/** Connects within `timeoutMs`; a failure names the URL with its password masked. */
export async function connectMqtt(url: string, options: MqttConnectOptions): Promise<MqttClient> {
  const clientOptions = {
    ...mqttClientOptions(url, options.clientId, options.settings, options.receiveMaximum),
    connectTimeout: options.timeoutMs,
  };
  let client: MqttClient;
  try {
    // A client that connects after the deadline is closed, not left open.
    client = await withTimeout(openClient(clientOptions), options.timeoutMs, "wait for CONNACK", (late) =>
      closeMqtt(late),
    );
  } catch (error) {
    throw new Error(
      `connect to ${maskUrlCredentials(url)} over MQTT ${options.settings.version}: ${errorMessage(error)}`,
      { cause: error },
    );
  }
  const onClose = (): void => options.onClosed("MQTT connection closed");
  const onError = (error: Error): void => options.onClosed(`MQTT connection failed (${error.message})`);
  const onDisconnect = (packet: IDisconnectPacket): void =>
    options.onClosed(`the broker disconnected the client (reason code ${packet.reasonCode ?? 0})`);
  client.on("close", onClose);
  client.on("error", onError);
  client.on("disconnect", onDisconnect);
  ownListeners.set(client, () => {
    client.off("close", onClose);
    client.off("error", onError);
    client.off("disconnect", onDisconnect);
    // An error while closing has no one left to tell; unheard, it would end the process.
    client.on("error", () => {});
  });
  return client;
}

/** How to take off the listeners connectMqtt added (MQTT.js keeps its own on the same events). */
const ownListeners = new WeakMap<MqttClient, () => void>();

/** Stops telling the client's owner about its closing: the owner is closing it. */
export function detachMqttListeners(client: MqttClient): void {
  ownListeners.get(client)?.();
  ownListeners.delete(client);
}

/** Resolves with the client once the broker's CONNACK accepted it; rejects on the first error or close. */
function openClient(options: IClientOptions): Promise<MqttClient> {
  return new Promise((resolve, reject) => {
    const client = connect(options);
    const settle = (error?: Error): void => {
      client.off("connect", onConnect);
      client.off("error", onError);
      client.off("close", onClose);
      if (error === undefined) return resolve(client);
      client.end(true);
      reject(error);
    };
    const onConnect = (): void => settle();
    const onError = (error: Error): void => settle(error);
    const onClose = (): void => settle(new Error("the connection closed before the broker accepted it"));
    client.on("connect", onConnect);
    client.on("error", onError);
    client.on("close", onClose);
  });
}

/**
 * Disconnects (DISCONNECT, the socket's end) within `timeoutMs`; a broker that does not answer has
 * its socket dropped, and the failure is thrown.
 */
export async function disconnectMqtt(client: MqttClient, timeoutMs: number): Promise<void> {
  detachMqttListeners(client);
  try {
    await withTimeout(client.endAsync(), timeoutMs, "disconnect");
  } catch (error) {
    client.end(true);
    throw error;
  }
}

/** As disconnectMqtt, for the paths that close and go on: never throws. */
export async function closeMqtt(client: MqttClient | undefined, timeoutMs = 5_000): Promise<void> {
  if (!client) return;
  await disconnectMqtt(client, timeoutMs).catch(() => {});
}

/**
 * Subscribes to `topic` at `qos` within `timeoutMs`; a subscription the broker refuses (SUBACK
 * code 0x80 or above) or grants at another QoS throws.
 */
export async function subscribeMqtt(
  client: MqttClient,
  topic: string,
  qos: 0 | 1,
  timeoutMs: number,
): Promise<void> {
  const granted = await withTimeout(
    client.subscribeAsync(topic, { qos }),
    timeoutMs,
    `subscribe to '${topic}'`,
  );
  const code = granted[0]?.qos;
  if (code === undefined || code >= SUBSCRIPTION_REFUSED) {
    throw new Error(`the broker refused the subscription to '${topic}' (code ${code})`);
  }
  if (code !== qos) throw new Error(`the broker granted QoS ${code} to '${topic}', not QoS ${qos}`);
}

/** The SUBACK return code of a refused subscription (MQTT 3.1.1; MQTT 5's failure codes start there). */
const SUBSCRIPTION_REFUSED = 0x80;

/**
 * Ends a persistent session the broker keeps after the client left: a clean session with the same
 * client identifier discards it (and its subscription queue). Never throws.
 */
export async function discardMqttSession(
  url: string,
  clientId: string,
  settings: MqttClientSettings,
  timeoutMs: number,
): Promise<void> {
  if (settings.session === "clean") return;
  let client: MqttClient | undefined;
  try {
    client = await connectMqtt(url, {
      clientId,
      settings: { ...settings, session: "clean" },
      timeoutMs,
      onClosed: () => {},
    });
  } catch {
    // The broker keeps the session until it expires; the trial's cleanup deletes its queue.
  } finally {
    await closeMqtt(client, timeoutMs);
  }
}

/** An MQTT client identifier from a connection name: no spaces (some brokers refuse them). */
export function mqttClientId(connectionName: string): string {
  return connectionName.replace(/\s+/g, "-");
}
