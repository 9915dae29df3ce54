import { randomBytes } from "node:crypto";
import { z } from "zod";
import { AdminSession, consumeArguments, queueOptions, streamConsumerProblem } from "../amqp/admin.js";
import { queueArgsField } from "../model/queue-arguments.js";
import { ensureQueueMembers } from "./queue-members.js";
import { churnMetrics, churnParameters, measureChurn, type ChurnMeasurement } from "../amqp/churn.js";
import { withCleanup } from "../amqp/cleanup.js";
import type { RpcServerReport, RpcServerSettings } from "../load/worker-messages.js";
import { RpcClient, RpcIntegrityError, type ReplyMode } from "../load/amqp091/rpc-client.js";
import { WorkerHandle } from "../load/worker-handle.js";
import type { MetricDefinition } from "../model/metrics.js";
import { brokerMemoryMetric } from "../work/metrics.js";
import { churnOutcome } from "./churn/variants.js";
import type { Scenario, TrialContext, TrialOutcome } from "./scenario.js";

const REPLY_MODES = ["direct", "queue"] as const;
/** A window's warm-up and time limit, as every churn scenario has them (a call is a churn cycle). */
const CHURN_WINDOW = churnParameters("").shape;

export const RpcParametersSchema = z.strictObject({
  sizes: z
    .array(z.number().int().min(1).max(1_048_576))
    .min(1)
    .max(10)
    .refine((sizes) => new Set(sizes).size === sizes.length, "each size may appear once")
    .default([1, 64, 512, 4096])
    .describe("request (and reply) body sizes in bytes, each measured in its own window"),
  replyTo: z
    .array(z.enum(REPLY_MODES))
    .min(1)
    .refine((modes) => new Set(modes).size === modes.length, "each reply mode may appear once")
    .default(["direct", "queue"])
    .describe(
      "how clients receive replies: direct (direct reply-to, amq.rabbitmq.reply-to, no queue) and/or " +
        "queue (an exclusive, server-named reply queue per client)",
    ),
  serverAck: z
    .enum(["manual", "auto"])
    .default("manual")
    .describe("manual: the server acks each request after publishing its reply; auto: no acks"),
  serverPrefetch: z
    .number()
    .int()
    .min(1)
    .max(65_535)
    .default(100)
    .describe("the server's prefetch with manual acks"),
  clients: z.number().int().min(1).max(64).default(1).describe("clients, each with its own connection"),
  callsInFlight: z
    .number()
    .int()
    .min(1)
    .max(256)
    .default(1)
    .describe("calls each client has in flight; 1 waits for each reply before the next call"),
  warmupMs: CHURN_WINDOW.warmupMs.describe("unmeasured calls before each window, for this long"),
  calls: z
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(2_000)
    .describe("measured calls per window (one window per reply mode and size)"),
  maxDurationMs: CHURN_WINDOW.maxDurationMs.describe(
    "a window that has not finished its calls by then ends there, with a warning",
  ),
  replyTimeoutMs: z
    .number()
    .int()
    .min(10)
    .max(600_000)
    .default(5_000)
    .describe("a call without its reply by then makes the trial invalid"),
  queueArgs: queueArgsField.describe(
    "queue arguments the request queue is declared with; a value the broker refuses stops the run " +
      "before the first trial, with the broker's reason",
  ),
});
export type RpcParameters = z.output<typeof RpcParametersSchema>;

/** Connecting, declaring, starting the server's worker and cleaning up (measured: ~300 ms). */
const TRIAL_OVERHEAD_MS = 1_000;
const OPERATION_TIMEOUT_MS = 15_000;
/** Worker start-up (module load) on top of its connection. */
const SERVER_START_MS = 20_000;
/** Calls per second of one client with one call in flight on a quiet 2-core machine, 4.0.5 (estimates). */
const TYPICAL_CALLS_PER_SECOND = 2_000;

/** "1B", "64B", "4KiB", "1MiB", "1000B": the size in a metric id. */
export function sizeLabel(bytes: number): string {
  if (bytes >= 1_048_576 && bytes % 1_048_576 === 0) return `${bytes / 1_048_576}MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024}KiB`;
  return `${bytes}B`;
}

function windowPrefix(mode: ReplyMode, bytes: number): string {
  return `${mode === "direct" ? "directReply" : "queueReply"}${sizeLabel(bytes)}`;
}

const REPLY_MODE_TEXT: Record<ReplyMode, string> = {
  direct: "replies by direct reply-to",
  queue: "replies by an exclusive reply queue",
};

/**
 * Request/reply: a server in a load worker consumes a request queue of the target's type and
 * answers each request with its body transformed byte by byte; clients call it with one call (or
 * `callsInFlight`) in flight, receiving replies by direct reply-to or by an exclusive reply queue.
 * One window per reply mode and body size: calls per second, round trip p50/p99 and work per call
 * (request publish, delivery, reply, and the ack with manual acks). Every reply is matched to its
 * call by correlation id and checked byte for byte; a missing, wrong or second reply makes the
 * trial invalid.
 */
export const rpcScenario: Scenario<RpcParameters> = {
  id: "rpc",
  description:
    "Request/reply calls through a request queue, by body size, with direct reply-to and a reply queue",
  parameters: RpcParametersSchema,

  metrics(params) {
    const concurrency = params.clients * params.callsInFlight;
    const how = concurrency === 1 ? "one call in flight" : `${concurrency} calls in flight`;
    const metrics: MetricDefinition[] = [];
    for (const mode of params.replyTo) {
      for (const bytes of params.sizes) {
        metrics.push(
          ...churnMetrics(
            windowPrefix(mode, bytes),
            `call of ${bytes} B (request and reply, ${REPLY_MODE_TEXT[mode]}, ${params.serverAck} server acks)`,
            how,
            { rate: "calls/s", time: "ms/call" },
          ),
        );
      }
    }
    return [...metrics, brokerMemoryMetric];
  },

  estimateTrialMs(params) {
    const rate = TYPICAL_CALLS_PER_SECOND * Math.min(params.clients * params.callsInFlight, 4);
    const window = params.warmupMs + Math.min(params.maxDurationMs, (params.calls / rate) * 1000);
    return params.replyTo.length * params.sizes.length * window + TRIAL_OVERHEAD_MS;
  },

  runTrial(context, params) {
    return runRpcTrial(context, params);
  },

  queueTypeProblems(params, queueType) {
    const problem = streamConsumerProblem(queueType, {
      prefetch: params.serverPrefetch,
      autoAck: params.serverAck === "auto",
    });
    return problem
      ? [{ parameter: problem.setting === "ack" ? "serverAck" : "serverPrefetch", reason: problem.reason }]
      : [];
  },
  queueArguments: (params) => params.queueArgs,
};

/**
 * One rpc trial; `faults` makes the server drop, corrupt or duplicate a reply on purpose (tests).
 */
export async function runRpcTrial(
  context: TrialContext,
  params: RpcParameters,
  faults?: RpcServerSettings["faults"],
): Promise<TrialOutcome> {
  const prefix = context.resourcePrefix;
  const urls = context.broker.amqpUrls;
  const requestQueue = `${prefix}-rpc-requests`;
  const admin = await AdminSession.open(urls[0]!, `${prefix} rpc admin`, OPERATION_TIMEOUT_MS);
  let server: WorkerHandle | undefined;
  let clients: RpcClient[] = [];
  const fatal: string[] = [];
  const closeClients = async (): Promise<void> => {
    const open = clients;
    clients = [];
    await Promise.all(open.map((client) => client.close()));
  };

  const trial = async (): Promise<TrialOutcome> => {
    const declare = async (name: string): Promise<void> => {
      await admin.declareQueue(
        name,
        queueOptions(context.queueType, false, params.queueArgs),
        "declare the request queue",
      );
    };
    await declare(requestQueue);
    await ensureQueueMembers(admin, [requestQueue], context, declare);
    server = new WorkerHandle(
      "rpc server",
      {
        role: "rpc-server",
        connectTimeoutMs: OPERATION_TIMEOUT_MS,
        connectionNamePrefix: prefix,
        url: urls[0]!,
        queue: requestQueue,
        settings: {
          ackMode: params.serverAck,
          prefetch: params.serverPrefetch,
          consumeArguments: consumeArguments(context.queueType),
          ...(faults && { faults }),
        },
      },
      {
        onFatal: (_name, message) => fatal.push(message),
        onWarning: () => {},
      },
    );
    await server.request(
      { command: "connect" },
      OPERATION_TIMEOUT_MS + SERVER_START_MS,
      "start the rpc server",
    );

    const windows: { prefix: string; measurement: ChurnMeasurement }[] = [];
    let calls = 0;
    const invalid = (reason: string): TrialOutcome => ({
      metrics: {},
      valid: false,
      invalidReason: reason,
      warnings: [],
      measuredMs: windows.reduce((total, w) => total + w.measurement.measuredMs, 0),
    });
    const violations = (): string | undefined => {
      const seen = clients.flatMap((client) => client.violations);
      return seen.length > 0 ? `${seen.length} unexpected replies, first: ${seen[0]}` : undefined;
    };

    for (const mode of params.replyTo) {
      // Clients connect round-robin over the nodes from the second one: in a cluster, a call crosses nodes.
      const opening = await Promise.allSettled(
        Array.from({ length: params.clients }, (_, i) =>
          RpcClient.open({
            url: urls[(i + 1) % urls.length]!,
            connectionName: `${prefix} rpc client ${i}`,
            requestQueue,
            replyMode: mode,
            timeoutMs: OPERATION_TIMEOUT_MS,
          }),
        ),
      );
      // The clean-up closes the clients that opened, also when another one could not.
      clients = opening.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
      const refused = opening.find((outcome) => outcome.status === "rejected");
      if (refused) throw refused.reason;
      for (const bytes of params.sizes) {
        const name = windowPrefix(mode, bytes);
        // A body of its own per call: the first bytes carry the call's number over random bytes.
        const template = randomBytes(bytes);
        try {
          const measurement = await measureChurn({
            name,
            warmupMs: params.warmupMs,
            operations: params.calls,
            maxDurationMs: params.maxDurationMs,
            concurrency: params.clients * params.callsInFlight,
            work: context.work,
            ...(context.signal && { signal: context.signal }),
            operation: (index, worker) => {
              const body = Buffer.from(template);
              body.writeUIntBE(index % 2 ** Math.min(48, 8 * bytes), 0, Math.min(6, bytes));
              return clients[worker % clients.length]!.call(body, params.replyTimeoutMs);
            },
          });
          windows.push({ prefix: name, measurement });
        } catch (error) {
          if (fatal.length > 0) throw new Error(fatal[0]!, { cause: error });
          if (error instanceof RpcIntegrityError) return invalid(`${name}: ${error.message}`);
          throw error;
        }
        const unexpected = violations();
        if (unexpected) return invalid(`${name}: ${unexpected}`);
      }
      calls += clients.reduce((total, client) => total + client.calls, 0);
      await closeClients();
    }

    const report = await server.request<RpcServerReport>(
      { command: "finish" },
      OPERATION_TIMEOUT_MS,
      "stop the rpc server",
    );
    if (fatal.length > 0) throw new Error(fatal[0]!);
    if (report.received !== calls || report.replied !== calls) {
      return invalid(
        `the server received ${report.received} requests and replied to ${report.replied}, ` +
          `but the clients made ${calls} calls`,
      );
    }
    return churnOutcome(windows);
  };

  return withCleanup(
    trial,
    async () => {
      try {
        await closeClients();
        await server?.terminate();
        await admin.deleteQueues([requestQueue]);
      } finally {
        await admin.close();
      }
    },
    context.logger,
  );
}
