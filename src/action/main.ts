import * as core from "@actions/core";
import { createProviders } from "../brokers/registry.js";
import { verifyBroker } from "../brokers/verify.js";
import { ExitCode, InputError, describeError, exitCodeFor } from "../core/errors.js";
import { compareFiles, runGate, type GateOutcome } from "../core/gate.js";
import type { Logger } from "../core/logger.js";
import { maskUrlCredentials } from "../core/logger.js";
import { formatStep, type ProgressSink } from "../core/progress.js";
import { abortOnSignals, configureRuntime } from "../core/runtime.js";
import { loadConfigFile, resolveConfig, type ConfigOverrides, type OverrideLabels } from "../core/resolve.js";
import { scenarioRegistry } from "../scenarios/registry.js";
import { Inputs, Outputs } from "./inputs.js";

const label = (name: string) => `input '${name}'`;

const LABELS: OverrideLabels = {
  name: label(Inputs.Name),
  trials: label(Inputs.Trials),
  threshold: label(Inputs.Threshold),
  baselinePath: label(Inputs.Baseline),
  image: label(Inputs.Image),
  amqpUrls: label(Inputs.AmqpUrls),
  managementUrl: label(Inputs.ManagementUrl),
  scenarioNames: label(Inputs.Scenarios),
  resultsPath: label(Inputs.ResultsPath),
  markdownPath: label(Inputs.MarkdownPath),
};

function optional(name: string): string | undefined {
  const value = core.getInput(name).trim();
  return value === "" ? undefined : value;
}

function numberInput(name: string, integer: boolean): number | undefined {
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

function readOverrides(): ConfigOverrides {
  const amqpUrls = listInput(Inputs.AmqpUrls);
  const managementUrl = optional(Inputs.ManagementUrl);
  registerUrlSecrets([...(amqpUrls ?? []), ...(managementUrl ? [managementUrl] : [])]);
  const values: ConfigOverrides = {
    name: optional(Inputs.Name),
    trials: numberInput(Inputs.Trials, true),
    threshold: numberInput(Inputs.Threshold, false),
    failOnRegression: booleanInput(Inputs.FailOnRegression),
    baselinePath: optional(Inputs.Baseline),
    image: optional(Inputs.Image),
    amqpUrls,
    managementUrl,
    scenarioNames: listInput(Inputs.Scenarios),
    resultsPath: optional(Inputs.ResultsPath),
    markdownPath: optional(Inputs.MarkdownPath),
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ConfigOverrides;
}

function actionLogger(): Logger & ProgressSink {
  return {
    debug: (m) => core.debug(maskUrlCredentials(m)),
    info: (m) => core.info(maskUrlCredentials(m)),
    warn: (m) => core.warning(maskUrlCredentials(m)),
    error: (m) => core.error(maskUrlCredentials(m)),
    addSecret: (s) => core.setSecret(s),
    phase: (m) => core.info(maskUrlCredentials(m)),
    step: (s) => core.info(formatStep(s)),
  };
}

async function present(outcome: GateOutcome): Promise<void> {
  core.info(outcome.consoleReport);
  await core.summary.addRaw(outcome.markdownReport, true).write();
  core.setOutput(Outputs.Verdict, outcome.verdict);
  core.setOutput(Outputs.Regressions, outcome.regressions);
  core.setOutput(Outputs.Improvements, outcome.improvements);
  core.setOutput(Outputs.ResultsPath, outcome.written.results ?? "");
  core.setOutput(Outputs.MarkdownPath, outcome.written.markdown ?? "");
  core.setOutput(Outputs.JsonPath, outcome.written.json ?? "");
  for (const row of outcome.comparison?.rows ?? []) {
    if (row.verdict === "regressed") {
      core.error(
        `${row.key} regressed: ${row.baseline?.median} -> ${row.current?.median} ${row.unit} (${row.changePct?.toFixed(1)}%, threshold ${row.thresholdPct}%)`,
        { title: "Performance regression" },
      );
    }
  }
  for (const scenario of outcome.comparison?.invalid ?? []) {
    core.error(`${scenario.target}/${scenario.scenario} is invalid: ${scenario.reasons.join("; ")}`, {
      title: "Invalid measurement",
    });
  }
}

async function execute(): Promise<GateOutcome> {
  const mode = optional(Inputs.Mode) ?? "run";
  const logger = actionLogger();
  const overrides = readOverrides();
  const configPath = optional(Inputs.Config);
  const raw = configPath ? await loadConfigFile(configPath, label(Inputs.Config)) : undefined;
  const config = resolveConfig(raw, {
    registry: scenarioRegistry,
    overrides: mode === "run" ? overrides : { ...overrides, amqpUrls: undefined, image: undefined },
    labels: LABELS,
    source: configPath ?? "embedded default",
  });
  const markdownPath = config.output.markdown ?? "rabbitmq-perf-gate-report.md";
  const jsonPath = optional(Inputs.JsonPath);
  if (mode === "run") {
    // A cancelled workflow sends SIGINT, then SIGTERM: stop measuring and remove the brokers.
    const interrupt = abortOnSignals((signal) => logger.warn(`${signal}: stopping and removing the brokers`));
    try {
      return await runGate(
        { ...config, output: { ...config.output, markdown: markdownPath } },
        {
          providers: createProviders(),
          verify: verifyBroker,
          logger,
          progress: logger,
          signal: interrupt.signal,
          ...(jsonPath && { jsonPath }),
        },
      );
    } finally {
      interrupt.dispose();
    }
  }
  if (mode === "compare") {
    const baselinePath = config.baseline?.store === "file" ? config.baseline.path : undefined;
    const currentPath = optional(Inputs.Current);
    if (!baselinePath)
      throw new InputError(
        label(Inputs.Baseline),
        "required in mode 'compare'; expected a baseline file path",
      );
    if (!currentPath)
      throw new InputError(label(Inputs.Current), "required in mode 'compare'; expected a results file path");
    return compareFiles({
      baselinePath,
      currentPath,
      thresholds: config.thresholds,
      verdict: config.verdict,
      failOnRegression: config.failOnRegression,
      markdownPath,
      ...(jsonPath && { jsonPath }),
    });
  }
  throw new InputError(label(Inputs.Mode), `unknown mode ${JSON.stringify(mode)}; accepted: run, compare`);
}

/** The action: same core and exit codes as the CLI (0 pass, 1 regression, 2 bad input, 3 broker). */
export async function run(): Promise<ExitCode> {
  let exitCode: ExitCode;
  configureRuntime();
  try {
    const outcome = await execute();
    await present(outcome);
    exitCode = outcome.exitCode;
    if (exitCode !== ExitCode.Pass) {
      core.setFailed(
        outcome.verdict === "invalid"
          ? "The measurement is invalid (lost or duplicated messages): see the report."
          : `${outcome.regressions} metric(s) regressed beyond their threshold.`,
      );
    }
  } catch (error) {
    exitCode = exitCodeFor(error);
    core.setFailed(maskUrlCredentials(describeError(error)));
  }
  core.setOutput(Outputs.ExitCode, exitCode);
  process.exitCode = exitCode;
  return exitCode;
}
