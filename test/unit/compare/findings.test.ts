import { describe, expect, it } from "vitest";
import type { ComparisonRow } from "../../../src/compare/comparison.js";
import { findings } from "../../../src/compare/findings.js";
import { resolveThreshold } from "../../../src/compare/thresholds.js";

function row(
  metric: string,
  kind: ComparisonRow["kind"],
  verdict: ComparisonRow["verdict"],
  changePct: number,
): ComparisonRow {
  const summary = { n: 5, median: 1, mean: 1, min: 1, max: 1, stdev: 0, rsdPct: 0 };
  return {
    target: "broker",
    scenario: "throughput",
    metric,
    key: `broker/throughput.${metric}`,
    unit: "x",
    // Rates are better higher, everything else lower: the direction word follows it.
    direction: /Rate$|PerSec$/.test(metric) ? "higher" : "lower",
    kind,
    baseline: summary,
    current: summary,
    changePct,
    betterPct: /Rate$|PerSec$/.test(metric) ? changePct : -changePct,
    thresholdPct: 10,
    thresholdKey: "default",
    verdict,
    notes: [],
    ci: null,
    pValue: null,
    settle: null,
    noisePct: null,
    acknowledgement: null,
    binds: true,
    movesWithMachine: null,
    history: null,
  };
}

describe("findings", () => {
  it("says the broker lost more confirmed messages when a loss metric regressed (loss accepted)", () => {
    const found = findings([row("lostMessages", "loss", "regressed", 50)]);
    expect(found).toEqual([
      expect.objectContaining({
        kind: "loss",
        message: "the broker lost 50% more confirmed messages (lostMessages)",
      }),
    ]);
  });

  it("says the broker does more work per message when reductions regressed", () => {
    const found = findings([
      row("reductionsPerMessage", "work", "regressed", 7.04),
      row("publishRate", "time", "regressed", -12),
    ]);
    expect(found.map((f) => f.message)).toEqual([
      "the broker does 7.0% more work per message (reductionsPerMessage)",
    ]);
    expect(found[0]).toMatchObject({ target: "broker", scenario: "throughput", kind: "work" });
  });

  it("names the churn variant and tells the load generator's CPU from the broker's", () => {
    const found = findings([
      row("durableQueueBrokerCpuUsPerOp", "cpu", "regressed", 30),
      row("durableQueueClientCpuUsPerOp", "cpu", "acknowledged", 40),
      row("brokerMemoryMiB", "memory", "regressed", 20),
      row("durableQueueReductionsPerOp", "work", "regressed", 12),
    ]).map((f) => f.message);
    expect(found).toEqual([
      "the broker uses 30% more CPU time per durableQueue cycle (durableQueueBrokerCpuUsPerOp)",
      "the load generator uses 40% more CPU time per durableQueue cycle (durableQueueClientCpuUsPerOp)",
      "the broker holds 20% more memory (brokerMemoryMiB)",
      "the broker does 12% more work per durableQueue cycle (durableQueueReductionsPerOp)",
    ]);
  });

  it("points at the machine when only time metrics regressed and the work is unchanged", () => {
    const found = findings([
      row("publishRate", "time", "regressed", -30),
      row("e2eLatencyP99Us", "time", "regressed", 40),
      row("reductionsPerMessage", "work", "unchanged", 0.4),
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]!.kind).toBe("time");
    expect(found[0]!.message).toBe(
      "publishRate, e2eLatencyP99Us regressed while the broker's work per operation is unchanged (reductionsPerMessage +0.4% worse): the machine may have been slower, not the broker",
    );
  });

  it("does not rule the broker out when its work did not settle, nor when it was not measured", () => {
    const unsettled = findings([
      row("publishRate", "time", "regressed", -30),
      row("reductionsPerMessage", "work", "inconclusive", 4),
    ]);
    expect(unsettled[0]!.message).toMatch(
      /did not settle \(inconclusive\), so a slower broker is not ruled out$/,
    );
    const unmeasured = findings([row("publishRate", "time", "regressed", -30)]);
    expect(unmeasured[0]!.message).toMatch(/no work metric was measured on both sides/);
  });

  it("names the clock metrics that moved against another run, and what the work did meanwhile", () => {
    const moved = [
      row("publishRate", "time", "not-comparable", -30),
      row("e2eLatencyP99Us", "time", "not-comparable", 459),
    ];
    expect(findings([...moved, row("reductionsPerMessage", "work", "unchanged", 0.4)])).toEqual([
      expect.objectContaining({
        kind: "time",
        metrics: ["publishRate", "e2eLatencyP99Us"],
        message:
          "publishRate -30% worse, e2eLatencyP99Us +459% worse moved against a baseline from another run, which does not bind them; the broker's work per operation is unchanged, so most likely the machine",
      }),
    ]);
    const [withMoreWork] = findings([...moved, row("reductionsPerMessage", "work", "regressed", 6)]).filter(
      (f) => f.kind === "time",
    );
    expect(withMoreWork!.message).toMatch(/; see the work metrics for the broker's share$/);
    expect(findings(moved)[0]!.message).toMatch(/; no work metric was measured on both sides$/);
  });

  it("has nothing to say when nothing regressed", () => {
    expect(
      findings([
        row("publishRate", "time", "improved", 30),
        row("reductionsPerMessage", "work", "unchanged", 1),
      ]),
    ).toEqual([]);
  });
});

describe("thresholds by kind", () => {
  const thresholds = {
    default: 10,
    kinds: { work: 3, cpu: 25 },
    metrics: { "throughput.reductionsPerMessage": 2 },
  };
  it("a metric's own entry first, then its kind, then the default", () => {
    expect(resolveThreshold(thresholds, "t", "throughput", "reductionsPerMessage", "work")).toEqual({
      pct: 2,
      key: "throughput.reductionsPerMessage",
    });
    expect(resolveThreshold(thresholds, "t", "bind-churn", "durableBindingReductionsPerOp", "work")).toEqual({
      pct: 3,
      key: "kinds.work",
    });
    expect(resolveThreshold(thresholds, "t", "throughput", "clientCpuUsPerMessage", "cpu")).toEqual({
      pct: 25,
      key: "kinds.cpu",
    });
    // A kind the config leaves out takes its built-in default.
    expect(resolveThreshold(thresholds, "t", "throughput", "brokerMemoryMiB", "memory")).toEqual({
      pct: 15,
      key: "kinds.memory",
    });
    // Results written before kinds existed: time metrics.
    expect(resolveThreshold(thresholds, "t", "throughput", "publishRate")).toEqual({
      pct: 10,
      key: "default",
    });
  });

  it("a metric's measured threshold comes after the config's entries for it and its kind", () => {
    const none = { default: 10, metrics: {} };
    expect(resolveThreshold(none, "t", "throughput", "reductionsPerMessage", "work", 1.5)).toEqual({
      pct: 1.5,
      key: "measured",
    });
    expect(resolveThreshold(none, "t", "throughput", "reductionsPerMessage", "work")).toEqual({
      pct: 3,
      key: "kinds.work",
    });
    // A kind set in the config applies to all its metrics, measured ones too.
    expect(resolveThreshold(thresholds, "t", "latency", "reductionsPerMessage", "work", 1.5)).toEqual({
      pct: 3,
      key: "kinds.work",
    });
    expect(resolveThreshold(thresholds, "t", "throughput", "reductionsPerMessage", "work", 1.5)).toEqual({
      pct: 2,
      key: "throughput.reductionsPerMessage",
    });
    // Time metrics without a config entry take the default, measured or not.
    expect(resolveThreshold(none, "t", "latency", "e2eLatencyP99Us", "time")).toEqual({
      pct: 10,
      key: "default",
    });
  });
});
