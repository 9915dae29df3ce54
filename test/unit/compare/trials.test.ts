import { describe, expect, it } from "vitest";
import type { Results, TrialRecord } from "../../../src/model/results.js";
import { trialsByScenarioOf, trialsPhrase } from "../../../src/compare/trials.js";

describe("trialsPhrase and trialsByScenarioOf", () => {
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
    expect(trialsByScenarioOf(results)).toEqual({ throughput: 12 });
  });
});
