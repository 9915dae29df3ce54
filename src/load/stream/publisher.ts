import { setTimeout as delay } from "node:timers/promises";
import type { Histogram } from "hdr-histogram-js";
import type { Client, Publisher as LibraryPublisher } from "rabbitmq-stream-js-client";
import { clientFailure } from "../client-failure.js";
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
 * messages (its `maxChunkLength`) and writes them on the next turn of the event loop. Sub-entry
 * batching is not offered: the library's consumer (1.0.0) decodes only the first sub-entry of a
 * chunk that holds several (`decodeSubEntries` once per chunk), so their other messages never
 * reach a consumer.
 * Without confirms, the socket's backpressure paces the pump.
 */
export class StreamPublisher extends PublisherCore {
  private readonly body: Buffer;
  private client: Client | undefined;
  private publisher: LibraryPublisher | undefined;
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
      publisher.on("publish_confirm", (error, publishingIds) => {
        for (const id of publishingIds) {
          if (error !== null) this.errors++;
          this.settle(Number(id), false, error === null);
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
    this.publisher!.basicSend(BigInt(sequence), payload).catch(this.onSendError);
    return true;
  }

  private readonly onSendError = (error: unknown): void => {
    this.fail(clientFailure(`publisher ${this.spec.index}`, error));
  };

  /** Without confirms: the library's queue written and the socket's buffer drained. */
  protected override async flushClient(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
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
