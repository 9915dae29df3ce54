import type { Command } from "commander";
import { runHistory } from "../../gate/history.js";
import { resolveCommandConfig, type CommandContext } from "../io.js";
import { configOptions } from "../options.js";
import { settingOption } from "../overrides.js";

/**
 * `history`: change points on the stored results of the default branch, no broker. Exit 1 when a
 * metric stepped the wrong way among the last results and no acknowledgement accepts it.
 */
export function registerHistoryCommand(program: Command, { io, setExit }: CommandContext): void {
  configOptions(program.command("history"), "baseline (the git-branch store), history and acknowledge")
    .description(
      "find the steps in each metric's stored history (change points) and fail on a recent regression",
    )
    .option("--dir <directory>", "read the results files of a directory instead of the config's store")
    .option("--at <rev>", "walk the first-parent history back from this commit (default HEAD)")
    .addOption(settingOption("historyRecent"))
    .addOption(settingOption("markdownPath"))
    .addOption(settingOption("jsonPath"))
    .addOption(settingOption("htmlPath"))
    .action(async (flags: { config?: string | false; dir?: string; at?: string }, command: Command) => {
      const config = await resolveCommandConfig(flags.config, command, io);
      const outcome = await runHistory({
        config,
        cwd: io.cwd ?? process.cwd(),
        ...(flags.dir !== undefined && { directory: flags.dir }),
        ...(flags.at !== undefined && { at: flags.at }),
        ...(config.output.markdown !== undefined && { markdownPath: config.output.markdown }),
        ...(config.output.html !== undefined && { htmlPath: config.output.html }),
        ...(config.output.json !== undefined && { jsonPath: config.output.json }),
      });
      io.stdout.write(outcome.text);
      setExit(outcome.exitCode);
    });
}
