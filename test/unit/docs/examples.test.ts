import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The workflow examples (examples/workflows/*.yml, shown in the README) are checked two ways:
 * actionlint, the workflow linter (syntax, expressions, contexts, permissions, known actions'
 * inputs), and against our own action.yml: every `with:` key of a step using this action must be
 * one of its inputs. actionlint comes from the Go module proxy (`.ci/run` installs it); without
 * it the first check is skipped locally and fails under CI.
 */
const root = join(import.meta.dirname, "..", "..", "..");
const workflowDir = join(root, "examples", "workflows");
const workflows = readdirSync(workflowDir)
  .filter((file) => file.endsWith(".yml"))
  .map((file) => join("examples", "workflows", file));
/** The project's own workflows (CI, release): actionlint checks them too. */
const projectWorkflows = readdirSync(join(root, ".github", "workflows"))
  .filter((file) => file.endsWith(".yml"))
  .map((file) => join(".github", "workflows", file));

function findActionlint(): string | undefined {
  if (process.env.ACTIONLINT) return process.env.ACTIONLINT;
  const candidates = [join(root, ".cache", "bin", "actionlint")];
  try {
    const gopath = execFileSync("go", ["env", "GOPATH"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    candidates.push(join(gopath.trim(), "bin", "actionlint"));
  } catch {
    // No Go toolchain: PATH is the last place to look.
  }
  const onPath = spawnSync("actionlint", ["-version"], { stdio: "ignore" });
  if (onPath.status === 0) return "actionlint";
  return candidates.find((candidate) => existsSync(candidate));
}

const actionlint = findActionlint();

describe("workflow examples", () => {
  it("there are the documented ones", () => {
    expect(workflows).toEqual(
      expect.arrayContaining([
        "examples/workflows/image-bump.yml",
        "examples/workflows/fork-safe-benchmark.yml",
        "examples/workflows/fork-safe-report.yml",
        "examples/workflows/nightly-baseline.yml",
        "examples/workflows/sharded-load.yml",
      ]),
    );
  });

  it.skipIf(!actionlint && !process.env.CI)("pass actionlint", () => {
    expect(
      actionlint,
      "actionlint not found: set ACTIONLINT or run .ci/run, which installs it",
    ).toBeDefined();
    const result = spawnSync(actionlint!, ["-no-color", "-oneline", ...workflows, ...projectWorkflows], {
      cwd: root,
      encoding: "utf8",
    });
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("use only inputs the action has, and give modes report and merge what they need", () => {
    const action = parse(readFileSync(join(root, "action.yml"), "utf8")) as {
      inputs: Record<string, unknown>;
    };
    const inputs = Object.keys(action.inputs);
    let steps = 0;
    for (const file of workflows) {
      const workflow = parse(readFileSync(join(root, file), "utf8")) as {
        jobs: Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>;
      };
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps ?? []) {
          if (!step.uses?.startsWith("rabbitmq-perf-gate/rabbitmq-perf-gate@")) continue;
          steps++;
          for (const key of Object.keys(step.with ?? {})) {
            expect(inputs, `${file}: input '${key}' is not in action.yml`).toContain(key);
          }
          if (step.with?.mode === "report") {
            expect(step.with, `${file}: mode report needs current`).toHaveProperty("current");
          }
          if (step.with?.mode === "merge") {
            expect(step.with, `${file}: mode merge needs shards`).toHaveProperty("shards");
          }
        }
      }
    }
    expect(steps).toBeGreaterThanOrEqual(workflows.length);
  });
});
