import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../src/baseline/read.js";
import { withBasicAuth } from "../../src/model/http.js";
import { ThroughputParametersSchema } from "../../src/scenarios/load/parameters.js";
import { throughputScenario } from "../../src/scenarios/load/throughput.js";
import { runCli, tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { sharedBroker } from "./broker.js";

// Stream queues and free queue arguments on real brokers: stream targets run throughput, latency,
// the churns and rpc on 4.0.5 and 3.10.8 (the run's pooled brokers, measured as external targets);
// queueArgs reach the broker's queues; a value the broker refuses stops
// the run with exit 2 and the broker's reason on one line.

const enabled = await dockerTestsEnabled("queue type integration tests");

/**
 * The types of the queues a gate run's throughput and latency trials declare on `broker`
 * (`perf-gate-<run>-throughput-t1-q0`), read every 200 ms until stopped. Another file's run on the
 * same pooled broker may declare classic queues meanwhile, so the run's own show as the streams.
 */
function watchQueueTypes(broker: StartedBroker): { types: string[]; stop(): void } {
  const { url, headers } = withBasicAuth(broker.managementUrls[0]!);
  const seen = new Map<string, string>();
  const timer = setInterval(() => {
    void fetch(new URL("api/queues?columns=name,type", url), { headers })
      .then(async (response) =>
        response.ok ? ((await response.json()) as { name: string; type: string }[]) : [],
      )
      .then((queues) => {
        for (const { name, type } of queues) {
          if (/^perf-gate-.*-(throughput|latency)-t1-q\d+$/.test(name)) seen.set(name, type);
        }
      })
      .catch(() => {});
  }, 200);
  return {
    get types() {
      return [...seen.values()];
    },
    stop: () => clearInterval(timer),
  };
}

describe.skipIf(!enabled)("stream targets", () => {
  const rabbit4 = sharedBroker();
  const rabbit3 = sharedBroker({ image: "3.10.8" });
  const external = (id: string, broker: StartedBroker) =>
    `  - { id: ${id}, provider: external, queueType: stream, amqpUrls: ["${broker.amqpUrls[0]}"], ` +
    `managementUrl: "${broker.managementUrls[0]}", metricsUrls: ["${broker.metricsUrls[0]}"] }`;

  it("run throughput, latency, the churns and rpc on 4.0.5 and 3.10.8", { timeout: 420_000 }, async () => {
    const dir = tempFiles({
      "gate.yml": `
name: it-stream
targets:
${external("v405", rabbit4().broker)}
${external("v3108", rabbit3().broker)}
scenarios:
  - id: throughput
    params: { durationMs: 2000, warmupMs: 500, workPhaseMs: 1000 }
  - id: latency
    params: { durationMs: 2000, warmupMs: 500, ratePerSecond: 300, rateTolerancePct: 20, workPhaseMs: 1000 }
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
    // An external broker's queues are not verified by the gate (no rabbitmqctl): the management API
    // is watched instead for the type of the trials' queues on each broker.
    const watches = [rabbit4(), rabbit3()].map((rabbit) => watchQueueTypes(rabbit.broker));
    const run = await runCli(["run", "--config", join(dir, "gate.yml"), "--out", out, "--no-color"], {
      CI: "true",
    }).finally(() => watches.forEach((watch) => watch.stop()));
    expect(run.code, run.stderr).toBe(0);
    for (const watch of watches) expect(watch.types).toContain("stream");
    const results = parseResultsJson(readFileSync(out, "utf8"), "results", out);
    expect(results.targets.map((t) => t.broker.serverVersion).sort()).toEqual(["3.10.8", "4.0.5"]);
    for (const target of results.targets) {
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
