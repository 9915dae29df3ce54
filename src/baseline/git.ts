import { spawn } from "node:child_process";
import { BrokerError } from "../model/errors.js";
import { maskUrlCredentials } from "../model/logger.js";

export interface GitResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface GitCall {
  cwd: string;
  /** Written to git's stdin. */
  input?: string;
  /** Added to the environment (e.g. GIT_INDEX_FILE). */
  env?: Record<string, string>;
  timeoutMs: number;
}

/** Runs one git command; resolves with its exit code rather than throwing on a non-zero one. */
export type GitRunner = (args: readonly string[], call: GitCall) => Promise<GitResult>;

/**
 * The git CLI in a child process, never waiting for a prompt (credentials come from the checkout's
 * configuration or nowhere) and killed when it outlives its timeout.
 */
export const runGit: GitRunner = (args, call) =>
  new Promise((resolve, reject) => {
    const child = spawn("git", [...args], {
      cwd: call.cwd,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C", ...call.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      child.kill("SIGKILL");
      reject(new BrokerError(`git ${args[0]} did not finish within ${call.timeoutMs} ms`));
    }, call.timeoutMs);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", (error) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      reject(
        new BrokerError(
          `cannot run git (${error.message}); the git-branch store needs git on the PATH`,
          undefined,
          {
            cause: error,
          },
        ),
      );
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      resolve({ code: code ?? 1, stdout, stderr });
    });
    // git may exit before reading its input (e.g. a bad argument): that is its answer, not ours.
    child.stdin.on("error", () => undefined);
    child.stdin.end(call.input ?? "");
  });

/** An infrastructure error for a failed git command, with the last lines git wrote. */
export function gitFailure(what: string, args: readonly string[], result: GitResult): BrokerError {
  const tail = maskUrlCredentials(result.stderr.trim().split("\n").slice(-5).join("\n"));
  return new BrokerError(
    `${what}: 'git ${args.join(" ")}' exited with ${result.code}${tail ? `: ${tail}` : ""}`,
  );
}
