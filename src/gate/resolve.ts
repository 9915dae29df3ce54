import type { z } from "zod";
import { checkAcknowledgementExpiry } from "../compare/acknowledge.js";
import type { Scenario } from "../scenarios/scenario.js";
import { ConfigSchema, type ParsedConfig, type TargetConfig } from "../model/config.js";
import { InputError } from "../model/errors.js";
import { addReferences, type AbPair } from "./ab.js";
import type { MergeBaseRecord } from "../model/results.js";
import { expandMatrix, validateTargetCells, type SkippedCell } from "./matrix.js";
import { checkMetricReferences, measuredMetrics } from "./metric-references.js";
import { checkScenarioFit } from "./scenario-fit.js";
import { MAX_TARGET_ID_LENGTH } from "../model/target-id.js";
import { parseOrThrow } from "../model/validation.js";
import { withFileContents, type NamedFileTexts } from "./named-files.js";

/** Values given on the command line or as action inputs; they override the file. */
export interface ConfigOverrides {
  name?: string;
  trials?: number;
  /** Default threshold in percent. */
  threshold?: number;
  /** Same-job A/B: the reference's image (`ab.reference.image`). */
  abImage?: string;
  /** Verdict policy (`verdict.policy`) and its confidence level (`verdict.confidence`). */
  policy?: "statistical" | "threshold";
  confidence?: number;
  /** What clock metrics do against a separate reference (`verdict.clockMetrics`). */
  clockMetrics?: "auto" | "advisory" | "bind";
  failOnRegression?: boolean;
  baselinePath?: string;
  /** Replaces the image of every testcontainers target. */
  image?: string;
  /** Replaces the targets with one external target. */
  amqpUrls?: string[];
  managementUrl?: string;
  /** Prometheus endpoints of the external target's nodes, for its work metrics. */
  metricsUrls?: string[];
  /** Runs only these scenario names, in config order. */
  scenarioNames?: string[];
  resultsPath?: string;
  markdownPath?: string;
}

/** How each override is called where the user typed it (`--trials`, `input 'trials'`). */
export type OverrideLabels = Partial<Record<keyof ConfigOverrides, string>>;

export interface ResolvedScenario {
  /** Result name; unique within the run. */
  name: string;
  scenario: Scenario;
  params: Record<string, unknown>;
  /** Measured repetitions on every target: the entry's own `trials`, else the suite's. */
  trials: number;
}

export interface GateConfig extends Omit<ParsedConfig, "targets" | "scenarios"> {
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
}

export type ScenarioRegistry = ReadonlyMap<string, Scenario>;

/** The scenarios that run another trial count than the suite's, by name. */
export function trialsByScenario(config: Pick<GateConfig, "scenarios" | "trials">): Record<string, number> {
  return Object.fromEntries(
    config.scenarios.filter((s) => s.trials !== config.trials).map((s) => [s.name, s.trials]),
  );
}

function applyOverrides(raw: Record<string, unknown>, o: ConfigOverrides): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  if (o.name !== undefined) out.name = o.name;
  if (o.trials !== undefined) out.trials = o.trials;
  if (o.failOnRegression !== undefined) out.failOnRegression = o.failOnRegression;
  if (o.threshold !== undefined) {
    out.thresholds = { ...(raw.thresholds as object | undefined), default: o.threshold };
  }
  if (o.abImage !== undefined) {
    const ab = isObject(raw.ab) ? raw.ab : {};
    out.ab = { ...ab, reference: { ...(isObject(ab.reference) ? ab.reference : {}), image: o.abImage } };
  }
  if (o.policy !== undefined || o.confidence !== undefined || o.clockMetrics !== undefined) {
    out.verdict = {
      ...(raw.verdict as object | undefined),
      ...(o.policy !== undefined && { policy: o.policy }),
      ...(o.confidence !== undefined && { confidence: o.confidence }),
      ...(o.clockMetrics !== undefined && { clockMetrics: o.clockMetrics }),
    };
  }
  if (o.baselinePath !== undefined) out.baseline = { store: "file", path: o.baselinePath };
  if (o.resultsPath !== undefined || o.markdownPath !== undefined) {
    out.output = {
      ...(raw.output as object | undefined),
      ...(o.resultsPath !== undefined && { results: o.resultsPath }),
      ...(o.markdownPath !== undefined && { markdown: o.markdownPath }),
    };
  }
  for (const key of ["managementUrl", "metricsUrls"] as const) {
    if (o[key] !== undefined && o.amqpUrls === undefined) {
      throw new InputError(
        OVERRIDE_PATHS[key],
        "describes the external broker whose AMQP URLs are given the same way, and none were; " +
          `a target of the config file takes targets[].${key} instead`,
      );
    }
  }
  if (o.amqpUrls !== undefined) {
    delete out.matrix;
    out.targets = [
      {
        provider: "external",
        amqpUrls: o.amqpUrls,
        ...(o.managementUrl !== undefined && { managementUrl: o.managementUrl }),
        ...(o.metricsUrls !== undefined && { metricsUrls: o.metricsUrls }),
      },
    ];
  } else if (o.image !== undefined) {
    if (isObject(raw.matrix)) out.matrix = { ...raw.matrix, image: [o.image] };
    // With a matrix and no listed targets, the image goes to the matrix only.
    if (Array.isArray(raw.targets) || !isObject(raw.matrix)) {
      const targets = Array.isArray(raw.targets)
        ? (raw.targets as Record<string, unknown>[])
        : [{ provider: "testcontainers" }];
      out.targets = targets.map((t) => (t.provider === "testcontainers" ? { ...t, image: o.image } : t));
    }
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The config path each override lands on, so errors can name the flag instead (the most specific
 * path that holds the error wins: an external target's URLs name their own flag).
 */
const OVERRIDE_PATHS: Record<keyof ConfigOverrides, string> = {
  name: "name",
  trials: "trials",
  threshold: "thresholds",
  abImage: "ab",
  policy: "verdict.policy",
  confidence: "verdict.confidence",
  clockMetrics: "verdict.clockMetrics",
  failOnRegression: "failOnRegression",
  baselinePath: "baseline",
  image: "targets",
  amqpUrls: "targets",
  managementUrl: "targets[0].managementUrl",
  metricsUrls: "targets[0].metricsUrls",
  scenarioNames: "scenarios",
  resultsPath: "output",
  markdownPath: "output",
};

function relabel(error: unknown, overrides: ConfigOverrides, labels: OverrideLabels): never {
  if (error instanceof InputError) {
    const keys = (Object.keys(overrides) as (keyof ConfigOverrides)[]).sort(
      (a, b) => OVERRIDE_PATHS[b].length - OVERRIDE_PATHS[a].length,
    );
    for (const key of keys) {
      const label = labels[key];
      const root = OVERRIDE_PATHS[key];
      if (
        overrides[key] !== undefined &&
        label &&
        (error.field === root || error.field.startsWith(`${root}.`) || error.field.startsWith(`${root}[`))
      ) {
        throw new InputError(label, error.detail, { cause: error });
      }
    }
  }
  throw error;
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
        return withFileContents(target, options.files, field);
      }),
    };
    const scenarios = resolveScenarios(parsed.scenarios, options.registry, {
      trials: parsed.trials,
      // A trial count typed for the run (`--trials`, the action's input) applies to every scenario.
      overridesEntries: overrides.trials !== undefined,
    });
    checkScenarioFit(ab.targets, scenarios);
    // Against every configured scenario: a run narrowed by --scenario keeps the config's other keys.
    if (options.checkMetricNames) {
      const references = new Set(ab.pairs.map((pair) => pair.reference));
      checkMetricReferences(parsed, measuredMetrics(ab.targets, scenarios), references);
    }
    return {
      ...parsed,
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
