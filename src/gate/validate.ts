import { countsPhrase } from "../compare/trials.js";
import type { TargetConfig } from "../model/config.js";
import { plural } from "../report/format.js";
import type { GateConfig } from "./resolve.js";

/**
 * What a config resolved to, checked as a run checks it (schema, the files it names, the matrix,
 * which scenario fits which target, the merge base's setup) with no broker started: the lines
 * `validate` prints, so a user sees what a run would measure before paying for it. Pure.
 */
export function validationSummary(config: GateConfig): string[] {
  const trials = countsPhrase(
    Object.fromEntries(config.scenarios.map((scenario) => [scenario.name, scenario.trials])),
    config.trials,
  );
  const perTarget = config.scenarios.reduce((sum, scenario) => sum + scenario.trials, 0);
  const lines = [
    `config: ${config.source}; gate '${config.name}'`,
    `${plural(config.targets.length, "target")}:`,
    ...config.targets.map((target) => `  - ${describeTarget(target)}`),
    ...config.skippedTargets.map((cell) => `  - matrix cell '${cell.id}' left out: ${cell.reason}`),
    `${plural(config.scenarios.length, "scenario")}: ${config.scenarios.map((s) => s.name).join(", ")}; ${trials}`,
  ];
  for (const pair of config.abPairs ?? []) {
    lines.push(`same-job A/B: '${pair.candidate}' against its reference '${pair.reference}'`);
  }
  if (config.mergeBase) lines.push(`merge base: ${config.mergeBase.source}`);
  if (config.shard) {
    const { shard, run, configHash } = config.shard;
    lines.push(
      `shard ${shard.index} of ${shard.count} of run '${run}' (config hash ${configHash.slice(0, 12)}):`,
    );
    for (const scenario of config.scenarios) {
      const share = Object.entries(scenario.shard?.share ?? {})
        .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(", ") : String(value)}`)
        .join("; ");
      lines.push(`  - ${scenario.name}: ${share}`);
    }
  }
  const baseline = config.baseline;
  lines.push(
    baseline
      ? `baseline: ${baseline.store === "file" ? `file '${baseline.path}'` : `the ${baseline.store} store`}`
      : "baseline: none (a run writes results only, or compares with --baseline)",
    `a run measures ${plural(config.targets.length * perTarget, "trial")} (${plural(perTarget, "trial")} on each target); no broker was started to check this`,
  );
  return lines;
}

function describeTarget(target: TargetConfig): string {
  const parts =
    target.provider === "testcontainers"
      ? [
          target.image,
          target.nodes === 3 ? "3-node cluster" : "single node",
          ...(target.metadataStore ? [target.metadataStore] : []),
          `${target.queueType} queues`,
          target.protocol,
          ...(target.plugins && target.plugins.length > 0 ? [`plugins ${target.plugins.join(", ")}`] : []),
          ...(target.rabbitmqConfFile ? [`rabbitmq.conf '${target.rabbitmqConfFile}'`] : []),
          ...(target.definitionsFile ? [`definitions '${target.definitionsFile}'`] : []),
          ...(target.cpus !== undefined ? [`${target.cpus} CPUs`] : []),
        ]
      : ["external broker", `${target.queueType} queues`, target.protocol];
  return `${target.id}: ${parts.join(", ")}`;
}
