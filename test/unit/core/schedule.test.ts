import { describe, expect, it } from "vitest";
import type { TargetConfig } from "../../../src/core/config.js";
import type { ResolvedScenario } from "../../../src/core/resolve.js";
import { schedule, shuffled } from "../../../src/core/run.js";
import { seededRandom } from "../../../src/stats/bootstrap.js";

const target = (id: string) =>
  ({ id, provider: "testcontainers", image: "rabbitmq:4.0.5-management" }) as unknown as TargetConfig;
const scenario = (name: string) => ({ name }) as unknown as ResolvedScenario;

describe("schedule", () => {
  const targets = ["a", "b", "c"].map(target);
  const scenarios = ["throughput", "queue-churn"].map(scenario);

  it("runs every scenario on every target once per trial round, rounds in order", () => {
    const steps = schedule({ targets, scenarios, trials: 4 });
    expect(steps).toHaveLength(4 * 2 * 3);
    for (let trial = 1; trial <= 4; trial++) {
      const round = steps.slice((trial - 1) * 6, trial * 6);
      expect(round.every((s) => s.trial === trial)).toBe(true);
      expect(round.map((s) => s.scenario.name)).toEqual([
        ...Array<string>(3).fill("throughput"),
        ...Array<string>(3).fill("queue-churn"),
      ]);
      for (const name of ["throughput", "queue-churn"]) {
        const ids = round.filter((s) => s.scenario.name === name).map((s) => s.target.id);
        expect(ids.sort()).toEqual(["a", "b", "c"]);
      }
    }
  });

  it("varies the order of the targets, the same way for the same config", () => {
    const order = (steps: ReturnType<typeof schedule>) => steps.map((s) => s.target.id).join("");
    const first = schedule({ targets: targets.slice(0, 2), scenarios: scenarios.slice(0, 1), trials: 12 });
    const again = schedule({ targets: targets.slice(0, 2), scenarios: scenarios.slice(0, 1), trials: 12 });
    expect(order(first)).toBe(order(again));
    const firstOfRound = first.filter((_, index) => index % 2 === 0).map((s) => s.target.id);
    // Both targets lead some rounds: no target is always measured first.
    expect(new Set(firstOfRound)).toEqual(new Set(["a", "b"]));
  });

  it("keeps one target's order trivially", () => {
    const steps = schedule({ targets: targets.slice(0, 1), scenarios, trials: 2 });
    expect(steps.map((s) => `${s.trial}:${s.scenario.name}`)).toEqual([
      "1:throughput",
      "1:queue-churn",
      "2:throughput",
      "2:queue-churn",
    ]);
  });
});

describe("shuffled", () => {
  it("is a permutation, leaves its input alone and is pinned for a seed", () => {
    const items = [1, 2, 3, 4, 5];
    const result = shuffled(items, seededRandom(1));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(shuffled(items, seededRandom(1))).toEqual(result);
  });
});
