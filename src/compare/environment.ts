import type { Results, TargetResult } from "../model/results.js";
import { countsPhrase, scenarioTrials } from "./trials.js";

/**
 * Ways two runs' environments differ. Numbers measured on another CPU, runner, broker build or
 * with other scenario parameters may differ for reasons that are not the change under test, so
 * each difference is named for the report.
 */
export function environmentDifferences(baseline: Results, current: Results): string[] {
  const differences: string[] = [];
  const note = (what: string, before: unknown, after: unknown) => {
    if (!sameValue(before, after)) {
      differences.push(`${what}: baseline ${show(before)}, current ${show(after)}`);
    }
  };

  note("gate name", baseline.gate, current.gate);
  // The trials each scenario on both sides ran, as the reports' headers count them (trials.ts).
  const trials = [scenarioTrials(baseline), scenarioTrials(current)] as const;
  const shared = Object.keys(trials[0]).filter((name) => name in trials[1]);
  const pick = (counts: Record<string, number>): Record<string, number> =>
    Object.fromEntries(shared.map((name) => [name, counts[name] ?? 0]));
  const [trialsBefore, trialsAfter] = [pick(trials[0]), pick(trials[1])];
  if (!sameValue(trialsBefore, trialsAfter)) {
    differences.push(
      `trials: baseline ${countsPhrase(trialsBefore, baseline.trials)}, current ${countsPhrase(trialsAfter, current.trials)}`,
    );
  }
  note("rabbitmq-perf-gate version", baseline.tool.version, current.tool.version);

  const [before, after] = [baseline.host, current.host];
  note("host OS", before.os, after.os);
  note("host architecture", before.arch, after.arch);
  note("host CPU model", before.cpuModel, after.cpuModel);
  note("host CPU cores", before.cpuCores, after.cpuCores);
  if (memoryDiffers(before.totalMemoryBytes, after.totalMemoryBytes)) {
    differences.push(
      `host memory: baseline ${formatGiB(before.totalMemoryBytes)}, current ${formatGiB(after.totalMemoryBytes)}`,
    );
  }
  note("Node.js major version", nodeMajor(before.nodeVersion), nodeMajor(after.nodeVersion));
  note("runner", before.runner, after.runner);
  if (before.runnerImage !== undefined || after.runnerImage !== undefined)
    note("runner image", before.runnerImage, after.runnerImage);

  for (const [previous, target] of sharedTargets(baseline, current)) {
    differences.push(...targetChanges(previous, target).environment);
  }
  return differences;
}

/**
 * What a target's configured setup changed between the runs (its image, settings, cluster size,
 * scenario parameters) and what follows from that (the server and Erlang versions of another
 * image): the change a comparison measures, not a reason to doubt it.
 */
export function setupChanges(baseline: Results, current: Results): string[] {
  return sharedTargets(baseline, current).flatMap(
    ([previous, target]) => targetChanges(previous, target).setup,
  );
}

function sharedTargets(baseline: Results, current: Results): [TargetResult, TargetResult][] {
  const baselineTargets = new Map(baseline.targets.map((t) => [t.id, t]));
  return current.targets.flatMap((target) => {
    const previous = baselineTargets.get(target.id);
    return previous ? [[previous, target] as [TargetResult, TargetResult]] : [];
  });
}

/**
 * Two targets' differences, split: what their configured setup changed (and the broker facts an
 * image change brings), and what differs with the same setup (a rebuilt image under one tag).
 */
function targetChanges(
  baseline: TargetResult,
  current: TargetResult,
): { setup: string[]; environment: string[] } {
  const setup: string[] = [];
  const environment: string[] = [];
  const prefix = `target ${current.id}`;
  const imageChanged = !sameValue(baseline.broker.image, current.broker.image);
  let differences = setup;
  const note = (what: string, before: unknown, after: unknown) => {
    if (!sameValue(before, after))
      differences.push(`${prefix} ${what}: baseline ${show(before)}, current ${show(after)}`);
  };
  /** Identifiers a provider may not know (an external broker has no image): compared when both have one. */
  const noteWhenBoth = (what: string, before: unknown, after: unknown) => {
    if (before !== undefined && after !== undefined) note(what, before, after);
  };

  note("provider", baseline.provider, current.provider);
  note("image", baseline.broker.image, current.broker.image);
  // Another image brings another broker: part of the change. The same image with another build
  // (a tag moved) is the environment's.
  differences = imageChanged ? setup : environment;
  note("server version", baseline.broker.serverVersion, current.broker.serverVersion);
  note("product", baseline.broker.product, current.broker.product);
  noteWhenBoth("Erlang version", baseline.broker.erlangVersion, current.broker.erlangVersion);
  noteWhenBoth("image id", baseline.broker.imageId, current.broker.imageId);
  noteWhenBoth("image digest", baseline.broker.imageDigest, current.broker.imageDigest);
  differences = setup;
  note("cluster size", baseline.broker.nodes.length, current.broker.nodes.length);
  // What the gate had to override in the setup (results written before it was recorded have none).
  noteWhenBoth("overrides by the gate", baseline.broker.overrides, current.broker.overrides);

  // The configured target beyond what is named above (queue type, rabbitmq.conf, env).
  const [before, after] = [withSpecDefaults(baseline.spec), withSpecDefaults(current.spec)];
  for (const key of unionKeys(before, after)) {
    if (key === "provider" || key === "image" || key === "id") continue;
    note(`setting '${key}'`, before[key], after[key]);
  }

  const baselineScenarios = new Map(baseline.scenarios.map((s) => [s.name, s]));
  for (const scenario of current.scenarios) {
    const previous = baselineScenarios.get(scenario.name);
    if (!previous) continue;
    if (previous.scenario !== scenario.scenario) {
      setup.push(
        `${prefix} scenario ${scenario.name} runs another scenario: baseline ${show(previous.scenario)}, current ${show(scenario.scenario)}`,
      );
    }
    for (const key of unionKeys(previous.parameters, scenario.parameters)) {
      const [before, after] = [previous.parameters[key], scenario.parameters[key]];
      if (!sameValue(before, after)) {
        setup.push(
          `${prefix} scenario ${scenario.name} parameter '${key}': baseline ${show(before)}, current ${show(after)}`,
        );
      }
    }
  }
  return { setup, environment };
}

/**
 * A target's spec with the defaults of keys added after results were first stored: a baseline
 * written before `protocol` existed measured AMQP 0.9.1, and is not a changed setting.
 */
function withSpecDefaults(spec: Record<string, unknown>): Record<string, unknown> {
  return { protocol: "amqp091", ...spec };
}

function unionKeys(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function show(value: unknown): string {
  if (value === undefined) return "none";
  if (typeof value === "string") return `'${value}'`;
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}

function nodeMajor(version: string): string {
  return /^v?(\d+)/.exec(version)?.[1] ?? version;
}

/** Runners of one class report slightly different totals; only a real difference (> 5%) counts. */
function memoryDiffers(before: number, after: number): boolean {
  const larger = Math.max(before, after);
  return larger > 0 && Math.abs(before - after) / larger > 0.05;
}

function formatGiB(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}
