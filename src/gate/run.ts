import type { Results, ScenarioResult, TargetResult, TrialRecord } from "../model/results.js";
import { RESULTS_SCHEMA_ID, RESULTS_SCHEMA_VERSION } from "../model/results.js";
import type { BrokerProvider, StartedBroker } from "../brokers/provider.js";
import type { TrialOutcome } from "../scenarios/scenario.js";
import type { VerificationRecord } from "../model/verification.js";
import { seededRandom, type Random } from "../stats/bootstrap.js";
import { summarize } from "../stats/summary.js";
import type { Protocol, TargetConfig } from "../model/config.js";
import { BrokerError } from "../model/errors.js";
import { gitInfo, hostFingerprint } from "./host.js";
import type { Logger } from "../model/logger.js";
import { maskUrlCredentials } from "../model/logger.js";
import type { ProgressSink } from "../model/progress.js";
import type { GateConfig, ResolvedScenario } from "./resolve.js";
import { TOOL_NAME, TOOL_VERSION } from "../model/version.js";
import { openWorkMeter, type WorkMeter, type WorkSource } from "../work/meter.js";
import { brokerOnThisHost, foreignCpuPct } from "../work/host-cpu.js";
import { isBrokerWorkMetric } from "../model/metrics.js";
import { probeQueueArguments } from "./queue-arguments-probe.js";
import { checkTargetProtocol } from "./protocol-check.js";
import { abandonedTrial, ShardSession } from "./shard-session.js";

export interface RunDependencies {
  providers: ReadonlyMap<string, BrokerProvider>;
  logger: Logger;
  progress?: ProgressSink;
  /** Checks a started broker against its spec; returns what the broker said (issue: matrix). */
  verify?: (broker: StartedBroker, target: TargetConfig) => Promise<VerificationRecord>;
  now?: () => number;
  signal?: AbortSignal;
}

/** One unit of work; the schedule interleaves targets so machine drift hits every target alike. */
export interface Step {
  trial: number;
  scenario: ResolvedScenario;
  target: TargetConfig;
}

/**
 * Randomised complete blocks: trial 1 of every scenario on every target, then trial 2, and so on,
 * with the targets in a fresh random order for every trial of every scenario. Drift of a shared
 * machine then hits every target alike, and no target is always first after a scenario switch.
 * A scenario with fewer trials than another sits out the later rounds. The order comes from a
 * seeded PRNG, so a config always runs in the same order.
 */
export function schedule(
  config: Pick<GateConfig, "targets" | "scenarios" | "abPairs" | "referenceScenarios">,
  random: Random = seededRandom(SCHEDULE_SEED),
): Step[] {
  const steps: Step[] = [];
  const rounds = Math.max(0, ...config.scenarios.map((s) => s.trials));
  for (let trial = 1; trial <= rounds; trial++) {
    for (const [index, scenario] of config.scenarios.entries()) {
      if (trial > scenario.trials) continue;
      for (const target of shuffled(config.targets, random)) {
        steps.push({ trial, scenario: scenariosOf(config, target.id)[index]!, target });
      }
    }
  }
  return steps;
}

/** The scenarios a target runs: a merge base's reference runs the merge base's parameters. */
export function scenariosOf(
  config: Pick<GateConfig, "scenarios" | "abPairs" | "referenceScenarios">,
  targetId: string,
): readonly ResolvedScenario[] {
  const isReference = config.abPairs?.some((pair) => pair.reference === targetId) ?? false;
  return isReference && config.referenceScenarios ? config.referenceScenarios : config.scenarios;
}

const SCHEDULE_SEED = 0x5eed;

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
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

/** Assembles a scenario's result from its trial records: samples come from valid trials only. */
export function buildScenarioResult(
  resolved: ResolvedScenario,
  trials: { record: TrialRecord; outcome?: TrialOutcome }[],
  options: { brokerWork: boolean; protocol?: Protocol } = { brokerWork: true },
): ScenarioResult {
  // Without the broker's counters its work metrics are not measured at all, rather than missing.
  const definitions = resolved.scenario
    .metrics(resolved.params, options.protocol)
    .filter((d) => options.brokerWork || !isBrokerWorkMetric(d));
  const validTrials = trials.filter((t) => t.record.valid && t.outcome);
  const metrics = definitions.map((definition) => {
    const samples = validTrials
      .map((t) => t.outcome!.metrics[definition.id])
      .filter((v): v is number => typeof v === "number" && Number.isFinite(v));
    return { ...definition, samples, summary: summarize(samples) };
  });
  const invalidReasons = trials
    .filter((t) => !t.record.valid)
    .map((t) => `trial ${t.record.trial}: ${t.record.invalidReason ?? "invalid"}`);
  const warnings = [
    ...new Set(trials.flatMap((t) => t.record.warnings.map((w) => `trial ${t.record.trial}: ${w}`))),
  ];
  return {
    name: resolved.name,
    scenario: resolved.scenario.id,
    parameters: resolved.params,
    metrics,
    trials: trials.map((t) => t.record),
    valid: invalidReasons.length === 0,
    invalidReasons,
    warnings,
  };
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
      ...(outcome.invalidReason !== undefined && { invalidReason: outcome.invalidReason }),
      warnings: outcome.warnings,
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
        const work = await openWorkMeter(broker.metricsUrls, deps.signal && { signal: deps.signal });
        if (work.source.note) deps.logger.warn(`target '${target.id}': ${work.source.note}`);
        meters.set(target.id, work);
      }),
    );
    const unprepared = prepared.find((outcome) => outcome.status === "rejected");
    if (unprepared) throw unprepared.reason;
    for (const target of shards ? config.targets : []) {
      const broker = brokers.get(target.id)!;
      const work = await shards!.openMeter(target, () =>
        openWorkMeter(broker.metricsUrls, deps.signal && { signal: deps.signal }),
      );
      if (work.source.note) deps.logger.warn(`target '${target.id}': ${work.source.note}`);
      meters.set(target.id, work);
    }
    const steps = schedule(config);
    deps.progress?.phase(
      `measuring: ${steps.length} trial(s) of ${config.scenarios.length} scenario(s) on ${config.targets.length} target(s), interleaved`,
    );
    const estimates = steps.map((s) => s.scenario.scenario.estimateTrialMs(s.scenario.params));
    const measuringStart = now();
    for (const [index, step] of steps.entries()) {
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
        // A barrier that did not hold ends the shard's measuring, not its run: the trial and every
        // later one are invalid with the reason, and the results say so to the merge.
        const failed = shards?.failed;
        if (!failed) throw error;
        deps.logger.warn(`${failed.message}: the remaining trials are not run`);
        await shards!.removeOrphans(step, broker, stepPrefix(prefix, step));
        for (const [later, rest] of steps.slice(index).entries()) {
          const reason = later === 0 ? failed.message : `not run: ${failed.message}`;
          const key = `${rest.target.id}\u0000${rest.scenario.name}`;
          trialsByKey.set(key, [
            ...(trialsByKey.get(key) ?? []),
            { record: abandonedTrial(rest.trial, reason) },
          ]);
        }
        break;
      }
      const key = `${step.target.id}\u0000${step.scenario.name}`;
      trialsByKey.set(key, [...(trialsByKey.get(key) ?? []), result]);
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
