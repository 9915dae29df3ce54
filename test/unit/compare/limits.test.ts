import { describe, expect, it } from "vitest";
import { checkLimits, limitsInReportOrder, limitsVerdict, type Limits } from "../../../src/compare/limits.js";
import { judgement } from "../../../src/compare/judgement.js";
import { compareResults } from "../../../src/compare/compare.js";
import { worstVerdict, type OverallVerdict } from "../../../src/compare/comparison.js";
import { ConfigSchema } from "../../../src/model/config.js";
import { parseOrThrow } from "../../../src/model/validation.js";
import { loadFixture } from "../../fixtures/load.js";
import { NO_LOSS, nodeLossResults } from "../../fixtures/build.js";

/** Limits as the config parses them (statistic defaults to median). */
function limits(raw: Record<string, unknown>): Limits {
  return ConfigSchema.parse({ limits: raw }).limits;
}

const TARGET = "rabbitmq-4.0.5-management";

// results-basic, throughput on TARGET: e2eLatencyP99Us trials 3,551 median, 3,553 max;
// publishRate median 31,546.5, trials from 31,4xx to 31,662.3.
describe("checkLimits", () => {
  it("applies the most specific key's entry as a whole, like thresholds", () => {
    const checks = checkLimits(
      loadFixture("results-basic"),
      limits({
        e2eLatencyP99Us: { max: 1000, reason: "generic" },
        "throughput.e2eLatencyP99Us": { max: 4000, reason: "scenario" },
        [`${TARGET}/throughput.e2eLatencyP99Us`]: { min: 10 },
      }),
    );
    expect(checks).toEqual([
      {
        target: TARGET,
        scenario: "throughput",
        metric: "e2eLatencyP99Us",
        key: `${TARGET}/throughput.e2eLatencyP99Us`,
        limitKey: `${TARGET}/throughput.e2eLatencyP99Us`,
        unit: "µs",
        bound: "min",
        limit: 10,
        statistic: "median",
        value: 3551,
        verdict: "within",
        reason: null,
        dataLoss: false,
      },
    ]);
  });

  it("checks a bound the scenario set on its own metric where no config key applies to it", () => {
    const results = loadFixture("results-basic");
    const metric = results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === "e2eLatencyP99Us")!;
    metric.limit = { max: 3000, reason: "the scenario's own bound" };
    expect(checkLimits(results, {})).toEqual([
      expect.objectContaining({
        metric: "e2eLatencyP99Us",
        limitKey: "(scenario default)",
        bound: "max",
        limit: 3000,
        statistic: "median",
        value: 3551,
        verdict: "exceeded",
        reason: "the scenario's own bound",
      }),
    ]);
    // Any config key that applies to the metric replaces the scenario's bound, the bare metric name too.
    expect(checkLimits(results, limits({ e2eLatencyP99Us: { max: 4000 } }))).toEqual([
      expect.objectContaining({ limitKey: "e2eLatencyP99Us", limit: 4000, verdict: "within" }),
    ]);
  });

  it("checks the median by default, the worst trial with statistic: worst, against either bound", () => {
    const results = loadFixture("results-basic");
    const publish = results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === "publishRate")!;
    const p99 = (statistic: "median" | "worst", max: number) =>
      checkLimits(results, limits({ e2eLatencyP99Us: { max, statistic } }))[0]!;
    const rate = (statistic: "median" | "worst", min: number) =>
      checkLimits(results, limits({ publishRate: { min, statistic } }))[0]!;

    expect(p99("median", 3552)).toMatchObject({ value: 3551, verdict: "within" });
    expect(p99("worst", 3552)).toMatchObject({ value: 3553, verdict: "exceeded" });
    expect(rate("median", publish.summary.min + 1)).toMatchObject({
      value: publish.summary.median,
      verdict: "within",
    });
    expect(rate("worst", publish.summary.min + 1)).toMatchObject({
      value: publish.summary.min,
      verdict: "exceeded",
      bound: "min",
    });
  });

  it("a value equal to the limit is within it", () => {
    const checks = checkLimits(
      loadFixture("results-basic"),
      limits({ e2eLatencyP99Us: { max: 3551, min: 3551 } }),
    );
    expect(checks.map((c) => [c.bound, c.verdict])).toEqual([
      ["max", "within"],
      ["min", "within"],
    ]);
  });

  it("rows in run order: every target, scenario and metric a key applies to", () => {
    const checks = checkLimits(
      loadFixture("results-two-targets"),
      limits({ "queue-churn.durableQueueOpsPerSec": { min: 450 }, e2eLatencyP50Us: { max: 2000 } }),
    );
    expect(checks.map((c) => [c.key, c.verdict])).toEqual([
      ["rabbitmq-3.13.7-management/throughput.e2eLatencyP50Us", "within"],
      ["rabbitmq-3.13.7-management/queue-churn.durableQueueOpsPerSec", "within"],
      ["rabbitmq-4.0.5-management/throughput.e2eLatencyP50Us", "within"],
      ["rabbitmq-4.0.5-management/queue-churn.durableQueueOpsPerSec", "exceeded"],
    ]);
  });

  it("lists a limit it could not check as not measured: absent metric, missing target, invalid scenario", () => {
    const results = loadFixture("results-invalid");
    const checks = checkLimits(
      results,
      limits({
        brokerMemoryMiB: { max: 400, reason: "the runner has 7 GiB" },
        "bind-churn.noSuchMetric": { max: 1 },
        "other-target/throughput.publishRate": { min: 1 },
        publishRate: { min: 1 },
      }),
    );
    expect(checks.map((c) => [c.key, c.scenario, c.metric, c.value, c.verdict])).toEqual([
      // throughput is invalid: its numbers are not checked.
      [`${TARGET}/throughput.publishRate`, "throughput", "publishRate", null, "not-measured"],
      [`${TARGET}/brokerMemoryMiB`, null, "brokerMemoryMiB", null, "not-measured"],
      [`${TARGET}/bind-churn.noSuchMetric`, "bind-churn", "noSuchMetric", null, "not-measured"],
      ["other-target/throughput.publishRate", null, null, null, "not-measured"],
    ]);
    expect(checks[1]).toMatchObject({ limitKey: "brokerMemoryMiB", reason: "the runner has 7 GiB" });
    expect(limitsVerdict(checks)).toBe("pass");
  });

  it("a metric without a valid trial is not measured", () => {
    const results = loadFixture("results-basic");
    const metric = results.targets[0]!.scenarios[0]!.metrics[0]!;
    metric.samples = [];
    metric.summary = { ...metric.summary, n: 0 };
    expect(checkLimits(results, limits({ [metric.id]: { max: 1 } }))[0]).toMatchObject({
      value: null,
      verdict: "not-measured",
    });
  });

  it("no limits, no rows", () => {
    expect(checkLimits(loadFixture("results-basic"), {})).toEqual([]);
  });
});

describe("limitsVerdict and the judgement's verdict", () => {
  const exceeded = checkLimits(loadFixture("results-basic"), limits({ e2eLatencyP99Us: { max: 3000 } }));

  it("an exceeded limit is limit-exceeded, worse than a regression, not as bad as invalid", () => {
    expect(limitsVerdict(exceeded)).toBe("limit-exceeded");
    const results = loadFixture("results-regressed");
    const regressed = compareResults(
      loadFixture("baseline-basic"),
      results,
      { default: 10, metrics: {} },
      { clockMetrics: "bind" },
    );
    expect(regressed.verdict).toBe("regression");
    expect(judgement(results, regressed, []).verdict).toBe("regression");
    expect(judgement(results, regressed, exceeded).verdict).toBe("limit-exceeded");
    expect(judgement(loadFixture("results-basic"), undefined, exceeded).verdict).toBe("limit-exceeded");
    expect(judgement(loadFixture("results-invalid"), undefined, exceeded).verdict).toBe("invalid");
  });

  it("report order: exceeded first, then not measured, then within", () => {
    const checks = checkLimits(
      loadFixture("results-basic"),
      limits({ publishRate: { min: 1 }, brokerMemoryMiB: { max: 1 }, e2eLatencyP99Us: { max: 3000 } }),
    );
    expect(limitsInReportOrder(checks).map((c) => c.verdict)).toEqual(["exceeded", "not-measured", "within"]);
  });
});

describe("limits in the config", () => {
  const parse = (raw: unknown) => ConfigSchema.safeParse({ limits: raw });

  it("needs max, min or both, and min <= max", () => {
    expect(parse({ e2eLatencyP99Us: { statistic: "worst" } }).error?.issues[0]?.message).toBe(
      "expected max, min or both",
    );
    expect(parse({ e2eLatencyP99Us: { max: 1, min: 2 } }).error?.issues[0]).toMatchObject({
      message: "expected min <= max",
      path: ["limits", "e2eLatencyP99Us", "min"],
    });
    expect(parse({ e2eLatencyP99Us: { max: 1, above: 2 } }).success).toBe(false);
    expect(parse({ e2eLatencyP99Us: { max: 5000, min: 0, statistic: "worst" } }).success).toBe(true);
  });

  it("a bad entry is an input error that names the key as one key", () => {
    expect(() =>
      parseOrThrow(ConfigSchema, { limits: { "throughput.e2eLatencyP99Us": { max: 1, min: 2 } } }, ""),
    ).toThrow("limits['throughput.e2eLatencyP99Us'].min: expected min <= max");
  });

  it("keeps a reason on one line and short", () => {
    expect(parse({ x: { max: 1, reason: "a\nb" } }).data?.limits.x?.reason).toBe("a b");
    expect(parse({ x: { max: 1, reason: "r".repeat(201) } }).success).toBe(false);
  });
});

describe("data-loss bounds", () => {
  const LOST = "rabbit/node-loss.lostMessages";

  it("checks a loss metric's own bound on the worst trial, as a data-loss row", () => {
    // Median 0: only the worst trial shows the loss.
    expect(checkLimits(nodeLossResults([0, 12, 0]), {})).toEqual([
      {
        target: "rabbit",
        scenario: "node-loss",
        metric: "lostMessages",
        key: LOST,
        limitKey: "(scenario default)",
        unit: "msg",
        bound: "max",
        limit: 0,
        statistic: "worst",
        value: 12,
        verdict: "exceeded",
        reason: NO_LOSS.reason,
        dataLoss: true,
      },
    ]);
    expect(checkLimits(nodeLossResults([0, 0, 0]), {})).toEqual([
      expect.objectContaining({ key: LOST, value: 0, verdict: "within", dataLoss: true }),
    ]);
  });

  it("a limits entry cannot loosen it, under any key, and says it was set aside", () => {
    const results = nodeLossResults([0, 12, 0]);
    for (const key of ["lostMessages", "node-loss.lostMessages", LOST]) {
      const checks = checkLimits(results, limits({ [key]: { max: 100, reason: "loose" } }));
      expect(checks).toEqual([
        expect.objectContaining({
          key: LOST,
          limitKey: "(scenario default)",
          limit: 0,
          statistic: "worst",
          value: 12,
          verdict: "exceeded",
          dataLoss: true,
        }),
      ]);
      expect(checks[0]!.reason).toBe(
        `${NO_LOSS.reason} (the limits entry '${key}' does not apply: a scenario's data-loss bound cannot be loosened)`,
      );
      expect(limitsVerdict(checks)).toBe("data-loss");
    }
  });

  it("without the scenario's bound (loss accepted), the config's limits apply as to any metric", () => {
    const accepted = nodeLossResults([0, 12, 0], null);
    expect(checkLimits(accepted, {})).toEqual([]);
    const within = checkLimits(accepted, limits({ lostMessages: { max: 100, statistic: "worst" } }));
    expect(within).toEqual([
      expect.objectContaining({
        limitKey: "lostMessages",
        limit: 100,
        value: 12,
        verdict: "within",
        dataLoss: false,
      }),
    ]);
    expect(limitsVerdict(within)).toBe("pass");
    const exceeded = checkLimits(accepted, limits({ lostMessages: { max: 5, statistic: "worst" } }));
    expect(exceeded).toEqual([expect.objectContaining({ verdict: "exceeded", dataLoss: false })]);
    expect(limitsVerdict(exceeded)).toBe("limit-exceeded");
  });

  it("a bound without a valid trial is not measured and does not fail", () => {
    const checks = checkLimits(nodeLossResults([]), {});
    expect(checks).toEqual([
      expect.objectContaining({ value: null, verdict: "not-measured", dataLoss: true }),
    ]);
    expect(limitsVerdict(checks)).toBe("pass");
  });

  it("counts what an invalid trial lost: the loss is data loss whether or not the trial could be measured", () => {
    const withInvalid = (lost: number) => {
      const results = nodeLossResults([0]);
      const scenario = results.targets[0]!.scenarios[0]!;
      const trial = scenario.trials[0]!;
      const counters = {
        published: 9,
        confirmed: 9,
        nacked: 0,
        returned: 0,
        consumed: 9 - lost,
        duplicates: 0,
        lost,
      };
      scenario.trials = [trial, { ...trial, trial: 2, valid: false, invalidReason: "no recovery", counters }];
      scenario.valid = false;
      scenario.invalidReasons = ["trial 2: no recovery"];
      return results;
    };
    const lost = checkLimits(withInvalid(7), {});
    expect(lost).toEqual([expect.objectContaining({ value: 7, verdict: "exceeded", dataLoss: true })]);
    expect(judgement(withInvalid(7), undefined, lost).verdict).toBe("data-loss");
    // Nothing known lost: an invalid scenario's bound stays not measured, and the verdict invalid.
    const none = checkLimits(withInvalid(0), {});
    expect(none).toEqual([expect.objectContaining({ value: null, verdict: "not-measured" })]);
    expect(judgement(withInvalid(0), undefined, none).verdict).toBe("invalid");
  });

  it("data-loss is the most severe verdict, above invalid, and leads the report order", () => {
    const order: OverallVerdict[] = [
      "pass",
      "pass-with-warnings",
      "regression",
      "limit-exceeded",
      "invalid",
      "data-loss",
    ];
    for (const [index, verdict] of order.entries()) {
      for (const other of order.slice(0, index)) {
        expect(worstVerdict(verdict, other)).toBe(verdict);
        expect(worstVerdict(other, verdict)).toBe(verdict);
      }
    }
    const lost = checkLimits(nodeLossResults([0, 12, 0]), {});
    expect(judgement(loadFixture("results-invalid"), undefined, lost).verdict).toBe("data-loss");
    const results = nodeLossResults([0, 12, 0]);
    const checks = checkLimits(results, limits({ publishRate: { min: 6000 }, brokerMemoryMiB: { max: 1 } }));
    expect(limitsInReportOrder(checks).map((c) => [c.metric, c.verdict])).toEqual([
      ["lostMessages", "exceeded"],
      ["publishRate", "exceeded"],
      ["brokerMemoryMiB", "not-measured"],
    ]);
    expect(limitsVerdict(checks)).toBe("data-loss");
  });
});
