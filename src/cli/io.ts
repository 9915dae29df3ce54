import { WriteStream } from "node:tty";
import type { ExitCode } from "../model/errors.js";
import { oneLine, quoted } from "../model/one-line.js";
import { describeConfigChoice, readChosenConfig } from "../gate/config-file.js";
import { resolveConfig, type GateConfig } from "../gate/resolve.js";
import { scenarioRegistry } from "../scenarios/registry.js";
import type { Command } from "commander";
import { overridesOf } from "./overrides.js";
import type { GateOutcome } from "../gate/outcome.js";
import type { ConsoleOptions } from "../report/console.js";
import type { RunDependencies } from "../gate/run.js";
import { withBrokerSession } from "../gate/session.js";
import type { ConsoleLogger, Stream } from "./console-logger.js";

/** Where the CLI reads its environment and writes: injected, so tests run it without a process. */
export interface CliIo {
  stdout: Stream;
  stderr: Stream;
  env: NodeJS.ProcessEnv;
  /** Where a config file is looked for without `--config` (default: the process's directory). */
  cwd?: string;
}

/** What a command that starts brokers shows on a terminal at the first SIGINT or SIGTERM. */
export function interrupting(signal: string): string {
  return `${signal}: stopping after the current step and removing the brokers (again to exit now)`;
}

/**
 * `withBrokerSession` for a console command: the first signal's state in the progress line's
 * place, and the live progress line cleared when the work ends, before a report or an error.
 */
export function withConsoleBrokerSession<T>(
  logger: ConsoleLogger,
  work: (deps: RunDependencies & { signal: AbortSignal }) => Promise<T>,
): Promise<T> {
  return withBrokerSession(logger, (signal) => logger.status(interrupting(signal)), work).finally(() =>
    logger.close(),
  );
}

/** What every command gets: the streams, and where it records its exit code. */
export interface CommandContext {
  io: CliIo;
  setExit: (code: ExitCode) => void;
}

/** The files a command wrote, one line each on stderr (stdout carries the report). */
export function reportWritten(written: Readonly<Record<string, string | undefined>>, io: CliIo): void {
  for (const [what, path] of Object.entries(written)) {
    // A path as typed, unless it holds a line break or another invisible character: then quoted.
    if (path) io.stderr.write(`${what} written to ${oneLine(path) === path ? path : quoted(path, 500)}\n`);
  }
}

/** A gate outcome on the console: the table on stdout, the files written on stderr. */
export function present(outcome: GateOutcome, io: CliIo): ExitCode {
  io.stdout.write(`${outcome.consoleReport}\n`);
  reportWritten(outcome.written, io);
  return outcome.exitCode;
}

/**
 * The config a command reads: `--config`'s file; none with `--no-config` (the embedded default);
 * else the repository's own `rabbitmq-perf-gate.yml`, which stderr names when it is used.
 */
export async function readCommandConfig(
  flag: string | false | undefined,
  io: CliIo,
): Promise<Awaited<ReturnType<typeof readChosenConfig>>> {
  const cwd = io.cwd ?? process.cwd();
  const chosen = await readChosenConfig(flag, cwd, "--config");
  const { choice } = chosen;
  if (choice.kind === "found") {
    io.stderr.write(
      `${describeConfigChoice(choice, cwd, "--config <file> reads another, --no-config the embedded default")}\n`,
    );
  }
  return chosen;
}

/**
 * The config of a command that measures nothing itself (compare, report, calibrate's reading,
 * history): the file `--config` chooses, with the command's setting flags laid over it.
 */
export async function resolveCommandConfig(
  flag: string | false | undefined,
  command: Command,
  io: CliIo,
  options: { checkMetricNames?: boolean } = {},
): Promise<GateConfig> {
  const { raw, source, files } = await readCommandConfig(flag, io);
  return resolveConfig(raw, {
    registry: scenarioRegistry,
    files,
    ...overridesOf(command),
    source,
    ...options,
  });
}

/**
 * Whether a report to `stream` is coloured by default: on a terminal, by Node's own rules
 * (`tty.WriteStream#hasColors`: NO_COLOR and NODE_DISABLE_COLORS turn colour off, TERM=dumb has
 * none, FORCE_COLOR=0 turns it off); into a pipe or a file only when FORCE_COLOR asks for it.
 * `--color` and `--no-color` decide over both.
 */
export function colorByDefault(stream: Stream, env: NodeJS.ProcessEnv): boolean {
  if (!stream.isTTY && env.FORCE_COLOR === undefined) return false;
  return WriteStream.prototype.hasColors.call(stream, 16, env);
}

/** The console report's options from `consoleReportOptions`' flags. */
export function consoleOptionsOf(
  flags: { color?: boolean; verbose?: boolean },
  io: Pick<CliIo, "stdout" | "env">,
): ConsoleOptions {
  return { color: flags.color ?? colorByDefault(io.stdout, io.env), verbose: flags.verbose ?? false };
}
