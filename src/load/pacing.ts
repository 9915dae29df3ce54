/**
 * Fixed-rate publishing: when each message is due, and what its latency is measured from.
 *
 * A publisher at a fixed rate that stalls (a full confirm window, a flow-controlled socket, a
 * paused event loop) sends late. Stamping the actual send time would hide that wait from every
 * latency: the messages that should have gone during the stall are measured as if the stall had
 * not happened ("coordinated omission"). So at a fixed rate the header carries the time the
 * message was *scheduled* to be sent, and latencies include the time it waited for its turn, as a
 * client of a real service at that rate would see them.
 */

const NS_PER_SECOND = 1_000_000_000n;

/**
 * The time message `sequence` (0-based) of a publisher is due, in its clock's nanoseconds:
 * floor(sequence / rate) seconds after the start, in exact integer arithmetic so that it agrees
 * with messagesDue() to the nanosecond. `ratePerSecond` is a whole number of messages.
 */
export function scheduledSendTimeNs(startedAtNs: bigint, sequence: number, ratePerSecond: number): bigint {
  return startedAtNs + (BigInt(sequence) * NS_PER_SECOND) / BigInt(ratePerSecond);
}

/**
 * How many messages are due `elapsedNs` after the start: those whose scheduled send time is at or
 * before it (message 0 is due at once).
 */
export function messagesDue(elapsedNs: bigint, ratePerSecond: number): number {
  if (elapsedNs < 0n) return 0;
  // k is due when floor(k·1e9 / rate) <= elapsed, i.e. k·1e9 < (elapsed + 1)·rate.
  const rate = BigInt(ratePerSecond);
  return Number(((elapsedNs + 1n) * rate + NS_PER_SECOND - 1n) / NS_PER_SECOND);
}

/** Below this share of the target rate, publishers are reported as falling behind. */
export const RATE_SHORTFALL_WARNING = 0.95;

/**
 * A warning when the publishers delivered clearly less than the fixed rate they were given: the
 * broker (or the client machine) could not sustain it, so the backlog of unsent messages grew and
 * the latencies, counted from the schedule, include that wait.
 */
export function assessRateShortfall(input: {
  /** Messages per second per publisher (0: unpaced, nothing to assess). */
  ratePerSecondPerPublisher: number;
  publishers: number;
  /** All publishers, in the measurement window. */
  publishedPerSecond: number;
}): string | undefined {
  if (input.ratePerSecondPerPublisher <= 0) return undefined;
  const target = input.ratePerSecondPerPublisher * input.publishers;
  if (input.publishedPerSecond >= target * RATE_SHORTFALL_WARNING) return undefined;
  const shortfallPct = Math.round((1 - input.publishedPerSecond / target) * 100);
  return (
    `publishers fell ${shortfallPct}% behind the fixed rate (${Math.round(input.publishedPerSecond)} of ` +
    `${target} msg/s): messages waited to be sent, and the latencies, counted from each message's ` +
    "scheduled send time, include that wait"
  );
}
