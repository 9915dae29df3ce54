import type { MessageCounters } from "../model/metrics.js";

export interface IntegrityInput {
  /** Whether publishers used confirms; without them every published message is expected. */
  confirms: boolean;
  published: number;
  /** Positively confirmed (basic.ack). */
  confirmed: number;
  nacked: number;
  /** Came back unroutable (basic.return of a mandatory publish). */
  returned: number;
  /** Distinct messages consumed (by publisher and sequence number). */
  uniqueConsumed: number;
  /** Deliveries of a message already consumed, across all consumers. */
  duplicates: number;
  /** Deliveries whose header named no publisher of this trial. */
  foreign?: number;
}

export interface IntegrityVerdict {
  counters: MessageCounters;
  valid: boolean;
  invalidReason?: string;
}

/**
 * Message accounting of a trial. Every message the broker accepted must reach a consumer exactly
 * once; anything else makes the measurement invalid rather than quietly lowering a rate.
 *
 * Accepted = confirmed minus returned (a returned message is also acked) with confirms, published
 * minus returned without. Returns, nacks and unconfirmed messages also invalidate the trial: they
 * mean the broker did not take what the rates count.
 */
export function assessIntegrity(input: IntegrityInput): IntegrityVerdict {
  const accepted = (input.confirms ? input.confirmed : input.published) - input.returned;
  const lost = Math.max(0, accepted - input.uniqueConsumed);
  const counters: MessageCounters = {
    published: input.published,
    confirmed: input.confirmed,
    nacked: input.nacked,
    returned: input.returned,
    consumed: input.uniqueConsumed,
    duplicates: input.duplicates,
    lost,
  };
  const problems: string[] = [];
  if (lost > 0) problems.push(`${lost} of ${accepted} accepted messages lost`);
  if (input.duplicates > 0) problems.push(`${input.duplicates} duplicate deliveries`);
  if (input.nacked > 0) problems.push(`${input.nacked} nacked by the broker`);
  if (input.returned > 0) problems.push(`${input.returned} returned as unroutable`);
  const unconfirmed = input.confirms ? input.published - input.confirmed - input.nacked : 0;
  if (unconfirmed > 0) problems.push(`${unconfirmed} never confirmed`);
  if (input.foreign !== undefined && input.foreign > 0) {
    problems.push(`${input.foreign} deliveries from unknown publishers`);
  }
  if (problems.length === 0) return { counters, valid: true };
  const tally =
    `published ${input.published}, confirmed ${input.confirms ? input.confirmed : "n/a"}, ` +
    `nacked ${input.nacked}, returned ${input.returned}, consumed ${input.uniqueConsumed}, ` +
    `duplicates ${input.duplicates}`;
  return { counters, valid: false, invalidReason: `${problems.join("; ")} (${tally})` };
}
