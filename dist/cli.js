#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; import { fileURLToPath as __fileURLToPath } from 'node:url'; import { dirname as __pathDirname } from 'node:path'; const require = __createRequire(import.meta.url); const __filename = __fileURLToPath(import.meta.url); const __dirname = __pathDirname(__filename);

import { E as ExitCode } from './chunks/package.js';
import { n as nodeVersionProblem } from './chunks/node-version.js';

// The launcher: it checks the Node.js that runs it before loading the bundle (a dynamic import,
// so an old Node reads one line instead of failing on a module it lacks), then runs the CLI.
const problem = nodeVersionProblem(process.versions.node);
if (problem !== undefined) {
    process.stderr.write(`rabbitmq-perf-gate ${problem}: install a current Node.js (https://nodejs.org, or \`nvm install 24\`) and run it again\n`);
    process.exitCode = ExitCode.BadInput;
}
else {
    // A reader that stops early (`| head`) is not an error of the gate.
    process.stdout.on("error", (error) => {
        if (error.code !== "EPIPE")
            throw error;
    });
    const { main } = await import('./chunks/main2.js');
    process.exitCode = await main(process.argv.slice(2), {
        stdout: process.stdout,
        stderr: process.stderr,
        env: process.env,
    });
}
