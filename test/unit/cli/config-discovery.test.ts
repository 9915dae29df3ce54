import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../fixtures/load.js";
import { runCli, tempFiles } from "./helpers.js";

/**
 * Without --config, a command reads the repository's rabbitmq-perf-gate.yml and says so. The file
 * here reports regressions without failing: the exit code shows which config was read.
 */
function repository(): string {
  const root = tempFiles({ "rabbitmq-perf-gate.yml": "failOnRegression: false\n" });
  mkdirSync(join(root, ".git"));
  mkdirSync(join(root, "bench"));
  return root;
}

const compare = [
  "compare",
  "--baseline",
  fixturePath("baseline-basic"),
  "--current",
  fixturePath("results-regressed"),
  "--no-color",
  // Its regressions are rates and latencies: they bind on runners known to be alike.
  "--clock-metrics",
  "bind",
];

describe("the repository's config file", () => {
  it("is read from the repository root without --config, and stderr names it", async () => {
    const root = repository();
    const run = await runCli(compare, {}, join(root, "bench"));
    expect(run.stderr.split("\n")[0]).toBe(
      "config: ../rabbitmq-perf-gate.yml (found at the repository root; --config <file> reads another, --no-config the embedded default)",
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("REGRESSION");
  });

  it("--no-config uses the embedded default, --config another file; neither names the found file", async () => {
    const root = repository();
    const embedded = await runCli([...compare, "--no-config"], {}, root);
    expect(embedded.code).toBe(1);
    expect(embedded.stderr).not.toContain("rabbitmq-perf-gate.yml");

    writeFileSync(join(root, "other.yml"), "failOnRegression: true\n");
    const other = await runCli([...compare, "--config", join(root, "other.yml")], {}, root);
    expect(other.code).toBe(1);
    expect(other.stderr).not.toContain("found at the repository root");
  });

  it("a malformed found file is bad input that names the file", async () => {
    const root = repository();
    writeFileSync(join(root, "rabbitmq-perf-gate.yml"), "verdict: [unclosed\n");
    const run = await runCli(compare, {}, root);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/config: '.*rabbitmq-perf-gate\.yml' is not valid YAML/);
  });
});
