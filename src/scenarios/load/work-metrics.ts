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
 * rather than rhea's every 250; bench/client-work.ts, bench/protocols.md). A user's client sending
 * transient messages over AMQP 1.0 needs the header section too: without one RabbitMQ 4.0 takes a
 * message as durable (+35% reductions per message on 4.0.5; 4.3.6 shows no difference).
 */
const CLIENT_FRAMING_NOTE =
  "the generator's clients cost the broker what minimal amqplib and rhea clients sending the same messages do (within 1%, bench/client-work.ts); over AMQP 1.0 each message carries a header section with durable as configured, as a client sending transient messages must (RabbitMQ 4.0 takes a message without one as durable)";

/**
 * The work metrics of a load: from its work phase when it has one (`workPhaseMs` > 0), else from
 * the load itself (`loadOperation`), whose work per message follows the machine's timing and so
 * binds only in the same job.
 */
export function loadWorkMetrics(
  workPhaseMs: number,
  loadOperation: WorkOperation = MESSAGE_OPERATION,
): MetricDefinition[] {
  if (workPhaseMs <= 0) {
    return workMetrics(loadOperation, {
      movesWithMachine: LOAD_WORK_MOVES_WITH_MACHINE,
      reductionsNote: CLIENT_FRAMING_NOTE,
    });
  }
  return workMetrics(WORK_PHASE_OPERATION, {
    reductionsNote: CLIENT_FRAMING_NOTE,
    ...(workPhaseMs >= WORK_PHASE_MEASURED_MS && { reductionsThresholdPct: WORK_PHASE_THRESHOLD_PCT }),
  });
}
