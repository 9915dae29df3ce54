import type { z } from "zod";
import { InputError } from "./errors.js";
import { escapeUnprintable, quoted, quotedName } from "./one-line.js";

/**
 * Turns zod issues into the gate's one-line input errors: the field (as a path such as
 * `targets[0].image`), what was given, and what is accepted.
 */
export function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    // A map key such as a metric key ("throughput.publishRate") reads as one key, not a path.
    else if (!/^[A-Za-z_$][\w$]*$/.test(String(key))) out += `[${quotedName(String(key), 80)}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || "(root)";
}

/** What was given, for an error line: JSON, cut to 60 characters, every invisible character escaped. */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  if (typeof value === "string") return quoted(value);
  if (typeof value === "bigint" || typeof value === "symbol" || typeof value === "function")
    return `a ${typeof value}`;
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return Array.isArray(value) ? "an array" : "an object";
  }
  if (json === undefined) return String(value);
  return escapeUnprintable(json.length > 60 ? `${json.slice(0, 57)}...` : json);
}

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> } };

/** The object keys a strict object schema at `path` accepts, following the input through unions. */
function acceptedKeys(schema: AnySchema, path: readonly PropertyKey[], input: unknown): string[] | undefined {
  let current: AnySchema | undefined = schema;
  let value: unknown = input;
  const steps = [...path];
  for (;;) {
    if (!current) return undefined;
    const def = current._zod.def as { type: string; [k: string]: unknown };
    if (
      def.type === "default" ||
      def.type === "optional" ||
      def.type === "nullable" ||
      def.type === "prefault"
    ) {
      current = def.innerType as AnySchema;
      continue;
    }
    if (def.type === "union") {
      const options = def.options as AnySchema[];
      const discriminator = def.discriminator as string | undefined;
      const wanted =
        discriminator && value && typeof value === "object"
          ? (value as Record<string, unknown>)[discriminator]
          : undefined;
      current =
        options.find((o) => {
          const shape = (o._zod.def as { shape?: Record<string, AnySchema> }).shape;
          if (!shape) return false;
          if (!discriminator) return typeof value === "object";
          const lit = shape[discriminator]?._zod.def as { values?: unknown[] } | undefined;
          return lit?.values?.includes(wanted) ?? false;
        }) ?? undefined;
      continue;
    }
    if (steps.length === 0) {
      return def.type === "object" ? Object.keys(def.shape as object) : undefined;
    }
    const key = steps.shift()!;
    if (def.type === "object") {
      current = (def.shape as Record<string, AnySchema>)[String(key)];
      value =
        value && typeof value === "object" ? (value as Record<string, unknown>)[String(key)] : undefined;
    } else if (def.type === "array") {
      current = def.element as AnySchema;
      value = Array.isArray(value) ? value[Number(key)] : undefined;
    } else if (def.type === "record") {
      current = def.valueType as AnySchema;
      value =
        value && typeof value === "object" ? (value as Record<string, unknown>)[String(key)] : undefined;
    } else {
      return undefined;
    }
  }
}

/**
 * What the branches of a union accept, from what each said of the value itself ("expected 1",
 * "expected string"): "1, 3 or string". Undefined when a branch failed deeper inside the value.
 */
function unionAlternatives(issue: z.core.$ZodIssueInvalidUnion): string | undefined {
  const expected = new Set<string>();
  for (const branch of issue.errors) {
    const own = branch.find((inner) => inner.path.length === 0);
    if (!own) return undefined;
    const values =
      own.code === "invalid_value"
        ? own.values.map((v) => (typeof v === "string" ? `'${v}'` : String(v)))
        : own.code === "invalid_type"
          ? [own.expected]
          : own.code === "invalid_union"
            ? [unionAlternatives(own)]
            : [undefined];
    for (const value of values) {
      if (value === undefined) return undefined;
      expected.add(value);
    }
  }
  const list = [...expected];
  if (list.length === 0) return undefined;
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;
}

/** One line for one issue: `field: message; got <value>`. */
export function issueToLine(
  root: string,
  issue: z.core.$ZodIssue & { input?: unknown },
  schema?: z.ZodType,
  rootInput?: unknown,
): { field: string; detail: string } {
  if (issue.code === "unrecognized_keys") {
    const parentField = formatPath(root, issue.path);
    const keys = issue.keys.map((k) => quotedName(k, 80)).join(", ");
    const accepted = schema ? acceptedKeys(schema as AnySchema, issue.path, rootInput) : undefined;
    const field = issue.keys.length === 1 ? formatPath(root, [...issue.path, issue.keys[0]!]) : parentField;
    return {
      field,
      detail: `unknown key ${keys}${accepted ? `; accepted keys: ${accepted.join(", ")}` : ""}`,
    };
  }
  const field = formatPath(root, issue.path);
  if (issue.code === "invalid_key") {
    // A record's key: what the key schema said of it, and the key itself.
    const inner = issue.issues[0]?.message ?? "not accepted";
    return { field, detail: `${inner}; got ${describeValue(issue.path.at(-1))}` };
  }
  const message = issue.message.replace(/^Invalid (input|option): /, "");
  if (issue.code === "invalid_type" && issue.input === undefined) {
    return { field, detail: `required (${message.replace(/, received undefined$/, "")})` };
  }
  if (issue.code === "invalid_union") {
    const accepted = unionAlternatives(issue);
    const got = "input" in issue ? `; got ${describeValue(issue.input)}` : "";
    return { field, detail: accepted ? `expected ${accepted}${got}` : `${message}${got}` };
  }
  if (issue.input === undefined) return { field, detail: message };
  // "expected number, received string; got "fast"": the value shown says what was received.
  const expected =
    issue.code === "invalid_type" || issue.code === "invalid_value"
      ? message.replace(/, received .*$/, "")
      : message;
  // zod's own wording of a size bound ("Too big: expected array to have <=1000 items") shown as
  // counts; a schema's own message is kept.
  const defaultSize = /^Too (big|small):/.test(issue.message);
  if ((issue.code === "too_big" || issue.code === "too_small") && defaultSize && issue.origin === "array") {
    const count = Array.isArray(issue.input) ? issue.input.length : 0;
    const bound = issue.code === "too_big" ? `at most ${issue.maximum}` : `at least ${issue.minimum}`;
    return { field, detail: `${bound} entries; got ${count}` };
  }
  if ((issue.code === "too_big" || issue.code === "too_small") && defaultSize && issue.origin === "string") {
    const length = typeof issue.input === "string" ? issue.input.length : 0;
    const bound = issue.code === "too_big" ? `at most ${issue.maximum}` : `at least ${issue.minimum}`;
    return { field, detail: `${bound} characters; got ${length}` };
  }
  return { field, detail: `${expected}; got ${describeValue(issue.input)}` };
}

/** Parses `input` with `schema`, throwing the first issue as an `InputError`. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, root: string): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const { field, detail } = issueToLine(root, issue as z.core.$ZodIssue & { input?: unknown }, schema, input);
  throw new InputError(field, detail);
}
