import type { Command } from "commander";
import { InputError } from "../../model/errors.js";
import { compareFiles, compareTargetsInFile } from "../../gate/files.js";
import { reportPaths } from "../../gate/outcome.js";
import { parseTargetPair } from "../../compare/side-by-side.js";
import { present, resolveCommandConfig, type CommandContext, consoleOptionsOf } from "../io.js";
import { configOptions, collect, COLOR_HELP, VERBOSE_HELP } from "../options.js";
import { settingOption } from "../overrides.js";

/** `compare`: two results files, or two targets of one, with no broker. */
export function registerCompareCommand(program: Command, { io, setExit }: CommandContext): void {
  configOptions(program.command("compare"), "thresholds, verdict, limits and failOnRegression")
    .description("compare a results file with a baseline file, or two of its targets side by side")
    .option("-b, --baseline <file>", "baseline results file")
    .option(
      "--targets <reference,candidate>",
      "instead of a baseline: two targets of --current, side by side",
    )
    .requiredOption("--current <file>", "current results file")
    .addOption(settingOption("threshold"))
    .addOption(settingOption("policy"))
    .addOption(settingOption("confidence"))
    .addOption(settingOption("clockMetrics"))
    .option(
      "--history <file>",
      "a stored results file of main, for the clock metrics' run-to-run spread (repeatable, oldest first)",
      collect,
    )
    .addOption(settingOption("markdownPath"))
    .addOption(settingOption("jsonPath"))
    .addOption(settingOption("htmlPath"))
    .addOption(settingOption("bmfPath"))
    .addOption(settingOption("failOnRegression"))
    // No default for --color: --help would print the value of the terminal it ran on.
    .option("--color", COLOR_HELP)
    .option("--no-color", "never colour the table")
    .option("--verbose", VERBOSE_HELP)
    .action(
      async (
        flags: {
          baseline?: string;
          targets?: string;
          current: string;
          config?: string | false;
          history?: string[];
          color?: boolean;
          verbose?: boolean;
        },
        command: Command,
      ) => {
        const config = await resolveCommandConfig(flags.config, command, io);
        const common = {
          currentPath: flags.current,
          // The config's acknowledgements are not read here: `report` and the action apply them.
          judging: {
            thresholds: config.thresholds,
            verdict: config.verdict,
            failOnRegression: config.failOnRegression,
            limits: config.limits,
          },
          console: consoleOptionsOf(flags, io),
          // The report files as `run` and `report` take them: flags over the config's output.
          ...reportPaths(config.output),
        };
        if (flags.targets !== undefined && flags.baseline !== undefined) {
          throw new InputError("--targets", "compare with --baseline or two --targets, not both");
        }
        if (flags.targets !== undefined) {
          if (flags.history !== undefined) {
            throw new InputError(
              "--history",
              "a side-by-side comparison is same-job: every metric binds, no history applies",
            );
          }
          const [reference, candidate] = parseTargetPair([flags.targets]);
          setExit(present(await compareTargetsInFile({ ...common, reference, candidate }), io));
          return;
        }
        if (flags.baseline === undefined) {
          throw new InputError(
            "--baseline",
            "required (or --targets <reference,candidate> to compare two targets)",
          );
        }
        setExit(
          present(
            await compareFiles({
              ...common,
              baselinePath: flags.baseline,
              historyPaths: flags.history ?? [],
            }),
            io,
          ),
        );
      },
    );
}
