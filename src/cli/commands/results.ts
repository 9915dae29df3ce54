import type { Command } from "commander";
import { ExitCode } from "../../model/errors.js";
import { mergeShardFiles } from "../../gate/merge-shards.js";
import type { CommandContext } from "../io.js";

/** `results merge`: the results files of a run's shards made one results file to judge. */
export function registerResultsCommand(program: Command, { io, setExit }: CommandContext): void {
  const results = program.command("results").description("work with results files");
  results
    .command("merge")
    .description(
      "merge the results files of a run's shards (run --shard) into one results file that compare and report judge",
    )
    .argument(
      "<files...>",
      "the shards' results files, or directories holding them (every .json file under them)",
    )
    .requiredOption("--out <file>", "merged results file to write (atomically)")
    .action(async (paths: string[], flags: { out: string }) => {
      const merged = await mergeShardFiles(paths, flags.out);
      const invalid = merged.targets.flatMap((target) =>
        target.scenarios.flatMap((scenario) =>
          scenario.invalidReasons.map((reason) => `target '${target.id}', ${scenario.name}: ${reason}`),
        ),
      );
      const shards = merged.shards!;
      io.stderr.write(
        `merged ${shards.hosts.length} of ${shards.count} shards of run '${shards.run}' into ${flags.out}` +
          (invalid.length === 0
            ? "\n"
            : `; invalid trials:\n${invalid.map((line) => `  ${line}\n`).join("")}`),
      );
      setExit(ExitCode.Pass);
    });
}
