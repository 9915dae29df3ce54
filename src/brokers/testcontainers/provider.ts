import type { TargetConfig } from "../../model/config.js";
import { BrokerError } from "../../model/errors.js";
import type { Logger } from "../../model/logger.js";
import type { BrokerProvider, StartOptions, StartedBroker } from "../provider.js";
import { removeOrphans } from "../docker-resources.js";
import { TestcontainersBroker } from "./broker.js";

export { configurationFiles } from "./files.js";
export { nodesToJoin, parseClusterStatus, type ClusterStatus } from "./cluster.js";

export interface TestcontainersProviderOptions {
  /** Extra labels for every container and network (tests mark their session with one). */
  labels?: Record<string, string>;
}

/**
 * Starts RabbitMQ in containers: one node, or three joined into a cluster on a network of their
 * own. Every container and the network belong to the returned broker; `stop()` removes them, and
 * a start that fails halfway removes what it had created before throwing.
 */
export class TestcontainersProvider implements BrokerProvider {
  readonly name = "testcontainers";

  private orphansSwept: Promise<void> | undefined;

  constructor(private readonly options: TestcontainersProviderOptions = {}) {}

  async start(target: TargetConfig, options: StartOptions): Promise<StartedBroker> {
    if (target.provider !== "testcontainers") {
      throw new BrokerError(`target '${target.id}': provider '${target.provider}' is not testcontainers`);
    }
    this.orphansSwept ??= this.sweepOrphans(options.logger);
    await this.orphansSwept;
    const broker = new TestcontainersBroker(target, options.logger, this.options.labels ?? {});
    try {
      await broker.start(options.signal);
      return broker;
    } catch (error) {
      await broker.stop();
      throw await broker.startError(error);
    }
  }

  /** Brokers of killed runs would skew measurements and hold memory: remove them first. */
  private async sweepOrphans(logger: Logger): Promise<void> {
    try {
      const removed = await removeOrphans();
      if (removed.length > 0) {
        logger.warn(`removed the containers of ${removed.length} earlier run(s) whose process had exited`);
      }
    } catch (error) {
      // Starting the broker reports an unreachable engine with more context than this can.
      logger.debug(`orphan sweep skipped: ${(error as Error).message}`);
    }
  }
}
