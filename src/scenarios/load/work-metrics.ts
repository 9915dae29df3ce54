import type { Protocol } from "../../model/config.js";
import type { MetricDefinition } from "../../model/metrics.js";
import { LOAD_WORK_MOVES_WITH_MACHINE, workMetrics, type WorkOperation } from "../../work/metrics.js";

// The work metrics of the load scenarios (throughput, latency): what they count per, the threshold
// the work phase's noise supports, and what of the broker's work the generator's clients cause.

/** What the work metrics count per: a message through the load, or through the work phase. */
export const MESSAGE_OPERATION = {
  prefix: "",
  per: "Message",
  operation: "message published and consumed",
} as const;

export const WORK_PHASE_OPERATION = {
  ...MESSAGE_OPERATION,
  operation: "message published and consumed one at a time end to end (the work phase)",
} as const;

/**
 * The threshold of the work phase's reductions per message, from their noise in a phase of at
 * least 2 s: unchanged brokers read within ±0.5% of their baseline in each of 20 blocks of 12
 * trials a side, quiet or beside busy neighbours, on fresh containers (bench/verdict-proof.md, "The
 * proof at the work phase"), and within ±0.6% across a broker held to 1.0 or 1.5 CPUs in 20 pairs
 * of the default suite, throughput's and latency's phases alike (bench/cross-speed.md); 1.5% leaves
 * more than twice that, so that a 2% change in the broker's work per message can be caught. A
 * shorter phase has not been measured, so it keeps the kind's 3%.
 */
const WORK_PHASE_THRESHOLD_PCT = 1.5;
const WORK_PHASE_MEASURED_MS = 2_000;

/**
 * What of the broker's work the generator's own clients cause: no more than minimal amqplib and
 * rhea clients doing the same cause (medians of 6 trials: +0.4% over AMQP 0.9.1 on 4.0.5 and
 * 4.3.6, +0.8% and +0.1% over AMQP 1.0, the 0.8% from credit granted every prefetch/4 deliveries
 * rather than rhea's every 250; bench/client-work.ts, bench/protocols.md; measured before the
 * session-window fix below, which both clients then got alike). Over AMQP 1.0 a rhea client must
 * keep its session's incoming window in serial-number arithmetic: RabbitMQ 4.0 numbers transfers
 * from 2^32 - 4, and rhea's plain count then sends a session flow frame per message, +5% of the
 * broker's work on 4.0.5 (bench/amqp-frames.ts). A user's client sending transient messages over
 * AMQP 1.0 needs the header section too: without one RabbitMQ 4.0 takes a message as durable (+35%
 * reductions per message on 4.0.5; 4.3.6 shows no difference).
 */
const CLIENT_FRAMING_NOTE =
  "the generator's clients cost the broker what minimal amqplib and rhea clients sending the same messages do (within 1%; over AMQP 1.0 a rhea client needs its session window kept in serial arithmetic, or on RabbitMQ 4.0 it sends a session flow per message, +5%: bench/client-work.ts, bench/amqp-frames.ts); over AMQP 1.0 each message carries a header section with durable as configured, as a client sending transient messages must (RabbitMQ 4.0 takes a message without one as durable)";

/** Earlier wordings of the note: the same method, reworded. */
const FORMER_CLIENT_FRAMING_NOTES = [
  "the generator's clients cost the broker what minimal amqplib and rhea clients sending the same messages do (within 1%, bench/client-work.ts); over AMQP 1.0 each message carries a header section with durable as configured, as a client sending transient messages must (RabbitMQ 4.0 takes a message without one as durable)",
];

/**
 * Over AMQP 1.0 the generator's consumer no longer sends a session flow frame per message to
 * RabbitMQ 4.0 (src/load/amqp10/session-window.ts): the broker's work per message there fell by
 * about 5% (2,364-2,377 to 2,241 reductions on 4.0.5; 4.3.6 unchanged), its client's CPU with it.
 * A baseline measured before is another method, not an improvement.
 */
const AMQP10_SESSION_WINDOW_METHOD = {
  version: 2,
  change:
    "the AMQP 1.0 consumer keeps rhea's session window in serial arithmetic: no session flow frame per message to RabbitMQ 4.0",
};

/**
 * The work metrics of a load: from its work phase when it has one (`workPhaseMs` > 0), else from
 * the load itself (`loadOperation`), whose work per message follows the machine's timing and so
 * binds only in the same job. `protocol`: the target's, which sets the method version.
 */
export function loadWorkMetrics(
  workPhaseMs: number,
  loadOperation: WorkOperation = MESSAGE_OPERATION,
  protocol?: Protocol,
): MetricDefinition[] {
  const shared = {
    reductionsNote: CLIENT_FRAMING_NOTE,
    formerReductionsNotes: FORMER_CLIENT_FRAMING_NOTES,
    ...(protocol === "amqp10" && { method: AMQP10_SESSION_WINDOW_METHOD }),
  };
  if (workPhaseMs <= 0) {
    return workMetrics(loadOperation, { ...shared, movesWithMachine: LOAD_WORK_MOVES_WITH_MACHINE });
  }
  return workMetrics(WORK_PHASE_OPERATION, {
    ...shared,
    ...(workPhaseMs >= WORK_PHASE_MEASURED_MS && { reductionsThresholdPct: WORK_PHASE_THRESHOLD_PCT }),
  });
}
