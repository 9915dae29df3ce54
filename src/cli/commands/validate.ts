import type { Command } from "commander";
import { ExitCode } from "../../model/errors.js";
import { validationSummary } from "../../gate/validate.js";
import type { CommandContext } from "../io.js";
import { configOptions } from "../options.js";
import { settingOption } from "../overrides.js";
import { readRunConfig } from "./run.js";

/**
 * `validate`: a config checked as `run` checks it (schema, the files it names, the matrix, each
 * scenario against each target, the merge base's setup with --ab-base, the output paths) with no
 * broker: exit 0 and what a run would measure, or exit 2 and one line naming the field.
 */
export function registerValidateCommand(program: Command, { io, setExit }: CommandContext): void {
  configOptions(program.command("validate"), "targets, scenarios, thresholds and the rest")
    .description(
      "check a config and the files it names without starting a broker; say what a run would measure",
    )
    .addOption(settingOption("image"))
    .addOption(settingOption("abImage"))
    .option(
      "--ab-base <rev>",
      "check the setup of the merge base of <rev> and HEAD too, as run --ab-base reads it",
    )
    .option(
      "--shard <i/N>",
      "check the config as shard i of N runs it (run --shard), and say what the shard owns",
    )
    .option("--shard-run <id>", "with --shard: the run id every shard is given")
    .addOption(settingOption("amqpUrls"))
    .addOption(settingOption("managementUrl"))
    .addOption(settingOption("metricsUrls"))
    .addOption(settingOption("protocol"))
    .addOption(settingOption("scenarioNames"))
    .addOption(settingOption("trials"))
    .addOption(settingOption("resultsPath"))
    .addOption(settingOption("markdownPath"))
    .addOption(settingOption("jsonPath"))
    .addOption(settingOption("htmlPath"))
    .addOption(settingOption("bmfPath"))
    .action(
      async (
        flags: { config?: string | false; abBase?: string; shard?: string; shardRun?: string },
        command: Command,
      ) => {
        const config = await readRunConfig(flags, command, io);
        io.stdout.write(`${validationSummary(config).join("\n")}\nrabbitmq-perf-gate: the config is valid\n`);
        setExit(ExitCode.Pass);
      },
    );
}
