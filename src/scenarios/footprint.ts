import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import type { ChannelModel } from "amqplib";
import type { MqttClient } from "mqtt";
import { AdminSession, queueOptions } from "../amqp/admin.js";
import { withCleanup } from "../amqp/cleanup.js";
import { closeQuietly, connectAmqp } from "../load/amqp091/connect.js";
import { withTimeout } from "../load/timeouts.js";
import {
  categoryBytes,
  CONNECTION_CATEGORIES,
  queueCategories,
  readMemoryBreakdown,
  totalBytes,
  type NodeMemory,
} from "../brokers/memory-breakdown.js";
import type { MetricDefinition } from "../model/metrics.js";
import { queueArgsField } from "../model/queue-arguments.js";
import type { Scenario, TrialContext, TrialOutcome } from "./scenario.js";
import { mqttConnectionFields, mqttUrlsOf, openMqttConnection } from "./mqtt-connections.js";
import { closeMqtt } from "../load/mqtt/connect.js";

const count = (fallback: number, what: string) =>
  z.number().int().min(0).max(10_000).default(fallback).describe(what);

export const FootprintParametersSchema = z
  .strictObject({
    connections: count(
      100,
      "idle connections opened, one channel each, spread over a cluster's nodes; 0: no per-connection figures",
    ),
    queues: count(100, "idle queues of the target's queue type declared; 0: no per-queue figures"),
    settleMs: z
      .number()
      .int()
      .min(0)
      .max(60_000)
      .default(1_000)
      .describe("wait after opening the connections and after declaring the queues, before each reading"),
    queueArgs: queueArgsField,
    ...mqttConnectionFields,
  })
  .refine((params) => params.connections > 0 || params.queues > 0, {
    path: ["connections"],
    message: "expected connections or queues above 0: nothing to measure",
  });
export type FootprintParameters = z.output<typeof FootprintParametersSchema>;

const OPERATION_TIMEOUT_MS = 30_000;
/** Opening one connection with its channel, and declaring one queue, on 2 cores: estimates only. */
const TYPICAL_CONNECTION_MS = 8;
const TYPICAL_QUEUE_MS = 15;
/** Three readings of every node's breakdown, the admin connection, closing and deleting. */
const TRIAL_OVERHEAD_MS = 1_500;

const BYTES = { unit: "B", direction: "lower", kind: "memory" } as const;

/**
 * What an upgrade does to the memory of every idle connection and queue a production node holds:
 * the broker's own memory breakdown (all nodes summed) is read before and after opening `connections`
 * idle connections with a channel each, and again after declaring `queues` idle queues of the
 * target's type. The difference per object is nearly free of timing noise, unlike rates. Two figures
 * each: the categories that hold the object (connection processes; the queue type's processes and
 * tables, and the metadata store), and the VM's total, which also counts what they allocate
 * elsewhere (binaries, ETS) and garbage not yet collected. A reading that did not grow makes the
 * trial invalid: the objects were not seen. Everything opened is closed when the trial ends.
 *
 * Over MQTT the connections are MQTT clients (a clean session each, no channel); with
 * `mqttSubscription` each holds a QoS 1 subscription, whose queue the MQTT plugin declares, and
 * the figure per connection then counts the queue categories too: what a subscribed device costs.
 */
export const footprintScenario: Scenario<FootprintParameters> = {
  id: "footprint",
  description:
    "Memory per idle connection (AMQP with a channel, or MQTT) and per idle queue, from the broker's own memory breakdown",
  parameters: FootprintParametersSchema,
  protocols: ["amqp091", "mqtt"],

  metrics(params) {
    const metrics: MetricDefinition[] = [];
    if (params.connections > 0) {
      metrics.push(
        {
          id: "memoryPerConnectionBytes",
          ...BYTES,
          description:
            "connection processes' memory (readers, writers, channels, other; all nodes) added per idle connection with one channel (MQTT: per connection, with its subscription queue's categories when it subscribes)",
        },
        {
          id: "totalMemoryPerConnectionBytes",
          ...BYTES,
          description: "the Erlang VM's total memory (all nodes) added per idle connection with one channel",
        },
      );
    }
    if (params.queues > 0) {
      metrics.push(
        {
          id: "memoryPerQueueBytes",
          ...BYTES,
          description:
            "memory of the queue type's processes and tables and of the metadata store (all nodes) added per idle queue",
        },
        {
          id: "totalMemoryPerQueueBytes",
          ...BYTES,
          description: "the Erlang VM's total memory (all nodes) added per idle queue",
          // Garbage not yet collected and allocator slack: 41% between trials of one run
          // (bench/footprint.md), up to 38% against a broker held to fewer CPUs (bench/cross-speed.md).
          movesWithMachine:
            "the VM's total per idle queue counts garbage not yet collected and allocator slack, which follow when the machine collects (it moved by up to 38% against a broker held to fewer CPUs); memoryPerQueueBytes binds",
        },
      );
    }
    return metrics;
  },

  estimateTrialMs(params) {
    return (
      params.connections * TYPICAL_CONNECTION_MS +
      params.queues * TYPICAL_QUEUE_MS +
      2 * params.settleMs +
      TRIAL_OVERHEAD_MS
    );
  },

  runTrial(context, params) {
    return runFootprintTrial(context, params);
  },

  queueArguments: (params) => params.queueArgs,
};

export async function runFootprintTrial(
  context: TrialContext,
  params: FootprintParameters,
): Promise<TrialOutcome> {
  const { broker } = context;
  const managementUrl = broker.managementUrls[0];
  if (managementUrl === undefined) {
    throw new Error(
      "footprint reads the broker's memory breakdown through the management API, which this target " +
        "lacks (an external target: set managementUrl)",
    );
  }
  const admin = await AdminSession.open(
    broker.amqpUrls[0]!,
    `${context.resourcePrefix} footprint admin`,
    OPERATION_TIMEOUT_MS,
  );
  const connections: ChannelModel[] = [];
  const mqttClients: MqttClient[] = [];
  const queues: string[] = [];
  const mqtt = context.protocol === "mqtt";
  const mqttUrls = mqtt ? mqttUrlsOf(broker) : [];
  // An MQTT connection the broker closed before the readings would make them count too little.
  const lost: string[] = [];
  const trial = async (): Promise<TrialOutcome> => {
    const startedAt = Date.now();
    const before = await readMemoryBreakdown(managementUrl);
    for (let i = 0; i < params.connections; i++) {
      context.signal?.throwIfAborted();
      if (mqtt) {
        mqttClients.push(
          await openMqttConnection(
            mqttUrls[i % mqttUrls.length]!,
            `${context.resourcePrefix} footprint ${i}`,
            params,
            OPERATION_TIMEOUT_MS,
            (reason) => lost.push(`connection ${i}: ${reason}`),
          ),
        );
        continue;
      }
      const connection = await connectAmqp(broker.amqpUrls[i % broker.amqpUrls.length]!, {
        connectionName: `${context.resourcePrefix} footprint ${i}`,
        timeoutMs: OPERATION_TIMEOUT_MS,
      });
      connection.on("error", () => {});
      connections.push(connection);
      const channel = await withTimeout(connection.createChannel(), OPERATION_TIMEOUT_MS, "open channel");
      channel.on("error", () => {});
    }
    if (params.connections > 0) await sleep(params.settleMs, undefined, { signal: context.signal });
    const withConnections = params.connections > 0 ? await readMemoryBreakdown(managementUrl) : before;
    for (let i = 0; i < params.queues; i++) {
      context.signal?.throwIfAborted();
      const name = `${context.resourcePrefix}-footprint-q${i}`;
      await admin.declareQueue(
        name,
        queueOptions(context.queueType, false, params.queueArgs),
        "declare queues",
      );
      queues.push(name);
    }
    if (params.queues > 0) await sleep(params.settleMs, undefined, { signal: context.signal });
    const withQueues = params.queues > 0 ? await readMemoryBreakdown(managementUrl) : withConnections;
    const connectionCategories = mqtt
      ? mqttConnectionCategories(params.mqttSubscription === true)
      : CONNECTION_CATEGORIES;
    const outcome = footprintOutcome(
      { before, withConnections, withQueues },
      params,
      context.queueType,
      Date.now() - startedAt,
      connectionCategories,
    );
    if (lost.length === 0 || !outcome.valid) return outcome;
    return {
      ...outcome,
      valid: false,
      invalidReason: `${lost.length} MQTT connections closed before the readings (${lost[0]})`,
    };
  };
  return withCleanup(
    trial,
    async () => {
      try {
        await Promise.all([
          ...connections.map((connection) => closeQuietly(connection)),
          ...mqttClients.map((client) => closeMqtt(client, OPERATION_TIMEOUT_MS)),
        ]);
        await admin.deleteQueues(queues, "delete queues");
      } finally {
        await admin.close();
      }
    },
    context.logger,
  );
}

/**
 * What holds an MQTT connection: the connection categories (the native plugin's one process per
 * connection, or the proxied plugin's processes and the AMQP 0.9.1 connection behind them, are in
 * connection_other) and, subscribed, its queue's. Not `plugins`: it grew in steps after the
 * connections opened, by 0.6 to 4.1 KB per connection over 6 s on 4.0.5 (bench/mqtt-memory.ts),
 * where connection_other held 3.1 KB at every reading.
 */
export function mqttConnectionCategories(subscribed: boolean): string[] {
  return [...CONNECTION_CATEGORIES, ...(subscribed ? queueCategories("classic") : [])];
}

/** The per-object figures from the three readings; a category that did not grow invalidates the trial. */
export function footprintOutcome(
  readings: { before: NodeMemory[]; withConnections: NodeMemory[]; withQueues: NodeMemory[] },
  params: Pick<FootprintParameters, "connections" | "queues">,
  queueType: Parameters<typeof queueCategories>[0],
  measuredMs: number,
  connectionCategories: readonly string[] = CONNECTION_CATEGORIES,
): TrialOutcome {
  const metrics: Record<string, number> = {};
  const problems: string[] = [];
  const per = (
    from: NodeMemory[],
    to: NodeMemory[],
    categories: readonly string[],
    objects: number,
    what: string,
  ) => {
    const grew = categoryBytes(to, categories) - categoryBytes(from, categories);
    if (grew <= 0) problems.push(`the ${what} memory did not grow (${grew} B) with ${objects} ${what}s`);
    return { own: grew / objects, total: (totalBytes(to) - totalBytes(from)) / objects };
  };
  if (params.connections > 0) {
    const c = per(
      readings.before,
      readings.withConnections,
      connectionCategories,
      params.connections,
      "connection",
    );
    metrics.memoryPerConnectionBytes = c.own;
    metrics.totalMemoryPerConnectionBytes = c.total;
  }
  if (params.queues > 0) {
    const q = per(
      readings.withConnections,
      readings.withQueues,
      queueCategories(queueType),
      params.queues,
      "queue",
    );
    metrics.memoryPerQueueBytes = q.own;
    metrics.totalMemoryPerQueueBytes = q.total;
  }
  return {
    metrics,
    valid: problems.length === 0,
    ...(problems.length > 0 && { invalidReason: problems.join("; ") }),
    warnings: [],
    measuredMs,
  };
}
