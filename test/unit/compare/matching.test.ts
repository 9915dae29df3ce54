import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acknowledgeRegressions } from "../../../src/compare/acknowledge.js";
import { compareResults } from "../../../src/compare/compare.js";
import { suggestRenames } from "../../../src/compare/matching.js";
import { exitCodeOf } from "../../../src/gate/outcome.js";
import { ExitCode } from "../../../src/model/errors.js";
import { isBrokerWorkMetric } from "../../../src/model/metrics.js";
import type { Results } from "../../../src/model/results.js";
import { verdictSentence } from "../../../src/report/text.js";
import { buildResults, type TargetSpec } from "../../fixtures/build.js";
import { fixturePath } from "../../fixtures/load.js";
import { runCli, tempFiles } from "../cli/helpers.js";

const thresholds = { default: 10, kinds: { work: 3 }, metrics: {} };

const work = (reductions: number) => ({
  id: "reductionsPerMessage",
  unit: "reductions/msg",
  direction: "lower" as const,
  kind: "work" as const,
  samples: [reductions, reductions, reductions],
});

function target(id: string, scenarios: string[] = ["throughput"], reductions = 2_000): TargetSpec {
  return { id, scenarios: scenarios.map((name) => ({ name, metrics: [work(reductions)] })) };
}

const results = (...targets: TargetSpec[]): Results => buildResults(targets);

describe("what a comparison matched", () => {
  it("fails a comparison whose only target was renamed, naming both ids and the likely rename", () => {
    const comparison = compareResults(
      results(target("rabbitmq-4.0.5")),
      results(target("rabbitmq-4.0.5-management")),
      thresholds,
    );
    expect(comparison.verdict).toBe("unmatched");
    expect(comparison.counts).toMatchObject({ compared: 0, regressed: 0 });
    expect(comparison.matching).toMatchObject({
      unmatched: true,
      baselineOnlyTargets: ["rabbitmq-4.0.5"],
      currentOnlyTargets: ["rabbitmq-4.0.5-management"],
      renames: [{ current: "rabbitmq-4.0.5-management", baseline: "rabbitmq-4.0.5" }],
    });
    const sentence = verdictSentence(results(), comparison);
    expect(sentence).toBe(
      "nothing compared: targets only in the baseline: 'rabbitmq-4.0.5'; only in this run: " +
        "'rabbitmq-4.0.5-management'; renamed? the baseline has 'rabbitmq-4.0.5' for " +
        "'rabbitmq-4.0.5-management'. Give the targets and scenarios the ids the baseline has " +
        "(targets[].id, scenarios[].name), or store a baseline of this config",
    );
    expect(sentence).not.toContain("\n");
    // No setting lets it pass: not failOnRegression, not the acknowledge label.
    expect(exitCodeOf(comparison.verdict, false)).toBe(ExitCode.Regression);
    const labelled = acknowledgeRegressions(
      comparison,
      { label: "perf-regression-ok", regressions: [] },
      { labels: ["perf-regression-ok"] },
    );
    expect(labelled.verdict).toBe("unmatched");
  });

  it("fails when one target of a matrix was renamed and the others matched", () => {
    const comparison = compareResults(
      results(target("rabbitmq-4.0.5"), target("rabbitmq-4.3.6")),
      results(target("rabbitmq-4.0.5"), target("rabbitmq-4.3")),
      thresholds,
    );
    expect(comparison.verdict).toBe("unmatched");
    expect(comparison.matching.renames).toEqual([{ current: "rabbitmq-4.3", baseline: "rabbitmq-4.3.6" }]);
  });

  it("fails when a target's scenarios were all renamed", () => {
    const comparison = compareResults(
      results(target("rabbit", ["throughput"])),
      results(target("rabbit", ["throughput-quorum"])),
      thresholds,
    );
    expect(comparison.verdict).toBe("unmatched");
    expect(comparison.matching).toMatchObject({
      targetsWithoutMatch: ["rabbit"],
      baselineOnlyScenarios: ["rabbit/throughput"],
      currentOnlyScenarios: ["rabbit/throughput-quorum"],
      renames: [{ current: "rabbit/throughput-quorum", baseline: "rabbit/throughput" }],
    });
    expect(verdictSentence(results(), comparison)).toMatch(
      /^nothing compared: no scenario of 'rabbit' on both sides \(only in the baseline: 'rabbit\/throughput'; only in this run: 'rabbit\/throughput-quorum'\)/,
    );
  });

  it("passes a partial match, and the headline says what was not compared", () => {
    // A new scenario and a new target in the pull request, a target main had and no longer has.
    const comparison = compareResults(
      results(target("rabbit", ["throughput"]), target("old-broker")),
      results(target("rabbit", ["throughput", "latency"])),
      thresholds,
    );
    expect(comparison.verdict).toBe("pass");
    expect(comparison.matching.unmatched).toBe(false);
    expect(verdictSentence(results(), comparison)).toBe(
      "no metric regressed beyond its threshold; not compared: target 'old-broker' (only in the baseline), scenario 'rabbit/latency' (only in this run)",
    );
    const added = compareResults(
      results(target("rabbit")),
      results(target("rabbit"), target("new")),
      thresholds,
    );
    expect(added.verdict).toBe("pass");
  });

  it("keeps a regression the matched part found beside a partial match", () => {
    const comparison = compareResults(
      results(target("rabbit", ["throughput"])),
      results(target("rabbit", ["throughput", "latency"], 2_200)),
      thresholds,
    );
    expect(comparison.verdict).toBe("regression");
  });

  it("suggests a rename only for close ids", () => {
    expect(suggestRenames(["rabbitmq-4.0.5-management"], ["rabbitmq-4.0.5", "other"])).toEqual([
      { current: "rabbitmq-4.0.5-management", baseline: "rabbitmq-4.0.5" },
    ]);
    expect(suggestRenames(["quorum-3"], ["quorum-1", "classic"])).toEqual([
      { current: "quorum-3", baseline: "quorum-1" },
    ]);
    expect(suggestRenames(["mqtt"], ["throughput"])).toEqual([]);
  });
});

describe("compare with renamed targets, from the command line", () => {
  it("exits 1 with one line naming the ids on each side", async () => {
    const dir = tempFiles({});
    const baseline = JSON.parse(readFileSync(fixturePath("baseline-basic"), "utf8")) as Results;
    baseline.targets[0]!.id = "rabbitmq-4.0.5";
    writeFileSync(join(dir, "baseline.json"), JSON.stringify(baseline));
    const run = await runCli([
      "compare",
      "--no-config",
      "--baseline",
      join(dir, "baseline.json"),
      "--current",
      fixturePath("baseline-basic"),
      "--no-color",
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain(
      "UNMATCHED: nothing compared: targets only in the baseline: 'rabbitmq-4.0.5'; only in this run: 'rabbitmq-4.0.5-management'; renamed?",
    );
    expect(run.stdout).not.toMatch(/PASS/);
  });
});

/**
 * The measured 4.0.5 run as the baseline, and the same run as an external target whose broker
 * metrics could not be read: every broker work, CPU and memory metric left out of its results,
 * as the run leaves them out (gate/scenario-result.ts), with the work meter's note.
 */
describe("a comparison without the metrics that bind", () => {
  const unreadNote =
    "work metrics of the broker unavailable: http://127.0.0.1:25692/ answered HTTP 404, where its Prometheus page was expected; check targets[].metricsUrls: each URL is one node's rabbitmq_prometheus page";
  const measured = () =>
    JSON.parse(readFileSync(fixturePath("measured/rabbitmq-4.0.5.json"), "utf8")) as Results;
  const unread = () => {
    const current = measured();
    for (const one of current.targets) {
      one.work = { source: "none", urls: ["http://127.0.0.1:25692/"], note: unreadNote };
      for (const scenario of one.scenarios)
        scenario.metrics = scenario.metrics.filter((metric) => !isBrokerWorkMetric(metric));
    }
    return current;
  };

  it("is unmatched, naming the missing metrics and the run's own reason, whatever else matched", () => {
    const comparison = compareResults(measured(), unread(), thresholds);
    expect(comparison.verdict).toBe("unmatched");
    expect(comparison.counts.regressed).toBe(0);
    const keys = comparison.matching.missingBinding.map((entry) => entry.key);
    expect(keys).toContain("rabbit/throughput.reductionsPerMessage");
    expect(keys).toContain("rabbit/throughput.brokerMemoryMiB");
    // Broker CPU is a clock metric against another run: shown, not binding, so not required.
    expect(keys.some((key) => key.endsWith("brokerCpuUsPerMessage"))).toBe(false);
    expect(new Set(comparison.matching.missingBinding.map((entry) => entry.reason))).toEqual(
      new Set([unreadNote]),
    );
    const sentence = verdictSentence(unread(), comparison);
    expect(sentence).toMatch(
      /^\d+ metrics that bind in the baseline were not measured: 'rabbit\/throughput\.reductionsPerMessage', /,
    );
    expect(sentence).toContain(unreadNote);
    expect(sentence).toContain("list them in verdict.mayBeAbsent");
    expect(exitCodeOf(comparison.verdict, false)).toBe(ExitCode.Regression);
  });

  it("passes when the config says they may be absent, and says so on each row", () => {
    const comparison = compareResults(measured(), unread(), thresholds, {
      mayBeAbsent: [
        "reductionsPerMessage",
        "brokerMemoryMiB",
        "transientQueueReductionsPerOp",
        "durableQueueReductionsPerOp",
        "transientBindingReductionsPerOp",
        "durableBindingReductionsPerOp",
        "latency.reductionsPerMessage",
      ],
    });
    expect(comparison.matching.missingBinding).toEqual([]);
    expect(comparison.verdict).toBe("pass");
    const row = comparison.rows.find(
      (candidate) => candidate.key === "rabbit/throughput.reductionsPerMessage",
    )!;
    expect(row.notes).toContain("may be absent (verdict.mayBeAbsent)");
    // The verdict line still says the broker's metrics were not read.
    expect(verdictSentence(unread(), comparison)).toContain(
      `the broker's work, CPU and memory not measured on 'rabbit': ${unreadNote.replace(/^work metrics of the broker unavailable: /, "")}`,
    );
  });

  it("fails `compare` from the command line with a non-zero exit, naming the metrics and the reason", async () => {
    const dir = tempFiles({});
    writeFileSync(join(dir, "baseline.json"), JSON.stringify(measured()));
    writeFileSync(join(dir, "current.json"), JSON.stringify(unread()));
    const run = await runCli([
      "compare",
      "--no-config",
      "--baseline",
      join(dir, "baseline.json"),
      "--current",
      join(dir, "current.json"),
      "--no-color",
    ]);
    expect(run.code, run.stderr).toBe(ExitCode.Regression);
    expect(run.stdout).toContain(
      "that bind in the baseline were not measured: 'rabbit/throughput.reductionsPerMessage'",
    );
    expect(run.stdout).toContain("answered HTTP 404");
    expect(run.stdout).not.toMatch(/PASS/);
  });
});
