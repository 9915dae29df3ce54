import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { withBasicAuth } from "../../src/model/http.js";
import { ThroughputParametersSchema } from "../../src/scenarios/load/parameters.js";
import { throughputScenario } from "../../src/scenarios/load/throughput.js";
import { runCli, tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";

// Stream queues and free queue arguments on real brokers: a stream matrix cell runs throughput and
// latency on 4.0.5 and 3.10.8; queueArgs reach the broker's queues; a value the broker refuses stops
// the run with exit 2 and the broker's reason on one line.

const enabled = await dockerTestsEnabled("queue type integration tests");

describe.skipIf(!enabled)("stream cells", () => {
  it("run throughput, latency, the churns and rpc on 4.0.5 and 3.10.8", { timeout: 420_000 }, async () => {
    const dir = tempFiles({
      "gate.yml": `
name: it-stream
matrix:
  image: [rabbitmq:4.0.5-management, rabbitmq:3.10.8-management]
  queueType: [stream]
scenarios:
  - id: throughput
    params: { durationMs: 2000, warmupMs: 500, workPhaseMs: 1000 }
  - id: latency
    params: { durationMs: 2000, warmupMs: 500, ratePerSecond: 1000, workPhaseMs: 500 }
  - id: queue-churn
    params: { operations: 100, warmupMs: 100 }
  - id: bind-churn
    params: { operations: 100, warmupMs: 100 }
  - id: consumer-churn
    params: { operations: 100, warmupMs: 100, concurrency: 2 }
  - id: rpc
    params: { calls: 200, sizes: [64], warmupMs: 100 }
trials: 1
`,
    });
    const out = join(dir, "results.json");
    const run = await runCli(["run", "--config", join(dir, "gate.yml"), "--out", out, "--no-color"], {
      CI: "true",
    });
    expect(run.code, run.stderr).toBe(0);
    const results = parseResultsJson(readFileSync(out, "utf8"), "results", out);
    expect(results.targets.map((t) => t.broker.serverVersion).sort()).toEqual(["3.10.8", "4.0.5"]);
    for (const target of results.targets) {
      const verification = target.verification as { queues: { kind: string }[] };
      expect(verification.queues.map((q) => q.kind)).toEqual(["stream"]);
      for (const scenario of target.scenarios) {
        expect(scenario.valid, `${target.id} ${scenario.name}: ${scenario.invalidReasons.join("; ")}`).toBe(
          true,
        );
        expect(
          scenario.metrics.every((m) => m.samples.length === 1),
          scenario.name,
        ).toBe(true);
        if (scenario.name !== "throughput" && scenario.name !== "latency") continue;
        const rate = scenario.metrics.find((m) => m.id === "e2eLatencyP50Us")!;
        expect(rate.summary.median).toBeGreaterThan(0);
        const counters = scenario.trials[0]!.counters!;
        expect(counters.lost).toBe(0);
        expect(counters.duplicates).toBe(0);
        expect(counters.consumed).toBe(counters.confirmed);
      }
    }
  });

  it("refuse an auto-ack throughput before any broker starts", async () => {
    const dir = tempFiles({
      "gate.yml": `
targets:
  - { provider: testcontainers, image: rabbitmq:4.0.5-management, queueType: stream }
scenarios:
  - { id: throughput, params: { ackMode: auto, prefetch: 0 } }
`,
    });
    const run = await runCli(["run", "--config", join(dir, "gate.yml"), "--no-color"], { CI: "true" });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /scenarios\[0\]\.params\.ackMode: a stream queue needs manual acknowledgement/,
    );
    expect(run.stderr).not.toMatch(/starting target/);
  });
});

describe.skipIf(!enabled)("queueArgs on RabbitMQ 4.0.5", () => {
  const rabbit = sharedBroker();

  it(
    "declare the trial's queues with them: the broker shows x-max-length on the queue",
    { timeout: 60_000 },
    async () => {
      const trial = rabbit().context("args");
      // inFlight 500 keeps each queue below its length limit, so nothing is dropped from its head.
      const params = ThroughputParametersSchema.parse({
        durationMs: 1500,
        warmupMs: 200,
        workPhaseMs: 0,
        inFlight: 500,
        queueArgs: { "x-max-length": 1000 },
      });
      const { url, headers } = withBasicAuth(rabbit().broker.managementUrls[0]!);
      const queueUrl = new URL(`api/queues/%2F/${encodeURIComponent(`${trial.resourcePrefix}-q0`)}`, url);
      let seen: Record<string, unknown> | undefined;
      const watch = setInterval(() => {
        void fetch(queueUrl, { headers })
          .then(async (response) =>
            response.ok ? ((await response.json()) as { arguments: Record<string, unknown> }) : undefined,
          )
          .then((queue) => (seen = queue?.arguments ?? seen))
          .catch(() => {});
      }, 100);
      const outcome = await throughputScenario.runTrial(trial, params).finally(() => clearInterval(watch));
      expect(outcome.valid, outcome.invalidReason).toBe(true);
      expect(seen).toEqual({ "x-max-length": 1000, "x-queue-type": "classic" });
    },
  );

  it(
    "stop the run with exit 2 and the broker's reason on one line when it refuses a value",
    { timeout: 240_000 },
    async () => {
      // The shared broker, measured as an external one: the refusal is the broker's, whoever started it.
      const { amqpUrls, managementUrls } = rabbit().broker;
      const dir = tempFiles({
        "gate.yml": `
targets:
  - { id: rabbit, provider: external, amqpUrls: ["${amqpUrls[0]}"], managementUrl: "${managementUrls[0]}" }
scenarios:
  - id: throughput
    params: { queueArgs: { x-max-length: -1 } }
trials: 1
`,
      });
      const out = join(dir, "results.json");
      const run = await runCli(["run", "--config", join(dir, "gate.yml"), "--out", out, "--no-color"], {
        CI: "true",
      });
      expect(run.code, run.stderr).toBe(2);
      const line = run.stderr.split("\n").find((l) => l.includes("params.queueArgs"));
      expect(line).toMatch(
        /scenario 'throughput' params\.queueArgs: target 'rabbit' \(classic queues\) refused them: PRECONDITION_FAILED - invalid arg 'x-max-length'/,
      );
      expect(run.stderr).not.toMatch(/trial 1/);
      expect(existsSync(out)).toBe(false);
    },
  );
});
