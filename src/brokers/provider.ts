import type { Logger } from "../model/logger.js";
import type { TargetConfig } from "../model/config.js";

/** What the gate learned about a running broker, recorded in the results. */
export interface BrokerInfo {
  /** Server version as the broker reports it in the AMQP connection properties (e.g. "4.0.5"). */
  serverVersion: string;
  /** "RabbitMQ" from the connection properties. */
  product: string;
  /** Erlang/OTP version where the provider can read it. */
  erlangVersion?: string;
  /** Image reference as configured (testcontainers provider). */
  image?: string;
  /** Local image ID (sha256:…) of the image that ran. */
  imageId?: string;
  /** Registry digest (repo@sha256:…) when the image came from a registry. */
  imageDigest?: string;
  /** Erlang node names of the cluster members, e.g. ["rabbit@node-0"]. */
  nodes: string[];
  /** Enabled feature flags, where the provider can read them. */
  featureFlags?: string[];
  /**
   * The target's settings the gate overrode to measure it, and what it added (its user), one line
   * each, so that a reader knows what was measured.
   */
  overrides?: string[];
}

export interface ExecResult {
  exitCode: number;
  output: string;
}

/**
 * How a node is taken away mid-run:
 * - kill: the container is killed (SIGKILL), as a crashed host or an OOM kill; back by starting it;
 * - stop: a graceful stop (SIGTERM: the node hands over what it leads and shuts down); back by starting it;
 * - pause: the container is frozen (every process suspended, sockets open), as a stalled VM; back by unfreezing it;
 * - partition: the container is cut off the cluster's network (its peers and the clients lose it,
 *   the node keeps running alone); back by reconnecting it under its own name.
 */
export type NodeFaultMethod = "kill" | "stop" | "pause" | "partition";

export const NODE_FAULT_METHODS: readonly NodeFaultMethod[] = ["kill", "stop", "pause", "partition"];

/**
 * Faults a provider can inflict on the nodes it owns. A node that comes back may listen on other
 * host ports: the broker's URLs are updated in place before `restore` returns.
 */
export interface NodeFaults {
  /** Takes node `index` away by `method`. Returns once the fault is in place. */
  lose(index: number, method: NodeFaultMethod): Promise<void>;
  /**
   * Undoes the fault on node `index`: returns once the node's container runs again (its broker may
   * still be booting or rejoining). Nothing to undo: returns at once.
   */
  restore(index: number): Promise<void>;
  /** Undoes every fault in place; never throws. The broker's stop() calls it first. */
  restoreAll(): Promise<void>;
}

/** A started broker (one node or a cluster). Disposing it removes every resource it owns. */
export interface StartedBroker extends AsyncDisposable {
  readonly targetId: string;
  readonly provider: string;
  /** AMQP URLs, one per node, credentials included (mask before printing). */
  readonly amqpUrls: readonly string[];
  /** Management HTTP API base URLs, one per node, where available. */
  readonly managementUrls: readonly string[];
  /** Prometheus endpoints (rabbitmq_prometheus, /metrics), one per node: the work counters. */
  readonly metricsUrls: readonly string[];
  /**
   * Where metricsUrls came from when a user's setting gave them ("targets[].metricsUrls"): a note
   * on an endpoint that does not answer then points at it instead of suggesting to set it.
   */
  readonly metricsUrlsSetting?: string;
  /** Stream protocol URLs, one per node, credentials included, where the target speaks it. */
  readonly streamUrls?: readonly string[];
  /** MQTT URLs, one per node, credentials included, where the target speaks it. */
  readonly mqttUrls?: readonly string[];
  readonly info: BrokerInfo;
  /** The broker's last log lines (all nodes), for error messages. Never throws. */
  logTail(lines?: number): Promise<string>;
  /** Runs a command (rabbitmqctl, rabbitmq-diagnostics) on a node; absent for external brokers. */
  exec?(nodeIndex: number, command: readonly string[]): Promise<ExecResult>;
  /** Node faults, where the provider owns the nodes (testcontainers); absent for external brokers. */
  readonly faults?: NodeFaults;
  /** Stops the broker and removes containers/networks it created. Idempotent. */
  stop(): Promise<void>;
}

export interface StartOptions {
  logger: Logger;
  signal?: AbortSignal;
}

/** A broker provider turns a target of the config into a started broker. */
export interface BrokerProvider {
  readonly name: string;
  start(target: TargetConfig, options: StartOptions): Promise<StartedBroker>;
}
