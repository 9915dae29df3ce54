import { describe, expect, it } from "vitest";
import type { TargetConfig } from "../../../src/model/config.js";
import type { ResolvedScenario } from "../../../src/gate/resolve.js";
import { schedule, shuffled } from "../../../src/gate/schedule.js";
import { seededRandom } from "../../../src/stats/bootstrap.js";

const target = (id: string) =>
  ({ id, provider: "testcontainers", image: "rabbitmq:4.0.5-management" }) as unknown as TargetConfig;
const scenario = (name: string, trials = 4) => ({ name, trials }) as unknown as ResolvedScenario;

describe("schedule", () => {
  const targets = ["a", "b", "c"].map(target);
  const scenarios = ["throughput", "queue-churn"].map((name) => scenario(name));

  it("runs every scenario on every target once per trial round, rounds in order", () => {
    const steps = schedule({ targets, scenarios });
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
    const first = schedule({ targets: targets.slice(0, 2), scenarios: [scenario("throughput", 12)] });
    const again = schedule({ targets: targets.slice(0, 2), scenarios: [scenario("throughput", 12)] });
    expect(order(first)).toBe(order(again));
    const firstOfRound = first.filter((_, index) => index % 2 === 0).map((s) => s.target.id);
    // Both targets lead some rounds: no target is always measured first.
    expect(new Set(firstOfRound)).toEqual(new Set(["a", "b"]));
  });

  it("keeps one target's order trivially", () => {
    const steps = schedule({
      targets: targets.slice(0, 1),
      scenarios: scenarios.map((s) => ({ ...s, trials: 2 })),
    });
    expect(steps.map((s) => `${s.trial}:${s.scenario.name}`)).toEqual([
      "1:throughput",
      "1:queue-churn",
      "2:throughput",
      "2:queue-churn",
    ]);
  });

  it("runs a scenario with more trials in rounds of its own after the others are done", () => {
    const mixed = [scenario("throughput", 3), scenario("queue-churn", 1)];
    const steps = schedule({ targets: targets.slice(0, 2), scenarios: mixed });
    expect(steps.map((s) => `${s.trial}:${s.scenario.name}`)).toEqual([
      "1:throughput",
      "1:throughput",
      "1:queue-churn",
      "1:queue-churn",
      "2:throughput",
      "2:throughput",
      "3:throughput",
      "3:throughput",
    ]);
    // Every round still visits both targets.
    for (let trial = 1; trial <= 3; trial++) {
      const ids = steps
        .filter((s) => s.trial === trial && s.scenario.name === "throughput")
        .map((s) => s.target.id);
      expect(ids.sort()).toEqual(["a", "b"]);
    }
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
