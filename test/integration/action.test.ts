import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled, quickRunConfig } from "./bench-images.js";

// The bundled action (dist/action.js) in mode run, as a runner starts it: inputs in INPUT_*
// variables, outputs and the job summary in the files the runner names, one real broker.

const exec = promisify(execFile);
const root = join(import.meta.dirname, "..", "..");
const enabled = await dockerTestsEnabled("action integration test");

const CONFIG = quickRunConfig("it-action");

describe.skipIf(!enabled)("the action in mode run", () => {
  it(
    "measures, writes the outputs and the summary, with each phase in a log group",
    { timeout: 240_000 },
    async () => {
      const action = join(root, "dist", "action.js");
      expect(existsSync(action), "dist/action.js: run npm run build").toBe(true);
      const dir = tempFiles({ "rabbitmq-perf-gate.yml": CONFIG, output: "", summary: "" });
      const { stdout } = await exec(process.execPath, [action], {
        cwd: dir,
        env: {
          ...process.env,
          GITHUB_WORKSPACE: dir,
          GITHUB_OUTPUT: join(dir, "output"),
          GITHUB_STEP_SUMMARY: join(dir, "summary"),
          INPUT_MODE: "run",
          "INPUT_RESULTS-PATH": join(dir, "results.json"),
          "INPUT_MARKDOWN-PATH": join(dir, "report.md"),
        },
        maxBuffer: 16 * 1024 * 1024,
      });
      const lines = stdout.split("\n");
      expect(lines).toContain(
        "config: rabbitmq-perf-gate.yml (found at the repository root; the 'config' input reads another)",
      );
      expect(lines.filter((line) => /^::(end)?group::/.test(line))).toEqual([
        "::group::setting up: config, pull request, baseline store",
        "::endgroup::",
        "::group::starting target 'rabbit' (testcontainers)",
        "::endgroup::",
        "::group::measuring: 1 trial(s) of 1 scenario(s) on 1 target(s), interleaved",
        "::endgroup::",
        "::group::writing the reports",
        "::endgroup::",
      ]);
      const measuring = lines.indexOf(
        "::group::measuring: 1 trial(s) of 1 scenario(s) on 1 target(s), interleaved",
      );
      expect(lines[measuring + 1]).toMatch(/^\[1\/1\] rabbit · queue-churn · trial 1\/1/);
      // The report and the verdict are in sight: after the last group.
      expect(lines.findIndex((line) => line.startsWith("::stop-commands::"))).toBeGreaterThan(
        lines.lastIndexOf("::endgroup::"),
      );
      const output = readFileSync(join(dir, "output"), "utf8");
      expect(output).toMatch(/^verdict<<(.+)\npass\n\1$/m);
      expect(output).toMatch(/^exit-code<<(.+)\n0\n\1$/m);
      expect(readFileSync(join(dir, "summary"), "utf8")).toContain("queue-churn");
      expect(JSON.parse(readFileSync(join(dir, "results.json"), "utf8"))).toMatchObject({
        gate: "it-action",
      });
    },
  );
});
