import type { IPublishPacket, MqttClient } from "mqtt";
import { ConsumerCore } from "../consumer-core.js";
import { errorMessage } from "../timeouts.js";
import { closeMqtt, connectMqtt, discardMqttSession, mqttClientId, subscribeMqtt } from "./connect.js";

/**
 * One MQTT subscriber: its own connection and one subscription to the topic named after its queue.
 * The broker keeps a queue for the subscription (its own, named after the client identifier), so
 * every subscriber of a topic receives every message: one subscriber per topic.
 *
 * ackMode 'single' subscribes at QoS 1: MQTT.js answers each delivery with a PUBACK once the
 * handler has seen it. The broker holds at most its `mqtt.prefetch` (10 by default)
 * unacknowledged, and over MQTT 5 no more than the client's Receive Maximum, the prefetch. ackMode 'auto' subscribes
 * at QoS 0: at most once, no acknowledgement. A persistent session is discarded when the consumer
 * finishes, so the broker keeps neither it nor its queue.
 */
export class MqttConsumer extends ConsumerCore {
  private client: MqttClient | undefined;
  private clientId = "";

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    const mqtt = this.spec.mqtt;
    if (mqtt === undefined) throw new Error(`consumer ${this.spec.index} has no MQTT settings`);
    const name = `consumer ${this.spec.index}`;
    this.clientId = mqttClientId(connectionName);
    const client = await connectMqtt(this.spec.url, {
      clientId: this.clientId,
      settings: mqtt,
      timeoutMs: connectTimeoutMs,
      ...(this.settings.prefetch > 0 && { receiveMaximum: this.settings.prefetch }),
      onClosed: (reason) => this.fail(`${name}: ${reason}`),
    });
    this.client = client;
    client.on("message", this.onMessage);
    const qos = this.settings.ackMode === "auto" ? 0 : 1;
    try {
      await subscribeMqtt(client, this.spec.queue, qos, connectTimeoutMs);
    } catch (error) {
      throw new Error(`${name}: ${errorMessage(error)}`, { cause: error });
    }
  }

  /** Disconnects (the acks already went with each delivery) and discards a persistent session. */
  async finish(timeoutMs: number): Promise<void> {
    await this.close(timeoutMs);
  }

  async close(timeoutMs = 5_000): Promise<void> {
    this.closing = true;
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    await closeMqtt(client, timeoutMs);
    await discardMqttSession(this.spec.url, this.clientId, this.spec.mqtt!, timeoutMs);
  }

  private readonly onMessage = (_topic: string, payload: Buffer, _packet: IPublishPacket): void => {
    const publisherId = this.accounting.receive(payload, process.hrtime.bigint());
    this.accounting.acknowledged(publisherId);
  };
}
