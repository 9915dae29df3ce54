import { Command, CommanderError } from "commander";
import { ExitCode, InputError, describeError, exitCodeFor } from "../model/errors.js";
import { maskUrlCredentials } from "../model/logger.js";
import { compareFiles, compareTargetsInFile, runGate, saveBaseline, type GateOutcome } from "../gate/gate.js";
import { DEFAULT_COMPARISONS, runCalibration } from "../gate/calibrate.js";
import { configJsonSchema } from "../model/json-schema.js";
import { loadConfigFile, resolveConfig, type ConfigOverrides, type OverrideLabels } from "../gate/resolve.js";
import { abortOnSignals, configureRuntime } from "../gate/runtime.js";
import { TOOL_NAME, TOOL_VERSION } from "../model/version.js";
import { createProviders } from "../brokers/registry.js";
import { verifyBroker } from "../brokers/verify.js";
import { parseTargetPair } from "../compare/side-by-side.js";
import { scenarioRegistry } from "../scenarios/registry.js";
import { renderScenarioReference } from "../scenarios/reference.js";
import { createConsoleLogger, type Stream } from "./console-logger.js";
import {
  collect,
  confidenceOption,
  policyOption,
  positiveInt,
  positivePercent,
  verdictOverrides,
} from "./options.js";
import { registerReportCommand } from "./report.js";

export interface CliIo {
  stdout: Stream;
  stderr: Stream;
  env: NodeJS.ProcessEnv;
}

interface RunFlags {
  config?: string;
  out?: string;
  markdown?: string;
  json?: string;
  baseline?: string;
  trials?: number;
  threshold?: number;
  policy?: "statistical" | "threshold";
  confidence?: number;
  image?: string;
  abImage?: string;
  amqpUrl?: string[];
  managementUrl?: string;
  metricsUrl?: string[];
  scenario?: string[];
  name?: string;
  failOnRegression: boolean;
  color: boolean;
  verbose?: boolean;
}

const RUN_LABELS: OverrideLabels = {
  name: "--name",
  trials: "--trials",
  threshold: "--threshold",
  policy: "--policy",
  confidence: "--confidence",
  baselinePath: "--baseline",
  image: "--image",
  abImage: "--ab-image",
  amqpUrls: "--amqp-url",
  managementUrl: "--management-url",
  metricsUrls: "--metrics-url",
  scenarioNames: "--scenario",
  resultsPath: "--out",
  markdownPath: "--markdown",
};

function overridesFrom(flags: RunFlags): ConfigOverrides {
  return {
    ...(flags.name !== undefined && { name: flags.name }),
    ...(flags.trials !== undefined && { trials: flags.trials }),
    ...(flags.threshold !== undefined && { threshold: flags.threshold }),
    ...verdictOverrides(flags),
    ...(flags.failOnRegression === false && { failOnRegression: false }),
    ...(flags.baseline !== undefined && { baselinePath: flags.baseline }),
    ...(flags.image !== undefined && { image: flags.image }),
    ...(flags.abImage !== undefined && { abImage: flags.abImage }),
    ...(flags.amqpUrl !== undefined && { amqpUrls: flags.amqpUrl }),
    ...(flags.managementUrl !== undefined && { managementUrl: flags.managementUrl }),
    ...(flags.metricsUrl !== undefined && { metricsUrls: flags.metricsUrl }),
    ...(flags.scenario !== undefined && { scenarioNames: flags.scenario.flatMap((s) => s.split(",")) }),
    ...(flags.out !== undefined && { resultsPath: flags.out }),
    ...(flags.markdown !== undefined && { markdownPath: flags.markdown }),
  };
}

function present(outcome: GateOutcome, io: CliIo): ExitCode {
  io.stdout.write(`${outcome.consoleReport}\n`);
  for (const [what, path] of Object.entries(outcome.written)) {
    if (path) io.stderr.write(`${what} written to ${path}\n`);
  }
  return outcome.exitCode;
}

function buildProgram(io: CliIo, setExit: (code: ExitCode) => void): Command {
  const program = new Command(TOOL_NAME)
    .description("Run a RabbitMQ performance suite, compare it with a baseline, fail on regression.")
    .version(TOOL_VERSION)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: () => {
        // Commander errors are reported once, as one line, by the caller.
      },
    })
    .showHelpAfterError(false);

  program
    .command("run")
    .description("start the brokers, run the scenarios, write results; compare when a baseline is given")
    .option("-c, --config <file>", "YAML or JSON config (default: the embedded default suite)")
    .option("-o, --out <file>", "write the results JSON here")
    .option("--markdown <file>", "write the Markdown report here")
    .option("--json <file>", "write the comparison JSON here")
    .option("-b, --baseline <file>", "compare with this baseline file")
    .option(
      "-t, --trials <n>",
      "measured trials of every scenario on every target (overrides the config's, scenarios' own included)",
      positiveInt,
    )
    .option("--threshold <percent>", "default regression threshold in percent", positivePercent)
    .addOption(policyOption())
    .addOption(confidenceOption())
    .option("--image <ref>", "image (name:tag) for every testcontainers target")
    .option(
      "--ab-image <ref>",
      "same-job A/B: also measure each testcontainers target on this image (e.g. the base branch's) and compare",
    )
    .option("--amqp-url <url>", "measure this external broker instead (repeat for nodes)", collect)
    .option("--management-url <url>", "management API of the external broker")
    .option(
      "--metrics-url <url>",
      "Prometheus endpoint of an external node, for work metrics (repeat per node; default: port 15692 of each AMQP host)",
      collect,
    )
    .option("-s, --scenario <name>", "run only this scenario (repeatable or comma-separated)", collect)
    .option("--name <name>", "gate name")
    .option("--no-fail-on-regression", "report regressions but exit 0")
    .option("--color", "colour the table (default: when stdout is a terminal)", Boolean(io.stdout.isTTY))
    .option("--no-color", "never colour the table")
    .option("-v, --verbose", "debug output")
    .action(async (flags: RunFlags) => {
      const logger = createConsoleLogger(io.stderr, { verbose: flags.verbose ?? false });
      const raw = flags.config ? await loadConfigFile(flags.config, "--config") : undefined;
      const config = resolveConfig(raw, {
        registry: scenarioRegistry,
        overrides: overridesFrom(flags),
        labels: RUN_LABELS,
        source: flags.config ?? "embedded default",
      });
      const interrupt = abortOnSignals((signal) =>
        logger.warn(
          `${signal}: stopping after the current step and removing the brokers (again to exit now)`,
        ),
      );
      try {
        const outcome = await runGate(config, {
          providers: createProviders(),
          verify: verifyBroker,
          logger,
          progress: logger,
          signal: interrupt.signal,
          color: flags.color,
          ...(flags.json !== undefined && { jsonPath: flags.json }),
        });
        setExit(present(outcome, io));
      } finally {
        interrupt.dispose();
      }
    });

  program
    .command("compare")
    .description("compare a results file with a baseline file, or two of its targets side by side")
    .option("-b, --baseline <file>", "baseline results file")
    .option(
      "--targets <reference,candidate>",
      "instead of a baseline: two targets of --current, side by side",
    )
    .requiredOption("--current <file>", "current results file")
    .option("-c, --config <file>", "take thresholds, verdict and failOnRegression from this config")
    .option("--threshold <percent>", "default regression threshold in percent", positivePercent)
    .addOption(policyOption())
    .addOption(confidenceOption())
    .option("--markdown <file>", "write the Markdown report here")
    .option("--json <file>", "write the comparison JSON here")
    .option("--no-fail-on-regression", "report regressions but exit 0")
    .option("--color", "colour the table", Boolean(io.stdout.isTTY))
    .option("--no-color", "never colour the table")
    .action(
      async (flags: {
        baseline?: string;
        targets?: string;
        current: string;
        config?: string;
        threshold?: number;
        policy?: "statistical" | "threshold";
        confidence?: number;
        markdown?: string;
        json?: string;
        failOnRegression: boolean;
        color: boolean;
      }) => {
        const raw = flags.config ? await loadConfigFile(flags.config, "--config") : undefined;
        const config = resolveConfig(raw, {
          registry: scenarioRegistry,
          overrides: {
            ...(flags.threshold !== undefined && { threshold: flags.threshold }),
            ...verdictOverrides(flags),
            ...(flags.failOnRegression === false && { failOnRegression: false }),
          },
          labels: { threshold: "--threshold", policy: "--policy", confidence: "--confidence" },
        });
        const common = {
          currentPath: flags.current,
          thresholds: config.thresholds,
          verdict: config.verdict,
          failOnRegression: config.failOnRegression,
          color: flags.color,
          ...(flags.markdown !== undefined && { markdownPath: flags.markdown }),
          ...(flags.json !== undefined && { jsonPath: flags.json }),
        };
        if (flags.targets !== undefined && flags.baseline !== undefined) {
          throw new InputError("--targets", "compare with --baseline or two --targets, not both");
        }
        if (flags.targets !== undefined) {
          const [reference, candidate] = parseTargetPair([flags.targets]);
          setExit(present(await compareTargetsInFile({ ...common, reference, candidate }), io));
          return;
        }
        if (flags.baseline === undefined) {
          throw new InputError(
            "--baseline",
            "required (or --targets <reference,candidate> to compare two targets)",
          );
        }
        setExit(present(await compareFiles({ ...common, baselinePath: flags.baseline }), io));
      },
    );

  registerReportCommand(program, { io, setExit, present });

  program
    .command("calibrate")
    .description(
      "measure every target against an identical twin (A/A): each metric's noise floor and the thresholds it supports",
    )
    .option("-c, --config <file>", "YAML or JSON config (default: the embedded default suite)")
    .option("-o, --out <file>", "write the results (a baseline candidate carrying the noise) here")
    .option("--thresholds-out <file>", "write the proposed thresholds block (YAML) here")
    .option("--markdown <file>", "write the Markdown report here")
    .option(
      "--comparisons <n>",
      `A/A comparisons per metric, each of --trials per side (default ${DEFAULT_COMPARISONS})`,
      positiveInt,
    )
    .option("-t, --trials <n>", "trials per side of each comparison (default: the config's)", positiveInt)
    .option("--image <ref>", "image (name:tag) for every testcontainers target")
    .option("-s, --scenario <name>", "calibrate only this scenario (repeatable or comma-separated)", collect)
    .option("-v, --verbose", "debug output")
    .action(
      async (flags: {
        config?: string;
        out?: string;
        thresholdsOut?: string;
        markdown?: string;
        comparisons?: number;
        trials?: number;
        image?: string;
        scenario?: string[];
        verbose?: boolean;
      }) => {
        const logger = createConsoleLogger(io.stderr, { verbose: flags.verbose ?? false });
        const raw = flags.config ? await loadConfigFile(flags.config, "--config") : undefined;
        const config = resolveConfig(raw, {
          registry: scenarioRegistry,
          overrides: {
            ...(flags.trials !== undefined && { trials: flags.trials }),
            ...(flags.image !== undefined && { image: flags.image }),
            ...(flags.scenario !== undefined && {
              scenarioNames: flags.scenario.flatMap((s) => s.split(",")),
            }),
          },
          labels: { trials: "--trials", image: "--image", scenarioNames: "--scenario" },
          source: flags.config ?? "embedded default",
        });
        const interrupt = abortOnSignals((signal) =>
          logger.warn(
            `${signal}: stopping after the current step and removing the brokers (again to exit now)`,
          ),
        );
        try {
          const outcome = await runCalibration(
            config,
            {
              providers: createProviders(),
              verify: verifyBroker,
              logger,
              progress: logger,
              signal: interrupt.signal,
            },
            {
              ...(flags.comparisons !== undefined && { comparisons: flags.comparisons }),
              ...(flags.out !== undefined && { resultsPath: flags.out }),
              ...(flags.thresholdsOut !== undefined && { thresholdsPath: flags.thresholdsOut }),
              ...(flags.markdown !== undefined && { markdownPath: flags.markdown }),
            },
          );
          io.stdout.write(outcome.consoleReport);
          for (const [what, path] of Object.entries(outcome.written)) {
            if (path) io.stderr.write(`${what} written to ${path}\n`);
          }
          setExit(ExitCode.Pass);
        } finally {
          interrupt.dispose();
        }
      },
    );

  const baseline = program.command("baseline").description("manage baselines");
  baseline
    .command("save")
    .description("make a baseline from a results file (written atomically)")
    .requiredOption("--from <file>", "results file of a valid run")
    .requiredOption("--to <file>", "baseline file to write")
    .option("--noise <file>", "keep the A/A noise of this calibrate results file with the baseline")
    .action(async (flags: { from: string; to: string; noise?: string }) => {
      await saveBaseline(flags.from, flags.to, {
        ...(flags.noise !== undefined && { noisePath: flags.noise }),
      });
      io.stderr.write(`baseline written to ${flags.to}\n`);
      setExit(ExitCode.Pass);
    });

  program
    .command("schema")
    .description("print the JSON Schema of the config file")
    .action(() => {
      io.stdout.write(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
      setExit(ExitCode.Pass);
    });

  program
    .command("scenarios")
    .description("list the scenarios: parameters (type, default, meaning) and metrics, as Markdown")
    .action(() => {
      // The same reference the README carries (its scenarios section is generated from this).
      io.stdout.write(renderScenarioReference(scenarioRegistry));
      setExit(ExitCode.Pass);
    });
  return program;
}

/** Runs the CLI and returns the exit code; never throws. */
export async function main(argv: readonly string[], io: CliIo): Promise<ExitCode> {
  let exitCode: ExitCode = ExitCode.Pass;
  configureRuntime(io.env);
  const program = buildProgram(io, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === "commander.helpDisplayed" || error.code === "commander.version")
        return ExitCode.Pass;
      if (error.code === "commander.help") return ExitCode.Pass;
      // Commander's own messages already name the option and the value.
      io.stderr.write(`error: ${maskUrlCredentials(error.message.replace(/^error: /, ""))}\n`);
      return ExitCode.BadInput;
    }
    io.stderr.write(`error: ${maskUrlCredentials(describeError(error))}\n`);
    if (
      !(error instanceof InputError) &&
      exitCodeFor(error) === ExitCode.Infrastructure &&
      io.env.DEBUG &&
      error instanceof Error
    ) {
      io.stderr.write(`${error.stack ?? ""}\n`);
    }
    return exitCodeFor(error);
  }
}
