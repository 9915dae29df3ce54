import type { Command } from "commander";
import { checkOutputPaths, configOutputPaths } from "../../gate/output-paths.js";
import { runGate } from "../../gate/gate.js";
import { withMergeBase } from "../../gate/base-references.js";
import { resolveConfig, type ConfigOverrides, type OverrideLabels } from "../../gate/resolve.js";
import { scenarioRegistry } from "../../scenarios/registry.js";
import { createConsoleLogger } from "../console-logger.js";
import {
  present,
  withConsoleBrokerSession,
  readCommandConfig,
  type CommandContext,
  colorByDefault,
} from "../io.js";
import {
  configOptions,
  collect,
  confidenceOption,
  policyOption,
  clockMetricsOption,
  positiveInt,
  positivePercent,
  verdictOverrides,
  COLOR_HELP,
} from "../options.js";

interface RunFlags {
  config?: string | false;
  out?: string;
  markdown?: string;
  json?: string;
  bmf?: string;
  baseline?: string;
  trials?: number;
  threshold?: number;
  policy?: "statistical" | "threshold";
  clockMetrics?: "auto" | "advisory" | "bind";
  confidence?: number;
  image?: string;
  abImage?: string;
  abBase?: string;
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
  clockMetrics: "--clock-metrics",
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

/** `run`: start the brokers, run the scenarios, write the results; compare when a baseline is given. */
export function registerRunCommand(program: Command, { io, setExit }: CommandContext): void {
  configOptions(program.command("run"), "targets, scenarios, thresholds and the rest")
    .description("start the brokers, run the scenarios, write results; compare when a baseline is given")
    .option("-o, --out <file>", "write the results JSON here")
    .option("--markdown <file>", "write the Markdown report here")
    .option("--json <file>", "write the comparison JSON here")
    .option("--bmf <file>", "write the current results in Bencher Metric Format (JSON) here")
    .option("-b, --baseline <file>", "compare with this baseline file")
    .option(
      "-t, --trials <n>",
      "measured trials of every scenario on every target (overrides the config's, scenarios' own included)",
      positiveInt,
    )
    .option("--threshold <percent>", "default regression threshold in percent", positivePercent)
    .addOption(policyOption())
    .addOption(confidenceOption())
    .addOption(clockMetricsOption())
    .option("--image <ref>", "image (name:tag) for every testcontainers target")
    .option(
      "--ab-image <ref>",
      "same-job A/B: also measure each testcontainers target on this image (e.g. the base branch's) and compare",
    )
    .option(
      "--ab-base <rev>",
      "same-job A/B: also measure the setup of the merge base of <rev> and HEAD (config and the files it names, read with git) and compare every pair",
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
    .option("--no-fail-on-regression", "report regressions but exit 0 (an exceeded limit still fails)")
    .option("--color", COLOR_HELP, colorByDefault(io.stdout, io.env))
    .option("--no-color", "never colour the table")
    .option("-v, --verbose", "debug output")
    .action(async (flags: RunFlags) => {
      const logger = createConsoleLogger(io.stderr, { verbose: flags.verbose ?? false });
      const chosen = await readCommandConfig(flags.config, io);
      const resolveWith = (
        raw: unknown,
        files: ReadonlyMap<string, string>,
        source: string,
        side: "candidate" | "base" = "candidate",
      ) =>
        resolveConfig(raw, {
          registry: scenarioRegistry,
          files,
          overrides:
            side === "base" ? { ...overridesFrom(flags), scenarioNames: undefined } : overridesFrom(flags),
          labels: RUN_LABELS,
          source,
          checkMetricNames: true,
        });
      const candidate = resolveWith(chosen.raw, chosen.files, chosen.source);
      const config =
        flags.abBase === undefined
          ? candidate
          : await withMergeBase(candidate, {
              rev: flags.abBase,
              choice: chosen.choice,
              cwd: io.cwd ?? process.cwd(),
              field: "--ab-base",
              resolve: resolveWith,
            });
      await checkOutputPaths(
        [
          ...configOutputPaths(config.output, {
            ...(flags.out !== undefined && { results: "--out" }),
            ...(flags.markdown !== undefined && { markdown: "--markdown" }),
          }),
          { field: "--json", path: flags.json },
          { field: "--bmf", path: flags.bmf },
        ],
        [
          { field: "--config", path: typeof flags.config === "string" ? flags.config : undefined },
          { field: "--baseline", path: config.baseline?.store === "file" ? config.baseline.path : undefined },
        ],
      );
      const outcome = await withConsoleBrokerSession(logger, (session) =>
        runGate(config, {
          ...session,
          color: flags.color,
          ...(flags.json !== undefined && { jsonPath: flags.json }),
          ...(flags.bmf !== undefined && { bmfPath: flags.bmf }),
        }),
      );
      setExit(present(outcome, io));
    });
}
