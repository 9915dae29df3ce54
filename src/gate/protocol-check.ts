import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { closeAmqp10, connectAmqp10 } from "../load/amqp10/connect.js";
import { closeMqtt, connectMqtt, mqttClientId } from "../load/mqtt/connect.js";
import { closeStream, connectStream } from "../load/stream/connect.js";
import { maskUrlCredentials } from "../model/logger.js";
import { errorMessage } from "../load/timeouts.js";
import { getManagementJson } from "../brokers/external.js";
import { missingPlugins, withProtocolPlugin } from "../brokers/plugins.js";
import type { StartedBroker } from "../brokers/provider.js";
import { parseVersion } from "../brokers/versions.js";
import type { TargetConfig } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import { oneLine } from "../model/one-line.js";

const CONNECT_TIMEOUT_MS = 15_000;
/**
 * A node that has just started lists its enabled plugins in `GET /api/nodes` only once the
 * management plugin has collected its first statistics (seconds after boot).
 */
const PLUGIN_LIST_WAIT_MS = 10_000;
const PLUGIN_LIST_POLL_MS = 1_000;

const NodesSchema = z.array(
  z.object({ name: z.string(), enabled_plugins: z.array(z.string()).optional() }).loose(),
);

/** The plugins the target must run: the ones it lists, and its protocol's on the running version. */
export function requiredPlugins(target: TargetConfig, serverVersion: string): string[] {
  return withProtocolPlugin(target.plugins ?? [], target.protocol, parseVersion(serverVersion));
}

/**
 * Each node's enabled plugins: from `rabbitmq-plugins` on a node the gate runs, else from the
 * management API (`GET /api/nodes`, waiting for a fresh node's first statistics); undefined where
 * there is no API, or it lists no plugins in time.
 */
async function enabledPlugins(broker: StartedBroker): Promise<Map<string, string[]> | undefined> {
  if (broker.exec) {
    const listed = new Map<string, string[]>();
    for (const [index, node] of broker.info.nodes.entries()) {
      const result = await broker.exec(index, ["rabbitmq-plugins", "-q", "list", "--enabled", "--minimal"]);
      if (result.exitCode !== 0) throw new Error(`rabbitmq-plugins list exited ${result.exitCode}`);
      listed.set(
        node,
        result.output.split(/\s+/).filter((name) => /^[a-z][a-z0-9_]*$/.test(name)),
      );
    }
    return listed;
  }
  const managementUrl = broker.managementUrls[0];
  if (managementUrl === undefined) return undefined;
  const deadline = Date.now() + PLUGIN_LIST_WAIT_MS;
  for (;;) {
    const nodes = NodesSchema.parse(await getManagementJson(managementUrl, "api/nodes"));
    if (nodes.every((node) => node.enabled_plugins !== undefined)) {
      return new Map(nodes.map((node) => [node.name, node.enabled_plugins ?? []]));
    }
    if (Date.now() >= deadline) return undefined;
    await sleep(PLUGIN_LIST_POLL_MS);
  }
}

/**
 * Before the first trial, on a started target: every plugin it needs is enabled on every node, and
 * a target of protocol amqp10 takes an AMQP 1.0 connection on every node. Either failure is one
 * line that says what to do, instead of every trial failing in its connect phase. Plugins that
 * cannot be checked (an external broker without a management API) are a warning.
 */
export async function checkTargetProtocol(
  broker: StartedBroker,
  target: TargetConfig,
  warn: (line: string) => void,
): Promise<void> {
  const wanted = requiredPlugins(target, broker.info.serverVersion);
  if (wanted.length > 0) {
    let enabled: Map<string, string[]> | undefined;
    try {
      enabled = await enabledPlugins(broker);
    } catch (error) {
      throw new BrokerError(
        `target '${target.id}': cannot read the enabled plugins: ${oneLine(errorMessage(error))}`,
        await broker.logTail(20),
        { cause: error },
      );
    }
    if (enabled === undefined) {
      warn(
        `target '${target.id}': plugins ${wanted.join(", ")} not checked (no management API that lists enabled plugins)`,
      );
    }
    for (const [node, plugins] of enabled ?? []) {
      const missing = missingPlugins(wanted, plugins);
      if (missing.length === 0) continue;
      throw new BrokerError(
        `target '${target.id}': node ${node} lacks plugin(s) ${missing.join(", ")}: enable them (rabbitmq-plugins enable ${missing.join(" ")})`,
      );
    }
  }
  if (target.protocol === "stream") {
    return checkNodeEndpoints(broker, target, broker.streamUrls, "a stream connection", openAndCloseStream);
  }
  if (target.protocol === "mqtt") {
    return checkNodeEndpoints(broker, target, broker.mqttUrls, "an MQTT connection", openAndCloseMqtt);
  }
  if (target.protocol !== "amqp10") return;
  for (const [index, url] of broker.amqpUrls.entries()) {
    try {
      const connection = await connectAmqp10(url, {
        connectionName: "perf-gate protocol check",
        timeoutMs: CONNECT_TIMEOUT_MS,
      });
      await closeAmqp10(connection);
    } catch (error) {
      throw new BrokerError(
        `target '${target.id}' (protocol amqp10): node ${index} does not take AMQP 1.0: ${oneLine(errorMessage(error))}`,
        await broker.logTail(20),
        { cause: error },
      );
    }
  }
}

/**
 * A target of protocol stream or mqtt lists a URL of that protocol per node and takes a connection
 * on each: a node the runner cannot reach there (a stream node's advertised host or port, an MQTT
 * listener not published) fails here, in one line, rather than in every trial's connect phase.
 */
async function checkNodeEndpoints(
  broker: StartedBroker,
  target: TargetConfig,
  urls: readonly string[] | undefined,
  connection: string,
  openAndClose: (url: string) => Promise<void>,
): Promise<void> {
  const protocol = `protocol ${target.protocol}`;
  if (!urls || urls.length === 0) {
    throw new BrokerError(`target '${target.id}' (${protocol}): the broker lists no ${target.protocol} URLs`);
  }
  for (const [index, url] of urls.entries()) {
    try {
      await openAndClose(url);
    } catch (error) {
      throw new BrokerError(
        `target '${target.id}' (${protocol}): node ${index} does not take ${connection} at ${maskUrlCredentials(url)}: ${oneLine(errorMessage(error))}`,
        await broker.logTail(20),
        { cause: error },
      );
    }
  }
}

async function openAndCloseStream(url: string): Promise<void> {
  const client = await connectStream(url, {
    connectionName: "perf-gate protocol check",
    timeoutMs: CONNECT_TIMEOUT_MS,
    onClosed: () => {},
    onMetadataUpdate: () => {},
  });
  await closeStream(client);
}

async function openAndCloseMqtt(url: string): Promise<void> {
  const client = await connectMqtt(url, {
    clientId: mqttClientId(`perf-gate protocol check ${process.pid}`),
    settings: { version: "3.1.1", session: "clean" },
    timeoutMs: CONNECT_TIMEOUT_MS,
    onClosed: () => {},
  });
  await closeMqtt(client);
}
