import { createProviders } from "../brokers/registry.js";
import { verifyBroker } from "../brokers/verify.js";
import type { Logger } from "../model/logger.js";
import type { ProgressSink } from "../model/progress.js";
import type { RunDependencies } from "./run.js";
import { abortOnSignals } from "./runtime.js";

/**
 * What a command that starts brokers needs, set up once for both entry points: the providers, the
 * broker check, where diagnostics and progress go, and a signal that a SIGINT or SIGTERM aborts so
 * the run stops after its current step and removes its brokers. `work` runs inside; the signal
 * handlers are gone when it returns or throws.
 */
export async function withBrokerSession<T>(
  logger: Logger & ProgressSink,
  /** What the first signal does, after its name: "stopping and removing the brokers". */
  onInterrupt: string,
  work: (deps: RunDependencies & { signal: AbortSignal }) => Promise<T>,
): Promise<T> {
  const interrupt = abortOnSignals((signal) => logger.warn(`${signal}: ${onInterrupt}`));
  try {
    return await work({
      providers: createProviders(),
      verify: verifyBroker,
      logger,
      progress: logger,
      signal: interrupt.signal,
    });
  } finally {
    interrupt.dispose();
  }
}
