import { backlogDrainScenario } from "./backlog-drain/backlog-drain.js";
import { bindChurnScenario } from "./churn/bind-churn.js";
import { channelChurnScenario } from "./churn/channel-churn.js";
import { connectionChurnScenario } from "./churn/connection-churn.js";
import { consumerChurnScenario } from "./churn/consumer-churn.js";
import { footprintScenario } from "./footprint.js";
import { latencyScenario } from "./load/latency.js";
import { nodeLossScenario } from "./node-loss/node-loss.js";
import { queueChurnScenario } from "./churn/queue-churn.js";
import { routingScaleScenario } from "./routing-scale/routing-scale.js";
import { rpcScenario } from "./rpc.js";
import type { Scenario } from "./scenario.js";
import { throughputScenario } from "./load/throughput.js";

/** Every scenario by id. A new scenario is one file plus one line here. */
export const scenarioRegistry: ReadonlyMap<string, Scenario> = new Map<string, Scenario>(
  [
    throughputScenario,
    latencyScenario,
    queueChurnScenario,
    bindChurnScenario,
    connectionChurnScenario,
    channelChurnScenario,
    consumerChurnScenario,
    rpcScenario,
    routingScaleScenario,
    footprintScenario,
    nodeLossScenario,
    backlogDrainScenario,
  ].map((scenario) => [scenario.id, scenario as Scenario]),
);

export function listScenarioIds(): string[] {
  return [...scenarioRegistry.keys()];
}
