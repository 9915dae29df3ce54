import { join } from "node:path";
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../fixtures/load.js";
import { storedHistory } from "../../fixtures/history.js";
import { runCli, tempFiles } from "./helpers.js";

/** `compare` of two files: the baseline is another run, and main's stored files may give the spread. */
describe("compare --history", () => {
  const regressed = [
    "--baseline",
    fixturePath("baseline-basic"),
    "--current",
    fixturePath("results-regressed"),
  ];

  function historyFiles(count: number): string[] {
    const dir = tempFiles({});
    return storedHistory(count).map((results, index) => {
      const path = join(dir, `main-${index}.json`);
      writeFileSync(path, JSON.stringify(results));
      return path;
    });
  }

  it("without history, shows the moved rates as not comparable and passes", async () => {
    const run = await runCli(["compare", "--no-config", ...regressed, "--policy", "threshold", "--no-color"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /\n {2}throughput: \d+ metrics shown, not binding; \d+ beyond the threshold: publishRate -\d+\.\d% worse/,
    );
    const verbose = await runCli([
      "compare",
      "--no-config",
      ...regressed,
      "--policy",
      "threshold",
      "--verbose",
    ]);
    expect(verbose.stdout).toMatch(/publishRate .* not comparable \(other run\)/);
  });

  it("with ten stored runs of main, binds the rates against their spread and fails", async () => {
    const history = historyFiles(10).flatMap((path) => ["--history", path]);
    const run = await runCli([
      "compare",
      "--no-config",
      ...regressed,
      "--policy",
      "threshold",
      "--no-color",
      ...history,
    ]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/publishRate .* regressed/);
    expect(run.stdout).toContain("against their spread over up to 10 of main's stored runs");
  });

  it("refuses history for a same-job comparison, naming the flag", async () => {
    const [path] = historyFiles(1);
    const run = await runCli([
      "compare",
      "--no-config",
      "--current",
      fixturePath("results-two-targets"),
      "--targets",
      "rabbitmq-3.13.7-management,rabbitmq-4.0.5-management",
      "--history",
      path!,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--history/);
  });

  it("names the flag when a history file is not a results file", async () => {
    const run = await runCli([
      "compare",
      "--no-config",
      ...regressed,
      "--history",
      fixturePath("not-results"),
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--history/);
  });
});
