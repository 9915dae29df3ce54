import type { Command } from "commander";
import { ExitCode } from "../../model/errors.js";
import { saveBaseline } from "../../gate/files.js";
import type { CommandContext } from "../io.js";

/** `baseline save`: a baseline file from the results of a valid run. */
export function registerBaselineCommand(program: Command, { io, setExit }: CommandContext): void {
  const baseline = program.command("baseline").description("manage baselines");
  baseline
    .command("save")
    .description("make a baseline from a results file (written atomically)")
    .requiredOption("--from <file>", "results file of a valid run")
    .requiredOption("--to <file>", "baseline file to write")
    .option("--noise <file>", "keep the A/A noise of this calibrate results file with the baseline")
    .action(async (flags: { from: string; to: string; noise?: string }) => {
      await saveBaseline(flags.from, flags.to, {
        ...(flags.noise !== undefined && { noisePath: flags.noise }),
      });
      io.stderr.write(`baseline written to ${flags.to}\n`);
      setExit(ExitCode.Pass);
    });
}
