import { brokerMemoryMetric } from "../../work/metrics.js";
import type { Scenario } from "../scenario.js";
import {
  ThroughputParametersSchema,
  loadQueueTypeProblems,
  type ThroughputParameters,
} from "./parameters.js";
import {
  LOAD_PROTOCOLS,
  TRIAL_OVERHEAD_MS,
  droppable,
  WORK_PHASE_OVERHEAD_MS,
  latencyMetrics,
  runThroughputTrial,
} from "./trial.js";
import { mqttLoadProblem } from "./mqtt-fit.js";
import { loadWorkMetrics, MESSAGE_OPERATION } from "./work-metrics.js";
import { loadShards } from "./shard.js";

/**
 * The throughput scenario: publishers and consumers in worker threads through the target's queues,
 * measured for rates, backlog and latency percentiles in a load run, then for the broker's work
 * per message in a work phase at rest. Its parameters are in parameters.ts, its trial in trial.ts.
 */

export const throughputScenario: Scenario<ThroughputParameters> = {
  id: "throughput",
  description:
    "Publishers and consumers in worker threads through queues: publish and consume rates at steady " +
    "state, end backlog, confirm and end-to-end latency percentiles",
  parameters: ThroughputParametersSchema,
  protocols: LOAD_PROTOCOLS,

  metrics(params, protocol) {
    // At a fixed rate the publisher stamps the scheduled send time (src/load/pacing.ts).
    const from = params.publishRatePerSecond > 0 ? "the scheduled publish" : "publish";
    return [
      {
        id: "publishRate",
        unit: "msg/s",
        direction: "higher",
        kind: "time",
        description: "messages published per second in the measurement window, all publishers",
      },
      {
        id: "consumeRate",
        unit: "msg/s",
        direction: "higher",
        kind: "time",
        description: "messages delivered per second in the measurement window, all consumers",
      },
      {
        id: "backlogMessages",
        unit: "msg",
        direction: "lower",
        kind: "time",
        description:
          "ready messages in the queues at the end of the window (streams: accepted and not yet delivered)",
      },
      ...(params.latencies
        ? latencyMetrics("e2eLatency", `time from ${from} to delivery (send time in the message body)`, from)
        : []),
      ...(params.latencies && params.confirms
        ? latencyMetrics("confirmLatency", `time from ${from} to the broker's confirm`, from)
        : []),
      ...(protocol === "mqtt" && droppable(params)
        ? [
            {
              id: "droppedPct",
              unit: "%",
              direction: "lower" as const,
              kind: "loss" as const,
              description:
                "MQTT at QoS 0 (no confirms, or ackMode auto): messages published and never delivered, " +
                "in percent of those published; at most once, the broker may drop them by design",
              movesWithMachine:
                "at QoS 0 the broker drops what a subscriber does not keep up with, which the machine's speed sets",
            },
          ]
        : []),
      ...loadWorkMetrics(params.workPhaseMs, MESSAGE_OPERATION, protocol),
      brokerMemoryMetric,
    ];
  },

  estimateTrialMs(params) {
    const workPhase = params.workPhaseMs > 0 ? params.workPhaseMs + WORK_PHASE_OVERHEAD_MS : 0;
    return params.warmupMs + params.durationMs + TRIAL_OVERHEAD_MS + workPhase;
  },

  runTrial: runThroughputTrial,

  queueTypeProblems: loadQueueTypeProblems,
  queueArguments: (params) => params.queueArgs,
  targetProblem: (params, target) => {
    if (target.protocol === "stream" && params.exchangeHops > 0)
      return "exchangeHops must be 0 over the stream protocol: it publishes straight to the stream, through no exchange";
    return mqttLoadProblem(params, target);
  },
  shards: loadShards(ThroughputParametersSchema, (params, share) => ({ ...params, ...share })),
};
