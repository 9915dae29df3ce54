import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { runCli, tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";

// The protocol dimension end to end through the CLI: AMQP 0.9.1 and AMQP 1.0 cells of 4.0.5 and
// of 3.10.8 (whose cells of protocol amqp10 run the rabbitmq_amqp1_0 plugin, enabled before the
// broker starts), throughput and latency with 3 trials. Short windows: the point is that every
// cell measures, not what it measures.

const enabled = await dockerTestsEnabled("protocol integration tests");

describe.skipIf(!enabled)("a matrix of protocols", () => {
  it(
    "runs throughput and latency over AMQP 0.9.1 and AMQP 1.0 on 4.0.5 and on 3.10.8 through the plugin",
    { timeout: 600_000 },
    async () => {
      const dir = tempFiles({
        "gate.yml": `
name: it-protocols
matrix:
  image: [rabbitmq:4.0.5-management, rabbitmq:3.10.8-management]
  metadataStore: [mnesia]
  protocol: [amqp091, amqp10]
scenarios:
  - id: throughput
    params: { durationMs: 1000, warmupMs: 300, workPhaseMs: 500 }
  - id: latency
    params: { durationMs: 1000, warmupMs: 300, ratePerSecond: 500 }
trials: 3
`,
      });
      const run = await runCli(
        ["run", "--config", join(dir, "gate.yml"), "--out", join(dir, "results.json"), "--no-color"],
        { CI: "true" },
      );
      expect(run.code, run.stderr).toBe(0);
      const out = join(dir, "results.json");
      const results = parseResultsJson(readFileSync(out, "utf8"), "results", out);
      expect(results.targets.map((t) => t.id)).toEqual([
        "4.0.5-mnesia-classic-1n",
        "4.0.5-mnesia-classic-1n-amqp10",
        "3.10.8-mnesia-classic-1n",
        "3.10.8-mnesia-classic-1n-amqp10",
      ]);
      for (const target of results.targets) {
        for (const scenario of target.scenarios) {
          expect(scenario.valid, `${target.id} ${scenario.name}: ${scenario.invalidReasons.join("; ")}`).toBe(
            true,
          );
          const metric = (id: string) => scenario.metrics.find((m) => m.id === id);
          const wanted =
            scenario.name === "throughput"
              ? [
                  "publishRate",
                  "consumeRate",
                  "e2eLatencyP99Us",
                  "reductionsPerMessage",
                  "clientCpuUsPerMessage",
                ]
              : ["e2eLatencyP50Us", "e2eLatencyP99Us", "reductionsPerMessage", "clientCpuUsPerMessage"];
          for (const id of wanted) {
            expect(metric(id)?.samples, `${target.id} ${scenario.name} ${id}`).toHaveLength(3);
            for (const sample of metric(id)!.samples) expect(sample, `${target.id} ${id}`).toBeGreaterThan(0);
          }
        }
      }
      const spec = (id: string) => results.targets.find((t) => t.id === id)!.spec as Record<string, unknown>;
      expect(spec("3.10.8-mnesia-classic-1n-amqp10")).toMatchObject({ protocol: "amqp10" });
      expect(spec("4.0.5-mnesia-classic-1n")).toMatchObject({ protocol: "amqp091" });
    },
  );
});
