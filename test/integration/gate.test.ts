import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import type { StartedBroker } from "../../src/brokers/provider.js";
import type { Results } from "../../src/model/results.js";
import { parseResultsJson } from "../../src/baseline/read.js";
import { runCli, tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";

// The gate end to end on a real broker: run through the bundled CLI (the file `npx` runs), compare
// the results with themselves and with a faster baseline, and the action entry in run mode.

const root = join(import.meta.dirname, "..", "..");
const enabled = await dockerTestsEnabled("gate integration tests");

/**
 * A short suite: every scenario, two trials, short windows, so the test stays within a minute or
 * two. The target is the run's shared 4.0.5 broker, measured as an external one (the package and
 * action tests start brokers through the bundled provider).
 */
const shortConfig = (broker: StartedBroker) => `
name: it-gate
targets:
  - id: rabbit
    provider: external
    amqpUrls: ["${broker.amqpUrls[0]}"]
    managementUrl: "${broker.managementUrls[0]}"
    metricsUrls: ["${broker.metricsUrls[0]}"]
scenarios:
  - id: throughput
    params: { durationMs: 2000, warmupMs: 500, workPhaseMs: 1000 }
  - id: queue-churn
    params: { operations: 100, warmupMs: 100 }
  - id: bind-churn
    params: { operations: 200, warmupMs: 100 }
trials: 2
`;

const execFileAsync = promisify(execFile);

/** Scales the rate metrics of a results file, as a baseline measured on a faster broker would show. */
function fasterBaseline(results: Results, factor: number): Results {
  const copy = structuredClone(results);
  copy.kind = "baseline";
  for (const target of copy.targets) {
    for (const scenario of target.scenarios) {
      for (const metric of scenario.metrics) {
        if (metric.id !== "publishRate" && metric.id !== "consumeRate") continue;
        metric.samples = metric.samples.map((v) => v * factor);
        const s = metric.summary;
        Object.assign(s, {
          median: s.median * factor,
          mean: s.mean * factor,
          min: s.min * factor,
          max: s.max * factor,
          stdev: s.stdev * factor,
        });
      }
    }
  }
  return copy;
}

describe.skipIf(!enabled)("the gate on a real broker", () => {
  const rabbit = sharedBroker();
  const dir = tempFiles({});
  const resultsPath = join(dir, "results.json");
  beforeAll(() => writeFileSync(join(dir, "gate.yml"), shortConfig(rabbit().broker)));

  it("run (bundled CLI) writes valid results and prints the table", { timeout: 300_000 }, async () => {
    const cli = join(root, "dist", "cli.js");
    expect(existsSync(cli), "dist/cli.js: run npm run build").toBe(true);
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      [cli, "run", "--config", join(dir, "gate.yml"), "--out", resultsPath, "--no-color"],
      { env: { ...process.env, CI: "true" }, timeout: 280_000 },
    );
    const results = parseResultsJson(readFileSync(resultsPath, "utf8"), "results", resultsPath);
    expect(results.targets).toHaveLength(1);
    const target = results.targets[0]!;
    expect(target.broker.serverVersion).toBe("4.0.5");
    expect(target.verification).toBeDefined();
    expect(target.scenarios.map((s) => s.name)).toEqual(["throughput", "queue-churn", "bind-churn"]);
    for (const scenario of target.scenarios) {
      expect(scenario.valid, scenario.invalidReasons.join("; ")).toBe(true);
      expect(scenario.trials).toHaveLength(2);
      for (const metric of scenario.metrics) expect(metric.samples, metric.id).toHaveLength(2);
    }
    const throughput = target.scenarios[0]!;
    expect(
      throughput.trials.every((t) => t.counters && t.counters.lost === 0 && t.counters.duplicates === 0),
    ).toBe(true);
    expect(throughput.trials[0]!.histograms?.e2eLatency).toBeTruthy();
    expect(stdout).toMatch(/rabbit\s+throughput\s+publishRate\s+[\d,.]+ msg\/s/);
    expect(stdout).toContain("PASS");
    // Progress goes to stderr as plain lines when it is not a terminal.
    expect(stderr).toMatch(/\[1\/6\] rabbit · throughput · trial 1\/2/);
  });

  it("compare with itself passes; with a 30% faster baseline fails naming the metric and both values", async () => {
    expect(existsSync(resultsPath), "needs the run above").toBe(true);
    const same = await runCli(["compare", "--baseline", resultsPath, "--current", resultsPath, "--no-color"]);
    expect(same.code, same.stderr).toBe(0);

    const results = parseResultsJson(readFileSync(resultsPath, "utf8"), "results", resultsPath);
    const baselinePath = join(dir, "faster.json");
    writeFileSync(baselinePath, JSON.stringify(fasterBaseline(results, 1.3)));
    const markdownPath = join(dir, "report.md");
    // Two trials per side cannot show a difference to the statistical policy's rank test...
    const unsure = await runCli([
      "compare",
      "--baseline",
      baselinePath,
      "--current",
      resultsPath,
      "--verbose",
    ]);
    expect(unsure.code, unsure.stderr).toBe(0);
    expect(unsure.stdout).toContain("inconclusive");
    // ...so the medians decide here. A baseline file is another run: its rates do not bind...
    const elsewhere = await runCli([
      "compare",
      "--baseline",
      baselinePath,
      "--current",
      resultsPath,
      "--no-color",
      "--policy",
      "threshold",
    ]);
    expect(elsewhere.code, elsewhere.stderr).toBe(0);
    expect(elsewhere.stdout).toMatch(
      /\n {2}throughput: \d+ metrics shown, not binding; \d+ beyond the threshold: publishRate -\d+\.\d% worse/,
    );
    expect(elsewhere.stdout).toContain(
      "Only the broker's work per operation (measured where the machine's timing does not shape it), memory, data loss and limits",
    );
    // ...unless the config says the runners are alike (and the busy-host guard, which would find
    // the current run's host the busier one, is off).
    const alike = join(dir, "alike.yml");
    writeFileSync(alike, "verdict:\n  policy: threshold\n  clockMetrics: bind\n  busyHostPts: false\n");
    const worse = await runCli([
      "compare",
      "--config",
      alike,
      "--baseline",
      baselinePath,
      "--current",
      resultsPath,
      "--markdown",
      markdownPath,
      "--no-color",
    ]);
    expect(worse.code, worse.stderr).toBe(1);
    const markdown = readFileSync(markdownPath, "utf8");
    const publishRate = results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === "publishRate")!;
    const row = markdown
      .split("\n")
      .find((line) => line.includes("`publishRate`") && line.startsWith("| ❌"));
    expect(row, markdown).toBeDefined();
    const format = (v: number) => Math.round(v).toLocaleString("en-US");
    expect(row).toContain(`${format(publishRate.summary.median * 1.3)} msg/s`);
    expect(row).toContain(`${format(publishRate.summary.median)} msg/s`);
  });

  it(
    "reads metricsUrls given as a base URL; one that is not the Prometheus page is said in the verdict, and compare against work metrics is unmatched",
    { timeout: 240_000 },
    async () => {
      expect(existsSync(resultsPath), "needs the run above").toBe(true);
      const broker = rabbit().broker;
      const page = new URL(broker.metricsUrls[0]!);
      const base = `${page.protocol}//${page.host}`;
      const configWith = (metricsUrl: string) => `
name: it-gate
targets:
  - id: rabbit
    provider: external
    amqpUrls: ["${broker.amqpUrls[0]}"]
    metricsUrls: ["${metricsUrl}"]
scenarios:
  - id: throughput
    params: { durationMs: 1000, warmupMs: 200, workPhaseMs: 1000 }
trials: 1
`;
      const readMetrics = (path: string) =>
        parseResultsJson(readFileSync(path, "utf8"), "results", path).targets[0]!.scenarios[0]!.metrics;
      // The base URL, as managementUrl is written: its /metrics is read.
      writeFileSync(join(dir, "base-url.yml"), configWith(base));
      const baseOut = join(dir, "base-url.json");
      const read = await runCli([
        "run",
        "--config",
        join(dir, "base-url.yml"),
        "--out",
        baseOut,
        "--no-color",
      ]);
      expect(read.code, read.stderr).toBe(0);
      expect(read.stderr).not.toContain("work metrics of the broker unavailable");
      const work = readMetrics(baseOut).find((metric) => metric.id === "reductionsPerMessage");
      expect(work?.samples[0]).toBeGreaterThan(0);
      // A path that is not the page: the run says so in its verdict line, naming what answered.
      writeFileSync(join(dir, "wrong-path.yml"), configWith(`${base}/prometheus`));
      const wrongOut = join(dir, "wrong-path.json");
      const wrong = await runCli([
        "run",
        "--config",
        join(dir, "wrong-path.yml"),
        "--out",
        wrongOut,
        "--no-color",
      ]);
      expect(wrong.code, wrong.stderr).toBe(0);
      expect(wrong.stdout).toContain(
        `the broker's work, CPU and memory not measured on 'rabbit': ${base}/prometheus answered HTTP 404`,
      );
      expect(wrong.stdout).toContain("check targets[].metricsUrls");
      expect(wrong.stdout).not.toContain("set metricsUrls");
      expect(readMetrics(wrongOut).some((metric) => metric.id === "reductionsPerMessage")).toBe(false);
      // Against a baseline with the work metrics, nothing that could fail the gate was compared.
      const compared = await runCli([
        "compare",
        "--baseline",
        resultsPath,
        "--current",
        wrongOut,
        "--no-color",
      ]);
      expect(compared.code, compared.stdout).toBe(1);
      expect(compared.stdout).toMatch(
        /UNMATCHED: \d+ metrics that bind in the baseline were not measured: 'rabbit\/throughput\.reductionsPerMessage'/,
      );
      expect(compared.stdout).toContain("answered HTTP 404");
    },
  );

  it("baseline save writes a baseline that a later run compares with", async () => {
    const baselinePath = join(dir, "saved", "baseline.json");
    const saved = await runCli(["baseline", "save", "--from", resultsPath, "--to", baselinePath]);
    expect(saved.code, saved.stderr).toBe(0);
    expect(JSON.parse(readFileSync(baselinePath, "utf8"))).toMatchObject({
      kind: "baseline",
      gate: "it-gate",
    });
    const again = await runCli([
      "run",
      "--config",
      join(dir, "gate.yml"),
      "--baseline",
      baselinePath,
      "--scenario",
      "bind-churn",
      "--trials",
      "1",
    ]);
    expect([0, 1]).toContain(again.code);
    expect(again.stdout).toContain("bind-churn");
  }, 180_000);
});
