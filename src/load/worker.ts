/**
 * Entry of a load worker thread (bundled as dist/worker.js; see worker-script.ts for how tests run
 * it from source). A worker hosts publishers or consumers of one protocol (AMQP 0.9.1 or 1.0), each
 * with its own connection, and answers the coordinator's commands. It keeps to erasable TypeScript and imports only modules that
 * do the same, because under tests Node runs it by stripping types.
 */
import { parentPort, workerData } from "node:worker_threads";
import { unownedFailure, workerClients } from "./client-failure.js";
import { LOAD_CLIENTS, type LoadPublisher } from "./clients.js";
import { createLatencyHistogram, encodeHistogram } from "./histogram.js";
import type {
  ConsumerReport,
  MarkSnapshot,
  ProgressReport,
  PublisherReport,
  RpcServerReport,
  WorkerCommand,
  WorkerEvent,
  WorkerInit,
  WorkerReply,
} from "./worker-messages.js";
import { RpcServer } from "./amqp091/rpc-server.js";
import { SequenceTracker } from "./sequence-tracker.js";
import { errorMessage } from "./timeouts.js";

/** How long a failure no client owns waits for a client's own report of the same cause. */
const UNOWNED_FAILURE_DELAY_MS = 200;
/** How long a consumer may take to cancel and close when the coordinator finishes it. */
const FINISH_TIMEOUT_MS = 10_000;

interface Role {
  connect(): Promise<void>;
  start(): void;
  mark(label: "windowStart" | "windowEnd"): MarkSnapshot;
  stop(confirmTimeoutMs: number): Promise<PublisherReport>;
  progress(): ProgressReport;
  finish(): Promise<ConsumerReport | RpcServerReport>;
  close(): Promise<void>;
}

function post(message: WorkerReply | WorkerEvent): void {
  parentPort?.postMessage(message);
}

const hooks = {
  onFatal(message: string): void {
    post({ event: "fatal", message });
  },
  onWarning(message: string): void {
    post({ event: "warning", message });
  },
};

function threadCpuUs(): number {
  // process.threadCpuUsage: Node >= 23.9 / 22.19; older Nodes only lose the saturation warning.
  const usage = typeof process.threadCpuUsage === "function" ? process.threadCpuUsage() : undefined;
  return usage ? usage.user + usage.system : -1;
}

function notFor(role: string, command: string): never {
  throw new Error(`command '${command}' does not apply to a ${role} worker`);
}

function publisherRole(init: Extract<WorkerInit, { role: "publisher" }>): Role {
  const histogram = createLatencyHistogram();
  const clients = LOAD_CLIENTS[init.protocol ?? "amqp091"];
  const publishers = init.clients.map((spec) =>
    clients.publisher(spec, init.settings, hooks, histogram, init.deliveredByPublisher),
  );
  const warnings: string[] = [];
  const sum = (pick: (p: LoadPublisher) => number): number =>
    publishers.reduce((total, p) => total + pick(p), 0);
  return {
    async connect() {
      await Promise.all(
        publishers.map((publisher, i) =>
          publisher.open(
            init.connectTimeoutMs,
            `${init.connectionNamePrefix} publisher ${init.clients[i]!.index}`,
          ),
        ),
      );
    },
    start() {
      for (const publisher of publishers) publisher.start();
    },
    mark(label) {
      const atNs = process.hrtime.bigint();
      const recording = init.recordLatencies !== false && label === "windowStart";
      for (const publisher of publishers) publisher.recording = recording;
      return {
        atNs,
        threadCpuUs: threadCpuUs(),
        published: sum((p) => p.published),
        confirmed: sum((p) => p.confirmed),
        consumed: 0,
      };
    },
    async stop(confirmTimeoutMs) {
      const results = await Promise.all(publishers.map((publisher) => publisher.stop(confirmTimeoutMs)));
      const unconfirmed = results.reduce((total, r) => total + r.unconfirmed, 0);
      if (unconfirmed > 0) warnings.push(`${unconfirmed} messages unconfirmed after ${confirmTimeoutMs} ms`);
      return {
        published: sum((p) => p.published),
        confirmed: sum((p) => p.confirmed),
        nacked: sum((p) => p.nacked),
        returned: sum((p) => p.returned),
        confirmLatency: encodeHistogram(histogram),
        warnings,
      };
    },
    progress: () => notFor("publisher", "progress"),
    finish: () => notFor("publisher", "finish"),
    async close() {
      await Promise.all(publishers.map((publisher) => publisher.close()));
    },
  };
}

function consumerRole(init: Extract<WorkerInit, { role: "consumer" }>): Role {
  const histogram = createLatencyHistogram();
  // One tracker for every consumer of this worker: a message delivered to two of them is a duplicate.
  const tracker = new SequenceTracker();
  const clients = LOAD_CLIENTS[init.protocol ?? "amqp091"];
  const consumers = init.clients.map((spec) =>
    clients.consumer(spec, init.settings, hooks, tracker, histogram, init.deliveredByPublisher),
  );
  const warnings: string[] = [];
  const delivered = (): number => consumers.reduce((total, c) => total + c.accounting.delivered, 0);
  return {
    async connect() {
      await Promise.all(
        consumers.map((consumer, i) =>
          consumer.open(
            init.connectTimeoutMs,
            `${init.connectionNamePrefix} consumer ${init.clients[i]!.index}`,
          ),
        ),
      );
    },
    start() {},
    mark(label) {
      const atNs = process.hrtime.bigint();
      const recording = init.recordLatencies !== false && label === "windowStart";
      for (const consumer of consumers) consumer.accounting.recording = recording;
      return { atNs, threadCpuUs: threadCpuUs(), published: 0, confirmed: 0, consumed: delivered() };
    },
    stop: () => notFor("consumer", "stop"),
    progress() {
      return { uniqueConsumed: tracker.unique };
    },
    async finish() {
      await Promise.all(consumers.map((consumer) => consumer.finish(FINISH_TIMEOUT_MS)));
      return {
        delivered: delivered(),
        uniqueConsumed: tracker.unique,
        duplicates: tracker.duplicates,
        foreign: consumers.reduce((total, c) => total + c.accounting.foreign, 0),
        bitmaps: tracker.export(),
        e2eLatency: encodeHistogram(histogram),
        warnings,
      };
    },
    async close() {
      await Promise.all(consumers.map((consumer) => consumer.close()));
    },
  };
}

function rpcServerRole(init: Extract<WorkerInit, { role: "rpc-server" }>): Role {
  const server = new RpcServer(init.url, init.queue, init.settings, hooks);
  const unsupported = (command: string) => (): never => notFor("rpc server", command);
  return {
    connect: () => server.connect(init.connectTimeoutMs, `${init.connectionNamePrefix} rpc server`),
    start: unsupported("start"),
    mark: unsupported("mark"),
    stop: unsupported("stop"),
    progress: unsupported("progress"),
    finish: () => server.finish(FINISH_TIMEOUT_MS),
    close: () => server.close(),
  };
}

function selftestRole(): Role {
  const unsupported = (command: string) => (): never => notFor("selftest", command);
  return {
    connect: async () => {},
    start: unsupported("start"),
    mark: () => ({
      atNs: process.hrtime.bigint(),
      threadCpuUs: threadCpuUs(),
      published: 0,
      confirmed: 0,
      consumed: 0,
    }),
    stop: unsupported("stop"),
    progress: unsupported("progress"),
    finish: unsupported("finish"),
    close: async () => {},
  };
}

async function execute(role: Role, message: WorkerCommand): Promise<unknown> {
  switch (message.command) {
    case "connect":
      return role.connect();
    case "start":
      return role.start();
    case "mark":
      return role.mark(message.label);
    case "stop":
      return role.stop(message.confirmTimeoutMs);
    case "progress":
      return role.progress();
    case "finish":
      return role.finish();
    case "close":
      return role.close();
    case "ping":
      return "pong";
  }
}

function main(): void {
  if (!parentPort) throw new Error("worker.ts must run in a worker thread");
  const init = workerData as WorkerInit;
  // A client library that throws from its own callbacks (a write to a socket the broker closed)
  // would end the thread with no word of why: the failure is reported instead, named after the
  // worker's clients, and the coordinator ends the trial with it. Reported a moment later, so that
  // the client's own reason (its connection closed by the broker), which names exactly it, arrives
  // first and is the one kept.
  const owners =
    init.role === "publisher" || init.role === "consumer"
      ? workerClients(
          init.role,
          init.clients.map((client) => client.index),
        )
      : init.role.replace("-", " ");
  const unowned = (reason: unknown): void => {
    setTimeout(() => hooks.onFatal(unownedFailure(owners, reason)), UNOWNED_FAILURE_DELAY_MS);
  };
  process.on("uncaughtException", unowned);
  process.on("unhandledRejection", unowned);
  const role =
    init.role === "publisher"
      ? publisherRole(init)
      : init.role === "consumer"
        ? consumerRole(init)
        : init.role === "rpc-server"
          ? rpcServerRole(init)
          : selftestRole();
  parentPort.on("message", (message: WorkerCommand) => {
    execute(role, message).then(
      (result) => post({ id: message.id, ok: true, result }),
      (error: unknown) => post({ id: message.id, ok: false, error: errorMessage(error) }),
    );
  });
}

main();
