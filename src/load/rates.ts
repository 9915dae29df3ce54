import type { MarkSnapshot } from "./worker-messages.js";
/** A worker's counters at one instant of the shared monotonic clock. */
export interface CounterSnapshot {
  atNs: bigint;
  count: number;
}

/**
 * Messages per second between two snapshots of one worker. Each worker snapshots its own counters
 * when it handles the coordinator's mark, so the rate uses that worker's own window and the delay
 * of the mark message does not skew it.
 */
export function ratePerSecond(start: CounterSnapshot, end: CounterSnapshot): number {
  const seconds = Number(end.atNs - start.atNs) / 1e9;
  if (!(seconds > 0)) return 0;
  return (end.count - start.count) / seconds;
}

/** Sum of the per-worker rates: the trial's total rate. */
export function totalRatePerSecond(
  windows: readonly { start: CounterSnapshot; end: CounterSnapshot }[],
): number {
  return windows.reduce((sum, window) => sum + ratePerSecond(window.start, window.end), 0);
}

export interface BacklogAssessment {
  /** Ready messages at the end of the window, all queues. */
  backlogMessages: number;
  /** Growth over the window. */
  growthMessages: number;
  warning?: string;
}

/**
 * A queue that keeps growing means publishers outran consumers: the publish rate measured a burst
 * the broker buffered, not a rate it can sustain. More than one second of consumption worth of
 * growth (and at least `minimumGrowth` messages, so idle noise does not warn) is reported.
 */
export function assessBacklog(input: {
  readyAtStart: number;
  readyAtEnd: number;
  consumeRatePerSecond: number;
  windowSeconds: number;
  minimumGrowth?: number;
}): BacklogAssessment {
  const growthMessages = input.readyAtEnd - input.readyAtStart;
  const allowed = Math.max(input.consumeRatePerSecond, input.minimumGrowth ?? 100);
  const assessment: BacklogAssessment = { backlogMessages: input.readyAtEnd, growthMessages };
  if (growthMessages > allowed) {
    const perSecond =
      input.windowSeconds > 0 ? Math.round(growthMessages / input.windowSeconds) : growthMessages;
    assessment.warning =
      `backlog grew by ${growthMessages} messages (~${perSecond} msg/s) during the window: publishers ` +
      `outran consumers, so the publish rate is a burst the broker buffered, not a sustainable rate`;
  }
  return assessment;
}

/** Share of one core a worker thread used over its window (0..1), or undefined when unknown. */
export function threadUtilization(
  start: { atNs: bigint; threadCpuUs: number },
  end: { atNs: bigint; threadCpuUs: number },
): number | undefined {
  const wallUs = Number(end.atNs - start.atNs) / 1000;
  if (start.threadCpuUs < 0 || end.threadCpuUs < 0 || !(wallUs > 0)) return undefined;
  return (end.threadCpuUs - start.threadCpuUs) / wallUs;
}

/** Above this share of a core, a load worker may be what limits the rates. */
export const SATURATED_THREAD_UTILIZATION = 0.9;

/**
 * Messages the broker holds undelivered at a mark, from the workers' counters: accepted (confirmed,
 * or published without confirms) by every publisher, less delivered to every consumer.
 */
export function heldMessages(snapshots: readonly MarkSnapshot[], confirms: boolean): number {
  let accepted = 0;
  let consumed = 0;
  for (const s of snapshots) {
    accepted += confirms ? s.confirmed : s.published;
    consumed += s.consumed;
  }
  return Math.max(0, accepted - consumed);
}
