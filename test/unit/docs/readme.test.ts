import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configJsonSchema } from "../../../src/model/json-schema.js";
import { renderScenarioReference } from "../../../src/scenarios/reference.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { documentationFiles, readDoc, root } from "./files.js";

// The README and docs/ hold parts that are generated or checked against the code: the sample
// comment, the scenario reference, the example files, the config reference and the exit codes.

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** Every key path of the config schema, e.g. `targets[].image`, `thresholds.default`. */
function schemaKeys(node: SchemaNode, prefix = ""): string[] {
  const keys: string[] = [];
  for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])])
    keys.push(...schemaKeys(option, prefix));
  if (node.items) keys.push(...schemaKeys(node.items, `${prefix}[]`));
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    keys.push(path, ...schemaKeys(child, path));
  }
  return [...new Set(keys)];
}

/**
 * The top of a kept comment, quoted: from the verdict to the table of regressions and
 * improvements, before the first collapsible section.
 */
function commentHead(file: string): string {
  const lines = readFileSync(file, "utf8").split("\n").slice(1);
  const end = lines.findIndex((line) => line.startsWith("<details"));
  const head = lines.slice(0, end === -1 ? undefined : end);
  while (head.length > 0 && head[0]!.trim() === "") head.shift();
  while (head.length > 0 && head.at(-1)!.trim() === "") head.pop();
  return head.map((line) => (line === "" ? ">" : `> ${line}`)).join("\n");
}

/** Every output of action.yml, in its order, as the README lists them. */
function actionOutputs(): string {
  const action = parse(readFileSync(join(root, "action.yml"), "utf8")) as {
    outputs: Record<string, unknown>;
  };
  return `${Object.keys(action.outputs)
    .map((name) => `\`${name}\``)
    .join(", ")}.`;
}

/**
 * A documentation file's generated parts, between markers: the action's outputs (from action.yml), the sample comment's head (from its kept
 * file), the scenario reference (from the registry) and every example block `<!-- example: path -->`
 * followed by a fenced block (the file, verbatim).
 */
function generatedParts(text: string): string {
  const withSample = text.replace(
    /(<!-- sample-comment: (\S+) -->\n)[\s\S]*?(<!-- sample-comment:end -->)/,
    (_, begin: string, file: string, end: string) => `${begin}${commentHead(join(root, file))}\n${end}`,
  );
  const withScenarios = withSample.replace(
    /(<!-- scenarios:begin -->\n)[\s\S]*?(<!-- scenarios:end -->)/,
    (_, begin: string, end: string) => `${begin}\n${renderScenarioReference(scenarioRegistry)}\n${end}`,
  );
  const withOutputs = withScenarios.replace(
    /(<!-- action-outputs:begin -->\n)[\s\S]*?(<!-- action-outputs:end -->)/,
    (_, begin: string, end: string) => `${begin}${actionOutputs()}\n${end}`,
  );
  return withOutputs.replace(
    /(<!-- example: (\S+) -->\n```(\w+)\n)[\s\S]*?(```)/g,
    (_, head: string, file: string, _lang: string, fence: string) =>
      `${head}${readFileSync(join(root, file), "utf8")}${fence}`,
  );
}

describe("README and docs/", () => {
  it("docs/configuration.md documents every config key of the schema, and no key the schema lacks", () => {
    const configuration = readDoc("docs/configuration.md");
    const reference = configuration.slice(
      configuration.indexOf("<!-- config-reference"),
      configuration.indexOf("\n\n", configuration.indexOf("| key |")),
    );
    expect(reference, "docs/configuration.md: the config-reference marker and table").toMatch(/\| key \|/);
    const documented = [...reference.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
    const inSchema = schemaKeys(configJsonSchema() as SchemaNode).filter(
      (key) =>
        key !== "$schema" && !key.startsWith("thresholds.metrics.") && !key.startsWith("targets[].env."),
    );
    const configReference = documented.filter((key) => !key.includes(" "));
    for (const key of inSchema) {
      // Leaf-level containers (thresholds, baseline, output) are documented through their keys.
      if (["thresholds", "baseline", "output", "acknowledge", "trend"].includes(key)) continue;
      expect(configReference, `docs/configuration.md lacks config key ${key}`).toContain(key);
    }
    const scenarioParams = new Set(
      [...scenarioRegistry.values()].flatMap((s) => Object.keys(s.parameters.parse({}) as object)),
    );
    const metricIds = new Set(
      [...scenarioRegistry.values()].flatMap((s) => s.metrics(s.parameters.parse({})).map((m) => m.id)),
    );
    for (const key of configReference) {
      if (scenarioParams.has(key) || metricIds.has(key)) continue;
      expect(inSchema, `docs/configuration.md documents ${key}, which the schema lacks`).toContain(key);
    }
  });

  it.each(documentationFiles())(
    "%s holds its generated parts: sample comment, scenario reference, example files (npm run docs rewrites them)",
    (file) => {
      const text = readDoc(file);
      const expected = generatedParts(text);
      if (process.env.UPDATE_README) writeFileSync(join(root, file), expected);
      else expect(text).toBe(expected);
    },
  );

  it("carries each generated part exactly once: the sample comment in the README, the scenario reference in docs/scenarios.md", () => {
    const holders = (marker: string) => documentationFiles().filter((file) => readDoc(file).includes(marker));
    expect(holders("<!-- sample-comment: ")).toEqual(["README.md"]);
    expect(holders("<!-- scenarios:begin -->")).toEqual(["docs/scenarios.md"]);
    expect(holders("<!-- load-tools:begin -->")).toEqual(["docs/scenarios.md"]);
    expect(holders("<!-- config-reference")).toEqual(["docs/configuration.md"]);
    expect(holders("<!-- action-outputs:begin -->")).toEqual(["README.md"]);
  });

  it("docs/commands.md names every exit code", () => {
    const commands = readDoc("docs/commands.md");
    for (const code of [0, 1, 2, 3, 130]) expect(commands).toMatch(new RegExp(`^\\| ${code} \\|`, "m"));
  });
});
