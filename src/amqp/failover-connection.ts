import type { ChannelModel } from "amqplib";
import { closeQuietly, connectAmqp, LOAD_SOCKET_HIGH_WATER_MARK } from "../load/amqp091/connect.js";
import { errorMessage, maskAmqpUrl, sleep } from "../load/timeouts.js";

/**
 * A client of a cluster that loses a node: it connects to its preferred node, and when the
 * connection drops it goes round the other nodes until one takes it, within a time budget. The
 * node addresses are read at every attempt, because a node that comes back after a restart may
 * listen on another host port.
 */
export interface FailoverOptions {
  /** The cluster's AMQP URLs, one per node, read at every attempt. */
  urls: () => readonly string[];
  connectionName: string;
  /**
   * AMQP heartbeat: a frozen or cut-off node sends no RST, so only missed heartbeats (two periods)
   * tell the client its connection is dead.
   */
  heartbeatSeconds: number;
  /** One connection attempt; a frozen node accepts nothing and answers nothing. */
  connectTimeoutMs: number;
  /** All the attempts of one reconnection together; then the client gives up and the trial fails. */
  reconnectTimeoutMs: number;
  /** Pause between two rounds over every node. */
  retryDelayMs: number;
  signal: AbortSignal;
}

export interface FailoverConnection {
  model: ChannelModel;
  /** Index of the node it is connected to. */
  node: number;
}

/** The URL with the heartbeat asked for (amqplib reads it from the query). */
export function withHeartbeat(url: string, heartbeatSeconds: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set("heartbeat", String(heartbeatSeconds));
  return parsed.toString();
}

/** The order nodes are tried in: `first`, then the ones after it, wrapping round. */
export function nodeOrder(first: number, nodes: number): number[] {
  return Array.from({ length: nodes }, (_, offset) => (first + offset) % nodes);
}

/**
 * Connects to node `first`, or to the next node that takes the connection, going round until
 * `reconnectTimeoutMs` has passed. Throws with the last failure of each node tried.
 */
export async function connectWithFailover(
  options: FailoverOptions,
  first: number,
  setUp?: (model: ChannelModel) => Promise<void>,
): Promise<FailoverConnection> {
  const deadline = Date.now() + options.reconnectTimeoutMs;
  const failures = new Map<number, string>();
  for (;;) {
    const urls = options.urls();
    for (const node of nodeOrder(first, urls.length)) {
      options.signal.throwIfAborted();
      let model: ChannelModel | undefined;
      try {
        model = await connectAmqp(withHeartbeat(urls[node]!, options.heartbeatSeconds), {
          connectionName: `${options.connectionName}@node-${node}`,
          timeoutMs: options.connectTimeoutMs,
          writableHighWaterMark: LOAD_SOCKET_HIGH_WATER_MARK,
        });
        // A connection whose set-up failed is no use: close it and try the next node.
        model.on("error", () => {});
        await setUp?.(model);
        return { model, node };
      } catch (error) {
        await closeQuietly(model, options.connectTimeoutMs);
        failures.set(node, `node ${node} (${maskAmqpUrl(urls[node]!)}): ${errorMessage(error)}`);
      }
      if (Date.now() >= deadline) {
        throw new Error(
          `${options.connectionName}: no node took the connection within ${options.reconnectTimeoutMs} ms: ${[...failures.values()].join("; ")}`,
        );
      }
    }
    await sleep(options.retryDelayMs);
  }
}
