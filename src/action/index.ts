import { ExitCode } from "../model/errors.js";
import { nodeVersionProblem } from "../model/node-version.js";

// The launcher: action.yml asks for `node24`, yet a runner may start the action with another Node
// (an old self-hosted runner, or one told to force a version). Checked before the bundle loads, so
// the log shows one error annotation instead of a stack trace from a missing built-in module.
const problem = nodeVersionProblem(process.versions.node);
if (problem !== undefined) {
  // The workflow command by hand: @actions/core lives in the bundle this check guards.
  const message = `rabbitmq-perf-gate ${problem}: action.yml declares \`using: node24\`; run it on a runner that provides Node.js 24 (GitHub-hosted runners do; update a self-hosted actions/runner)`;
  process.stdout.write(`::error title=Unsupported Node.js::${message.replace(/%/g, "%25")}\n`);
  process.exitCode = ExitCode.BadInput;
} else {
  const { run } = await import("./main.js");
  await run();
}
