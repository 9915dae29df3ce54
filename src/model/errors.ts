/**
 * Typed errors, mapped to exit codes in one place (`exitCodeFor`).
 * 0 pass, 1 regression (or an invalid measurement), 2 bad input, 3 broker or infrastructure failure,
 * 130 interrupted (SIGINT or SIGTERM; 128 + SIGINT's number, what shells report for Ctrl-C).
 */
export const ExitCode = {
  Pass: 0,
  Regression: 1,
  BadInput: 2,
  Infrastructure: 3,
  Interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export abstract class GateError extends Error {
  abstract readonly exitCode: ExitCode;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** Bad input: config, flags, inputs, files. The message is one line naming the field. */
export class InputError extends GateError {
  readonly exitCode = ExitCode.BadInput;
  constructor(
    readonly field: string,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${field}: ${detail}`, options);
  }
}

/** A broker failed to start, died, or an infrastructure step (Docker, network) failed. */
export class BrokerError extends GateError {
  readonly exitCode = ExitCode.Infrastructure;
  constructor(
    message: string,
    /** The broker's last log lines, when there is a broker to ask. */
    readonly logTail?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * The run was stopped by a signal, and what it started was removed: not a failure of the broker, so
 * no broker log; the message is the whole story, on one line.
 */
export class InterruptedError extends GateError {
  readonly exitCode = ExitCode.Interrupted;
  constructor(
    readonly signal: string,
    detail?: string,
  ) {
    super(`interrupted by ${signal}${detail ? `: ${detail}` : ""}`);
  }
}

export function exitCodeFor(error: unknown): ExitCode {
  return error instanceof GateError ? error.exitCode : ExitCode.Infrastructure;
}

/** Renders an error for humans: one line for input errors, cause plus log tail for broker errors. */
export function describeError(error: unknown): string {
  if (error instanceof BrokerError) {
    const tail = error.logTail?.trim();
    return tail ? `${error.message}\n--- broker log (last lines) ---\n${tail}` : error.message;
  }
  if (error instanceof GateError) return error.message;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
