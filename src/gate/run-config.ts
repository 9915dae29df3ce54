import { scenarioRegistry } from "../scenarios/registry.js";
import { withMergeBase } from "./base-references.js";
import type { readChosenConfig } from "./config-file.js";
import type { ConfigOverrides, OverrideLabels } from "./overrides.js";
import { resolveConfig, type GateConfig } from "./resolve.js";

export interface RunConfigOptions {
  /** The settings given on the command line or as inputs, and how the user named each. */
  overrides: ConfigOverrides;
  labels: OverrideLabels;
  /** A command that measures has its metric names checked before any broker starts. */
  checkMetricNames: boolean;
  /** Same-job A/B against the merge base of `rev` and HEAD; `field` names the revision in errors. */
  mergeBase?: { rev: string; cwd: string; field: string };
}

/**
 * The config a measuring command runs, for both entry points: the chosen file resolved with the
 * overrides and, for an A/B against the merge base, the merge base's setup resolved with the same
 * overrides beside it. The merge base's side keeps all its scenarios: the candidate's names make
 * the selection (a scenario the pull request adds is not in the merge base's config).
 */
export async function resolveRunConfig(
  chosen: Awaited<ReturnType<typeof readChosenConfig>>,
  options: RunConfigOptions,
): Promise<GateConfig> {
  const resolveWith = (
    raw: unknown,
    files: ReadonlyMap<string, string>,
    source: string,
    side: "candidate" | "base" = "candidate",
  ) =>
    resolveConfig(raw, {
      registry: scenarioRegistry,
      files,
      overrides: side === "base" ? { ...options.overrides, scenarioNames: undefined } : options.overrides,
      labels: options.labels,
      source,
      checkMetricNames: options.checkMetricNames,
    });
  const candidate = resolveWith(chosen.raw, chosen.files, chosen.source);
  if (options.mergeBase === undefined) return candidate;
  return withMergeBase(candidate, { ...options.mergeBase, choice: chosen.choice, resolve: resolveWith });
}
