/** Where progress and diagnostics go. The CLI writes to stderr, the action to @actions/core. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Registers a secret (a password in a URL) so every later line masks it. */
  addSecret(secret: string): void;
}

/** Replaces `user:password@` in URLs with `user:***@`. Applied to every line a logger writes. */
export function maskUrlCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)([^:/@\s]+):([^@/\s]+)@/gi, "$1$2:***@");
}

export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  addSecret() {},
};
