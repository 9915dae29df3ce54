import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli, tempFiles } from "./helpers.js";

const fixtures = fileURLToPath(new URL("../../fixtures/", import.meta.url));
const twoTargets = join(fixtures, "results-two-targets.json");

describe("compare --targets", () => {
  it("puts two targets of one run side by side with the ordinary verdicts and exit code", async () => {
    const dir = tempFiles({});
    // The fixture has 3 trials per target, few for the statistical policy, so the medians decide
    // here (the default policy's answer is checked below).
    const run = await runCli([
      "compare",
      "--targets",
      "rabbitmq-3.13.7-management,rabbitmq-4.0.5-management",
      "--current",
      twoTargets,
      "--markdown",
      join(dir, "report.md"),
      "--no-color",
      "--policy",
      "threshold",
    ]);
    expect(run.stdout.split("\n")[0]).toBe(
      "side by side: rabbitmq-4.0.5-management against rabbitmq-3.13.7-management",
    );
    expect(run.stdout).toContain("regressed");
    expect(run.code).toBe(1);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toContain(
      "## Side by side: `rabbitmq-4.0.5-management` against `rabbitmq-3.13.7-management`",
    );
    const lenient = await runCli([
      "compare",
      "--targets",
      "rabbitmq-3.13.7-management,rabbitmq-4.0.5-management",
      "--current",
      twoTargets,
      "--no-fail-on-regression",
      "--policy",
      "threshold",
    ]);
    expect(lenient.code).toBe(0);
    const statistical = await runCli([
      "compare",
      "--targets",
      "rabbitmq-3.13.7-management,rabbitmq-4.0.5-management",
      "--current",
      twoTargets,
    ]);
    // The default policy: a 90% interval per change; what 3 vs 3 trials cannot settle is inconclusive.
    expect(statistical.stdout).toContain("90% CI");
    expect(statistical.stdout).toContain("(1 regressed, 11 unchanged, 5 inconclusive)");
    expect(statistical.code).toBe(1);
  });

  it("refuses an unknown target, a baseline as well, or neither, naming the flag", async () => {
    const unknown = await runCli(["compare", "--targets", "a,b", "--current", twoTargets]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      "error: --targets: no target 'a' in the results; its targets: rabbitmq-3.13.7-management, rabbitmq-4.0.5-management\n",
    );
    const both = await runCli([
      "compare",
      "--targets",
      "a,b",
      "--baseline",
      twoTargets,
      "--current",
      twoTargets,
    ]);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe("error: --targets: compare with --baseline or two --targets, not both\n");
    const neither = await runCli(["compare", "--current", twoTargets]);
    expect(neither.code).toBe(2);
    expect(neither.stderr).toBe(
      "error: --baseline: required (or --targets <reference,candidate> to compare two targets)\n",
    );
  });
});
