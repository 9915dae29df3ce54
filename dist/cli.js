#!/usr/bin/env node
import { fileURLToPath as __fileURLToPath } from "node:url";
import { dirname as __pathDirname } from "node:path";
const __filename = __fileURLToPath(import.meta.url);
__pathDirname(__filename);
import { a as ExitCode } from "./chunks/package.js";
import { t as nodeVersionProblem } from "./chunks/node-version.js";
// src/cli/index.ts
const problem = nodeVersionProblem(process.versions.node);
if (problem !== void 0) {
	process.stderr.write(`rabbitmq-perf-gate ${problem}: install a current Node.js (https://nodejs.org, or \`nvm install 24\`) and run it again\n`);
	process.exitCode = ExitCode.BadInput;
} else {
	process.stdout.on("error", (error) => {
		if (error.code !== "EPIPE") throw error;
	});
	const { main } = await import("./chunks/main2.js");
	process.exitCode = await main(process.argv.slice(2), {
		stdout: process.stdout,
		stderr: process.stderr,
		env: process.env
	});
}
export {};
