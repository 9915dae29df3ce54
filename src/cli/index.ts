#!/usr/bin/env node
import { ExitCode } from "../model/errors.js";
import { nodeVersionProblem } from "../model/node-version.js";

// The launcher: it checks the Node.js that runs it before loading the bundle (a dynamic import,
// so an old Node reads one line instead of failing on a module it lacks), then runs the CLI.
const problem = nodeVersionProblem(process.versions.node);
if (problem !== undefined) {
  process.stderr.write(
    `rabbitmq-perf-gate ${problem}: install a current Node.js (https://nodejs.org, or \`nvm install 24\`) and run it again\n`,
  );
  process.exitCode = ExitCode.BadInput;
} else {
  // A reader that stops early (`| head`) is not an error of the gate.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
  });
  const { main } = await import("./main.js");
  process.exitCode = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
