import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { statisticalPolicy } from "../../../src/compare/statistical-policy.js";
import { verdictSentence } from "../../../src/report/text.js";
import { nodeLossResults, singleScenario } from "../../fixtures/build.js";
import { runCli, tempFiles } from "../cli/helpers.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { resultsJson, type Results } from "../../../src/model/results.js";
import { throughputScenario } from "../../../src/scenarios/load/throughput.js";
import { ThroughputParametersSchema } from "../../../src/scenarios/load/parameters.js";

const thresholds = { default: 10, kinds: {}, metrics: {} };
const lostRow = (comparison: ReturnType<typeof compareResults>) =>
  comparison.rows.find((row) => row.metric === "lostMessages")!;

/** Loss against a baseline that lost nothing is judged absolutely, not as a relative change. */
describe("loss binds absolutely", () => {
  it("fails a node-loss run that lost 5 confirmed messages where no trial of the baseline lost any (loss accepted, no limit)", () => {
    const comparison = compareResults(
      nodeLossResults([0, 0, 0], null),
      nodeLossResults([0, 5, 0], null),
      thresholds,
    );
    expect(comparison.verdict).toBe("regression");
    expect(lostRow(comparison)).toMatchObject({ verdict: "regressed", binds: true, changePct: null });
    expect(lostRow(comparison).notes).toEqual([
      "loss binds absolutely, whatever the policy or threshold: lost 5 msg in the worst trial (median 0) where no trial of the baseline lost any",
    ]);
    expect(comparison.findings).toContainEqual(
      expect.objectContaining({
        kind: "loss",
        message:
          "the broker lost confirmed messages where no trial of the baseline lost any: 5 in the worst trial (lostMessages)",
      }),
    );
    expect(verdictSentence(nodeLossResults([0, 5, 0], null), comparison)).toMatch(/^1 metric regressed/);
  });

  it("whatever the policy: the statistical one too, which would call a change from 0 inconclusive", () => {
    const policy = statisticalPolicy();
    const comparison = compareResults(
      nodeLossResults([0, 0, 0], null),
      nodeLossResults([0, 5, 0], null),
      thresholds,
      {
        policy,
      },
    );
    expect(lostRow(comparison).verdict).toBe("regressed");
  });

  it("leaves a metric with the scenario's own limit to it, and judges a baseline that lost some by the policy", () => {
    const allowed = { max: 10, reason: "the test accepts up to 10" };
    const within = compareResults(
      nodeLossResults([0, 0, 0], allowed),
      nodeLossResults([0, 5, 0], allowed),
      thresholds,
    );
    expect(lostRow(within).verdict).not.toBe("regressed");
    const both = compareResults(
      nodeLossResults([0, 0, 0], null),
      nodeLossResults([0, 0, 0], null),
      thresholds,
    );
    expect(lostRow(both).verdict).toBe("unchanged");
    const some = compareResults(
      nodeLossResults([4, 5, 6], null),
      nodeLossResults([4, 5, 6], null),
      thresholds,
    );
    expect(lostRow(some).verdict).toBe("unchanged");
  });

  it("reads the baseline's none from its worst trial: less loss than the baseline's worst is no loss regression", () => {
    const comparison = compareResults(
      nodeLossResults([0, 7, 0], null),
      nodeLossResults([0, 5, 0], null),
      thresholds,
    );
    expect(lostRow(comparison).verdict).not.toBe("regressed");
    expect(lostRow(comparison).notes.join(" ")).not.toMatch(/lost none|lost any|binds absolutely/);
    expect(comparison.verdict).toBe("pass");
    // The statistical policy as well: the medians are equal.
    expect(
      lostRow(
        compareResults(nodeLossResults([0, 7, 0], null), nodeLossResults([0, 5, 0], null), thresholds, {
          policy: statisticalPolicy(),
        }),
      ).verdict,
    ).not.toBe("regressed");
  });

  it("says one thing of a loss that moves with the machine (MQTT's QoS 0 drops): regressed, and whether it binds is the reference's", () => {
    const drops = (samples: number[]) => {
      const results = nodeLossResults(samples, null);
      const metric = results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === "lostMessages")!;
      metric.movesWithMachine = "at QoS 0 the broker drops what a subscriber does not keep up with";
      return results;
    };
    const separate = lostRow(compareResults(drops([0, 0, 0]), drops([0, 5, 0]), thresholds));
    expect(separate).toMatchObject({ verdict: "not-comparable", binds: false });
    expect(separate.notes.join(" ")).not.toMatch(/binds absolutely|whatever the policy/);
    expect(separate.notes.join(" ")).toMatch(/does not bind/);
    const sameJob = lostRow(
      compareResults(drops([0, 0, 0]), drops([0, 5, 0]), thresholds, { reference: "same-job" }),
    );
    expect(sameJob).toMatchObject({ verdict: "regressed", binds: true });
    expect(sameJob.notes).toEqual([
      "lost 5 msg in the worst trial (median 0) where no trial of the baseline lost any",
    ]);
  });

  it("fails compare from the command line, naming the loss", async () => {
    const dir = tempFiles({});
    writeFileSync(join(dir, "baseline.json"), resultsJson(nodeLossResults([0, 0, 0], null)));
    writeFileSync(join(dir, "current.json"), resultsJson(nodeLossResults([0, 5, 0], null)));
    const run = await runCli([
      "compare",
      "--no-config",
      "--baseline",
      join(dir, "baseline.json"),
      "--current",
      join(dir, "current.json"),
      "--no-color",
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain(
      "the broker lost confirmed messages where no trial of the baseline lost any: 5 in the worst trial (lostMessages)",
    );
  });
});

describe("a metric measured another way since the baseline", () => {
  const publish = (results: Results) =>
    results.targets[0]!.scenarios[0]!.metrics.find((metric) => metric.id === "publishRate")!;
  const doubled = (results: Results) => {
    const metric = publish(results);
    metric.samples = metric.samples.map((value) => value * 2);
    metric.summary = { ...metric.summary, median: metric.summary.median * 2 };
    return results;
  };
  const publishRow = (comparison: ReturnType<typeof compareResults>) =>
    comparison.rows.find((candidate) => candidate.metric === "publishRate")!;

  it("is not compared when its method version changed, and the note names the change", () => {
    const before = nodeLossResults([0, 0, 0], null);
    const after = doubled(nodeLossResults([0, 0, 0], null));
    Object.assign(publish(before), { method: 1 });
    Object.assign(publish(after), { method: 2, methodChange: "one message at a time (the work phase)" });
    const row = publishRow(compareResults(before, after, thresholds, { clockMetrics: "bind" }));
    expect(row.verdict).toBe("inconclusive");
    expect(row.notes).toEqual([
      "measured another way since method 2 of the metric (one message at a time (the work phase)) (method 1 in the baseline, method 2 in this run); not compared until main stores a run measured this way",
    ]);
  });

  it("is compared when only its description was reworded (both sides record the method)", () => {
    const before = nodeLossResults([0, 0, 0], null);
    const after = doubled(nodeLossResults([0, 0, 0], null));
    Object.assign(publish(before), { method: 1, description: "messages per second" });
    Object.assign(publish(after), {
      method: 1,
      description: "messages published per second, all publishers",
    });
    const row = publishRow(compareResults(before, after, thresholds, { clockMetrics: "bind" }));
    expect(row.verdict).toBe("improved");
    expect(row.notes.join(" ")).not.toMatch(/another way/);
  });

  it("is compared against a baseline from before methods were recorded when its wording is a former one of the method", () => {
    const before = nodeLossResults([0, 0, 0], null);
    const after = doubled(nodeLossResults([0, 0, 0], null));
    Object.assign(publish(before), { description: "messages per second" });
    Object.assign(publish(after), {
      method: 1,
      description: "messages published per second, all publishers",
      formerDescriptions: ["messages per second"],
    });
    expect(publishRow(compareResults(before, after, thresholds, { clockMetrics: "bind" })).verdict).toBe(
      "improved",
    );
  });

  it("is not compared against such a baseline when its description differs otherwise (latency's work from the paced load, then from a work phase)", () => {
    const paced = nodeLossResults([0, 0, 0], null);
    const phase = doubled(nodeLossResults([0, 0, 0], null));
    publish(paced).description = "messages per second, paced";
    Object.assign(publish(phase), {
      method: 2,
      description: "messages per second, one at a time (the work phase)",
    });
    const comparison = compareResults(paced, phase, thresholds, { clockMetrics: "bind" });
    const row = publishRow(comparison);
    expect(row.verdict).toBe("inconclusive");
    expect(row.notes).toEqual([
      "its scenario describes it differently and the older record predates recorded method versions, so it may be measured another way (the results files hold both descriptions); not compared until main stores a run measured this way",
    ]);
    expect(comparison.verdict).toBe("pass");
  });

  it("is not compared across bases (latency from the scheduled publish, then from the publish)", () => {
    const before = nodeLossResults([0, 0, 0], null);
    const after = nodeLossResults([0, 0, 0], null);
    Object.assign(publish(before), { method: 1, basis: "the scheduled publish" });
    Object.assign(publish(after), { method: 1, basis: "publish" });
    expect(publishRow(compareResults(before, after, thresholds, { clockMetrics: "bind" })).notes).toEqual([
      "measured from another basis ('the scheduled publish' in the baseline, 'publish' in this run); not compared until main stores a run measured this way",
    ]);
  });
});

/** The load scenarios' principal metric, as a baseline stored before methods were recorded has it. */
describe("throughput's reductionsPerMessage against a stored baseline with an earlier wording", () => {
  it("compares: the wording before the note on the generator's clients is the same method", () => {
    const definition = throughputScenario
      .metrics(ThroughputParametersSchema.parse({}), "amqp091")
      .find((metric) => metric.id === "reductionsPerMessage")!;
    const earlier =
      "broker reductions (Erlang VM work, all nodes) per message published and consumed one at a time end to end (the work phase), idle background subtracted";
    expect(definition.formerDescriptions).toContain(earlier);
    const stored = (
      description: string,
      median: number,
      method: Partial<Results["targets"][0]["scenarios"][0]["metrics"][0]> = {},
    ) => {
      const results = singleScenario([
        {
          id: "reductionsPerMessage",
          unit: "reductions",
          direction: "lower",
          kind: "work",
          samples: [median - 5, median, median + 5],
        },
      ]);
      Object.assign(results.targets[0]!.scenarios[0]!.metrics[0]!, { description, ...method });
      return results;
    };
    const baseline = stored(earlier, 2000);
    const current = stored(definition.description, 2200, {
      method: 1,
      formerDescriptions: definition.formerDescriptions,
    });
    const row = compareResults(baseline, current, thresholds).rows[0]!;
    expect(row.verdict).toBe("regressed");
  });

  it("is method 2 over AMQP 1.0 (the consumer's session window), so a baseline from before is not taken for an improvement", () => {
    const params = ThroughputParametersSchema.parse({});
    const over = (protocol: "amqp091" | "amqp10") =>
      throughputScenario
        .metrics(params, protocol)
        .filter((metric) => metric.kind === "work" || metric.id.includes("CpuUs"));
    expect(over("amqp10").map((metric) => metric.method)).toEqual([2, 2, 2]);
    expect(over("amqp091").map((metric) => metric.method ?? 1)).toEqual([1, 1, 1]);
    expect(over("amqp10")[0]!.methodChange).toMatch(/session window/);
    // A stored AMQP 1.0 baseline from before methods were recorded was measured the older way.
    expect(over("amqp10")[0]!.formerDescriptions).toBeUndefined();
    const earlier =
      "broker reductions (Erlang VM work, all nodes) per message published and consumed one at a time end to end (the work phase), idle background subtracted";
    const stored = (median: number, fields: Partial<Results["targets"][0]["scenarios"][0]["metrics"][0]>) => {
      const results = singleScenario([
        {
          id: "reductionsPerMessage",
          unit: "reductions",
          direction: "lower",
          kind: "work",
          samples: [median - 5, median, median + 5],
        },
      ]);
      Object.assign(results.targets[0]!.scenarios[0]!.metrics[0]!, fields);
      return results;
    };
    const { id: _id, ...current } = over("amqp10")[0]!;
    const row = compareResults(stored(2370, { description: earlier }), stored(2241, current), thresholds)
      .rows[0]!;
    expect(row.verdict).toBe("inconclusive");
  });
});
