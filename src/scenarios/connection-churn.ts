import type { z } from "zod";
import type { ChannelModel } from "amqplib";
import { churnMetrics, concurrentChurnParameters, estimateChurnMs, measureChurn } from "../amqp/churn.js";
import { closeOrDestroy, connectAmqp } from "../amqp/connect.js";
import { brokerMemoryMetric } from "../work/metrics.js";
import { churnOutcome } from "./churn-outcome.js";
import type { Scenario, TrialOutcome } from "./scenario.js";

export const ConnectionChurnParametersSchema = concurrentChurnParameters(
  "connections live outside the metadata store's log, so the count only sets the window's length",
  8,
);
export type ConnectionChurnParameters = z.output<typeof ConnectionChurnParametersSchema>;

/** One open or close may take this long before the trial fails. */
const OPERATION_TIMEOUT_MS = 15_000;
const TRIAL_OVERHEAD_MS = 100;
/** Cycles per second of each variant on a quiet 2-core machine, 4.0.5 (for progress estimates). */
const TYPICAL_OPS_PER_SECOND = { sequential: 250, concurrent: 400 };

const OPERATION = "open + close of a connection (handshake and authentication included)";

/**
 * Open + close of a whole AMQP connection per cycle, as a client that connects for each piece of
 * work does: TCP connect, protocol header, start/tune/open (PLAIN authentication against the
 * internal user database, the vhost's access check), then close and close-ok. The broker starts
 * and stops a process tree per connection and records it in its connection tracking, so this is
 * where connection handling and authentication regressions show. Cycles go round-robin over the
 * cluster's nodes. Every connection is closed before its cycle counts; a close that fails drops
 * the socket and fails the trial.
 */
export const connectionChurnScenario: Scenario<ConnectionChurnParameters> = {
  id: "connection-churn",
  description:
    "Open and close AMQP connections (handshake and authentication included), one at a time and by concurrent workers",
  parameters: ConnectionChurnParametersSchema,

  metrics(params) {
    return [
      ...churnMetrics("connection", OPERATION, "one at a time"),
      ...(params.concurrency > 0
        ? churnMetrics("concurrentConnection", OPERATION, `${params.concurrency} workers side by side`)
        : []),
      brokerMemoryMetric,
    ];
  },

  estimateTrialMs(params) {
    const concurrent =
      params.concurrency > 0 ? estimateChurnMs(params, TYPICAL_OPS_PER_SECOND.concurrent) : 0;
    return estimateChurnMs(params, TYPICAL_OPS_PER_SECOND.sequential) + concurrent + TRIAL_OVERHEAD_MS;
  },

  async runTrial(context, params): Promise<TrialOutcome> {
    const urls = context.broker.amqpUrls;
    const connectionName = `${context.resourcePrefix} connection-churn`;
    const cycle = async (index: number): Promise<void> => {
      const connection: ChannelModel = await connectAmqp(urls[index % urls.length]!, {
        connectionName,
        timeoutMs: OPERATION_TIMEOUT_MS,
      });
      // A connection error is an 'error' event; unheard it would end the process. The close reports it.
      connection.on("error", () => {});
      await closeOrDestroy(connection, OPERATION_TIMEOUT_MS);
    };
    const variant = (prefix: string, concurrency: number) =>
      measureChurn({
        name: prefix,
        warmupMs: params.warmupMs,
        operations: params.operations,
        maxDurationMs: params.maxDurationMs,
        concurrency,
        work: context.work,
        ...(context.signal && { signal: context.signal }),
        operation: cycle,
      }).then((measurement) => ({ prefix, measurement }));
    const sequential = await variant("connection", 1);
    const concurrent =
      params.concurrency > 0 ? [await variant("concurrentConnection", params.concurrency)] : [];
    return churnOutcome([sequential, ...concurrent]);
  },
};
