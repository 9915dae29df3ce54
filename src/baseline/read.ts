import type { z } from "zod";
import { InputError } from "../model/errors.js";
import { checkInputShape, describeFileError, INPUT_LIMITS, readInputText } from "../model/input-bounds.js";
import { quotedName } from "../model/one-line.js";
import { issueToLine } from "../model/validation.js";
import { locateJsonSyntaxError } from "./json-syntax.js";
import { RESULTS_SCHEMA_ID, RESULTS_SCHEMA_VERSION, ResultsSchema, type Results } from "../model/results.js";

/**
 * Reading results and baseline files. Every problem becomes one `InputError` on the field the user
 * gave the file with (`baseline`, `--current`), naming the path and what was expected.
 */

const RESULTS_FILE = "a results JSON file written by rabbitmq-perf-gate";

/**
 * Reads and validates a results or baseline file. A shard's results (part of a run) are refused
 * unless `shards` accepts them: they are judged once `results merge` made them one.
 */
export async function readResultsFile(
  path: string,
  field: string,
  options: { shards?: boolean } = {},
): Promise<Results> {
  const text = await readInputText(path, field, {
    maxBytes: INPUT_LIMITS.resultsBytes,
    expected: RESULTS_FILE,
  });
  const results = parseResultsJson(text, field, path);
  const shard = results.shard;
  if (shard && shard.count > 1 && options.shards !== true) {
    throw new InputError(
      field,
      `${quotedName(path)} is shard ${shard.index} of ${shard.count} of run '${shard.run}': merge the shards' files with \`results merge\` and judge the merged file`,
    );
  }
  return results;
}

/** One line for a failed read: what happened to which path, in words rather than an errno. */
export function describeReadError(error: unknown, path: string): string {
  return describeFileError(error, quotedName(path), RESULTS_FILE);
}

/**
 * Parses the text of a results or baseline file. `field` names where the file came from in
 * errors ("baseline", "--current"); `path` is shown quoted.
 */
export function parseResultsJson(text: string, field: string, path = "input"): Results {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  if (body.trim() === "") throw new InputError(field, `'${path}' is empty; expected a results JSON file`);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const where = locateJsonSyntaxError(body);
    const reason = where
      ? `${where.reason} at line ${where.line}:${where.column}`
      : (error as Error).message.split("\n")[0];
    throw new InputError(field, `'${path}' is not valid JSON: ${reason}`);
  }
  return validateResults(value, field, path);
}

/** Validates parsed JSON as results: identity first (is it ours, which version), then shape. */
export function validateResults(value: unknown, field: string, path = "input"): Results {
  const expected = `expected '${RESULTS_SCHEMA_ID}'`;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(
      field,
      `'${path}' is not a rabbitmq-perf-gate results file (expected a JSON object, got ${describeJsonType(value)})`,
    );
  }
  checkInputShape(value, field, `'${path}'`);
  const record = value as Record<string, unknown>;
  if (record.schema !== RESULTS_SCHEMA_ID) {
    const schema =
      record.schema === undefined
        ? "missing"
        : `'${typeof record.schema === "string" ? record.schema : JSON.stringify(record.schema)}'`;
    throw new InputError(
      field,
      `'${path}' is not a rabbitmq-perf-gate results file (schema is ${schema}, ${expected})`,
    );
  }
  const version = record.schemaVersion;
  if (typeof version === "number" && Number.isInteger(version) && version !== RESULTS_SCHEMA_VERSION) {
    const tool = record.tool as { version?: unknown } | undefined;
    const writer =
      typeof tool?.version === "string" ? ` (written by rabbitmq-perf-gate ${tool.version})` : "";
    throw new InputError(
      field,
      version > RESULTS_SCHEMA_VERSION
        ? `'${path}' has schemaVersion ${version}${writer}, newer than this rabbitmq-perf-gate reads (${RESULTS_SCHEMA_VERSION}); upgrade rabbitmq-perf-gate`
        : `'${path}' has schemaVersion ${version}${writer}, which is no longer read; accepted: ${RESULTS_SCHEMA_VERSION} (run again to regenerate it)`,
    );
  }
  const parsed = ResultsSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const { field: where, detail } = issueToLine("", issue as z.core.$ZodIssue & { input?: unknown });
    throw new InputError(field, `'${path}' is not a valid results file: ${where}: ${detail}`);
  }
  const inconsistency = findInconsistency(parsed.data);
  if (inconsistency) throw new InputError(field, `'${path}' is not a valid results file: ${inconsistency}`);
  return parsed.data;
}

/** Checks the schema cannot express: unique ids (comparison matches by them) and counts that agree. */
function findInconsistency(results: Results): string | undefined {
  const targetIds = new Map<string, number>();
  for (const [t, target] of results.targets.entries()) {
    const previous = targetIds.get(target.id);
    if (previous !== undefined)
      return `targets[${t}].id: duplicate target id '${target.id}' (also targets[${previous}])`;
    targetIds.set(target.id, t);
    const names = new Map<string, number>();
    for (const [s, scenario] of target.scenarios.entries()) {
      const at = `targets[${t}].scenarios[${s}]`;
      const previousScenario = names.get(scenario.name);
      if (previousScenario !== undefined) {
        return `${at}.name: duplicate scenario name '${scenario.name}' (also scenarios[${previousScenario}])`;
      }
      names.set(scenario.name, s);
      const metricIds = new Map<string, number>();
      for (const [m, metric] of scenario.metrics.entries()) {
        const previousMetric = metricIds.get(metric.id);
        if (previousMetric !== undefined) {
          return `${at}.metrics[${m}].id: duplicate metric id '${metric.id}' (also metrics[${previousMetric}])`;
        }
        metricIds.set(metric.id, m);
        if (metric.summary.n !== metric.samples.length) {
          return `${at}.metrics[${m}].summary.n: ${metric.summary.n}, but there are ${metric.samples.length} samples`;
        }
      }
    }
  }
  return undefined;
}

function describeJsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}
