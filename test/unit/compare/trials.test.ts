import { describe, expect, it } from "vitest";
import type { Results, TrialRecord } from "../../../src/model/results.js";
import { countsPhrase, runTrialsPhrase, scenarioTrials, trialsPhrase } from "../../../src/compare/trials.js";

describe("trials per scenario, counted once", () => {
  it("names the scenarios that ran a count of their own", () => {
    expect(trialsPhrase(6)).toBe("6 trials per scenario");
    expect(trialsPhrase(1, {}, "per side")).toBe("1 trial per side");
    expect(trialsPhrase(6, { throughput: 12 })).toBe("6 trials per scenario (throughput: 12)");
    const records = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ trial: index + 1 })) as unknown as TrialRecord[];
    const results = {
      trials: 6,
      targets: [
        {
          scenarios: [
            { name: "throughput", trials: records(12) },
            { name: "queue-churn", trials: records(6) },
          ],
        },
      ],
    } as unknown as Results;
    expect(scenarioTrials(results)).toEqual({ throughput: 12, "queue-churn": 6 });
    expect(runTrialsPhrase(results)).toBe("12 trials per scenario (queue-churn: 6)");
  });

  it("states the count most scenarios ran, not the config's default that none ran", () => {
    // The default suite: every scenario has its own count, the run-level 6 applies to none.
    const suite = { throughput: 7, latency: 5, "queue-churn": 5, "bind-churn": 5 };
    expect(countsPhrase(suite, 6)).toBe("5 trials per scenario (throughput: 7)");
    expect(countsPhrase({ a: 3, b: 3 }, 6)).toBe("3 trials per scenario");
    expect(countsPhrase({ throughput: 7 }, 6)).toBe("7 trials");
    expect(countsPhrase({}, 6)).toBe("6 trials per scenario");
    expect(countsPhrase({ a: 5, b: 7 }, 6, "per side")).toBe("7 trials per side (a: 5)");
  });
});
