import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "../../model/logger.js";
import { NodeStartError, type BrokerNode } from "./node-start.js";
import { NodeExitedError } from "./readiness.js";

/** A joiner that exits at boot is started again blank this many times, then the start fails. */
export const JOINER_RECOVERIES = 2;
/** A seed that exits at boot alongside its joiners: the whole cluster starts again this many times. */
export const CLUSTER_RESTARTS = 1;
/** How far back the seed's log is read for a configuration it refused. */
const SEED_LOG_LINES = 200;
/** While an abandoned attempt's starts end, its containers are removed again this often. */
const REMOVAL_INTERVAL_MS = 1_000;

/**
 * A configuration the broker refuses, in its own words: rabbitmq.conf or advanced.config that does
 * not parse or map (the prelaunch's errors and its `{error,failed_to_…}` reason), or a plugin to
 * enable that does not exist. Every start of it fails alike.
 */
const REFUSED_CONFIGURATION =
  /Error (?:preparing|parsing) configuration|failed_to_(?:prepare|parse|read)_\w*configuration|Failed to load advanced configuration file|no_configuration_schema_found|plugins_not_found/;

/**
 * Whether a seed that failed once its joiners were started takes the whole cluster into a new
 * start: only an exit while booting, for a reason other than a refused configuration, and at most
 * CLUSTER_RESTARTS times. On a loaded machine a 3.10.8 seed still enabling its feature flags met
 * a joiner started again blank and exited (incompatible_feature_flags): the joiners it had are
 * then no use, and a blank cluster can form.
 */
export function restartsCluster(
  failure: NodeStartError,
  seedLog: readonly string[],
  restarts: number,
): boolean {
  return (
    restarts < CLUSTER_RESTARTS &&
    failure.cause instanceof NodeExitedError &&
    !seedLog.some((line) => REFUSED_CONFIGURATION.test(line))
  );
}

/** The seed exited at boot and its attempt was removed: the cluster starts again, whole and blank. */
export class SeedExitedAtBoot extends Error {
  constructor(readonly failure: NodeStartError) {
    super(failure.message, { cause: failure });
    this.name = "SeedExitedAtBoot";
  }
}

/** One attempt at starting a target's nodes: what it needs of the broker. */
export interface NodesAttempt {
  readonly targetId: string;
  readonly logger: Logger;
  /** The seed first; every node with a log of its own and no container yet. */
  readonly nodes: readonly BrokerNode[];
  /** Whole-cluster starts before this one. */
  readonly restarts: number;
  /** Starts a node's container; `recovery` > 0 is a joiner started again blank. */
  startNode(node: BrokerNode, joinsSeed: boolean, attempt: number): Promise<void>;
  /** Removes every container and network of the attempt. */
  remove(): Promise<void>;
}

/**
 * Starts the seed (node 0), then every joiner at once as soon as the seed's broker is booting.
 * A joiner that starts first would find itself the oldest node when it looks for the seed, and
 * 4.0.5 then boots it alone. A seed that fails before it logs anything fails the start at once,
 * with no joiner started to wait for it. A joiner that exits while it boots (on a slow machine,
 * 3.10.8 joined a seed still enabling its feature flags and failed its schema check) is started
 * again blank, alone, and formCluster joins it with rabbitmqctl. A seed that exits while it boots
 * alongside its joiners (restartsCluster) ends the attempt: it is removed, every start of it
 * ended, and SeedExitedAtBoot thrown. Returns the joiners started again blank.
 */
export async function startNodes(attempt: NodesAttempt, signal?: AbortSignal): Promise<string[]> {
  const [seed, ...joiners] = attempt.nodes;
  const seedStart = attempt.startNode(seed!, false, 0);
  if (joiners.length === 0) {
    await seedStart;
    return [];
  }
  const seedFailed = seedStart.then(
    () => false,
    () => true,
  );
  if (await Promise.race([seed!.log.firstLine.then(() => false), seedFailed])) await seedStart;
  // Aborted when the seed's exit ends the attempt: no joiner of it is started again then.
  const abandoned = new AbortController();
  const joinerSignal = signal ? AbortSignal.any([signal, abandoned.signal]) : abandoned.signal;
  const restarted: string[] = [];
  const startJoiner = async (node: BrokerNode): Promise<void> => {
    for (let recovery = 0; ; recovery++) {
      try {
        return await attempt.startNode(node, recovery === 0, recovery);
      } catch (error) {
        if (!(error instanceof NodeStartError && error.cause instanceof NodeExitedError)) throw error;
        if (recovery >= JOINER_RECOVERIES) throw error;
        joinerSignal.throwIfAborted();
        attempt.logger.warn(
          `target '${attempt.targetId}': ${error.message}; starting it again blank, to be joined with rabbitmqctl`,
        );
        if (!restarted.includes(node.nodeName)) restarted.push(node.nodeName);
      }
    }
  };
  const joinerStarts = Promise.allSettled(joiners.map(startJoiner));
  const [seedResult] = await Promise.allSettled([seedStart]);
  const failure = seedResult.status === "rejected" ? (seedResult.reason as unknown) : undefined;
  if (
    failure instanceof NodeStartError &&
    restartsCluster(failure, seed!.log.currentRun(SEED_LOG_LINES), attempt.restarts)
  ) {
    signal?.throwIfAborted();
    attempt.logger.warn(
      `target '${attempt.targetId}': ${failure.message}; it is the seed: starting the cluster again whole, every node blank`,
    );
    abandoned.abort();
    await removeAbandoned(attempt, joinerStarts);
    throw new SeedExitedAtBoot(failure);
  }
  const failed = [seedResult, ...(await joinerStarts)].find(
    (r): r is PromiseRejectedResult => r.status === "rejected",
  );
  if (failed) throw failed.reason;
  return restarted;
}

/**
 * Removes an abandoned attempt, and again every REMOVAL_INTERVAL_MS until each of its starts has
 * ended: a joiner's container still being created when one removal ran is taken by the next, and
 * one that was booting ends its start at once.
 */
async function removeAbandoned(attempt: NodesAttempt, starts: Promise<unknown>): Promise<void> {
  const ended = starts.then(() => true);
  do {
    // A network that a container being created still holds goes with a later removal.
    await attempt.remove().catch(() => {});
  } while (!(await Promise.race([ended, sleep(REMOVAL_INTERVAL_MS).then(() => false)])));
  await attempt.remove();
}
