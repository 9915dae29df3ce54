import type { z } from "zod";
import { AdminSession, queueOptions, queueTypeArguments } from "../../amqp/admin.js";
import {
  churnMetrics,
  churnMetricValues,
  churnParameters,
  estimateChurnMs,
  measureChurn,
  transientCycles,
  transientOperationsField,
} from "../../amqp/churn.js";
import { withCleanup } from "../../amqp/cleanup.js";
import { brokerMemoryMetric, memoryMetricValue } from "../../work/metrics.js";
import { queueArgsField } from "../../model/queue-arguments.js";
import type { Scenario, TrialOutcome } from "../scenario.js";

export const QueueChurnParametersSchema = churnParameters("transient, durable").extend({
  transientOperations: transientOperationsField,
  queueArgs: queueArgsField,
});
export type QueueChurnParameters = z.output<typeof QueueChurnParametersSchema>;

/** One declare or delete may take this long before the trial fails (quorum queues under load). */
const OPERATION_TIMEOUT_MS = 30_000;
/** Connection, declarations and cleanup around the two variants (measured: ~100 ms). */
const TRIAL_OVERHEAD_MS = 300;
/** Cycles per second of each variant on a quiet 2-core machine, 4.0.5 (for progress estimates). */
const TYPICAL_OPS_PER_SECOND = { transient: 230, durable: 200 };

/**
 * Declare + delete cycles, sequential on one channel, of
 * - a transient queue: server-named and exclusive, so always classic (the broker refuses exclusive
 *   quorum queues). Its name is the broker's ("amq.gen-…"), not the trial prefix; being exclusive it
 *   also dies with the connection, so nothing can be left behind;
 * - a durable queue named with the trial prefix, of the target's queue type.
 */
export const queueChurnScenario: Scenario<QueueChurnParameters> = {
  id: "queue-churn",
  description: "Declare and delete queues one after another: a transient exclusive queue and a durable one",
  parameters: QueueChurnParametersSchema,

  metrics() {
    return [
      ...churnMetrics("transientQueue", "declare + delete of a server-named exclusive queue"),
      ...churnMetrics("durableQueue", "declare + delete of a durable queue of the target's type"),
      brokerMemoryMetric,
    ];
  },

  estimateTrialMs(params) {
    return (
      estimateChurnMs({ ...params, operations: transientCycles(params) }, TYPICAL_OPS_PER_SECOND.transient) +
      estimateChurnMs(params, TYPICAL_OPS_PER_SECOND.durable) +
      TRIAL_OVERHEAD_MS
    );
  },

  async runTrial(context, params): Promise<TrialOutcome> {
    const admin = await AdminSession.open(
      context.broker.amqpUrls[0]!,
      `${context.resourcePrefix} queue-churn`,
      OPERATION_TIMEOUT_MS,
    );
    const durableQueue = `${context.resourcePrefix}-durable`;
    const trial = async (): Promise<TrialOutcome> => {
      const transient = await measureChurn({
        name: "transientQueue",
        work: context.work,
        warmupMs: params.warmupMs,
        operations: transientCycles(params),
        maxDurationMs: params.maxDurationMs,
        ...(context.signal && { signal: context.signal }),
        operation: async () => {
          const name = await admin.declareQueue(
            "",
            { exclusive: true, durable: false, arguments: queueTypeArguments("classic") },
            "declare transient queue",
          );
          await admin.call("delete transient queue", (channel) => channel.deleteQueue(name));
        },
      });
      const durable = await measureChurn({
        name: "durableQueue",
        work: context.work,
        warmupMs: params.warmupMs,
        operations: params.operations,
        maxDurationMs: params.maxDurationMs,
        ...(context.signal && { signal: context.signal }),
        operation: async () => {
          await admin.declareQueue(
            durableQueue,
            queueOptions(context.queueType, true, params.queueArgs),
            "declare durable queue",
          );
          await admin.call("delete durable queue", (channel) => channel.deleteQueue(durableQueue));
        },
      });
      return {
        metrics: {
          ...churnMetricValues("transientQueue", transient),
          ...churnMetricValues("durableQueue", durable),
          ...(durable.work && memoryMetricValue(durable.work)),
        },
        valid: true,
        warnings: [transient.warning, durable.warning].filter((w) => w !== undefined),
        measuredMs: transient.measuredMs + durable.measuredMs,
        work: [transient.work, durable.work].filter((w) => w !== undefined),
      };
    };
    return withCleanup(
      trial,
      async () => {
        try {
          // Deleting a queue that does not exist succeeds, so this is safe after a clean run too.
          await admin.deleteQueues([durableQueue]);
        } finally {
          await admin.close();
        }
      },
      context.logger,
    );
  },

  queueArguments: (params) => params.queueArgs,
};
