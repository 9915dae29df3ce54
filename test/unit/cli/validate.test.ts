import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, tempFiles } from "./helpers.js";

/**
 * `validate`: a config checked as `run` checks it, with no broker. Every example config passes
 * (the hostile configs are refused in test/unit/cli/hostile.test.ts, "validate: ...").
 */
const root = join(import.meta.dirname, "..", "..", "..");
/** Every config under examples/ (the workflows aside): the top-level ones and the worked examples'. */
const examples = readdirSync(join(root, "examples"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".yml") && !file.startsWith("workflows") && !file.includes("/rabbitmq/"))
  .map((file) => join("examples", file))
  .sort();

describe("validate", () => {
  it("finds the worked examples among the configs", () => {
    expect(examples).toEqual(
      expect.arrayContaining(["examples/deployed/rabbitmq-perf-gate.yml", "examples/upgrade.yml"]),
    );
  });

  it.each(examples)("passes %s and says what a run would measure", async (file) => {
    const run = await runCli(["validate", "--config", join(root, file)], {});
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^config: .*\n\d+ targets?:\n/);
    expect(run.stdout).toMatch(/a run measures \d+ trials? .*no broker was started/);
    expect(run.stdout.trimEnd().split("\n").at(-1)).toBe("rabbitmq-perf-gate: the config is valid");
  });

  it("passes the embedded default suite", async () => {
    const run = await runCli(["validate", "--no-config"], {});
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      "4 scenarios: throughput, latency, queue-churn, bind-churn; 5 trials per scenario (throughput: 7)",
    );
  });

  it("refuses a file the config names that is not there, and a scenario a target cannot run, in one line", async () => {
    const dir = tempFiles({});
    writeFileSync(
      join(dir, "missing.yml"),
      "targets:\n  - provider: testcontainers\n    image: rabbitmq:4.0.5-management\n    rabbitmqConfFile: rabbitmq/rabbitmq.conf\n",
    );
    const missing = await runCli(["validate", "--config", join(dir, "missing.yml")], {});
    expect(missing.code).toBe(2);
    expect(missing.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(missing.stderr).toMatch(/targets\[0\]\.rabbitmqConfFile/);

    writeFileSync(
      join(dir, "unfit.yml"),
      "targets:\n  - provider: testcontainers\n    image: rabbitmq:4.0.5-management\n    protocol: amqp10\nscenarios: [queue-churn]\n",
    );
    const unfit = await runCli(["validate", "--config", join(dir, "unfit.yml")], {});
    expect(unfit.code).toBe(2);
    expect(unfit.stderr).toMatch(/scenarios\[0\].*cannot run on target/);
  });
});
