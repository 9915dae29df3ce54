import type { ShardSettings } from "../model/shard.js";
import type { z } from "zod";
import { checkAcknowledgementExpiry } from "../compare/acknowledge.js";
import type { Scenario } from "../scenarios/scenario.js";
import {
  ConfigSchema,
  type ParsedConfig,
  type TargetConfig,
  type TestcontainersTarget,
} from "../model/config.js";
import { planSetup, SetupRefusal } from "../brokers/setup-plan.js";
import { InputError } from "../model/errors.js";
import { addReferences, type AbPair } from "./ab.js";
import type { MergeBaseRecord } from "../model/results.js";
import { expandMatrix, validateTargetCells, type SkippedCell } from "./matrix.js";
import { checkMetricReferences, measuredMetrics } from "./metric-references.js";
import { checkScenarioFit } from "./scenario-fit.js";
import { MAX_TARGET_ID_LENGTH } from "../model/target-id.js";
import { parseOrThrow } from "../model/validation.js";
import { withFileContents, type NamedFileTexts } from "./named-files.js";
import { applyOverrides, relabel, type ConfigOverrides, type OverrideLabels } from "./overrides.js";

export interface ResolvedScenario {
  /** Result name; unique within the run. */
  name: string;
  scenario: Scenario;
  params: Record<string, unknown>;
  /** Measured repetitions on every target: the entry's own `trials`, else the suite's. */
  trials: number;
  /** In a sharded run: the parameters this shard runs (its share of `params`) and what it owns. */
  shard?: { params: Record<string, unknown>; share: Record<string, unknown> };
}

export interface GateConfig extends Omit<ParsedConfig, "targets" | "scenarios" | "output"> {
  /** Every file the run writes, settled here: the config's `output` with the overrides' paths. */
  output: ParsedConfig["output"] & { json?: string };
  targets: TargetConfig[];
  /** Matrix cells that cannot exist, left out with their reason (see matrix.ts). */
  skippedTargets: SkippedCell[];
  scenarios: ResolvedScenario[];
  /** Where the config came from, for reports ("embedded default" or the file path). */
  source: string;
  /** Same-job A/B: each candidate target and its reference (both in `targets`). */
  abPairs?: AbPair[];
  /**
   * The scenarios as the references run them, when they differ from `scenarios` (an A/B against
   * the merge base runs its parameters): the same names, order and trial counts.
   */
  referenceScenarios?: ResolvedScenario[];
  /** An A/B against the merge base: both commits, both setups and what changed (base-references.ts). */
  mergeBase?: MergeBaseRecord;
  /** A run split over shards (`run --shard i/N`, shard.ts): which shard this is, and of which run. */
  shard?: ShardSettings;
}

export type ScenarioRegistry = ReadonlyMap<string, Scenario>;

/** The scenarios that run another trial count than the suite's, by name. */
export function trialsByScenario(config: Pick<GateConfig, "scenarios" | "trials">): Record<string, number> {
  return Object.fromEntries(
    config.scenarios.filter((s) => s.trials !== config.trials).map((s) => [s.name, s.trials]),
  );
}

/** Default id of a target: `<image name>-<tag>` or `external`. */
function defaultTargetId(target: ParsedConfig["targets"][number], index: number): string {
  if (target.provider === "external") return index === 0 ? "external" : `external-${index}`;
  const [name = "broker", tag = ""] = target.image.split("@")[0]!.split(/:(?=[^:/]+$)/);
  const base = name.split("/").pop()!;
  return `${base}-${tag}`.replace(/[^A-Za-z0-9_.-]/g, "-").slice(0, MAX_TARGET_ID_LENGTH);
}

function resolveTargets(targets: ParsedConfig["targets"]): TargetConfig[] {
  const seen = new Map<string, number>();
  return targets.map((target, index) => {
    const id = target.id ?? defaultTargetId(target, index);
    const previous = seen.get(id);
    if (previous !== undefined) {
      throw new InputError(
        `targets[${index}].id`,
        `duplicate target id '${id}' (also targets[${previous}]); give each target a distinct id`,
      );
    }
    seen.set(id, index);
    return { ...target, id } as TargetConfig;
  });
}

function resolveScenarios(
  entries: ParsedConfig["scenarios"],
  registry: ScenarioRegistry,
  suite: { trials: number; overridesEntries: boolean },
): ResolvedScenario[] {
  const accepted = [...registry.keys()].join(", ");
  const names = new Set<string>();
  const resolved = entries.map((entry, index) => {
    const { id, name, params, trials } =
      typeof entry === "string" ? { id: entry, name: undefined, params: {}, trials: undefined } : entry;
    const field = typeof entry === "string" ? `scenarios[${index}]` : `scenarios[${index}].id`;
    const scenario = registry.get(id);
    if (!scenario) throw new InputError(field, `unknown scenario '${id}'; accepted: ${accepted}`);
    const resultName = name ?? id;
    if (names.has(resultName)) {
      throw new InputError(
        `scenarios[${index}].name`,
        `scenario name '${resultName}' is used twice; give repeated scenarios a distinct name`,
      );
    }
    names.add(resultName);
    const validated = parseOrThrow(
      scenario.parameters as z.ZodType<Record<string, unknown>>,
      params,
      `scenarios[${index}].params`,
    );
    return {
      name: resultName,
      scenario,
      params: validated,
      trials: suite.overridesEntries ? suite.trials : (trials ?? suite.trials),
    };
  });
  return resolved;
}

/** The scenarios a run was told to keep (`--scenario`), each of which must be in the config. */
function selectScenarios(resolved: ResolvedScenario[], only: string[] | undefined): ResolvedScenario[] {
  if (!only) return resolved;
  const names = new Set(resolved.map((s) => s.name));
  for (const wanted of only) {
    if (!names.has(wanted)) {
      throw new InputError(
        "scenarios",
        `no scenario named '${wanted}' in the config; configured: ${[...names].join(", ")}`,
      );
    }
  }
  return resolved.filter((s) => only.includes(s.name));
}

/**
 * Builds the typed config from a file's content (or the embedded default when there is none) and
 * the overrides. Throws `InputError` with the field of the first problem.
 */
export function resolveConfig(
  raw: unknown,
  options: {
    registry: ScenarioRegistry;
    overrides?: ConfigOverrides;
    labels?: OverrideLabels;
    source?: string;
    /** Today, for acknowledgement expiry dates (tests pin it). */
    now?: Date;
    /**
     * Check the metric names of thresholds, acknowledge, trend and limits against what this config measures
     * (run and calibrate; a comparison of files measured elsewhere checks against the files).
     */
    checkMetricNames?: boolean;
    /** The texts of the files the config names (named-files.ts), read by the caller. */
    files?: NamedFileTexts;
  },
): GateConfig {
  const overrides = options.overrides ?? {};
  const base = raw ?? {};
  if (typeof base !== "object" || Array.isArray(base)) {
    throw new InputError(
      "config",
      `expected a mapping of settings at the top level; got ${Array.isArray(base) ? "a list" : typeof base}`,
    );
  }
  try {
    const input = applyOverrides(base as Record<string, unknown>, overrides);
    const parsed = parseOrThrow(ConfigSchema, input, "");
    checkAcknowledgementExpiry(parsed.acknowledge, options.now ?? new Date());
    // With a matrix, the embedded default target is not wanted: targets are only those listed.
    const listed = parsed.matrix && input.targets === undefined ? [] : parsed.targets;
    validateTargetCells(listed);
    const expansion = parsed.matrix ? expandMatrix(parsed.matrix) : { targets: [], skipped: [] };
    const withReferences = addReferences(resolveTargets([...listed, ...expansion.targets]), parsed.ab);
    const referenceIds = new Set(withReferences.pairs.map((pair) => pair.reference));
    const ab = {
      ...withReferences,
      targets: withReferences.targets.map((target) => {
        if (target.provider !== "testcontainers") return target;
        const index = listed.findIndex((t, i) => (t.id ?? defaultTargetId(t, i)) === target.id);
        const field = referenceIds.has(target.id)
          ? "ab.reference"
          : index >= 0
            ? `targets[${index}]`
            : "matrix";
        return checkedSetup(withFileContents(target, options.files, field), field);
      }),
    };
    const scenarios = resolveScenarios(parsed.scenarios, options.registry, {
      trials: parsed.trials,
      // A trial count typed for the run (`--trials`, the action's input) applies to every scenario.
      overridesEntries: overrides.trials !== undefined,
    });
    checkScenarioFit(ab.targets, scenarios, overrides.scenarioNames);
    // Against every configured scenario: a run narrowed by --scenario keeps the config's other keys.
    if (options.checkMetricNames) {
      const references = new Set(ab.pairs.map((pair) => pair.reference));
      checkMetricReferences(parsed, measuredMetrics(ab.targets, scenarios), references);
    }
    return {
      ...parsed,
      output: { ...parsed.output, ...(overrides.jsonPath !== undefined && { json: overrides.jsonPath }) },
      targets: ab.targets,
      ...(ab.pairs.length > 0 && { abPairs: ab.pairs }),
      skippedTargets: expansion.skipped,
      scenarios: selectScenarios(scenarios, overrides.scenarioNames),
      source: options.source ?? (raw === undefined ? "embedded default" : "config"),
    };
  } catch (error) {
    relabel(error, overrides, options.labels ?? {});
  }
}

/**
 * A target whose settings break what the gate needs of a broker (setup-plan.ts) is refused here,
 * before anything starts, in one line naming the setting and the field that holds it.
 */
function checkedSetup(target: TestcontainersTarget, field: string): TestcontainersTarget {
  try {
    planSetup(target);
  } catch (error) {
    if (!(error instanceof SetupRefusal)) throw error;
    throw new InputError(`${field}.${error.setting.field}`, error.detail, { cause: error });
  }
  return target;
}
