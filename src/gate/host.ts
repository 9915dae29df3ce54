import { execFileSync } from "node:child_process";
import os from "node:os";
import type { Results } from "../model/results.js";

/** The machine a run measured on: comparisons across different hosts warn. */
export function hostFingerprint(env: NodeJS.ProcessEnv = process.env): Results["host"] {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()}`,
    arch: os.arch(),
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    cpuCores: cpus.length,
    totalMemoryBytes: os.totalmem(),
    nodeVersion: process.version,
    runner:
      env.GITHUB_ACTIONS === "true" ? `github-actions${env.RUNNER_OS ? `/${env.RUNNER_OS}` : ""}` : "local",
    // GitHub's hosted runners name their image; a self-hosted runner or a local machine does not.
    ...(env.ImageOS && { runnerImage: [env.ImageOS, env.ImageVersion].filter(Boolean).join(" ") }),
  };
}

/** The commit measured: from the Actions environment, else from git in the working directory. */
export function gitInfo(env: NodeJS.ProcessEnv = process.env): Results["git"] {
  if (env.GITHUB_SHA) return { sha: env.GITHUB_SHA, ...(env.GITHUB_REF && { ref: env.GITHUB_REF }) };
  try {
    const sha = execFileSync("git", ["rev-parse", "HEAD"], {
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 5_000,
    })
      .toString()
      .trim();
    return sha ? { sha } : undefined;
  } catch {
    return undefined;
  }
}
