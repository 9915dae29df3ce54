import { Offset, type Client, type Consumer as LibraryConsumer } from "rabbitmq-stream-js-client";
import { creditsOnChunkCompleted } from "rabbitmq-stream-js-client/dist/consumer_credit_policy.js";
import type { Message } from "rabbitmq-stream-js-client/dist/publisher.js";
import { ConsumerCore } from "../consumer-core.js";
import { withTimeout } from "../timeouts.js";
import { closeStream, connectStream } from "./connect.js";

/** Credit when the load sets no prefetch limit (prefetch 0): chunks the broker may send ahead. */
const UNLIMITED_CHUNK_CREDIT = 10;

/**
 * One stream protocol consumer: its own client and one subscription to the stream from offset
 * `next` (the messages published after it subscribed, as the other protocols' consumers read).
 *
 * Flow control is the protocol's credit, in chunks: `prefetch` chunks at subscription, one more
 * for each chunk handled, so the broker never has more than `prefetch` chunks in flight to it. The
 * stream protocol has no acknowledgements: a message counts as delivered and acknowledged when the
 * handler sees it (ackMode does not apply).
 */
export class StreamConsumer extends ConsumerCore {
  private client: Client | undefined;
  private consumer: LibraryConsumer | undefined;

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    const name = `consumer ${this.spec.index}`;
    this.client = await connectStream(this.spec.url, {
      connectionName,
      timeoutMs: connectTimeoutMs,
      onClosed: (reason) => this.fail(`${name}: ${reason}`),
      onMetadataUpdate: (reason) => this.fail(`${name}: ${reason}`),
    });
    const credit = this.settings.prefetch > 0 ? this.settings.prefetch : UNLIMITED_CHUNK_CREDIT;
    this.consumer = await this.client.declareConsumer(
      {
        stream: this.spec.queue,
        offset: Offset.next(),
        creditPolicy: creditsOnChunkCompleted(credit, 1),
        connectionClosedListener: (hadError) =>
          this.fail(
            `${name}: connection to the stream's member ${hadError ? "lost" : "closed by the broker"}`,
          ),
      },
      this.onMessage,
    );
  }

  /** Unsubscribes and closes the client. */
  async finish(timeoutMs: number): Promise<void> {
    this.closing = true;
    const consumer = this.consumer;
    this.consumer = undefined;
    if (consumer) {
      try {
        await withTimeout(consumer.close(), timeoutMs, "unsubscribe");
      } catch (error) {
        this.hooks.onWarning(`consumer ${this.spec.index}: ${(error as Error).message}`);
      }
    }
    await this.close();
  }

  async close(): Promise<void> {
    this.closing = true;
    const client = this.client;
    this.client = undefined;
    this.consumer = undefined;
    await closeStream(client);
  }

  private readonly onMessage = (message: Message): void => {
    const publisherId = this.accounting.receive(message.content, process.hrtime.bigint());
    this.accounting.acknowledged(publisherId);
  };
}
