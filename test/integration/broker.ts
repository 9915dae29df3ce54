import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { readServerProperties } from "../../src/amqp/server-properties.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { TestcontainersProvider } from "../../src/brokers/testcontainers/provider.js";
import { TestcontainersTargetSchema, type Protocol, type QueueType } from "../../src/model/config.js";
import { withBasicAuth } from "../../src/model/http.js";
import { silentLogger } from "../../src/model/logger.js";
import type { TrialContext } from "../../src/scenarios/scenario.js";
import { openWorkMeter, type WorkMeter } from "../../src/work/meter.js";
import { POOL_LABEL, SESSION_LABEL, sessionResources, type EngineResources } from "./docker-resources.js";

// The one way an integration test gets a broker: a bench image started by the real provider, with
// the work meter, trial contexts, rabbitmqctl and the check for leftovers that every test needs.
//
//   await using rabbit = await startBroker({ nodes: 3 });          // one test's own broker
//   const rabbit = sharedBroker({ image: "3.10.8" });                // shared with other files
//   const rabbit = sharedBroker({ nodes: 3 }, { scope: "file" });   // this file's tests only
//
// Brokers are the suite's main cost (a start takes 4 to 25 s), so a describe block that leaves its
// broker as it found it shares one with every other file of the run that asks for the same spec:
// the integration files run in one worker process (vitest.config.ts), whose pool this is; with
// more than one worker each has its own, so that a pooled broker never carries two files' load at
// once and its work counters stay one file's. The first asker starts it, and the global teardown
// (leftovers.ts) removes it by its pool label. A file that breaks its broker (faults, removed
// nodes) takes one of its own with scope "file".

/** The broker a test asks for; everything else comes from the target schema's defaults. */
export interface BrokerSpec {
  /** A bench version ("4.0.5", "3.10.8"), series ("4.3") or a full image tag; default 4.0.5. */
  image?: string;
  nodes?: 1 | 3;
  metadataStore?: "mnesia" | "khepri";
  /** The target's id, which names its containers; default `it-<nodes>n`. */
  id?: string;
  /** More fields of a testcontainers target (plugins, rabbitmqConf, env, cpus, …). */
  target?: Record<string, unknown>;
}

/** What a trial context may differ in from the defaults (one trial of one, classic, AMQP 0.9.1). */
export interface ContextOptions {
  queueType?: QueueType;
  protocol?: Protocol;
  signal?: AbortSignal;
}

/** A started bench broker and what the tests do with it; disposing it removes every container. */
export interface TestBroker extends AsyncDisposable {
  readonly broker: StartedBroker;
  /** Opened on the broker's Prometheus endpoints, with the idle background measured. */
  readonly work: WorkMeter;
  /** The label value its containers and network carry. */
  readonly session: string;
  /** A trial context on this broker; its resource prefix is `it-<name>-<random>`. */
  context(name: string, options?: ContextOptions): TrialContext;
  /** rabbitmqctl on a node (default 0); a non-zero exit throws with the command's output. */
  rabbitmqctl(command: readonly string[], node?: number): Promise<string>;
  /**
   * Queues, exchanges and connections (by their client properties: connection_name) whose name
   * holds `prefix`, anywhere in the cluster. A consumer lives on a connection, so none is left
   * when no connection is.
   */
  leftovers(prefix: string): Promise<string[]>;
  /** The management API's connections whose listing mentions `part` (a name, a client id). */
  connectionsNaming(part: string): Promise<{ name: string; protocol?: string }[]>;
  /**
   * Closes through the management API every connection whose listing mentions `part`, once one is
   * listed (the API lists a new connection up to 5 s late) or `timeoutMs` passed; how many.
   */
  closeConnectionsNaming(part: string, timeoutMs: number): Promise<number>;
  /** Containers and networks of this broker still on the engine. */
  resources(): Promise<EngineResources>;
}

/** The bench image of a spec: "4.0.5" → rabbitmq:4.0.5-management; a tag passes through. */
function imageOf(image = "4.0.5"): string {
  return image.includes(":") ? image : `rabbitmq:${image}-management`;
}

/**
 * A provider whose resources carry a fresh session label, for the tests that drive the provider
 * themselves: a run through `runSuite`, or a start that must fail.
 */
export function testProvider(labels: Record<string, string> = {}): {
  provider: TestcontainersProvider;
  session: string;
} {
  const session = randomUUID();
  return {
    provider: new TestcontainersProvider({ labels: { ...labels, [SESSION_LABEL]: session } }),
    session,
  };
}

/** Starts a broker of the spec; use it with `await using`, or call its dispose in `afterAll`. */
export async function startBroker(
  spec: BrokerSpec = {},
  labels: Record<string, string> = {},
): Promise<TestBroker> {
  const nodes = spec.nodes ?? 1;
  const target = {
    ...TestcontainersTargetSchema.parse({
      ...spec.target,
      provider: "testcontainers",
      image: imageOf(spec.image),
      nodes,
      ...(spec.metadataStore ? { metadataStore: spec.metadataStore } : {}),
    }),
    id: spec.id ?? `it-${nodes}n`,
  };
  const { provider, session } = testProvider(labels);
  const broker = await provider.start(target, { logger: silentLogger });
  try {
    const opened = await openWorkMeter(broker.metricsUrls);
    if (opened.source.note) throw new Error(opened.source.note);
    return new BenchBroker(broker, opened.meter, session);
  } catch (error) {
    await broker.stop();
    throw error;
  }
}

export interface SharedOptions {
  /**
   * "run" (default): the broker of this spec that other files of the run use, started by the first
   * of them. "file": one for this describe block alone, removed after its last test.
   */
  scope?: "run" | "file";
}

/**
 * A 3.10.8 broker with the 3.x protocol plugins: rabbitmq_mqtt (its port 1883 published) and
 * rabbitmq_amqp1_0. The MQTT and the AMQP 1.0 tests share it rather than each starting one.
 */
export const THREE_X_WITH_PLUGINS: BrokerSpec = {
  image: "3.10.8",
  id: "it-3x-plugins",
  target: { protocol: "mqtt", queueType: "classic", plugins: ["rabbitmq_amqp1_0"] },
};

/**
 * A 3-node 4.0.5 cluster that also speaks the stream protocol (each node's stream port published
 * and advertised): the stream, rpc and shard tests share it rather than each starting a cluster.
 */
export const THREE_NODES: BrokerSpec = {
  nodes: 3,
  target: { protocol: "stream", queueType: "stream" },
};

/**
 * Brokers shared across the files of this worker process, by spec. Not across the two workers: a
 * broker two files load at once measures each one's work with the other's in it (attaching the
 * second worker to the first one's pool brokers left the CLI runs of gate.test and protocols.test
 * without their work metrics, and an rpc trial without a reply in 500 ms).
 */
const pool = new Map<string, Promise<TestBroker>>();

/**
 * One broker for every test of the enclosing describe block, ready in `beforeAll`. Call the
 * returned function inside a test or hook to get it. Every test must leave it as it found it
 * (limits cleared, policies removed, its queues deleted) unless the scope is "file".
 */
export function sharedBroker(spec: BrokerSpec = {}, options: SharedOptions = {}): () => TestBroker {
  const poolId = options.scope === "file" ? undefined : inject("brokerPool");
  let started: TestBroker | undefined;
  beforeAll(async () => {
    started = poolId ? await pooledBroker(spec, poolId) : await startBroker(spec);
  }, 300_000);
  afterAll(async () => {
    if (!poolId) await started?.[Symbol.asyncDispose]();
  });
  return () => {
    if (!started) throw new Error("the shared broker has not started (its beforeAll failed or has not run)");
    return started;
  };
}

async function pooledBroker(spec: BrokerSpec, poolId: string): Promise<TestBroker> {
  const key = JSON.stringify([
    imageOf(spec.image),
    spec.nodes ?? 1,
    spec.metadataStore,
    spec.id,
    spec.target,
  ]);
  const pooled = await pool.get(key)?.catch(() => undefined);
  // A broker an earlier file broke is replaced rather than handed on.
  if (pooled && (await answers(pooled.broker))) return pooled;
  await pooled?.[Symbol.asyncDispose]();
  const starting = startBroker(spec, { [POOL_LABEL]: poolId });
  pool.set(key, starting);
  starting.catch(() => pool.delete(key));
  return starting;
}

/** Whether every node of the broker still answers an AMQP connection. */
async function answers(broker: StartedBroker): Promise<boolean> {
  try {
    await Promise.all(broker.amqpUrls.map((url) => readServerProperties(url, 5_000)));
    return true;
  } catch {
    return false;
  }
}

class BenchBroker implements TestBroker {
  constructor(
    readonly broker: StartedBroker,
    readonly work: WorkMeter,
    readonly session: string,
  ) {}

  context(name: string, options: ContextOptions = {}): TrialContext {
    const { queueType = "classic", protocol, signal } = options;
    return {
      broker: this.broker,
      queueType,
      ...(protocol ? { protocol } : {}),
      logger: silentLogger,
      trial: 1,
      trials: 1,
      resourcePrefix: `it-${name}-${randomUUID().slice(0, 8)}`,
      work: this.work,
      ...(signal ? { signal } : {}),
    };
  }

  async rabbitmqctl(command: readonly string[], node = 0): Promise<string> {
    const result = await this.broker.exec!(node, ["rabbitmqctl", ...command]);
    if (result.exitCode !== 0) {
      throw new Error(
        `rabbitmqctl ${command.join(" ")} on node ${node}: exit ${result.exitCode}\n${result.output}`,
      );
    }
    return result.output;
  }

  async leftovers(prefix: string): Promise<string[]> {
    // Queues and exchanges from the management API, read from the metadata store (no Erlang VM to
    // boot per listing); connections from rabbitmqctl, which lists those of every node at once.
    const { url, headers } = withBasicAuth(this.broker.managementUrls[0]!);
    const names = async (kind: "queues" | "exchanges"): Promise<string[]> => {
      const response = await fetch(new URL(`api/${kind}?columns=name`, url), { headers });
      if (!response.ok) throw new Error(`GET api/${kind}: HTTP ${response.status}`);
      return ((await response.json()) as { name: string }[]).map((entry) => entry.name);
    };
    const connections = await this.rabbitmqctl([
      "list_connections",
      "client_properties",
      "--quiet",
      "--no-table-headers",
    ]);
    return [
      ...(await names("queues")).filter((name) => name.includes(prefix)).map((name) => `queue ${name}`),
      ...(await names("exchanges")).filter((name) => name.includes(prefix)).map((name) => `exchange ${name}`),
      ...connections
        .split("\n")
        .filter((line) => line.includes(prefix))
        .map((line) => `connection ${line}`),
      ...(this.broker.streamUrls || this.broker.mqttUrls ? await this.listedConnections(prefix) : []),
    ];
  }

  /**
   * Stream protocol and MQTT connections that name `prefix` (stream: the connection name; MQTT:
   * the client identifier). rabbitmqctl lists neither on every bench version (its
   * list_stream_connections is not in the bench images' CLI), the management API does, from its
   * statistics, which keep a closed connection for up to one emission interval (5 s): asked
   * again until none is listed or 15 s passed.
   */
  private async listedConnections(prefix: string): Promise<string[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const left = (await this.connectionsNaming(prefix)).map(
        (entry) => `${entry.protocol ?? "?"} connection ${entry.name}`,
      );
      if (left.length === 0 || Date.now() > deadline) return left;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  async closeConnectionsNaming(part: string, timeoutMs: number): Promise<number> {
    const { url, headers } = withBasicAuth(this.broker.managementUrls[0]!);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matching = await this.connectionsNaming(part);
      if (matching.length > 0 || Date.now() > deadline) {
        for (const entry of matching) {
          await fetch(new URL(`api/connections/${encodeURIComponent(entry.name)}`, url), {
            method: "DELETE",
            headers,
          });
        }
        return matching.length;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** The management API's connections whose listing mentions `part` anywhere (name, client id). */
  async connectionsNaming(part: string): Promise<{ name: string; protocol?: string }[]> {
    const { url, headers } = withBasicAuth(this.broker.managementUrls[0]!);
    const response = await fetch(new URL("api/connections", url), { headers });
    if (!response.ok) throw new Error(`GET api/connections: HTTP ${response.status}`);
    const listed = (await response.json()) as { name: string; protocol?: string }[];
    return listed.filter((entry) => JSON.stringify(entry).includes(part));
  }

  resources(): Promise<EngineResources> {
    return sessionResources(this.session);
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.broker.stop();
  }
}
