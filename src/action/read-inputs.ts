import * as core from "@actions/core";
import { InputError } from "../model/errors.js";
import type { GateConfig } from "../gate/resolve.js";
import {
  SETTINGS,
  settingOf,
  type SettingKey,
  type ConfigOverrides,
  type OverrideLabels,
  type Setting,
  type ValueKind,
} from "../gate/overrides.js";
import { checkOutputPaths } from "../gate/output-paths.js";
import { describeConfigChoice, readChosenConfig } from "../gate/config-file.js";
import { resolveRunConfig } from "../gate/run-config.js";
import type { PullRequestInfo } from "../github/pull-request.js";
import { readActionEvent } from "./context.js";
import type { Switch } from "./comment.js";
import { Inputs } from "./inputs.js";

/**
 * The action's inputs read, checked and named in every error ("input 'trials'"), and turned into
 * the config the gate runs: the config file of the `config` input with the inputs applied.
 */

export const label = (name: string) => `input '${name}'`;

/** The action input of a setting of the table, by the setting's key. */
export const inputOf = (key: SettingKey): string => settingOf(key).input!;

/** Every setting with an action input, named as the inputs name it in errors. */
export const LABELS: OverrideLabels = Object.fromEntries(
  (SETTINGS as readonly Setting[]).flatMap((row) => (row.input ? [[row.key, label(row.input)]] : [])),
);

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
function registerUrlSecrets(urls: readonly (string | undefined)[]): void {
  for (const url of urls) {
    if (url === undefined) continue;
    try {
      const password = decodeURIComponent(new URL(url).password);
      if (password) core.setSecret(password);
    } catch {
      // Not a URL: validation names it later.
    }
  }
}

/** An input's value as its setting's kind reads it (gate/overrides.ts); undefined when not given. */
function settingInput(name: string, value: ValueKind): unknown {
  switch (value.kind) {
    case "texts":
    case "names":
      return listInput(name);
    case "whole":
      return numberInput(name, true);
    case "percent":
    case "level":
      return numberInput(name, false);
    case "boolean":
      return booleanInput(name);
    case "choice": {
      const raw = optional(name);
      if (raw === undefined || value.choices.includes(raw)) return raw;
      throw new InputError(
        label(name),
        `unknown ${value.noun} ${JSON.stringify(raw)}; accepted: ${value.choices.join(", ")}`,
      );
    }
    default:
      return optional(name);
  }
}

/**
 * The settings the inputs give, read in the table's order (the first bad input is the one
 * reported). Every URL password becomes a runner secret first, so the runner masks it in all
 * output. `brokers: false` (a mode that measures nothing) leaves out the inputs that describe the
 * brokers to start.
 */
export function readOverrides({ brokers = true }: { brokers?: boolean } = {}): ConfigOverrides {
  const rows = SETTINGS as readonly Setting[];
  registerUrlSecrets(
    rows
      .filter((row) => row.secretUrls && row.input !== undefined)
      .flatMap((row) => (row.value.kind === "text" ? [optional(row.input!)] : listInput(row.input!)) ?? []),
  );
  const values: Record<string, unknown> = {};
  for (const row of rows) {
    if (row.input === undefined) continue;
    const value = settingInput(row.input, row.value);
    if (value !== undefined && (brokers || !row.brokers)) values[row.key] = value;
  }
  return values as ConfigOverrides;
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
  const measures = mode === "run" || mode === "calibrate" || mode === "validate";
  const abBase = abBaseRevision(mode, readActionEvent(env).pullRequest);
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const { choice, raw, source, files } = await readChosenConfig(
    optional(Inputs.Config),
    workspace,
    label(Inputs.Config),
  );
  core.info(describeConfigChoice(choice, workspace, "the 'config' input reads another"));
  const config = await resolveRunConfig(
    { choice, raw, source, files },
    {
      overrides,
      labels: LABELS,
      checkMetricNames: measures,
      ...(abBase !== undefined && {
        mergeBase: { rev: abBase, cwd: workspace, field: label(Inputs.AbBase) },
      }),
    },
  );
  if (abBase !== undefined) core.info(`same-job A/B against ${config.mergeBase?.source ?? abBase}`);
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
  if (mode !== "run" && mode !== "validate") {
    throw new InputError(
      label(Inputs.AbBase),
      `measures the merge base's setup: only mode 'run' measures it, and 'validate' checks it (this is '${mode}')`,
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
        field: label(inputOf("baselinePath")),
        path: config.baseline?.store === "file" ? config.baseline.path : undefined,
      },
    ],
  );
}
