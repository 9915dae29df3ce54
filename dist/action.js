import { fileURLToPath as __fileURLToPath } from "node:url";
import { dirname as __pathDirname } from "node:path";
const __filename = __fileURLToPath(import.meta.url);
__pathDirname(__filename);
import { a as ExitCode } from "./chunks/package.js";
import { t as nodeVersionProblem } from "./chunks/node-version.js";
// src/action/index.ts
const problem = nodeVersionProblem(process.versions.node);
if (problem !== void 0) {
	const message = `rabbitmq-perf-gate ${problem}: action.yml declares \`using: node24\`; run it on a runner that provides Node.js 24 (GitHub-hosted runners do; update a self-hosted actions/runner)`;
	process.stdout.write(`::error title=Unsupported Node.js::${message.replace(/%/g, "%25")}\n`);
	process.exitCode = ExitCode.BadInput;
} else {
	const { run } = await import("./chunks/main.js");
	await run();
}
export {};
