import { isIP } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { loadTestcontainers } from "./container-runtime.js";
import type { ContainerRuntimeClient } from "testcontainers";
import { BrokerError } from "../model/errors.js";
import type { Logger } from "../model/logger.js";
import { NODE_FAULT_METHODS, type NodeFaultMethod, type NodeFaults } from "./provider.js";
import { DEFAULT_CONTAINER_PORTS, type ContainerPorts } from "./setup-plan.js";

/**
 * Node faults for brokers whose nodes are containers (the testcontainers provider): kill, stop,
 * pause or cut a node off its networks, and bring it back. Docker publishes a container on fresh
 * host ports each time it starts again or rejoins the network that carries its ports, so every
 * restore re-reads the published ports and hands the node's new URLs to the broker.
 *
 * Why this file is long: the four methods share the bookkeeping of what is lost and the re-reading
 * of ports, and their pure parts (ports from an inspect result, URLs, the networks a partition
 * detaches) sit beside the calls that use them.
 */

/** RabbitMQ hands over what the node leads and syncs to disk; 60 s covers it on a slow machine. */
const GRACEFUL_STOP_TIMEOUT_SECONDS = 60;
/** A started or reconnected container publishes its ports within moments; this is a safety net. */
const PORTS_PUBLISHED_TIMEOUT_MS = 15_000;
const PORTS_POLL_INTERVAL_MS = 200;

/** Host ports a node publishes its AMQP, management and Prometheus ports on. */
export interface NodePorts {
  amqp: number;
  management: number;
  prometheus: number;
}

export interface NodeUrls {
  amqp: string;
  management: string;
  metrics: string;
}

/** Who the gate logs in as (the user it creates on the brokers it starts). */
export interface Credentials {
  user: string;
  password: string;
}

/** The URLs of one node, as the broker lists them. */
export function nodeUrls(host: string, ports: NodePorts, credentials: Credentials): NodeUrls {
  const login = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
  return {
    amqp: `amqp://${login}@${host}:${ports.amqp}`,
    management: `http://${login}@${host}:${ports.management}`,
    metrics: `http://${host}:${ports.prometheus}/metrics`,
  };
}

/** `NetworkSettings.Ports` of a container inspect: "5672/tcp" -> its host bindings (null: none). */
export type PublishedPortMap = Record<
  string,
  readonly { HostIp: string; HostPort: string }[] | null | undefined
>;

/**
 * The node's three host ports from a container inspect, or undefined while one is not published
 * (a stopped container, or one attached to no network, publishes none). Among the bindings of a
 * port, the first of the host's address families wins, as testcontainers picks at start.
 */
export function publishedNodePorts(
  ports: PublishedPortMap | null | undefined,
  hostFamilies: readonly number[] = [4, 6],
  containerPorts: ContainerPorts = DEFAULT_CONTAINER_PORTS,
): NodePorts | undefined {
  const hostPort = (containerPort: number): number | undefined => {
    const bindings = ports?.[`${containerPort}/tcp`];
    if (!bindings || bindings.length === 0) return undefined;
    // One binding with no address listens on both families.
    const dualStack = bindings.length === 1 && bindings[0]!.HostIp === "" ? bindings[0] : undefined;
    const byFamily = hostFamilies
      .map((family) => bindings.find((b) => isIP(b.HostIp) === family))
      .find((b) => b !== undefined);
    const port = Number((dualStack ?? byFamily)?.HostPort);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  };
  const amqp = hostPort(containerPorts.amqp);
  const management = hostPort(containerPorts.management);
  const prometheus = hostPort(containerPorts.prometheus);
  if (amqp === undefined || management === undefined || prometheus === undefined) return undefined;
  return { amqp, management, prometheus };
}

/** A network a container is attached to, and the aliases it is known by there. */
export interface NetworkAttachment {
  networkId: string;
  aliases: string[];
}

/** `NetworkSettings.Networks` of a container inspect, by network name. */
export type AttachedNetworkMap = Record<string, { NetworkID: string; Aliases?: string[] | null } | undefined>;

/**
 * The networks a partition detaches the node from, in the order they are joined again: the
 * cluster's network first (under the node's hostname, so rabbit@<hostname> resolves again for its
 * peers), then the others with their own aliases. Testcontainers attaches a node that has a
 * network alias to the default bridge too, and the bridge carries the published ports: a node
 * left on it would still serve the host's clients, so it is cut off as well. Docker adds the
 * container's short id as an alias by itself, so it is not passed back.
 */
export function partitionAttachments(
  networks: AttachedNetworkMap | null | undefined,
  clusterNetworkId: string,
  hostname: string,
  containerId: string,
): NetworkAttachment[] {
  const others = Object.values(networks ?? {})
    .filter((n): n is NonNullable<typeof n> => n !== undefined && n.NetworkID !== clusterNetworkId)
    .map((n) => ({
      networkId: n.NetworkID,
      aliases: (n.Aliases ?? []).filter((alias) => !containerId.startsWith(alias)),
    }));
  return [{ networkId: clusterNetworkId, aliases: [hostname] }, ...others];
}

/** One node's container as the faults see it. */
export interface FaultableContainer {
  id: string;
  /** Container hostname and network alias: the node is rabbit@<hostname>. */
  hostname: string;
  nodeName: string;
  /** Host the published ports are reached on. */
  host: string;
}

/** What the faults need of the broker that owns the containers. */
export interface FaultableBroker {
  readonly targetId: string;
  readonly logger: Logger;
  readonly nodeCount: number;
  /** The ports inside each container the gate connects to. */
  readonly containerPorts: ContainerPorts;
  /** Node `index`'s container; undefined while the broker is not started or is stopping. */
  container(index: number): FaultableContainer | undefined;
  /** The cluster's own network; undefined for a single node. */
  networkId(): string | undefined;
  /**
   * The node's container runs and is attached again: its new host ports, and when it started when
   * the fault stopped it (its log stream ended with the old run).
   */
  nodeBack(index: number, ports: NodePorts, restartedAt: Date | undefined): Promise<void>;
}

interface Fault {
  method: NodeFaultMethod;
  container: FaultableContainer;
  /** Partition: the networks the node was detached from. */
  detached?: NetworkAttachment[];
  /** The lose in flight; a restore waits for it (settled, never rejects). */
  inflicted: Promise<void>;
  restoring?: Promise<void>;
}

type DockerContainer = ReturnType<ContainerRuntimeClient["container"]["getById"]>;

/** Node faults on the containers of one broker; at most one fault per node at a time. */
export class ContainerNodeFaults implements NodeFaults {
  private readonly faults = new Map<number, Fault>();

  constructor(private readonly broker: FaultableBroker) {}

  async lose(index: number, method: NodeFaultMethod): Promise<void> {
    const container = this.runningContainer(index);
    if (!NODE_FAULT_METHODS.includes(method)) {
      throw this.error(
        index,
        container,
        `cannot be lost by '${String(method)}' (known: ${NODE_FAULT_METHODS.join(", ")})`,
      );
    }
    const existing = this.faults.get(index);
    if (existing) {
      throw this.error(index, container, `is already lost (${existing.method}); restore it first`);
    }
    const networkId = method === "partition" ? this.clusterNetwork(index, container) : undefined;
    const fault: Fault = { method, container, inflicted: Promise.resolve() };
    const inflicting = this.inflict(fault, networkId);
    fault.inflicted = inflicting.catch(() => {});
    this.faults.set(index, fault);
    try {
      await inflicting;
    } catch (error) {
      // A partition half done stays recorded, so that restore (or stop) attaches the node again.
      if (!fault.detached?.length) this.faults.delete(index);
      throw this.error(index, container, `could not ${method} it: ${reason(error)}`, error);
    }
    this.broker.logger.debug(`target '${this.broker.targetId}': node ${container.nodeName} lost (${method})`);
  }

  async restore(index: number): Promise<void> {
    this.checkIndex(index);
    const fault = this.faults.get(index);
    if (!fault) return;
    fault.restoring ??= this.undo(index, fault).then(
      () => {
        this.faults.delete(index);
      },
      (error: unknown) => {
        fault.restoring = undefined; // kept: restoreAll (stop) tries again
        throw this.error(index, fault.container, `could not undo ${fault.method}: ${reason(error)}`, error);
      },
    );
    await fault.restoring;
  }

  async restoreAll(): Promise<void> {
    const results = await Promise.allSettled([...this.faults.keys()].map((index) => this.restore(index)));
    for (const result of results) {
      if (result.status === "rejected") this.broker.logger.warn(reason(result.reason));
    }
  }

  private async inflict(fault: Fault, clusterNetworkId: string | undefined): Promise<void> {
    const client = await (await loadTestcontainers()).getContainerRuntimeClient();
    const container = client.container.getById(fault.container.id);
    switch (fault.method) {
      case "kill":
        await container.kill({ signal: "SIGKILL" });
        await container.wait({ condition: "not-running" });
        return;
      case "stop":
        await container.stop({ t: GRACEFUL_STOP_TIMEOUT_SECONDS });
        return;
      case "pause":
        await container.pause();
        return;
      case "partition": {
        const { NetworkSettings } = await container.inspect();
        const attachments = partitionAttachments(
          NetworkSettings.Networks as AttachedNetworkMap,
          clusterNetworkId!,
          fault.container.hostname,
          fault.container.id,
        );
        fault.detached = [];
        for (const attachment of attachments) {
          await client.network.getById(attachment.networkId).disconnect({ Container: fault.container.id });
          fault.detached.push(attachment);
        }
        return;
      }
    }
  }

  private async undo(index: number, fault: Fault): Promise<void> {
    await fault.inflicted;
    const client = await (await loadTestcontainers()).getContainerRuntimeClient();
    const container = client.container.getById(fault.container.id);
    const restarts = fault.method === "kill" || fault.method === "stop";
    switch (fault.method) {
      case "kill":
      case "stop":
        await container.start().catch(ignoreStatus(304)); // 304: already running
        break;
      case "pause":
        await container.unpause();
        break;
      case "partition":
        for (const { networkId, aliases } of fault.detached ?? []) {
          await client.network
            .getById(networkId)
            .connect({
              Container: fault.container.id,
              // The default bridge refuses aliases, even an empty list.
              EndpointConfig: aliases.length > 0 ? { Aliases: aliases } : {},
            })
            .catch(ignoreAlreadyAttached);
        }
        break;
    }
    const { ports, startedAt } = await waitForPublishedPorts(
      container,
      client.info.containerRuntime.hostIps.map((ip) => ip.family),
      this.broker.containerPorts,
    );
    await this.broker.nodeBack(index, ports, restarts ? startedAt : undefined);
  }

  private checkIndex(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.broker.nodeCount) {
      throw new BrokerError(
        `target '${this.broker.targetId}': no node ${index} (the broker has ${this.broker.nodeCount})`,
      );
    }
  }

  private runningContainer(index: number): FaultableContainer {
    this.checkIndex(index);
    const container = this.broker.container(index);
    if (!container) {
      throw new BrokerError(
        `target '${this.broker.targetId}': node ${index} has no running container (the broker is not started or is stopping)`,
      );
    }
    return container;
  }

  private clusterNetwork(index: number, container: FaultableContainer): string {
    const networkId = this.broker.networkId();
    if (!networkId) {
      throw this.error(
        index,
        container,
        "cannot be partitioned: a single-node broker has no cluster network",
      );
    }
    return networkId;
  }

  private error(index: number, container: FaultableContainer, message: string, cause?: unknown): BrokerError {
    return new BrokerError(
      `target '${this.broker.targetId}': node ${index} (${container.nodeName}) ${message}`,
      undefined,
      cause === undefined ? undefined : { cause },
    );
  }
}

/**
 * Inspects the container until its ports are published again. A container that exits instead
 * (a node that cannot boot) fails at once with its exit code.
 */
async function waitForPublishedPorts(
  container: DockerContainer,
  hostFamilies: readonly number[],
  containerPorts: ContainerPorts,
): Promise<{ ports: NodePorts; startedAt: Date }> {
  const deadline = Date.now() + PORTS_PUBLISHED_TIMEOUT_MS;
  for (;;) {
    const inspect = await container.inspect();
    const ports = publishedNodePorts(
      inspect.NetworkSettings.Ports as PublishedPortMap,
      hostFamilies,
      containerPorts,
    );
    if (ports) return { ports, startedAt: new Date(inspect.State.StartedAt) };
    if (!inspect.State.Running) {
      throw new Error(`its container is ${inspect.State.Status} (exit code ${inspect.State.ExitCode})`);
    }
    if (Date.now() > deadline) {
      throw new Error(`its container publishes no ports ${PORTS_PUBLISHED_TIMEOUT_MS} ms after coming back`);
    }
    await sleep(PORTS_POLL_INTERVAL_MS);
  }
}

/** A network joined again by an earlier restore that failed later on: nothing to do. */
function ignoreAlreadyAttached(error: unknown): void {
  const { statusCode, message } = error as { statusCode?: number; message?: string };
  if (statusCode === 403 && /already exists|already attached/i.test(message ?? "")) return;
  throw error;
}

function ignoreStatus(statusCode: number): (error: unknown) => void {
  return (error) => {
    if ((error as { statusCode?: number }).statusCode !== statusCode) throw error;
  };
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, " ");
}
