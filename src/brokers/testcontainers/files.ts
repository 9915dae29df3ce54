import type { TestcontainersTarget } from "../../model/config.js";
import { BrokerError } from "../../model/errors.js";
import {
  OVERRIDES_FILE,
  gateUserDefinitions,
  overridesFile,
  withoutReplacedLines,
  type SetupPlan,
} from "../setup-plan.js";
import { DEFINITIONS_FILE } from "../topology.js";

export interface ContainerFile {
  content: string;
  target: string;
  mode: number;
}

/** The target's own snippet: after the image's defaults, before the gate's overrides (99-). */
export const CONF_D_FILE = "/etc/rabbitmq/conf.d/90-perf-gate.conf";
/** Where RabbitMQ reads advanced.config unless RABBITMQ_ADVANCED_CONFIG_FILE says otherwise. */
export const ADVANCED_CONFIG_FILE = "/etc/rabbitmq/advanced.config";
/** The gate's user, imported with rabbitmqctl once the node runs (see setup-plan.ts). */
export const GATE_USER_FILE = "/etc/rabbitmq/perf-gate-user.json";

/**
 * The files of the target a node starts with: the conf.d snippet (inline `rabbitmqConf`, then the
 * named file's), advanced.config, and the definitions file, which topology.ts imports once the
 * cluster has formed (and which goes where the target's rabbitmq.conf loads definitions at boot).
 */
export function configurationFiles(
  target: TestcontainersTarget,
  plan?: Pick<SetupPlan, "bootDefinitionsPath">,
): ContainerFile[] {
  const named = target.contents ?? {};
  if (
    (target.rabbitmqConfFile !== undefined && named.rabbitmqConf === undefined) ||
    (target.definitionsFile !== undefined && named.definitions === undefined) ||
    (target.advancedConfigFile !== undefined && named.advancedConfig === undefined)
  ) {
    throw new BrokerError(`target '${target.id}': the files it names were not read before the start`);
  }
  const snippets = [
    target.rabbitmqConf,
    named.rabbitmqConf !== undefined ? `# ${target.rabbitmqConfFile}\n${named.rabbitmqConf}` : undefined,
  ]
    .filter((text): text is string => text !== undefined && text.trim() !== "")
    .map(withoutReplacedLines);
  const files: ContainerFile[] = [];
  if (snippets.length > 0) {
    const content = `${snippets.map((text) => text.replace(/\n*$/, "")).join("\n")}\n`;
    files.push({ content, target: CONF_D_FILE, mode: 0o644 });
  }
  if (named.advancedConfig !== undefined) {
    files.push({ content: named.advancedConfig, target: ADVANCED_CONFIG_FILE, mode: 0o644 });
  }
  if (named.definitions !== undefined) {
    files.push({ content: named.definitions, target: DEFINITIONS_FILE, mode: 0o644 });
    if (plan?.bootDefinitionsPath !== undefined) {
      files.push({ content: named.definitions, target: plan.bootDefinitionsPath, mode: 0o644 });
    }
  }
  return files;
}

/** The gate's own files of one node: its overrides and the definitions of its user. */
export function gateFiles(
  plan: SetupPlan,
  node: { joinsSeed: boolean },
  seed: { nodeName: string },
  nodeCount: number,
  password: string,
): ContainerFile[] {
  const overrides = overridesFile(plan, node, seed, nodeCount);
  return [
    ...(overrides !== undefined ? [{ content: overrides, target: OVERRIDES_FILE, mode: 0o644 }] : []),
    { content: gateUserDefinitions(password, plan.createDefaultVhost), target: GATE_USER_FILE, mode: 0o644 },
  ];
}
