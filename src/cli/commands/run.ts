import type { Command } from "commander";
import { checkOutputPaths, configOutputPaths } from "../../gate/output-paths.js";
import { runGate } from "../../gate/gate.js";
import { resolveRunConfig } from "../../gate/run-config.js";
import type { GateConfig } from "../../gate/resolve.js";
import { createConsoleLogger } from "../console-logger.js";
import {
  present,
  withConsoleBrokerSession,
  readCommandConfig,
  type CommandContext,
  consoleOptionsOf,
} from "../io.js";
import { configOptions, COLOR_HELP, VERBOSE_HELP } from "../options.js";
import { InputError } from "../../model/errors.js";
import { DEFAULT_SHARD_WAIT_S, shardConfig, shardRunOptions } from "../../gate/shard.js";
import { overridesOf, settingOption } from "../overrides.js";

interface RunFlags {
  config?: string | false;
  abBase?: string;
  shard?: string;
  shardRun?: string;
  shardWait?: string;
  color?: boolean;
  verbose?: boolean;
}

/**
 * The config as `run` measures it: the file (or the embedded default) with the flags applied, the
 * files it names, the matrix, the scenario fit and, with --ab-base, the merge base's setup; then
 * the output paths, checked before anything starts. `validate` checks a config with it too.
 */
export async function readRunConfig(
  flags: { config?: string | false; abBase?: string; shard?: string; shardRun?: string; shardWait?: string },
  command: Command,
  io: CommandContext["io"],
): Promise<GateConfig> {
  const chosen = await readCommandConfig(flags.config, io);
  const given = overridesOf(command);
  const config = await resolveRunConfig(chosen, {
    ...given,
    checkMetricNames: true,
    ...(flags.abBase !== undefined && {
      mergeBase: { rev: flags.abBase, cwd: io.cwd ?? process.cwd(), field: "--ab-base" },
    }),
  });
  await checkOutputPaths(configOutputPaths(config.output, given), [
    { field: "--config", path: typeof flags.config === "string" ? flags.config : undefined },
    { field: "--baseline", path: config.baseline?.store === "file" ? config.baseline.path : undefined },
  ]);
  if (flags.shard === undefined) {
    for (const flag of ["shardRun", "shardWait"] as const) {
      if (flags[flag] !== undefined)
        throw new InputError(`--${flag === "shardRun" ? "shard-run" : "shard-wait"}`, "only with --shard");
    }
    return config;
  }
  return shardConfig(
    config,
    shardRunOptions(flags.shard, flags.shardRun, flags.shardWait, io.env ?? process.env),
  );
}

/** `run`: start the brokers, run the scenarios, write the results; compare when a baseline is given. */
export function registerRunCommand(program: Command, { io, setExit }: CommandContext): void {
  configOptions(program.command("run"), "targets, scenarios, thresholds and the rest")
    .description("start the brokers, run the scenarios, write results; compare when a baseline is given")
    .addOption(settingOption("resultsPath"))
    .addOption(settingOption("markdownPath"))
    .addOption(settingOption("jsonPath"))
    .addOption(settingOption("htmlPath"))
    .addOption(settingOption("bmfPath"))
    .addOption(settingOption("baselinePath"))
    .addOption(settingOption("trials"))
    .addOption(settingOption("threshold"))
    .addOption(settingOption("policy"))
    .addOption(settingOption("confidence"))
    .addOption(settingOption("clockMetrics"))
    .addOption(settingOption("image"))
    .addOption(settingOption("abImage"))
    .option(
      "--ab-base <rev>",
      "same-job A/B: also measure the setup of the merge base of <rev> and HEAD (config and the files it names, read with git) and compare every pair",
    )
    .option(
      "--shard <i/N>",
      "run shard i of N: this machine's share of every scenario's clients and queues against an external broker, met by the other shards at a barrier on it; merge the shards' results with `results merge`",
    )
    .option(
      "--shard-run <id>",
      "with --shard: the id every shard of the run is given (default in GitHub Actions: the workflow run id and attempt)",
    )
    .option(
      "--shard-wait <seconds>",
      `with --shard: how long a shard waits for the others at a barrier (default ${DEFAULT_SHARD_WAIT_S})`,
    )
    .addOption(settingOption("amqpUrls"))
    .addOption(settingOption("managementUrl"))
    .addOption(settingOption("metricsUrls"))
    .addOption(settingOption("protocol"))
    .addOption(settingOption("scenarioNames"))
    .addOption(settingOption("name"))
    .addOption(settingOption("failOnRegression"))
    // No default for --color: --help would print the value of the terminal it ran on.
    .option("--color", COLOR_HELP)
    .option("--no-color", "never colour the table")
    .option("-v, --verbose", `debug output, and ${VERBOSE_HELP}`)
    .action(async (flags: RunFlags, command: Command) => {
      const logger = createConsoleLogger(io.stderr, { verbose: flags.verbose ?? false });
      const config = await readRunConfig(flags, command, io);
      const outcome = await withConsoleBrokerSession(logger, (session) =>
        runGate(config, { ...session, console: consoleOptionsOf(flags, io) }),
      );
      setExit(present(outcome, io));
    });
}
