import type { Channel, ChannelModel, ConsumeMessage } from "amqplib";
import { closeChannelThenConnection, coalesceSocketWrites, connectAmqp } from "./connect.js";
import type { RpcServerReport, RpcServerSettings } from "../worker-messages.js";
import { withTimeout } from "../timeouts.js";

/**
 * The reply to a request: every byte of it transformed (plus one, modulo 256), so that the server
 * reads and writes the whole body as a real handler would, and the client can check that the
 * reply belongs to its request byte for byte.
 */
export function rpcReplyBody(request: Buffer): Buffer {
  const reply = Buffer.allocUnsafe(request.length);
  for (let i = 0; i < request.length; i++) reply[i] = (request[i]! + 1) & 0xff;
  return reply;
}

export interface RpcServerHooks {
  onFatal(message: string): void;
}

/**
 * The rpc scenario's server, in a load worker: one connection and channel consuming the request
 * queue; each request's reply goes to the default exchange with the request's reply-to as routing
 * key (a direct reply-to pseudo-queue or an exclusive reply queue) and its correlation id. With
 * manual acks the request is acked after its reply is published, on the same channel.
 */
export class RpcServer {
  private readonly url: string;
  private readonly queue: string;
  private readonly settings: RpcServerSettings;
  private readonly hooks: RpcServerHooks;
  private connection: ChannelModel | undefined;
  private channel: Channel | undefined;
  private consumerTag: string | undefined;
  private closing = false;
  private readonly report: RpcServerReport = { received: 0, replied: 0, malformed: 0 };

  constructor(url: string, queue: string, settings: RpcServerSettings, hooks: RpcServerHooks) {
    this.url = url;
    this.queue = queue;
    this.settings = settings;
    this.hooks = hooks;
  }

  async connect(timeoutMs: number, connectionName: string): Promise<void> {
    this.connection = await connectAmqp(this.url, { connectionName, timeoutMs });
    coalesceSocketWrites(this.connection);
    this.connection.on("error", (error: Error) =>
      this.fail(`rpc server: connection error: ${error.message}`),
    );
    this.connection.on("close", () => this.fail("rpc server: connection closed by the broker"));
    const channel = await withTimeout(this.connection.createChannel(), timeoutMs, "open channel");
    channel.on("error", (error: Error) => this.fail(`rpc server: channel error: ${error.message}`));
    this.channel = channel;
    const manual = this.settings.ackMode === "manual";
    if (manual) await withTimeout(channel.prefetch(this.settings.prefetch), timeoutMs, "set prefetch");
    const reply = await withTimeout(
      channel.consume(this.queue, this.onRequest, {
        noAck: !manual,
        ...(this.settings.consumeArguments && { arguments: this.settings.consumeArguments }),
      }),
      timeoutMs,
      `consume from ${this.queue}`,
    );
    this.consumerTag = reply.consumerTag;
  }

  /** Cancels the subscription, closes the connection and says what the server did. */
  async finish(timeoutMs: number): Promise<RpcServerReport> {
    const channel = this.channel;
    if (channel && this.consumerTag !== undefined && !this.closing) {
      await withTimeout(channel.cancel(this.consumerTag), timeoutMs, "cancel the rpc server's consumer");
    }
    await this.close();
    return { ...this.report };
  }

  async close(): Promise<void> {
    this.closing = true;
    const { channel, connection } = this;
    this.channel = undefined;
    this.connection = undefined;
    await closeChannelThenConnection(channel, connection);
  }

  private fail(message: string): void {
    if (this.closing) return;
    this.closing = true;
    this.hooks.onFatal(message);
  }

  private readonly onRequest = (message: ConsumeMessage | null): void => {
    if (message === null) {
      this.fail(`rpc server: subscription to ${this.queue} cancelled by the broker`);
      return;
    }
    const channel = this.channel;
    if (channel === undefined) return;
    const number = ++this.report.received;
    const { replyTo, correlationId } = message.properties as { replyTo?: string; correlationId?: string };
    const faults = this.settings.faults ?? {};
    if (!replyTo || correlationId === undefined) {
      this.report.malformed++;
    } else if (faults.drop !== number) {
      const body = rpcReplyBody(message.content);
      if (faults.corrupt === number && body.length > 0) body[0] = body[0]! ^ 0x80;
      channel.publish("", replyTo, body, { correlationId });
      if (faults.duplicate === number) channel.publish("", replyTo, body, { correlationId });
      this.report.replied++;
    }
    if (this.settings.ackMode === "manual") channel.ack(message);
  };
}
