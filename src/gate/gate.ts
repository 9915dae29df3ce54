import type { Results } from "../model/results.js";
import { readResultsFile } from "../baseline/read.js";
import type { BaselineStore } from "../baseline/store.js";
import { compareResults } from "../compare/compare.js";
import type { Comparison } from "../compare/comparison.js";
import { checkLimits } from "../compare/limits.js";
import { compareOptionsFromConfig } from "../compare/policies.js";
import { compareTargets, type SideBySide } from "../compare/side-by-side.js";
import type { BaselineSource } from "../report/comment.js";
import type { ConsoleOptions } from "../report/console.js";
import { afterRun, findBaseline, openStore, readHistory, type RunContext } from "./baseline-store.js";
import { judge, reportPaths, type GateOutcome, type ReportOptions } from "./outcome.js";
import type { GateConfig } from "./resolve.js";
import { runSuite, type RunDependencies } from "./run.js";
import type { AbPair } from "./ab.js";
import { InputError } from "../model/errors.js";
import { quoted, quotedName } from "../model/one-line.js";

/**
 * The gate's two use cases on a stored baseline: `run` measures and judges, `report` judges a
 * results file measured elsewhere. Both find the baseline, compare, accept acknowledged
 * regressions, read the trend and store the results where the context allows (baseline-store.ts),
 * then judge and write the reports (outcome.ts).
 */

/** `run`: measure, write the results, compare with the baseline when one is configured. */
export async function runGate(
  config: GateConfig,
  deps: RunDependencies & { console?: ConsoleOptions; context?: RunContext },
): Promise<GateOutcome> {
  const context = deps.context ?? {};
  // A shard measures part of the load: it is judged once merged, and never stored as a baseline.
  const sharded = config.shard !== undefined && config.shard.shard.count > 1;
  // Read the baseline first: a bad baseline path should fail before minutes of measuring.
  const store = sharded ? undefined : openStore(config, context);
  const { baseline, source } = store
    ? await findBaseline(store, config, context)
    : { baseline: undefined, source: undefined };
  for (const skipped of config.skippedTargets) {
    deps.logger.warn(`matrix cell '${skipped.id}' skipped: ${skipped.reason}`);
  }
  const results = await runSuite(config, deps);
  deps.progress?.phase(
    baseline ? "comparing with the baseline and writing the reports" : "writing the reports",
  );
  const { candidates, sameJob } = sameJobPairs(config, results, config.abPairs ?? []);
  return judgeWithStore(config, context, store, { results, candidates, baseline, source }, sameJob, {
    ...reportPaths(config.output),
    ...(config.output.results !== undefined && { resultsPath: config.output.results }),
    ...(deps.console !== undefined && { console: deps.console }),
  });
}

/**
 * `report`: a results file measured elsewhere (a fork's job, an artifact), compared with the
 * configured store's baseline for `context` or with `baselinePath`; results only when neither has
 * one. The trusted side of the fork-safe pair: it never runs a broker or the pull request's code.
 */
export async function reportFile(
  config: GateConfig,
  options: { currentPath: string; baselinePath?: string; context?: RunContext; console?: ConsoleOptions },
): Promise<GateOutcome> {
  const context = options.context ?? {};
  const results = await readResultsFile(options.currentPath, "current");
  let store: BaselineStore | undefined;
  let baseline: Results | undefined;
  let source: BaselineSource | undefined;
  if (options.baselinePath) {
    baseline = await readResultsFile(options.baselinePath, "baseline");
    source = { source: `baseline file '${options.baselinePath}'` };
  } else {
    store = openStore(config, context);
    ({ baseline, source } = await findBaseline(store, config, context));
  }
  const { candidates, sameJob } = sameJobPairs(config, results, recordedPairs(results, options.currentPath));
  return judgeWithStore(config, context, store, { results, candidates, baseline, source }, sameJob, {
    ...reportPaths(config.output),
    ...(options.console !== undefined && { console: options.console }),
  });
}

/**
 * Same-job A/B: each reference is compared with its candidate, and only the candidates with the
 * stored baseline (a reference is another setup, not this change's result).
 */
function sameJobPairs(
  config: GateConfig,
  results: Results,
  pairs: readonly AbPair[],
): { candidates: Results; sameJob: SideBySide[] } {
  const references = new Set(pairs.map((pair) => pair.reference));
  const candidates = { ...results, targets: results.targets.filter((t) => !references.has(t.id)) };
  const sameJob = pairs.map((pair) =>
    compareTargets(
      results,
      pair.reference,
      pair.candidate,
      config.thresholds,
      compareOptionsFromConfig(config.verdict),
    ),
  );
  return { candidates, sameJob };
}

/** The pairs a results file records, each naming two distinct targets the file holds. */
function recordedPairs(results: Results, path: string): AbPair[] {
  const ids = new Set(results.targets.map((t) => t.id));
  const pairs = results.sameJob?.pairs ?? [];
  for (const [index, pair] of pairs.entries()) {
    for (const id of [pair.reference, pair.candidate]) {
      if (!ids.has(id)) {
        throw new InputError(
          "current",
          `${quotedName(path)}: sameJob.pairs[${index}] names target ${quoted(id)}, which the file does not hold`,
        );
      }
    }
    if (pair.reference === pair.candidate) {
      throw new InputError(
        "current",
        `${quotedName(path)}: sameJob.pairs[${index}] compares a target with itself`,
      );
    }
  }
  return pairs;
}

/**
 * The shared tail: compare the candidates and check the limits on them, then acknowledge, trend
 * and store, then judge.
 */
async function judgeWithStore(
  config: GateConfig,
  context: RunContext,
  store: BaselineStore | undefined,
  run: {
    results: Results;
    candidates: Results;
    baseline?: Results | undefined;
    source?: BaselineSource | undefined;
  },
  sameJob: readonly SideBySide[],
  options: ReportOptions & { resultsPath?: string },
): Promise<GateOutcome> {
  const history = await readHistory(config, context, store);
  const compared: Comparison | undefined = run.baseline
    ? compareResults(run.baseline, run.candidates, config.thresholds, {
        ...compareOptionsFromConfig(config.verdict),
        reference: "separate",
        // The newest verdict.history.runs of this run's runner class (compare/runner-class.ts).
        history: history.runs,
      })
    : undefined;
  const after = await afterRun(config, context, store, run.results, compared, run.source, history);
  return judge(
    {
      results: run.results,
      baseline: run.baseline,
      comparison: after.comparison,
      failOnRegression: config.failOnRegression,
      extras: after.extras,
      sameJob,
      limits: checkLimits(run.candidates, config.limits),
      ...(after.saved && { saved: after.saved }),
      ...(after.saveFailed && { saveFailed: after.saveFailed }),
    },
    options,
  );
}
