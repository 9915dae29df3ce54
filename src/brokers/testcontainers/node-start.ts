import { setTimeout as sleep } from "node:timers/promises";
import type { StartedNetwork, StartedTestContainer } from "testcontainers";
import type { TestcontainersTarget } from "../../model/config.js";
import { loadTestcontainers } from "../container-runtime.js";
import { Labels } from "../docker-resources.js";
import { pluginStartCommand, pluginsToEnable } from "../plugins.js";
import type { SetupPlan } from "../setup-plan.js";
import { firstBootEnvironment } from "../topology.js";
import { configurationFiles, gateFiles } from "./files.js";
import { bootFailure, NodeLog } from "./node-log.js";
import { NodeExitedError, NodeReadiness } from "./readiness.js";
import { MQTT_CONTAINER_PORT } from "./protocol-urls.js";
import { STREAM_CONTAINER_PORT, streamConfFile, type StreamEndpoint } from "./stream-port.js";

/** A node that exited: the moments its log stream may still take to deliver its last lines. */
const LAST_LINES_WAIT_MS = 2_000;
/** How far back a boot failure's own words are looked for. */
const BOOT_LOG_LINES = 200;

export interface BrokerNode {
  index: number;
  /** Container hostname, also its network alias: the node is rabbit@<hostname>. */
  hostname: string;
  nodeName: string;
  log: NodeLog;
  container?: StartedTestContainer;
}

export class NodeStartError extends Error {
  constructor(
    readonly node: BrokerNode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "NodeStartError";
  }
}

export interface NodeStart {
  target: TestcontainersTarget;
  plan: SetupPlan;
  node: BrokerNode;
  seed: { nodeName: string };
  nodeCount: number;
  /** False for the seed, a single node and a joiner started again blank: it boots alone. */
  joinsSeed: boolean;
  cookie: string;
  password: string;
  name: string;
  labels: Record<string, string>;
  network: StartedNetwork | undefined;
  /** Protocol 'stream': where the node's stream port is published and what it advertises. */
  stream?: StreamEndpoint;
}

/**
 * Starts one node's container and waits until its listeners answer (readiness.ts). A node that
 * exits while booting fails with its own words, in one line (NodeStartError).
 */
export async function startNodeContainer(start: NodeStart): Promise<StartedTestContainer> {
  const { target, plan, node } = start;
  const { GenericContainer } = await loadTestcontainers();
  const environment: Record<string, string> = {
    // The official image still honours it; one cookie lets the nodes (and rabbitmqctl) talk.
    ...(start.nodeCount > 1 && { RABBITMQ_ERLANG_COOKIE: start.cookie }),
    // A store only reachable at first boot (Mnesia on 4.2); the target's own env still wins.
    ...firstBootEnvironment(target),
    ...target.env,
  };
  const { ports } = plan;
  const readiness = new NodeReadiness(
    ports,
    async () => (await (await loadTestcontainers()).getContainerRuntimeClient()).info.containerRuntime.host,
  );
  let container = new GenericContainer(target.image)
    .withName(start.name)
    .withHostname(node.hostname)
    .withLabels({ ...start.labels, [Labels.node]: String(node.index) })
    .withEnvironment(environment)
    .withExposedPorts(
      ports.amqp,
      ports.management,
      ports.prometheus,
      ...(start.stream ? [{ container: STREAM_CONTAINER_PORT, host: start.stream.hostPort }] : []),
      ...(target.protocol === "mqtt" ? [MQTT_CONTAINER_PORT] : []),
    )
    .withLogConsumer((stream) => node.log.attach(stream))
    .withWaitStrategy(readiness)
    .withStartupTimeout(target.startupTimeoutMs)
    .withCopyContentToContainer([
      ...configurationFiles(target, plan),
      ...gateFiles(plan, { joinsSeed: start.joinsSeed }, start.seed, start.nodeCount, start.password),
      ...(start.stream ? [streamConfFile(start.stream)] : []),
    ]);
  const command = pluginStartCommand(pluginsToEnable(target));
  if (command) container = container.withCommand(command);
  if (start.network) container = container.withNetwork(start.network).withNetworkAliases(node.hostname);
  if (target.cpus !== undefined) container = container.withResourcesQuota({ cpu: target.cpus });
  try {
    return await container.start();
  } catch (error) {
    throw await nodeStartError(node, target.image, error);
  }
}

/** A node that did not start, in one line: its own words when it exited while booting. */
async function nodeStartError(node: BrokerNode, image: string, error: unknown): Promise<NodeStartError> {
  const what = `node ${node.nodeName} (${image})`;
  if (error instanceof NodeExitedError) {
    await Promise.race([node.log.ended, sleep(LAST_LINES_WAIT_MS)]);
    const words = bootFailure(node.log.currentRun(BOOT_LOG_LINES));
    return new NodeStartError(
      node,
      `${what} exited while booting (exit code ${error.exitCode})${words ? `: ${words}` : ""}`,
      { cause: error },
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new NodeStartError(node, `${what} did not start: ${reason}`, { cause: error });
}
