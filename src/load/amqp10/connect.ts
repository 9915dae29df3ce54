import rhea from "rhea";
import type { Connection, ConnectionOptions, EventContext } from "rhea";
import type { Socket } from "node:net";
import { coalesceWrites } from "../amqp091/connect.js";
import { maskAmqpUrl, withTimeout } from "../timeouts.js";

/**
 * Opening and closing AMQP 1.0 connections (rhea) from the same `amqp://user:pass@host:port/vhost`
 * URLs the AMQP 0.9.1 clients use: RabbitMQ takes both protocols on its AMQP port, told apart by
 * the protocol header. The virtual host goes in the open frame's hostname as `vhost:<name>`.
 */

export interface Amqp10ConnectOptions {
  /** The client-provided connection name (shown in the management UI on 4.x). */
  connectionName: string;
  timeoutMs: number;
  /**
   * Deliveries the session keeps, unsettled or not yet sent (outgoing) and unsettled received
   * (incoming). rhea's default of 2,048 each would silently cap a larger confirm window or
   * prefetch: a full buffer stops the sender (no `sendable`) and closes the incoming window.
   */
  sessionBuffer?: { outgoing: number; incoming: number };
}

/** rhea's session buffer when none is asked for, each way (session.js DEFAULT_BUFFER_SIZE). */
export const RHEA_SESSION_BUFFER = 2_048;

/** rhea's connection options for an AMQP URL (credentials, vhost), without reconnecting. */
export function connectionOptionsOf(
  url: string,
  connectionName: string,
  sessionBuffer?: Amqp10ConnectOptions["sessionBuffer"],
): ConnectionOptions {
  const parsed = new URL(url);
  const tls = parsed.protocol === "amqps:";
  const vhost = decodeURIComponent(parsed.pathname.slice(1)) || "/";
  const options = {
    host: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port === "" ? (tls ? 5671 : 5672) : Number(parsed.port),
    ...(parsed.username !== "" && { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password !== "" && { password: decodeURIComponent(parsed.password) }),
    hostname: `vhost:${vhost}`,
    reconnect: false,
    properties: { connection_name: connectionName },
    ...(sessionBuffer && {
      session_buffer_size: {
        outgoing: Math.max(RHEA_SESSION_BUFFER, sessionBuffer.outgoing),
        incoming: Math.max(RHEA_SESSION_BUFFER, sessionBuffer.incoming),
      },
    }),
  };
  return tls ? { ...options, transport: "tls", servername: options.host } : options;
}

/**
 * The reason an AMQP 1.0 connection did not open, on one line: the broker's error condition, the
 * socket's error, or a broker that answered in another protocol (a 3.x node without the plugin).
 */
function openFailure(context: EventContext, protocolError: Error | undefined): string {
  const remote = context.connection.error as { condition?: string; description?: string } | undefined;
  if (remote?.condition) return `${remote.condition}${remote.description ? `: ${remote.description}` : ""}`;
  if (protocolError && /0-9-1/.test(protocolError.message)) {
    return "the broker answered in AMQP 0-9-1 only (a RabbitMQ 3.x node needs the rabbitmq_amqp1_0 plugin)";
  }
  const local = protocolError ?? (context as { error?: Error }).error;
  if (local) return local.message;
  return "the broker closed the connection during the AMQP 1.0 handshake (a RabbitMQ 3.x node needs the rabbitmq_amqp1_0 plugin)";
}

/**
 * Opens a connection and waits for the broker's open frame, within `timeoutMs`. TCP_NODELAY is on,
 * as for the AMQP 0.9.1 clients (see connect.ts). A failure names the URL with its password masked.
 */
export async function connectAmqp10(url: string, options: Amqp10ConnectOptions): Promise<Connection> {
  const container = rhea.create_container({ id: options.connectionName });
  const connection = container.connect(
    connectionOptionsOf(url, options.connectionName, options.sessionBuffer),
  );
  const socket = (connection as unknown as { socket?: Socket }).socket;
  socket?.setNoDelay?.(true);
  // rhea writes every frame with its own socket.write(): one syscall per transfer, disposition and
  // flow. Profiles of an AMQP 1.0 publisher thread at saturation gave that syscall 54% of its CPU.
  coalesceWrites(socket);
  // A listener keeps rhea from printing protocol errors to stderr itself; the failure names them.
  let protocolError: Error | undefined;
  connection.on("protocol_error", (error: Error) => {
    protocolError = error;
  });
  const opened = new Promise<Connection>((resolve, reject) => {
    const failed = (context: EventContext): void => {
      connection.removeListener("connection_open", open);
      reject(new Error(openFailure(context, protocolError)));
    };
    const open = (): void => {
      connection.removeListener("connection_error", failed);
      connection.removeListener("disconnected", failed);
      resolve(connection);
    };
    connection.once("connection_open", open);
    connection.once("connection_error", failed);
    connection.once("disconnected", failed);
  });
  try {
    return await withTimeout(opened, options.timeoutMs, `connect to ${maskAmqpUrl(url)} over AMQP 1.0`);
  } catch (error) {
    destroyConnection(connection);
    throw error;
  }
}

/**
 * Closes a connection and waits for the broker's close (or the socket's end); when that takes longer
 * than `timeoutMs` or the connection is broken, drops the socket so nothing of the run lingers.
 */
export async function closeAmqp10(connection: Connection | undefined, timeoutMs = 5_000): Promise<void> {
  if (!connection) return;
  if (!connection.is_open()) {
    destroyConnection(connection);
    return;
  }
  const closed = new Promise<void>((resolve) => {
    connection.once("connection_close", () => resolve());
    connection.once("disconnected", () => resolve());
  });
  connection.close();
  try {
    await withTimeout(closed, timeoutMs, "close AMQP 1.0 connection");
  } catch {
    // The broker did not answer in time: the socket goes below.
  }
  destroyConnection(connection);
}

/** Drops the connection's socket without a close handshake (rhea's internal `socket`). */
function destroyConnection(connection: Connection): void {
  (connection as unknown as { socket?: { destroy?(): void } }).socket?.destroy?.();
}
