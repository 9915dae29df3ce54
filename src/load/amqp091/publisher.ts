import type { ChannelModel, ConfirmChannel, Channel, Options } from "amqplib";
import type { Histogram } from "hdr-histogram-js";
import {
  closeChannelThenConnection,
  coalesceSocketWrites,
  connectAmqp,
  LOAD_SOCKET_HIGH_WATER_MARK,
} from "./connect.js";
import { allocateMessageBody, writeMessageHeader } from "../header.js";
import type { ClientSpec, PublisherSettings } from "../worker-messages.js";
import { PublisherCore, type PublisherHooks } from "../publisher-core.js";
import { withTimeout } from "../timeouts.js";

export type { PublisherHooks } from "../publisher-core.js";

/**
 * One AMQP 0.9.1 publisher: its own connection and channel, publishing to one queue through the
 * default exchange (or the queue's entry exchange) with `mandatory`, so unroutable messages come
 * back as returns. Confirms are basic.ack / basic.nack, single or multiple, by delivery tag (tag n
 * is message n - 1 on a channel that only publishes). The channel's own per-message callbacks are
 * not used, so a publish allocates nothing here beyond what amqplib needs.
 *
 * The body buffer is reused: amqplib copies the content into its frame buffers inside publish()
 * (frame.makeBodyFrame / Buffer.copy in connection.sendMessage), so rewriting the header for the
 * next message cannot change one already handed over.
 */
export class Publisher extends PublisherCore {
  private readonly body: Buffer;
  private readonly publishOptions: Options.Publish;
  private connection: ChannelModel | undefined;
  private channel: ConfirmChannel | Channel | undefined;

  constructor(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: PublisherHooks,
    confirmHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ) {
    super(spec, settings, hooks, confirmHistogram, deliveredByPublisher);
    this.body = allocateMessageBody(settings.messageSizeBytes);
    this.publishOptions = { mandatory: true, persistent: settings.persistent };
  }

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    this.connection = await connectAmqp(this.spec.url, {
      connectionName,
      timeoutMs: connectTimeoutMs,
      writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK,
    });
    coalesceSocketWrites(this.connection);
    this.connection.on("error", (error: Error) =>
      this.fail(`publisher ${this.spec.index}: connection error: ${error.message}`),
    );
    this.connection.on("close", () =>
      this.fail(`publisher ${this.spec.index}: connection closed by the broker`),
    );
    this.connection.on("blocked", (reason: string) =>
      this.hooks.onWarning(`publisher ${this.spec.index}: connection blocked by the broker (${reason})`),
    );
    const channel = this.settings.confirms
      ? await withTimeout(this.connection.createConfirmChannel(), connectTimeoutMs, "open channel")
      : await withTimeout(this.connection.createChannel(), connectTimeoutMs, "open channel");
    channel.on("error", (error: Error) =>
      this.fail(`publisher ${this.spec.index}: channel error: ${error.message}`),
    );
    channel.on("return", () => {
      this.returned++;
    });
    if (this.settings.confirms) {
      channel.on("ack", (fields: { deliveryTag: number; multiple: boolean }) =>
        this.settle(fields.deliveryTag - 1, fields.multiple, true),
      );
      channel.on("nack", (fields: { deliveryTag: number; multiple: boolean }) =>
        this.settle(fields.deliveryTag - 1, fields.multiple, false),
      );
    }
    this.channel = channel;
  }

  protected get connected(): boolean {
    return this.channel !== undefined;
  }

  protected hasRoom(): boolean {
    return true;
  }

  protected send(sequence: number, sendTimeNs: bigint): boolean {
    writeMessageHeader(this.body, sendTimeNs, this.spec.index, sequence);
    if (this.channel!.publish(this.spec.exchange, this.spec.queue, this.body, this.publishOptions))
      return true;
    // The channel's write buffer is full (flow control): resume on 'drain'.
    this.channel!.once("drain", this.resume);
    return false;
  }

  protected async closeClient(): Promise<void> {
    const { channel, connection } = this;
    this.connection = undefined;
    this.channel = undefined;
    await closeChannelThenConnection(channel, connection);
  }
}
