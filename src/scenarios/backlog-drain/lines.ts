import type { BlockedInterval, FailoverLedger } from "../../amqp/failover-ledger.js";
import type { NodeMemory } from "../../brokers/memory-breakdown.js";
import { dataLossLine, lateLines } from "../failover-trial.js";
import type { MissingMessages } from "../../model/missing-messages.js";
import { buildMsOf, consumeRateOf, offeredBacklog, type BacklogDrainParameters } from "./parameters.js";
import type { AlarmSighting } from "./timeline.js";

/** The lines a backlog-drain trial reports beside its metrics: what was built, seen and counted. */

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function summaryLine(
  params: BacklogDrainParameters,
  peakBacklog: number,
  drainMs: number | null,
  drainRate: number | null,
): string {
  const build =
    params.shape === "peak"
      ? `a peak of ${params.peakRatePerSecond} msg/s for ${seconds(buildMsOf(params))} against consumers taking ${consumeRateOf(params)} msg/s`
      : `consumers slowed to ${params.slowdownSleepMs} ms per message for ${seconds(buildMsOf(params))}`;
  const drained =
    drainMs === null
      ? "did not drain"
      : `drained in ${seconds(drainMs)}${drainRate !== null ? ` at ${Math.round(drainRate)} msg/s` : ""}`;
  return `${build}, at a normal rate of ${params.ratePerSecond} msg/s: a backlog of ${peakBacklog} messages (the shape offers ${offeredBacklog(params)}), ${drained}`;
}

export function memoryLines(before?: NodeMemory[], atPeak?: NodeMemory[]): string[] {
  if (!atPeak) return [];
  const nodes = atPeak.map((node) => {
    const earlier = before?.find((b) => b.node === node.node);
    const change = earlier
      ? ` (${node.total >= earlier.total ? "+" : "-"}${megabytes(Math.abs(node.total - earlier.total))})`
      : "";
    return `${node.node} ${megabytes(node.total)}${change}`;
  });
  return [`memory per node at the peak: ${nodes.join(", ")}`];
}

export function alarmLines(alarms: readonly AlarmSighting[]): string[] {
  return alarms.map(
    ({ node, resource, firstMs, lastMs }) =>
      `ALARM: ${resource} alarm on ${node}, seen from ${seconds(firstMs)} to ${seconds(lastMs)} after the start`,
  );
}

export function blockedLines(
  blocks: number,
  blockedPublishers: number,
  publishers: number,
  blockedMs: number,
  intervals: readonly { reason: string }[],
): string[] {
  if (blocks === 0) return [];
  const reasons = [...new Set(intervals.map((block) => block.reason).filter((reason) => reason !== ""))];
  return [
    `the broker blocked ${blockedPublishers} of ${publishers} publishers (${blocks} times${reasons.length > 0 ? `, "${reasons.join('", "')}"` : ""}): publishing stood still for ${seconds(blockedMs)}`,
  ];
}

export function accountingLines(input: {
  ledger: FailoverLedger;
  lost: number;
  unconfirmed: number;
  swept: number;
  missing?: MissingMessages;
}): string[] {
  const { ledger, lost, unconfirmed, swept, missing } = input;
  const lines: string[] = [];
  if (lost > 0) lines.push(dataLossLine(ledger, lost, missing));
  lines.push(...lateLines(missing));
  if (ledger.nacked > 0)
    lines.push(`the broker refused ${ledger.nacked} messages (nacked): counted, not sent again`);
  if (unconfirmed > 0) {
    lines.push(
      `${unconfirmed} messages were still unconfirmed when the load stopped: neither counted as lost nor as delivered`,
    );
  }
  if (swept > 0)
    lines.push(`${swept} messages were still in the queues after the consumers closed; fetched and counted`);
  if (ledger.consumed.duplicates > 0) lines.push(`${ledger.consumed.duplicates} duplicate deliveries`);
  if (ledger.reconnections > 0) lines.push(`${ledger.reconnections} client reconnections`);
  return lines;
}

/** Why a trial whose backlog did not drain is invalid, and where to look when the broker blocked it. */
export function notDrainedReason(
  params: BacklogDrainParameters,
  lastWaiting: number,
  stillBlocked: readonly BlockedInterval[],
  alarms: readonly AlarmSighting[],
): string {
  const reason = `the backlog had not drained ${params.drainTimeoutMs} ms after the ${params.shape} ended: ${lastWaiting} messages still waited (more than drainedAtMessages, ${params.drainedAtMessages})`;
  if (stillBlocked.length === 0) return `${reason}; raise drainTimeoutMs or lower the load`;
  const publishers = new Set(stillBlocked.map((block) => block.publisherId)).size;
  const since = seconds(Math.min(...stillBlocked.map((block) => block.fromMs)));
  const reasons = [...new Set(stillBlocked.map((block) => block.reason))].join(", ") || "no reason given";
  const alarmText =
    alarms.length > 0
      ? `, with ${alarms.map((alarm) => `a ${alarm.resource} alarm on ${alarm.node}`).join(" and ")}`
      : "";
  return `${reason}; the broker had blocked ${publishers} publishers since ${since} (${reasons})${alarmText}: see the broker's resource limits (vm_memory_high_watermark, disk_free_limit)`;
}
