import { ExitCode, InterruptedError } from "../model/errors.js";

/**
 * Process-wide settings both entry points apply before any broker starts.
 *
 * The gate removes every container and network it creates itself (stop in `finally`, on SIGINT and
 * SIGTERM, and a sweep of resources whose owning process is gone), so testcontainers' reaper
 * container is a second safety net, not a need. It is also an image to pull, which fails on
 * machines without a registry. It stays off unless TESTCONTAINERS_RYUK_DISABLED=false asks for it.
 */
export function configureRuntime(env: NodeJS.ProcessEnv = process.env): void {
  env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
}

/**
 * An abort signal raised by the first SIGINT or SIGTERM, so the run stops at the next step and
 * removes its brokers; a second signal exits at once. Returns a function that removes the handlers.
 */
export function abortOnSignals(onFirst: (signal: string) => void): {
  signal: AbortSignal;
  dispose: () => void;
} {
  const controller = new AbortController();
  const handler = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(ExitCode.Interrupted);
    onFirst(signal);
    controller.abort(new InterruptedError(signal));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off("SIGINT", handler);
      process.off("SIGTERM", handler);
    },
  };
}
