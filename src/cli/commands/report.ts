import { Option, type Command } from "commander";
import { InputError } from "../../model/errors.js";
import type { RunContext } from "../../gate/baseline-store.js";
import { reportFile } from "../../gate/gate.js";
import { writeOutputs } from "../../gate/outputs.js";
import type { GateOutcome } from "../../gate/outcome.js";
import { TOOL_NAME, TOOL_VERSION } from "../../model/version.js";
import { createGitHubClient, parseRepository } from "../../github/client.js";
import { commentBody, publishToPullRequest } from "../../github/publish.js";
import { pullRequestRunContext, resolvePullRequest } from "../../github/run-context.js";
import {
  present,
  reportWritten,
  resolveCommandConfig,
  type CommandContext,
  consoleOptionsOf,
} from "../io.js";
import {
  configOptions,
  collect,
  commitSha,
  httpUrl,
  pullRequestNumber,
  COLOR_HELP,
  VERBOSE_HELP,
} from "../options.js";
import { settingOption } from "../overrides.js";

interface ReportFlags {
  current: string;
  baseline?: string;
  config?: string | false;
  pullRequest?: number;
  repo?: string;
  mergeBase?: string;
  baseRef?: string;
  label?: string[];
  runUrl?: string;
  comment?: string;
  postComment: "always" | "on-regression" | "never";
  commitStatus?: boolean;
  color?: boolean;
  verbose?: boolean;
}

/**
 * `report`: a results file measured elsewhere (a fork's job, an artifact) compared with a baseline
 * file or the configured store, written as the console table, Markdown, JSON, HTML and the pull
 * request comment; with --pull-request, posted as the sticky comment (and the commit status). The
 * same code as the action's `mode: report`. It never starts a broker and never writes a store.
 */
export function registerReportCommand(program: Command, { io, setExit }: CommandContext): void {
  const command = configOptions(
    program.command("report"),
    "thresholds, verdict, limits, baseline store, acknowledge, trend",
  )
    .description(
      "compare a results file measured elsewhere with its baseline; write the reports and the pull request comment, or post it",
    )
    .requiredOption("--current <file>", "results file to report on")
    .option("-b, --baseline <file>", "baseline file (default: the config's baseline store)")
    .option(
      "--pull-request <n>",
      "the pull request: its merge base, labels; post the comment there",
      pullRequestNumber,
    )
    .option("--repo <owner/name>", "repository of the pull request (default: $GITHUB_REPOSITORY)")
    .option(
      "--merge-base <sha>",
      "without --pull-request: the commit whose stored result is the baseline",
      commitSha,
    )
    .option("--base-ref <branch>", "without --pull-request: the base branch, for the store's fallback")
    .option("--label <name>", "without --pull-request: a label of the pull request (repeatable)", collect)
    .option("--run-url <url>", "link to the run with the logs and artifacts, in the comment", httpUrl)
    .option("--comment <file>", "write the pull request comment's Markdown here")
    .addOption(
      new Option(
        "--post-comment <when>",
        "with --pull-request: always; on-regression (a regression or an invalid run; otherwise only an earlier comment is updated); never",
      )
        .choices(["always", "on-regression", "never"])
        .default("always"),
    )
    .addOption(settingOption("markdownPath"))
    .addOption(settingOption("jsonPath"))
    .addOption(settingOption("bmfPath"))
    .addOption(settingOption("htmlPath"))
    .option("--commit-status", "with --pull-request: also set the verdict as a commit status")
    .addOption(settingOption("threshold"))
    .addOption(settingOption("failOnRegression"))
    // No default for --color: --help would print the value of the terminal it ran on.
    .option("--color", COLOR_HELP)
    .option("--no-color", "never colour the table")
    .option("--verbose", VERBOSE_HELP)
    .addOption(settingOption("policy"))
    .addOption(settingOption("confidence"))
    .addOption(settingOption("clockMetrics"));
  command.action(async (flags: ReportFlags) => {
    const config = await resolveCommandConfig(flags.config, command, io);

    const token = io.env.GITHUB_TOKEN ?? io.env.GH_TOKEN;
    const repository = parseRepository(flags.repo ?? io.env.GITHUB_REPOSITORY);
    let context: RunContext;
    let publish: ((outcome: GateOutcome) => Promise<void>) | undefined;
    if (flags.pullRequest !== undefined) {
      if (!repository) {
        throw new InputError("--repo", "required with --pull-request (owner/name, or set GITHUB_REPOSITORY)");
      }
      const client = token
        ? createGitHubClient({
            token,
            ...(io.env.GITHUB_API_URL && { baseUrl: io.env.GITHUB_API_URL }),
            userAgent: `${TOOL_NAME}/${TOOL_VERSION}`,
          })
        : undefined;
      if (!client) throw new InputError("--pull-request", "needs a token in GITHUB_TOKEN (or GH_TOKEN)");
      const pull = await resolvePullRequest({ client, repository, number: flags.pullRequest });
      for (const note of pull.notes) io.stderr.write(`${note}\n`);
      context = pullRequestRunContext(pull);
      publish = async (outcome) => {
        const result = await publishToPullRequest(client, outcome, {
          repository,
          pullRequest: flags.pullRequest!,
          gate: config.name,
          ...(flags.runUrl && { runUrl: flags.runUrl }),
          trendMetrics: config.trend.metrics,
          ...(flags.commitStatus && { statusSha: pull.pullRequest.headSha }),
          failOnRegression: config.failOnRegression,
          comment: flags.postComment === "on-regression" ? "on-regression" : flags.postComment === "always",
        });
        const comment = result.comment;
        if (comment.outcome === "created" || comment.outcome === "updated") {
          io.stderr.write(`comment ${comment.outcome}: ${comment.url}\n`);
        } else if (comment.outcome === "forbidden" || comment.outcome === "failed") {
          // Like the action: a refused comment is a warning; the verdict is the exit code.
          io.stderr.write(
            `warning: cannot comment on pull request #${flags.pullRequest}: ${comment.message}\n`,
          );
        } else if (comment.outcome === "absent") {
          io.stderr.write(
            "no comment: nothing regressed (--post-comment on-regression) and no earlier comment to update\n",
          );
        }
        if (result.status) {
          io.stderr.write(
            result.status.outcome === "set"
              ? `commit status set on ${pull.pullRequest.headSha.slice(0, 7)}\n`
              : `warning: cannot set the commit status: ${result.status.message ?? result.status.outcome}\n`,
          );
        }
      };
    } else {
      context = {
        ...((flags.mergeBase || flags.baseRef) && {
          baselineQuery: {
            ...(flags.mergeBase && { at: flags.mergeBase, atLabel: "the merge base" }),
            ...(flags.baseRef && { ref: flags.baseRef }),
          },
        }),
        ...(flags.label && { labels: flags.label }),
      };
    }
    context = {
      ...context,
      readOnlyReason: "the report command never writes the stored baselines",
      saveBaseline: false,
    };

    const outcome = await reportFile(config, {
      currentPath: flags.current,
      ...(flags.baseline !== undefined && { baselinePath: flags.baseline }),
      context,
      console: consoleOptionsOf(flags, io),
    });
    if (outcome.baselineSource) {
      io.stderr.write(`baseline: ${outcome.baselineSource.source}\n`);
      if (outcome.baselineSource.fallback) io.stderr.write(`warning: ${outcome.baselineSource.fallback}\n`);
    }
    reportWritten(
      await writeOutputs([
        {
          what: "comment",
          path: flags.comment,
          content: () =>
            commentBody(outcome, {
              ...(flags.pullRequest !== undefined && { pullRequest: flags.pullRequest }),
              ...(flags.runUrl && { runUrl: flags.runUrl }),
              trendMetrics: config.trend.metrics,
            }),
        },
      ]),
      io,
    );
    const exit = present(outcome, io);
    if (publish) await publish(outcome);
    setExit(exit);
  });
}
