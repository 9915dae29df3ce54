import type { Logger } from "../model/logger.js";
import { maskUrlCredentials } from "../model/logger.js";
import type { ProgressSink } from "../model/progress.js";
import { formatStep } from "../model/progress.js";

export interface Stream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/** Masks URL credentials and every registered secret in a line. */
export class SecretMasker {
  private readonly secrets = new Set<string>();
  add(secret: string): void {
    if (secret.length >= 3) this.secrets.add(secret);
  }
  mask(text: string): string {
    let out = maskUrlCredentials(text);
    for (const secret of this.secrets) out = out.split(secret).join("***");
    return out;
  }
}

export interface ConsoleLogger extends Logger, ProgressSink {
  /**
   * A passing state ("stopping after the current step …"): on a terminal it takes the progress
   * line's place until the next line; elsewhere it is not written (the line that follows says it).
   */
  status(message: string): void;
  /** Ends the live progress line on a terminal (clears it), before a report or an error is written. */
  close(): void;
}

/** Diagnostics and progress on stderr, so stdout carries only the report. */
export function createConsoleLogger(stream: Stream, options: { verbose?: boolean } = {}): ConsoleLogger {
  const masker = new SecretMasker();
  let progressLineOpen = false;
  const write = (line: string) => {
    if (progressLineOpen) {
      stream.write("\n");
      progressLineOpen = false;
    }
    stream.write(`${masker.mask(line)}\n`);
  };
  /** On a terminal one line is rewritten in place. */
  const live = (line: string) => {
    stream.write(`\r\x1b[2K${masker.mask(line)}`);
    progressLineOpen = true;
  };
  return {
    status: (m) => {
      if (stream.isTTY) live(m);
    },
    close: () => {
      if (progressLineOpen) stream.write("\r\x1b[2K");
      progressLineOpen = false;
    },
    debug: (m) => {
      if (options.verbose) write(`debug: ${m}`);
    },
    info: (m) => write(m),
    warn: (m) => write(`warning: ${m}`),
    error: (m) => write(`error: ${m}`),
    addSecret: (s) => masker.add(s),
    phase: (m) => write(m),
    step: (step) => {
      // On a terminal one line is rewritten in place; logs and pipes get one line per step.
      if (stream.isTTY) live(formatStep(step));
      else stream.write(`${masker.mask(formatStep(step))}\n`);
    },
  };
}
