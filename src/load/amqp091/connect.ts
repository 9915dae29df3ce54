import amqp from "amqplib";
import type { ChannelModel } from "amqplib";
import type { Socket } from "node:net";
import { maskAmqpUrl, withTimeout } from "../timeouts.js";

/** Socket buffer of the publishers' and consumers' connections (see ConnectOptions). */
export const LOAD_SOCKET_HIGH_WATER_MARK = 256 * 1024;

export interface ConnectOptions {
  /** Shown in the management UI (connection_name), to tell the generator's connections apart. */
  connectionName: string;
  timeoutMs: number;
  /**
   * Bytes the socket buffers before write() reports backpressure. Node's default (16 KiB) stops
   * amqplib's muxer after ~16 messages of 1 KB, so a coalesced write carries few frames.
   */
  writableHighWaterMark?: number;
}

/**
 * Opens an AMQP connection with a deadline. TCP_NODELAY is on: with Nagle's algorithm a small
 * publish or ack can wait for the peer's delayed ACK (up to 40 ms on Linux), which would show up as
 * latency of the broker.
 */
export function connectAmqp(url: string, options: ConnectOptions): Promise<ChannelModel> {
  const connecting = amqp.connect(url, {
    timeout: options.timeoutMs,
    noDelay: true,
    clientProperties: { connection_name: options.connectionName },
    ...(options.writableHighWaterMark !== undefined && {
      writableHighWaterMark: options.writableHighWaterMark,
    }),
  });
  return withTimeout(connecting, options.timeoutMs, `connect to ${maskAmqpUrl(url)}`, (late) => late.close());
}

/**
 * Coalesces the connection's socket writes within one tick into one writev.
 *
 * amqplib writes every frame with its own socket.write(), and an idle socket sends each write at
 * once: one syscall per published message and per ack. Profiles of a publisher and a consumer
 * thread showed that syscall (writeBuffer) as their largest cost. Corking on the first write of a
 * tick and uncorking on process.nextTick lets the frames amqplib's muxer writes in one pass leave
 * together, without delaying any frame past the current tick (so latency is not traded away).
 * Uses amqplib's internal `connection.stream` (the net.Socket); if that ever moves, writes simply
 * stay uncoalesced.
 */
export function coalesceSocketWrites(model: ChannelModel): boolean {
  return coalesceWrites((model as unknown as { connection?: { stream?: Socket } }).connection?.stream);
}

/**
 * Corks `socket` on the first write of a tick and uncorks it on process.nextTick, so the writes of
 * one pass leave in one writev (see coalesceSocketWrites). False when it is not a socket.
 */
export function coalesceWrites(socket: Socket | undefined): boolean {
  if (!socket || typeof socket.cork !== "function" || typeof socket.uncork !== "function") return false;
  const write = socket.write;
  let corked = false;
  const uncork = (): void => {
    corked = false;
    socket.uncork();
  };
  socket.write = function coalescedWrite(this: Socket, ...args: Parameters<Socket["write"]>): boolean {
    if (!corked) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return write.apply(socket, args);
  } as Socket["write"];
  return true;
}

/**
 * Closes the channel, then the connection. The channel's close goes out behind everything queued on
 * that channel and the broker answers only after handling it, whereas amqplib muxes the connection's
 * close (channel 0) ahead of frames still buffered on other channels: closing the connection
 * alone lost ~2000 messages at the end of an unconfirmed publish run.
 */
export async function closeChannelThenConnection(
  channel: { close(): Promise<void> } | undefined,
  connection: ChannelModel | undefined,
  timeoutMs = 10_000,
): Promise<void> {
  if (channel) {
    try {
      await withTimeout(channel.close(), timeoutMs, "close channel");
    } catch {
      // Closed already (or the broker is gone); the connection close below still runs.
    }
  }
  await closeQuietly(connection);
}

/** Closes a connection, ignoring a connection that is already closed or broken. */
export async function closeQuietly(connection: ChannelModel | undefined, timeoutMs = 5_000): Promise<void> {
  if (!connection) return;
  try {
    await withTimeout(connection.close(), timeoutMs, "close connection");
  } catch {
    // Closed already, or the broker stopped answering: drop the socket so nothing lingers.
    destroySocket(connection);
  }
}

/** Drops the connection's socket (amqplib's internal `connection.stream`) without a close handshake. */
function destroySocket(connection: ChannelModel): void {
  (
    connection as unknown as { connection?: { stream?: { destroy?(): void } } }
  ).connection?.stream?.destroy?.();
}

/**
 * Closes a connection and waits for the broker's close-ok; when that fails or times out, drops
 * the socket so the connection is gone either way, then throws: a churn operation whose close
 * failed did not complete and must not be counted.
 */
export async function closeOrDestroy(connection: ChannelModel, timeoutMs: number): Promise<void> {
  try {
    await withTimeout(connection.close(), timeoutMs, "close connection");
  } catch (error) {
    destroySocket(connection);
    throw error;
  }
}
