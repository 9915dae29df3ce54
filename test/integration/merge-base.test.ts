import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createProviders } from "../../src/brokers/registry.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { verifyBroker } from "../../src/brokers/verify.js";
import { withMergeBase } from "../../src/gate/base-references.js";
import { readChosenConfig } from "../../src/gate/config-file.js";
import { runGate } from "../../src/gate/gate.js";
import { resolveConfig } from "../../src/gate/resolve.js";
import type { TargetConfig } from "../../src/model/config.js";
import { silentLogger } from "../../src/model/logger.js";
import { scenarioRegistry } from "../../src/scenarios/registry.js";
import { dockerTestsEnabled } from "./bench-images.js";

/**
 * Same-job A/B against the merge base on real brokers: a repository whose pull request changes
 * its rabbitmq.conf file and its definitions file. Both setups start side by side and are
 * compared, and each broker is asked what it runs: the reference must hold the merge base's
 * settings, the candidate the pull request's.
 */

const enabled = await dockerTestsEnabled("merge-base A/B integration test");

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

const CONFIG = `
name: it-merge-base
targets:
  - id: rabbit
    provider: testcontainers
    image: rabbitmq:4.0.5-management
    rabbitmqConfFile: perf/broker.conf
    definitionsFile: perf/definitions.json
scenarios:
  - id: throughput
    params: { durationMs: 1500, warmupMs: 300, workPhaseMs: 1000 }
trials: 2
`;

const definitions = (policy: string) =>
  JSON.stringify({
    vhosts: [{ name: "/" }],
    policies: [
      {
        vhost: "/",
        name: policy,
        pattern: "^nothing-matches$",
        "apply-to": "queues",
        definition: { "max-length": 10 },
        priority: 0,
      },
    ],
  });

/** What a broker says it runs: the channel_max rabbitmq.conf set and the policies its definitions gave. */
async function readBack(broker: StartedBroker): Promise<{ channelMax: string; policies: string[] }> {
  const channelMax = await broker.exec!(0, [
    "rabbitmqctl",
    "eval",
    "application:get_env(rabbit, channel_max).",
  ]);
  const policies = await broker.exec!(0, ["rabbitmqctl", "-q", "list_policies", "--formatter", "json"]);
  return {
    channelMax: channelMax.output.trim(),
    policies: (JSON.parse(policies.output) as { name: string }[]).map((p) => p.name),
  };
}

describe.skipIf(!enabled)("same-job A/B against the merge base on real brokers", () => {
  it(
    "starts the merge base's setup beside the pull request's, compares them, and each broker runs its own side's settings",
    { timeout: 600_000 },
    async () => {
      const root = mkdtempSync(join(tmpdir(), "perf-gate-it-merge-base-"));
      git(root, "init", "--quiet", "--initial-branch=main");
      git(root, "config", "user.email", "dev@example.com");
      git(root, "config", "user.name", "dev");
      execFileSync("mkdir", ["-p", join(root, "perf")]);
      writeFileSync(join(root, "rabbitmq-perf-gate.yml"), CONFIG);
      writeFileSync(join(root, "perf/broker.conf"), "channel_max = 101\n");
      writeFileSync(join(root, "perf/definitions.json"), definitions("base-policy"));
      git(root, "add", "-A");
      git(root, "commit", "--quiet", "-m", "base");
      const base = git(root, "rev-parse", "HEAD");
      git(root, "checkout", "--quiet", "-b", "pr");
      writeFileSync(join(root, "perf/broker.conf"), "channel_max = 202\n");
      writeFileSync(join(root, "perf/definitions.json"), definitions("pr-policy"));
      git(root, "commit", "--quiet", "-am", "pr: raise channel_max, rename the policy");

      const chosen = await readChosenConfig(undefined, root, "--config");
      const resolve = (raw: unknown, files: ReadonlyMap<string, string>, source: string) =>
        resolveConfig(raw, { registry: scenarioRegistry, files, source, checkMetricNames: true });
      const config = await withMergeBase(resolve(chosen.raw, chosen.files, chosen.source), {
        rev: "main",
        choice: chosen.choice,
        cwd: root,
        field: "--ab-base",
        resolve,
      });

      const seen = new Map<string, { channelMax: string; policies: string[] }>();
      const outcome = await runGate(
        { ...config, failOnRegression: false },
        {
          providers: createProviders(),
          logger: silentLogger,
          verify: async (broker: StartedBroker, target: TargetConfig) => {
            seen.set(target.id, await readBack(broker));
            return verifyBroker(broker, target);
          },
        },
      );

      expect(seen.get("rabbit-reference")).toEqual({ channelMax: "{ok,101}", policies: ["base-policy"] });
      expect(seen.get("rabbit")).toEqual({ channelMax: "{ok,202}", policies: ["pr-policy"] });
      expect(outcome.results.targets.map((t) => [t.id, t.scenarios[0]!.valid])).toEqual([
        ["rabbit", true],
        ["rabbit-reference", true],
      ]);
      expect(outcome.results.sameJob?.mergeBase).toMatchObject({ rev: "main", commit: base });
      const diff = outcome.results.sameJob!.mergeBase!.changes[0]!;
      expect(diff).toContain("-    - channel_max = 101");
      expect(diff).toContain("+    - channel_max = 202");
      expect(diff.some((line) => line.startsWith("-") && line.includes("base-policy"))).toBe(true);
      // The pair is compared metric by metric, as any same-job pair is.
      expect(outcome.markdownReport).toContain("Side by side: `rabbit` against `rabbit-reference`");
      expect(outcome.markdownReport).toMatch(/```diff\n--- rabbit at/);
    },
  );
});
