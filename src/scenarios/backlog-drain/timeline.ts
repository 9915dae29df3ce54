import type { BlockedInterval } from "../../amqp/failover-ledger.js";

/**
 * Pure: what a backlog-drain trial's samples say. A sample is the message accounting at one moment;
 * from the series come the peak backlog, when it drained and how fast, and how long the broker
 * blocked the publishers.
 */

export interface BacklogSample {
  /** ms since the trial's start. */
  atMs: number;
  /** Messages the publishers' schedules had due by then. */
  due: number;
  /** Messages the broker had confirmed (each once). */
  confirmed: number;
  /** Messages the broker had refused for good (nacked, not sent again). */
  refused: number;
  /** Messages delivered to a consumer (each once), acknowledged or not. */
  delivered: number;
  /** Deliveries the consumers held unacknowledged. */
  unacknowledged: number;
}

/** Confirmed messages the broker still held for a consumer: ready, or delivered and not acknowledged. */
export function brokerBacklog(sample: BacklogSample): number {
  return Math.max(0, sample.confirmed - sample.delivered + sample.unacknowledged);
}

/**
 * Messages the application had to send and the consumers had not finished: the broker's backlog,
 * plus what the publishers had due and not yet confirmed (held back by a blocked connection or a
 * full confirm window), less what the broker refused for good.
 */
export function waiting(sample: BacklogSample): number {
  return Math.max(0, sample.due - sample.refused - sample.delivered + sample.unacknowledged);
}

export interface DrainAnalysis {
  peakBacklog: number;
  /** When the backlog was first drained after the build ended, ms since the start; null: never. */
  drainedAtMs: number | null;
  /** From the end of the build to drainedAtMs. */
  drainMs: number | null;
  /** Messages finished per second between the end of the build and drainedAtMs. */
  drainRatePerSecond: number | null;
  /** Messages confirmed per second during the build. */
  buildConfirmRatePerSecond: number | null;
  /** Messages the consumers finished (delivered and acknowledged) per second during the build. */
  buildFinishRatePerSecond: number | null;
  /** What still waited at the last sample. */
  lastWaiting: number;
}

/** Samples in time order; the build is [buildFromMs, buildToMs). */
export function analyseDrain(input: {
  samples: readonly BacklogSample[];
  buildFromMs: number;
  buildToMs: number;
  drainedAtMessages: number;
}): DrainAnalysis {
  const { samples, buildFromMs, buildToMs, drainedAtMessages } = input;
  const peakBacklog = Math.max(0, ...samples.map(brokerBacklog));
  const at = (ms: number) => samples.find((sample) => sample.atMs >= ms);
  const buildStart = at(buildFromMs);
  const buildEnd = at(buildToMs);
  const drained = samples.find((sample) => sample.atMs >= buildToMs && waiting(sample) <= drainedAtMessages);
  const finished = (sample: BacklogSample) => sample.delivered - sample.unacknowledged;
  const perSecond = (count: number, ms: number) => (ms > 0 ? (count * 1000) / ms : null);
  return {
    peakBacklog,
    drainedAtMs: drained ? drained.atMs : null,
    drainMs: drained ? Math.max(0, drained.atMs - buildToMs) : null,
    drainRatePerSecond:
      drained && buildEnd && drained.atMs > buildEnd.atMs
        ? perSecond(finished(drained) - finished(buildEnd), drained.atMs - buildEnd.atMs)
        : null,
    buildConfirmRatePerSecond:
      buildStart && buildEnd
        ? perSecond(buildEnd.confirmed - buildStart.confirmed, buildEnd.atMs - buildStart.atMs)
        : null,
    buildFinishRatePerSecond:
      buildStart && buildEnd
        ? perSecond(finished(buildEnd) - finished(buildStart), buildEnd.atMs - buildStart.atMs)
        : null,
    lastWaiting: samples.length > 0 ? waiting(samples[samples.length - 1]!) : 0,
  };
}

/** How long at least one publisher was blocked, up to `untilMs` (an open block ends there). */
export function blockedUnionMs(blocks: readonly BlockedInterval[], untilMs: number): number {
  const intervals = blocks
    .map(({ fromMs, toMs }) => [fromMs, Math.min(toMs ?? untilMs, untilMs)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let currentFrom = Number.NEGATIVE_INFINITY;
  let currentTo = Number.NEGATIVE_INFINITY;
  for (const [from, to] of intervals) {
    if (from > currentTo) {
      if (currentTo > currentFrom) total += currentTo - currentFrom;
      currentFrom = from;
      currentTo = to;
    } else {
      currentTo = Math.max(currentTo, to);
    }
  }
  if (currentTo > currentFrom) total += currentTo - currentFrom;
  return total;
}

/** An alarm seen while the trial ran: on which node, for what, first and last seen (ms since the start). */
export interface AlarmSighting {
  node: string;
  resource: string;
  firstMs: number;
  lastMs: number;
}

/** Adds the alarms of one reading at `atMs` to the sightings. */
export function recordAlarms(
  sightings: AlarmSighting[],
  alarms: readonly { node: string; resource: string }[],
  atMs: number,
): void {
  for (const { node, resource } of alarms) {
    const known = sightings.find((s) => s.node === node && s.resource === resource);
    if (known) known.lastMs = atMs;
    else sightings.push({ node, resource, firstMs: atMs, lastMs: atMs });
  }
}
