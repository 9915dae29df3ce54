import { messagesDue, scheduledSendTimeNs } from "./pacing.js";

/**
 * A publishing rate that changes over time (a normal rate, a peak, the normal rate again): when each
 * message is due and how many are due by a given time, with the exactness of pacing.ts within each
 * step. A message's latency is measured from its scheduled time, so a publisher that falls behind
 * a peak shows the wait in its latencies instead of hiding it.
 */

export interface RateStep {
  /** When the step begins, in ms from the schedule's start; the first begins at 0. */
  fromMs: number;
  /** Messages per second (a whole number, at least 1). */
  ratePerSecond: number;
}

export class RateSchedule {
  private readonly startsNs: bigint[];
  /** Messages scheduled before each step begins (the head start included). */
  private readonly before: number[];

  /**
   * `headStart` messages are due at once at the start, ahead of the steps (the backlog a paced
   * consumer keeps standing); the steps then schedule the rest.
   */
  constructor(
    readonly steps: readonly RateStep[],
    readonly headStart = 0,
  ) {
    if (steps.length === 0 || steps[0]!.fromMs !== 0)
      throw new Error("a rate schedule's first step begins at 0");
    for (const [index, step] of steps.entries()) {
      if (!Number.isInteger(step.ratePerSecond) || step.ratePerSecond < 1) {
        throw new Error(
          `rate step ${index}: expected a whole rate of at least 1 msg/s, got ${step.ratePerSecond}`,
        );
      }
      if (index > 0 && !(step.fromMs > steps[index - 1]!.fromMs)) {
        throw new Error(`rate step ${index}: steps must begin in increasing order`);
      }
    }
    this.startsNs = steps.map((step) => BigInt(Math.round(step.fromMs * 1e6)));
    this.before = [headStart];
    for (let index = 1; index < steps.length; index++) {
      const lengthNs = this.startsNs[index]! - this.startsNs[index - 1]!;
      // Messages of the previous step scheduled strictly before this one begins.
      this.before.push(this.before[index - 1]! + messagesDue(lengthNs - 1n, steps[index - 1]!.ratePerSecond));
    }
  }

  /** A single rate from the start. */
  static constant(ratePerSecond: number, headStart = 0): RateSchedule {
    return new RateSchedule([{ fromMs: 0, ratePerSecond }], headStart);
  }

  /** Messages due `elapsedNs` after the start: those scheduled at or before it. */
  dueAt(elapsedNs: bigint): number {
    if (elapsedNs < 0n) return 0;
    const step = this.stepAtNs(elapsedNs);
    return (
      this.before[step]! + messagesDue(elapsedNs - this.startsNs[step]!, this.steps[step]!.ratePerSecond)
    );
  }

  /** When message `sequence` (0-based) is due, in ns after the start; the head start is due at 0. */
  scheduledAtNs(sequence: number): bigint {
    if (sequence < this.headStart) return 0n;
    let step = this.before.length - 1;
    while (step > 0 && sequence < this.before[step]!) step--;
    return (
      this.startsNs[step]! +
      scheduledSendTimeNs(0n, sequence - this.before[step]!, this.steps[step]!.ratePerSecond)
    );
  }

  /** Messages scheduled in [fromMs, toMs) (the head start counts at 0). */
  scheduledBetween(fromMs: number, toMs: number): number {
    const dueBefore = (ms: number) => (ms <= 0 ? 0 : this.dueAt(BigInt(Math.round(ms * 1e6)) - 1n));
    return dueBefore(toMs) - dueBefore(fromMs);
  }

  private stepAtNs(elapsedNs: bigint): number {
    let step = this.startsNs.length - 1;
    while (step > 0 && elapsedNs < this.startsNs[step]!) step--;
    return step;
  }
}
