import { InvalidArgumentError, type Command } from "commander";

/** Argument parsers and options shared by the CLI's commands. */

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError("expected a whole number >= 1");
  return n;
}

export function positivePercent(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError("expected a number > 0 (percent)");
  return n;
}

/** An absolute http(s) URL, with nothing a link would end at (a space, a parenthesis, a quote). */
export function httpUrl(value: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (
    !parsed ||
    (parsed.protocol !== "https:" && parsed.protocol !== "http:") ||
    /[\s()<>"'`\\]/.test(value)
  ) {
    throw new InvalidArgumentError("expected an absolute http(s) URL without spaces, parentheses or quotes");
  }
  return value;
}

/** A commit sha: 7 to 64 hex digits (SHA-1 or SHA-256, abbreviated or whole). */
export function commitSha(value: string): string {
  if (!/^[0-9a-f]{7,64}$/i.test(value))
    throw new InvalidArgumentError("expected a commit sha (7 to 64 hex digits)");
  return value;
}

export function pullRequestNumber(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new InvalidArgumentError("expected a pull request number");
  return Number(value);
}

/** A repeatable option's values, in order. */
export const collect = (value: string, previous: string[] = []) => [...previous, value];

/**
 * `--config <file>` and `--no-config`: without either, the repository's own
 * `rabbitmq-perf-gate.yml` is read when there is one (src/gate/config-file.ts).
 */
export function configOptions(command: Command, reads: string): Command {
  return command
    .option(
      "-c, --config <file>",
      `YAML or JSON config: ${reads} (default: rabbitmq-perf-gate.yml at the repository root, else the embedded default)`,
    )
    .option("--no-config", "ignore rabbitmq-perf-gate.yml: use the embedded default");
}

/** `--color`'s help: what decides without the flag (src/cli/io.ts colorByDefault). */
export const COLOR_HELP =
  "colour the table (default: on a terminal unless NO_COLOR is set; FORCE_COLOR=1 colours a pipe too)";

/** `--verbose`'s help: what the console report shows without it. */
export const VERBOSE_HELP =
  "list every metric in the console's table and every metric's notes (default: the metrics that can fail the gate, notes once per reason)";
