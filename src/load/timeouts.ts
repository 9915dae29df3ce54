import { setTimeout as delay } from "node:timers/promises";

/**
 * An error that names the phase of a trial that failed ("connect", "drain", "delete queues"), so a
 * failure report says where it happened. Worker code imports this file too, so it keeps to
 * erasable TypeScript (no parameter properties).
 */
export class PhaseError extends Error {
  readonly phase: string;
  constructor(phase: string, message: string, options?: { cause?: unknown }) {
    super(`${phase}: ${message}`, options);
    this.name = "PhaseError";
    this.phase = phase;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Waits for `promise` at most `timeoutMs`; on timeout rejects with a PhaseError. A value that
 * arrives late is handed to `disposeLate` (e.g. a connection that opened after we gave up).
 */
export function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  phase: string,
  disposeLate?: (value: T) => unknown,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new PhaseError(phase, `timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    promise.then(
      (value) => {
        if (settled) {
          if (disposeLate)
            void Promise.resolve()
              .then(() => disposeLate(value))
              .catch(() => {});
          return;
        }
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(
          error instanceof PhaseError ? error : new PhaseError(phase, errorMessage(error), { cause: error }),
        );
      },
    );
  });
}

/** Replaces `user:password@` in a URL for messages (the logger masks too; errors travel further). */
export function maskAmqpUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)([^:/@\s]+):([^@/\s]+)@/i, "$1$2:***@");
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits `ms`, or throws the run's PhaseError (or one naming `phase`) once `signal` aborts. */
export async function sleepUnlessAborted(
  ms: number,
  signal: AbortSignal,
  phase: () => string,
): Promise<void> {
  try {
    await delay(ms, undefined, { signal });
  } catch {
    throw abortError(signal, phase());
  }
}

function abortError(signal: AbortSignal, phase: string): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof PhaseError) return reason;
  return new PhaseError(phase, reason instanceof Error ? reason.message : "aborted");
}

/** `promise`, or the abort's PhaseError as soon as `signal` aborts, whichever comes first. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal, phase: () => string): Promise<T> {
  if (signal.aborted) {
    // The run has moved on; what `promise` ends with later is nobody's concern, and must not become
    // an unhandled rejection that ends the process.
    promise.catch(() => {});
    return Promise.reject(abortError(signal, phase()));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal, phase()));
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
