import { backlogDrainScenario } from "./backlog-drain.js";
import { bindChurnScenario } from "./bind-churn.js";
import { channelChurnScenario } from "./channel-churn.js";
import { connectionChurnScenario } from "./connection-churn.js";
import { consumerChurnScenario } from "./consumer-churn.js";
import { footprintScenario } from "./footprint.js";
import { latencyScenario } from "./latency.js";
import { nodeLossScenario } from "./node-loss.js";
import { queueChurnScenario } from "./queue-churn.js";
import { routingScaleScenario } from "./routing-scale.js";
import { rpcScenario } from "./rpc.js";
import type { Scenario } from "./scenario.js";
import { throughputScenario } from "./throughput.js";

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
