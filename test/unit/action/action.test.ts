import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { fixturePath } from "../../fixtures/load.js";
import { nodeLossResults } from "../../fixtures/build.js";
import { resultsJson } from "../../../src/model/results.js";
import { tempFiles } from "../cli/helpers.js";
import { forgetJobSummaryPath } from "./job-summary.js";
import { healthyTrial, shardFile } from "../../fixtures/shards.js";

/**
 * The action entry as the runner calls it: inputs from INPUT_* variables, outputs and the job
 * summary into the files GITHUB_OUTPUT and GITHUB_STEP_SUMMARY name.
 */
let dir: string;
const saved = { ...process.env };
let stdout: string;
const originalWrite = process.stdout.write.bind(process.stdout);
const originalCwd = process.cwd();

function setInputs(inputs: Record<string, string>) {
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;
}

function outputs(): Record<string, string> {
  // The runner's file command format: name<<delimiter, value, delimiter.
  const text = readFileSync(join(dir, "output"), "utf8");
  const result: Record<string, string> = {};
  const pattern = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) result[match[1]!] = match[3]!;
  return result;
}

beforeEach(() => {
  forgetJobSummaryPath();
  dir = tempFiles({ output: "", summary: "" });
  process.env.GITHUB_OUTPUT = join(dir, "output");
  process.env.GITHUB_STEP_SUMMARY = join(dir, "summary");
  stdout = "";
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += chunk.toString();
    return true;
  }) as typeof process.stdout.write;
});

afterEach(() => {
  process.chdir(originalCwd);
  process.stdout.write = originalWrite;
  process.env = { ...saved };
  process.exitCode = 0;
});

/**
 * The fixtures have 3 trials per side, too few for the statistical policy: let the medians decide.
 * Their regressions are rates and latencies, which bind against a stored baseline only on runners
 * known to be alike (verdict.clockMetrics: bind).
 */
function thresholdConfig(): string {
  writeFileSync(join(dir, "gate.yml"), "verdict:\n  policy: threshold\n  clockMetrics: bind\n");
  return join(dir, "gate.yml");
}

describe("action entry (mode: compare)", () => {
  it("fails on a regression, writes the summary, the outputs and an annotation per regressed metric", async () => {
    setInputs({
      config: thresholdConfig(),
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-regressed"),
      "markdown-path": join(dir, "report.md"),
      "json-path": join(dir, "comparison.json"),
      "bmf-path": join(dir, "results.bmf.json"),
    });
    const code = await run();
    expect(code).toBe(1);
    expect(process.exitCode).toBe(1);

    const out = outputs();
    expect(out.verdict).toBe("regression");
    expect(Number(out.regressions)).toBeGreaterThan(0);
    expect(out["markdown-path"]).toBe(join(dir, "report.md"));
    expect(out["exit-code"]).toBe("1");
    expect(out["bmf-path"]).toBe(join(dir, "results.bmf.json"));
    expect(
      Object.keys(JSON.parse(readFileSync(join(dir, "results.bmf.json"), "utf8")) as object),
    ).not.toEqual([]);

    const summary = readFileSync(join(dir, "summary"), "utf8");
    expect(summary).toContain("publishRate");
    expect(summary.trimEnd()).toBe(readFileSync(join(dir, "report.md"), "utf8").trimEnd());
    expect(JSON.parse(readFileSync(join(dir, "comparison.json"), "utf8"))).toMatchObject({
      verdict: "regression",
    });

    expect(stdout).toMatch(/::error title=Performance regression::.*publishRate regressed/);
    expect(stdout).toMatch(/::error::.*metric\(s\) regressed/);
  });

  it("prints the console report with workflow commands stopped, so a results file cannot issue one", async () => {
    setInputs({
      config: thresholdConfig(),
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-regressed"),
      "markdown-path": join(dir, "report.md"),
    });
    await run();
    const lines = stdout.split("\n");
    const stop = lines.findIndex((line) => line.startsWith("::stop-commands::"));
    const token = lines[stop]!.slice("::stop-commands::".length);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    const resume = lines.indexOf(`::${token}::`);
    expect(lines.slice(stop + 1, resume).join("\n")).toContain("publishRate");
    // The annotations are issued after the report, with commands on again.
    expect(lines.slice(resume).some((line) => line.startsWith("::error"))).toBe(true);
  });

  it("groups each phase in the log; the report and the failure stay outside the groups", async () => {
    setInputs({
      config: thresholdConfig(),
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-regressed"),
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(1);
    const lines = stdout.split("\n");
    const groups = lines.filter((line) => /^::(end)?group::/.test(line));
    expect(groups).toEqual([
      "::group::setting up: config, pull request, baseline store",
      "::endgroup::",
      "::group::comparing with the baseline and writing the reports",
      "::endgroup::",
    ]);
    const lastEnd = lines.lastIndexOf("::endgroup::");
    expect(lines.findIndex((line) => line.startsWith("::stop-commands::"))).toBeGreaterThan(lastEnd);
    expect(lines.findIndex((line) => line.startsWith("::error::"))).toBeGreaterThan(lastEnd);
  });

  it("passes when the results equal the baseline", async () => {
    setInputs({
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("baseline-basic"),
    });
    process.chdir(dir);
    expect(await run()).toBe(0);
    expect(outputs()).toMatchObject({ verdict: "pass", regressions: "0", "exit-code": "0" });
  });

  it("by default, rates and latencies that moved against a stored baseline are shown, not binding", async () => {
    writeFileSync(join(dir, "gate.yml"), "verdict:\n  policy: threshold\n");
    setInputs({
      config: join(dir, "gate.yml"),
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-regressed"),
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(0);
    expect(outputs()).toMatchObject({
      verdict: "pass",
      regressions: "0",
      "exit-code": "0",
      "not-comparable": "8",
    });
    expect(outputs().bound).toMatch(
      /^Only the broker's work per operation \(measured where .* it has 0\)\.$/,
    );
    expect(stdout).toMatch(/^::notice title=Not comparable across runs::8 rate\(s\), latency\(ies\)/m);
    // The Markdown report is the job summary.
    const report = readFileSync(join(dir, "summary"), "utf8");
    expect(report.trimEnd()).toBe(readFileSync(join(dir, "report.md"), "utf8").trimEnd());
    expect(report).toContain("8 not comparable (other run)");
    expect(report).toContain(
      "Only the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits can fail the gate",
    );
    expect(stdout).not.toMatch(/::error/);
  });

  it("does not fail on a regression when fail-on-regression is false", async () => {
    setInputs({
      config: thresholdConfig(),
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-regressed"),
      "fail-on-regression": "false",
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(0);
    expect(outputs().verdict).toBe("regression");
  });

  it("reads rabbitmq-perf-gate.yml at the workspace root without the config input, and says so", async () => {
    writeFileSync(
      join(dir, "rabbitmq-perf-gate.yml"),
      "failOnRegression: false\nverdict:\n  clockMetrics: bind\n",
    );
    process.env.GITHUB_WORKSPACE = dir;
    setInputs({
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-regressed"),
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(0);
    expect(outputs().verdict).toBe("regression");
    expect(stdout).toContain(
      "config: rabbitmq-perf-gate.yml (found at the repository root; the 'config' input reads another)",
    );
  });

  it("fails on an exceeded absolute limit even with fail-on-regression false", async () => {
    writeFileSync(
      join(dir, "gate.yml"),
      "limits:\n  e2eLatencyP99Us:\n    max: 3000\n    reason: p99 under 3 ms\n",
    );
    setInputs({
      config: join(dir, "gate.yml"),
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-basic"),
      "fail-on-regression": "false",
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(1);
    expect(outputs()).toMatchObject({ verdict: "limit-exceeded", "limits-exceeded": "1", "exit-code": "1" });
    expect(stdout).toMatch(
      /::error title=Absolute limit exceeded::rabbitmq-4\.0\.5-management\/throughput\.e2eLatencyP99Us 3,551 µs \(median\) is beyond its max 3,000 µs: p99 under 3 ms/,
    );
    expect(stdout).toMatch(/::error::1 absolute limit\(s\) exceeded\./);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toContain("#### Absolute limits: 1 exceeded");
  });

  it("fails on lost confirmed messages with its own verdict, annotation and message", async () => {
    writeFileSync(join(dir, "baseline.json"), resultsJson(nodeLossResults([0, 0, 0])));
    writeFileSync(join(dir, "current.json"), resultsJson(nodeLossResults([0, 12, 0])));
    setInputs({
      mode: "compare",
      baseline: join(dir, "baseline.json"),
      current: join(dir, "current.json"),
      "fail-on-regression": "false",
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(1);
    expect(outputs()).toMatchObject({ verdict: "data-loss", "limits-exceeded": "1", "exit-code": "1" });
    expect(stdout).toContain(
      "::error title=Data loss::rabbit/node-loss.lostMessages: confirmed messages were lost, 12 msg (worst trial), never consumed (allowed: max 0 msg): a confirmed message must never be lost",
    );
    expect(stdout).toContain(
      "::error::DATA LOSS: confirmed messages were lost: 12 msg in rabbit/node-loss (lostMessages, worst trial). See the report.",
    );
  });

  it("fails a comparison that matched nothing, naming the ids, even with fail-on-regression false", async () => {
    const baseline = JSON.parse(readFileSync(fixturePath("baseline-basic"), "utf8")) as {
      targets: { id: string }[];
    };
    baseline.targets[0]!.id = "rabbitmq-4.0.5";
    writeFileSync(join(dir, "baseline.json"), JSON.stringify(baseline));
    setInputs({
      mode: "compare",
      baseline: join(dir, "baseline.json"),
      current: fixturePath("baseline-basic"),
      "fail-on-regression": "false",
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(1);
    expect(outputs()).toMatchObject({ verdict: "unmatched", regressions: "0", "exit-code": "1" });
    expect(stdout).toContain(
      "::error::nothing compared: targets only in the baseline: 'rabbitmq-4.0.5'; only in this run: 'rabbitmq-4.0.5-management'; renamed? the baseline has 'rabbitmq-4.0.5' for 'rabbitmq-4.0.5-management'.",
    );
    // The Markdown report is the job summary.
    expect(readFileSync(join(dir, "summary"), "utf8")).toMatch(
      /^### ❓ .*: nothing compared: targets only in the baseline/m,
    );
  });

  it("fails an invalid measurement even without a regression", async () => {
    setInputs({
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("results-invalid"),
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(1);
    expect(outputs().verdict).toBe("invalid");
    expect(stdout).toMatch(/::error title=Invalid measurement::/);
    // The failure says why, from the scenario's own reasons.
    expect(stdout).toMatch(
      /::error::The measurement is invalid: [^/]+\/throughput: trial 2: 312 of 310685 accepted messages lost .*\. See the report\./,
    );
  });

  it("mode merge merges the shards' artifacts, judges the merged run and says which shard is missing", async () => {
    const shards = join(dir, "shards");
    for (const index of [1, 3]) {
      const file = shardFile(index, 3, [healthyTrial(index, 1), healthyTrial(index, 2)]);
      mkdirSync(join(shards, `perf-shard-${index}`), { recursive: true });
      writeFileSync(join(shards, `perf-shard-${index}`, `shard-${index}.json`), resultsJson(file.results));
    }
    setInputs({
      mode: "merge",
      shards: `${shards}\n`,
      "results-path": join(dir, "merged.json"),
      "markdown-path": join(dir, "report.md"),
    });
    expect(await run()).toBe(1);
    expect(outputs().verdict).toBe("invalid");
    expect(stdout).toMatch(/merged 2 of 3 shards of run 'run-1' into .*merged\.json/);
    expect(stdout).toMatch(/trial 1: shard 2 of 3 sent no results \(killed, cancelled or never started\)/);
    const merged = JSON.parse(readFileSync(join(dir, "merged.json"), "utf8")) as {
      shards: { count: number };
    };
    expect(merged.shards.count).toBe(3);
    expect(readFileSync(join(dir, "report.md"), "utf8")).toContain(
      "load from 3 shards of run 'run-1', merged (1 sent no results); the host is the first shard's",
    );

    setInputs({ mode: "merge", shards: "" });
    expect(await run()).toBe(2);
    expect(stdout).toMatch(/::error::input 'shards': required in mode 'merge'/);
  });

  it("bad input exits 2 with one line naming the input", async () => {
    setInputs({
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("baseline-basic"),
      trials: "many",
    });
    expect(await run()).toBe(2);
    expect(stdout).toMatch(/::error::input 'trials': expected a whole number >= 1; got "many"/);
    expect(outputs()["exit-code"]).toBe("2");
  });

  it("an output path that would replace an input, or a device, is bad input before any work", async () => {
    const current = join(dir, "current.json");
    writeFileSync(current, readFileSync(fixturePath("results-regressed"), "utf8"));
    setInputs({
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current,
      "markdown-path": current,
    });
    expect(await run()).toBe(2);
    expect(stdout).toMatch(
      /::error::input 'markdown-path': '.*current\.json' is what input 'current' reads; an output may not replace an input/,
    );
    expect(readFileSync(current, "utf8")).toBe(readFileSync(fixturePath("results-regressed"), "utf8"));
    process.exitCode = 0;
    execFileSync("mkfifo", [join(dir, "fifo")]);
    setInputs({ "markdown-path": join(dir, "report.md"), "html-path": join(dir, "fifo") });
    expect(await run()).toBe(2);
    expect(stdout).toMatch(/::error::input 'html-path': '.*fifo' is a FIFO/);
  });

  it("ab-base is bad input outside mode run, and 'pull-request' takes the event's base commit", async () => {
    setInputs({
      mode: "compare",
      baseline: fixturePath("baseline-basic"),
      current: fixturePath("baseline-basic"),
      "ab-base": "main",
    });
    expect(await run()).toBe(2);
    expect(stdout).toMatch(
      /::error::input 'ab-base': measures the merge base's setup: only mode 'run' measures/,
    );
    // In a pull request's run, the base commit comes from the event: here one the clone does not have.
    process.exitCode = 0;
    stdout = "";
    const repo = tempFiles({ "rabbitmq-perf-gate.yml": "trials: 2\n" });
    execFileSync("git", ["init", "--quiet", repo]);
    const base = "ab".repeat(20);
    writeFileSync(
      join(dir, "event.json"),
      JSON.stringify({
        pull_request: {
          number: 7,
          head: { sha: "cd".repeat(20), repo: { full_name: "o/r" } },
          base: { sha: base, ref: "main", repo: { full_name: "o/r" } },
          labels: [],
        },
      }),
    );
    Object.assign(process.env, {
      GITHUB_EVENT_NAME: "pull_request",
      GITHUB_EVENT_PATH: join(dir, "event.json"),
      GITHUB_WORKSPACE: repo,
    });
    setInputs({ mode: "run", baseline: "", current: "", "ab-base": "pull-request" });
    expect(await run()).toBe(2);
    expect(stdout).toContain(`::error::input 'ab-base': "${base}" names no commit in this clone; fetch it`);
  });

  it("mode validate checks a config as run would, starts nothing, and fails bad input in one line", async () => {
    const example = join(import.meta.dirname, "..", "..", "..", "examples", "matrix.yml");
    setInputs({ mode: "validate", config: example });
    expect(await run()).toBe(0);
    expect(stdout).toContain("4 targets:");
    expect(stdout).toContain("rabbitmq-perf-gate: the config is valid");
    expect(outputs()["exit-code"]).toBe("0");

    const config = join(dir, "gate.yml");
    writeFileSync(
      config,
      "targets:\n  - provider: testcontainers\n    image: rabbitmq:4.0.5-management\n    nodes: 2\n",
    );
    setInputs({ mode: "validate", config });
    stdout = "";
    expect(await run()).toBe(2);
    expect(stdout.split("\n").filter((line) => line.startsWith("::error"))).toEqual([
      expect.stringMatching(/^::error::.*targets\[0\]\.nodes/),
    ]);
  });

  it("an unknown mode is bad input", async () => {
    setInputs({ mode: "benchmark" });
    expect(await run()).toBe(2);
    expect(stdout).toMatch(/::error::input 'mode': unknown mode "benchmark"; accepted: run, compare/);
  });

  it("masks URL passwords in failures", async () => {
    const config = join(dir, "gate.yml");
    writeFileSync(
      config,
      "targets:\n  - provider: external\n    amqpUrls: ['amqp://u:hunter22@127.0.0.1:1']\n",
    );
    setInputs({ config, mode: "run", "markdown-path": join(dir, "report.md") });
    const code = await run();
    expect(code).toBe(3);
    // The runner learns secrets from ::add-mask:: lines; nothing else may carry the password.
    const lines = stdout.split("\n").filter((line) => !line.startsWith("::add-mask::"));
    expect(stdout).toContain("::add-mask::hunter22");
    expect(lines.join("\n")).not.toContain("hunter22");
    expect(stdout).toMatch(/::error::target 'external': cannot connect to amqp:\/\/u:\*\*\*@127\.0\.0\.1:1/);
  });
});
