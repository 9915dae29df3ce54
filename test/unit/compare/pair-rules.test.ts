import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { statisticalPolicy } from "../../../src/compare/statistical-policy.js";
import { verdictSentence } from "../../../src/report/text.js";
import { nodeLossResults } from "../../fixtures/build.js";
import { runCli, tempFiles } from "../cli/helpers.js";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { resultsJson } from "../../../src/model/results.js";

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
  it("is not compared when its description changed (latency's work from the paced load, then from a work phase)", () => {
    const paced = nodeLossResults([0, 0, 0], null);
    const phase = nodeLossResults([0, 0, 0], null);
    const publish = (results: typeof paced) =>
      results.targets[0]!.scenarios[0]!.metrics.find((metric) => metric.id === "publishRate")!;
    publish(paced).description = "messages per second, paced";
    publish(phase).description = "messages per second, one at a time (the work phase)";
    publish(phase).samples = publish(phase).samples.map((value) => value * 2);
    publish(phase).summary = { ...publish(phase).summary, median: publish(phase).summary.median * 2 };
    const comparison = compareResults(paced, phase, thresholds, { clockMetrics: "bind" });
    const row = comparison.rows.find((candidate) => candidate.metric === "publishRate")!;
    expect(row.verdict).toBe("inconclusive");
    expect(row.notes).toEqual([
      "measured another way since the baseline, not compared until main stores a run measured this way: its scenario describes it differently (the results files hold both descriptions)",
    ]);
    expect(comparison.verdict).toBe("pass");
  });
});
