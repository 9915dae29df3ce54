import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  acknowledgeRegressions,
  checkAcknowledgementExpiry,
  type AcknowledgeConfig,
} from "../../../src/compare/acknowledge.js";
import { compareResults } from "../../../src/compare/compare.js";
import { InputError } from "../../../src/model/errors.js";
import { resolveConfig, type ScenarioRegistry } from "../../../src/gate/resolve.js";
import type { Scenario } from "../../../src/scenarios/scenario.js";
import { loadFixture } from "../../fixtures/load.js";

/**
 * results-regressed against baseline-basic: 5 regressed (publishRate, consumeRate, 3 latency tails),
 * with rates and latencies binding (verdict.clockMetrics: bind) so that they can regress.
 */
const regressed = () =>
  compareResults(
    loadFixture("baseline-basic"),
    loadFixture("results-regressed"),
    { default: 10, metrics: {} },
    { clockMetrics: "bind" },
  );

const config = (partial: Partial<AcknowledgeConfig> = {}): AcknowledgeConfig => ({
  label: "perf-regression-accepted",
  regressions: [],
  ...partial,
});

describe("acknowledgeRegressions", () => {
  it("turns a regression named by a config entry into a warning with its reason and expiry", () => {
    const result = acknowledgeRegressions(
      regressed(),
      config({
        regressions: [
          { metric: "throughput.publishRate", reason: "quorum queues by default", expires: "2099-01-01" },
        ],
      }),
    );
    const publish = result.rows.find((row) => row.metric === "publishRate")!;
    expect(publish.verdict).toBe("acknowledged");
    expect(publish.acknowledgement).toEqual({
      source: "config",
      reason: "quorum queues by default",
      expires: "2099-01-01",
    });
    expect(result.counts).toMatchObject({ regressed: 4, acknowledged: 1 });
    // Other regressions still fail the gate.
    expect(result.verdict).toBe("regression");
  });

  it("accepts every regression when the pull request has the label: pass with warnings", () => {
    const result = acknowledgeRegressions(regressed(), config({ label: "perf-ok" }), {
      labels: ["dependencies", "perf-ok"],
    });
    expect(result.verdict).toBe("pass-with-warnings");
    expect(result.counts).toMatchObject({ regressed: 0, acknowledged: 5, improved: 3 });
    expect(
      result.rows.filter((row) => row.verdict === "acknowledged").map((row) => row.acknowledgement),
    ).toEqual(
      Array(5).fill({ source: "label", reason: "the pull request has the label 'perf-ok'", expires: null }),
    );
  });

  it("ignores other labels and leaves the input untouched", () => {
    const before = regressed();
    const snapshot = structuredClone(before);
    const result = acknowledgeRegressions(before, config(), { labels: ["perf"] });
    expect(result.verdict).toBe("regression");
    expect(result.counts.acknowledged).toBe(0);
    expect(before).toEqual(snapshot);
  });

  it("matches entries by the threshold keys: metric, scenario.metric, target/scenario.metric", () => {
    const result = acknowledgeRegressions(
      regressed(),
      config({
        regressions: [
          { metric: "consumeRate", reason: "a", expires: "2099-01-01" },
          {
            metric: "rabbitmq-4.0.5-management/throughput.e2eLatencyP99Us",
            reason: "b",
            expires: "2099-01-01",
          },
        ],
      }),
    );
    expect(result.rows.filter((row) => row.verdict === "acknowledged").map((row) => row.metric)).toEqual([
      "consumeRate",
      "e2eLatencyP99Us",
    ]);
  });

  it("warns about entries that match nothing or that are no longer needed", () => {
    const result = acknowledgeRegressions(
      regressed(),
      config({
        regressions: [
          { metric: "publishRat", reason: "typo", expires: "2099-01-01" },
          { metric: "throughput.e2eLatencyP50Us", reason: "old", expires: "2099-01-01" },
        ],
      }),
    );
    expect(result.warnings).toEqual([
      "acknowledge.regressions entry 'publishRat' matches no metric; keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>'",
      "acknowledge.regressions entry 'throughput.e2eLatencyP50Us' is not needed: the metric did not regress",
    ]);
  });

  it("never hides an invalid measurement", () => {
    const invalid = compareResults(loadFixture("baseline-basic"), loadFixture("results-invalid"), {
      default: 10,
      metrics: {},
    });
    expect(acknowledgeRegressions(invalid, config(), { labels: ["perf-regression-accepted"] }).verdict).toBe(
      "invalid",
    );
  });
});

describe("acknowledgement expiry", () => {
  const entry = { metric: "publishRate", reason: "accepted", expires: "2025-06-30" };

  it("holds through its last day (UTC) and is a config error the day after", () => {
    expect(() =>
      checkAcknowledgementExpiry(config({ regressions: [entry] }), new Date("2025-06-30T23:59:59Z")),
    ).not.toThrow();
    const error = (() => {
      try {
        checkAcknowledgementExpiry(config({ regressions: [entry] }), new Date("2025-07-01T00:00:00Z"));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).message).toBe(
      "acknowledge.regressions[0].expires: the acknowledgement of 'publishRate' expired on 2025-06-30 (today is 2025-07-01); fix the regression, or renew the entry with a new date and reason",
    );
  });

  const registry: ScenarioRegistry = new Map(
    ["throughput"].map((id) => [
      id,
      {
        id,
        description: id,
        parameters: z.strictObject({}),
        metrics: () => [],
        estimateTrialMs: () => 1,
        runTrial: () => Promise.reject(new Error("not run")),
      } as Scenario,
    ]),
  );
  const raw = (expires: string) => ({
    scenarios: ["throughput"],
    acknowledge: { regressions: [{ metric: "publishRate", reason: "r", expires }] },
  });

  it("is checked when the config is resolved", () => {
    expect(() =>
      resolveConfig(raw("2025-01-01"), { registry, now: new Date("2025-02-01T00:00:00Z") }),
    ).toThrow(
      /^acknowledge\.regressions\[0\]\.expires: the acknowledgement of 'publishRate' expired on 2025-01-01/,
    );
    const ok = resolveConfig(raw("2025-01-01"), { registry, now: new Date("2024-12-31T00:00:00Z") });
    expect(ok.acknowledge).toEqual({
      label: "perf-regression-accepted",
      regressions: [{ metric: "publishRate", reason: "r", expires: "2025-01-01" }],
      changePoints: [],
    });
  });

  it("refuses a date that is not a calendar day", () => {
    expect(() => resolveConfig(raw("2025-02-30"), { registry })).toThrow(
      "acknowledge.regressions[0].expires: expected a real calendar date as YYYY-MM-DD",
    );
    expect(() => resolveConfig(raw("next week"), { registry })).toThrow(
      'acknowledge.regressions[0].expires: expected a date as YYYY-MM-DD; got "next week"',
    );
  });
});
