import { Command, CommanderError } from "commander";
import {
  BrokerError,
  ExitCode,
  InputError,
  InterruptedError,
  describeError,
  exitCodeFor,
} from "../model/errors.js";
import { maskUrlCredentials } from "../model/logger.js";
import { oneLine } from "../model/one-line.js";
import { TOOL_NAME, TOOL_VERSION } from "../model/version.js";
import { checkOutputPaths } from "../gate/output-paths.js";
import { configureRuntime } from "../gate/runtime.js";
import { registerBaselineCommand } from "./commands/baseline.js";
import { registerCalibrateCommand } from "./commands/calibrate.js";
import { registerCompareCommand } from "./commands/compare.js";
import { registerHistoryCommand } from "./commands/history.js";
import { registerReportCommand } from "./commands/report.js";
import { registerResultsCommand } from "./commands/results.js";
import { registerRunCommand } from "./commands/run.js";
import { registerScenariosCommand } from "./commands/scenarios.js";
import { registerSchemaCommand } from "./commands/schema.js";
import { registerValidateCommand } from "./commands/validate.js";
import { inertStream } from "./inert-stream.js";
import type { CliIo, CommandContext } from "./io.js";

/**
 * The npx binary: one program, one file per command (commands/), errors mapped to exit codes here,
 * once. Commander's own parse errors become one line and exit 2, like every other bad input.
 */

/** The flags that name a file a command writes, and those that name one it reads, by option key. */
const OUTPUT_FLAGS = {
  out: "--out",
  markdown: "--markdown",
  json: "--json",
  html: "--html",
  bmf: "--bmf",
  comment: "--comment",
  thresholdsOut: "--thresholds-out",
  to: "--to",
} as const;
const INPUT_FLAGS = {
  config: "--config",
  current: "--current",
  baseline: "--baseline",
  history: "--history",
  from: "--from",
  noise: "--noise",
} as const;

function buildProgram(io: CliIo, setExit: (code: ExitCode) => void): Command {
  const program = new Command(TOOL_NAME)
    .description("Run a RabbitMQ performance suite, compare it with a baseline, fail on regression.")
    .version(TOOL_VERSION)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: () => {
        // Commander errors are reported once, as one line, by the caller.
      },
    })
    .showHelpAfterError(false);

  // Every command's output paths, checked together before it starts (src/gate/output-paths.ts).
  program.hook("preAction", async (_program, command) => {
    const flags = command.opts<Record<string, unknown>>();
    const named = (names: Readonly<Record<string, string>>) =>
      Object.entries(names).flatMap(([key, field]) => {
        const value = flags[key];
        const paths = Array.isArray(value) ? value : [value];
        return paths.filter((path) => typeof path === "string").map((path: string) => ({ field, path }));
      });
    await checkOutputPaths(named(OUTPUT_FLAGS), named(INPUT_FLAGS));
  });
  const context: CommandContext = { io, setExit };
  registerRunCommand(program, context);
  registerValidateCommand(program, context);
  registerCompareCommand(program, context);
  registerReportCommand(program, context);
  registerCalibrateCommand(program, context);
  registerBaselineCommand(program, context);
  registerHistoryCommand(program, context);
  registerResultsCommand(program, context);
  registerSchemaCommand(program, context);
  registerScenariosCommand(program, context);
  return program;
}

/** Runs the CLI and returns the exit code; never throws. */
export async function main(argv: readonly string[], given: CliIo): Promise<ExitCode> {
  const io: CliIo = { ...given, stdout: inertStream(given.stdout), stderr: inertStream(given.stderr) };
  let exitCode: ExitCode = ExitCode.Pass;
  configureRuntime(io.env);
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version")
        return ExitCode.Pass;
      if (error.code === "commander.help") return ExitCode.Pass;
      // Commander's own messages already name the option and the value.
      io.stderr.write(`error: ${oneLine(maskUrlCredentials(error.message.replace(/^error: /, "")))}\n`);
      return ExitCode.BadInput;
    }
    // An interrupt is what the user asked for, not an error: its own line, no broker log.
    if (error instanceof InterruptedError) {
      io.stderr.write(`${oneLine(error.message)}\n`);
      return error.exitCode;
    }
    // One line for everything but a broker's own log tail, whatever a key or a path held.
    const described = maskUrlCredentials(describeError(error));
    io.stderr.write(`error: ${error instanceof BrokerError ? described : oneLine(described)}\n`);
    if (
      !(error instanceof InputError) &&
      exitCodeFor(error) === ExitCode.Infrastructure &&
      io.env.DEBUG &&
      error instanceof Error
    ) {
      io.stderr.write(`${error.stack ?? ""}\n`);
    }
    return exitCodeFor(error);
  }
}
