import { readDirectoryHistory } from "../baseline/directory-history.js";
import { createBaselineStore, type BaselineStoreOptions } from "../baseline/registry.js";
import { checkChangePointExpiry, judgeHistory, type HistoryJudgement } from "../compare/history/judge.js";
import { thresholdKeys } from "../compare/thresholds.js";
import { ExitCode, InputError } from "../model/errors.js";
import type { Results } from "../model/results.js";
import { renderHistoryHtml } from "../report/history-html.js";
import {
  renderHistoryJson,
  renderHistoryMarkdown,
  renderHistoryText,
  type HistoryReportContext,
} from "../report/history.js";
import { writeOutputs, type Written } from "./outputs.js";
import type { GateConfig } from "./resolve.js";

/**
 * `history` (CLI command and action mode): read the stored results of the default branch, find
 * the change points of every metric's series, and fail on a regression step among the last
 * results. What a per-pull-request gate cannot see: steps each under its threshold that add up.
 */

export interface HistoryRequest {
  config: Pick<GateConfig, "name" | "baseline" | "history" | "acknowledge">;
  /** A directory of results files instead of the config's store. */
  directory?: string;
  /** The commit to walk back from (default HEAD). */
  at?: string;
  /** The git checkout (default: the working directory). */
  cwd?: string;
  /** Report files to write. */
  markdownPath?: string;
  htmlPath?: string;
  jsonPath?: string;
  /** Fills commit links in Markdown. */
  commitUrl?: (sha: string) => string;
  now?: Date;
  /** Store options the action injects (its cache for the actions-cache store). */
  storeOptions?: BaselineStoreOptions;
}

export interface HistoryOutcome {
  judgement: HistoryJudgement;
  context: HistoryReportContext;
  /** The console's report. */
  text: string;
  /** The Markdown report (the job summary and the sticky issue's body). */
  markdown: string;
  written: Written;
  exitCode: ExitCode;
}

export async function runHistory(request: HistoryRequest): Promise<HistoryOutcome> {
  const { config } = request;
  checkChangePointExpiry(config.acknowledge.changePoints, request.now ?? new Date());
  const cwd = request.cwd ?? process.cwd();
  const read =
    request.directory !== undefined ? await fromDirectory(request, cwd) : await fromStore(request, cwd);
  const judgement = judgeHistory(read.runs, config.history, config.acknowledge.changePoints);
  const notices = [...read.notices, ...unusedAcknowledgements(judgement, config.acknowledge.changePoints)];
  const context: HistoryReportContext = {
    source: read.source,
    order: read.order,
    notices,
    ...(request.commitUrl && { commitUrl: request.commitUrl }),
  };
  const markdown = renderHistoryMarkdown(judgement, context);
  const written = await writeOutputs([
    { what: "markdown", path: request.markdownPath, content: () => markdown },
    { what: "html", path: request.htmlPath, content: () => renderHistoryHtml(judgement, context) },
    { what: "json", path: request.jsonPath, content: () => renderHistoryJson(judgement, context) },
  ]);
  return {
    judgement,
    context,
    text: renderHistoryText(judgement, context),
    markdown,
    written,
    exitCode: judgement.verdict === "regressed" ? ExitCode.Regression : ExitCode.Pass,
  };
}

interface ReadHistory {
  runs: Results[];
  source: string;
  order: string;
  notices: string[];
}

async function fromDirectory(request: HistoryRequest, cwd: string): Promise<ReadHistory> {
  const directory = request.directory!;
  const read = await readDirectoryHistory(directory, {
    field: "--dir",
    limit: request.config.history.length,
    cwd,
    ...(request.at !== undefined && { at: request.at }),
  });
  return {
    runs: read.runs,
    source: `the directory '${directory}'`,
    order: read.order,
    notices: read.notices,
  };
}

async function fromStore(request: HistoryRequest, cwd: string): Promise<ReadHistory> {
  const baseline = request.config.baseline;
  if (!baseline) {
    throw new InputError(
      "baseline.store",
      "history reads the stored results of the default branch: set baseline.store to 'git-branch' in the config, or give a directory of results files (--dir)",
    );
  }
  if (baseline.store !== "git-branch") {
    throw new InputError(
      "baseline.store",
      `the '${baseline.store}' store keeps one result, not a history; history needs the 'git-branch' store or a directory of results files (--dir)`,
    );
  }
  const store = createBaselineStore(baseline, { ...request.storeOptions, gate: request.config.name, cwd });
  const at = request.at ?? "HEAD";
  const runs = await store.history(request.config.history.length, { at, firstParent: true });
  if (runs.length === 0) {
    throw new InputError(
      "baseline.store",
      `${store.describe()} holds no stored result on the first-parent line of ${at}: store main's results first (the nightly baseline job), and check out with fetch-depth: 0`,
    );
  }
  return { runs, source: store.describe(), order: `first-parent order of ${at}`, notices: [] };
}

/** An acknowledgement that names no step found: a typo, or a step that is gone. */
function unusedAcknowledgements(
  judgement: HistoryJudgement,
  entries: HistoryRequest["config"]["acknowledge"]["changePoints"],
): string[] {
  return entries.flatMap((entry, index) => {
    const used = judgement.series.some(
      (series) =>
        thresholdKeys(series.target, series.scenario, series.metric).includes(entry.metric) &&
        series.changePoints.some((point) => point.sha?.startsWith(entry.commit)),
    );
    return used
      ? []
      : [
          `acknowledge.changePoints[${index}] (${entry.metric} at ${entry.commit}) matches no step found; remove it`,
        ];
  });
}
