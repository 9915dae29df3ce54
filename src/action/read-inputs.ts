import * as core from "@actions/core";
import { InputError } from "../model/errors.js";
import {
  resolveConfig,
  type ConfigOverrides,
  type GateConfig,
  type OverrideLabels,
} from "../gate/resolve.js";
import { checkOutputPaths } from "../gate/output-paths.js";
import { describeConfigChoice, readChosenConfig } from "../gate/config-file.js";
import { withMergeBase } from "../gate/base-references.js";
import type { PullRequestInfo } from "../github/pull-request.js";
import { readActionEvent } from "./context.js";
import { scenarioRegistry } from "../scenarios/registry.js";
import type { Switch } from "./comment.js";
import { Inputs } from "./inputs.js";

/**
 * The action's inputs read, checked and named in every error ("input 'trials'"), and turned into
 * the config the gate runs: the config file of the `config` input with the inputs applied.
 */

export const label = (name: string) => `input '${name}'`;

export const LABELS: OverrideLabels = {
  name: label(Inputs.Name),
  trials: label(Inputs.Trials),
  threshold: label(Inputs.Threshold),
  baselinePath: label(Inputs.Baseline),
  image: label(Inputs.Image),
  abImage: label(Inputs.AbImage),
  amqpUrls: label(Inputs.AmqpUrls),
  managementUrl: label(Inputs.ManagementUrl),
  metricsUrls: label(Inputs.MetricsUrls),
  scenarioNames: label(Inputs.Scenarios),
  resultsPath: label(Inputs.ResultsPath),
  markdownPath: label(Inputs.MarkdownPath),
};

export function optional(name: string): string | undefined {
  const value = core.getInput(name).trim();
  return value === "" ? undefined : value;
}

export function numberInput(name: string, integer: boolean): number | undefined {
  const raw = optional(name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new InputError(
      label(name),
      `expected ${integer ? "a whole number >= 1" : "a number > 0"}; got ${JSON.stringify(raw)}`,
    );
  }
  return value;
}

function booleanInput(name: string): boolean | undefined {
  const raw = optional(name);
  if (raw === undefined) return undefined;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^(false|no|off)$/i.test(raw)) return false;
  throw new InputError(label(name), `expected true or false; got ${JSON.stringify(raw)}`);
}

/**
 * An auto/true/false input (yes/no and on/off too), or one of `extra`'s words: the error lists
 * every accepted value.
 */
export function switchInput<E extends string = never>(name: string, extra: readonly E[] = []): Switch | E {
  const raw = optional(name)?.toLowerCase() ?? "auto";
  if (raw === "auto") return "auto";
  if (/^(true|yes|on)$/.test(raw)) return "true";
  if (/^(false|no|off)$/.test(raw)) return "false";
  if ((extra as readonly string[]).includes(raw)) return raw as E;
  const accepted = ["auto", "true", "false", ...extra];
  throw new InputError(
    label(name),
    `expected ${accepted.slice(0, -1).join(", ")} or ${accepted.at(-1)}; got ${JSON.stringify(raw)}`,
  );
}

const STORES = ["file", "git-branch", "actions-cache"] as const;

/**
 * Inputs that set config keys without a flag of their own: the baseline store (a `baseline` path
 * input still means the file store) and the acknowledge label.
 */
function withStoreInputs(raw: unknown): unknown {
  const store = optional(Inputs.BaselineStore);
  const ackLabel = optional(Inputs.AcknowledgeLabel);
  if (store === undefined && ackLabel === undefined) return raw;
  const config = { ...((raw ?? {}) as Record<string, unknown>) };
  if (store !== undefined) {
    if (!(STORES as readonly string[]).includes(store)) {
      throw new InputError(
        label(Inputs.BaselineStore),
        `unknown store ${JSON.stringify(store)}; accepted: ${STORES.join(", ")}`,
      );
    }
    const current = (config.baseline ?? {}) as Record<string, unknown>;
    config.baseline = current.store === store ? current : { store };
  }
  if (ackLabel !== undefined) {
    config.acknowledge = { ...((config.acknowledge ?? {}) as object), label: ackLabel };
  }
  return config;
}

function listInput(name: string): string[] | undefined {
  const raw = optional(name);
  return raw === undefined
    ? undefined
    : raw
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
}

/** Every URL password becomes a runner secret, so the runner masks it in all output too. */
function registerUrlSecrets(urls: readonly string[] | undefined): void {
  for (const url of urls ?? []) {
    try {
      const password = decodeURIComponent(new URL(url).password);
      if (password) core.setSecret(password);
    } catch {
      // Not a URL: validation names it later.
    }
  }
}

export function readOverrides(): ConfigOverrides {
  const amqpUrls = listInput(Inputs.AmqpUrls);
  const managementUrl = optional(Inputs.ManagementUrl);
  const metricsUrls = listInput(Inputs.MetricsUrls);
  registerUrlSecrets([
    ...(amqpUrls ?? []),
    ...(managementUrl ? [managementUrl] : []),
    ...(metricsUrls ?? []),
  ]);
  const values: ConfigOverrides = {
    name: optional(Inputs.Name),
    trials: numberInput(Inputs.Trials, true),
    threshold: numberInput(Inputs.Threshold, false),
    failOnRegression: booleanInput(Inputs.FailOnRegression),
    baselinePath: optional(Inputs.Baseline),
    image: optional(Inputs.Image),
    abImage: optional(Inputs.AbImage),
    amqpUrls,
    managementUrl,
    metricsUrls,
    scenarioNames: listInput(Inputs.Scenarios),
    resultsPath: optional(Inputs.ResultsPath),
    markdownPath: optional(Inputs.MarkdownPath),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ConfigOverrides;
}

/**
 * The config file of the `config` input (else the repository's own `rabbitmq-perf-gate.yml` at
 * the workspace's root, else the embedded default) with the inputs applied; the log says which.
 * `mode`: a mode that measures (run, calibrate) has its metric names checked against what it
 * measures before any broker starts; mode run with `ab-base` adds the merge base's setup.
 */
export async function loadConfig(
  overrides: ConfigOverrides,
  mode: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GateConfig> {
  const measures = mode === "run" || mode === "calibrate";
  const abBase = abBaseRevision(mode, readActionEvent(env).pullRequest);
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const { choice, raw, source, files } = await readChosenConfig(
    optional(Inputs.Config),
    workspace,
    label(Inputs.Config),
  );
  core.info(describeConfigChoice(choice, workspace, "the 'config' input reads another"));
  const resolveWith = (
    raw: unknown,
    files: ReadonlyMap<string, string>,
    source: string,
    side: "candidate" | "base" = "candidate",
  ) =>
    resolveConfig(withStoreInputs(raw), {
      registry: scenarioRegistry,
      files,
      overrides: side === "base" ? { ...overrides, scenarioNames: undefined } : overrides,
      labels: LABELS,
      source,
      checkMetricNames: measures,
    });
  const candidate = resolveWith(raw, files, source);
  if (abBase === undefined) return candidate;
  const config = await withMergeBase(candidate, {
    rev: abBase,
    choice,
    cwd: workspace,
    field: label(Inputs.AbBase),
    resolve: resolveWith,
  });
  core.info(`same-job A/B against ${config.mergeBase?.source ?? abBase}`);
  return config;
}

/**
 * The revision the \`ab-base\` input names: \`pull-request\` is the base commit of the event's pull
 * request (none outside one, so one workflow serves pushes and pull requests); anything else is a
 * revision as given. The commit comes from the event or the input, never from the checkout's files.
 */
export function abBaseRevision(mode: string, pullRequest: PullRequestInfo | undefined): string | undefined {
  const input = optional(Inputs.AbBase);
  if (input === undefined) return undefined;
  if (mode !== "run") {
    throw new InputError(
      label(Inputs.AbBase),
      `measures the merge base's setup: only mode 'run' measures (this is '${mode}')`,
    );
  }
  if (input !== "pull-request") return input;
  if (!pullRequest) {
    core.info("ab-base: pull-request: this run measures no pull request, so it has no merge-base reference");
    return undefined;
  }
  return pullRequest.baseSha;
}

/**
 * The mode's output paths, by input name, checked together before any work by the rule the CLI
 * keeps (src/gate/output-paths.ts), against the files the mode reads.
 */
export async function checkActionPaths(
  config: GateConfig,
  outputs: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  await checkOutputPaths(
    Object.entries(outputs).map(([name, path]) => ({ field: label(name), path })),
    [
      { field: label(Inputs.Config), path: config.source === "embedded default" ? undefined : config.source },
      { field: label(Inputs.Current), path: optional(Inputs.Current) },
      {
        field: label(Inputs.Baseline),
        path: config.baseline?.store === "file" ? config.baseline.path : undefined,
      },
    ],
  );
}
