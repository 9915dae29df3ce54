import { z } from "zod";
import type { Channel, ChannelModel } from "amqplib";
import { AdminSession, consumeArguments, queueOptions, streamConsumerProblem } from "../../amqp/admin.js";
import { concurrentChurnParameters } from "../../amqp/churn.js";
import { withCleanup } from "../../amqp/cleanup.js";
import { closeQuietly, connectAmqp } from "../../load/amqp091/connect.js";
import { withTimeout } from "../../load/timeouts.js";
import { queueArgsField } from "../../model/queue-arguments.js";
import { concurrentChurnMetrics, estimateConcurrentChurnMs, measureConcurrentChurn } from "./variants.js";
import type { Scenario, TrialOutcome } from "../scenario.js";

export const ConsumerChurnParametersSchema = concurrentChurnParameters(
  "a consumer lives in its queue's process (a quorum queue's Raft log), not in the metadata store",
  8,
).extend({
  prefetch: z
    .number()
    .int()
    .min(0)
    .max(65_535)
    .default(10)
    .describe("basic.qos of every channel, set once before the window; 0: unlimited (not on a stream)"),
  queueArgs: queueArgsField,
});
export type ConsumerChurnParameters = z.output<typeof ConsumerChurnParametersSchema>;

const OPERATION_TIMEOUT_MS = 15_000;
/** The queue, the connections and their channels around the two variants, and the cleanup. */
const TRIAL_OVERHEAD_MS = 300;
/** Cycles per second of each variant, classic queues on 4.0.5, 2 cores: progress estimates only. */
const TYPICAL_OPS_PER_SECOND = { sequential: 1500, concurrent: 2500 };

const OPERATION = "basic.consume + basic.cancel on an open channel";

/**
 * Subscribe and cancel a consumer per cycle on one queue of the target's type, as a client that
 * consumes per request (or a consumer pool that resizes) makes the broker do: the channel registers
 * and removes the consumer with its queue; a quorum queue commits both through its Raft log, a
 * stream starts and stops a reader. The queue is empty, so nothing is delivered. The sequential
 * variant uses one channel; each worker of the concurrent one has its own connection and channel,
 * spread over a cluster's nodes, all on the same queue. The queue and every connection go when the
 * trial ends, failed or not.
 */
export const consumerChurnScenario: Scenario<ConsumerChurnParameters> = {
  id: "consumer-churn",
  description:
    "Subscribe and cancel consumers on one queue, one at a time and by concurrent workers: ops/s, cycle time, work",
  parameters: ConsumerChurnParametersSchema,

  metrics(params) {
    return concurrentChurnMetrics(
      "consumer",
      OPERATION,
      params,
      "side by side on the same queue, each on its own connection",
    );
  },

  estimateTrialMs(params) {
    return estimateConcurrentChurnMs(params, TYPICAL_OPS_PER_SECOND, TRIAL_OVERHEAD_MS);
  },

  async runTrial(context, params): Promise<TrialOutcome> {
    const urls = context.broker.amqpUrls;
    const queue = `${context.resourcePrefix}-consumers`;
    const admin = await AdminSession.open(
      urls[0]!,
      `${context.resourcePrefix} consumer-churn admin`,
      OPERATION_TIMEOUT_MS,
    );
    const connections: ChannelModel[] = [];
    let declared = false;
    const trial = async (): Promise<TrialOutcome> => {
      await admin.declareQueue(
        queue,
        queueOptions(context.queueType, false, params.queueArgs),
        "declare queue",
      );
      declared = true;
      const channels: Channel[] = [];
      for (let worker = 0; worker < Math.max(1, params.concurrency); worker++) {
        const connection = await connectAmqp(urls[worker % urls.length]!, {
          connectionName: `${context.resourcePrefix} consumer-churn ${worker}`,
          timeoutMs: OPERATION_TIMEOUT_MS,
        });
        // Unheard, a connection's 'error' event would end the process; the next cycle reports it.
        connection.on("error", () => {});
        connections.push(connection);
        const channel = await withTimeout(connection.createChannel(), OPERATION_TIMEOUT_MS, "open channel");
        channel.on("error", () => {});
        if (params.prefetch > 0) {
          await withTimeout(channel.prefetch(params.prefetch), OPERATION_TIMEOUT_MS, "set prefetch");
        }
        channels.push(channel);
      }
      const args = consumeArguments(context.queueType);
      const options = { noAck: false, ...(args && { arguments: args }) };
      const ignore = () => {};
      const cycle = async (_index: number, worker: number): Promise<void> => {
        const channel = channels[worker]!;
        const { consumerTag } = await withTimeout(
          channel.consume(queue, ignore, options),
          OPERATION_TIMEOUT_MS,
          "subscribe",
        );
        await withTimeout(channel.cancel(consumerTag), OPERATION_TIMEOUT_MS, "cancel");
      };
      return measureConcurrentChurn(context, params, "consumer", cycle);
    };
    return withCleanup(
      trial,
      async () => {
        try {
          await Promise.all(connections.map((connection) => closeQuietly(connection)));
          if (declared) await admin.deleteQueues([queue], "delete queue");
        } finally {
          await admin.close();
        }
      },
      context.logger,
    );
  },

  queueTypeProblems(params, queueType) {
    const problem = streamConsumerProblem(queueType, { prefetch: params.prefetch, autoAck: false });
    return problem ? [{ parameter: "prefetch", reason: problem.reason }] : [];
  },
  queueArguments: (params) => params.queueArgs,
};
