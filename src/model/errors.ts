/**
 * Typed errors, mapped to exit codes in one place (`exitCodeFor`).
 * 0 pass, 1 regression (or an invalid measurement), 2 bad input, 3 broker or infrastructure failure.
 */
export const ExitCode = {
  Pass: 0,
  Regression: 1,
  BadInput: 2,
  Infrastructure: 3,
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
