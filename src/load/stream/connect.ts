import { connect, type Client, type ClientParams } from "rabbitmq-stream-js-client";
import { maskUrlCredentials } from "../../model/logger.js";
import { withTimeout } from "../timeouts.js";

/**
 * Opening and closing stream protocol clients (rabbitmq-stream-js-client) from the
 * `rabbitmq-stream://user:pass@host:5552/vhost` URLs a broker lists per node. A client's first
 * connection (its locator) goes to the URL's node; a publisher or consumer then connects to the
 * node its stream's leader or replica lives on, at the host and port that node advertises.
 */

export interface StreamConnectOptions {
  connectionName: string;
  timeoutMs: number;
  /** The client lost a connection after it was open (a node went away, the broker closed it). */
  onClosed(reason: string): void;
  /** The broker says the stream changed under the client (deleted, its leader moved). */
  onMetadataUpdate(reason: string): void;
}

/** The client's parameters for a stream URL. */
export function streamClientParams(url: string, connectionName: string): ClientParams {
  const parsed = new URL(url);
  const tls = parsed.protocol === "rabbitmq-stream+tls:";
  return {
    hostname: parsed.hostname.replace(/^\[|\]$/g, ""),
    port: parsed.port === "" ? (tls ? 5551 : 5552) : Number(parsed.port),
    username: decodeURIComponent(parsed.username) || "guest",
    password: decodeURIComponent(parsed.password) || "guest",
    vhost: decodeURIComponent(parsed.pathname.slice(1)) || "/",
    connectionName,
    ...(tls && { ssl: true }),
  };
}

/** Connects within `timeoutMs`; a failure names the URL with its password masked. */
export async function connectStream(url: string, options: StreamConnectOptions): Promise<Client> {
  const params: ClientParams = {
    ...streamClientParams(url, options.connectionName),
    listeners: {
      connection_closed: (hadError) =>
        options.onClosed(hadError ? "stream connection lost" : "stream connection closed by the broker"),
      metadata_update: (metadata) =>
        options.onMetadataUpdate(
          `the broker changed stream '${metadata.metadataInfo.stream}' (code ${metadata.metadataInfo.code})`,
        ),
    },
  };
  const connecting = connect(params);
  try {
    return await withTimeout(
      connecting,
      options.timeoutMs,
      `connect to ${maskUrlCredentials(url)} over the stream protocol`,
    );
  } catch (error) {
    // A client that connects after the deadline is closed, not left open.
    connecting.then((client) => closeStream(client)).catch(() => {});
    throw error;
  }
}

/** Closes a client (its publishers, consumers and connections) within `timeoutMs`; never throws. */
export async function closeStream(client: Client | undefined, timeoutMs = 5_000): Promise<void> {
  if (!client) return;
  try {
    await withTimeout(client.close(), timeoutMs, "close stream client");
  } catch {
    // The broker did not answer: the sockets go with the process's worker.
  }
}
