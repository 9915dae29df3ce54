import { Command, CommanderError } from "commander";
import { ExitCode, InputError, InterruptedError, describeError, exitCodeFor } from "../model/errors.js";
import { maskUrlCredentials } from "../model/logger.js";
import { TOOL_NAME, TOOL_VERSION } from "../model/version.js";
import { configureRuntime } from "../gate/runtime.js";
import { registerBaselineCommand } from "./commands/baseline.js";
import { registerCalibrateCommand } from "./commands/calibrate.js";
import { registerCompareCommand } from "./commands/compare.js";
import { registerReportCommand } from "./commands/report.js";
import { registerRunCommand } from "./commands/run.js";
import { registerScenariosCommand } from "./commands/scenarios.js";
import { registerSchemaCommand } from "./commands/schema.js";
import type { CliIo, CommandContext } from "./io.js";

/**
 * The npx binary: one program, one file per command (commands/), errors mapped to exit codes here,
 * once. Commander's own parse errors become one line and exit 2, like every other bad input.
 */

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

  const context: CommandContext = { io, setExit };
  registerRunCommand(program, context);
  registerCompareCommand(program, context);
  registerReportCommand(program, context);
  registerCalibrateCommand(program, context);
  registerBaselineCommand(program, context);
  registerSchemaCommand(program, context);
  registerScenariosCommand(program, context);
  return program;
}

/** Runs the CLI and returns the exit code; never throws. */
export async function main(argv: readonly string[], io: CliIo): Promise<ExitCode> {
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
      io.stderr.write(`error: ${maskUrlCredentials(error.message.replace(/^error: /, ""))}\n`);
      return ExitCode.BadInput;
    }
    // An interrupt is what the user asked for, not an error: its own line, no broker log.
    if (error instanceof InterruptedError) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(`error: ${maskUrlCredentials(describeError(error))}\n`);
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
