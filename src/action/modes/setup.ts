import type { RunContext } from "../../gate/baseline-store.js";
import type { GateConfig } from "../../gate/resolve.js";
import type { Logger } from "../../model/logger.js";
import type { ProgressSink } from "../../model/progress.js";
import { actionsCacheBackend } from "../cache.js";
import { setUpGitHub, type GitHubSetup } from "../comment.js";
import { Inputs } from "../inputs.js";
import { actionLogger, type LogGroups } from "../log.js";
import {
  checkActionPaths,
  inputOf,
  loadConfig,
  optional,
  readOverrides,
  switchInput,
} from "../read-inputs.js";

/** Where the Markdown report goes when neither the input nor the config names a file. */
const DEFAULT_MARKDOWN = "rabbitmq-perf-gate-report.md";

export interface GateSetup {
  mode: "run" | "compare" | "report" | "merge";
  config: GateConfig;
  github: GitHubSetup;
  /** The pull request, its labels and the store's permissions, for the baseline store. */
  context: RunContext;
  logger: Logger & ProgressSink;
  groups: LogGroups;
}

/**
 * What the gate's modes (run, compare, report) set up before any work, in their first log group:
 * the config with the inputs applied (a mode that measures nothing ignores the inputs that
 * describe brokers), every output path checked, the pull request and the baseline store's access.
 */
export async function setUpGate(mode: GateSetup["mode"], groups: LogGroups): Promise<GateSetup> {
  groups.start("setting up: config, pull request, baseline store");
  const logger = actionLogger(groups);
  const loaded = await loadConfig(readOverrides({ brokers: mode === "run" }), mode);
  const config: GateConfig = {
    ...loaded,
    output: { ...loaded.output, markdown: loaded.output.markdown ?? DEFAULT_MARKDOWN },
  };
  await checkActionPaths(config, {
    [inputOf("resultsPath")]: mode === "run" ? config.output.results : undefined,
    [inputOf("markdownPath")]: config.output.markdown,
    [inputOf("jsonPath")]: config.output.json,
    [inputOf("htmlPath")]: config.output.html,
    [inputOf("bmfPath")]: config.output.bmf,
  });
  const token = optional(Inputs.GitHubToken);
  const github = await setUpGitHub({
    // The merge job is part of the workflow its shards ran in: on the pull request as a run is.
    mode: mode === "merge" ? "run" : mode,
    ...(token && { token }),
    comment: switchInput(Inputs.Comment, ["on-regression"] as const),
    commitStatus: switchInput(Inputs.CommitStatus),
    saveBaseline: switchInput(Inputs.SaveBaseline),
    ...(optional(Inputs.PullRequest) && { pullRequest: optional(Inputs.PullRequest)! }),
    ...(config.baseline && { store: config.baseline.store }),
  });
  const context = {
    ...github.runContext,
    ...(config.baseline?.store === "actions-cache" && { cache: await actionsCacheBackend() }),
  };
  return { mode, config, github, context, logger, groups };
}
