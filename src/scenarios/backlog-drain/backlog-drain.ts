import type { z } from "zod";
import { runBacklogDrainTrial } from "./run.js";
import {
  backlogDrainMetrics,
  buildMsOf,
  BacklogDrainParametersSchema,
  consumeRateOf,
  offeredBacklog,
  type BacklogDrainParameters,
} from "./parameters.js";
import type { Scenario } from "../scenario.js";

/**
 * Consumers fall behind: a publish peak above what they take, or the consumers slowed for a while,
 * builds a backlog, and the normal rate resumes. Measures how big the backlog grew, how long it
 * took to drain and at what rate, the memory per node at its peak, the resource alarms the broker
 * raised and how long it blocked the publishers, and accounts for every confirmed message by number.
 * See run.ts for the run itself.
 */
export const backlogDrainScenario: Scenario<BacklogDrainParameters> = {
  id: "backlog-drain",
  description:
    "Build a backlog with a publish peak or slowed consumers and drain it: backlog, drain time and rate, memory at the peak, alarms, blocked publishers, every confirmed message accounted for",
  parameters: BacklogDrainParametersSchema as unknown as z.ZodType<BacklogDrainParameters>,
  metrics: backlogDrainMetrics,
  estimateTrialMs(params) {
    const consumeRate = consumeRateOf(params);
    const drainRate = consumeRate > 0 ? consumeRate - params.ratePerSecond : 5_000;
    return (
      params.warmupMs + buildMsOf(params) + (offeredBacklog(params) / Math.max(1, drainRate)) * 1000 + 15_000
    );
  },
  runTrial: runBacklogDrainTrial,
  queueTypeProblems(_params, queueType) {
    if (queueType !== "stream") return [];
    return [
      {
        parameter: "shape",
        reason:
          "a stream keeps its messages after they are read, so a backlog does not drain from it: run backlog-drain on classic or quorum queues",
      },
    ];
  },
  queueArguments: (params) => params.queueArgs,
};
