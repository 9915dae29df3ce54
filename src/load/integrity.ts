import type { LoadProtocol } from "./worker-messages.js";
import type { MessageCounters } from "../model/metrics.js";

export interface IntegrityInput {
  /**
   * How the counts read. amqp091 (the default): `confirmed` counts basic.acks, which a returned
   * message also gets. amqp10: `confirmed` counts `accepted` outcomes, `nacked` the `rejected` and
   * `returned` the `released` and `modified` ones: each message has exactly one.
   */
  protocol?: LoadProtocol;
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
  /**
   * At most once by the protocol's contract (MQTT QoS 0 on either side): the broker may drop a
   * message by design, so a lost one is counted, not an error. Duplicates still invalidate.
   */
  atMostOnce?: boolean;
}

export interface IntegrityVerdict {
  counters: MessageCounters;
  valid: boolean;
  invalidReason?: string;
}

/**
 * The messages the broker took, which consumers must receive: confirmed minus returned with
 * confirms over AMQP 0.9.1 (a returned message is also acked), confirmed alone over AMQP 1.0 (a
 * released message has that outcome instead of `accepted`), published minus returned without.
 */
export function acceptedMessages(
  input: Pick<IntegrityInput, "confirms" | "published" | "confirmed" | "returned"> & {
    protocol: IntegrityInput["protocol"] | undefined;
  },
): number {
  if (!input.confirms) return input.published - input.returned;
  return input.protocol === "amqp10" ? input.confirmed : input.confirmed - input.returned;
}

/**
 * Message accounting of a trial. Every message the broker accepted must reach a consumer exactly
 * once; anything else makes the measurement invalid rather than quietly lowering a rate.
 *
 * Accepted: see acceptedMessages. Returns, nacks and unconfirmed messages also invalidate the trial: they
 * mean the broker did not take what the rates count.
 */
export function assessIntegrity(input: IntegrityInput): IntegrityVerdict {
  const amqp10 = input.protocol === "amqp10";
  const accepted = acceptedMessages({ ...input, protocol: input.protocol });
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
  if (lost > 0 && !input.atMostOnce) problems.push(`${lost} of ${accepted} accepted messages lost`);
  if (input.duplicates > 0) problems.push(`${input.duplicates} duplicate deliveries`);
  if (input.nacked > 0) problems.push(`${input.nacked} ${amqp10 ? "rejected" : "nacked"} by the broker`);
  if (input.returned > 0) {
    problems.push(
      `${input.returned} ${amqp10 ? "released or modified (not taken)" : "returned as unroutable"}`,
    );
  }
  const settled = input.confirmed + input.nacked + (amqp10 ? input.returned : 0);
  const unconfirmed = input.confirms ? input.published - settled : 0;
  if (unconfirmed > 0) problems.push(`${unconfirmed} never confirmed`);
  if (input.foreign !== undefined && input.foreign > 0) {
    problems.push(`${input.foreign} deliveries from unknown publishers`);
  }
  if (problems.length === 0) return { counters, valid: true };
  const tally =
    `published ${input.published}, ${amqp10 ? "accepted" : "confirmed"} ${input.confirms ? input.confirmed : "n/a"}, ` +
    `${amqp10 ? "rejected" : "nacked"} ${input.nacked}, ${amqp10 ? "released" : "returned"} ${input.returned}, consumed ${input.uniqueConsumed}, ` +
    `duplicates ${input.duplicates}`;
  return { counters, valid: false, invalidReason: `${problems.join("; ")} (${tally})` };
}
