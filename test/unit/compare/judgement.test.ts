import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { compareResults } from "../../../src/compare/compare.js";
import { judgement, pairJudgement } from "../../../src/compare/judgement.js";
import { checkLimits } from "../../../src/compare/limits.js";
import { compareTargets } from "../../../src/compare/side-by-side.js";
import { ConfigSchema } from "../../../src/model/config.js";
import { loadFixture } from "../../fixtures/load.js";

const thresholds = { default: 10, metrics: {} };
const exceeded = checkLimits(
  loadFixture("results-basic"),
  ConfigSchema.parse({ limits: { e2eLatencyP99Us: { max: 3000 } } }).limits,
);

describe("judgement: the verdicts, decided once", () => {
  it("without a baseline, the results' validity and the limits decide", () => {
    expect(judgement(loadFixture("results-basic"), undefined)).toMatchObject({
      verdict: "pass",
      storedVerdict: "pass",
    });
    expect(judgement(loadFixture("results-basic"), undefined, exceeded).verdict).toBe("limit-exceeded");
    expect(judgement(loadFixture("results-invalid"), undefined, exceeded).verdict).toBe("invalid");
  });

  it("a same-job pair's verdict joins the overall one, not the stored baseline's part", () => {
    const results = loadFixture("results-two-targets");
    const [reference, candidate] = results.targets.map((t) => t.id) as [string, string];
    const pair = compareTargets(results, reference, candidate, thresholds, { clockMetrics: "bind" });
    expect(pair.comparison.verdict).toBe("regression");
    const judged = judgement(results, undefined, [], [pair]);
    expect(judged).toMatchObject({ verdict: "regression", storedVerdict: "pass", sameJob: [pair] });
    expect(pairJudgement(pair)).toMatchObject({ results: pair.candidateView, verdict: "regression" });
  });

  it("the stored comparison's verdict with the limits is the stored part's", () => {
    const results = loadFixture("results-regressed");
    const compared = compareResults(loadFixture("baseline-basic"), results, thresholds, {
      clockMetrics: "bind",
    });
    expect(judgement(results, compared)).toMatchObject({
      verdict: "regression",
      storedVerdict: "regression",
    });
    expect(judgement(results, compared, exceeded).storedVerdict).toBe("limit-exceeded");
  });
});

describe("who decides verdicts", () => {
  const src = join(import.meta.dirname, "..", "..", "..", "src");
  const files = (readdirSync(src, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".ts"))
    .map((file) => ({ path: relative(src, join(src, file)), text: readFileSync(join(src, file), "utf8") }));

  it("only compare/ folds verdicts together, and only gate/outcome.ts judges a gate run", () => {
    const folding = files.filter((f) => /\b(worstVerdict|limitsVerdict)\(/.test(f.text)).map((f) => f.path);
    expect(
      folding.every((path) => path.startsWith("compare/")),
      folding.join(", "),
    ).toBe(true);
    const judging = files.filter((f) => /\bjudgement\(/.test(f.text)).map((f) => f.path);
    expect(judging.sort()).toEqual(["compare/judgement.ts", "gate/outcome.ts"]);
  });

  it("no renderer decides a verdict: they read the judgement's", () => {
    const deciding = files
      .filter(
        (f) => f.path.startsWith("report/") && /\b(resultsVerdict|pairJudgement|judgement)\(/.test(f.text),
      )
      .map((f) => f.path);
    expect(deciding).toEqual([]);
  });
});
