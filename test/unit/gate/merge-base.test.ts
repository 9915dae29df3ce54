import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { BrokerProvider, StartedBroker } from "../../../src/brokers/provider.js";
import type { TargetConfig, TestcontainersTarget } from "../../../src/model/config.js";
import { readChosenConfig } from "../../../src/gate/config-file.js";
import { readBaseSetup } from "../../../src/gate/base-setup.js";
import { addBaseReferences, matchTargets, withMergeBase } from "../../../src/gate/base-references.js";
import { reportFile, runGate } from "../../../src/gate/gate.js";
import { commentBody } from "../../../src/github/publish.js";
import { resolveConfig, type GateConfig } from "../../../src/gate/resolve.js";
import { silentLogger } from "../../../src/model/logger.js";
import type { Scenario } from "../../../src/scenarios/scenario.js";
import { renderMergeBaseMarkdown } from "../../../src/report/merge-base.js";
import type { JsonReport } from "../../../src/report/json.js";
import { sameJobHtml } from "../../../src/report/html-same-job.js";
import { expectInertHtml, expectInertMarkdown } from "../inert.js";
import { compareTargets } from "../../../src/compare/side-by-side.js";
import { buildResults } from "../../fixtures/build.js";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { fakeStartedBroker } from "../../fixtures/fake-broker.js";

/**
 * Same-job A/B against the merge base, end to end on a real git repository and a fake broker: the
 * merge base's config and the file it names come from git's objects, the reference runs them, and
 * the reports name both commits and what changed.
 */

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

function write(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
}

function commitAll(root: string, message: string): string {
  git(root, "add", "-A");
  git(root, "commit", "--quiet", "-m", message);
  return git(root, "rev-parse", "HEAD");
}

const CONFIG = (messageSizeBytes: number) => `
targets:
  - id: rabbit
    provider: testcontainers
    image: rabbitmq:4.0.5-management
    rabbitmqConfFile: perf/broker.conf
scenarios:
  - id: throughput
    params: { messageSizeBytes: ${messageSizeBytes} }
trials: 6
`;

/** The fake scenario's rate: 1,000 msg/s, 20% less when the broker's rabbitmq.conf file asks for "slow". */
const fakeThroughput: Scenario = {
  id: "throughput",
  description: "fake",
  parameters: z.object({ messageSizeBytes: z.number().default(1000) }),
  metrics: () => [
    { id: "publishRate", unit: "msg/s", direction: "higher", kind: "time", description: "rate" },
  ],
  estimateTrialMs: () => 1,
  async runTrial(context, params) {
    const target = seen.get(context.broker.targetId)!;
    seenParams.set(context.broker.targetId, params as Record<string, unknown>);
    const slow = target.contents?.rabbitmqConf?.includes("slow") ?? false;
    return {
      metrics: { publishRate: (slow ? 800 : 1000) * (1 + ((context.trial * 7) % 5) / 500) },
      valid: true,
      warnings: [],
      measuredMs: 1,
    };
  },
};
const seen = new Map<string, TestcontainersTarget>();
const seenParams = new Map<string, Record<string, unknown>>();

const fakeProvider: BrokerProvider = {
  name: "testcontainers",
  async start(target: TargetConfig): Promise<StartedBroker> {
    seen.set(target.id, target as TestcontainersTarget);
    return fakeStartedBroker(target);
  },
};

const registry = new Map([["throughput", fakeThroughput]]);

async function resolvedAt(root: string, rev: string, scenarioNames?: string[]): Promise<GateConfig> {
  const chosen = await readChosenConfig(undefined, root, "--config");
  // As the entry points do: the scenario selection is the candidate's, not the merge base's.
  const resolve = (raw: unknown, files: ReadonlyMap<string, string>, source: string, side = "candidate") =>
    resolveConfig(raw, {
      registry,
      files,
      source,
      ...(scenarioNames && side === "candidate" && { overrides: { scenarioNames } }),
    });
  return withMergeBase(resolve(chosen.raw, chosen.files, chosen.source), {
    rev,
    choice: chosen.choice,
    cwd: root,
    field: "--ab-base",
    resolve,
  });
}

describe("same-job A/B against the merge base", () => {
  let root: string;
  let base: string;
  let head: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "perf-gate-merge-base-"));
    git(root, "init", "--quiet", "--initial-branch=main");
    git(root, "config", "user.email", "dev@example.com");
    git(root, "config", "user.name", "dev");
    write(root, {
      "rabbitmq-perf-gate.yml": CONFIG(1000),
      "perf/broker.conf": "channel_max = 100\n",
    });
    base = commitAll(root, "base");
    git(root, "checkout", "--quiet", "-b", "pr");
    write(root, {
      "rabbitmq-perf-gate.yml": CONFIG(4000),
      "perf/broker.conf": "channel_max = 100\n# slow\nconsumer_timeout = 900000\n",
    });
    head = commitAll(root, "pr");
    // main moves on after the branch: the merge base stays the branch point.
    git(root, "checkout", "--quiet", "main");
    write(root, { "perf/broker.conf": "channel_max = 200\n" });
    commitAll(root, "main moves on");
    git(root, "checkout", "--quiet", "pr");
  });

  it("reads the merge base's config and the files it names from git, not from the work tree", async () => {
    // An uncommitted change in the work tree is the candidate's; the merge base is what git holds.
    write(root, { "perf/broker.conf": "channel_max = 100\n# slow, uncommitted\n" });
    try {
      const setup = await readBaseSetup({
        rev: "main",
        choice: { kind: "found", path: join(root, "rabbitmq-perf-gate.yml") },
        cwd: root,
        field: "--ab-base",
      });
      expect(setup).toMatchObject({ rev: "main", commit: base, head, configPath: "rabbitmq-perf-gate.yml" });
      expect(setup.files).toEqual(new Map([["perf/broker.conf", "channel_max = 100\n"]]));
      expect(setup.source).toBe(`rabbitmq-perf-gate.yml at ${base.slice(0, 7)} (merge base of main)`);
    } finally {
      git(root, "checkout", "--quiet", "--", "perf/broker.conf");
    }
  });

  it("pairs every target with the merge base's, which runs the merge base's scenario parameters", async () => {
    const config = await resolvedAt(root, "main");
    expect(config.targets.map((t) => t.id)).toEqual(["rabbit", "rabbit-reference"]);
    expect(config.abPairs).toEqual([{ reference: "rabbit-reference", candidate: "rabbit" }]);
    expect(config.referenceScenarios?.[0]?.params).toMatchObject({ messageSizeBytes: 1000 });
    expect(config.scenarios[0]?.params).toMatchObject({ messageSizeBytes: 4000 });
    const diff = config.mergeBase!.changes[0]!;
    expect(diff.slice(0, 2)).toEqual([
      `--- rabbit at ${base.slice(0, 7)}`,
      `+++ rabbit at ${head.slice(0, 7)}`,
    ]);
    expect(diff).toContain("   rabbitmqConfFileLines:");
    expect(diff).toContain('+    - "# slow"');
    expect(diff).toContain("-      messageSizeBytes: 1000");
    expect(diff).toContain("+      messageSizeBytes: 4000");
  });

  it("measures both setups interleaved, judges the pair, records it, and a report of the file judges it alike", async () => {
    const config = await resolvedAt(root, "main");
    const outcome = await runGate(config, {
      providers: new Map([["testcontainers", fakeProvider]]),
      logger: silentLogger,
    });
    expect(seen.get("rabbit-reference")?.contents?.rabbitmqConf).toBe("channel_max = 100\n");
    expect(seenParams.get("rabbit-reference")).toMatchObject({ messageSizeBytes: 1000 });
    expect(seenParams.get("rabbit")).toMatchObject({ messageSizeBytes: 4000 });
    expect(outcome.verdict).toBe("regression");
    expect(outcome.results.sameJob).toMatchObject({
      pairs: [{ reference: "rabbit-reference", candidate: "rabbit" }],
      mergeBase: { rev: "main", commit: base, head },
    });
    expect(outcome.markdownReport).toContain("## Same-job A/B against the merge base");
    expect(outcome.markdownReport).toContain(`- reference: \`${base.slice(0, 7)}\``);
    expect(outcome.markdownReport).toMatch(/```diff\n--- rabbit at/);
    expect(outcome.consoleReport).toContain("same-job A/B against the merge base");

    // The fork-safe side: the results file alone, with no broker and no git.
    const file = join(root, "..", `${root.split("/").pop()}-results.json`);
    writeFileSync(file, JSON.stringify(outcome.results));
    const jsonPath = `${file}.report.json`;
    const htmlPath = `${file}.report.html`;
    const reported = await reportFile(
      resolveConfig(
        { scenarios: ["throughput"], output: { html: htmlPath } },
        { registry, overrides: { jsonPath } },
      ),
      { currentPath: file },
    );
    expect(reported.verdict).toBe("regression");
    expect(reported.regressions).toBe(1);
    expect(reported.markdownReport).toContain("## Same-job A/B against the merge base");
    // The machine-readable and the HTML reports give the pair's verdict, not only the stored one's.
    const json = JSON.parse(readFileSync(jsonPath, "utf8")) as JsonReport;
    expect(json.verdict).toBe("regression");
    expect(json.comparison).toBeNull();
    expect(json.sameJob?.mergeBase).toMatchObject({ rev: "main", commit: base, head });
    expect(json.sameJob?.pairs.map((pair) => [pair.reference, pair.candidate, pair.verdict])).toEqual([
      ["rabbit-reference", "rabbit", "regression"],
    ]);
    const html = readFileSync(htmlPath, "utf8");
    expect(html).toMatch(/<header class="verdict fail"><h1>rabbitmq-perf-gate: REGRESSION<\/h1>/);
    expect(html).toContain("same-job A/B against the merge base: 1 metric regressed</p></header>");
    expect(html).toContain(`<li>Reference: the merge base <code>${base.slice(0, 7)}</code>,`);
    expect(html).toMatch(/<pre class="diff"><code><span class="head">--- rabbit at/);
    expect(html).toContain("<h3><code>rabbit</code> against <code>rabbit-reference</code>: REGRESSION</h3>");
    // The comment the fork-safe side posts: the pair's verdict in the headline, its rows, the diff.
    const comment = commentBody(reported, { pullRequest: 7 });
    expect(comment).toMatch(
      /^### ❌ rabbitmq-perf-gate: 2 metrics measured, all scenarios valid; no baseline to compare with; the broker's work, CPU and memory not measured on 'rabbit', 'rabbit-reference': the target has no Prometheus endpoint; same-job A\/B against the merge base: 1 metric regressed$/m,
    );
    expect(comment).toContain("#### Same-job A/B against the merge base");
    expect(comment).toContain(
      `Reference: the merge base \`${base.slice(0, 7)}\`, rabbitmq-perf-gate.yml at ${base.slice(0, 7)} (merge base of main).  \n` +
        `Candidate: \`${head.slice(0, 7)}\`, rabbitmq-perf-gate.yml in the work tree (HEAD ${head.slice(0, 7)}).`,
    );
    expect(comment).toMatch(/\*\*`rabbit` against `rabbit-reference`: REGRESSION\*\*/);
    expect(comment).toMatch(
      /- ❌ throughput `publishRate`: 1,00\d msg\/s → 80\d\.?\d* msg\/s, -20\.\d% worse \(threshold 10%\)/,
    );
    expect(comment).toMatch(/<summary>What changed between the setups<\/summary>\n\n```diff\n--- rabbit at/);
  });

  it("runs a scenario the pull request adds on both sides, with its own parameters, when it is the one selected", async () => {
    git(root, "checkout", "--quiet", "-b", "adds-scenario", "pr");
    write(root, {
      "rabbitmq-perf-gate.yml": CONFIG(4000).replace(
        "trials: 6",
        "  - { id: throughput, name: big, params: { messageSizeBytes: 9000 } }\ntrials: 6",
      ),
    });
    try {
      const config = await resolvedAt(root, "main", ["big"]);
      expect(config.scenarios.map((s) => [s.name, s.params.messageSizeBytes])).toEqual([["big", 9000]]);
      expect(config.referenceScenarios?.map((s) => [s.name, s.params.messageSizeBytes])).toEqual([
        ["big", 9000],
      ]);
    } finally {
      git(root, "checkout", "--quiet", "--", ".");
      git(root, "checkout", "--quiet", "pr");
    }
  });

  it("names what to do when the revision, the history or the merge base's config is wrong", async () => {
    const read = (rev: string, cwd = root) =>
      readBaseSetup({
        rev,
        choice: { kind: "found", path: join(cwd, "rabbitmq-perf-gate.yml") },
        cwd,
        field: "--ab-base",
      });
    await expect(read("no-such-branch")).rejects.toThrow(
      /^--ab-base: "no-such-branch" names no commit in this clone; fetch it/,
    );
    await expect(read("--output=/tmp/x")).rejects.toThrow(
      /^--ab-base: "--output=\/tmp\/x" is not a revision name/,
    );
    git(root, "checkout", "--quiet", "--orphan", "unrelated");
    commitAll(root, "unrelated history");
    git(root, "checkout", "--quiet", "pr");
    await expect(read("unrelated")).rejects.toThrow(/^--ab-base: "unrelated" and HEAD have no merge base/);
    const outside = mkdtempSync(join(tmpdir(), "perf-gate-no-git-"));
    write(outside, { "rabbitmq-perf-gate.yml": CONFIG(1000) });
    await expect(read("main", outside)).rejects.toThrow(/^--ab-base: .* is not in a git repository/);
  });

  it("refuses a merge base whose config is broken, naming its file and commit", async () => {
    git(root, "checkout", "--quiet", "-b", "broken-base", base);
    write(root, {
      "rabbitmq-perf-gate.yml": CONFIG(1000).replace("rabbitmq:4.0.5-management", "not an image"),
    });
    const broken = commitAll(root, "broken");
    git(root, "checkout", "--quiet", "-b", "on-broken");
    write(root, { "rabbitmq-perf-gate.yml": CONFIG(1000) });
    commitAll(root, "fixed");
    try {
      await expect(resolvedAt(root, "broken-base")).rejects.toThrow(
        new RegExp(
          `^--ab-base: rabbitmq-perf-gate\\.yml at ${broken.slice(0, 7)} \\(merge base of broken-base\\): targets\\[0\\]\\.image: expected an image`,
        ),
      );
    } finally {
      git(root, "checkout", "--quiet", "pr");
    }
  });

  it("refuses a named file reached through a symbolic link, in the work tree and at the merge base", async () => {
    // git holds a link as its target's path: the two sides would read other text, and a link
    // can lead out of the repository.
    git(root, "checkout", "--quiet", "-b", "linked-base", base);
    rmSync(join(root, "perf/broker.conf"));
    write(root, { "perf/shared.conf": "channel_max = 100\n" });
    symlinkSync("shared.conf", join(root, "perf/broker.conf"));
    commitAll(root, "a linked conf");
    git(root, "checkout", "--quiet", "-b", "on-linked");
    try {
      await expect(resolvedAt(root, "linked-base")).rejects.toThrow(
        /^targets\[0\]\.rabbitmqConfFile: 'perf\/broker\.conf' goes through the symbolic link 'broker\.conf'; a file the config names must be a regular file/,
      );
      rmSync(join(root, "perf/broker.conf"));
      write(root, { "perf/broker.conf": "channel_max = 100\n" });
      commitAll(root, "a regular conf again");
      await expect(resolvedAt(root, "linked-base")).rejects.toThrow(
        /^--ab-base: rabbitmq-perf-gate\.yml at [0-9a-f]{7} \(merge base of linked-base\): targets\[0\]\.rabbitmqConfFile 'perf\/broker\.conf' is a symbolic link at the merge base; a file the config names must be a regular file$/,
      );
      // A directory where the config names a file: named, not read as a listing.
      git(root, "checkout", "--quiet", "-b", "dir-base", base);
      rmSync(join(root, "perf/broker.conf"));
      write(root, { "perf/broker.conf/inside.conf": "channel_max = 100\n" });
      commitAll(root, "a directory");
      git(root, "checkout", "--quiet", "-b", "on-dir");
      rmSync(join(root, "perf/broker.conf"), { recursive: true });
      write(root, { "perf/broker.conf": "channel_max = 100\n" });
      commitAll(root, "a file again");
      await expect(resolvedAt(root, "dir-base")).rejects.toThrow(
        /targets\[0\]\.rabbitmqConfFile 'perf\/broker\.conf' is a directory at the merge base, not a file$/,
      );
    } finally {
      git(root, "checkout", "--quiet", "-f", "pr");
    }
  });
});

describe("addBaseReferences", () => {
  it("keeps at most 400 lines of a diff, each of at most 1,000 characters, and says what it left out", () => {
    const conf = (value: number) => Array.from({ length: 1000 }, (_, i) => `key_${i} = ${value}`).join("\n");
    const config = (rabbitmqConf: string) =>
      resolveConfig(
        {
          targets: [{ id: "r", provider: "testcontainers", image: "rabbitmq:4.0.5", rabbitmqConf }],
          scenarios: ["throughput"],
        },
        { registry },
      );
    const { mergeBase } = addBaseReferences(
      config(conf(1)),
      config(`long = ${"x".repeat(5000)}\n${conf(2)}`),
      {
        rev: "main",
        commit: "a".repeat(40),
        head: "b".repeat(40),
        raw: undefined,
        files: new Map(),
        source: "base",
      },
      "--ab-base",
    );
    const diff = mergeBase.changes[0]!;
    expect(diff).toHaveLength(401);
    expect(diff.at(-1)).toMatch(/^… \d+ more lines of this diff left out$/);
    expect(Math.max(...diff.map((line) => line.length))).toBe(1001);
  });
});

describe("matchTargets", () => {
  const target = (id: string, queueType = "classic", nodes = 1) =>
    ({
      id,
      provider: "testcontainers",
      image: "rabbitmq:4.0.5",
      queueType,
      nodes,
      startupTimeoutMs: 1,
    }) as TestcontainersTarget;
  const pairs = (candidates: TestcontainersTarget[], bases: TestcontainersTarget[]) =>
    [...matchTargets(candidates, bases)].map(([id, base]) => `${id}=${base.id}`);

  it("pairs by id, then the one left, then by shape when that is unambiguous", () => {
    expect(pairs([target("a"), target("b")], [target("b"), target("a")])).toEqual(["a=a", "b=b"]);
    expect(pairs([target("4.3.6-q", "quorum")], [target("4.0.5-q", "quorum")])).toEqual(["4.3.6-q=4.0.5-q"]);
    expect(
      pairs(
        [target("new-c"), target("new-q", "quorum"), target("new-3n", "classic", 3)],
        [target("old-q", "quorum"), target("old-c"), target("old-3n", "classic", 3)],
      ),
    ).toEqual(["new-c=old-c", "new-q=old-q", "new-3n=old-3n"]);
    // Two of one shape on either side: no guess.
    expect(pairs([target("x"), target("y")], [target("p"), target("q"), target("r", "quorum")])).toEqual([]);
  });

  it("keeps the protocol in the shape: an image bump of a protocol matrix pairs each protocol's cell", () => {
    const amqp10 = (id: string) => ({ ...target(id), protocol: "amqp10" }) as TestcontainersTarget;
    expect(
      pairs(
        [target("4.3.6-classic-1n"), amqp10("4.3.6-classic-1n-amqp10")],
        [amqp10("4.0.5-classic-1n-amqp10"), target("4.0.5-classic-1n")],
      ),
    ).toEqual(["4.3.6-classic-1n=4.0.5-classic-1n", "4.3.6-classic-1n-amqp10=4.0.5-classic-1n-amqp10"]);
  });
});

describe("the merge base's head in the reports", () => {
  it("keeps what a results file says inert, a hostile diff line inside a fence it cannot close", () => {
    const hostile = "```` @octocat <img src=x> $x$ [a](https://evil.example) **bold** <script>";
    const markdown = renderMergeBaseMarkdown({
      rev: "main",
      commit: "a".repeat(40),
      head: "b".repeat(40),
      source: "cfg @octocat **bold** $x$ <img src=x>",
      candidateSource: "[a](https://evil.example)",
      changes: [["--- a", "+++ b", `+${hostile}`, "-line\nbreak"]],
      unpaired: ["x: <script>"],
    });
    const fenced = /`````diff\n([\s\S]*?)\n`````/.exec(markdown);
    expect(fenced?.[1]?.split("\n")).toEqual(["--- a", "+++ b", `+${hostile}`, "-line break"]);
    expectInertMarkdown(markdown.replace(fenced![0], ""), "merge base head");
    const page = micromark(markdown, {
      allowDangerousHtml: true,
      extensions: [gfm()],
      htmlExtensions: [gfmHtml()],
    });
    expect(page).not.toMatch(/<img\b|<script\b|<a |<strong>/);
  });

  it("keeps it inert in the HTML report, each diff line escaped inside its own span", () => {
    const hostile =
      '"><img src=x onerror=alert(1)> <script>alert(1)</script> <a href="https://evil.example">';
    const results = buildResults([
      {
        id: "ref",
        scenarios: [{ name: "throughput", metrics: [{ id: "publishRate", samples: [100, 101, 99] }] }],
      },
      {
        id: "new",
        scenarios: [{ name: "throughput", metrics: [{ id: "publishRate", samples: [80, 81, 79] }] }],
      },
    ]);
    results.sameJob = {
      pairs: [{ reference: "ref", candidate: "new" }],
      mergeBase: {
        rev: hostile,
        commit: "a".repeat(40),
        head: "b".repeat(40),
        source: hostile,
        candidateSource: hostile,
        changes: [["--- a", "+++ b", "@@ -1 +1 @@", `-${hostile}`, `+${hostile}`, ` line\nbreak`]],
        unpaired: [hostile],
      },
    };
    const pair = compareTargets(results, "ref", "new", { default: 10, metrics: {} });
    const html = sameJobHtml([pair], results.sameJob.mergeBase);
    expectInertHtml(html, "same-job section");
    expect(html).toContain(`<span class="del">-&quot;&gt;&lt;img src=x onerror=alert(1)&gt;`);
    expect(html).toContain(`<span class="head">@@ -1 +1 @@</span>\n<span class="del">`);
    expect(html).toContain("\n line break</code></pre>");
    expect(html).toContain("<h3><code>new</code> against <code>ref</code>: REGRESSION</h3>");
    expect(sameJobHtml([], results.sameJob.mergeBase)).toBe("");
  });
});
