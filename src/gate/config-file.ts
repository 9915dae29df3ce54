import { stat } from "node:fs/promises";
import { dirname, extname, join, relative } from "node:path";
import { parseDocument } from "yaml";
import { InputError } from "../model/errors.js";
import { checkInputShape, INPUT_LIMITS, readInputText } from "../model/input-bounds.js";
import { oneLine, quotedName } from "../model/one-line.js";
import { readNamedFiles, workTreeReader, type NamedFileTexts } from "./named-files.js";

/** The names a repository's config file is found by, without `--config`: the first is the usual one. */
export const CONFIG_FILE_NAMES = ["rabbitmq-perf-gate.yml", "rabbitmq-perf-gate.yaml"] as const;

/** Which config a command uses, and how it came to: what the output says about it. */
export type ConfigChoice =
  { kind: "given"; path: string } | { kind: "found"; path: string } | { kind: "embedded" };

async function exists(path: string): Promise<"file" | "directory" | undefined> {
  try {
    const info = await stat(path);
    return info.isDirectory() ? "directory" : "file";
  } catch {
    return undefined;
  }
}

/**
 * The config file at the root of the repository `start` lies in: the nearest directory from
 * `start` upwards that holds `.git`; `start` itself when none does (a directory outside any
 * repository is not searched upwards, so a stray file in a parent cannot be picked up). Both
 * names in one directory are ambiguous: an error on `field`.
 */
export async function findConfigFile(start: string, field = "config"): Promise<string | undefined> {
  let root = start;
  for (let dir = start; ; dir = dirname(dir)) {
    if (await exists(join(dir, ".git"))) {
      root = dir;
      break;
    }
    if (dirname(dir) === dir) break;
  }
  const present: string[] = [];
  for (const name of CONFIG_FILE_NAMES) {
    if ((await exists(join(root, name))) === "file") present.push(join(root, name));
  }
  if (present.length > 1) {
    throw new InputError(
      field,
      `both ${present.map((p) => `'${p}'`).join(" and ")} exist; keep one, or name the one to use`,
    );
  }
  return present[0];
}

/**
 * The config a command uses: the one named (`explicit`), none when `explicit` is false (the
 * embedded default asked for), else the repository's own file when there is one, else the
 * embedded default.
 */
export async function chooseConfig(
  explicit: string | false | undefined,
  start: string,
  field = "config",
): Promise<ConfigChoice> {
  if (explicit === false) return { kind: "embedded" };
  if (explicit !== undefined && explicit !== "") return { kind: "given", path: explicit };
  const found = await findConfigFile(start, field);
  return found ? { kind: "found", path: found } : { kind: "embedded" };
}

/**
 * The chosen config read (chooseConfig, then loadConfigFile): the raw file for resolveConfig, or
 * undefined for the embedded default, and the source its errors name. Both entry points use it.
 */
export async function readChosenConfig(
  explicit: string | false | undefined,
  start: string,
  field: string,
): Promise<{ choice: ConfigChoice; raw: unknown; source: string; files: NamedFileTexts }> {
  const choice = await chooseConfig(explicit, start, field);
  if (choice.kind === "embedded")
    return { choice, raw: undefined, source: "embedded default", files: new Map() };
  const raw = await loadConfigFile(choice.path, field);
  const files = await readNamedFiles(raw, workTreeReader(dirname(choice.path)));
  return { choice, raw, source: choice.path, files };
}

/** What the output says about the config: "config: rabbitmq-perf-gate.yml (found at the repository root …)". */
export function describeConfigChoice(choice: ConfigChoice, cwd: string, howToChange: string): string {
  switch (choice.kind) {
    case "given":
      return `config: ${choice.path}`;
    case "found":
      return `config: ${relative(cwd, choice.path) || choice.path} (found at the repository root; ${howToChange})`;
    case "embedded":
      return "config: the embedded default suite";
  }
}

/**
 * Reads a YAML or JSON config file; unreadable, oversized or malformed files, and values the gate
 * will not walk (src/model/input-bounds.ts), are input errors on `field`.
 */
export async function loadConfigFile(path: string, field = "config"): Promise<unknown> {
  const text = await readInputText(path, field, {
    maxBytes: INPUT_LIMITS.configBytes,
    expected: "a readable YAML or JSON file",
  });
  return parseConfigText(text, path, field);
}

/** A config file's text parsed by its name's extension (JSON or YAML) and checked against the input bounds. */
export function parseConfigText(text: string, path: string, field = "config"): unknown {
  const json = extname(path).toLowerCase() === ".json";
  const value = json ? parseJsonConfig(text, path, field) : parseYamlConfig(text, path, field);
  checkInputShape(value, field, quotedName(path));
  return value;
}

function parseJsonConfig(text: string, path: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(field, `${quotedName(path)} is not valid JSON: ${firstLine(error)}`);
  }
}

/**
 * YAML is read as data: a tag YAML's core schema does not define (`!!js/function`, `!foo`) and
 * every other warning is an error, as are more than a few aliases (a "billion laughs" document
 * expands them exponentially).
 */
function parseYamlConfig(text: string, path: string, field: string): unknown {
  const document = parseDocument(text, { uniqueKeys: true, logLevel: "silent" });
  const problem = document.errors[0] ?? document.warnings[0];
  if (problem) throw new InputError(field, `${quotedName(path)} is not valid YAML: ${firstLine(problem)}`);
  try {
    return document.toJS({ maxAliasCount: 100 }) as unknown;
  } catch (error) {
    throw new InputError(field, `${quotedName(path)} is not valid YAML: ${firstLine(error)}`);
  }
}

function firstLine(error: unknown): string {
  return oneLine((error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "");
}
