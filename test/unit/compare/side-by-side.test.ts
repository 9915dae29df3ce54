import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseResultsJson } from "../../../src/baseline/read.js";
import type { Results } from "../../../src/model/results.js";
import { compareTargets, parseTargetPair, targetDifferences } from "../../../src/compare/side-by-side.js";
import { InputError } from "../../../src/model/errors.js";
import { verificationSummary } from "../../../src/report/verification.js";
import { buildResults } from "../../fixtures/build.js";
import { renderMarkdown, renderSideBySideConsole, renderSideBySideMarkdown } from "../../fixtures/render.js";

const thresholds = { default: 10, metrics: {} };

function quorumSpec(metadataStore: string) {
  return {
    provider: "testcontainers",
    image: "rabbitmq:4.0.5-management",
    nodes: 3,
    queueType: "quorum",
    metadataStore,
  };
}

function verification(metadataStore: string) {
  return {
    serverVersion: "4.0.5",
    metadataStore,
    metadataStoreEvidence: [`khepri_db feature flag: ${metadataStore === "khepri" ? "enabled" : "disabled"}`],
    members: ["rabbit@a", "rabbit@b", "rabbit@c"],
    queues: [
      {
        name: "perf-gate-verify-1",
        probe: true,
        type: "quorum",
        kind: "quorum",
        policy: null,
        members: ["rabbit@a", "rabbit@b", "rabbit@c"],
        leader: "rabbit@a",
        online: ["rabbit@a", "rabbit@b", "rabbit@c"],
      },
    ],
  };
}

/** A matrix run: Mnesia and Khepri on 4.0.5, three nodes, quorum queues; Khepri churns slower. */
function matrixRun(khepriInvalid = false): Results {
  const results = buildResults([
    {
      id: "4.0.5-mnesia-quorum-3n",
      spec: quorumSpec("mnesia"),
      broker: { nodes: ["rabbit@a", "rabbit@b", "rabbit@c"] },
      scenarios: [
        { name: "throughput", metrics: [{ id: "publishRate", samples: [20_000, 20_400, 19_800] }] },
        { name: "queue-churn", metrics: [{ id: "queuesPerSecond", samples: [300, 310, 305] }] },
      ],
    },
    {
      id: "4.0.5-khepri-quorum-3n",
      spec: quorumSpec("khepri"),
      broker: { nodes: ["rabbit@a", "rabbit@b", "rabbit@c"] },
      scenarios: [
        { name: "throughput", metrics: [{ id: "publishRate", samples: [20_100, 20_300, 19_900] }] },
        {
          name: "queue-churn",
          metrics: [{ id: "queuesPerSecond", samples: [200, 210, 205] }],
          ...(khepriInvalid && { invalidReasons: ["lost 3 messages"] }),
        },
      ],
    },
  ]);
  results.targets[0]!.verification = verification("mnesia");
  results.targets[1]!.verification = verification("khepri");
  return results;
}

describe("compareTargets", () => {
  it("judges the candidate against the reference with the ordinary verdicts", () => {
    const pair = compareTargets(matrixRun(), "4.0.5-mnesia-quorum-3n", "4.0.5-khepri-quorum-3n", thresholds);
    expect(pair.label).toBe("4.0.5-khepri-quorum-3n vs 4.0.5-mnesia-quorum-3n");
    expect(pair.comparison.rows.map((r) => [r.target, r.scenario, r.metric, r.verdict])).toEqual([
      [pair.label, "throughput", "publishRate", "unchanged"],
      [pair.label, "queue-churn", "queuesPerSecond", "regressed"],
    ]);
    expect(pair.comparison.verdict).toBe("regression");
    expect(pair.comparison.rows[1]!.changePct).toBeCloseTo(((205 - 305) / 305) * 100, 6);
    // Same run: the only differences are the targets', reported as what is compared.
    expect(pair.comparison.environmentDifferences).toEqual([]);
    expect(pair.differences).toEqual([
      "metadataStore: mnesia → khepri",
      "verified metadata store: mnesia → khepri",
    ]);
  });

  it("labels an A/B against the merge base with the merge base's commit on the baseline side, the run's on the current side", () => {
    const results = matrixRun();
    results.git = { sha: "78f600b".padEnd(40, "0"), ref: "refs/pull/7/merge" };
    results.sameJob = {
      pairs: [{ reference: "4.0.5-mnesia-quorum-3n", candidate: "4.0.5-khepri-quorum-3n" }],
      mergeBase: {
        rev: "origin/main",
        commit: "70d55f6".padEnd(40, "0"),
        head: "78f600b".padEnd(40, "0"),
        source: "perf-gate.yml at the merge base of origin/main (70d55f6)",
        candidateSource: "perf-gate.yml in the work tree (HEAD 78f600b)",
        changes: [],
        unpaired: [],
      },
    };
    const pair = compareTargets(results, "4.0.5-mnesia-quorum-3n", "4.0.5-khepri-quorum-3n", thresholds);
    expect(pair.comparison.baseline).toMatchObject({
      gitSha: "70d55f6".padEnd(40, "0"),
      gitRef: "merge base of origin/main",
    });
    expect(pair.comparison.current).toMatchObject({
      gitSha: "78f600b".padEnd(40, "0"),
      gitRef: "refs/pull/7/merge",
    });
    const markdown = renderSideBySideMarkdown(pair);
    expect(markdown).toMatch(
      /Current `78f600b` \(refs\/pull\/7\/merge\)[^\n]* against baseline `70d55f6` \(merge base of origin\/main\)/,
    );
    // Targets side by side in one run, no merge base: both sides are the run's commit.
    const plain = matrixRun();
    plain.git = { sha: "78f600b".padEnd(40, "0"), ref: "refs/pull/7/merge" };
    const same = compareTargets(plain, "4.0.5-mnesia-quorum-3n", "4.0.5-khepri-quorum-3n", thresholds);
    expect(same.comparison.baseline.gitSha).toBe(same.comparison.current.gitSha);
  });

  it("applies the candidate's own thresholds and ignores other targets' keys", () => {
    const pair = compareTargets(matrixRun(), "4.0.5-mnesia-quorum-3n", "4.0.5-khepri-quorum-3n", {
      default: 10,
      metrics: {
        "4.0.5-khepri-quorum-3n/queue-churn.queuesPerSecond": 50,
        "4.0.5-mnesia-quorum-3n/throughput.publishRate": 1,
      },
    });
    expect(pair.comparison.rows[1]).toMatchObject({ verdict: "unchanged", thresholdPct: 50 });
    expect(pair.comparison.rows[0]!.thresholdPct).toBe(10);
    expect(pair.comparison.warnings).toEqual([]);
  });

  it("is invalid when either side measured something invalid", () => {
    const pair = compareTargets(
      matrixRun(true),
      "4.0.5-khepri-quorum-3n",
      "4.0.5-mnesia-quorum-3n",
      thresholds,
    );
    expect(pair.comparison.verdict).toBe("invalid");
    expect(pair.comparison.invalid).toEqual([
      { target: "4.0.5-khepri-quorum-3n", scenario: "queue-churn", reasons: ["lost 3 messages"] },
    ]);
    expect(pair.comparison.counts.invalidScenarios).toBe(1);
  });

  it("names the targets the run has when one is unknown, and refuses a target against itself", () => {
    const error = (() => {
      try {
        compareTargets(matrixRun(), "4.0.5-mnesia-quorum-3n", "4.0.6-khepri-quorum-3n", thresholds);
      } catch (e) {
        return e as InputError;
      }
    })();
    expect(error).toBeInstanceOf(InputError);
    expect(error!.message).toBe(
      "--targets: no target '4.0.6-khepri-quorum-3n' in the results; its targets: 4.0.5-mnesia-quorum-3n, 4.0.5-khepri-quorum-3n",
    );
    expect(() => compareTargets(matrixRun(), "a", "a", thresholds)).toThrow("expected two different targets");
  });

  it("parses 'reference,candidate'", () => {
    expect(parseTargetPair(["a,b"])).toEqual(["a", "b"]);
    expect(() => parseTargetPair(["a"])).toThrow("--targets: expected two target ids");
  });

  it("lists every setting that differs, reference first", () => {
    const [a, b] = matrixRun().targets;
    expect(targetDifferences(a!, { ...b!, spec: { ...b!.spec, nodes: 1 } })).toContain("nodes: 3 → 1");
  });
});

describe("side-by-side report", () => {
  const pair = compareTargets(matrixRun(), "4.0.5-mnesia-quorum-3n", "4.0.5-khepri-quorum-3n", thresholds);

  it("Markdown: which target plays which side, how they differ, then the comparison table", () => {
    const markdown = renderSideBySideMarkdown(pair);
    expect(markdown).toContain("## Side by side: `4.0.5-khepri-quorum-3n` against `4.0.5-mnesia-quorum-3n`");
    expect(markdown).toContain(
      "- reference (baseline side): `4.0.5-mnesia-quorum-3n` (verified: RabbitMQ 4.0.5, metadata store mnesia, 3 running member(s); probe queue quorum, 3 member(s), leader rabbit@a)",
    );
    expect(markdown).toContain("They differ in: `metadataStore: mnesia → khepri`");
    expect(markdown).toContain("#### Target `4.0.5-khepri-quorum-3n vs 4.0.5-mnesia-quorum-3n`");
    expect(markdown).toMatch(/queue-churn \| `queuesPerSecond` \|/);
    expect(markdown).not.toContain("The environments differ");
  });

  it("the results report of a matrix run has one section per target, with what the broker verified", () => {
    const markdown = renderMarkdown(matrixRun());
    const sections = markdown.split("#### Target ").slice(1);
    expect(sections.map((section) => section.split("\n")[0])).toEqual([
      "`4.0.5-mnesia-quorum-3n`",
      "`4.0.5-khepri-quorum-3n`",
    ]);
    expect(sections[1]).toContain(
      "verified: RabbitMQ 4.0.5, metadata store khepri, 3 running member(s); probe queue quorum, 3 member(s), leader rabbit@a",
    );
  });

  it("console: the same head and the ordinary table", () => {
    const text = renderSideBySideConsole(pair);
    expect(text.split("\n")[0]).toBe("side by side: 4.0.5-khepri-quorum-3n against 4.0.5-mnesia-quorum-3n");
    expect(text).toContain(
      "  differences: metadataStore: mnesia → khepri; verified metadata store: mnesia → khepri",
    );
    expect(text).toMatch(/queue-churn\s+queuesPerSecond.*regressed/);
  });

  it("summarises a verification record; a mirrored queue shows its synchronised mirrors", () => {
    const [target] = matrixRun().targets;
    expect(verificationSummary({ ...target!, verification: undefined })).toBeUndefined();
    expect(
      verificationSummary({
        ...target!,
        verification: {
          serverVersion: "3.10.8",
          metadataStore: "mnesia",
          members: ["a", "b", "c"],
          queues: [{ kind: "classic-mirrored", synchronisedMirrors: ["rabbit@b"] }],
        },
      }),
    ).toBe(
      "verified: RabbitMQ 3.10.8, metadata store mnesia, 3 running member(s); probe queue classic-mirrored, synchronised mirrors rabbit@b",
    );
  });
});

describe("a real matrix run (test/fixtures/results-matrix.json, recorded by test/integration/matrix.test.ts)", () => {
  const results = parseResultsJson(
    readFileSync(new URL("../../fixtures/results-matrix.json", import.meta.url), "utf8"),
    "results-matrix.json",
  );

  it("renders one section per target, each with its verification", () => {
    const sections = renderMarkdown(results).split("#### Target ").slice(1);
    const byId = new Map(sections.map((s) => [s.split("`")[1]!, s]));
    expect([...byId.keys()]).toEqual([
      "3.10.8-mnesia-classic-1n",
      "3.10.8-mnesia-classic-mirrored-3n",
      "4.0.5-mnesia-quorum-3n",
      "4.0.5-khepri-quorum-3n",
      "4.3.6-khepri-quorum-1n",
    ]);
    expect(byId.get("3.10.8-mnesia-classic-1n")).toContain(
      "metadata store mnesia, 1 running member(s); probe queue classic",
    );
    expect(byId.get("3.10.8-mnesia-classic-mirrored-3n")).toMatch(
      /probe queue classic-mirrored, synchronised mirrors rabbit@rmq-\w+-\d/,
    );
    expect(byId.get("4.0.5-khepri-quorum-3n")).toMatch(
      /metadata store khepri, 3 running member\(s\); probe queue quorum, 3 member\(s\), leader rabbit@/,
    );
    expect(byId.get("4.3.6-khepri-quorum-1n")).toContain(
      "RabbitMQ 4.3.6, metadata store khepri, 1 running member(s)",
    );
  });

  it("puts Mnesia and Khepri on 4.0.5 side by side", () => {
    const pair = compareTargets(results, "4.0.5-mnesia-quorum-3n", "4.0.5-khepri-quorum-3n", thresholds);
    expect(pair.differences).toEqual([
      "metadataStore: mnesia → khepri",
      "verified metadata store: mnesia → khepri",
    ]);
    expect(pair.comparison.rows.length).toBe(results.targets[0]!.scenarios[0]!.metrics.length);
    expect(pair.comparison.rows.every((row) => row.baseline !== null && row.current !== null)).toBe(true);
    expect(renderSideBySideMarkdown(pair)).toContain(
      "#### Target `4.0.5-khepri-quorum-3n vs 4.0.5-mnesia-quorum-3n`",
    );
  });
});
