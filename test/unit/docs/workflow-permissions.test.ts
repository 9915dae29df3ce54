import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jobPermissions, neededPermissions, readWorkflow } from "./workflow-permissions.js";

/**
 * Every example workflow grants what its steps need and no write they do not: copied as written,
 * it comments, sets the status and stores baselines, and gives a pull request's code no more
 * than that.
 */
const root = join(import.meta.dirname, "..", "..", "..");
const workflowDir = join(root, "examples", "workflows");
const files = readdirSync(workflowDir).filter((file) => file.endsWith(".yml"));
const LEVELS = { none: 0, read: 1, write: 2 } as const;

describe("example workflow permissions", () => {
  it.each(files)("%s grants what its steps need, and no write they do not", (file) => {
    const workflow = readWorkflow(join(workflowDir, file));
    for (const job of Object.keys(workflow.jobs)) {
      const granted = jobPermissions(workflow, job);
      const needed = neededPermissions(workflow, job);
      for (const [scope, { level, why }] of needed) {
        expect(
          LEVELS[granted[scope] ?? "none"],
          `${file} job '${job}': ${why} needs '${scope}: ${level}'`,
        ).toBeGreaterThanOrEqual(LEVELS[level]);
      }
      for (const [scope, level] of Object.entries(granted)) {
        if (level !== "write") continue;
        expect(needed.get(scope)?.level, `${file} job '${job}': '${scope}: write' is not needed`).toBe(
          "write",
        );
      }
    }
  });

  it("derives the comment's permission on a pull request, and none where nothing is posted", () => {
    const workflow = (withInputs: Record<string, string>, on: unknown = { pull_request: null }) =>
      ({
        on,
        permissions: { contents: "read" },
        jobs: { perf: { steps: [{ uses: "rabbitmq-perf-gate/rabbitmq-perf-gate@v0", with: withInputs }] } },
      }) as Parameters<typeof neededPermissions>[0];
    expect(neededPermissions(workflow({}), "perf").get("pull-requests")?.level).toBe("write");
    expect(neededPermissions(workflow({ comment: "false" }), "perf").has("pull-requests")).toBe(false);
    expect(neededPermissions(workflow({}, { push: null }), "perf").has("pull-requests")).toBe(false);
    const report = neededPermissions(
      workflow({ mode: "report", "pull-request": "pr", current: "r.json" }, { workflow_run: null }),
      "perf",
    );
    expect([...report.keys()].sort()).toEqual(["pull-requests", "statuses"]);
    const nightly = neededPermissions(
      workflow({ "baseline-store": "git-branch" }, { schedule: null }),
      "perf",
    );
    expect(nightly.get("contents")?.level).toBe("write");
  });
});
