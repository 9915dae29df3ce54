import { errorMessage } from "./timeouts.js";

/**
 * How a load client's failure is worded, whatever its protocol: it names the client ("consumer 0")
 * first, so the trial's reason says whose connection went, and a socket taken away under it reads
 * "connection lost (write EPIPE)" whichever of its events (a refused write, a reset read, the
 * close) the client saw first. Worker code imports this file: erasable TypeScript only.
 */

/** Error codes of a socket the peer or the network took away: the connection is lost. */
const CONNECTION_LOSS_CODES = new Set([
  "EPIPE",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "ENETDOWN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ERR_SOCKET_CLOSED",
  "ERR_STREAM_DESTROYED",
  "ERR_STREAM_WRITE_AFTER_END",
]);

/** A socket error that means the connection went away, not that the client or broker refused. */
export function isConnectionLoss(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && CONNECTION_LOSS_CODES.has(code);
}

/**
 * The reason a client reports: "consumer 0: connection lost (write EPIPE)" for a lost socket,
 * "consumer 0: <message>" otherwise; a message that already names the client is kept as it is.
 */
export function clientFailure(client: string, error: unknown): string {
  const message = errorMessage(error);
  if (message.startsWith(`${client}: `)) return message;
  return isConnectionLoss(error) ? `${client}: connection lost (${message})` : `${client}: ${message}`;
}

/**
 * Who a failure no client caught (a library's rejected promise or throw in its own callbacks) may
 * belong to: the worker's only client, or the clients it hosts.
 */
export function workerClients(role: "publisher" | "consumer", indexes: readonly number[]): string {
  if (indexes.length === 1) return `${role} ${indexes[0]}`;
  return `one of ${role}s ${indexes.join(", ")}`;
}

/** The reason a worker reports for a failure no client caught, named after `owners` (workerClients). */
export function unownedFailure(owners: string, error: unknown): string {
  return isConnectionLoss(error)
    ? clientFailure(owners, error)
    : `${owners}: client library failure: ${errorMessage(error)}`;
}
