import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { tempFiles } from "../unit/cli/helpers.js";
import { benchImage, dockerTestsEnabled } from "./bench-images.js";

/**
 * The two worked examples of docs/worked-examples.md, run as their page runs them, through the
 * bundled CLI on real brokers: a repository's deployed setup (its rabbitmq.conf, definitions and
 * plugins) and an upgrade measured side by side in one job. Two trials of throughput each, so the
 * files are proven to start and measure, not the numbers.
 */
const root = join(import.meta.dirname, "..", "..");
const cli = join(root, "dist", "cli.js");
const execFileAsync = promisify(execFile);
const enabled = await dockerTestsEnabled("worked example tests");

async function runExample(args: string[]) {
  return execFileAsync(
    process.execPath,
    [cli, "run", ...args, "--trials", "2", "--scenario", "throughput", "--no-color"],
    {
      cwd: root,
      env: { ...process.env, CI: "true" },
      timeout: 280_000,
    },
  );
}

describe.skipIf(!enabled)("worked examples", () => {
  it(
    "a deployed setup: the repository's rabbitmq.conf, definitions and plugins start and measure",
    { timeout: 300_000 },
    async () => {
      const dir = tempFiles({});
      const out = join(dir, "results.json");
      const { stdout, stderr } = await runExample([
        "--config",
        "examples/deployed/rabbitmq-perf-gate.yml",
        "--out",
        out,
      ]);
      expect(stderr).toContain("target 'orders': definitions imported from rabbitmq/definitions.json");
      const results = parseResultsJson(readFileSync(out, "utf8"), "results", out);
      const target = results.targets[0]!;
      expect(target.id).toBe("orders");
      expect(target.spec).toMatchObject({
        queueType: "quorum",
        plugins: ["rabbitmq_shovel", "rabbitmq_shovel_management"],
      });
      expect(target.scenarios[0]!.valid, target.scenarios[0]!.invalidReasons.join("; ")).toBe(true);
      // The definitions drop guest: the gate measured as its own user, and says so.
      expect(target.broker.overrides?.join("; ")).toMatch(/user 'perf-gate'/);
      expect(stdout).toMatch(/orders-broker: PASS/);
    },
  );

  it(
    "an upgrade side by side in one job: the image is the difference measured, not a warning",
    { timeout: 300_000 },
    async () => {
      const dir = tempFiles({});
      const candidate = benchImage("4.3");
      const { stdout } = await runExample([
        "--config",
        "examples/upgrade.yml",
        "--image",
        candidate.tag,
        "--out",
        join(dir, "results.json"),
        "--no-fail-on-regression",
      ]);
      expect(stdout).toContain("side by side: rabbitmq-4.3 against rabbitmq-4.3-reference");
      expect(stdout).toMatch(
        new RegExp(
          `differences: image: rabbitmq:4\\.0\\.5-management → ${candidate.tag.replace(/\./g, "\\.")}`,
        ),
      );
      expect(stdout).not.toContain("Environment differences");
      expect(stdout).toMatch(
        /The metrics that can fail the gate of rabbitmq-4\.3 vs rabbitmq-4\.3-reference/,
      );
      expect(stdout.trimEnd().split("\n").at(-1)).toMatch(
        /^overall: (PASS|REGRESSION): stored baseline none, same-job A\/B rabbitmq-4\.3 (PASS|REGRESSION)/,
      );
    },
  );
});
