import type { Channel, ChannelModel, Options } from "amqplib";
import type { QueueType } from "../model/config.js";
import type { QueueArguments } from "../model/queue-arguments.js";
import { closeQuietly, connectAmqp } from "../load/amqp091/connect.js";
import { errorMessage, PhaseError, withTimeout } from "../load/timeouts.js";

/**
 * Declare arguments for a queue of the target's type, after the user's own (`queueArgs`), which
 * may not name another type. "classic-mirrored" declares a classic queue: the mirroring comes
 * from a policy the broker provider applies.
 */
export function queueTypeArguments(
  queueType: QueueType,
  extra: QueueArguments = {},
): Record<string, unknown> {
  return { ...extra, "x-queue-type": queueType === "classic-mirrored" ? "classic" : queueType };
}

/** Quorum and stream queues are always durable; classic queues follow the caller's wish. */
export function queueDurability(queueType: QueueType, durable: boolean): boolean {
  return queueType === "quorum" || queueType === "stream" ? true : durable;
}

/** How a queue of `queueType` is declared: `extra` with its type, durable where the type must be. */
export function queueOptions(
  queueType: QueueType,
  durable: boolean,
  extra: QueueArguments = {},
): Options.AssertQueue {
  return { durable: queueDurability(queueType, durable), arguments: queueTypeArguments(queueType, extra) };
}

/**
 * Consume arguments a queue type needs. A stream keeps its messages after delivery, so a consumer
 * says where to start reading: "next" is the first message published after it subscribed, which is
 * every message of a trial, since consumers subscribe before publishers start.
 */
export function consumeArguments(queueType: QueueType): Record<string, unknown> | undefined {
  return queueType === "stream" ? { "x-stream-offset": "next" } : undefined;
}

/**
 * Why a consumer cannot read a queue of this type over AMQP 0.9.1, or undefined. A stream refuses
 * consumers without a prefetch limit or with automatic acknowledgement (its acks move the credit
 * window, they do not remove messages).
 */
export function streamConsumerProblem(
  queueType: QueueType,
  consumer: { prefetch: number; autoAck: boolean },
): { setting: "prefetch" | "ack"; reason: string } | undefined {
  if (queueType !== "stream") return undefined;
  if (consumer.autoAck) {
    return {
      setting: "ack",
      reason: "a stream queue needs manual acknowledgement: the broker refuses auto-ack consumers",
    };
  }
  if (consumer.prefetch <= 0) {
    return {
      setting: "prefetch",
      reason: "a stream queue needs a prefetch limit above 0: the broker refuses unlimited consumers",
    };
  }
  return undefined;
}

/**
 * The coordinator's own connection for declaring, inspecting and deleting what a trial creates.
 * A failed operation closes an AMQP channel (e.g. a 404 from checkQueue), so the channel is
 * reopened on demand.
 */
export class AdminSession implements AsyncDisposable {
  private readonly connection: ChannelModel;
  private readonly timeoutMs: number;
  private channel: Channel | undefined;

  private constructor(connection: ChannelModel, timeoutMs: number) {
    this.connection = connection;
    this.timeoutMs = timeoutMs;
  }

  static async open(url: string, connectionName: string, timeoutMs: number): Promise<AdminSession> {
    const connection = await connectAmqp(url, { connectionName, timeoutMs });
    // Without a listener an 'error' event would crash the process; failures surface on the next call.
    connection.on("error", () => {});
    return new AdminSession(connection, timeoutMs);
  }

  async declareQueue(name: string, options: Options.AssertQueue, phase = "declare queue"): Promise<string> {
    const reply = await this.call(phase, (channel) => channel.assertQueue(name, options));
    return reply.queue;
  }

  /** Ready messages of the queues, summed. */
  async readyMessages(names: readonly string[], phase = "read queue depth"): Promise<number> {
    let total = 0;
    for (const name of names)
      total += (await this.call(phase, (channel) => channel.checkQueue(name))).messageCount;
    return total;
  }

  /** True when the queue exists (checkQueue answers rather than closing the channel with 404). */
  async queueExists(name: string): Promise<boolean> {
    try {
      await this.call("check queue", (channel) => channel.checkQueue(name));
      return true;
    } catch (error) {
      if (/404|NOT_FOUND/.test(errorMessage(error))) return false;
      throw error;
    }
  }

  /**
   * Deletes every queue, trying all of them even when one fails; throws one error listing the
   * failures, so cleanup problems are never silent.
   */
  async deleteQueues(names: readonly string[], phase = "delete queues"): Promise<void> {
    const failures: string[] = [];
    for (const name of names) {
      try {
        await this.call(phase, (channel) => channel.deleteQueue(name));
      } catch (error) {
        failures.push(`${name}: ${errorMessage(error)}`);
      }
    }
    if (failures.length > 0) throw new PhaseError(phase, failures.join("; "));
  }

  async deleteExchanges(names: readonly string[], phase = "delete exchanges"): Promise<void> {
    const failures: string[] = [];
    for (const name of names) {
      try {
        await this.call(phase, (channel) => channel.deleteExchange(name));
      } catch (error) {
        failures.push(`${name}: ${errorMessage(error)}`);
      }
    }
    if (failures.length > 0) throw new PhaseError(phase, failures.join("; "));
  }

  /** Runs one operation on the (re)opened channel with the session's deadline. */
  async call<T>(phase: string, operation: (channel: Channel) => Promise<T>): Promise<T> {
    const channel = await this.openChannel(phase);
    return withTimeout(operation(channel), this.timeoutMs, phase);
  }

  async close(): Promise<void> {
    await closeQuietly(this.connection);
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }

  private async openChannel(phase: string): Promise<Channel> {
    if (this.channel) return this.channel;
    const channel = await withTimeout(
      this.connection.createChannel(),
      this.timeoutMs,
      `${phase}: open channel`,
    );
    channel.on("error", () => {});
    channel.on("close", () => {
      if (this.channel === channel) this.channel = undefined;
    });
    this.channel = channel;
    return channel;
  }
}
