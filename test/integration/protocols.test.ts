import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { runCli, tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker, THREE_X_WITH_PLUGINS } from "./broker.js";

// The protocol dimension end to end through the CLI: throughput and latency with 2 trials over
// AMQP 0.9.1 and over AMQP 1.0 through 3.10.8's rabbitmq_amqp1_0 plugin, as two targets of one run
// on the shared 3.10.8 broker that has the plugin (THREE_X_WITH_PLUGINS, which the provider starts
// with its plugins enabled before the broker boots, as it does for a target of protocol amqp10:
// test/unit/brokers/plugins.test.ts). Short windows: the point is that every cell measures, not
// what it measures. Latency's window of 2 s with a 20% rate tolerance: beside another file on 2
// cores a window of 1 s once published 179 of 200 msg/s (77% of the CPU taken by other
// processes). AMQP 1.0 on 4.x, which needs no plugin, is measured on the shared 4.0.5 broker
// (scenarios.test.ts, amqp10-exact.test.ts), and the dimension's expansion to targets by the unit
// tests of the matrix (test/unit/gate/matrix.test.ts).

const enabled = await dockerTestsEnabled("protocol integration tests");

describe.skipIf(!enabled)("a matrix of protocols", () => {
  const rabbit = sharedBroker(THREE_X_WITH_PLUGINS);

  it(
    "runs throughput and latency over AMQP 0.9.1 and over AMQP 1.0 through 3.10.8's plugin",
    { timeout: 600_000 },
    async () => {
      const { broker } = rabbit();
      const target = (id: string, protocol: string) =>
        `  - { id: ${id}, provider: external, protocol: ${protocol}, amqpUrls: ["${broker.amqpUrls[0]}"], ` +
        `managementUrl: "${broker.managementUrls[0]}", metricsUrls: ["${broker.metricsUrls[0]}"] }`;
      const dir = tempFiles({
        "gate.yml": `
name: it-protocols
targets:
${target("v3108", "amqp091")}
${target("v3108-amqp10", "amqp10")}
scenarios:
  - id: throughput
    params: { durationMs: 1000, warmupMs: 300, workPhaseMs: 1000 }
  - id: latency
    params: { durationMs: 2000, warmupMs: 300, ratePerSecond: 200, rateTolerancePct: 20, workPhaseMs: 1000 }
trials: 2
`,
      });
      const run = await runCli(
        ["run", "--config", join(dir, "gate.yml"), "--out", join(dir, "results.json"), "--no-color"],
        { CI: "true" },
      );
      expect(run.code, run.stderr).toBe(0);
      const out = join(dir, "results.json");
      const results = parseResultsJson(readFileSync(out, "utf8"), "results", out);
      expect(results.targets.map((t) => t.id)).toEqual(["v3108", "v3108-amqp10"]);
      for (const target of results.targets) {
        expect(target.broker.serverVersion).toBe("3.10.8");
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
            expect(metric(id)?.samples, `${target.id} ${scenario.name} ${id}`).toHaveLength(2);
            for (const sample of metric(id)!.samples) expect(sample, `${target.id} ${id}`).toBeGreaterThan(0);
          }
        }
      }
      const spec = (id: string) => results.targets.find((t) => t.id === id)!.spec as Record<string, unknown>;
      expect(spec("v3108-amqp10")).toMatchObject({ protocol: "amqp10" });
      expect(spec("v3108")).toMatchObject({ protocol: "amqp091" });
    },
  );
});

describe.skipIf(!enabled)("an external 3.10.8 broker without the AMQP 1.0 plugin", () => {
  // The bench's 3.10.8 image enables no AMQP 1.0 plugin: any 3.10.8 broker of the run will do.
  const rabbit = sharedBroker({ image: "3.10.8" });

  it(
    "stops a run of protocol amqp10 before the first trial, in one line that names the plugin or the handshake",
    { timeout: 240_000 },
    async () => {
      const { broker } = rabbit();
      const run = (extra: string[]) =>
        runCli(
          [
            "run",
            "--amqp-url",
            broker.amqpUrls[0]!,
            ...extra,
            "--protocol",
            "amqp10",
            "--scenario",
            "throughput",
            "--trials",
            "1",
            "--no-color",
          ],
          { CI: "true" },
        );
      const errorsOf = (stderr: string) => stderr.split("\n").filter((line) => line.startsWith("error:"));
      // With its management API the gate reads each node's enabled plugins.
      const withApi = await run(["--management-url", broker.managementUrls[0]!]);
      expect(withApi.code, withApi.stderr).toBe(3);
      expect(errorsOf(withApi.stderr)).toEqual([
        expect.stringMatching(
          /^error: target 'external': node rabbit@\S+ lacks plugin\(s\) rabbitmq_amqp1_0: enable them \(rabbitmq-plugins enable rabbitmq_amqp1_0\)$/,
        ),
      ]);
      // Without one, it says the plugins went unchecked, and the AMQP 1.0 handshake tells.
      const withoutApi = await run([]);
      expect(withoutApi.code, withoutApi.stderr).toBe(3);
      expect(withoutApi.stderr).toContain("plugins rabbitmq_amqp1_0 not checked");
      expect(errorsOf(withoutApi.stderr)).toEqual([
        expect.stringMatching(
          /^error: target 'external' \(protocol amqp10\): node 0 does not take AMQP 1\.0: .*the broker answered in AMQP 0-9-1 only \(a RabbitMQ 3\.x node needs the rabbitmq_amqp1_0 plugin\)$/,
        ),
      ]);
      // rhea's own print of the protocol error stays out of the output.
      expect(withoutApi.stderr).not.toContain("error on read");
    },
  );
});
