import type { z } from "zod";
import type { ChannelModel } from "amqplib";
import { concurrentChurnParameters } from "../../amqp/churn.js";
import { withCleanup } from "../../amqp/cleanup.js";
import { closeQuietly, connectAmqp } from "../../load/amqp091/connect.js";
import { withTimeout } from "../../load/timeouts.js";
import {
  concurrentChurnMetrics,
  estimateConcurrentChurnMs,
  measureConcurrentChurn,
  CHANNEL_CHURN_MOVES_WITH_MACHINE,
} from "./variants.js";
import type { Scenario, TrialOutcome } from "../scenario.js";

export const ChannelChurnParametersSchema = concurrentChurnParameters(
  "channels live outside the metadata store, so the count only sets the window's length",
  8,
);
export type ChannelChurnParameters = z.output<typeof ChannelChurnParametersSchema>;

const OPERATION_TIMEOUT_MS = 15_000;
/** Opening and closing the workers' connections around the two variants. */
const TRIAL_OVERHEAD_MS = 200;
/** Cycles per second of each variant, 4.0.5 on 2 cores (bench/latency-and-churn.md): progress estimates. */
const TYPICAL_OPS_PER_SECOND = { sequential: 1500, concurrent: 3600 };

const OPERATION = "open + close of a channel on an open connection";

/**
 * Open + close of a channel per cycle, on a connection opened before the window: the broker starts
 * and stops the channel's processes (channel, writer, limiter) under the connection's supervisor,
 * as a client that takes a channel per request makes it do. Each worker of the concurrent variant
 * has a connection of its own, the connections spread round-robin over a cluster's nodes; the
 * sequential variant uses the first. Every connection is closed when the trial ends, failed or not.
 */
export const channelChurnScenario: Scenario<ChannelChurnParameters> = {
  id: "channel-churn",
  description: "Open and close channels on open connections, one at a time and by concurrent workers",
  parameters: ChannelChurnParametersSchema,

  metrics(params) {
    return concurrentChurnMetrics("channel", OPERATION, params, "side by side, each on its own connection", {
      sequential: CHANNEL_CHURN_MOVES_WITH_MACHINE,
      concurrent: CHANNEL_CHURN_MOVES_WITH_MACHINE,
    });
  },

  estimateTrialMs(params) {
    return estimateConcurrentChurnMs(params, TYPICAL_OPS_PER_SECOND, TRIAL_OVERHEAD_MS);
  },

  async runTrial(context, params): Promise<TrialOutcome> {
    const urls = context.broker.amqpUrls;
    const connections: ChannelModel[] = [];
    const trial = async (): Promise<TrialOutcome> => {
      for (let worker = 0; worker < Math.max(1, params.concurrency); worker++) {
        const connection = await connectAmqp(urls[worker % urls.length]!, {
          connectionName: `${context.resourcePrefix} channel-churn ${worker}`,
          timeoutMs: OPERATION_TIMEOUT_MS,
        });
        // Unheard, a connection's 'error' event would end the process; the next cycle reports it.
        connection.on("error", () => {});
        connections.push(connection);
      }
      const cycle = async (_index: number, worker: number): Promise<void> => {
        const channel = await withTimeout(
          connections[worker]!.createChannel(),
          OPERATION_TIMEOUT_MS,
          "open channel",
          (late) => late.close(),
        );
        channel.on("error", () => {});
        await withTimeout(channel.close(), OPERATION_TIMEOUT_MS, "close channel");
      };
      return measureConcurrentChurn(context, params, "channel", cycle);
    };
    return withCleanup(
      trial,
      async () => {
        await Promise.all(connections.map((connection) => closeQuietly(connection)));
      },
      context.logger,
    );
  },
};
