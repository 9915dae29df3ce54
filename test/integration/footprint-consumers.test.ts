import { describe, expect, it } from "vitest";
import {
  ConsumerChurnParametersSchema,
  consumerChurnScenario,
} from "../../src/scenarios/churn/consumer-churn.js";
import { FootprintParametersSchema, footprintScenario } from "../../src/scenarios/footprint.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";

// consumer-churn and footprint on real brokers, 4.0.5 and 3.10.8, with classic, quorum and stream
// queues: both measure, and nothing of theirs (connection, consumer, queue) is left behind.

const enabled = await dockerTestsEnabled("footprint and consumer-churn integration tests");

for (const image of ["4.0.5", "3.10.8"]) {
  describe.skipIf(!enabled)(`footprint and consumer-churn on RabbitMQ ${image}`, () => {
    const rabbit = sharedBroker({ image });

    for (const queueType of ["classic", "quorum", "stream"] as const) {
      it(`consumer-churn subscribes and cancels on a ${queueType} queue`, { timeout: 120_000 }, async () => {
        const trial = rabbit().context(`consumers-${queueType}`, { queueType });
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
        expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
      });

      it(
        `footprint gives memory per connection and per ${queueType} queue`,
        { timeout: 120_000 },
        async () => {
          const trial = rabbit().context(`footprint-${queueType}`, { queueType });
          const params = FootprintParametersSchema.parse({ connections: 40, queues: 40, settleMs: 500 });
          const outcome = await footprintScenario.runTrial(trial, params);
          expect(outcome.valid, outcome.invalidReason).toBe(true);
          // An idle connection with a channel holds tens of KiB; a queue a few KiB or more.
          expect(outcome.metrics.memoryPerConnectionBytes).toBeGreaterThan(5_000);
          expect(outcome.metrics.memoryPerConnectionBytes).toBeLessThan(2_000_000);
          expect(outcome.metrics.memoryPerQueueBytes).toBeGreaterThan(1_000);
          expect(outcome.metrics.totalMemoryPerQueueBytes).toBeGreaterThan(0);
          expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
        },
      );
    }
  });
}
