import type { Channel, ChannelModel, ConsumeMessage } from "amqplib";
import { closeChannelThenConnection, coalesceSocketWrites, connectAmqp } from "./connect.js";
import { rpcReplyBody } from "./rpc-server.js";
import { withTimeout } from "../timeouts.js";

/** The pseudo-queue of direct reply-to: replies go straight to the consuming channel, no queue. */
export const DIRECT_REPLY_TO = "amq.rabbitmq.reply-to";

/** How a client receives its replies: direct reply-to, or an exclusive queue of its own. */
export type ReplyMode = "direct" | "queue";

/**
 * A reply that cannot be trusted: none within the deadline, a body that is not the transformed
 * request, or a reply to a call that had its reply already. It makes the trial invalid rather
 * than failed: the broker answered, but the measurement does not count what it claims to.
 */
export class RpcIntegrityError extends Error {
  override readonly name = "RpcIntegrityError";
}

interface PendingCall {
  expected: Buffer;
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One rpc client: its own connection and channel, publishing requests to the request queue with a
 * reply-to and a correlation id, and consuming its replies (no-ack, as direct reply-to requires).
 * Each reply is matched to its call by correlation id and checked byte for byte against the
 * transformed request; a reply for no pending call is recorded as a violation.
 */
export class RpcClient {
  private readonly connection: ChannelModel;
  private readonly channel: Channel;
  private readonly requestQueue: string;
  private readonly replyTo: string;
  private readonly pending = new Map<string, PendingCall>();
  private nextCall = 0;
  private failure: Error | undefined;
  private closing = false;
  /** Replies that answered no pending call (duplicates, unknown correlation ids). */
  readonly violations: string[] = [];

  private constructor(connection: ChannelModel, channel: Channel, requestQueue: string, replyTo: string) {
    this.connection = connection;
    this.channel = channel;
    this.requestQueue = requestQueue;
    this.replyTo = replyTo;
  }

  /** Calls made so far (each call's correlation id is its number). */
  get calls(): number {
    return this.nextCall;
  }

  static async open(options: {
    url: string;
    connectionName: string;
    requestQueue: string;
    replyMode: ReplyMode;
    timeoutMs: number;
  }): Promise<RpcClient> {
    const connection = await connectAmqp(options.url, {
      connectionName: options.connectionName,
      timeoutMs: options.timeoutMs,
    });
    try {
      coalesceSocketWrites(connection);
      const channel = await withTimeout(connection.createChannel(), options.timeoutMs, "open channel");
      let replyTo = DIRECT_REPLY_TO;
      if (options.replyMode === "queue") {
        const declared = await withTimeout(
          channel.assertQueue("", {
            exclusive: true,
            durable: false,
            autoDelete: true,
            arguments: { "x-queue-type": "classic" },
          }),
          options.timeoutMs,
          "declare the reply queue",
        );
        replyTo = declared.queue;
      }
      const client = new RpcClient(connection, channel, options.requestQueue, replyTo);
      connection.on("error", (error: Error) => client.fail(`connection error: ${error.message}`));
      connection.on("close", () => client.fail("connection closed by the broker"));
      channel.on("error", (error: Error) => client.fail(`channel error: ${error.message}`));
      // Direct reply-to needs the channel to consume the pseudo-queue before it publishes with it.
      await withTimeout(
        channel.consume(replyTo, client.onReply, { noAck: true }),
        options.timeoutMs,
        `consume replies from ${replyTo}`,
      );
      return client;
    } catch (error) {
      await closeChannelThenConnection(undefined, connection);
      throw error;
    }
  }

  /**
   * Sends one request and resolves when its checked reply is back. Rejects with RpcIntegrityError
   * for no reply within `timeoutMs` or a wrong reply, with Error when the connection failed.
   */
  call(body: Buffer, timeoutMs: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = String(this.nextCall++);
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RpcIntegrityError(`call ${id}: no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { expected: rpcReplyBody(body), resolve, reject, timer });
      this.channel.publish("", this.requestQueue, body, { correlationId: id, replyTo: this.replyTo });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    this.settle(new Error("rpc client closed"));
    await closeChannelThenConnection(this.channel, this.connection);
  }

  private fail(message: string): void {
    if (this.closing || this.failure) return;
    this.failure = new Error(`rpc client: ${message}`);
    this.settle(this.failure);
  }

  private settle(error: Error): void {
    for (const call of this.pending.values()) {
      clearTimeout(call.timer);
      call.reject(error);
    }
    this.pending.clear();
  }

  private readonly onReply = (message: ConsumeMessage | null): void => {
    if (message === null) {
      this.fail(`subscription to ${this.replyTo} cancelled by the broker`);
      return;
    }
    const id = (message.properties as { correlationId?: string }).correlationId;
    const call = id === undefined ? undefined : this.pending.get(id);
    if (call === undefined) {
      const sent = id !== undefined && /^\d+$/.test(id) && Number(id) < this.nextCall;
      this.violations.push(
        sent
          ? `a second reply to call ${id}`
          : `a reply with a correlation id no call of this client sent (${JSON.stringify(id ?? null).slice(0, 40)})`,
      );
      return;
    }
    this.pending.delete(id!);
    clearTimeout(call.timer);
    if (message.content.equals(call.expected)) call.resolve();
    else {
      call.reject(
        new RpcIntegrityError(
          `call ${id}: the reply (${message.content.length} bytes) is not the transformed request ` +
            `(${call.expected.length} bytes)`,
        ),
      );
    }
  };
}
