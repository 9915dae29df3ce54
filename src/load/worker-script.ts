import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { WorkerOptions } from "node:worker_threads";

export interface WorkerLaunch {
  /** A file URL, or source code when `eval` is set. */
  script: URL | string;
  options: Pick<WorkerOptions, "eval">;
}

/**
 * How to start the load worker, from the bundle or from the TypeScript sources.
 *
 * Bundle: rolldown builds src/load/worker.ts as its own entry, dist/worker.js, next to dist/cli.js
 * and dist/action.js. This module ends up in one of those or, shared by both, in a chunk under
 * dist/chunks/; so a `worker.js` beside the current module or one directory up means we run from
 * the bundle, and that file is the worker.
 *
 * Sources (vitest, or any runner that loads src/*.ts): vitest transforms modules of the main
 * thread only, and worker threads get plain Node. Node 22.18+/24 strips types by itself, so
 * worker.ts runs as is, except that our imports name `./x.js` (NodeNext style) while only `x.ts`
 * exists. A small bootstrap, evaluated as the worker's script, registers a synchronous resolve hook
 * (module.registerHooks, Node >= 22.15) that retries a missing relative `.js` import of a `.ts`
 * module as `.ts`, then imports worker.ts. No transpiler, no extra dependency; the price is that
 * worker.ts and what it imports must use erasable syntax only (no enums, no parameter
 * properties) and `import type` for types, which a selftest worker run in the unit tests checks.
 */
export function resolveWorkerLaunch(moduleUrl: string = import.meta.url): WorkerLaunch {
  const bundled = [new URL("./worker.js", moduleUrl), new URL("../worker.js", moduleUrl)];
  const found = bundled.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (found) return { script: found, options: {} };
  const source = new URL("./worker.ts", moduleUrl);
  if (!existsSync(fileURLToPath(source))) {
    const tried = [...bundled, source].map((url) => fileURLToPath(url)).join(", ");
    throw new Error(`load worker not found; tried ${tried}`);
  }
  return { script: typeScriptBootstrap(source.href), options: { eval: true } };
}

function typeScriptBootstrap(entryUrl: string): string {
  return `
const { registerHooks } = require("node:module");
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const retry = error && error.code === "ERR_MODULE_NOT_FOUND" && specifier.startsWith(".") &&
        specifier.endsWith(".js") && context.parentURL && context.parentURL.endsWith(".ts");
      if (!retry) throw error;
      return nextResolve(specifier.slice(0, -3) + ".ts", context);
    }
  },
});
import(${JSON.stringify(entryUrl)}).catch((error) => {
  process.nextTick(() => { throw error; });
});
`;
}
