import { describe, expect, it } from "vitest";
import { resolveThreshold, thresholdKeys, unusedThresholdWarnings } from "../../../src/compare/thresholds.js";

describe("resolveThreshold", () => {
  const thresholds = {
    default: 10,
    metrics: {
      publishRate: 8,
      "throughput.publishRate": 6,
      "rabbitmq-4.0/throughput.publishRate": 4,
      e2eLatencyP99: 25,
    },
  };

  it("lists keys from most to least specific", () => {
    expect(thresholdKeys("t", "s", "m")).toEqual(["t/s.m", "s.m", "m"]);
  });

  it("picks the most specific key that is set", () => {
    expect(resolveThreshold(thresholds, "rabbitmq-4.0", "throughput", "publishRate")).toEqual({
      pct: 4,
      key: "rabbitmq-4.0/throughput.publishRate",
    });
    expect(resolveThreshold(thresholds, "rabbitmq-3.13", "throughput", "publishRate")).toEqual({
      pct: 6,
      key: "throughput.publishRate",
    });
    expect(resolveThreshold(thresholds, "rabbitmq-3.13", "throughput-4k", "publishRate")).toEqual({
      pct: 8,
      key: "publishRate",
    });
    expect(resolveThreshold(thresholds, "rabbitmq-4.0", "throughput", "e2eLatencyP99")).toEqual({
      pct: 25,
      key: "e2eLatencyP99",
    });
  });

  it("falls back to the default", () => {
    expect(resolveThreshold(thresholds, "rabbitmq-4.0", "queue-churn", "declareRate")).toEqual({
      pct: 10,
      key: "default",
    });
  });

  it("does not mistake inherited object properties for keys", () => {
    expect(resolveThreshold({ default: 10, metrics: {} }, "t", "s", "constructor")).toEqual({
      pct: 10,
      key: "default",
    });
  });
});

describe("unusedThresholdWarnings", () => {
  it("warns once per key that matches nothing, naming the known metrics", () => {
    const warnings = unusedThresholdWarnings(
      { default: 10, metrics: { "s.m": 5, "s.typo": 5, typo: 1, "T/S.M": 2 } },
      [
        { target: "t", scenario: "s", metric: "m" },
        { target: "t", scenario: "s", metric: "n" },
      ],
    );
    expect(warnings).toEqual([
      "thresholds.metrics['s.typo'] matches no metric, so it has no effect; keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>'; metrics: m, n",
      "thresholds.metrics['typo'] matches no metric, so it has no effect; keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>'; metrics: m, n",
      "thresholds.metrics['T/S.M'] matches no metric, so it has no effect; did you mean 't/s.m'?",
    ]);
  });
});
