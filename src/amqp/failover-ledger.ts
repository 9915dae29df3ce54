import type { Histogram } from "hdr-histogram-js";
import { createLatencyHistogram, elapsedMicros } from "../load/histogram.js";
import { MissingWatch } from "./missing-messages.js";
import { SequenceTracker } from "../load/sequence-tracker.js";

/**
 * The accounting of a run through a fault: every message is a (publisher id, sequence) pair, and
 * the ledger remembers which pairs the broker confirmed and which a consumer received, so that a
 * confirmed message that never arrived is found by its number, not guessed from counts. Publishers
 * send again what was unconfirmed when their connection dropped (at-least-once), so a pair may be
 * delivered twice: a duplicate, counted, not a fault.
 */
export class FailoverLedger {
  readonly confirmed = new SequenceTracker();
  readonly consumed = new SequenceTracker();
  /** First sends. */
  published = 0;
  /** Sends again of a message unconfirmed when its channel closed (the connection was lost). */
  republished = 0;
  /** Messages the broker refused (basic.nack): sent again, or not where a refusal is final. */
  nacked = 0;
  /** Messages the broker could not route (basic.return); sent again after a pause. */
  returned = 0;
  /** Every delivery, duplicates included. */
  deliveries = 0;
  /** New messages a consumer received after a later one of the same publisher. */
  outOfOrder = 0;
  /** Connections re-established after a loss, publishers and consumers together. */
  reconnections = 0;
  /** New (not duplicate) deliveries per bucket of `bucketMs` since the start. */
  readonly consumedPerBucket: number[] = [];
  /** Confirms per bucket of `bucketMs` since the start, by the time the confirm arrived. */
  readonly confirmedPerBucket: number[] = [];
  /** Per confirm, in arrival order: when the message was due (ms since the start) and its latency. */
  private readonly confirmDueMs: number[] = [];
  private readonly confirmLatencyUs: number[] = [];
  /** Highest sequence each consumer received of each publisher: [consumer][publisher]. */
  private readonly lastSequence: number[][] = [];
  /** Each time the broker blocked a publisher's connection (connection.blocked), in ms since the start. */
  readonly blocks: BlockedInterval[] = [];
  /** Set when the drain window ended with confirmed messages missing: their arrivals from then on. */
  watch: MissingWatch | undefined;

  constructor(
    readonly startedAtNs: bigint,
    readonly bucketMs: number,
  ) {}

  /** Milliseconds since the start at `nowNs`. */
  elapsedMs(nowNs: bigint): number {
    return Number(nowNs - this.startedAtNs) / 1e6;
  }

  confirm(publisherId: number, sequence: number, scheduledNs: bigint, nowNs: bigint): void {
    if (!this.confirmed.record(publisherId, sequence)) return;
    count(this.confirmedPerBucket, this.bucketOf(nowNs));
    this.confirmDueMs.push(this.elapsedMs(scheduledNs));
    this.confirmLatencyUs.push(elapsedMicros(scheduledNs, nowNs));
  }

  /** Records one delivery to consumer `consumer`; false when it was a duplicate. */
  deliver(consumer: number, publisherId: number, sequence: number, nowNs: bigint): boolean {
    this.deliveries++;
    this.watch?.arrived(publisherId, sequence, this.elapsedMs(nowNs));
    if (!this.consumed.record(publisherId, sequence)) return false;
    count(this.consumedPerBucket, this.bucketOf(nowNs));
    const last = (this.lastSequence[consumer] ??= []);
    if (sequence < (last[publisherId] ?? -1)) this.outOfOrder++;
    else last[publisherId] = sequence;
    return true;
  }

  /** The broker blocked publisher `publisherId`'s connection, giving `reason` ("low on memory"). */
  block(publisherId: number, reason: string, nowNs: bigint): void {
    if (this.blocks.some((block) => block.publisherId === publisherId && block.toMs === undefined)) return;
    this.blocks.push({ publisherId, reason, fromMs: this.elapsedMs(nowNs) });
  }

  /** The connection was unblocked, or closed while blocked. */
  unblock(publisherId: number, nowNs: bigint): void {
    for (const block of this.blocks) {
      if (block.publisherId === publisherId && block.toMs === undefined) block.toMs = this.elapsedMs(nowNs);
    }
  }

  /** Confirmed messages no consumer received. */
  unconsumedConfirmed(): number {
    return this.confirmed.countMissingFrom(this.consumed);
  }

  /** Starts watching for the confirmed messages no consumer has received yet (at `nowNs`). */
  watchMissing(nowNs: bigint): MissingWatch {
    this.watch = new MissingWatch(this.confirmed.listMissingFrom(this.consumed), this.elapsedMs(nowNs));
    return this.watch;
  }

  /** Confirm latencies of the messages scheduled in [fromMs, toMs) since the start. */
  confirmLatencyBetween(fromMs: number, toMs: number): Histogram {
    const histogram = createLatencyHistogram();
    this.confirmDueMs.forEach((dueMs, index) => {
      if (dueMs >= fromMs && dueMs < toMs) histogram.recordValue(this.confirmLatencyUs[index]!);
    });
    return histogram;
  }

  private bucketOf(nowNs: bigint): number {
    return Math.max(0, Math.floor(this.elapsedMs(nowNs) / this.bucketMs));
  }
}

export interface BlockedInterval {
  publisherId: number;
  /** The broker's reason, e.g. "low on memory" or "low on disk space". */
  reason: string;
  fromMs: number;
  /** Absent while still blocked. */
  toMs?: number;
}

function count(buckets: number[], index: number): void {
  while (buckets.length <= index) buckets.push(0);
  buckets[index]!++;
}

/** What the consume rate did around a fault. */
export interface RecoveryAnalysis {
  /** Messages per second consumed in the steady window before the fault. */
  rateBefore: number;
  /**
   * The lowest rate of a whole bucket from the fault until the node was being brought back (or,
   * when the rate had not recovered by then, until it had), as a share below rateBefore, or below
   * the offered rate where that is lower (0-100 %).
   */
  dipPct: number;
  /** The lowest rate of a bucket after that: the disturbance of the node's return (0-100 %). */
  returnDipPct: number;
  /**
   * From the fault to the start of the first `stableBuckets` buckets in a row at or above
   * (100 - tolerancePct) % of rateBefore after the first bucket below it; 0 when the rate did not
   * fall below before the node was being brought back (a dip that begins only then belongs to its
   * return); null when it has not come back yet.
   */
  recoveryMs: number | null;
  /**
   * Like recoveryMs, but until the rate *stays* back: a later dip below the tolerance, the node's
   * return included, starts the wait again. Null while the rate is not back.
   */
  settledMs: number | null;
}

export interface RecoveryInput {
  /** New deliveries per bucket since the start. */
  consumedPerBucket: readonly number[];
  bucketMs: number;
  /** The steady window before the fault, ms since the start (bucket-aligned by the caller or not). */
  steadyFromMs: number;
  faultAtMs: number;
  /** When the node began to be brought back (ms since the start); Infinity while it is still lost. */
  restoringAtMs: number;
  /** Buckets up to here (exclusive) are complete and may be judged. */
  untilMs: number;
  tolerancePct: number;
  stableBuckets: number;
  /**
   * The rate the publishers offer, where paced. Consumers that were still taking a backlog in the
   * steady window consumed faster than it; after the fault they can only come back to what is
   * offered, so the rate is back within the tolerance of the lower of the two.
   */
  offeredPerSecond?: number;
}

/** Pure: the dips and the recovery times from the consume timeline. */
export function analyseRecovery(input: RecoveryInput): RecoveryAnalysis {
  const { bucketMs, stableBuckets } = input;
  const perSecond = (n: number) => (n * 1000) / bucketMs;
  const first = Math.ceil(input.steadyFromMs / bucketMs);
  const faultBucket = Math.floor(input.faultAtMs / bucketMs);
  const steady = input.consumedPerBucket.slice(first, faultBucket);
  const rateBefore = steady.length > 0 ? perSecond(steady.reduce((sum, n) => sum + n, 0) / steady.length) : 0;
  const reference = Math.min(rateBefore, input.offeredPerSecond ?? Infinity);
  const threshold = reference * (1 - input.tolerancePct / 100);
  const complete = Math.floor(input.untilMs / bucketMs);
  const rates: { startMs: number; rate: number }[] = [];
  for (let bucket = faultBucket + 1; bucket < complete; bucket++) {
    rates.push({ startMs: bucket * bucketMs, rate: perSecond(input.consumedPerBucket[bucket] ?? 0) });
  }
  const since = (startMs: number) => Math.max(0, startMs - input.faultAtMs);

  // The first recovery: after a dip that began while the node was lost.
  let recoveryMs: number | null = null;
  let dipped = false;
  let run = 0;
  for (const [index, { startMs, rate }] of rates.entries()) {
    if (rate < threshold && (dipped || startMs < input.restoringAtMs)) {
      dipped = true;
      run = 0;
    } else if (!dipped && startMs >= input.restoringAtMs) {
      recoveryMs = 0;
      break;
    } else if (dipped && ++run >= stableBuckets) {
      recoveryMs = since(rates[index - stableBuckets + 1]!.startMs);
      break;
    }
  }
  if (!dipped) recoveryMs = 0;

  // Until the rate stays back: every dip counts.
  let settledMs: number | null = null;
  let everDipped = false;
  run = 0;
  for (const [index, { rate }] of rates.entries()) {
    if (rate < threshold) {
      everDipped = true;
      run = 0;
      settledMs = null;
    } else if (everDipped && settledMs === null && ++run >= stableBuckets) {
      settledMs = since(rates[index - stableBuckets + 1]!.startMs);
    }
  }
  if (!everDipped) settledMs = 0;

  const returnFromMs = Math.max(input.restoringAtMs, input.faultAtMs + (recoveryMs ?? Infinity));
  const drop = (lowest: number) =>
    reference > 0 && Number.isFinite(lowest) ? Math.max(0, (1 - lowest / reference) * 100) : 0;
  const lowestWhere = (inPhase: (startMs: number) => boolean) =>
    Math.min(...rates.filter(({ startMs }) => inPhase(startMs)).map(({ rate }) => rate));
  return {
    rateBefore,
    dipPct: drop(lowestWhere((startMs) => startMs < returnFromMs)),
    returnDipPct: drop(lowestWhere((startMs) => startMs >= returnFromMs)),
    recoveryMs,
    settledMs,
  };
}
