import { createProviders } from "../brokers/registry.js";
import { verifyBroker } from "../brokers/verify.js";
import { InterruptedError } from "../model/errors.js";
import type { Logger } from "../model/logger.js";
import type { ProgressSink, ProgressStep } from "../model/progress.js";
import type { RunDependencies } from "./run.js";
import { abortOnSignals } from "./runtime.js";

/**
 * What a command that starts brokers needs, set up once for both entry points: the providers, the
 * broker check, where diagnostics and progress go, and a signal that a SIGINT or SIGTERM aborts so
 * the run stops after its current step and removes its brokers. `work` runs inside; the signal
 * handlers are gone when it returns or throws.
 *
 * Once a signal came, whatever `work` throws (a trial cut short, a broker start given up, each with
 * its broker's log) is the interrupt's doing: it ends as one InterruptedError that says where the
 * run stopped, after `work` has removed its brokers.
 */
export async function withBrokerSession<T>(
  logger: Logger & ProgressSink,
  /** Told at the first signal, with its name, while the run stops. */
  onInterrupt: (signal: string) => void,
  work: (deps: RunDependencies & { signal: AbortSignal }) => Promise<T>,
  now: () => number = Date.now,
): Promise<T> {
  const started = now();
  let last: ProgressStep | undefined;
  const progress: ProgressSink = {
    phase: (message) => logger.phase(message),
    step: (step) => {
      last = step;
      logger.step(step);
    },
  };
  const interrupt = abortOnSignals(onInterrupt);
  try {
    return await work({
      providers: createProviders(),
      verify: verifyBroker,
      logger,
      progress,
      signal: interrupt.signal,
    });
  } catch (error) {
    const reason: unknown = interrupt.signal.reason;
    if (!(reason instanceof InterruptedError)) throw error;
    throw new InterruptedError(
      reason.signal,
      `${stoppedAt(last)} after ${Math.round((now() - started) / 1000)} s; brokers removed`,
    );
  } finally {
    interrupt.dispose();
  }
}

/** Where an interrupted run stopped: "stopped at step 3 of 12 (target 'a', throughput trial 2/3)". */
function stoppedAt(step: ProgressStep | undefined): string {
  if (step === undefined) return "stopped while starting the brokers";
  return `stopped at step ${step.stepIndex} of ${step.totalSteps} (target '${step.targetId}', ${step.scenarioName} trial ${step.trial}/${step.trials})`;
}
