import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { ContainerRuntimeClient, StartedNetwork, StartedTestContainer } from "testcontainers";
import { loadTestcontainers } from "../container-runtime.js";
import type { TestcontainersTarget } from "../../model/config.js";
import { BrokerError } from "../../model/errors.js";
import type { Logger } from "../../model/logger.js";
import type { BrokerInfo, ExecResult, StartedBroker } from "../provider.js";
import { Labels, removeLabelledResources } from "../docker-resources.js";
import { ContainerNodeFaults, nodeUrls, type Credentials, type NodePorts } from "../node-faults.js";
import { applyTopology } from "../topology.js";
import { GATE_USER, planSetup, SetupRefusal, type SetupPlan } from "../setup-plan.js";
import { clusterStatus, formCluster, type ClusterStatus } from "./cluster.js";
import { readClusterStatus } from "../management-facts.js";
import { SeedExitedAtBoot, startNodes, type NodesAttempt } from "./cluster-start.js";
import { GATE_USER_FILE } from "./files.js";
import { NodeLog } from "./node-log.js";
import { readBrokerInfo } from "./info.js";
import { alarmRefusal } from "./start-checks.js";
import { NodeStartError, startNodeContainer, type BrokerNode } from "./node-start.js";
import { protocolUrls } from "./protocol-urls.js";
import { STREAM_ENDPOINT_OVERRIDE, streamEndpoints, type StreamEndpoint } from "./stream-port.js";

const DEFAULT_LOG_TAIL_LINES = 50;
const EXEC_TIMEOUT_MS = 120_000;

/**
 * One started target: its nodes' containers, the cluster they form, the gate's user on it, and
 * their removal. The setup plan (setup-plan.ts) decides the ports, the overrides and the user.
 */
export class TestcontainersBroker implements StartedBroker {
  readonly provider = "testcontainers";
  readonly targetId: string;
  amqpUrls: readonly string[] = [];
  managementUrls: readonly string[] = [];
  metricsUrls: readonly string[] = [];
  streamUrls?: readonly string[];
  /** Protocol 'mqtt': each node's published MQTT port (not updated after a node fault). */
  mqttUrls?: readonly string[];
  info: BrokerInfo = { serverVersion: "", product: "", nodes: [] };
  readonly faults: ContainerNodeFaults;

  private readonly runId = randomBytes(3).toString("hex");
  /** The current attempt's nodes: a whole-cluster start replaces them (cluster-start.ts). */
  private nodes: BrokerNode[];
  private readonly labels: Record<string, string>;
  private readonly credentials: Credentials = { user: GATE_USER, password: randomBytes(18).toString("hex") };
  private readonly plan: SetupPlan;
  private network?: StartedNetwork;
  /** Joiners started again blank after a failed boot: formCluster joins them with rabbitmqctl. */
  private restarted: readonly string[] = [];
  /** Protocol 'stream': each node's published and advertised stream endpoint. */
  private streamEndpoints: StreamEndpoint[] | undefined;
  private stopping?: Promise<void>;

  constructor(
    private readonly target: TestcontainersTarget,
    private readonly logger: Logger,
    extraLabels: Record<string, string>,
  ) {
    this.targetId = target.id;
    logger.addSecret(this.credentials.password);
    try {
      this.plan = planSetup(target);
    } catch (error) {
      if (error instanceof SetupRefusal) throw new BrokerError(`target '${target.id}': ${error.message}`);
      throw error;
    }
    if (target.protocol === "stream") this.plan.overrides.push(STREAM_ENDPOINT_OVERRIDE);
    this.nodes = this.blankNodes(target.nodes);
    this.labels = {
      ...extraLabels,
      [Labels.owner]: "true",
      [Labels.run]: this.runId,
      [Labels.target]: target.id,
      [Labels.ownerPid]: String(process.pid),
      [Labels.ownerHost]: hostname(),
    };
    this.faults = new ContainerNodeFaults({
      targetId: target.id,
      logger,
      nodeCount: this.nodes.length,
      containerPorts: this.plan.ports,
      container: (index) => {
        const node = this.nodes[index];
        if (!node?.container || this.stopping) return undefined;
        const { hostname: host, nodeName } = node;
        return { id: node.container.getId(), hostname: host, nodeName, host: node.container.getHost() };
      },
      networkId: () => this.network?.getId(),
      nodeBack: (index, ports, restartedAt) => this.nodeBack(index, ports, restartedAt),
    });
  }

  async start(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const client = await (await loadTestcontainers()).getContainerRuntimeClient();
    if (this.target.protocol === "stream") {
      this.streamEndpoints = await streamEndpoints(client.info.containerRuntime.host, this.nodes.length);
    }
    await this.startNodes(client, signal);
    signal?.throwIfAborted();
    let formed: ClusterStatus | undefined;
    if (this.nodes.length > 1) formed = await formCluster(this.clusterNodes(), signal, this.restarted);
    // Users live in the cluster's metadata: created once every node is a member.
    await this.rabbitmqctl(0, ["import_definitions", GATE_USER_FILE]);
    const { ports } = this.plan;
    const urls = this.startedNodes().map((c) =>
      nodeUrls(
        c.getHost(),
        {
          amqp: c.getMappedPort(ports.amqp),
          management: c.getMappedPort(ports.management),
          prometheus: c.getMappedPort(ports.prometheus),
        },
        this.credentials,
      ),
    );
    this.amqpUrls = urls.map((u) => u.amqp);
    this.managementUrls = urls.map((u) => u.management);
    this.metricsUrls = urls.map((u) => u.metrics);
    Object.assign(
      this,
      protocolUrls(this.target.protocol, this.startedNodes(), this.streamEndpoints, this.credentials),
    );
    this.info = await this.readInfo(client, formed);
    const refusal = await alarmRefusal(this.managementUrls[0]!, this.target);
    if (refusal) throw new BrokerError(`target '${this.targetId}': ${refusal}`);
    // Metadata store and mirroring policy as the version rules say; re-read the flags they changed.
    const steps = await applyTopology(this, this.target, this.info.serverVersion, this.logger);
    if (steps.length > 0) this.info = await this.readInfo(client);
    this.logger.info(
      `target '${this.targetId}': RabbitMQ ${this.info.serverVersion} on Erlang ${this.info.erlangVersion ?? "?"}, ` +
        `${this.nodes.length} node(s): ${this.info.nodes.join(", ")}`,
    );
    for (const override of this.plan.overrides)
      this.logger.info(`target '${this.targetId}': override: ${override}`);
  }

  async exec(nodeIndex: number, command: readonly string[]): Promise<ExecResult> {
    const node = this.nodes[nodeIndex];
    if (!node?.container) {
      throw new BrokerError(
        `target '${this.targetId}': no node ${nodeIndex} (the broker has ${this.nodes.length})`,
      );
    }
    const result = await withDeadline(
      node.container.exec([...command]),
      EXEC_TIMEOUT_MS,
      `${command.join(" ")} on ${node.nodeName}`,
    );
    return { exitCode: result.exitCode, output: result.output };
  }

  async logTail(lines = DEFAULT_LOG_TAIL_LINES): Promise<string> {
    return this.nodes
      .map((node) =>
        node.log
          .tail(lines)
          .map((line) => `[${node.nodeName}] ${line}`)
          .join("\n"),
      )
      .filter((text) => text.length > 0)
      .join("\n");
  }

  stop(): Promise<void> {
    this.stopping ??= this.removeResources();
    return this.stopping;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.stop();
  }

  /** The error a failed start throws: a BrokerError with the failing node's log tail. */
  async startError(error: unknown): Promise<BrokerError> {
    if (error instanceof BrokerError) return error;
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NodeStartError) {
      const tail = error.node.log
        .tail(DEFAULT_LOG_TAIL_LINES)
        .map((line) => `[${error.node.nodeName}] ${line}`)
        .join("\n");
      return new BrokerError(`target '${this.targetId}': ${message}`, tail || undefined, { cause: error });
    }
    return new BrokerError(`target '${this.targetId}': ${message}`, await this.logTail(), { cause: error });
  }

  private clusterNodes() {
    return {
      targetId: this.targetId,
      nodeNames: this.nodes.map((node) => node.nodeName),
      startupTimeoutMs: this.target.startupTimeoutMs,
      logger: this.logger,
      exec: (index: number, command: readonly string[]) => this.exec(index, command),
      rabbitmqctl: (index: number, command: readonly string[]) => this.rabbitmqctl(index, command),
    };
  }

  private async createNetwork(client: ContainerRuntimeClient, restarts: number): Promise<StartedNetwork> {
    const name = `rabbitmq-perf-gate-${this.runId}${restarts > 0 ? `-c${restarts}` : ""}`;
    const network = await client.network.create({
      Name: name,
      CheckDuplicate: true,
      Driver: "bridge",
      Labels: this.labels,
    });
    const { StartedNetwork } = await loadTestcontainers();
    return new StartedNetwork(client, name, network);
  }

  /** Nodes with their names and a log each, no container yet: a first start or a whole new one. */
  private blankNodes(count: number): BrokerNode[] {
    return Array.from({ length: count }, (_, index) => {
      const host = `rmq-${this.runId}-${index}`;
      return { index, hostname: host, nodeName: `rabbit@${host}`, log: new NodeLog() };
    });
  }

  /**
   * Starts the nodes (cluster-start.ts). A seed that exits at boot alongside its joiners has had
   * its attempt removed (every container and the network, by the run's label): the cluster starts
   * again on a new network, every node blank in a new container, under the same node names.
   */
  private async startNodes(client: ContainerRuntimeClient, signal?: AbortSignal): Promise<void> {
    for (let restarts = 0; ; restarts++) {
      signal?.throwIfAborted();
      if (restarts > 0) this.nodes = this.blankNodes(this.nodes.length);
      if (this.nodes.length > 1) this.network = await this.createNetwork(client, restarts);
      const cookie = randomBytes(24).toString("hex");
      const attempt: NodesAttempt = {
        targetId: this.targetId,
        logger: this.logger,
        nodes: this.nodes,
        restarts,
        startNode: (node, joinsSeed, recovery) => this.startNode(node, cookie, joinsSeed, restarts, recovery),
        remove: () => removeLabelledResources(Labels.run, this.runId),
      };
      try {
        this.restarted = await startNodes(attempt, signal);
        return;
      } catch (error) {
        if (!(error instanceof SeedExitedAtBoot)) throw error;
      }
    }
  }

  private async startNode(
    node: BrokerNode,
    cookie: string,
    joinsSeed: boolean,
    restarts: number,
    recovery: number,
  ): Promise<void> {
    // A name of its own per attempt: an exited container that was not removed cannot block it.
    const suffix = `${restarts > 0 ? `-c${restarts}` : ""}${recovery > 0 ? `-r${recovery}` : ""}`;
    node.container = await startNodeContainer({
      target: this.target,
      plan: this.plan,
      node,
      seed: this.nodes[0]!,
      nodeCount: this.nodes.length,
      joinsSeed,
      cookie,
      password: this.credentials.password,
      name: `rabbitmq-perf-gate-${this.targetId}-${this.runId}-${node.index}${suffix}`,
      labels: this.labels,
      network: this.network,
      ...(this.streamEndpoints && { stream: this.streamEndpoints[node.index]! }),
    });
  }

  /** rabbitmqctl on a started node; a failure names the command and the node's own output. */
  private async rabbitmqctl(index: number, command: readonly string[]): Promise<void> {
    const node = this.nodes[index]!;
    const result = await this.exec(index, ["rabbitmqctl", ...command]);
    if (result.exitCode !== 0) {
      throw new NodeStartError(
        node,
        `rabbitmqctl ${command.join(" ")} on ${node.nodeName} exited ${result.exitCode}: ${result.output.trim()}`,
      );
    }
  }

  private readInfo(client: ContainerRuntimeClient, known?: ClusterStatus): Promise<BrokerInfo> {
    return readBrokerInfo({
      client,
      amqpUrl: this.amqpUrls[0]!,
      image: this.target.image,
      containerId: this.startedNodes()[0]!.getId(),
      nodeNames: this.nodes.map((n) => n.nodeName),
      // A formed cluster's status was just read; a single node's comes from the management API.
      status: known ?? readClusterStatus(this.managementUrls).catch(() => clusterStatus(this)),
      overrides: this.plan.overrides,
    });
  }

  /**
   * A node is back from a fault: new host ports (the container's cached ones are stale from now
   * on), and after a restart a new log stream, as the old one ended with the old run.
   */
  private async nodeBack(index: number, ports: NodePorts, restartedAt: Date | undefined): Promise<void> {
    const node = this.nodes[index]!;
    const urls = nodeUrls(node.container?.getHost() ?? "localhost", ports, this.credentials);
    const replace = (list: readonly string[], url: string) => list.map((u, i) => (i === index ? url : u));
    this.amqpUrls = replace(this.amqpUrls, urls.amqp);
    this.managementUrls = replace(this.managementUrls, urls.management);
    this.metricsUrls = replace(this.metricsUrls, urls.metrics);
    if (restartedAt && node.container) {
      const client = await (await loadTestcontainers()).getContainerRuntimeClient();
      const container = client.container.getById(node.container.getId());
      node.log.attach(await client.container.logs(container, { since: restartedAt.getTime() / 1000 }));
    }
  }

  private startedNodes(): StartedTestContainer[] {
    return this.nodes.map((node) => {
      if (!node.container) throw new Error(`node ${node.nodeName} is not started`);
      return node.container;
    });
  }

  /** Containers first (they hold the network), then the network, then anything left by label. */
  private async removeResources(): Promise<void> {
    // Undo faults first (never throws): removal then meets only plain, attached containers.
    await this.faults.restoreAll();
    await Promise.allSettled(
      this.nodes.map((node) => node.container?.stop({ timeout: 0, remove: true, removeVolumes: true })),
    );
    await this.network?.stop().catch(() => {});
    try {
      await removeLabelledResources(Labels.run, this.runId);
    } catch (error) {
      this.logger.warn(
        `target '${this.targetId}': could not remove containers/networks labelled ${Labels.run}=${this.runId}: ${(error as Error).message}`,
      );
    }
  }
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BrokerError(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
