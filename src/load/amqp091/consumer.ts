import type { Channel, ChannelModel, ConsumeMessage } from "amqplib";
import {
  closeChannelThenConnection,
  coalesceSocketWrites,
  connectAmqp,
  LOAD_SOCKET_HIGH_WATER_MARK,
} from "./connect.js";
import { ConsumerCore } from "../consumer-core.js";
import { IdleAckFlush } from "../idle-ack-flush.js";
import { withTimeout } from "../timeouts.js";

/**
 * One AMQP 0.9.1 consumer: its own connection and channel, consuming one queue; each delivery is
 * counted by DeliveryAccounting.
 */
export class Consumer extends ConsumerCore {
  private connection: ChannelModel | undefined;
  private channel: Channel | undefined;
  private consumerTag: string | undefined;
  private unacked = 0;
  private lastUnacked: ConsumeMessage | undefined;
  private idleFlush: IdleAckFlush | undefined;

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    this.connection = await connectAmqp(this.spec.url, {
      connectionName,
      timeoutMs: connectTimeoutMs,
      writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK,
    });
    coalesceSocketWrites(this.connection);
    this.connection.on("error", (error: Error) =>
      this.fail(`consumer ${this.spec.index}: connection error: ${error.message}`),
    );
    this.connection.on("close", () =>
      this.fail(`consumer ${this.spec.index}: connection closed by the broker`),
    );
    const channel = await withTimeout(this.connection.createChannel(), connectTimeoutMs, "open channel");
    channel.on("error", (error: Error) =>
      this.fail(`consumer ${this.spec.index}: channel error: ${error.message}`),
    );
    this.channel = channel;
    const autoAck = this.settings.ackMode === "auto";
    if (!autoAck && this.settings.prefetch > 0) {
      await withTimeout(channel.prefetch(this.settings.prefetch), connectTimeoutMs, "set prefetch");
    }
    const reply = await withTimeout(
      channel.consume(this.spec.queue, this.onMessage, {
        noAck: autoAck,
        ...(this.settings.consumeArguments && { arguments: this.settings.consumeArguments }),
      }),
      connectTimeoutMs,
      `consume from ${this.spec.queue}`,
    );
    this.consumerTag = reply.consumerTag;
    if (this.settings.ackMode === "multiple") {
      this.idleFlush = new IdleAckFlush(() => this.flushAcks());
    }
  }

  /** Cancels the subscription, acks what is pending, closes the connection. */
  async finish(timeoutMs: number): Promise<void> {
    const channel = this.channel;
    if (channel && this.consumerTag !== undefined && !this.closing) {
      try {
        await withTimeout(channel.cancel(this.consumerTag), timeoutMs, "cancel consumer");
      } catch (error) {
        this.hooks.onWarning(`consumer ${this.spec.index}: ${(error as Error).message}`);
      }
      this.flushAcks();
    }
    await this.close();
  }

  async close(): Promise<void> {
    this.closing = true;
    this.idleFlush?.stop();
    const { channel, connection } = this;
    this.connection = undefined;
    this.channel = undefined;
    await closeChannelThenConnection(channel, connection);
  }

  private readonly onMessage = (message: ConsumeMessage | null): void => {
    if (message === null) {
      this.fail(`consumer ${this.spec.index}: subscription to ${this.spec.queue} cancelled by the broker`);
      return;
    }
    const publisherId = this.accounting.receive(message.content, process.hrtime.bigint());
    this.acknowledge(message);
    this.accounting.acknowledged(publisherId);
  };

  private acknowledge(message: ConsumeMessage): void {
    const channel = this.channel;
    if (channel === undefined) return;
    switch (this.settings.ackMode) {
      case "auto":
        return;
      case "single":
        channel.ack(message);
        return;
      case "multiple":
        this.unacked++;
        this.idleFlush?.noteDelivery();
        this.lastUnacked = message;
        if (this.unacked >= this.settings.multipleAckEvery) this.flushAcks();
        return;
    }
  }

  private flushAcks(): void {
    if (this.unacked === 0 || this.lastUnacked === undefined || this.channel === undefined) return;
    this.channel.ack(this.lastUnacked, true);
    this.unacked = 0;
    this.lastUnacked = undefined;
  }
}
