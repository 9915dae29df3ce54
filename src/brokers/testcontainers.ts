import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import type { ContainerRuntimeClient, StartedNetwork, StartedTestContainer } from "testcontainers";
import { loadTestcontainers } from "./container-runtime.js";
import { readServerProperties } from "../amqp/server-properties.js";
import type { TargetConfig, TestcontainersTarget } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import type { Logger } from "../model/logger.js";
import type { BrokerInfo, BrokerProvider, ExecResult, StartOptions, StartedBroker } from "./provider.js";
import { Labels, removeLabelledResources, removeOrphans } from "./docker-resources.js";
import {
  AMQP_PORT,
  ContainerNodeFaults,
  MANAGEMENT_PORT,
  PROMETHEUS_PORT,
  nodeUrls,
  type NodeUrls,
} from "./node-faults.js";
import { applyTopology, DEFINITIONS_FILE, firstBootEnvironment } from "./topology.js";
import { pluginStartCommand, pluginsToEnable } from "./plugins.js";

const CONF_D_FILE = "/etc/rabbitmq/conf.d/90-perf-gate.conf";
/**
 * The files a node starts with: the conf.d snippet (inline `rabbitmqConf`, then the named file's)
 * and the definitions file, which topology.ts imports once the cluster has formed.
 */
export function configurationFiles(
  target: TestcontainersTarget,
): { content: string; target: string; mode: number }[] {
  const named = target.contents ?? {};
  if (
    (target.rabbitmqConfFile !== undefined && named.rabbitmqConf === undefined) ||
    (target.definitionsFile !== undefined && named.definitions === undefined)
  ) {
    throw new BrokerError(`target '${target.id}': the files it names were not read before the start`);
  }
  const snippets = [
    target.rabbitmqConf,
    named.rabbitmqConf !== undefined ? `# ${target.rabbitmqConfFile}\n${named.rabbitmqConf}` : undefined,
  ].filter((text): text is string => text !== undefined && text.trim() !== "");
  return [
    ...(snippets.length > 0
      ? [
          {
            content: `${snippets.map((text) => text.replace(/\n*$/, "")).join("\n")}\n`,
            target: CONF_D_FILE,
            mode: 0o644,
          },
        ]
      : []),
    ...(named.definitions !== undefined
      ? [{ content: named.definitions, target: DEFINITIONS_FILE, mode: 0o644 }]
      : []),
  ];
}
/** Before the target's own settings (90-perf-gate.conf): a target may set its own discovery. */
const CLUSTER_FORMATION_FILE = "/etc/rabbitmq/conf.d/80-perf-gate-cluster.conf";

/**
 * A cluster forms while its nodes boot: every node but the seed (node 0) lists the seed alone for
 * classic peer discovery, and a blank node joins it before its startup completes. The seed lists
 * no one, so no two nodes can each pick the other and no joiner can pick another joiner. The
 * joiners start once the seed runs (startNodes): 4.0.5 picks the oldest node it finds, and a joiner
 * that started first picked itself and booted alone (3 of 23 starts when all started at once).
 * Should a joiner still boot alone, formCluster joins it with rabbitmqctl, as every cluster was
 * joined before: three CLI calls per joiner after the boot. A seed that cannot be reached is tried
 * 3 times (on 4.0.5 about 11.5 s apart) before the joiner gives up on it.
 *
 * Measured on a quiet 2-core machine (bench/broker-start.ts --nodes 3, medians), from the joins
 * after the boot to this: 3.10.8 20.9 → 12.3 s, 4.0.5 12.0 → 9.5 s, 4.3 13.2 → 10.1 s; and the
 * last of five targets started at once (three clusters, two single nodes) ready at 30 s, not 37 s.
 */
export function clusterFormationFiles(
  node: { index: number },
  seed: { nodeName: string },
): { content: string; target: string; mode: number }[] {
  if (node.index === 0) return [];
  return [
    {
      content: [
        "cluster_formation.peer_discovery_backend = classic_config",
        `cluster_formation.classic_config.nodes.1 = ${seed.nodeName}`,
        "cluster_formation.discovery_retry_limit = 3",
        "cluster_formation.discovery_retry_interval = 500",
        "",
      ].join("\n"),
      target: CLUSTER_FORMATION_FILE,
      mode: 0o644,
    },
  ];
}

const STARTUP_LOG_MESSAGE = "Server startup complete";
const LOG_LINES_KEPT = 1_000;
const DEFAULT_LOG_TAIL_LINES = 50;
const EXEC_TIMEOUT_MS = 120_000;
const AMQP_CONNECT_TIMEOUT_MS = 15_000;
const CLUSTER_POLL_INTERVAL_MS = 1_000;

export interface TestcontainersProviderOptions {
  /** Extra labels for every container and network (tests mark their session with one). */
  labels?: Record<string, string>;
}

/**
 * Starts RabbitMQ in containers: one node, or three joined into a cluster on a network of their
 * own. Every container and the network belong to the returned broker; `stop()` removes them, and
 * a start that fails halfway removes what it had created before throwing. *
 * Why this file is long: a single node and a cluster share the container set-up, readiness, log
 * capture and removal; the clustering steps need the started nodes' internals, so they stay here.
 */
export class TestcontainersProvider implements BrokerProvider {
  readonly name = "testcontainers";

  private orphansSwept: Promise<void> | undefined;

  constructor(private readonly options: TestcontainersProviderOptions = {}) {}

  async start(target: TargetConfig, options: StartOptions): Promise<StartedBroker> {
    if (target.provider !== "testcontainers") {
      throw new BrokerError(`target '${target.id}': provider '${target.provider}' is not testcontainers`);
    }
    this.orphansSwept ??= this.sweepOrphans(options.logger);
    await this.orphansSwept;
    const broker = new TestcontainersBroker(target, options.logger, this.options.labels ?? {});
    try {
      await broker.start(options.signal);
      return broker;
    } catch (error) {
      await broker.stop();
      throw await broker.startError(error);
    }
  }

  /** Brokers of killed runs would skew measurements and hold memory: remove them first. */
  private async sweepOrphans(logger: Logger): Promise<void> {
    try {
      const removed = await removeOrphans();
      if (removed.length > 0) {
        logger.warn(`removed the containers of ${removed.length} earlier run(s) whose process had exited`);
      }
    } catch (error) {
      // Starting the broker reports an unreachable engine with more context than this can.
      logger.debug(`orphan sweep skipped: ${(error as Error).message}`);
    }
  }
}

/** Last lines of one node's output, fed by the container's log stream from the moment it starts. */
class NodeLog {
  private readonly lines: string[] = [];
  private partial = "";
  private seeFirstLine!: () => void;
  /** Resolves with the node's first line: its Erlang VM runs. */
  readonly firstLine = new Promise<void>((resolve) => (this.seeFirstLine = resolve));

  attach(stream: Readable): void {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => this.append(chunk));
    // A log stream that breaks only shortens the tail; it must not crash the gate.
    stream.on("error", () => {});
  }

  tail(count: number): string[] {
    const complete = this.partial ? [...this.lines, this.partial] : this.lines;
    return complete.slice(-count);
  }

  private append(chunk: string): void {
    const pieces = (this.partial + chunk).split("\n");
    this.partial = pieces.pop() ?? "";
    for (const line of pieces) this.lines.push(stripAnsi(line.replace(/\r$/, "")));
    if (this.lines.length > 0) this.seeFirstLine();
    if (this.lines.length > LOG_LINES_KEPT) this.lines.splice(0, this.lines.length - LOG_LINES_KEPT);
  }
}

// RabbitMQ colours its console log; colour codes only clutter error messages and reports.
function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, "");
}

interface BrokerNode {
  index: number;
  /** Container hostname, also its network alias: the node is rabbit@<hostname>. */
  hostname: string;
  nodeName: string;
  log: NodeLog;
  container?: StartedTestContainer;
}

class NodeStartError extends Error {
  constructor(
    readonly node: BrokerNode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "NodeStartError";
  }
}

class TestcontainersBroker implements StartedBroker {
  readonly provider = "testcontainers";
  readonly targetId: string;
  amqpUrls: readonly string[] = [];
  managementUrls: readonly string[] = [];
  metricsUrls: readonly string[] = [];
  info: BrokerInfo = { serverVersion: "", product: "", nodes: [] };
  readonly faults: ContainerNodeFaults;

  private readonly runId = randomBytes(3).toString("hex");
  private readonly nodes: BrokerNode[];
  private readonly labels: Record<string, string>;
  private network?: StartedNetwork;
  private stopping?: Promise<void>;

  constructor(
    private readonly target: TestcontainersTarget,
    private readonly logger: Logger,
    extraLabels: Record<string, string>,
  ) {
    this.targetId = target.id;
    this.nodes = Array.from({ length: target.nodes }, (_, index) => {
      const host = `rmq-${this.runId}-${index}`;
      return { index, hostname: host, nodeName: `rabbit@${host}`, log: new NodeLog() };
    });
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
      container: (index) => {
        const node = this.nodes[index];
        if (!node?.container || this.stopping) return undefined;
        const { hostname: host, nodeName } = node;
        return { id: node.container.getId(), hostname: host, nodeName, host: node.container.getHost() };
      },
      networkId: () => this.network?.getId(),
      nodeBack: (index, urls, restartedAt) => this.nodeBack(index, urls, restartedAt),
    });
  }

  async start(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const client = await (await loadTestcontainers()).getContainerRuntimeClient();
    if (this.nodes.length > 1) this.network = await this.createNetwork(client);
    await this.startNodes();
    signal?.throwIfAborted();
    let formed: ClusterStatus | undefined;
    if (this.nodes.length > 1) formed = await this.formCluster(signal);
    const urls = this.startedNodes().map((c) =>
      nodeUrls(c.getHost(), {
        amqp: c.getMappedPort(AMQP_PORT),
        management: c.getMappedPort(MANAGEMENT_PORT),
        prometheus: c.getMappedPort(PROMETHEUS_PORT),
      }),
    );
    this.amqpUrls = urls.map((u) => u.amqp);
    this.managementUrls = urls.map((u) => u.management);
    this.metricsUrls = urls.map((u) => u.metrics);
    this.info = await this.readInfo(client, formed);
    // Metadata store and mirroring policy as the version rules say; re-read the flags they changed.
    const steps = await applyTopology(this, this.target, this.info.serverVersion, this.logger);
    if (steps.length > 0) this.info = await this.readInfo(client);
    this.logger.info(
      `target '${this.targetId}': RabbitMQ ${this.info.serverVersion} on Erlang ${this.info.erlangVersion ?? "?"}, ` +
        `${this.nodes.length} node(s): ${this.info.nodes.join(", ")}`,
    );
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

  private async createNetwork(client: ContainerRuntimeClient): Promise<StartedNetwork> {
    const name = `rabbitmq-perf-gate-${this.runId}`;
    const network = await client.network.create({
      Name: name,
      CheckDuplicate: true,
      Driver: "bridge",
      Labels: this.labels,
    });
    const { StartedNetwork } = await loadTestcontainers();
    return new StartedNetwork(client, name, network);
  }

  /**
   * Starts the seed (node 0), then every joiner at once as soon as the seed's broker is booting.
   * A joiner that starts first would find itself the oldest node when it looks for the seed, and
   * 4.0.5 then boots it alone. A seed that fails before it logs anything fails the start at once,
   * with no joiner started to wait for it. All nodes are owned (and removed by stop) even if one
   * fails.
   */
  private async startNodes(): Promise<void> {
    const cookie = randomBytes(24).toString("hex");
    const [seed, ...joiners] = this.nodes;
    const seedStart = this.startNode(seed!, cookie);
    if (joiners.length > 0) {
      const seedFailed = seedStart.then(
        () => false,
        () => true,
      );
      if (await Promise.race([seed!.log.firstLine.then(() => false), seedFailed])) await seedStart;
    }
    const results = await Promise.allSettled([
      seedStart,
      ...joiners.map((node) => this.startNode(node, cookie)),
    ]);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  }

  private async startNode(node: BrokerNode, cookie: string): Promise<void> {
    const { GenericContainer, Wait } = await loadTestcontainers();
    const environment: Record<string, string> = {
      // The official image still honours it; one cookie lets the nodes (and rabbitmqctl) talk.
      ...(this.nodes.length > 1 && { RABBITMQ_ERLANG_COOKIE: cookie }),
      // A store only reachable at first boot (Mnesia on 4.2); the target's own env still wins.
      ...firstBootEnvironment(this.target),
      ...this.target.env,
    };
    let container = new GenericContainer(this.target.image)
      .withName(`rabbitmq-perf-gate-${this.targetId}-${this.runId}-${node.index}`)
      .withHostname(node.hostname)
      .withLabels({ ...this.labels, [Labels.node]: String(node.index) })
      .withEnvironment(environment)
      .withExposedPorts(AMQP_PORT, MANAGEMENT_PORT, PROMETHEUS_PORT)
      .withLogConsumer((stream) => node.log.attach(stream))
      .withWaitStrategy(Wait.forLogMessage(STARTUP_LOG_MESSAGE))
      .withStartupTimeout(this.target.startupTimeoutMs);
    const command = pluginStartCommand(pluginsToEnable(this.target));
    if (command) container = container.withCommand(command);
    const files = [...clusterFormationFiles(node, this.nodes[0]!), ...configurationFiles(this.target)];
    if (files.length > 0) container = container.withCopyContentToContainer(files);
    if (this.network) container = container.withNetwork(this.network).withNetworkAliases(node.hostname);
    if (this.target.cpus !== undefined) container = container.withResourcesQuota({ cpu: this.target.cpus });
    try {
      node.container = await container.start();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new NodeStartError(
        node,
        `node ${node.nodeName} (${this.target.image}) did not start: ${reason}`,
        {
          cause: error,
        },
      );
    }
  }

  /**
   * The joiners look for the seed at boot (clusterFormationFiles) and join it before their startup
   * completes, so the seed lists every node as a member by now. A joiner that booted alone (it did
   * not find the seed, or the target's own settings replaced the discovery) joins with rabbitmqctl;
   * a member that is not running yet is waited for, not joined again.
   */
  private async formCluster(signal?: AbortSignal): Promise<ClusterStatus> {
    const status = await this.clusterStatus();
    if (!status) return this.waitForRunningNodes(signal);
    const alone = nodesToJoin(status, this.nodes.slice(1));
    if (alone.length > 0) {
      this.logger.debug(
        `target '${this.targetId}': ${alone.map((n) => n.nodeName).join(", ")} did not join at boot; joining with rabbitmqctl`,
      );
      await this.joinCluster(alone, signal);
    } else if (this.nodes.every((node) => status.running_nodes?.includes(node.nodeName))) {
      return status;
    }
    return this.waitForRunningNodes(signal);
  }

  private async joinCluster(joiners: readonly BrokerNode[], signal?: AbortSignal): Promise<void> {
    const seed = this.nodes[0]!;
    // Every joiner's app stops at once: a node outside the cluster affects no one, and a 3.10.8
    // node takes about 5 s to stop its app (4.0.5: 0.6 s). The joins themselves go one after the
    // other: concurrent joins to one seed can race on the cluster membership.
    signal?.throwIfAborted();
    await Promise.all(joiners.map((node) => this.rabbitmqctl(node, ["stop_app"])));
    for (const node of joiners) {
      signal?.throwIfAborted();
      await this.rabbitmqctl(node, ["join_cluster", seed.nodeName]);
      await this.rabbitmqctl(node, ["start_app"]);
    }
  }

  /** rabbitmqctl on a starting node; a failure names the command and the node's own output. */
  private async rabbitmqctl(node: BrokerNode, command: readonly string[]): Promise<void> {
    const result = await this.exec(node.index, ["rabbitmqctl", ...command]);
    if (result.exitCode !== 0) {
      throw new NodeStartError(
        node,
        `rabbitmqctl ${command.join(" ")} on ${node.nodeName} exited ${result.exitCode}: ${result.output.trim()}`,
      );
    }
  }

  /** Polls the cluster's status until every node runs in it; returns the status that said so. */
  private async waitForRunningNodes(signal?: AbortSignal): Promise<ClusterStatus> {
    const expected = this.nodes.map((n) => n.nodeName).sort();
    const deadline = Date.now() + this.target.startupTimeoutMs;
    let running: string[] = [];
    while (Date.now() < deadline) {
      const status = await this.clusterStatus();
      running = status?.running_nodes?.slice().sort() ?? [];
      if (status && expected.every((name) => running.includes(name))) return status;
      await sleep(CLUSTER_POLL_INTERVAL_MS, undefined, { signal });
    }
    throw new Error(
      `cluster not formed within ${this.target.startupTimeoutMs} ms: running ${JSON.stringify(running)}, expected ${JSON.stringify(expected)}`,
    );
  }

  /** `rabbitmqctl cluster_status` of node 0, or undefined when it does not answer (yet). */
  private async clusterStatus(): Promise<ClusterStatus | undefined> {
    try {
      const result = await this.exec(0, ["rabbitmqctl", "cluster_status", "--formatter", "json"]);
      return result.exitCode === 0 ? parseClusterStatus(result.output) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * What the started broker says it is. `known`: a cluster status just read (a formed cluster's),
   * so that the start does not pay for another rabbitmqctl (about half a second each); the
   * connection, the status and the image are read at once.
   */
  private async readInfo(client: ContainerRuntimeClient, known?: ClusterStatus): Promise<BrokerInfo> {
    const [properties, status, identity] = await Promise.all([
      readServerProperties(this.amqpUrls[0]!, AMQP_CONNECT_TIMEOUT_MS),
      known ?? this.clusterStatus(),
      this.imageIdentity(client),
    ]);
    const seedName = this.nodes[0]!.nodeName;
    const erlangVersion =
      status?.versions?.[seedName]?.erlang_version ?? properties.platform?.replace(/^Erlang\/OTP\s*/, "");
    const featureFlags = status?.feature_flags
      ?.filter((flag) => flag.state === "enabled")
      .map((flag) => flag.name)
      .sort();
    return {
      serverVersion: properties.version,
      product: properties.product,
      ...(erlangVersion && { erlangVersion }),
      image: this.target.image,
      ...identity,
      nodes: status?.running_nodes?.slice().sort() ?? this.nodes.map((n) => n.nodeName),
      ...(featureFlags && { featureFlags }),
    };
  }

  /** The local image ID that ran, and the registry digest when the image came from a registry. */
  private async imageIdentity(
    client: ContainerRuntimeClient,
  ): Promise<Pick<BrokerInfo, "imageId" | "imageDigest">> {
    const docker = client.container.dockerode;
    const container = await docker.getContainer(this.startedNodes()[0]!.getId()).inspect();
    const image = await docker.getImage(container.Image).inspect();
    const repository = this.target.image.replace(/@.*$/, "").replace(/:[^:/]+$/, "");
    const digest =
      image.RepoDigests?.find((d) => d.startsWith(`${repository}@`)) ?? image.RepoDigests?.[0] ?? undefined;
    return { imageId: container.Image, ...(digest && { imageDigest: digest }) };
  }

  /**
   * A node is back from a fault: new host ports (the container's cached ones are stale from now
   * on), and after a restart a new log stream, as the old one ended with the old run.
   */
  private async nodeBack(index: number, urls: NodeUrls, restartedAt: Date | undefined): Promise<void> {
    const replace = (list: readonly string[], url: string) => list.map((u, i) => (i === index ? url : u));
    this.amqpUrls = replace(this.amqpUrls, urls.amqp);
    this.managementUrls = replace(this.managementUrls, urls.management);
    this.metricsUrls = replace(this.metricsUrls, urls.metrics);
    const node = this.nodes[index]!;
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

export interface ClusterStatus {
  running_nodes?: string[];
  disk_nodes?: string[];
  ram_nodes?: string[];
  versions?: Record<string, { erlang_version?: string; rabbitmq_version?: string }>;
  feature_flags?: { name: string; state: string }[];
}

/**
 * The joiners that the seed's status does not list as members (running or not): they booted alone
 * and must be joined. A member that is not running yet is only waited for.
 */
export function nodesToJoin<Node extends { nodeName: string }>(
  status: ClusterStatus,
  joiners: readonly Node[],
): Node[] {
  const members = new Set([
    ...(status.disk_nodes ?? []),
    ...(status.ram_nodes ?? []),
    ...(status.running_nodes ?? []),
  ]);
  return joiners.filter((node) => !members.has(node.nodeName));
}

/** The JSON document in rabbitmqctl's output; deprecation warnings may surround it. */
export function parseClusterStatus(output: string): ClusterStatus | undefined {
  const start = output.indexOf("{");
  const end = output.lastIndexOf("}");
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(output.slice(start, end + 1)) as ClusterStatus;
  } catch {
    return undefined;
  }
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BrokerError(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
