import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fixturePath } from "../../fixtures/load.js";
import { runCli, tempFiles } from "./helpers.js";

/** The report files come from one settings table: run, compare and report take the same flags. */
const REPORT_FLAGS = ["--markdown", "--json", "--html", "--bmf"];

describe("report outputs on every command", () => {
  it.each(["run", "compare", "report"])(
    "%s --help offers every report file, --verbose, and no terminal-made default",
    async (command) => {
      const help = (await runCli([command, "--help"])).stdout;
      for (const flag of REPORT_FLAGS) expect(help, `${command} lacks ${flag}`).toContain(`${flag} <file>`);
      expect(help).toMatch(/--verbose/);
      // --color's default is the terminal's, said in words: no "(default: false)" from the pipe --help ran into.
      expect(help).not.toMatch(/--color[\s\S]*?\(default: (false|true)\)/);
    },
  );

  it("compare writes every report file it is asked for, the HTML page too", async () => {
    const dir = tempFiles({});
    const paths = Object.fromEntries(
      ["md", "json", "html", "bmf.json"].map((ext) => [ext, join(dir, `report.${ext}`)]),
    );
    const run = await runCli([
      "compare",
      "--no-config",
      "--baseline",
      fixturePath("baseline-basic"),
      "--current",
      fixturePath("results-regressed"),
      "--markdown",
      paths.md!,
      "--json",
      paths.json!,
      "--html",
      paths.html!,
      "--bmf",
      paths["bmf.json"]!,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(paths.html!, "utf8")).toMatch(/^<!doctype html>/i);
    expect(readFileSync(paths.md!, "utf8")).toContain("rabbitmq-perf-gate");
    expect(JSON.parse(readFileSync(paths.json!, "utf8"))).toHaveProperty("comparison.rows");
    expect(JSON.parse(readFileSync(paths["bmf.json"]!, "utf8"))).toBeTypeOf("object");
    for (const path of Object.values(paths)) expect(run.stderr).toContain(path);
  });

  it("compare --targets writes the HTML page of the side-by-side comparison", async () => {
    const dir = tempFiles({});
    const html = join(dir, "side-by-side.html");
    const run = await runCli([
      "compare",
      "--no-config",
      "--targets",
      "rabbitmq-3.13.7-management,rabbitmq-4.0.5-management",
      "--current",
      fixturePath("results-two-targets"),
      "--html",
      html,
      "--no-fail-on-regression",
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(html, "utf8")).toContain("rabbitmq-4.0.5-management vs");
  });
});
