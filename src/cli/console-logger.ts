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

/** Diagnostics and progress on stderr, so stdout carries only the report. */
export function createConsoleLogger(
  stream: Stream,
  options: { verbose?: boolean } = {},
): Logger & ProgressSink {
  const masker = new SecretMasker();
  let progressLineOpen = false;
  const write = (line: string) => {
    if (progressLineOpen) {
      stream.write("\n");
      progressLineOpen = false;
    }
    stream.write(`${masker.mask(line)}\n`);
  };
  return {
    debug: (m) => {
      if (options.verbose) write(`debug: ${m}`);
    },
    info: (m) => write(m),
    warn: (m) => write(`warning: ${m}`),
    error: (m) => write(`error: ${m}`),
    addSecret: (s) => masker.add(s),
    phase: (m) => write(m),
    step: (step) => {
      const line = masker.mask(formatStep(step));
      if (stream.isTTY) {
        // On a terminal one line is rewritten in place; logs and pipes get one line per step.
        stream.write(`\r\x1b[2K${line}`);
        progressLineOpen = true;
      } else {
        stream.write(`${line}\n`);
      }
    },
  };
}
