import { DEFAULT_IMAGE } from "../model/config.js";
import { InputError } from "../model/errors.js";

/**
 * Every setting a run can be given on the command line or as an action input, in one table: where
 * it lands in the config, its flag, its input, what its value is and how it is applied. The CLI's
 * options (cli/overrides.ts), the action's inputs (action/read-inputs.ts), the labels that config
 * errors name and `applyOverrides` are all derived from it: a new setting is one row here (and,
 * for an action input, its entry in action.yml).
 *
 * Rows are in the order the action reads its inputs (the first bad one is the one reported) and
 * applies them: a row may build on what an earlier one wrote.
 *
 * Why this file is long: it is the table, a row of about ten lines per setting, and grows by one
 * row with each setting; splitting it would make two places to look for one.
 */

/**
 * What a setting's value is, which says how a flag's text and an input's text are read: `texts` is
 * a repeated flag or an input of lines or commas, `names` the same and a comma-separated flag too,
 * `percent` a number > 0, `level` a confidence level (0.5 to 0.999), `choice` one of `choices`
 * (`noun` names it in the action's error: "unknown store").
 */
export type ValueKind =
  | { kind: "text" | "texts" | "names" | "whole" | "percent" | "level" | "boolean" }
  | { kind: "choice"; choices: readonly string[]; noun: string };

export type ValueOf<V extends ValueKind> = V extends { kind: "text" }
  ? string
  : V extends { kind: "texts" | "names" }
    ? string[]
    : V extends { kind: "whole" | "percent" | "level" }
      ? number
      : V extends { kind: "boolean" }
        ? boolean
        : V extends { kind: "choice"; choices: readonly (infer C)[] }
          ? C
          : never;

/** The raw config (a copy) that rows write into before it is validated. */
type RawConfig = Record<string, unknown>;

export interface Setting<K extends string = string, V extends ValueKind = ValueKind> {
  key: K;
  value: V;
  /**
   * The config path the value lands on: a config error at or under it names the flag or input
   * that gave the value (the most specific path wins). Absent: errors keep naming the config key.
   */
  path?: string;
  /** The command-line flag as commander declares it (`-t, --trials <n>`), and its help. */
  flag?: { spec: string; help: string };
  /** The action input (action.yml). */
  input?: string;
  /** A URL whose password the action registers as a secret, masked in all output. */
  secretUrls?: boolean;
  /** Describes the brokers to start: the action's modes that measure nothing ignore it. */
  brokers?: boolean;
  /**
   * Writes the value into the raw config; `all` holds every override given. Absent: the value is
   * read where the config is resolved (resolve.ts), not written into it.
   */
  apply?: (config: RawConfig, value: ValueOf<V>, all: Readonly<Record<string, unknown>>) => void;
}

function setting<const K extends string, const V extends ValueKind>(row: Setting<K, V>): Setting<K, V> {
  return row;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `config[key]` with `patch` laid over what it held. */
function merge(config: RawConfig, key: string, patch: Record<string, unknown>): void {
  config[key] = { ...(config[key] as object | undefined), ...patch };
}

export const SETTINGS = [
  setting({
    key: "name",
    value: { kind: "text" },
    path: "name",
    flag: { spec: "--name <name>", help: "gate name" },
    input: "name",
    apply: (config, value) => void (config.name = value),
  }),
  setting({
    key: "trials",
    value: { kind: "whole" },
    path: "trials",
    flag: {
      spec: "-t, --trials <n>",
      help: "measured trials of every scenario on every target (overrides the config's, scenarios' own included)",
    },
    input: "trials",
    // resolve.ts: a trial count given for the run applies to every scenario, their own included.
    apply: (config, value) => void (config.trials = value),
  }),
  setting({
    key: "threshold",
    value: { kind: "percent" },
    path: "thresholds",
    flag: { spec: "--threshold <percent>", help: "default regression threshold in percent" },
    input: "threshold",
    apply: (config, value) => merge(config, "thresholds", { default: value }),
  }),
  setting({
    key: "historyRecent",
    value: { kind: "whole" },
    path: "history",
    flag: {
      spec: "--recent <n>",
      help: "history: fail on a regression step among the last <n> results of a series (history.recent)",
    },
    input: "history-recent",
    apply: (config, value) => merge(config, "history", { recent: value }),
  }),
  setting({
    key: "failOnRegression",
    value: { kind: "boolean" },
    path: "failOnRegression",
    flag: {
      spec: "--no-fail-on-regression",
      help: "report regressions but exit 0 (an exceeded limit still fails)",
    },
    input: "fail-on-regression",
    apply: (config, value) => void (config.failOnRegression = value),
  }),
  setting({
    key: "baselineStore",
    value: { kind: "choice", choices: ["file", "git-branch", "actions-cache"], noun: "store" },
    input: "baseline-store",
    // The store's own settings stay when the config already names that store.
    apply: (config, value) => {
      const current = (config.baseline ?? {}) as Record<string, unknown>;
      config.baseline = current.store === value ? current : { store: value };
    },
  }),
  setting({
    key: "acknowledgeLabel",
    value: { kind: "text" },
    input: "acknowledge-label",
    apply: (config, value) => merge(config, "acknowledge", { label: value }),
  }),
  setting({
    key: "baselinePath",
    value: { kind: "text" },
    path: "baseline",
    flag: { spec: "-b, --baseline <file>", help: "compare with this baseline file" },
    input: "baseline",
    apply: (config, value) => void (config.baseline = { store: "file", path: value }),
  }),
  setting({
    key: "image",
    value: { kind: "text" },
    path: "targets",
    flag: { spec: "--image <ref>", help: "image (name:tag) for every testcontainers target" },
    input: "image",
    brokers: true,
    apply: (config, value, all) => {
      if (all.amqpUrls !== undefined) return; // an external target replaces them all
      const matrix = config.matrix;
      if (isObject(matrix)) config.matrix = { ...matrix, image: [value] };
      // With a matrix and no listed targets, the image goes to the matrix only.
      if (Array.isArray(config.targets) || !isObject(matrix)) {
        const targets = Array.isArray(config.targets)
          ? (config.targets as Record<string, unknown>[])
          : [{ provider: "testcontainers" }];
        config.targets = targets.map((t) => (t.provider === "testcontainers" ? { ...t, image: value } : t));
      }
    },
  }),
  setting({
    key: "abImage",
    value: { kind: "text" },
    path: "ab",
    flag: {
      spec: "--ab-image <ref>",
      help: "same-job A/B: also measure each testcontainers target on this image (e.g. the base branch's) and compare",
    },
    input: "ab-image",
    apply: (config, value) => {
      const ab = isObject(config.ab) ? config.ab : {};
      config.ab = { ...ab, reference: { ...(isObject(ab.reference) ? ab.reference : {}), image: value } };
    },
  }),
  setting({
    key: "amqpUrls",
    value: { kind: "texts" },
    path: "targets",
    flag: { spec: "--amqp-url <url>", help: "measure this external broker instead (repeat for nodes)" },
    input: "amqp-urls",
    secretUrls: true,
    brokers: true,
    apply: (config, value, all) => {
      delete config.matrix;
      config.targets = [
        {
          provider: "external",
          amqpUrls: value,
          ...(all.managementUrl !== undefined && { managementUrl: all.managementUrl }),
          ...(all.metricsUrls !== undefined && { metricsUrls: all.metricsUrls }),
        },
      ];
    },
  }),
  setting({
    key: "managementUrl",
    value: { kind: "text" },
    path: "targets[0].managementUrl",
    flag: { spec: "--management-url <url>", help: "management API of the external broker" },
    input: "management-url",
    secretUrls: true,
    brokers: true,
    apply: (_config, _value, all) => externalOnly("managementUrl", all),
  }),
  setting({
    key: "metricsUrls",
    value: { kind: "texts" },
    path: "targets[0].metricsUrls",
    flag: {
      spec: "--metrics-url <url>",
      help: "Prometheus endpoint of an external node, for work metrics (repeat per node; default: port 15692 of each AMQP host)",
    },
    input: "metrics-urls",
    secretUrls: true,
    brokers: true,
    apply: (_config, _value, all) => externalOnly("metricsUrls", all),
  }),
  setting({
    key: "protocol",
    value: { kind: "choice", choices: ["amqp091", "amqp10", "stream", "mqtt"], noun: "protocol" },
    path: "targets",
    flag: {
      spec: "--protocol <name>",
      help: "client protocol of throughput and latency on every target: amqp091, amqp10 (AMQP 1.0), stream (stream queues only) or mqtt (classic queues)",
    },
    input: "protocol",
    brokers: true,
    apply: (config, value) => {
      // After --amqp-url and --image, so the targets they made speak it too.
      const matrix = config.matrix;
      if (isObject(matrix)) config.matrix = { ...matrix, protocol: [value] };
      if (Array.isArray(config.targets) || !isObject(matrix)) {
        const targets = Array.isArray(config.targets)
          ? (config.targets as Record<string, unknown>[])
          : [{ provider: "testcontainers", image: DEFAULT_IMAGE }];
        config.targets = targets.map((t) => ({ ...t, protocol: value }));
      }
    },
  }),
  setting({
    key: "scenarioNames",
    value: { kind: "names" },
    path: "scenarios",
    flag: { spec: "-s, --scenario <name>", help: "run only this scenario (repeatable or comma-separated)" },
    input: "scenarios",
    // resolve.ts keeps only these of the configured scenarios, in config order.
  }),
  setting({
    key: "resultsPath",
    value: { kind: "text" },
    path: "output",
    flag: { spec: "-o, --out <file>", help: "write the results JSON here" },
    input: "results-path",
    apply: (config, value) => merge(config, "output", { results: value }),
  }),
  setting({
    key: "markdownPath",
    value: { kind: "text" },
    path: "output",
    flag: { spec: "--markdown <file>", help: "write the Markdown report here" },
    input: "markdown-path",
    apply: (config, value) => merge(config, "output", { markdown: value }),
  }),
  setting({
    key: "htmlPath",
    value: { kind: "text" },
    path: "output",
    flag: { spec: "--html <file>", help: "write the self-contained HTML report here" },
    input: "html-path",
    apply: (config, value) => merge(config, "output", { html: value }),
  }),
  setting({
    key: "bmfPath",
    value: { kind: "text" },
    path: "output",
    flag: { spec: "--bmf <file>", help: "write the current results in Bencher Metric Format (JSON) here" },
    input: "bmf-path",
    apply: (config, value) => merge(config, "output", { bmf: value }),
  }),
  setting({
    key: "jsonPath",
    value: { kind: "text" },
    flag: { spec: "--json <file>", help: "write the comparison JSON here" },
    input: "json-path",
    // The config file has no key for it: resolve.ts settles it in the resolved `output.json`.
  }),
  setting({
    key: "policy",
    value: { kind: "choice", choices: ["statistical", "threshold"], noun: "policy" },
    path: "verdict.policy",
    flag: { spec: "--policy <name>", help: "verdict policy (default: statistical)" },
    apply: (config, value) => merge(config, "verdict", { policy: value }),
  }),
  setting({
    key: "confidence",
    value: { kind: "level" },
    path: "verdict.confidence",
    flag: { spec: "--confidence <level>", help: "confidence level of the statistical policy, e.g. 0.95" },
    apply: (config, value) => merge(config, "verdict", { confidence: value }),
  }),
  setting({
    key: "clockMetrics",
    value: { kind: "choice", choices: ["auto", "advisory", "bind"], noun: "mode" },
    path: "verdict.clockMetrics",
    flag: {
      spec: "--clock-metrics <mode>",
      help: "rates, latencies and CPU times against a baseline from another run: auto (bind once main's stored runs give their spread), advisory, or bind (runners known to be alike); default: auto",
    },
    apply: (config, value) => merge(config, "verdict", { clockMetrics: value }),
  }),
] as const;

/** `--management-url` and `--metrics-url` complete the external target that `--amqp-url` gives. */
function externalOnly(key: "managementUrl" | "metricsUrls", all: Readonly<Record<string, unknown>>): void {
  if (all.amqpUrls !== undefined) return;
  throw new InputError(
    settingOf(key).path!,
    "describes the external broker whose AMQP URLs are given the same way, and none were; " +
      `a target of the config file takes targets[].${key} instead`,
  );
}

type AnySetting = (typeof SETTINGS)[number];
export type SettingKey = AnySetting["key"];

/** Values given on the command line or as action inputs; they override the config file. */
export type ConfigOverrides = {
  -readonly [S in AnySetting as S["key"]]?: ValueOf<S["value"]>;
};

/** How each override is called where the user typed it (`--trials`, `input 'trials'`). */
export type OverrideLabels = Partial<Record<SettingKey, string>>;

export function settingOf(key: SettingKey): Setting {
  return SETTINGS.find((row) => row.key === key)! as Setting;
}

/** The raw config with the overrides written in, row by row (`raw` itself is not changed). */
export function applyOverrides(
  raw: Record<string, unknown>,
  overrides: ConfigOverrides,
): Record<string, unknown> {
  const config: RawConfig = { ...raw };
  for (const row of SETTINGS as readonly Setting[]) {
    const value = (overrides as Record<string, unknown>)[row.key];
    if (value !== undefined) row.apply?.(config, value as never, overrides);
  }
  return config;
}

/**
 * A config error at a path an override wrote, named by the flag or input that gave the value
 * instead (the most specific path that holds the error wins: an external target's URLs name
 * their own flag). Any other error is thrown as it is.
 */
export function relabel(error: unknown, overrides: ConfigOverrides, labels: OverrideLabels): never {
  if (error instanceof InputError) {
    const given = (SETTINGS as readonly Setting[])
      .filter(
        (row) => row.path !== undefined && (overrides as Record<string, unknown>)[row.key] !== undefined,
      )
      .sort((a, b) => b.path!.length - a.path!.length);
    for (const row of given) {
      const label = labels[row.key as SettingKey];
      const root = row.path!;
      if (
        label &&
        (error.field === root || error.field.startsWith(`${root}.`) || error.field.startsWith(`${root}[`))
      ) {
        throw new InputError(label, error.detail, { cause: error });
      }
    }
  }
  throw error;
}
