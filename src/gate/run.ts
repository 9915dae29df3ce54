import type { Results, TargetResult, TrialRecord } from "../model/results.js";
import { RESULTS_SCHEMA_ID, RESULTS_SCHEMA_VERSION } from "../model/results.js";
import type { BrokerProvider, StartedBroker } from "../brokers/provider.js";
import type { TrialOutcome } from "../scenarios/scenario.js";
import type { VerificationRecord } from "../model/verification.js";
import type { TargetConfig } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import { gitInfo, hostFingerprint } from "./host.js";
import { maskUrlCredentials, type Logger } from "../model/logger.js";
import type { ProgressSink } from "../model/progress.js";
import type { GateConfig } from "./resolve.js";
import { TOOL_NAME, TOOL_VERSION } from "../model/version.js";
import { openWorkMeter, type WorkMeter, type WorkSource } from "../work/meter.js";
import { brokerOnThisHost, foreignCpuPct, invalidReasonOnHost } from "../work/host-cpu.js";
import { probeQueueArguments } from "./queue-arguments-probe.js";
import { checkTargetProtocol } from "./protocol-check.js";
import { abandonedTrial, ShardSession } from "./shard-session.js";
import { schedule, scenariosOf, type Step } from "./schedule.js";
import { buildScenarioResult } from "./scenario-result.js";
import { unmeasuredWorkWarnings } from "../work/metrics.js";

export interface RunDependencies {
  providers: ReadonlyMap<string, BrokerProvider>;
  logger: Logger;
  progress?: ProgressSink;
  /** Checks a started broker against its spec; returns what the broker said (issue: matrix). */
  verify?: (broker: StartedBroker, target: TargetConfig) => Promise<VerificationRecord>;
  now?: () => number;
  signal?: AbortSignal;
}

function maskSpec(target: TargetConfig): Record<string, unknown> {
  return JSON.parse(maskUrlCredentials(JSON.stringify(target))) as Record<string, unknown>;
}

function stepPrefix(prefix: string, step: Step): string {
  return `${prefix}-${step.scenario.name}-t${step.trial}`;
}

function uniquePrefix(): string {
  return `perf-gate-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

async function startTarget(
  target: TargetConfig,
  deps: RunDependencies,
  signal: AbortSignal,
): Promise<StartedBroker> {
  const provider = deps.providers.get(target.provider);
  if (!provider) throw new BrokerError(`target '${target.id}': no provider named '${target.provider}'`);
  deps.progress?.phase(`starting target '${target.id}' (${target.provider})`);
  return provider.start(target, { logger: deps.logger, signal });
}

/**
 * Starts every target at once into `brokers`. A start mostly waits (the container, the node's
 * boot, a cluster's joins one after the other), so several targets are ready in about the time of
 * the slowest rather than the sum of all. The first start that fails cancels the others and is
 * thrown once they have settled; every broker that did start is in `brokers`, for the caller to
 * stop. Nothing is measured until all have started.
 */
async function startTargets(
  targets: readonly TargetConfig[],
  deps: RunDependencies,
  brokers: Map<string, StartedBroker>,
): Promise<void> {
  const failed = new AbortController();
  const signal = deps.signal ? AbortSignal.any([deps.signal, failed.signal]) : failed.signal;
  let firstError: unknown;
  await Promise.all(
    targets.map(async (target) => {
      try {
        brokers.set(target.id, await startTarget(target, deps, signal));
      } catch (error) {
        // A start cancelled because another failed is not the cause; the first failure is.
        if (!failed.signal.aborted) {
          firstError = error;
          failed.abort();
        }
      }
    }),
  );
  if (failed.signal.aborted) throw firstError;
}

async function runStep(
  step: Step,
  trials: number,
  broker: StartedBroker,
  work: WorkMeter,
  deps: RunDependencies,
  prefix: string,
  shard: ShardSession | undefined,
) {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const resolved = step.scenario;
  const context = {
    broker,
    queueType: step.target.queueType,
    protocol: step.target.protocol,
    logger: deps.logger,
    trial: step.trial,
    trials,
    resourcePrefix: stepPrefix(prefix, step),
    work,
    ...(shard && { shard: shard.settings.shard }),
    ...(deps.signal && { signal: deps.signal }),
  };
  try {
    const outcome = await resolved.scenario.runTrial(context, resolved.shard?.params ?? resolved.params);
    const foreign =
      outcome.work && brokerOnThisHost(broker.amqpUrls) ? foreignCpuPct(outcome.work) : undefined;
    const record: TrialRecord = {
      trial: step.trial,
      startedAt: new Date(startedAt).toISOString(),
      durationMs: now() - startedAt,
      measuredMs: outcome.measuredMs,
      ...(outcome.measuredFrom !== undefined && { measuredFrom: outcome.measuredFrom }),
      valid: outcome.valid,
      ...invalidReasonOnHost(outcome, foreign),
      warnings: [...outcome.warnings, ...unmeasuredWorkWarnings(outcome.work)],
      ...(outcome.counters && { counters: outcome.counters }),
      ...(outcome.histograms && { histograms: outcome.histograms }),
      ...(outcome.work && outcome.work.length > 0 && { work: outcome.work }),
      ...(outcome.sweep && outcome.sweep.length > 0 && { sweep: outcome.sweep }),
      ...(outcome.missing && { missing: outcome.missing }),
      ...(foreign !== undefined && { foreignCpuPct: foreign }),
    };
    return { record, outcome };
  } catch (error) {
    // A trial that throws is a broker or client failure, not a measurement: stop with the log tail.
    const tail = await broker.logTail(40);
    throw new BrokerError(
      `target '${step.target.id}', scenario '${step.scenario.name}', trial ${step.trial}: ${(error as Error).message}`,
      tail,
      { cause: error },
    );
  }
}

/**
 * A shard's work meters, one target after another at a barrier (shard-session.ts); a barrier that
 * does not hold leaves the rest unopened, and the session failed.
 */
async function openShardMeters(
  shards: ShardSession,
  targets: readonly TargetConfig[],
  brokers: ReadonlyMap<string, StartedBroker>,
  meters: Map<string, { meter: WorkMeter; source: WorkSource }>,
  deps: RunDependencies,
): Promise<void> {
  for (const target of targets) {
    const broker = brokers.get(target.id)!;
    try {
      const work = await shards.openMeter(target, () =>
        openWorkMeter(broker.metricsUrls, meterOptions(broker, deps.signal)),
      );
      if (work.source.note) deps.logger.warn(`target '${target.id}': ${work.source.note}`);
      meters.set(target.id, work);
    } catch (error) {
      if (!shards.failed) throw error;
      return;
    }
  }
}

/**
 * Runs every scenario on every target, `trials` times, interleaved. Every broker started here is
 * stopped here, also when a step fails.
 */
export async function runSuite(config: GateConfig, deps: RunDependencies): Promise<Results> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const brokers = new Map<string, StartedBroker>();
  const verification = new Map<string, Record<string, unknown>>();
  const meters = new Map<string, { meter: WorkMeter; source: WorkSource }>();
  const trialsByKey = new Map<string, { record: TrialRecord; outcome?: TrialOutcome }[]>();
  let shards: ShardSession | undefined;
  let prefix = uniquePrefix();
  try {
    await startTargets(config.targets, deps, brokers);
    if (config.shard && config.shard.shard.count > 1) {
      shards = await ShardSession.open(config.shard, brokers.get(config.targets[0]!.id)!, deps.logger);
      prefix = shards.prefix;
    }
    // The probe's queue is the shard's own; the trials' queues are named by their index in the unsplit run.
    const probePrefix = shards ? `${prefix}-shard${shards.settings.shard.index}` : prefix;
    // Every target's checks and idle window at once: each touches only its own broker, and the idle
    // window counts that broker's reductions, which the other brokers' checks do not move. The
    // error of the first target (in the config's order) that failed is the run's.
    const prepared = await Promise.allSettled(
      config.targets.map(async (target) => {
        const broker = brokers.get(target.id)!;
        deps.logger.info(
          `target '${target.id}': ${broker.info.product} ${broker.info.serverVersion} on ${broker.amqpUrls.length} node(s)`,
        );
        if (deps.verify) verification.set(target.id, await deps.verify(broker, target));
        await checkTargetProtocol(broker, target, (line) => deps.logger.warn(line));
        await probeQueueArguments(broker, target, scenariosOf(config, target.id), probePrefix);
        // Shards open their meters one target after another, at a barrier (below).
        if (shards) return;
        const work = await openWorkMeter(broker.metricsUrls, meterOptions(broker, deps.signal));
        if (work.source.note) deps.logger.warn(`target '${target.id}': ${work.source.note}`);
        meters.set(target.id, work);
      }),
    );
    const unprepared = prepared.find((outcome) => outcome.status === "rejected");
    if (unprepared) throw unprepared.reason;
    if (shards) await openShardMeters(shards, config.targets, brokers, meters, deps);
    const steps = schedule(config);
    const record = (step: Step, result: { record: TrialRecord; outcome?: TrialOutcome }) => {
      const key = `${step.target.id}\u0000${step.scenario.name}`;
      trialsByKey.set(key, [...(trialsByKey.get(key) ?? []), result]);
    };
    // A barrier that did not hold ends the shard's measuring, not its run: the trial it stopped and
    // every later one are invalid with the reason, and the results say so to the merge.
    const abandon = (from: number, reason: string) => {
      deps.logger.warn(`${reason}: the remaining trials are not run`);
      for (const [later, rest] of steps.slice(from).entries()) {
        record(rest, { record: abandonedTrial(rest.trial, later === 0 ? reason : `not run: ${reason}`) });
      }
    };
    if (shards?.failed) abandon(0, shards.failed.message);
    deps.progress?.phase(
      `measuring: ${steps.length} trial(s) of ${config.scenarios.length} scenario(s) on ${config.targets.length} target(s), interleaved`,
    );
    const estimates = steps.map((s) => s.scenario.scenario.estimateTrialMs(s.scenario.params));
    const measuringStart = now();
    for (const [index, step] of shards?.failed ? [] : steps.entries()) {
      deps.signal?.throwIfAborted();
      const elapsedMs = now() - measuringStart;
      const estimatedDone = estimates.slice(0, index).reduce((a, b) => a + b, 0);
      const estimatedLeft = estimates.slice(index).reduce((a, b) => a + b, 0);
      // Scale the remaining estimate by how fast the run has gone so far.
      const pace = estimatedDone > 0 && elapsedMs > 0 ? elapsedMs / estimatedDone : 1;
      deps.progress?.step({
        targetId: step.target.id,
        scenarioName: step.scenario.name,
        trial: step.trial,
        trials: step.scenario.trials,
        stepIndex: index + 1,
        totalSteps: steps.length,
        elapsedMs: now() - startedAt,
        remainingMs: estimatedLeft * pace,
      });
      shards?.startStep(step);
      const broker = brokers.get(step.target.id)!;
      let result: { record: TrialRecord; outcome?: TrialOutcome };
      try {
        result = await runStep(
          step,
          step.scenario.trials,
          broker,
          meters.get(step.target.id)!.meter,
          deps,
          prefix,
          shards,
        );
      } catch (error) {
        const failed = shards?.failed;
        if (!failed) throw error;
        await shards!.removeOrphans(step, broker, stepPrefix(prefix, step));
        abandon(index, failed.message);
        break;
      }
      const failed = shards?.failed;
      if (failed) {
        // The barrier failed inside the trial, which finished alone: it keeps its counters (a loss
        // in them is what the merge names first) and is invalid with the barrier's reason.
        record(step, { record: barrierFailedTrial(result.record, failed.message) });
        await shards!.removeOrphans(step, broker, stepPrefix(prefix, step));
        abandon(index + 1, failed.message);
        break;
      }
      record(step, result);
    }
    if (shards && !shards.failed) {
      await shards.finish();
      const last = steps.at(-1);
      if (last && shards.failed)
        await shards.removeOrphans(last, brokers.get(last.target.id)!, stepPrefix(prefix, last));
    }
  } finally {
    await shards?.close();
    for (const broker of brokers.values()) {
      try {
        await broker.stop();
      } catch (error) {
        deps.logger.warn(`target '${broker.targetId}': stopping failed: ${(error as Error).message}`);
      }
    }
  }
  const targets: TargetResult[] = config.targets.map((target) => ({
    id: target.id,
    provider: target.provider,
    spec: maskSpec(target),
    broker: brokers.get(target.id)!.info,
    ...(verification.has(target.id) && { verification: verification.get(target.id) }),
    ...(meters.has(target.id) && { work: meters.get(target.id)!.source }),
    scenarios: scenariosOf(config, target.id).map((s) => ({
      ...buildScenarioResult(s, trialsByKey.get(`${target.id}\u0000${s.name}`) ?? [], {
        brokerWork: meters.get(target.id)?.meter.brokerUnavailable === undefined,
        protocol: target.protocol,
      }),
      ...(shards && s.shard && { shard: s.shard.share }),
    })),
  }));
  const git = gitInfo();
  return {
    schema: RESULTS_SCHEMA_ID,
    schemaVersion: RESULTS_SCHEMA_VERSION,
    kind: "results",
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    gate: config.name,
    createdAt: new Date(startedAt).toISOString(),
    host: hostFingerprint(),
    ...(git && { git }),
    trials: config.trials,
    targets,
    ...(config.skippedTargets.length > 0 && { skippedTargets: config.skippedTargets }),
    ...(config.abPairs &&
      config.abPairs.length > 0 && {
        sameJob: { pairs: config.abPairs, ...(config.mergeBase && { mergeBase: config.mergeBase }) },
      }),
    ...(shards && {
      shard: {
        index: shards.settings.shard.index,
        count: shards.settings.shard.count,
        run: shards.settings.run,
        configHash: shards.settings.configHash,
      },
    }),
  };
}

/** How a target's work meter is opened: cancelled with the run, its URLs' setting named in its note. */
function meterOptions(broker: StartedBroker, signal: AbortSignal | undefined) {
  return {
    ...(signal && { signal }),
    ...(broker.metricsUrlsSetting !== undefined && { setting: broker.metricsUrlsSetting }),
  };
}

/** A trial a failed shard barrier cut off: invalid with the barrier's reason before its own. */
function barrierFailedTrial(record: TrialRecord, reason: string): TrialRecord {
  const own = record.valid ? "" : `; ${record.invalidReason ?? "invalid"}`;
  return { ...record, valid: false, invalidReason: `${reason}${own}` };
}
