import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { TestcontainersProvider } from "../../src/brokers/testcontainers.js";
import { TestcontainersTargetSchema, type QueueType } from "../../src/model/config.js";
import { silentLogger } from "../../src/model/logger.js";
import {
  ConsumerChurnParametersSchema,
  consumerChurnScenario,
} from "../../src/scenarios/churn/consumer-churn.js";
import { FootprintParametersSchema, footprintScenario } from "../../src/scenarios/footprint.js";
import type { TrialContext } from "../../src/scenarios/scenario.js";
import { openWorkMeter, type WorkMeter } from "../../src/work/meter.js";
import { dockerTestsEnabled } from "./bench-images.js";

// consumer-churn and footprint on real brokers, 4.0.5 and 3.10.8, with classic, quorum and stream
// queues: both measure, and nothing of theirs (connection, consumer, queue) is left behind.

const enabled = await dockerTestsEnabled("footprint and consumer-churn integration tests");

for (const image of ["rabbitmq:4.0.5-management", "rabbitmq:3.10.8-management"]) {
  describe.skipIf(!enabled)(`footprint and consumer-churn on ${image}`, () => {
    const provider = new TestcontainersProvider({
      labels: { "rabbitmq-perf-gate.test-session": randomUUID() },
    });
    let broker: StartedBroker;
    let work: WorkMeter;

    beforeAll(async () => {
      const target = { ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image }), id: "it" };
      broker = await provider.start(target, { logger: silentLogger });
      work = (await openWorkMeter(broker.metricsUrls)).meter;
    }, 180_000);

    afterAll(async () => {
      await broker?.stop();
    });

    const context = (queueType: QueueType, name: string): TrialContext => ({
      broker,
      queueType,
      logger: silentLogger,
      trial: 1,
      trials: 1,
      resourcePrefix: `it-${name}-${randomUUID().slice(0, 8)}`,
      work,
    });

    async function leftovers(prefix: string): Promise<string[]> {
      const out: string[] = [];
      for (const command of [
        ["list_connections", "client_properties"],
        ["list_queues", "name"],
        ["list_consumers", "queue_name"],
      ]) {
        const result = await broker.exec!(0, ["rabbitmqctl", ...command, "--quiet", "--no-table-headers"]);
        expect(result.exitCode, result.output).toBe(0);
        out.push(...result.output.split("\n").filter((line) => line.includes(prefix)));
      }
      return out;
    }

    for (const queueType of ["classic", "quorum", "stream"] as const) {
      it(`consumer-churn subscribes and cancels on a ${queueType} queue`, { timeout: 120_000 }, async () => {
        const trial = context(queueType, `consumers-${queueType}`);
        const params = ConsumerChurnParametersSchema.parse({
          operations: 200,
          warmupMs: 100,
          concurrency: 4,
        });
        const outcome = await consumerChurnScenario.runTrial(trial, params);
        expect(outcome.valid).toBe(true);
        expect(outcome.metrics.consumerOpsPerSec).toBeGreaterThan(0);
        expect(outcome.metrics.concurrentConsumerOpsPerSec).toBeGreaterThan(0);
        expect(outcome.metrics.consumerReductionsPerOp).toBeGreaterThan(0);
        expect(await leftovers(trial.resourcePrefix)).toEqual([]);
      });

      it(
        `footprint gives memory per connection and per ${queueType} queue`,
        { timeout: 120_000 },
        async () => {
          const trial = context(queueType, `footprint-${queueType}`);
          const params = FootprintParametersSchema.parse({ connections: 40, queues: 40, settleMs: 500 });
          const outcome = await footprintScenario.runTrial(trial, params);
          expect(outcome.valid, outcome.invalidReason).toBe(true);
          // An idle connection with a channel holds tens of KiB; a queue a few KiB or more.
          expect(outcome.metrics.memoryPerConnectionBytes).toBeGreaterThan(5_000);
          expect(outcome.metrics.memoryPerConnectionBytes).toBeLessThan(2_000_000);
          expect(outcome.metrics.memoryPerQueueBytes).toBeGreaterThan(1_000);
          expect(outcome.metrics.totalMemoryPerQueueBytes).toBeGreaterThan(0);
          expect(await leftovers(trial.resourcePrefix)).toEqual([]);
        },
      );
    }
  });
}
