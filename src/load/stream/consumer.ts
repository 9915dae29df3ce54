import { Offset, type Client, type Consumer as LibraryConsumer } from "rabbitmq-stream-js-client";
import type { Message } from "rabbitmq-stream-js-client/dist/publisher.js";
import { clientFailure } from "../client-failure.js";
import { ConsumerCore } from "../consumer-core.js";
import { withTimeout } from "../timeouts.js";
import { closeStream, connectStream, type StreamConnectOptions } from "./connect.js";
import { ChunkCredit } from "./credit.js";

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
    this.client = await this.openClient({
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
        // A credit the socket refuses (the broker closed the connection) is this consumer's loss.
        creditPolicy: new ChunkCredit(credit, (error) => this.fail(clientFailure(name, error))),
        connectionClosedListener: (hadError) =>
          this.fail(
            `${name}: connection to the stream's member ${hadError ? "lost" : "closed by the broker"}`,
          ),
      },
      this.onMessage,
    );
  }

  /** The library's client, connected: the one seam between this consumer and the library. */
  protected openClient(options: StreamConnectOptions): Promise<Client> {
    return connectStream(this.spec.url, options);
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
