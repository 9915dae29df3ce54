import type { FailoverLedger } from "../amqp/failover-ledger.js";
import { sleep } from "../amqp/timeouts.js";

/**
 * Waiting in a trial whose clients ride through faults (node-loss, backlog-drain): a wait that
 * ends as soon as a client gives up, and the drain of what the consumers have still to receive.
 */

const POLL_MS = 250;
/** With nothing new delivered for this long after the load, the consumers have had all there is. */
const DRAIN_QUIET_MS = 3_000;

/** Waits `ms`, failing at once when a client gave up. */
export async function waitOrFail(
  ms: number,
  failed: () => Error | undefined,
  signal: AbortSignal,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    signal.throwIfAborted();
    const error = failed();
    if (error) throw error;
    await sleep(Math.min(POLL_MS, until - Date.now()));
  }
}

/** Until every confirmed message has been received, nothing new came for a while, or the timeout. */
export async function drain(
  ledger: FailoverLedger,
  timeoutMs: number,
  failed: () => Error | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = ledger.deliveries;
  let quietSince = Date.now();
  while (Date.now() < deadline && ledger.unconsumedConfirmed() > 0) {
    if (failed()) return;
    await sleep(POLL_MS);
    if (ledger.deliveries !== seen) {
      seen = ledger.deliveries;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= DRAIN_QUIET_MS) {
      return;
    }
  }
}
