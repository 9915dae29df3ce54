import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LAYERS } from "../../eslint.config.js";

const root = resolve(import.meta.dirname, "../..");
const src = join(root, "src");
const layers = LAYERS as Record<string, readonly string[]>;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(folder, entry.name)]
        : [],
  );
}

/** Every relative import of every source file, static, re-exported or dynamic, as file paths. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    graph.set(
      relative(src, file),
      importedFiles
        .map((imported) => imported.fileName)
        .filter((name) => name.startsWith("."))
        .map((name) => relative(src, resolve(dirname(file), name.replace(/\.js$/, ".ts")))),
    );
  }
  return graph;
}

const layerOf = (path: string) => path.split("/")[0]!;

/** The circles of a graph (strongly connected components of more than one file), Tarjan's way. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("the layers of src/", () => {
  const graph = importGraph();

  it("every folder of src/ is a layer of the table", () => {
    const folders = new Set([...graph.keys()].filter((file) => file.includes("/")).map(layerOf));
    expect([...folders].sort()).toEqual(Object.keys(layers).sort());
  });

  it("no import runs against the layers, dynamic imports included", () => {
    const against = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => target.includes("/") && !target.startsWith(".."))
        .filter(
          (target) => layerOf(target) !== layerOf(file) && !layers[layerOf(file)]!.includes(layerOf(target)),
        )
        .map((target) => `${file} -> ${target}`),
    );
    expect(against).toEqual([]);
  });

  it("the import graph has no circles between files", () => {
    expect(circles(graph)).toEqual([]);
    // The check finds one when there is one.
    expect(
      circles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", ["c.ts"]],
          ["c.ts", ["a.ts"]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it(
    "lint fails an import that breaks a layer rule, and passes one that keeps it",
    { timeout: 60_000 },
    async () => {
      const eslint = new ESLint({ cwd: root });
      const lint = async (file: string, code: string) => {
        const [result] = await eslint.lintText(code, { filePath: join(root, file) });
        return result!.messages.filter((message) => message.ruleId === "no-restricted-imports");
      };
      const everyLayer = Object.keys(layers);
      for (const [layer, allowed] of Object.entries(layers)) {
        const forbidden = everyLayer.find((other) => other !== layer && !allowed.includes(other));
        if (forbidden) {
          const errors = await lint(`src/${layer}/fixture.ts`, `export * from "../${forbidden}/any.js";\n`);
          expect(errors.map((error) => error.message).join(), `${layer} -> ${forbidden}`).toContain(
            `src/${layer}/ may import only`,
          );
          // Deeper files too (src/cli/commands/).
          const nested = await lint(
            `src/${layer}/deeper/fixture.ts`,
            `export * from "../../${forbidden}/any.js";\n`,
          );
          expect(nested, `${layer}/deeper -> ${forbidden}`).toHaveLength(1);
        }
        // A folder of a layer imports a sibling folder of the same layer (scenarios/node-loss/ from
        // scenarios/backlog-drain/): inside the layer, not against it.
        expect(
          await lint(`src/${layer}/family/fixture.ts`, `export * from "../other-family/any.js";\n`),
          `${layer}/family -> ${layer}/other-family`,
        ).toEqual([]);
        for (const ok of allowed) {
          expect(
            await lint(`src/${layer}/fixture.ts`, `export * from "../${ok}/any.js";\n`),
            `${layer} -> ${ok}`,
          ).toEqual([]);
        }
      }
      expect(await lint("src/gate/fixture.ts", `import "@actions/core";\n`)).toHaveLength(1);
      expect(await lint("src/action/fixture.ts", `import "@actions/core";\n`)).toEqual([]);
    },
  );
});

describe("source files", () => {
  it("are at most 350 lines, or say in their header why they are longer", () => {
    const long = sourceFiles(src)
      .map((file) => ({ file: relative(root, file), text: readFileSync(file, "utf8") }))
      .filter(
        ({ text }) =>
          text.split("\n").length - (text.endsWith("\n") ? 1 : 0) > 350 &&
          !/Why this file is long: \S/.test(text),
      )
      .map(({ file }) => file);
    expect(long).toEqual([]);
  });
});
