import type { TargetConfig, TestcontainersTarget } from "../model/config.js";
import type { MergeBaseRecord } from "../model/results.js";
import { InputError } from "../model/errors.js";
import { referenceId, type AbPair } from "./ab.js";
import { readBaseSetup, type BaseSetup, type BaseSetupOptions } from "./base-setup.js";
import type { GateConfig, ResolvedScenario } from "./resolve.js";
import { checkScenarioFit } from "./scenario-fit.js";
import { setupDiff } from "./setup-diff.js";

/**
 * Same-job A/B against the merge base: every testcontainers target of the candidate's config (the
 * pull request's setup) gets a reference measured in the same run, interleaved with it: the
 * merge base's own target (its image, nodes, store, rabbitmq.conf, definitions, CPU quota) running
 * the merge base's scenario parameters. Both sides are judged by the candidate's thresholds, verdict
 * policy and limits. A candidate target the merge base does not have is measured without a reference
 * (it is compared with the stored baseline only), and the reports say so.
 */

function shape(target: TestcontainersTarget): string {
  return `${target.queueType}/${target.nodes}n/${target.metadataStore ?? "default"}/${target.protocol ?? "amqp091"}`;
}

/**
 * Which merge-base target is each candidate's counterpart: the one with the same id; else, among
 * the targets left, the only one left, or the only one of the same queue type, nodes, store and
 * protocol (an image bump renames a matrix cell but keeps its shape).
 */
export function matchTargets(
  candidates: readonly TestcontainersTarget[],
  bases: readonly TestcontainersTarget[],
): Map<string, TestcontainersTarget> {
  const matched = new Map<string, TestcontainersTarget>();
  const used = new Set<string>();
  for (const candidate of candidates) {
    const same = bases.find((base) => base.id === candidate.id);
    if (same) {
      matched.set(candidate.id, same);
      used.add(same.id);
    }
  }
  const leftCandidates = candidates.filter((c) => !matched.has(c.id));
  const leftBases = bases.filter((b) => !used.has(b.id));
  if (leftCandidates.length === 1 && leftBases.length === 1) {
    matched.set(leftCandidates[0]!.id, leftBases[0]!);
    return matched;
  }
  for (const candidate of leftCandidates) {
    const sameShape = (t: TestcontainersTarget) => shape(t) === shape(candidate);
    const options = leftBases.filter(sameShape);
    if (options.length === 1 && leftCandidates.filter(sameShape).length === 1) {
      matched.set(candidate.id, options[0]!);
    }
  }
  return matched;
}

const isContainer = (target: TargetConfig): target is TestcontainersTarget =>
  target.provider === "testcontainers";

/** The scenarios as the references run them: the merge base's parameters under the candidate's names and trial counts. */
function referenceScenarios(candidate: GateConfig, base: GateConfig): ResolvedScenario[] {
  const byName = new Map(base.scenarios.map((s) => [s.name, s]));
  return candidate.scenarios.map((scenario) => {
    const atBase = byName.get(scenario.name);
    // A scenario the pull request adds runs its own parameters on both sides: the setups still differ.
    return atBase && atBase.scenario.id === scenario.scenario.id
      ? { ...atBase, trials: scenario.trials }
      : scenario;
  });
}

/**
 * The candidate config with a reference for every testcontainers target the merge base has, each
 * right after its candidate. `field` names the setting that asked for it, for errors.
 */
export function addBaseReferences(
  candidate: GateConfig,
  base: GateConfig,
  setup: BaseSetup,
  field: string,
): GateConfig & { abPairs: AbPair[]; mergeBase: MergeBaseRecord } {
  if (candidate.abPairs && candidate.abPairs.length > 0) {
    throw new InputError(
      field,
      "the config's ab.reference already gives every target a reference; use ab.reference or the merge base, not both",
    );
  }
  const candidates = candidate.targets.filter(isContainer);
  if (candidates.length === 0) {
    throw new InputError(
      field,
      "no testcontainers target to measure the merge base's setup for; an A/B needs brokers the gate starts",
    );
  }
  const matched = matchTargets(candidates, base.targets.filter(isContainer));
  if (matched.size === 0) {
    throw new InputError(
      field,
      `no target of ${candidate.source} has a counterpart in ${setup.source} (${base.targets.map((t) => t.id).join(", ")})`,
    );
  }
  const scenarios = referenceScenarios(candidate, base);
  const taken = new Set(candidate.targets.map((t) => t.id));
  const targets: TargetConfig[] = [];
  const pairs: AbPair[] = [];
  const changes: string[][] = [];
  const unpaired: string[] = [];
  for (const target of candidate.targets) {
    targets.push(target);
    if (!isContainer(target)) continue;
    const counterpart = matched.get(target.id);
    if (!counterpart) {
      unpaired.push(`${target.id}: not in ${setup.source}`);
      continue;
    }
    const id = referenceId(target.id, taken);
    taken.add(id);
    targets.push({ ...counterpart, id });
    pairs.push({ reference: id, candidate: target.id });
    const diff = setupDiff(
      { label: `${counterpart.id} at ${setup.commit.slice(0, 7)}`, target: counterpart, scenarios },
      { label: `${target.id} at ${setup.head.slice(0, 7)}`, target, scenarios: candidate.scenarios },
    );
    if (diff) changes.push(capped(diff.split("\n")));
  }
  try {
    checkScenarioFit(
      targets.filter((t) => pairs.some((p) => p.reference === t.id)),
      scenarios,
    );
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new InputError(field, `${setup.source}: ${error.field}: ${error.detail}`, { cause: error });
  }
  return {
    ...candidate,
    targets,
    abPairs: pairs,
    referenceScenarios: scenarios,
    mergeBase: {
      rev: setup.rev,
      commit: setup.commit,
      head: setup.head,
      source: setup.source,
      candidateSource: `${setup.candidatePath ?? "the embedded default"} in the work tree (HEAD ${setup.head.slice(0, 7)})`,
      changes,
      unpaired,
    },
  };
}

/**
 * The candidate config with the merge base's setup as its references: reads the merge base's
 * config and files (base-setup.ts), resolves them with `resolve` (the candidate's own overrides, so
 * `--trials` or `--scenario` apply to both sides), and pairs the targets. A problem in the merge
 * base's config is an `InputError` on `options.field` naming the file and commit.
 */
export async function withMergeBase(
  candidate: GateConfig,
  options: BaseSetupOptions & {
    /**
     * Resolves a config with the command's overrides; for the merge base (`side` "base") without
     * the scenario selection, which the candidate's scenario names make (a scenario the pull
     * request adds is not in the merge base's config).
     */
    resolve: (
      raw: unknown,
      files: ReadonlyMap<string, string>,
      source: string,
      side: "candidate" | "base",
    ) => GateConfig;
  },
): Promise<GateConfig> {
  const setup = await readBaseSetup(options);
  let base: GateConfig;
  try {
    // The merge base's own `ab:` measured a reference of its own: not what this A/B compares.
    const { ab: _ab, ...raw } = isRecord(setup.raw) ? setup.raw : {};
    base = options.resolve(isRecord(setup.raw) ? raw : setup.raw, setup.files, setup.source, "base");
  } catch (error) {
    if (!(error instanceof InputError) || error.field === options.field) throw error;
    throw new InputError(options.field, `${setup.source}: ${error.field}: ${error.detail}`, { cause: error });
  }
  return addBaseReferences(candidate, base, setup, options.field);
}

/**
 * Lines of a diff kept in the results and the reports (a definitions file can change by thousands),
 * and their length: the results file holds lines of at most 4,096 characters.
 */
export const MAX_DIFF_LINES = 400;
const MAX_DIFF_LINE_LENGTH = 1000;

function capped(lines: string[]): string[] {
  const kept = lines
    .slice(0, MAX_DIFF_LINES)
    .map((line) => (line.length > MAX_DIFF_LINE_LENGTH ? `${line.slice(0, MAX_DIFF_LINE_LENGTH)}…` : line));
  return lines.length > MAX_DIFF_LINES
    ? [...kept, `… ${lines.length - MAX_DIFF_LINES} more lines of this diff left out`]
    : kept;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
