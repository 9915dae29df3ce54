import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { reportFile } from "../../../src/gate/gate.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { commentBody } from "../../../src/github/publish.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";

/**
 * The README's sample comment, from two measured runs of the embedded default suite on one bench
 * machine (test/fixtures/measured/README.md says how they were made): RabbitMQ 4.0.5 as the stored
 * baseline, 4.3.6 as a pull request's upgrade, judged as `report` judges them with the embedded
 * default config: the statistical policy and the default thresholds. UPDATE_FIXTURES=1 rewrites
 * the kept comment.
 */
const dir = join(import.meta.dirname, "..", "..", "fixtures", "measured");

async function measuredComment(): Promise<string> {
  const config = resolveConfig(undefined, { registry: scenarioRegistry });
  const outcome = await reportFile(config, {
    currentPath: join(dir, "rabbitmq-4.3.6.json"),
    baselinePath: join(dir, "rabbitmq-4.0.5.json"),
  });
  // Where the baseline came from, as a workflow with `baseline: rabbitmq-4.0.5.json` would say it
  // (not this machine's path). The measured files carry no commit, so no stored result is claimed.
  const stored = { source: "baseline file 'rabbitmq-4.0.5.json'" };
  return commentBody(
    { ...outcome, baselineSource: stored },
    { pullRequest: 43, runUrl: "https://github.com/acme/broker/actions/runs/42" },
  );
}

describe("the measured sample comment (default config, statistical policy)", () => {
  it("matches the kept comment (test/fixtures/measured/comment.md)", async () => {
    const comment = await measuredComment();
    const path = join(dir, "comment.md");
    if (process.env.UPDATE_FIXTURES) writeFileSync(path, comment);
    expect(comment).toBe(readFileSync(path, "utf8"));
    // A sample shows what a user will read: no placeholder where a value belongs.
    expect(comment).not.toMatch(/\?,|\bundefined\b|\bnull\b|NaN/);
  });

  it("is judged by the statistical policy with the default thresholds", async () => {
    const comment = await measuredComment();
    expect(comment).toMatch(/statistical policy/);
    expect(comment).not.toMatch(/threshold policy/);
  });
});
