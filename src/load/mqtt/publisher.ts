import { setTimeout as delay } from "node:timers/promises";
import type { Histogram } from "hdr-histogram-js";
import type { IClientPublishOptions, MqttClient, Packet, PacketCallback } from "mqtt";
import { allocateMessageBody, writeMessageHeader } from "../header.js";
import { PublisherCore, type PublisherHooks } from "../publisher-core.js";
import type { ClientSpec, PublisherSettings } from "../worker-messages.js";
import { closeMqtt, connectMqtt, mqttClientId } from "./connect.js";

/** How often a stopping QoS 0 publisher looks whether its socket wrote everything. */
const FLUSH_POLL_MS = 5;
/** MQTT packet identifiers are 1..65535: at most that many QoS 1 messages in flight. */
export const MQTT_MAX_IN_FLIGHT = 65_535;

const QOS_1: IClientPublishOptions = { qos: 1 };
const QOS_0: IClientPublishOptions = { qos: 0 };

/**
 * One MQTT publisher: its own connection, publishing to the topic named after its queue (the
 * broker routes it through the MQTT exchange, `amq.topic`, to the subscribers of that topic).
 *
 * With confirms the messages go at QoS 1 and the PUBACK is the confirm: the confirm window caps
 * the messages in flight (at most 65,535, the packet identifiers MQTT has), and a PUBACK with an
 * error reason code (MQTT 5) counts as nacked. Without confirms they go at QoS 0 (at most once,
 * nothing comes back) and the socket's backpressure paces the pump.
 */
export class MqttPublisher extends PublisherCore {
  private readonly body: Buffer;
  private client: MqttClient | undefined;
  /** QoS 1: the sequence number of the message in flight under each packet identifier. */
  private readonly sequenceOfPacket: Int32Array;
  private errors = 0;

  constructor(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: PublisherHooks,
    confirmHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ) {
    super(spec, settings, hooks, confirmHistogram, deliveredByPublisher);
    this.body = allocateMessageBody(settings.messageSizeBytes);
    this.sequenceOfPacket = new Int32Array(settings.confirms ? MQTT_MAX_IN_FLIGHT + 1 : 0);
  }

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    const mqtt = this.spec.mqtt;
    if (mqtt === undefined) throw new Error(`publisher ${this.spec.index} has no MQTT settings`);
    const name = `publisher ${this.spec.index}`;
    this.client = await connectMqtt(this.spec.url, {
      clientId: mqttClientId(connectionName),
      settings: mqtt,
      timeoutMs: connectTimeoutMs,
      onClosed: (reason) => this.fail(`${name}: ${reason}`),
    });
  }

  /** PUBACKs with an error reason code: what AMQP 0.9.1 calls a nack. */
  override get nacked(): number {
    return this.errors;
  }

  protected get connected(): boolean {
    return this.client !== undefined;
  }

  /** At QoS 1 the confirm window bounds what is in flight; at QoS 0 the socket's buffer does. */
  protected hasRoom(): boolean {
    if (this.settings.confirms) return true;
    const stream = this.client!.stream as {
      writableNeedDrain?: boolean;
      once(e: "drain", l: () => void): void;
    };
    if (!stream.writableNeedDrain) return true;
    stream.once("drain", this.resume);
    return false;
  }

  protected send(sequence: number, sendTimeNs: bigint): boolean {
    // MQTT.js keeps the buffer until it is written (QoS 0) or acknowledged (QoS 1): a copy each.
    const payload = Buffer.allocUnsafe(this.body.length);
    this.body.copy(payload);
    writeMessageHeader(payload, sendTimeNs, this.spec.index, sequence);
    const client = this.client!;
    if (this.settings.confirms) {
      client.publish(this.spec.queue, payload, QOS_1, this.onPuback);
      this.sequenceOfPacket[client.getLastMessageId()] = sequence;
    } else {
      client.publish(this.spec.queue, payload, QOS_0, this.onWritten);
    }
    return true;
  }

  /** The PUBACK of a QoS 1 message (or the error that ended it: the connection's loss fails the trial elsewhere). */
  private readonly onPuback: PacketCallback = (error?: Error, packet?: Packet) => {
    const packetId = (packet as { messageId?: number } | undefined)?.messageId;
    if (packetId === undefined) {
      if (error) this.fail(`publisher ${this.spec.index}: ${error.message}`);
      return;
    }
    if (error) this.errors++;
    this.settle(this.sequenceOfPacket[packetId]!, false, !error);
  };

  private readonly onWritten: PacketCallback = (error?: Error) => {
    if (error) this.fail(`publisher ${this.spec.index}: ${error.message}`);
  };

  /** At QoS 0: waits until the socket wrote what it holds (what is left cannot be counted per message). */
  protected override async flushClient(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    const stream = this.client?.stream as { writableLength?: number } | undefined;
    while ((stream?.writableLength ?? 0) > 0 && Date.now() < deadline) await delay(FLUSH_POLL_MS);
    return 0;
  }

  protected async closeClient(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await closeMqtt(client);
  }
}
