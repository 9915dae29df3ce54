import commonjs from "@rollup/plugin-commonjs";
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import typescript from "@rollup/plugin-typescript";

// One bundle per entry point plus the load generator's worker, all in dist/ so the worker is found
// next to the module that starts it. Everything is bundled: the action runs without npm install.
export default {
  input: {
    action: "src/action/index.ts",
    cli: "src/cli/index.ts",
    worker: "src/amqp/worker.ts",
  },
  output: {
    dir: "dist",
    format: "es",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name].js",
    banner: (chunk) => (chunk.name === "cli" ? "#!/usr/bin/env node" : ""),
    // Bundled CommonJS dependencies call require(); give ESM chunks one.
    intro:
      "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    sourcemap: false,
  },
  plugins: [
    typescript({ tsconfig: "tsconfig.build.json" }),
    nodeResolve({ preferBuiltins: true, exportConditions: ["node"] }),
    commonjs({ ignoreDynamicRequires: true }),
    json(),
  ],
  onwarn(warning, warn) {
    // Circular imports inside dependencies and `this` at module level are theirs, not ours.
    if (warning.code === "CIRCULAR_DEPENDENCY" && /node_modules/.test(warning.ids?.[0] ?? "")) return;
    if (warning.code === "THIS_IS_UNDEFINED") return;
    warn(warning);
  },
};
