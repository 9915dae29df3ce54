import type { TestcontainersTarget } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import type { Logger } from "../model/logger.js";
import type { ExecResult } from "./provider.js";
import {
  MIRRORED_QUEUE_REPLICAS,
  cellProblems,
  effectiveMetadataStore,
  parseVersion,
  rulesFor,
  versionFromImage,
} from "./versions.js";

/**
 * Makes a started broker what its target asks for, with what the version rules table says:
 * the metadata store (environment at first boot, or rabbitmqctl once the cluster has formed) and
 * the mirroring policy of classic-mirrored targets. Quorum queues need nothing: their default
 * group size (3) gives min(nodes, 3) members.
 */

/** Every queue and exchange the scenarios create starts with this (see gate/run.ts uniquePrefix). */
export const RESOURCE_NAME_PATTERN = "^perf-gate-";

/** `ha-mode: exactly 2`: a leader and one mirror, synchronised automatically (an empty queue at once). */
export const MIRRORING_POLICY = {
  name: "perf-gate-mirroring",
  pattern: RESOURCE_NAME_PATTERN,
  definition: { "ha-mode": "exactly", "ha-params": MIRRORED_QUEUE_REPLICAS, "ha-sync-mode": "automatic" },
} as const;

/** What topology needs of a broker: commands on its nodes. */
export interface CommandRunner {
  readonly targetId: string;
  exec(nodeIndex: number, command: readonly string[]): Promise<ExecResult>;
}

/**
 * Environment every node needs at first boot for the target's metadata store, from the version
 * the image tag names. Empty when the store is the default, is switched after start, or the tag
 * names no version (then `applyTopology` refuses a store that needed it). The target's own `env`
 * is applied after this, so a user's RABBITMQ_FEATURE_FLAGS wins (and verification judges it).
 */
export function firstBootEnvironment(target: TestcontainersTarget): Record<string, string> {
  const version = versionFromImage(target.image);
  if (!version || !target.metadataStore) return {};
  const storeSwitch = rulesFor(version).storeSwitch;
  if (storeSwitch?.store !== target.metadataStore || storeSwitch.rabbitmqctl) return {};
  return { ...storeSwitch.firstBootEnvironment };
}

async function rabbitmqctl(broker: CommandRunner, args: readonly string[], why: string): Promise<void> {
  const result = await broker.exec(0, ["rabbitmqctl", ...args]);
  if (result.exitCode !== 0) {
    throw new BrokerError(
      `target '${broker.targetId}': ${why}: rabbitmqctl ${args.join(" ")} exited ${result.exitCode}: ${result.output.trim()}`,
    );
  }
}

/** Where a target's definitions file is put in every node (testcontainers/files.ts). */
export const DEFINITIONS_FILE = "/etc/rabbitmq/perf-gate-definitions.json";

/**
 * Runs after the cluster has formed, before any scenario. `serverVersion` is what the server
 * reported: the rules are checked again against it, which matters for tags that name no version
 * (`latest`). Returns the steps taken, for the log.
 */
export async function applyTopology(
  broker: CommandRunner,
  target: TestcontainersTarget,
  serverVersion: string,
  logger: Logger,
): Promise<string[]> {
  const version = parseVersion(serverVersion);
  if (!version) {
    throw new BrokerError(
      `target '${target.id}': the server reports version '${serverVersion}', which the version rules cannot read`,
    );
  }
  const problems = cellProblems({
    version,
    metadataStore: target.metadataStore,
    queueType: target.queueType,
    nodes: target.nodes,
  });
  if (problems.length > 0) {
    throw new BrokerError(
      `target '${target.id}': ${target.image} runs RabbitMQ ${version.text}, which cannot run this target: ${problems.map((p) => p.reason).join("; ")}`,
    );
  }
  const rules = rulesFor(version);
  const steps: string[] = [];
  const store = effectiveMetadataStore(target.metadataStore, rules);
  if (store !== rules.defaultMetadataStore) {
    const storeSwitch = rules.storeSwitch!;
    if (storeSwitch.rabbitmqctl) {
      await rabbitmqctl(broker, storeSwitch.rabbitmqctl, `switching to metadata store '${store}'`);
      steps.push(`metadata store '${store}': rabbitmqctl ${storeSwitch.rabbitmqctl.join(" ")}`);
    } else if (Object.keys(firstBootEnvironment(target)).length === 0) {
      // The store had to be chosen at first boot, and the tag did not say which version would boot.
      throw new BrokerError(
        `target '${target.id}': metadata store '${store}' on RabbitMQ ${version.text} must be chosen when the nodes first boot ` +
          `(${Object.entries(storeSwitch.firstBootEnvironment ?? {})
            .map(([k, v]) => `${k}=${v}`)
            .join(" ")}), but the image tag of ${target.image} names no version; use a versioned tag`,
      );
    } else {
      steps.push(
        `metadata store '${store}': ${Object.entries(firstBootEnvironment(target))
          .map(([k, v]) => `${k}=${v}`)
          .join(" ")} at first boot`,
      );
    }
  }
  // Imported, not loaded at boot: definitions loaded at boot replace the default user the gate logs in with.
  if (target.contents?.definitions !== undefined) {
    await rabbitmqctl(broker, ["import_definitions", DEFINITIONS_FILE], "importing the definitions file");
    steps.push(`definitions imported from ${target.definitionsFile ?? "the definitions file"}`);
  }
  if (target.queueType === "classic-mirrored") {
    const definition = JSON.stringify(MIRRORING_POLICY.definition);
    await rabbitmqctl(
      broker,
      [
        "set_policy",
        "--apply-to",
        "queues",
        "--priority",
        "0",
        MIRRORING_POLICY.name,
        MIRRORING_POLICY.pattern,
        definition,
      ],
      "applying the mirroring policy",
    );
    steps.push(`policy ${MIRRORING_POLICY.name} ${MIRRORING_POLICY.pattern} ${definition}`);
  }
  for (const step of steps) logger.info(`target '${target.id}': ${step}`);
  return steps;
}
