import { describe, expect, it } from "vitest";
import { checkLimits } from "../../src/compare/limits.js";
import { buildScenarioResult } from "../../src/gate/scenario-result.js";
import type { Results, TrialRecord } from "../../src/model/results.js";
import {
  routingScaleScenario,
  runRoutingScaleTrial,
} from "../../src/scenarios/routing-scale/routing-scale.js";
import type { Scenario, TrialOutcome } from "../../src/scenarios/scenario.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";

// routing-scale on a real RabbitMQ 4.0.5: a small sweep is linear and within its slope bound; a
// sweep made super-linear on purpose (every new queue re-checks every earlier one) exceeds the
// bound and fails the limits; a sweep the broker stops midway leaves no queue or exchange behind.

const enabled = await dockerTestsEnabled("routing-scale integration tests");

/** The scenario's result and limit checks, as the gate builds them from one trial. */
function judge(params: Record<string, unknown>, outcome: TrialOutcome) {
  const record: TrialRecord = {
    trial: 1,
    startedAt: new Date().toISOString(),
    durationMs: outcome.measuredMs,
    measuredMs: outcome.measuredMs,
    valid: outcome.valid,
    warnings: outcome.warnings,
  };
  const scenario = buildScenarioResult(
    { name: "routing-scale", scenario: routingScaleScenario as unknown as Scenario, params } as never,
    [{ record, outcome }],
  );
  const results = { targets: [{ id: "it", scenarios: [scenario] }] } as unknown as Results;
  return checkLimits(results, {});
}

describe.skipIf(!enabled)("routing-scale on RabbitMQ 4.0.5", () => {
  const rabbit = sharedBroker();

  it(
    "a small sweep: every series' slopes, linear work, within the bound, nothing left",
    { timeout: 120_000 },
    async () => {
      const params = routingScaleScenario.parameters.parse({
        minQueueExponent: 3,
        maxQueueExponent: 6,
        maxBindingExponent: 1,
        messagesPerBinding: 4,
      });
      const trial = rabbit().context("rs");
      const outcome = await runRoutingScaleTrial(trial, params);
      expect(outcome.valid).toBe(true);
      expect(outcome.warnings).toEqual([]);
      // 4 queue counts x 2 exchange types x 2 bindings per queue x 3 phases.
      expect(outcome.sweep).toHaveLength(48);
      for (const metric of routingScaleScenario.metrics(params)) {
        expect(outcome.metrics[metric.id], metric.id).toBeTypeOf("number");
      }
      for (const type of ["direct", "topic"]) {
        for (const phase of ["Create", "Route", "Delete"]) {
          for (const b of [1, 2]) {
            const slope = outcome.metrics[`${type}${phase}B${b}WorkSlope`]!;
            expect(slope, `${type}${phase}B${b}`).toBeGreaterThan(0.7);
            expect(slope, `${type}${phase}B${b}`).toBeLessThan(1.15);
          }
        }
      }
      expect(outcome.metrics.directCreateReductionsPerQueue).toBeGreaterThan(1_000);
      expect(judge(params, outcome).filter((check) => check.verdict !== "within")).toEqual([]);
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
    },
  );

  it(
    "a sweep made super-linear on purpose exceeds its slope bound and fails the limits",
    { timeout: 120_000 },
    async () => {
      const params = routingScaleScenario.parameters.parse({
        minQueueExponent: 3,
        maxQueueExponent: 6,
        maxBindingExponent: 0,
        exchangeTypes: ["direct"],
      });
      const trial = rabbit().context("rs-quadratic");
      // Each new queue re-checks every queue declared before it, four times: a cost per existing queue.
      const outcome = await runRoutingScaleTrial(trial, params, {
        async afterQueueCreated(admin, earlier) {
          for (const name of earlier) {
            for (let i = 0; i < 4; i++)
              await admin.call("check queue", (channel) => channel.checkQueue(name));
          }
        },
      });
      expect(outcome.valid).toBe(true);
      expect(outcome.metrics.directCreateB1WorkSlope).toBeGreaterThan(1.3);
      expect(outcome.metrics.directRouteB1WorkSlope).toBeLessThan(1.15);
      const exceeded = judge(params, outcome).filter((check) => check.verdict === "exceeded");
      expect(exceeded.map((check) => [check.metric, check.limitKey, check.limit, check.reason])).toEqual([
        [
          "directCreateB1WorkSlope",
          "(scenario default)",
          1.15,
          "super-linear: the work per queue grows with the number of queues",
        ],
      ]);
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
    },
  );

  it("a sweep the broker stops midway leaves no queue or exchange behind", { timeout: 120_000 }, async () => {
    await rabbit().rabbitmqctl(["set_vhost_limits", "-p", "/", '{"max-queues": 20}']);
    try {
      const trial = rabbit().context("rs-refused");
      const params = routingScaleScenario.parameters.parse({ minQueueExponent: 3, maxQueueExponent: 6 });
      await expect(runRoutingScaleTrial(trial, params)).rejects.toThrow(/declare queue/);
      expect(await rabbit().leftovers(trial.resourcePrefix)).toEqual([]);
    } finally {
      await rabbit().rabbitmqctl(["clear_vhost_limits", "-p", "/"]);
    }
  });
});
