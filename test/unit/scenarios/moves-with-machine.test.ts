import { describe, expect, it } from "vitest";
import type { MetricDefinition } from "../../../src/model/metrics.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";

/** A scenario's metric definitions at its default parameters. */
function metricsOf(id: string): MetricDefinition[] {
  const scenario = scenarioRegistry.get(id)!;
  return scenario.metrics(scenario.parameters.parse({}));
}

const moving = (id: string) =>
  metricsOf(id)
    .filter((metric) => metric.movesWithMachine !== undefined)
    .map((metric) => metric.id);

/**
 * The metrics measured to move with the machine's speed across runs (bench/cross-speed.md) say why
 * in their definition, so that against another run they are shown and do not bind.
 */
describe("metrics that move with the machine", () => {
  it("connection churn one at a time, channel churn in both variants: the work per cycle", () => {
    expect(moving("connection-churn")).toEqual(["connectionReductionsPerOp"]);
    const reason = metricsOf("connection-churn").find(
      (m) => m.id === "connectionReductionsPerOp",
    )!.movesWithMachine;
    expect(reason).toMatch(/one cycle at a time.*concurrent variant's binds/);
    expect(moving("channel-churn")).toEqual(["channelReductionsPerOp", "concurrentChannelReductionsPerOp"]);
    // Consumer churn's did not move across speeds.
    expect(moving("consumer-churn")).toEqual([]);
  });

  it("routing-scale: every work metric of the sweep, slopes and costs per unit alike", () => {
    const work = metricsOf("routing-scale").filter((metric) => metric.kind === "work");
    expect(work.length).toBeGreaterThan(0);
    for (const metric of work) expect(metric.movesWithMachine, metric.id).toMatch(/maxWorkSlope/);
    // The slopes keep their absolute bound, which the limit check applies whatever the baseline.
    expect(work.filter((metric) => metric.id.endsWith("WorkSlope")).every((metric) => metric.limit)).toBe(
      true,
    );
  });

  it("footprint: the VM's total per queue; the breakdown's figures bind", () => {
    expect(moving("footprint")).toEqual(["totalMemoryPerQueueBytes"]);
  });

  it("rpc: nothing moved across speeds", () => {
    expect(moving("rpc")).toEqual([]);
  });
});
