import { z } from "zod";
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
import type { WorkWindowRecord } from "../../model/metrics.js";
import { queueArgsField } from "../../model/queue-arguments.js";
import type { Scenario, TrialOutcome } from "../scenario.js";

export const BindChurnParametersSchema = churnParameters("non-durable, durable").extend({
  transientOperations: transientOperationsField,
  mode: z
    .enum(["pair", "accumulate"])
    .default("pair")
    .describe(
      "pair: each cycle binds a routing key and unbinds it, so the exchange holds one binding; " +
        "accumulate: each cycle binds a new routing key and keeps it, so the bindings pile up " +
        "(warm-up cycles + measured cycles by the window's end) and the cost is per bind",
    ),
  queueArgs: queueArgsField,
});
export type BindChurnParameters = z.output<typeof BindChurnParametersSchema>;

const OPERATION_TIMEOUT_MS = 30_000;
/** Connection, declarations and cleanup around the two variants (measured: ~100 ms). */
const TRIAL_OVERHEAD_MS = 300;
/** Cycles per second of each variant on a quiet 2-core machine, 4.0.5 (for progress estimates). */
const TYPICAL_OPS_PER_SECOND = {
  pair: { transient: 1000, durable: 480 },
  accumulate: { transient: 2000, durable: 950 },
};

/** The metric prefix of a variant in a mode: the modes measure different operations. */
function variantPrefix(durability: "transient" | "durable", mode: BindChurnParameters["mode"]): string {
  return mode === "pair" ? `${durability}Binding` : `${durability}AccumulatingBind`;
}

/**
 * Bind + unbind cycles (mode "pair"), or binds that are kept (mode "accumulate"), sequential on one
 * channel, each with a routing key of its own, of
 * - a non-durable (exclusive, classic) queue to a non-durable direct exchange, and
 * - a durable queue of the target's type to a durable direct exchange, whose bindings are durable
 *   and so go through the metadata store's persistence.
 */
export const bindChurnScenario: Scenario<BindChurnParameters> = {
  id: "bind-churn",
  description: "Bind and unbind a queue to an exchange with distinct routing keys, non-durable and durable",
  parameters: BindChurnParametersSchema,

  metrics(params) {
    const operation = params.mode === "pair" ? "bind + unbind" : "bind, kept while the bindings pile up,";
    return [
      ...churnMetrics(
        variantPrefix("transient", params.mode),
        `${operation} of a non-durable queue and exchange`,
      ),
      ...churnMetrics(variantPrefix("durable", params.mode), `${operation} of a durable queue and exchange`),
      brokerMemoryMetric,
    ];
  },

  estimateTrialMs(params) {
    const typical = TYPICAL_OPS_PER_SECOND[params.mode];
    return (
      estimateChurnMs({ ...params, operations: transientCycles(params) }, typical.transient) +
      estimateChurnMs(params, typical.durable) +
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
        metric: variantPrefix("transient", params.mode),
        exchange: `${prefix}-x-transient`,
        queue: `${prefix}-transient`,
        durable: false,
      },
      {
        metric: variantPrefix("durable", params.mode),
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
            ? queueOptions(context.queueType, true, params.queueArgs)
            : { durable: false, exclusive: true, arguments: queueTypeArguments("classic") },
          "declare queue",
        );
        queues.push(variant.queue);
        const measurement = await measureChurn({
          name: variant.metric,
          warmupMs: params.warmupMs,
          operations: variant.durable ? params.operations : transientCycles(params),
          maxDurationMs: params.maxDurationMs,
          work: context.work,
          ...(context.signal && { signal: context.signal }),
          operation: async (index) => {
            const routingKey = `rk-${index}`;
            await admin.call("bind", (channel) =>
              channel.bindQueue(variant.queue, variant.exchange, routingKey),
            );
            if (params.mode === "accumulate") return;
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

  queueArguments: (params) => params.queueArgs,
};
