import { consumeArguments } from "../../amqp/admin.js";
import { FailoverPublisher } from "../../amqp/failover-clients.js";
import { FailoverConsumer } from "../../amqp/failover-consumer.js";
import type { FailoverOptions } from "../../amqp/failover-connection.js";
import {
  analyseRecovery,
  FailoverLedger,
  type RecoveryAnalysis,
  type RecoveryInput,
} from "../../amqp/failover-ledger.js";
import { RateSchedule } from "../../load/rate-schedule.js";
import { encodeHistogram, latencyPercentiles } from "../../load/histogram.js";
import { errorMessage, sleep } from "../../load/timeouts.js";
import { clusterHealth, type ClusterHealth } from "../../brokers/cluster-state.js";
import type { NodeFaultMethod } from "../../brokers/provider.js";
import { BrokerError } from "../../model/errors.js";
import {
  chooseVictim,
  awaitServing,
  declareQueues,
  deleteQueues,
  managementUrlOf,
  nodeNames,
  notRejoinedReason,
  placementText,
  readPlacements,
} from "./cluster.js";
import {
  LOST_MESSAGES_METRIC,
  STABLE_BUCKETS,
  TIMELINE_BUCKET_MS,
  type NodeLossParameters,
} from "./parameters.js";
import { dropDistribution, droppedText } from "./distribution.js";
import { loadPlan } from "./plan.js";
import { dataLossLine, endLoad, lateLines, ledgerCounters, waitOrFail } from "../failover-trial.js";
import { lateWatch } from "../late-watch.js";
import type { MissingMessages } from "../../model/missing-messages.js";
import type { TrialContext, TrialOutcome } from "../scenario.js";

const CONNECT_TIMEOUT_MS = 5_000;
const RETRY_DELAY_MS = 250;
const POLL_MS = 250;

/**
 * One node-loss trial: queues declared through chosen nodes (their leaders there), consumers and
 * publishers spread over the nodes, a steady window, the node lost for `downMs`, brought back, the
 * wait for the rejoin and the recovery, then the load stopped and every confirmed message looked
 * for: those still in a queue are fetched, and what is then missing was lost. The fault is undone,
 * the clients closed and the queues deleted on every path.
 */
export async function runNodeLossTrial(
  context: TrialContext,
  params: NodeLossParameters,
): Promise<TrialOutcome> {
  const { broker, logger } = context;
  const faults = broker.faults;
  if (!faults) {
    throw new BrokerError(`target '${broker.targetId}': this broker cannot lose a node (no node faults)`);
  }
  const nodes = broker.amqpUrls.length;
  const queues = Array.from({ length: params.queues }, (_, k) => `${context.resourcePrefix}-q${k}`);
  const abort = new AbortController();
  const signal = context.signal ? AbortSignal.any([context.signal, abort.signal]) : abort.signal;
  const connection: FailoverOptions = {
    urls: () => broker.amqpUrls,
    connectionName: `${context.resourcePrefix} node-loss`,
    heartbeatSeconds: params.heartbeatSeconds,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    reconnectTimeoutMs: params.reconnectTimeoutMs,
    retryDelayMs: RETRY_DELAY_MS,
    signal,
  };
  let failure: Error | undefined;
  const onFailure = (error: Error) => {
    failure ??= error;
  };
  const publishers: FailoverPublisher[] = [];
  const consumers: FailoverConsumer[] = [];
  let victim: number | undefined;
  try {
    await awaitServing(broker, logger, signal);
    await declareQueues(broker, queues, context, params);
    const names = await nodeNames(broker);
    const placements = await readPlacements(broker, queues);
    victim = chooseVictim(params.lose, placements, names);
    const method = params.method as NodeFaultMethod;
    logger.info(
      `node-loss trial ${context.trial}/${context.trials}: ${placementText(queues, placements, names)}; losing node ${victim} (${names[victim]}) by ${method}`,
    );

    const ledger = new FailoverLedger(process.hrtime.bigint(), TIMELINE_BUCKET_MS);
    const plan = loadPlan(params);
    const consumerSettings = {
      prefetch: params.prefetch,
      consumeArguments: consumeArguments(context.queueType),
      connection,
      ledger,
      onFailure,
    };
    for (const [j, { queue, ackRatePerSecond }] of plan.consumers.entries()) {
      consumers.push(
        new FailoverConsumer({
          ...consumerSettings,
          consumerId: j,
          queue: queues[queue]!,
          node: j % nodes,
          ackRatePerSecond,
        }),
      );
    }
    await Promise.all(consumers.map((consumer) => consumer.start()));
    for (const [i, { queue, ratePerSecond, headStart }] of plan.publishers.entries()) {
      publishers.push(
        new FailoverPublisher({
          publisherId: i,
          queue: queues[queue]!,
          schedule: RateSchedule.constant(ratePerSecond, headStart),
          retryNacked: true,
          confirmWindow: params.confirmWindow,
          messageSizeBytes: params.messageSizeBytes,
          persistent: params.persistent,
          node: (i + 1) % nodes,
          connection,
          ledger,
          onFailure,
        }),
      );
    }
    await Promise.all(publishers.map((publisher) => publisher.start()));
    const now = () => ledger.elapsedMs(process.hrtime.bigint());
    const steadyFromMs = now() + params.warmupMs;
    await waitOrFail(params.warmupMs + params.steadyMs, () => failure, signal);

    const faultAtMs = now();
    // Confirmed and not yet delivered: what the queues held (a consumer's unacked deliveries are delivered).
    const standing = Math.max(0, ledger.confirmed.unique - ledger.consumed.unique);
    await faults.lose(victim, method);
    await waitOrFail(params.downMs, () => failure, signal);
    const dropped =
      method === "partition" && params.distribution === "dropped"
        ? droppedText(victim, await dropDistribution(broker, victim, names))
        : undefined;
    const restoringAtMs = now();
    await faults.restore(victim);
    const restoredAtMs = now();

    const survivor = (victim + 1) % nodes;
    const deadline = restoredAtMs + params.recoveryTimeoutMs;
    let rejoinedAtMs: number | undefined;
    let lastHealth: ClusterHealth = { whole: false, problems: [], partitioned: false };
    let recovery: RecoveryAnalysis;
    for (;;) {
      if (failure) throw failure;
      signal.throwIfAborted();
      if (rejoinedAtMs === undefined) {
        const health = await clusterHealth(managementUrlOf(broker, survivor), nodes).catch(
          (error: unknown): ClusterHealth => ({
            whole: false,
            problems: [errorMessage(error)],
            partitioned: false,
          }),
        );
        if (health.whole) rejoinedAtMs = now();
        else lastHealth = health;
      }
      recovery = analyse(ledger, { steadyFromMs, faultAtMs, restoringAtMs, untilMs: now() }, params);
      const settledAtMs =
        rejoinedAtMs !== undefined && recovery.settledMs !== null
          ? Math.max(rejoinedAtMs, faultAtMs + recovery.settledMs)
          : undefined;
      if (settledAtMs !== undefined && now() >= settledAtMs + params.afterMs) break;
      if (now() > deadline) break;
      await sleep(POLL_MS);
    }
    const stoppedAtMs = now();
    recovery = analyse(ledger, { steadyFromMs, faultAtMs, restoringAtMs, untilMs: stoppedAtMs }, params);

    // From here on the consumers take what the queues hold at once, the standing backlog included.
    const { unconfirmed, swept, lost, missing, endedEarly } = await endLoad({
      publishers,
      consumers,
      queues,
      ledger,
      connection,
      stopTimeoutMs: params.drainTimeoutMs,
      drainTimeoutMs: params.drainTimeoutMs,
      late: lateWatch(params.lateWatchMs, nodes, consumerSettings),
      failed: () => failure,
    });
    const faultWindowEndMs = Math.max(
      restoredAtMs,
      faultAtMs + (recovery.recoveryMs ?? stoppedAtMs - faultAtMs),
    );
    const faultLatency = ledger.confirmLatencyBetween(faultAtMs, faultWindowEndMs);
    const latency = latencyPercentiles(faultLatency);
    const metrics: Record<string, number> = {
      rateBeforePerSecond: recovery.rateBefore,
      dipPct: recovery.dipPct,
      returnDipPct: recovery.returnDipPct,
      ...(recovery.recoveryMs !== null && { recoveryMs: recovery.recoveryMs }),
      ...(rejoinedAtMs !== undefined && { rejoinMs: rejoinedAtMs - restoringAtMs }),
      ...(faultLatency.totalCount > 0 && {
        faultConfirmLatencyP99Ms: latency.p99 / 1000,
        faultConfirmLatencyMaxMs: faultLatency.maxValue / 1000,
      }),
      [LOST_MESSAGES_METRIC]: lost,
      lateMessages: missing ? missing.late.count + missing.duplicate.count : 0,
      duplicatedMessages: ledger.consumed.duplicates,
      outOfOrderMessages: ledger.outOfOrder,
      republishedMessages: ledger.republished,
    };

    // A client that gave up while the messages were looked for leaves them unaccounted: no data loss.
    const invalid: string[] = endedEarly ? [endedEarly] : [];
    const offered = params.ratePerSecond * (1 - params.rateTolerancePct / 100);
    if (recovery.rateBefore < offered) {
      invalid.push(
        `before the fault the cluster carried ${Math.round(recovery.rateBefore)} msg/s of the ${params.ratePerSecond} offered: lower ratePerSecond`,
      );
    }
    if (rejoinedAtMs === undefined) {
      invalid.push(notRejoinedReason(victim, method, params.recoveryTimeoutMs, lastHealth));
    }
    if (recovery.settledMs === null) {
      invalid.push(
        `the consume rate was not back within ${params.rateTolerancePct}% of ${Math.round(Math.min(recovery.rateBefore, params.ratePerSecond))} msg/s ${params.recoveryTimeoutMs} ms after the node was brought back`,
      );
    }
    // An invalid trial keeps no metrics: its counters carry the loss to the verdict, its reason says it first.
    if (invalid.length > 0 && lost > 0) invalid.unshift(dataLossLine(ledger, lost, missing));
    const warnings = outcomeWarnings({ ledger, lost, unconfirmed, swept, missing, params, context });
    return {
      metrics,
      histograms: { faultConfirmLatency: encodeHistogram(faultLatency) },
      counters: ledgerCounters(ledger, lost),
      valid: invalid.length === 0,
      ...(invalid.length > 0 && { invalidReason: invalid.join("; ") }),
      warnings: [
        placementText(queues, placements, names) +
          `; lost node ${victim} (${names[victim]}) by ${method} with ${standing} confirmed messages in the queues` +
          (dropped ? `; ${dropped}` : ""),
        ...warnings,
      ],
      measuredMs: stoppedAtMs - steadyFromMs,
      ...(missing && { missing }),
    };
  } finally {
    abort.abort();
    await Promise.all([...publishers, ...consumers].map((client) => client.close()));
    if (victim !== undefined) await faults.restoreAll();
    await deleteQueues(broker, queues, logger).catch((error: unknown) =>
      logger.warn(`node-loss: could not delete the trial's queues: ${errorMessage(error)}`),
    );
  }
}

function analyse(
  ledger: FailoverLedger,
  times: Pick<RecoveryInput, "steadyFromMs" | "faultAtMs" | "restoringAtMs" | "untilMs">,
  params: NodeLossParameters,
): RecoveryAnalysis {
  return analyseRecovery({
    consumedPerBucket: ledger.consumedPerBucket,
    bucketMs: TIMELINE_BUCKET_MS,
    ...times,
    tolerancePct: params.rateTolerancePct,
    stableBuckets: STABLE_BUCKETS,
    offeredPerSecond: params.ratePerSecond,
  });
}

function outcomeWarnings(input: {
  ledger: FailoverLedger;
  lost: number;
  unconfirmed: number;
  swept: number;
  missing: MissingMessages | undefined;
  params: NodeLossParameters;
  context: TrialContext;
}): string[] {
  const { ledger, lost, unconfirmed, swept, missing, params, context } = input;
  const warnings: string[] = [];
  if (lost > 0) {
    const mirrored = context.queueType === "classic-mirrored";
    warnings.push(
      dataLossLine(ledger, lost, missing) +
        (mirrored
          ? params.acceptLoss
            ? "; classic mirrored queues promise less than quorum queues, and acceptLoss accepts it"
            : "; classic mirrored queues promise less than quorum queues: set acceptLoss to record this without failing"
          : ""),
    );
  }
  warnings.push(...lateLines(missing));
  if (unconfirmed > 0) {
    warnings.push(
      `${unconfirmed} messages were still unconfirmed when the drain ended: neither counted as lost nor as delivered`,
    );
  }
  if (swept > 0)
    warnings.push(
      `${swept} messages were still in the queues after the consumers closed; fetched and counted`,
    );
  if (ledger.consumed.duplicates > 0) {
    warnings.push(
      `${ledger.consumed.duplicates} duplicate deliveries (at-least-once: redelivered or published again after the failover)`,
    );
  }
  if (ledger.nacked > 0 || ledger.returned > 0) {
    warnings.push(
      `the broker refused ${ledger.nacked} and returned ${ledger.returned} messages during the fault; all were sent again`,
    );
  }
  warnings.push(`${ledger.reconnections} client reconnections`);
  return warnings;
}
