import { setTimeout as delay } from "node:timers/promises";
import type { Histogram } from "hdr-histogram-js";
import type { Client, Publisher as LibraryPublisher } from "rabbitmq-stream-js-client";
import type { Message } from "rabbitmq-stream-js-client/dist/publisher.js";
import { allocateMessageBody, writeMessageHeader } from "../header.js";
import { PublisherCore, type PublisherHooks } from "../publisher-core.js";
import type { ClientSpec, PublisherSettings } from "../worker-messages.js";
import { closeStream, connectStream } from "./connect.js";

/** How often a stopping publisher without confirms looks whether its socket wrote everything. */
const FLUSH_POLL_MS = 5;

/** The library's connection under a publisher (not in its typings): its socket, for backpressure. */
interface LibraryConnection {
  socket?: {
    writableNeedDrain?: boolean;
    writableLength?: number;
    once(event: "drain", listener: () => void): void;
  };
}

/**
 * One stream protocol publisher: its own client (a locator connection to the URL's node and a
 * connection to the stream's leader) and one publisher on the stream.
 *
 * The publishing id of a message is its sequence number, so the broker's confirms (by publishing
 * id) settle the confirm window directly; a publish error counts as nacked. No publisher reference
 * is declared: the broker does no deduplication, so every message sent is stored, as with the
 * other protocols. The library batches what it is handed into publish frames of up to 100
 * messages (its `maxChunkLength`) and writes them on the next turn of the event loop. With
 * `subEntrySize`, messages go in sub-entry batches instead (one publish entry holding many).
 * Without confirms, the socket's backpressure paces the pump.
 */
export class StreamPublisher extends PublisherCore {
  private readonly body: Buffer;
  private client: Client | undefined;
  private publisher: LibraryPublisher | undefined;
  private errors = 0;
  /** Sub-entry batching: the messages of the batch being filled, and its last sequence number. */
  private batch: Message[] = [];
  private batchLast = -1;
  private batchScheduled = false;

  constructor(
    spec: ClientSpec,
    settings: PublisherSettings,
    hooks: PublisherHooks,
    confirmHistogram: Histogram,
    deliveredByPublisher?: Int32Array,
  ) {
    super(spec, settings, hooks, confirmHistogram, deliveredByPublisher);
    this.body = allocateMessageBody(settings.messageSizeBytes);
  }

  async connect(connectTimeoutMs: number, connectionName: string): Promise<void> {
    const name = `publisher ${this.spec.index}`;
    this.client = await connectStream(this.spec.url, {
      connectionName,
      timeoutMs: connectTimeoutMs,
      onClosed: (reason) => this.fail(`${name}: ${reason}`),
      onMetadataUpdate: (reason) => this.fail(`${name}: ${reason}`),
    });
    const publisher = await this.client.declarePublisher({
      stream: this.spec.queue,
      connectionClosedListener: (hadError) =>
        this.fail(`${name}: connection to the stream's leader ${hadError ? "lost" : "closed by the broker"}`),
    });
    if (this.settings.confirms) {
      // A sub-entry batch is confirmed as one, by the publishing id of its last message.
      const multiple = this.settings.subEntrySize !== undefined;
      publisher.on("publish_confirm", (error, publishingIds) => {
        for (const id of publishingIds) {
          if (error !== null) this.errors++;
          this.settle(Number(id), multiple, error === null);
        }
      });
    }
    this.publisher = publisher;
  }

  /** Refused by the broker (a publish error): what AMQP 0.9.1 calls a nack. */
  override get nacked(): number {
    return this.errors;
  }

  protected get connected(): boolean {
    return this.publisher !== undefined;
  }

  private get socket(): LibraryConnection["socket"] {
    return (this.publisher as unknown as { connection?: LibraryConnection } | undefined)?.connection?.socket;
  }

  /** With confirms the window bounds what is in flight; without, the socket's buffer does. */
  protected hasRoom(): boolean {
    if (this.settings.confirms) return true;
    const socket = this.socket;
    if (!socket?.writableNeedDrain) return true;
    socket.once("drain", this.resume);
    return false;
  }

  protected send(sequence: number, sendTimeNs: bigint): boolean {
    // The library keeps the buffer until it writes the frame: each message gets its own copy.
    const payload = Buffer.allocUnsafe(this.body.length);
    this.body.copy(payload);
    writeMessageHeader(payload, sendTimeNs, this.spec.index, sequence);
    if (this.settings.subEntrySize !== undefined) {
      this.batch.push({ content: payload });
      this.batchLast = sequence;
      if (this.batch.length >= this.settings.subEntrySize) this.sendBatch();
      else if (!this.batchScheduled) {
        // A batch the pump leaves unfilled (a full window, the rate) goes on the next turn.
        this.batchScheduled = true;
        setImmediate(this.sendBatch);
      }
      return true;
    }
    this.publisher!.basicSend(BigInt(sequence), payload).catch(this.onSendError);
    return true;
  }

  /**
   * Sends the batch as one sub-entry. The library stamps a sub-entry with its own publishing id
   * counter: set to the batch's last sequence number, the confirm settles the whole batch.
   */
  private readonly sendBatch = (): void => {
    this.batchScheduled = false;
    const publisher = this.publisher;
    if (this.batch.length === 0 || !publisher) return;
    const messages = this.batch;
    this.batch = [];
    (publisher as unknown as { publishingId: bigint }).publishingId = BigInt(this.batchLast);
    publisher.sendSubEntries(messages).catch(this.onSendError);
  };

  private readonly onSendError = (error: unknown): void => {
    this.fail(`publisher ${this.spec.index}: ${error instanceof Error ? error.message : String(error)}`);
  };

  /** Without confirms: the library's queue written and the socket's buffer drained. */
  protected override async flushClient(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    this.sendBatch();
    const queued = (): number =>
      (this.publisher as unknown as { queue?: unknown[] } | undefined)?.queue?.length ?? 0;
    try {
      while (queued() > 0 && Date.now() < deadline) await this.publisher?.flush();
    } catch {
      // A failed flush leaves the messages held: they count below.
    }
    while ((this.socket?.writableLength ?? 0) > 0 && Date.now() < deadline) await delay(FLUSH_POLL_MS);
    return queued();
  }

  protected async closeClient(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.publisher = undefined;
    await closeStream(client);
  }
}
