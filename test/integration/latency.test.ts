import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSession } from "../../src/amqp/admin.js";
import { decodeHistogram } from "../../src/amqp/histogram.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { TestcontainersProvider } from "../../src/brokers/testcontainers.js";
import { TestcontainersTargetSchema } from "../../src/model/config.js";
import { silentLogger } from "../../src/model/logger.js";
import { latencyScenario } from "../../src/scenarios/load/latency.js";
import type { TrialContext } from "../../src/scenarios/scenario.js";
import { openWorkMeter, type WorkMeter } from "../../src/work/meter.js";
import { probeDockerEngine } from "./bench-images.js";

// The latency scenario on a real RabbitMQ 4.0.5 (its 3-node quorum clusters run in matrix.test.ts):
// a rate the broker sustains gives every percentile, each message counted once; a rate it cannot
// reach makes the trial invalid with the rates in the reason, not a set of latencies of a backlog.

const IMAGE = "rabbitmq:4.0.5-management";
const engine = await probeDockerEngine();
if (!engine.reachable && !process.env.CI) {
  console.warn(`skipping latency integration tests: no Docker engine (${engine.reason})`);
}

const provider = new TestcontainersProvider({
  labels: { "rabbitmq-perf-gate.test-session": randomUUID() },
});
let broker: StartedBroker;
let admin: AdminSession;
let work: WorkMeter;

function context(name: string): TrialContext {
  return {
    broker,
    queueType: "classic",
    logger: silentLogger,
    trial: 1,
    trials: 1,
    resourcePrefix: `it-${name}-${randomUUID().slice(0, 8)}`,
    work,
  };
}

describe.skipIf(!engine.reachable && !process.env.CI)("latency on RabbitMQ 4.0.5", () => {
  beforeAll(async () => {
    const target = {
      ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image: IMAGE }),
      id: "it",
    };
    broker = await provider.start(target, { logger: silentLogger });
    admin = await AdminSession.open(broker.amqpUrls[0]!, "latency integration test", 15_000);
    work = (await openWorkMeter(broker.metricsUrls)).meter;
  }, 180_000);

  afterAll(async () => {
    await admin?.close();
    await broker?.stop();
  });

  it(
    "a sustained rate: every percentile, the histograms hold the window's messages, queue deleted",
    {
      timeout: 60_000,
    },
    async () => {
      const params = latencyScenario.parameters.parse({
        ratePerSecond: 1_000,
        warmupMs: 500,
        durationMs: 2_000,
      });
      const trial = context("latency");
      const outcome = await latencyScenario.runTrial(trial, params);
      expect(outcome.invalidReason).toBeUndefined();
      expect(outcome.valid).toBe(true);
      expect(outcome.warnings).toEqual([]);
      for (const metric of latencyScenario.metrics(params)) {
        expect(outcome.metrics[metric.id], metric.id).toBeGreaterThan(0);
      }
      // Only the declared metrics: the rates are the scenario's premise, checked, not reported.
      expect(Object.keys(outcome.metrics).sort()).toEqual(
        latencyScenario
          .metrics(params)
          .map((m) => m.id)
          .sort(),
      );
      const m = outcome.metrics;
      expect(m.e2eLatencyP50Us).toBeLessThanOrEqual(m.e2eLatencyP95Us!);
      expect(m.e2eLatencyP95Us).toBeLessThanOrEqual(m.e2eLatencyP99Us!);
      expect(m.e2eLatencyP99Us).toBeLessThanOrEqual(m.e2eLatencyP999Us!);
      // About 2 s at 1,000 msg/s in the window's histogram; every message once, nothing lost.
      const e2e = decodeHistogram(outcome.histograms!.e2eLatency!);
      expect(e2e.totalCount).toBeGreaterThan(1_800);
      expect(e2e.totalCount).toBeLessThan(2_300);
      e2e.destroy();
      expect(outcome.counters?.lost).toBe(0);
      expect(await admin.queueExists(`${trial.resourcePrefix}-q0`)).toBe(false);
    },
  );

  it(
    "an offered rate the broker cannot reach makes the trial invalid, saying what was reached",
    {
      timeout: 90_000,
    },
    async () => {
      const params = latencyScenario.parameters.parse({
        ratePerSecond: 1_000_000,
        warmupMs: 300,
        durationMs: 1_000,
      });
      const outcome = await latencyScenario.runTrial(context("latency-unreachable"), params);
      expect(outcome.valid).toBe(false);
      expect(outcome.invalidReason).toMatch(
        /^the offered rate was not reached: \d+ msg\/s published and \d+ consumed of 1000000 offered \(tolerance 5%\)/,
      );
      expect(outcome.warnings.filter((w) => w.startsWith("publishers fell"))).toEqual([]);
    },
  );
});
