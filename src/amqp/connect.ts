import amqp from "amqplib";
import type { ChannelModel } from "amqplib";
import { maskAmqpUrl, withTimeout } from "./timeouts.js";

export interface ConnectOptions {
  /** Shown in the management UI (connection_name), to tell the generator's connections apart. */
  connectionName: string;
  timeoutMs: number;
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
  });
  return withTimeout(connecting, options.timeoutMs, `connect to ${maskAmqpUrl(url)}`, (late) => late.close());
}

/** Closes a connection, ignoring a connection that is already closed or broken. */
export async function closeQuietly(connection: ChannelModel | undefined, timeoutMs = 5_000): Promise<void> {
  if (!connection) return;
  try {
    await withTimeout(connection.close(), timeoutMs, "close connection");
  } catch {
    // Closed already, or the broker stopped answering: drop the socket so nothing lingers.
    (
      connection as unknown as { connection?: { stream?: { destroy?(): void } } }
    ).connection?.stream?.destroy?.();
  }
}
