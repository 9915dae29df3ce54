import type { z } from "zod";
import { AdminSession, queueTypeArguments } from "../amqp/admin.js";
import {
  churnMetrics,
  churnMetricValues,
  churnParameters,
  estimateChurnMs,
  measureChurn,
} from "../amqp/churn.js";
import { withCleanup } from "../amqp/cleanup.js";
import { brokerMemoryMetric, memoryMetricValue } from "../work/metrics.js";
import type { WorkWindowRecord } from "../model/metrics.js";
import type { Scenario, TrialOutcome } from "./scenario.js";

export const BindChurnParametersSchema = churnParameters("non-durable, durable");
export type BindChurnParameters = z.output<typeof BindChurnParametersSchema>;

const OPERATION_TIMEOUT_MS = 30_000;
/** Connection, declarations and cleanup around the two variants (measured: ~100 ms). */
const TRIAL_OVERHEAD_MS = 300;
/** Cycles per second of each variant on a quiet 2-core machine, 4.0.5 (for progress estimates). */
const TYPICAL_OPS_PER_SECOND = { transient: 1000, durable: 480 };

/**
 * Bind + unbind cycles, sequential on one channel, each with a routing key of its own, of
 * - a non-durable (exclusive, classic) queue to a non-durable direct exchange, and
 * - a durable queue of the target's type to a durable direct exchange, whose bindings are durable
 *   and so go through the metadata store's persistence.
 */
export const bindChurnScenario: Scenario<BindChurnParameters> = {
  id: "bind-churn",
  description: "Bind and unbind a queue to an exchange with distinct routing keys, non-durable and durable",
  parameters: BindChurnParametersSchema,

  metrics() {
    return [
      ...churnMetrics("transientBinding", "bind + unbind of a non-durable queue and exchange"),
      ...churnMetrics("durableBinding", "bind + unbind of a durable queue and exchange"),
      brokerMemoryMetric,
    ];
  },

  estimateTrialMs(params) {
    return (
      estimateChurnMs(params, TYPICAL_OPS_PER_SECOND.transient) +
      estimateChurnMs(params, TYPICAL_OPS_PER_SECOND.durable) +
      TRIAL_OVERHEAD_MS
    );
  },

  async runTrial(context, params): Promise<TrialOutcome> {
    const prefix = context.resourcePrefix;
    const admin = await AdminSession.open(
      context.broker.amqpUrls[0]!,
      `${prefix} bind-churn`,
      OPERATION_TIMEOUT_MS,
    );
    const variants = [
      {
        metric: "transientBinding",
        exchange: `${prefix}-x-transient`,
        queue: `${prefix}-transient`,
        durable: false,
      },
      {
        metric: "durableBinding",
        exchange: `${prefix}-x-durable`,
        queue: `${prefix}-durable`,
        durable: true,
      },
    ] as const;
    const queues: string[] = [];
    const exchanges: string[] = [];
    const trial = async (): Promise<TrialOutcome> => {
      const metrics: Record<string, number> = {};
      const work: WorkWindowRecord[] = [];
      const warnings: string[] = [];
      let measuredMs = 0;
      for (const variant of variants) {
        await admin.call("declare exchange", (channel) =>
          channel.assertExchange(variant.exchange, "direct", { durable: variant.durable, autoDelete: false }),
        );
        exchanges.push(variant.exchange);
        await admin.declareQueue(
          variant.queue,
          variant.durable
            ? { durable: true, arguments: queueTypeArguments(context.queueType) }
            : { durable: false, exclusive: true, arguments: queueTypeArguments("classic") },
          "declare queue",
        );
        queues.push(variant.queue);
        const measurement = await measureChurn({
          name: variant.metric,
          warmupMs: params.warmupMs,
          operations: params.operations,
          maxDurationMs: params.maxDurationMs,
          work: context.work,
          ...(context.signal && { signal: context.signal }),
          operation: async (index) => {
            const routingKey = `rk-${index}`;
            await admin.call("bind", (channel) =>
              channel.bindQueue(variant.queue, variant.exchange, routingKey),
            );
            await admin.call("unbind", (channel) =>
              channel.unbindQueue(variant.queue, variant.exchange, routingKey),
            );
          },
        });
        Object.assign(metrics, churnMetricValues(variant.metric, measurement));
        measuredMs += measurement.measuredMs;
        if (measurement.work) work.push(measurement.work);
        if (measurement.warning) warnings.push(measurement.warning);
      }
      if (work.length > 0) Object.assign(metrics, memoryMetricValue(work.at(-1)!));
      return { metrics, valid: true, warnings, measuredMs, work };
    };
    return withCleanup(
      trial,
      async () => {
        try {
          await admin.deleteQueues(queues);
          await admin.deleteExchanges(exchanges);
        } finally {
          await admin.close();
        }
      },
      context.logger,
    );
  },
};
