import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every bench script runs as its header says: the header's `npx node [flags] bench/<name>.ts`
 * prints a usage with --help, and those flags load every project module the script imports (a
 * parameter property in a source, say, needs --experimental-transform-types). A script is a file
 * of bench/ that no other file of bench/ imports; the imported ones are its helpers.
 */

const root = join(import.meta.dirname, "..", "..", "..");
const bench = join(root, "bench");
// The project's Node 24 (the `node` devDependency), which `npx node` runs: vitest may run on another.
const node = join(root, "node_modules", ".bin", "node");
const exec = promisify(execFile);

const files = readdirSync(bench).filter((name) => name.endsWith(".ts"));
const sourceOf = (file: string) => readFileSync(join(bench, file), "utf8");

/** The module specifiers a file loads when it runs: static imports that are not type-only, and `import("...")`. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, sourceOf(file), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    const argument = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      argument &&
      ts.isStringLiteral(argument)
    )
      found.push(argument.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const helpers = new Set(
  files.flatMap((file) =>
    runtimeImports(file)
      .filter((specifier) => specifier.startsWith("./"))
      .map((specifier) => specifier.slice(2).replace(/\.js$/, ".ts")),
  ),
);
const scripts = files.filter((file) => !helpers.has(file));

/** The distinct flag sets of the header's `npx node [flags] bench/<script>` commands. */
function headerFlags(script: string): string[][] {
  const source = sourceOf(script);
  const header = source.startsWith("/**") ? source.slice(0, source.indexOf("*/")) : "";
  const command = new RegExp(String.raw`npx node((?: --[\w-]+)*) bench/${script.replace(".", "\\.")}\b`, "g");
  const flagSets = new Set([...header.matchAll(command)].map((match) => match[1]!.trim()));
  return [...flagSets].map((flags) => (flags === "" ? [] : flags.split(" ")));
}

/** A local file a script imports, as the URL the resolve hook would load (`.js` names map to `.ts`). */
function localModuleUrl(specifier: string): string {
  const path = join(bench, specifier);
  const typeScript = path.replace(/\.js$/, ".ts");
  return pathToFileURL(existsSync(path) ? path : typeScript).href;
}

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return exec(node, args, {
    cwd: root,
    env: { ...process.env, NODE_NO_WARNINGS: "1" },
    timeout: 20_000,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? "",
    }),
  );
}

describe("bench scripts", () => {
  it("finds the scripts and their helpers", () => {
    expect(scripts).toContain("compare-perftest.ts");
    expect(helpers).toContain("resolve-ts.ts");
  });

  describe.concurrent.each(scripts)("%s", (script) => {
    it("documents its command in its header", ({ expect }) => {
      expect(
        headerFlags(script),
        `bench/${script}: no \`npx node … bench/${script}\` in its header`,
      ).not.toEqual([]);
    });

    it("prints its usage with --help, run as its header says", async ({ expect }) => {
      for (const flags of headerFlags(script)) {
        const { code, stdout, stderr } = await run([...flags, `bench/${script}`, "--help"]);
        expect(code, stderr).toBe(0);
        expect(stdout).toMatch(/^Usage: /);
        expect(stdout).toContain(`npx node ${flags.map((flag) => `${flag} `).join("")}bench/${script}`);
      }
    });

    it("loads the project modules it imports, run as its header says", async ({ expect }) => {
      const modules = runtimeImports(script)
        .filter((specifier) => specifier.startsWith("."))
        .map(localModuleUrl);
      const load = `await import(${JSON.stringify(localModuleUrl("./resolve-ts.ts"))});
for (const url of ${JSON.stringify(modules)}) await import(url);`;
      for (const flags of headerFlags(script)) {
        const { code, stderr } = await run([...flags, "--input-type=module", "--eval", load]);
        expect(code, `npx node ${flags.join(" ")} bench/${script}: ${stderr}`).toBe(0);
      }
    });
  });
});
