import { reportFile } from "../../gate/gate.js";
import { mergeShardFiles } from "../../gate/merge-shards.js";
import { InputError } from "../../model/errors.js";
import { Inputs } from "../inputs.js";
import type { LogGroups } from "../log.js";
import { presentOutcome, type ModeResult } from "../present.js";
import { checkActionPaths, inputOf, label, optional } from "../read-inputs.js";
import { setUpGate } from "./setup.js";

/** Where the merged results go when neither the input nor the config names a file. */
const DEFAULT_MERGED = "rabbitmq-perf-gate-results.json";

/**
 * mode merge: the results files of a run's shards (the matrix's artifacts) merged into one
 * results file, then judged as a run's results are: against the store's baseline, with the
 * comment on the pull request, stored as the baseline on the default branch.
 */
export async function mergeMode(groups: LogGroups): Promise<ModeResult> {
  const setup = await setUpGate("merge", groups);
  const paths = (optional(Inputs.Shards) ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  if (paths.length === 0) {
    throw new InputError(
      label(Inputs.Shards),
      "required in mode 'merge'; expected the shards' results files or the directories holding them, one per line",
    );
  }
  groups.start("merging the shards' results");
  const { config } = setup;
  const mergedPath = config.output.results ?? DEFAULT_MERGED;
  await checkActionPaths(config, { [inputOf("resultsPath")]: mergedPath });
  const merged = await mergeShardFiles(paths, mergedPath).catch((error: unknown) => {
    if (error instanceof InputError && error.field === "--out") {
      throw new InputError(label(inputOf("resultsPath")), error.detail, { cause: error });
    }
    throw error;
  });
  const shards = merged.shards!;
  setup.logger.info(
    `merged ${shards.hosts.length} of ${shards.count} shards of run '${shards.run}' into ${mergedPath}`,
  );
  groups.start("comparing with the baseline and writing the reports");
  const baselinePath = config.baseline?.store === "file" ? config.baseline.path : undefined;
  const outcome = await reportFile(
    { ...config, output: { ...config.output, results: mergedPath } },
    { currentPath: mergedPath, ...(baselinePath && { baselinePath }), context: setup.context },
  );
  return presentOutcome(outcome, setup);
}
