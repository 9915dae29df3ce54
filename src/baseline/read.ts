import { readFile } from "node:fs/promises";
import type { z } from "zod";
import { InputError } from "../model/errors.js";
import { RESULTS_SCHEMA_ID, RESULTS_SCHEMA_VERSION, ResultsSchema, type Results } from "../model/results.js";

/**
 * Reading results and baseline files. Every problem becomes one `InputError` on the field the user
 * gave the file with (`baseline`, `--current`), naming the path and what was expected.
 */

/** Reads and validates a results or baseline file. */
export async function readResultsFile(path: string, field: string): Promise<Results> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new InputError(field, describeReadError(error, path), { cause: error });
  }
  return parseResultsJson(text, field, path);
}

/** One line for a failed read: what happened to which path, in words rather than an errno. */
export function describeReadError(error: unknown, path: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case "ENOENT":
      return `'${path}' does not exist; expected a results JSON file written by rabbitmq-perf-gate`;
    case "EACCES":
    case "EPERM":
      return `'${path}' is not readable (permission denied)`;
    case "EISDIR":
      return `'${path}' is a directory; expected a results JSON file`;
    default:
      return `cannot read '${path}' (${code ?? (error as Error | undefined)?.message ?? String(error)})`;
  }
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
    throw new InputError(field, `'${path}' is not a valid results file: ${describeIssue(issue)}`);
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

function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || "(top level)";
}

function describeIssue(issue: z.core.$ZodIssue & { input?: unknown }): string {
  const where = formatIssuePath(issue.path);
  let message = issue.message.replace(/^Invalid (input|option): /, "");
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return `${where}: required (${message.replace(/, received undefined$/, "")})`;
  }
  if (issue.code === "invalid_value" || issue.code === "invalid_type") {
    message = `${message.replace(/, received .*$/, "")}; got ${describeValue(issue.input)}`;
  }
  return `${where}: ${message}`;
}

function describeValue(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) return String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function describeJsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return `a ${typeof value}`;
}

interface JsonSyntaxError {
  reason: string;
  line: number;
  column: number;
}

/**
 * Finds the first syntax error in `text` with its line and column. V8's JSON.parse names a
 * position for some errors only, so this small scanner of the JSON grammar gives every error a
 * place. Returns undefined when the text is valid JSON.
 */
export function locateJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  class Stop {
    constructor(
      readonly reason: string,
      readonly offset: number,
    ) {}
  }
  const unexpected = (): Stop =>
    i >= text.length
      ? new Stop("unexpected end of input", i)
      : new Stop(`unexpected ${JSON.stringify(text[i])}`, i);
  const whitespace = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const string = () => {
    const start = i;
    i++;
    while (i < text.length) {
      const c = text[i]!;
      if (c === '"') {
        i++;
        return;
      }
      if (c === "\\") {
        const escape = text[i + 1];
        if (escape === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
            throw new Stop("invalid \\u escape in string", i);
          i += 6;
          continue;
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape))
          throw new Stop("invalid escape in string", i);
        i += 2;
        continue;
      }
      if (c < " ") throw new Stop("unescaped control character in string", i);
      i++;
    }
    throw new Stop("unterminated string (unexpected end of input)", start);
  };
  const number = () => {
    const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = i;
    const found = match.exec(text);
    if (!found) throw new Stop("invalid number", i);
    i += found[0].length;
  };
  const value = (): void => {
    whitespace();
    const c = text[i];
    if (c === "{") return object();
    if (c === "[") return array();
    if (c === '"') return string();
    if (c === "-" || (c !== undefined && c >= "0" && c <= "9")) return number();
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    throw unexpected();
  };
  const object = () => {
    i++;
    whitespace();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (;;) {
      whitespace();
      if (text[i] === "}") throw new Stop("trailing comma before '}'", i);
      if (text[i] !== '"')
        throw i >= text.length ? unexpected() : new Stop("expected a property name in double quotes", i);
      string();
      whitespace();
      if (text[i] !== ":")
        throw i >= text.length ? unexpected() : new Stop("expected ':' after property name", i);
      i++;
      value();
      whitespace();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "}") {
        i++;
        return;
      }
      throw i >= text.length ? unexpected() : new Stop("expected ',' or '}' after property value", i);
    }
  };
  const array = () => {
    i++;
    whitespace();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (;;) {
      whitespace();
      if (text[i] === "]") throw new Stop("trailing comma before ']'", i);
      value();
      whitespace();
      if (text[i] === ",") {
        i++;
        continue;
      }
      if (text[i] === "]") {
        i++;
        return;
      }
      throw i >= text.length ? unexpected() : new Stop("expected ',' or ']' after array element", i);
    }
  };
  try {
    value();
    whitespace();
    if (i < text.length) throw new Stop("unexpected text after the JSON value", i);
    return undefined;
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    const before = text.slice(0, error.offset);
    const line = before.split("\n").length;
    const column = error.offset - before.lastIndexOf("\n");
    return { reason: error.reason, line, column };
  }
}
