import type { MissingMessages, MissingRange } from "../model/missing-messages.js";

/**
 * What became of the confirmed messages a trial's drain did not deliver. When the drain window
 * ends with confirmed messages missing, the ledger starts a watch over exactly those (publisher,
 * sequence) pairs; the trial keeps consuming, and each arrival is recorded with its time. At the
 * end every missing message is one of:
 *
 * - late: it arrived once after the window (how late is kept): delivered, not lost;
 * - duplicate: it arrived after the window more than once (redelivered or sent again): delivered;
 * - never: it had not arrived when the watch ended: the broker lost it.
 *
 * The classification and the ranges are pure (classifyMissing, sequenceRanges), so a recorded
 * ledger can be judged again in a test.
 */

/** One watched message: when it first arrived after the window (ms since the ledger's start), how often. */
export interface Arrival {
  publisherId: number;
  sequence: number;
  firstAtMs?: number;
  count: number;
}

/** The ranges of each class kept in a results file; beyond, the count says how many more there were. */
export const MAX_RANGES_PER_CLASS = 1_000;

export class MissingWatch {
  private readonly byPair = new Map<number, Arrival>();
  private unseen: number;

  constructor(
    pairs: readonly { publisherId: number; sequence: number }[],
    /** When the drain window ended, ms since the ledger's start. */
    readonly windowEndMs: number,
  ) {
    for (const { publisherId, sequence } of pairs) {
      this.byPair.set(pairKey(publisherId, sequence), { publisherId, sequence, count: 0 });
    }
    this.unseen = this.byPair.size;
  }

  /** A delivery of (publisherId, sequence) at `atMs`; ignored unless the pair is watched. */
  arrived(publisherId: number, sequence: number, atMs: number): void {
    const arrival = this.byPair.get(pairKey(publisherId, sequence));
    if (!arrival) return;
    if (arrival.count++ === 0) {
      arrival.firstAtMs = atMs;
      this.unseen--;
    }
  }

  /** Watched messages that have not arrived yet. */
  get remaining(): number {
    return this.unseen;
  }

  get size(): number {
    return this.byPair.size;
  }

  arrivals(): Arrival[] {
    return [...this.byPair.values()];
  }
}

/** Pure: every watched message classified, with the ranges of each class and how late they came. */
export function classifyMissing(
  arrivals: readonly Arrival[],
  windowMs: number,
  windowEndMs: number,
  watchedMs: number,
): MissingMessages {
  const late: Arrival[] = [];
  const duplicate: Arrival[] = [];
  const never: Arrival[] = [];
  for (const arrival of arrivals) {
    if (arrival.count === 0) never.push(arrival);
    else (arrival.count === 1 ? late : duplicate).push(arrival);
  }
  const lateness = (a: Arrival) => Math.max(0, (a.firstAtMs ?? windowEndMs) - windowEndMs);
  const delivered = [...late, ...duplicate];
  // A loop, not Math.max(...): a backlog may leave hundreds of thousands of late messages.
  const maxLateMs = delivered.reduce((max, arrival) => Math.max(max, lateness(arrival)), 0);
  return {
    windowMs: round(windowMs),
    watchedMs: round(watchedMs),
    // The window the trial would have needed: long enough for every message that came at all.
    adaptedWindowMs: round(windowMs + maxLateMs),
    maxLateMs: round(maxLateMs),
    late: classOf(late, lateness),
    duplicate: classOf(duplicate, lateness),
    never: classOf(never, () => undefined),
  };
}

function classOf(
  arrivals: Arrival[],
  lateness: (a: Arrival) => number | undefined,
): MissingMessages["never"] {
  const ranges = sequenceRanges(arrivals, lateness);
  return {
    count: arrivals.length,
    ranges: ranges.slice(0, MAX_RANGES_PER_CLASS),
    ...(ranges.length > MAX_RANGES_PER_CLASS && { moreRanges: ranges.length - MAX_RANGES_PER_CLASS }),
  };
}

/**
 * Pure: the messages as runs of sequence numbers of one publisher with a constant step (1: every
 * message; 3: every third, as when one of three consumers' deliveries went astray), each with the
 * range of its lateness. Greedy: a run takes the next number while the step holds.
 */
export function sequenceRanges(
  arrivals: readonly Arrival[],
  lateness: (a: Arrival) => number | undefined = () => undefined,
): MissingRange[] {
  const sorted = [...arrivals].sort((a, b) => a.publisherId - b.publisherId || a.sequence - b.sequence);
  const ranges: MissingRange[] = [];
  let current: { range: MissingRange; late?: { min: number; max: number } } | undefined;
  const close = () => {
    if (!current) return;
    const { range, late } = current;
    if (late) range.lateMs = { min: round(late.min), max: round(late.max) };
    ranges.push(range);
    current = undefined;
  };
  for (const arrival of sorted) {
    const late = lateness(arrival);
    const range = current?.range;
    const extends_ =
      range !== undefined &&
      range.publisher === arrival.publisherId &&
      (range.count === 1 ? arrival.sequence > range.to : arrival.sequence - range.to === range.step);
    if (!extends_) {
      close();
      current = {
        range: {
          publisher: arrival.publisherId,
          from: arrival.sequence,
          to: arrival.sequence,
          step: 1,
          count: 1,
        },
        ...(late !== undefined && { late: { min: late, max: late } }),
      };
      continue;
    }
    if (range.count === 1) range.step = arrival.sequence - range.to;
    range.to = arrival.sequence;
    range.count++;
    if (late !== undefined) {
      const seen = current!.late;
      current!.late = seen
        ? { min: Math.min(seen.min, late), max: Math.max(seen.max, late) }
        : { min: late, max: late };
    }
  }
  close();
  return splitLoneSteps(ranges);
}

/**
 * A two-message run with a wide step ("#5 and #90") says less than two single messages: runs of
 * two whose step is not 1 are written as two ranges of one.
 */
function splitLoneSteps(ranges: MissingRange[]): MissingRange[] {
  return ranges.flatMap((range) => {
    if (range.count !== 2 || range.step === 1) return [range];
    const one = (sequence: number): MissingRange => ({
      publisher: range.publisher,
      from: sequence,
      to: sequence,
      step: 1,
      count: 1,
      ...(range.lateMs && { lateMs: range.lateMs }),
    });
    return [one(range.from), one(range.to)];
  });
}

function pairKey(publisherId: number, sequence: number): number {
  return publisherId * 2 ** 32 + sequence;
}

function round(ms: number): number {
  return Math.round(ms);
}
