import { AdminSession } from "../amqp/admin.js";
import { ShardBarrier, type ShardBarrierError } from "../amqp/shard-barrier.js";
import type { StartedBroker } from "../brokers/provider.js";
import type { TargetConfig } from "../model/config.js";
import type { Logger } from "../model/logger.js";
import type { TrialRecord } from "../model/results.js";
import { describeShard } from "../model/shard.js";
import { openWorkMeter, type WorkMeter, type WorkSource, type WorkWindow } from "../work/meter.js";
import type { ResolvedScenario } from "./resolve.js";
import type { ShardSettings } from "../model/shard.js";

/**
 * One shard's side of a sharded run (src/gate/shard.ts): the barrier every shard meets at, on the
 * first target's broker, and the work meter that meets there at both edges of every measured
 * window. Shard 1 reads the broker's counters while every shard waits at rest, so its reading spans
 * the work of all shards' windows; the others read only their own CPU. All shards then start their
 * load together, and their measured windows line up.
 */

const CONNECT_TIMEOUT_MS = 15_000;

export interface MeasuredStep {
  target: TargetConfig;
  scenario: ResolvedScenario;
  trial: number;
}

export class ShardSession {
  readonly settings: ShardSettings;
  private readonly barrier: ShardBarrier;
  private readonly logger: Logger;
  private step = "the start";
  private windows = 0;

  private constructor(settings: ShardSettings, barrier: ShardBarrier, logger: Logger) {
    this.settings = settings;
    this.barrier = barrier;
    this.logger = logger;
  }

  static async open(settings: ShardSettings, broker: StartedBroker, logger: Logger): Promise<ShardSession> {
    const barrier = await ShardBarrier.open({
      url: broker.amqpUrls[0]!,
      run: settings.run,
      shard: settings.shard,
      configHash: settings.configHash,
      waitMs: settings.waitMs,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    logger.info(
      `${describeShard(settings.shard)} of run '${settings.run}': waiting for the other shards at each measured window`,
    );
    return new ShardSession(settings, barrier, logger);
  }

  /** The prefix of every queue and connection of the run: the same on every shard. */
  get prefix(): string {
    return `perf-gate-shards-${this.settings.run}`;
  }

  get failed(): ShardBarrierError | undefined {
    return this.barrier.failed;
  }

  /**
   * The target's work meter, opened once every shard is ready: shard 1's reads the broker (its
   * idle window measured while the others wait), the others' their own CPU only.
   */
  async openMeter(
    target: TargetConfig,
    open: () => Promise<{ meter: WorkMeter; source: WorkSource }>,
  ): Promise<{ meter: WorkMeter; source: WorkSource }> {
    this.step = `target '${target.id}' ready`;
    let opened: { meter: WorkMeter; source: WorkSource } | undefined;
    // The idle background is measured here: the waiting shards hold their pings meanwhile.
    await this.barrier.sync(this.step, async () => void (opened = await open()), { holdPings: true });
    if (!opened) {
      opened = await openWorkMeter([]);
      const note = `the broker's counters are read by shard 1 of ${this.settings.shard.count}: they count every shard's work`;
      opened = { meter: opened.meter, source: { ...opened.source, note } };
    }
    return { meter: this.meter(opened.meter), source: opened.source };
  }

  /** Names the barriers of the step about to run, so shards that run different steps are told. */
  startStep(step: MeasuredStep): void {
    this.step = `target '${step.target.id}' ${step.scenario.name} trial ${step.trial}`;
    this.windows = 0;
  }

  /** The barrier at the end of the run: a shard that left in the last trial is seen here. */
  async finish(): Promise<void> {
    this.step = "the end";
    try {
      await this.barrier.sync("the end");
    } catch (error) {
      this.logger.warn(`${describeShard(this.settings.shard)}: ${(error as Error).message}`);
    }
  }

  async close(): Promise<void> {
    await this.barrier.close();
  }

  /**
   * Deletes what the shards that left had declared in the step (their queues and exchanges), so a
   * killed shard leaves nothing on the broker; its connections closed with it.
   */
  async removeOrphans(step: MeasuredStep, broker: StartedBroker, resourcePrefix: string): Promise<void> {
    const left = this.barrier.failed?.left ?? [];
    const support = step.scenario.scenario.shards;
    if (left.length === 0 || !support) return;
    // Best effort: the shard's results (the reason its trials are invalid) are written whatever
    // happens here, and a failure is said.
    let admin: AdminSession | undefined;
    try {
      admin = await AdminSession.open(broker.amqpUrls[0]!, `${this.prefix} orphans`, CONNECT_TIMEOUT_MS);
      for (const index of left) {
        const shard = { index, count: this.settings.shard.count };
        const { queues, exchanges } = support.resources(step.scenario.params, shard, resourcePrefix);
        await admin.deleteQueues(queues, `delete the queues of shard ${index}`);
        await admin.deleteExchanges(exchanges, `delete the exchanges of shard ${index}`);
        this.logger.warn(
          `deleted what ${describeShard(shard)} left: ${queues.length} queue(s), ${exchanges.length} exchange(s)`,
        );
      }
    } catch (error) {
      this.logger.warn(`could not delete what shard(s) ${left.join(", ")} left: ${(error as Error).message}`);
    } finally {
      await admin?.close();
    }
  }

  /**
   * Every shard meets at both edges of each window; shard 1 reads the broker while all wait. A
   * barrier that fails at an edge does not end the trial: its load finishes and its messages are
   * counted (a loss among them is the finding), and the run loop then marks the trial invalid with
   * the barrier's reason (`failed`) and runs no more.
   */
  private meter(inner: WorkMeter): WorkMeter {
    const sync = async (edge: string, whileAllWait?: () => Promise<void>) => {
      if (this.barrier.failed) return;
      const name = `${this.step} window ${this.windows} ${edge}`;
      try {
        await this.barrier.sync(name, whileAllWait);
        // With --verbose, when every shard met: where each shard's measured windows begin and end.
        this.logger.debug(`${describeShard(this.settings.shard)}: every shard met at ${name}`);
      } catch (error) {
        // Read again: the sync that just threw is what set it.
        const failed = this.failed;
        if (!failed) throw error;
        this.logger.warn(
          `${describeShard(this.settings.shard)}: ${failed.message}; the trial finishes alone so that its messages are counted`,
        );
      }
    };
    const leading = this.barrier.leading;
    return {
      brokerUnavailable: inner.brokerUnavailable,
      start: async (): Promise<WorkWindow> => {
        this.windows++;
        let window: WorkWindow | undefined;
        await sync("start", async () => void (window = await inner.start()));
        window ??= await inner.start();
        const opened = window;
        return {
          stop: async () => {
            if (!leading) {
              const usage = await opened.stop();
              await sync("end");
              return usage;
            }
            let usage: Awaited<ReturnType<WorkWindow["stop"]>> | undefined;
            await sync("end", async () => void (usage = await opened.stop()));
            return usage ?? (await opened.stop());
          },
        };
      },
    };
  }
}

/** The record of a step a failed barrier stopped or kept from running. */
export function abandonedTrial(trial: number, reason: string): TrialRecord {
  return {
    trial,
    startedAt: new Date().toISOString(),
    durationMs: 0,
    measuredMs: 0,
    valid: false,
    invalidReason: reason,
    warnings: [],
  };
}
