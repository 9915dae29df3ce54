import type { Command } from "commander";
import { ExitCode } from "../../model/errors.js";
import { DEFAULT_COMPARISONS, runCalibration } from "../../gate/calibrate.js";
import { createConsoleLogger } from "../console-logger.js";
import { reportWritten, withConsoleBrokerSession, resolveCommandConfig, type CommandContext } from "../io.js";
import { configOptions, positiveInt } from "../options.js";
import { settingOption } from "../overrides.js";

/** `calibrate`: every target against an identical twin (A/A), for each metric's noise floor. */
export function registerCalibrateCommand(program: Command, { io, setExit }: CommandContext): void {
  configOptions(program.command("calibrate"), "targets and scenarios")
    .description(
      "measure every target against an identical twin (A/A): each metric's noise floor and the thresholds it supports",
    )
    .option("-o, --out <file>", "write the results (a baseline candidate carrying the noise) here")
    .option("--thresholds-out <file>", "write the proposed thresholds block (YAML) here")
    .option("--markdown <file>", "write the Markdown report here")
    .option(
      "--comparisons <n>",
      `A/A comparisons per metric, each of --trials per side (default ${DEFAULT_COMPARISONS})`,
      positiveInt,
    )
    .addOption(settingOption("trials", "trials per side of each comparison (default: the config's)"))
    .addOption(settingOption("image"))
    .addOption(settingOption("protocol"))
    .addOption(settingOption("scenarioNames", "calibrate only this scenario (repeatable or comma-separated)"))
    .option("-v, --verbose", "debug output")
    .action(
      async (
        flags: {
          config?: string | false;
          out?: string;
          thresholdsOut?: string;
          markdown?: string;
          comparisons?: number;
          verbose?: boolean;
        },
        command: Command,
      ) => {
        const logger = createConsoleLogger(io.stderr, { verbose: flags.verbose ?? false });
        const config = await resolveCommandConfig(flags.config, command, io, { checkMetricNames: true });
        const outcome = await withConsoleBrokerSession(logger, (session) =>
          runCalibration(config, session, {
            ...(flags.comparisons !== undefined && { comparisons: flags.comparisons }),
            ...(flags.out !== undefined && { resultsPath: flags.out }),
            ...(flags.thresholdsOut !== undefined && { thresholdsPath: flags.thresholdsOut }),
            ...(flags.markdown !== undefined && { markdownPath: flags.markdown }),
          }),
        );
        io.stdout.write(outcome.consoleReport);
        reportWritten(outcome.written, io);
        setExit(ExitCode.Pass);
      },
    );
}
