import { chmodSync, rmSync } from "node:fs";
import { defineConfig } from "rolldown";

// dist/ holds one build and nothing else: chunks are named after a module in them, so a change can
// rename one, and the old file must not linger in the committed dist/ (CI compares dist/ with a
// fresh build, and a deleted file shows there as a difference). The CLI is the package's bin and
// keeps its executable bit.
const cleanDist = {
  name: "clean-dist",
  buildStart() {
    rmSync("dist", { recursive: true, force: true });
  },
  writeBundle() {
    chmodSync("dist/cli.js", 0o755);
  },
};

// One bundle per entry point plus the load generator's worker, all in dist/ so the worker is found
// next to the module that starts it. Everything is bundled: the action runs without npm install.
// Rolldown strips the types itself (`npm run typecheck` checks them) and bundles CommonJS
// dependencies and JSON without plugins.
export default defineConfig({
  input: {
    action: "src/action/index.ts",
    cli: "src/cli/index.ts",
    worker: "src/load/worker.ts",
  },
  platform: "node",
  tsconfig: "tsconfig.build.json",
  // The oldest Node the package admits (engines.node) parses every chunk: 22 lacks `using`
  // declarations, which the sources use and rolldown would otherwise keep as written.
  transform: { target: "node22.22" },
  resolve: { conditionNames: ["node", "import", "require", "default"] },
  // Node's own modules stay imports. ssh2 (through dockerode) tries optional native speed-ups
  // inside try/catch and falls back to JavaScript; a bundle cannot carry .node binaries, so those
  // requires are left to fail at run time.
  external: [/^node:/, /\.node$/, "cpu-features"],
  output: {
    dir: "dist",
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name].js",
    // Bundled CommonJS dependencies use __filename and __dirname; give ESM chunks them.
    intro: [
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      "const __filename = __fileURLToPath(import.meta.url);",
      "const __dirname = __pathDirname(__filename);",
    ].join(" "),
    sourcemap: false,
  },
  plugins: [cleanDist],
});
