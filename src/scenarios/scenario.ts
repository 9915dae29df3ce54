import type { z } from "zod";
import type { StartedBroker } from "../brokers/provider.js";
import type { Protocol, QueueType, TargetConfig } from "../model/config.js";
import type { Logger } from "../model/logger.js";
import type { QueueArguments } from "../model/queue-arguments.js";
import type { MetricDefinition, MessageCounters, SweepPoint, WorkWindowRecord } from "../model/metrics.js";
import type { MissingMessages } from "../model/missing-messages.js";
import type { ShardPosition } from "../model/shard.js";
import type { WorkMeter } from "../work/meter.js";

export interface TrialContext {
  broker: StartedBroker;
  /** Queue type of the target: the scenario declares its queues with it (x-queue-type). */
  queueType: QueueType;
  /** The target's client protocol; omitted: AMQP 0.9.1. Only scenarios that list it get another. */
  protocol?: Protocol;
  logger: Logger;
  /** 1-based trial number, and the total, for progress lines. */
  trial: number;
  trials: number;
  /** Prefix for every queue/exchange the trial creates, unique per run; the scenario deletes them. */
  resourcePrefix: string;
  /** Reads the broker's and the load generator's work at the edges of each measured window. */
  work: WorkMeter;
  /**
   * In a sharded run, which shard this is: the parameters are already this shard's share (see
   * ShardSupport.split) and the trial names its queues by their index in the unsplit run.
   */
  shard?: ShardPosition;
  signal?: AbortSignal;
}

export interface TrialOutcome {
  /** One value per metric id declared by `metrics()`. */
  metrics: Record<string, number>;
  /** Base64-compressed HDR histograms per latency metric family (e.g. "e2eLatency"). */
  histograms?: Record<string, string>;
  counters?: MessageCounters;
  /** False when the measurement cannot be trusted (loss, duplicate, failed confirm). */
  valid: boolean;
  invalidReason?: string;
  /**
   * Invalid only because the target did not carry the offered load (nothing lost): where other
   * processes took much of the machine's CPU meanwhile, the reason says the machine may be why.
   */
  loadNotCarried?: boolean;
  /** Things the reader should know (e.g. "backlog grew: burst, not sustainable rate"). */
  warnings: string[];
  /** Measured window (warm-up excluded). */
  measuredMs: number;
  /** When the measured window began, ms since the epoch: shards' windows are checked against it. */
  measuredFrom?: number;
  /** The raw work of each measured window, from which the work metrics were computed. */
  work?: WorkWindowRecord[];
  /** A sweep scenario's points, from which its slopes were fitted. */
  sweep?: SweepPoint[];
  /** Confirmed messages the drain window did not deliver, and what became of each. */
  missing?: MissingMessages;
}

/** A benchmark scenario. Parameters are validated by `parameters` (defaults filled in). */
export interface Scenario<P extends Record<string, unknown> = Record<string, unknown>> {
  readonly id: string;
  readonly description: string;
  readonly parameters: z.ZodType<P>;
  /**
   * The client protocols the scenario speaks; absent: AMQP 0.9.1 only. A target of another protocol
   * is refused before any broker starts.
   */
  readonly protocols?: readonly Protocol[];
  /** The metrics a trial reports; `protocol` (the target's, omitted: AMQP 0.9.1) where they differ by it. */
  metrics(params: P, protocol?: Protocol): MetricDefinition[];
  /** Rough wall time of one trial, for progress and remaining-time estimates. */
  estimateTrialMs(params: P): number;
  runTrial(context: TrialContext, params: P): Promise<TrialOutcome>;
  /**
   * Why these parameters cannot run on a queue type, each naming the parameter to change: the gate
   * refuses the config before any broker starts. Absent: every queue type is fine.
   */
  queueTypeProblems?(params: P, queueType: QueueType): ParameterProblem[];
  /**
   * The user's queue arguments the trial declares its queues with: the gate declares a probe queue
   * with them on every target before the first trial, so a refused value stops the run at once.
   */
  queueArguments?(params: P): QueueArguments;
  /**
   * Why the scenario cannot run on this target at all (not a parameter's fault: a single node where
   * it needs a cluster, a broker whose nodes are not the gate's), refused before any broker starts.
   */
  targetProblem?(params: P, target: TargetConfig): string | undefined;
  /** How the scenario's work splits over shards (`run --shard i/N`); absent: it cannot be split. */
  readonly shards?: ShardSupport<P>;
  /** Why the scenario's work cannot be split over shards, where it has no `shards`. */
  readonly unshardable?: string;
}

/**
 * A scenario's work split over N load generators and merged back: each shard runs its share of
 * the clients and queues against one broker, and one merged trial is computed from the shards'.
 */
export interface ShardSupport<P> {
  /**
   * The parameters a shard runs and what it owns (recorded in its results), or why these
   * parameters cannot be split so, naming the parameter to change.
   */
  split(params: P, shard: ShardPosition): { params: P; share: Record<string, unknown> } | ParameterProblem;
  /**
   * The queues and exchanges a shard's trial declares under `resourcePrefix`: a shard that sees
   * another leave mid-trial deletes them, so a killed shard leaves nothing on the broker.
   */
  resources(
    params: P,
    shard: ShardPosition,
    resourcePrefix: string,
  ): { queues: string[]; exchanges: string[] };
  /** One merged trial's metrics, from the valid trials of every shard of it (see MergedShardTrial). */
  merge(params: P, trial: MergedShardTrial): Record<string, number>;
}

/** What the merge of one trial hands a scenario: each shard's metrics, and the shards' raw records added up. */
export interface MergedShardTrial {
  /** Each shard's metric values of the trial, in shard order. */
  shards: readonly Record<string, number>[];
  /** Every shard's counters summed. */
  counters?: MessageCounters;
  /** Every shard's histograms of a family added (lossless): base64 compressed HDR. */
  histograms: Record<string, string>;
  /**
   * The trial's work windows: operations and the load generators' CPU summed over the shards, the
   * broker's counters (global) as the leading shard read them around every shard's window.
   */
  work: WorkWindowRecord[];
}

export interface ParameterProblem {
  /** The parameter's name, e.g. "prefetch". */
  parameter: string;
  reason: string;
}
