import { once } from "node:events";
import type { ConfirmChannel, ChannelModel } from "amqplib";
import { AdminSession, queueOptions } from "../../amqp/admin.js";
import { withCleanup } from "../../amqp/cleanup.js";
import { closeChannelThenConnection, connectAmqp } from "../../load/amqp091/connect.js";
import { PhaseError, withTimeout } from "../../load/timeouts.js";
import type { SweepPoint, WorkWindowRecord } from "../../model/metrics.js";
import { memoryMetricValue } from "../../work/metrics.js";
import {
  counts,
  partRanges,
  pointMs,
  pointReductions,
  routingScaleMetrics,
  RoutingScaleParametersSchema,
  seriesName,
  sweepMetrics,
  type ExchangeType,
  type RoutingScaleParameters,
} from "./series.js";
import type { Scenario, TrialContext, TrialOutcome } from "../scenario.js";

export { sweepMetrics, type RoutingScaleParameters };

const OPERATION_TIMEOUT_MS = 30_000;
/** Connections, exchanges and clean-up around the sweep. */
const TRIAL_OVERHEAD_MS = 1_000;
/**
 * routing-scale: does the broker's cost per queue, per binding and per routed message stay flat as
 * the number of queues grows? An exponential sweep, after the method the RabbitMQ team used to
 * measure their routing rewrite: queue counts base^minQueueExponent … base^maxQueueExponent, each
 * with base^minBindingExponent … base^maxBindingExponent bindings per queue, on a direct and a topic
 * exchange. At every point three windows are measured: creating the queues with their bindings,
 * routing messages (each to exactly one queue) through that population, and deleting the queues,
 * each in four equal parts whose median cost stands for the window (see pointReductions).
 * A series is one exchange type, phase and number of bindings per queue over the queue counts; its
 * log-log slope of total cost against the number of queues is 1 when the cost per queue (or per
 * message) stays flat and above 1 when it grows with the population: a super-linear cost, which a
 * bound the scenario sets on every work slope (maxWorkSlope) fails whatever the baseline says.
 */

export const routingScaleScenario: Scenario<RoutingScaleParameters> = {
  id: "routing-scale",
  description:
    "Sweep queues x bindings per queue exponentially on direct and topic exchanges; fit how the cost grows",
  parameters: RoutingScaleParametersSchema,

  metrics(params) {
    return routingScaleMetrics(params);
  },

  estimateTrialMs(params) {
    let total = 0;
    for (const queues of counts(params, "Queue")) {
      for (const bindings of counts(params, "Binding")) {
        total += params.exchangeTypes.length * pointMs(queues, bindings, params.messagesPerBinding);
      }
    }
    return Math.min(total, params.timeBudgetMs) + TRIAL_OVERHEAD_MS;
  },

  runTrial(context, params) {
    return runRoutingScaleTrial(context, params);
  },

  queueArguments: (params) => params.queueArgs,
  unshardable:
    "its slope is fitted on a population of queues and bindings that one process grows step by step, measuring each step's window alone",
};

/** Test seams: extra work inside a create window, to make a sweep super-linear on purpose. */
export interface RoutingScaleHooks {
  /** Runs after each queue of a create window is declared and bound, with the queues declared before it. */
  afterQueueCreated?(admin: AdminSession, earlier: readonly string[]): Promise<void>;
}

export async function runRoutingScaleTrial(
  context: TrialContext,
  params: RoutingScaleParameters,
  hooks: RoutingScaleHooks = {},
): Promise<TrialOutcome> {
  const prefix = context.resourcePrefix;
  const url = context.broker.amqpUrls[0]!;
  const admin = await AdminSession.open(url, `${prefix} routing-scale admin`, OPERATION_TIMEOUT_MS);
  let publisher: { connection: ChannelModel; channel?: ConfirmChannel } | undefined;
  const declared = new Set<string>();
  const exchanges: string[] = [];
  const queueName = (q: number) => `${prefix}-rs-${q}`;
  const exchangeName = (type: ExchangeType) => `${prefix}-rs-${type}`;
  const bindingKey = (type: ExchangeType, q: number, b: number) =>
    type === "topic" ? `k.${q}.${b}.*` : `k.${q}.${b}`;
  const routingKey = (type: ExchangeType, q: number, b: number) =>
    type === "topic" ? `k.${q}.${b}.m` : `k.${q}.${b}`;

  const trial = async (): Promise<TrialOutcome> => {
    const queueDeclaration = queueOptions(context.queueType, true, params.queueArgs);
    for (const type of params.exchangeTypes) {
      await admin.call("declare exchange", (channel) =>
        channel.assertExchange(exchangeName(type), type, { durable: true, autoDelete: false }),
      );
      exchanges.push(exchangeName(type));
    }
    const connection = await connectAmqp(url, {
      connectionName: `${prefix} routing-scale publisher`,
      timeoutMs: OPERATION_TIMEOUT_MS,
    });
    // Owned by the clean-up from here on, also when its channel cannot be opened. Failures surface
    // on the next publish or confirm wait; an unheard 'error' event would crash the process.
    publisher = { connection };
    connection.on("error", () => {});
    const channel = await withTimeout(
      connection.createConfirmChannel(),
      OPERATION_TIMEOUT_MS,
      "open channel",
    );
    publisher.channel = channel;
    let returned = 0;
    channel.on("return", () => returned++);
    channel.on("error", () => {});

    const sweep: SweepPoint[] = [];
    const work: WorkWindowRecord[] = [];
    const warnings: string[] = [];
    const startedAt = Date.now();
    /**
     * Measures one point of `series`: its `operations` in up to POINT_PARTS parts, each in its own
     * window (`part` runs operations [from, to)); their work (see pointReductions) and wall time
     * become the point.
     */
    const measure = async (
      series: string,
      x: number,
      operations: number,
      part: (from: number, to: number) => Promise<void>,
    ) => {
      const parts: { operations: number; reductions?: number | undefined }[] = [];
      const ranges = partRanges(operations);
      let ms = 0;
      for (const [i, [from, to]] of ranges.entries()) {
        if (context.signal?.aborted) throw new PhaseError("routing-scale", "aborted");
        const window = await context.work.start();
        const began = process.hrtime.bigint();
        await part(from, to);
        ms += Number(process.hrtime.bigint() - began) / 1e6;
        const usage = await window.stop();
        const name = `${series}, ${x} queues${ranges.length > 1 ? `, part ${i + 1} of ${ranges.length}` : ""}`;
        work.push({ window: name, operations: to - from, ...usage });
        parts.push({ operations: to - from, reductions: usage.reductions });
      }
      const reductions = pointReductions(parts);
      sweep.push({ series, x, operations, ms, ...(reductions !== undefined && { reductions }) });
    };

    const runPoint = async (type: ExchangeType, queues: number, bindings: number): Promise<void> => {
      const exchange = exchangeName(type);
      const earlier: string[] = [];
      await measure(seriesName(type, "create", bindings), queues, queues, async (from, to) => {
        for (let q = from; q < to; q++) {
          const name = queueName(q);
          declared.add(name);
          await admin.declareQueue(name, queueDeclaration);
          for (let b = 0; b < bindings; b++) {
            await admin.call("bind", (ch) => ch.bindQueue(name, exchange, bindingKey(type, q, b)));
          }
          await hooks.afterQueueCreated?.(admin, earlier);
          earlier.push(name);
        }
      });
      const links = queues * bindings;
      const messages = links * params.messagesPerBinding;
      const body = Buffer.alloc(16);
      await measure(seriesName(type, "route", bindings), queues, messages, async (from, to) => {
        for (let i = from; i < to; i++) {
          const link = i % links;
          const ok = channel.publish(
            exchange,
            routingKey(type, Math.floor(link / bindings), link % bindings),
            body,
            {
              mandatory: true,
            },
          );
          if (!ok) await once(channel, "drain");
        }
        await withTimeout(channel.waitForConfirms(), OPERATION_TIMEOUT_MS, "wait for confirms");
      });
      if (returned > 0) {
        throw new PhaseError("route", `${returned} messages matched no binding of the ${type} exchange`);
      }
      await measure(seriesName(type, "delete", bindings), queues, queues, async (from, to) => {
        for (let q = from; q < to; q++) {
          await admin.call("delete queue", (ch) => ch.deleteQueue(queueName(q)));
          declared.delete(queueName(q));
        }
      });
    };

    // The sweep grows the queue count in the outer loop: a budget that runs out cuts the largest
    // counts of every series alike.
    const previous = new Map<string, { queues: number; ms: number }>();
    let skipped: string | undefined;
    sweep: for (const queues of counts(params, "Queue")) {
      for (const type of params.exchangeTypes) {
        for (const bindings of counts(params, "Binding")) {
          const key = `${type} ${bindings}`;
          const last = previous.get(key);
          const estimate = last
            ? (last.ms * queues) / last.queues
            : pointMs(queues, bindings, params.messagesPerBinding);
          if (Date.now() - startedAt + estimate > params.timeBudgetMs) {
            skipped = `${queues} queues`;
            break sweep;
          }
          const began = Date.now();
          await runPoint(type, queues, bindings);
          previous.set(key, { queues, ms: Date.now() - began });
          context.logger.debug(`routing-scale: ${type}, ${queues} queues x ${bindings} bindings done`);
        }
      }
    }
    if (skipped) {
      warnings.push(
        `the sweep stopped at ${skipped} to stay within timeBudgetMs (${params.timeBudgetMs} ms); its ` +
          "slopes and costs cover fewer points than a full sweep's and may not compare with one",
      );
    }
    return {
      metrics: { ...sweepMetrics(params, sweep), ...(work.length > 0 && memoryMetricValue(work.at(-1)!)) },
      valid: true,
      warnings,
      measuredMs: sweep.reduce((total, point) => total + point.ms, 0),
      ...(work.length > 0 && { work }),
      sweep,
    };
  };

  return withCleanup(
    trial,
    async () => {
      try {
        if (publisher) await closeChannelThenConnection(publisher.channel, publisher.connection);
        await admin.deleteQueues([...declared]);
        await admin.deleteExchanges(exchanges);
      } finally {
        await admin.close();
      }
    },
    context.logger,
  );
}
