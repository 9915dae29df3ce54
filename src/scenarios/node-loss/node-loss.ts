import type { z } from "zod";
import type { TargetConfig } from "../../model/config.js";
import { runNodeLossTrial } from "./run.js";
import { nodeLossMetrics, NodeLossParametersSchema, type NodeLossParameters } from "./parameters.js";
import type { ParameterProblem, Scenario } from "../scenario.js";

/**
 * Loses a node of a 3-node cluster under a fixed-rate load of confirmed, numbered messages, brings
 * it back, and measures the dip, the recovery and the rejoin, and accounts for every confirmed
 * message: one the broker confirmed and no consumer ever received is data loss, which fails the
 * gate whatever the baseline says. See run.ts for the run itself.
 */
export const nodeLossScenario: Scenario<NodeLossParameters> = {
  id: "node-loss",
  description:
    "Lose a cluster node under a fixed-rate load and bring it back: dip, recovery and rejoin times, and every confirmed message accounted for",
  parameters: NodeLossParametersSchema as unknown as z.ZodType<NodeLossParameters>,
  metrics: nodeLossMetrics,
  estimateTrialMs: (params) => params.warmupMs + params.steadyMs + params.downMs + params.afterMs + 30_000,
  runTrial: runNodeLossTrial,
  queueTypeProblems(params, queueType): ParameterProblem[] {
    const problems: ParameterProblem[] = [];
    if (queueType === "stream") {
      problems.push({
        parameter: "method",
        reason:
          "node-loss does not run on streams yet: a stream consumer that reconnects must resume from its last offset, which it does not track",
      });
    }
    if (params.acceptLoss && queueType !== "classic-mirrored") {
      problems.push({
        parameter: "acceptLoss",
        reason:
          "only classic mirrored queues may accept lost confirmed messages; on this queue type a loss is always data loss",
      });
    }
    return problems;
  },
  targetProblem(params, target) {
    return nodeLossTargetProblem(params, target);
  },
  queueArguments: (params) => params.queueArgs,
  unshardable:
    "it stops a node of the broker and watches its clients fail over: one process must stop it, and a shard's fault would hit the others' clients unseen",
};

/** Why a target cannot lose a node for this scenario, or undefined. */
export function nodeLossTargetProblem(params: NodeLossParameters, target: TargetConfig): string | undefined {
  if (target.provider === "external") {
    if (!target.nodeFaults) {
      return "an external broker's nodes are not the gate's to lose: give the target nodeFaults commands that lose and restore a node, or use a testcontainers target";
    }
    if (target.amqpUrls.length < 3) return "node-loss needs the AMQP URL of every node of a 3-node cluster";
    if (!target.managementUrl)
      return "node-loss reads the cluster's state from the management API: give the target a managementUrl";
    if (params.distribution === "dropped") {
      return "distribution: dropped runs rabbitmqctl on the cluster's nodes, which an external target does not allow: use a testcontainers target";
    }
    if (typeof params.lose === "string") {
      return `lose: ${params.lose} needs to know which URL is which node, which an external target does not say: give a node index`;
    }
    return undefined;
  }
  if (target.nodes !== 3)
    return "node-loss needs a 3-node cluster (nodes: 3): losing a single node is an outage, not a failover";
  return undefined;
}
