import { lstat } from "node:fs/promises";
import { join } from "node:path";
import { RepoFileSchema, type NamedFileContents, type TestcontainersTarget } from "../model/config.js";
import { InputError } from "../model/errors.js";
import { checkInputShape, INPUT_LIMITS, readInputText } from "../model/input-bounds.js";
import { oneLine, quotedName } from "../model/one-line.js";

/**
 * Files a config names (`rabbitmqConfFile`, `definitionsFile`, `advancedConfigFile` of a target, the matrix or
 * `ab.reference`), relative to the config file. They are read before the config is resolved, from
 * the work tree for the config in hand or from git for a merge base's (base-setup.ts), so that
 * resolving stays pure and both sides of a same-job A/B go through one path.
 */

/** The path a config wrote, and where: `targets[1].rabbitmqConfFile`. */
export interface NamedFile {
  field: string;
  path: string;
}

/** Reads one named file's text; throws `InputError` on `field` when it cannot. */
export type NamedFileReader = (file: NamedFile) => Promise<string>;

/** The text of each named file, by the path as written. */
export type NamedFileTexts = ReadonlyMap<string, string>;

const FILE_KEYS = ["rabbitmqConfFile", "definitionsFile", "advancedConfigFile"] as const;

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The files a raw (not yet validated) config names. A value that is not a path of the repository
 * (absolute, with `..`) is left for the schema to refuse: it is never read.
 */
export function namedFiles(raw: unknown): NamedFile[] {
  const config = record(raw);
  if (!config) return [];
  const holders: { field: string; value: unknown }[] = [
    ...(Array.isArray(config.targets)
      ? (config.targets as unknown[]).map((value, index) => ({ field: `targets[${index}]`, value }))
      : []),
    { field: "matrix", value: config.matrix },
    { field: "ab.reference", value: record(config.ab)?.reference },
  ];
  const files: NamedFile[] = [];
  for (const holder of holders) {
    const fields = record(holder.value);
    for (const key of FILE_KEYS) {
      const path = fields?.[key];
      if (RepoFileSchema.safeParse(path).success)
        files.push({ field: `${holder.field}.${key}`, path: path as string });
    }
  }
  return files;
}

/** Reads every named file once (a path named twice is read once). */
export async function readNamedFiles(raw: unknown, read: NamedFileReader): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const file of namedFiles(raw)) {
    if (!texts.has(file.path)) texts.set(file.path, await read(file));
  }
  return texts;
}

/**
 * A reader of the work tree: paths relative to `configDir`, each a regular file within the config
 * bound, reached without a symbolic link: git stores a link as its target's path, so a merge base's
 * side would read other text than the work tree's, and a link may lead out of the repository.
 */
export function workTreeReader(configDir: string): NamedFileReader {
  return async (file) => {
    await refuseLinks(configDir, file);
    return readInputText(join(configDir, file.path), file.field, {
      maxBytes: INPUT_LIMITS.configBytes,
      expected: "a readable file of the repository",
    });
  };
}

/** Each component of the path below `configDir`, checked with lstat; a missing one is left to the read. */
async function refuseLinks(configDir: string, file: NamedFile): Promise<void> {
  let at = configDir;
  for (const part of file.path.split(/[/\\]/).filter((segment) => segment !== "" && segment !== ".")) {
    at = join(at, part);
    const stats = await lstat(at).catch(() => undefined);
    if (!stats) return;
    if (stats.isSymbolicLink()) {
      throw new InputError(
        file.field,
        `${quotedName(file.path)} goes through the symbolic link ${quotedName(part)}; a file the config names must be a regular file of the repository, as git holds it`,
      );
    }
  }
}

/**
 * A testcontainers target with the texts of the files it names attached, checked: a definitions
 * file must be a JSON object within the input bounds.
 */
export function withFileContents(
  target: TestcontainersTarget,
  texts: NamedFileTexts | undefined,
  field: string,
): TestcontainersTarget {
  if (FILE_KEYS.every((key) => target[key] === undefined)) return target;
  const text = (key: (typeof FILE_KEYS)[number], path: string): string => {
    const value = texts?.get(path);
    if (value === undefined) {
      throw new InputError(
        `${field}.${key}`,
        `${quotedName(path)} was not read before the config was resolved`,
      );
    }
    return value;
  };
  const contents: NamedFileContents = {};
  if (target.rabbitmqConfFile !== undefined)
    contents.rabbitmqConf = text("rabbitmqConfFile", target.rabbitmqConfFile);
  if (target.definitionsFile !== undefined) {
    const definitions = text("definitionsFile", target.definitionsFile);
    checkDefinitions(definitions, target.definitionsFile, `${field}.definitionsFile`);
    contents.definitions = definitions;
  }
  if (target.advancedConfigFile !== undefined)
    contents.advancedConfig = text("advancedConfigFile", target.advancedConfigFile);
  return { ...target, contents };
}

function checkDefinitions(text: string, path: string, field: string): void {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(
      field,
      `${quotedName(path)} is not valid JSON: ${oneLine((error as Error).message)}`,
    );
  }
  if (!record(value)) {
    throw new InputError(
      field,
      `${quotedName(path)} holds no definitions object (expected a JSON object at the top)`,
    );
  }
  checkInputShape(value, field, quotedName(path));
}
