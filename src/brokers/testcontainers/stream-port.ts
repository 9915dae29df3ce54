import { createServer } from "node:net";
import type { Credentials } from "../node-faults.js";
import type { ContainerFile } from "./files.js";

/**
 * The stream protocol's port of a node the gate starts. A stream client connects to the node it
 * is given, asks it where the stream's leader (for a publisher) or a replica (for a consumer)
 * lives, and connects there: to the host and port the node advertises. Inside a container that is
 * its hostname and 5552, which the runner cannot reach. So each node's 5552 is published on a
 * host port chosen before the node starts, and the node advertises that host and port
 * (`stream.advertised_host`, `stream.advertised_port`): every address a client learns is one it
 * can reach.
 */

/** rabbitmq_stream's listener in the container (its default). */
export const STREAM_CONTAINER_PORT = 5552;
/** After the target's own settings (90-) and before the gate's overrides (99-). */
export const STREAM_CONF_FILE = "/etc/rabbitmq/conf.d/98-perf-gate-stream.conf";

/** The override every node of protocol 'stream' gets, as the results list it. */
export const STREAM_ENDPOINT_OVERRIDE =
  "stream.advertised_host and stream.advertised_port set per node to the runner's address of its published port 5552 (a stream client connects to the address a node advertises)";

/** Where the runner reaches a node's stream port. */
export interface StreamEndpoint {
  host: string;
  hostPort: number;
}

/** A TCP port free on this machine now (the engine publishes ports on every address). */
export function freeHostPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ port: 0, host: "0.0.0.0", exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** An endpoint for each of `nodes` nodes on `host`, each on a port free now. */
export async function streamEndpoints(host: string, nodes: number): Promise<StreamEndpoint[]> {
  const endpoints: StreamEndpoint[] = [];
  for (let index = 0; index < nodes; index++) endpoints.push({ host, hostPort: await freeHostPort() });
  return endpoints;
}

/** The node's advertised stream endpoint, as a conf.d file of its own. */
export function streamConfFile(endpoint: StreamEndpoint): ContainerFile {
  return {
    content:
      "# Written by rabbitmq-perf-gate: the stream endpoint the runner reaches this node at.\n" +
      `stream.advertised_host = ${endpoint.host}\nstream.advertised_port = ${endpoint.hostPort}\n`,
    target: STREAM_CONF_FILE,
    mode: 0o644,
  };
}

/** The stream URL of a node, credentials included (mask before printing). */
export function streamUrl(endpoint: StreamEndpoint, credentials: Credentials): string {
  const login = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
  return `rabbitmq-stream://${login}@${endpoint.host}:${endpoint.hostPort}/%2F`;
}
