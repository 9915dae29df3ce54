import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compareFiles } from "../../../src/gate/files.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { notesByReason } from "../../../src/report/notes.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";

/**
 * The console report of two runs of the embedded default suite (test/fixtures/measured/README.md),
 * as `compare` prints it with the embedded default config: what a new user reads first.
 */
const measured = join(import.meta.dirname, "..", "..", "fixtures", "measured");

async function defaultComparison(baseline: string, current: string) {
  const config = resolveConfig(undefined, { registry: scenarioRegistry });
  return compareFiles({
    baselinePath: join(measured, baseline),
    currentPath: join(measured, current),
    judging: config,
  });
}

describe("the console report of a default-suite comparison", () => {
  it("opens with the verdict and its counts, fits a terminal screen, and says each note's reason once", async () => {
    const outcome = await defaultComparison("default-a.json", "default-b.json");
    const lines = outcome.consoleReport.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      /^rabbitmq-perf-gate: (PASS|REGRESSION|PASS \(with warnings\)): .* \(\d+ regressed/,
    );
    expect(lines.at(-1)).toBe(lines[0]);
    expect(lines.length, outcome.consoleReport).toBeLessThanOrEqual(40);
    // The table holds what can fail the gate; the rest folds into a line per scenario.
    const tabled = outcome.comparison!.rows.filter((row) => row.binds && row.baseline && row.current);
    const folded = outcome.comparison!.rows.length - tabled.length;
    expect(folded).toBeGreaterThan(0);
    for (const scenario of ["throughput", "latency", "queue-churn", "bind-churn"]) {
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^  ${scenario}: \\d+ metrics shown, not binding; `)),
      );
    }
    const start = lines.findIndex((line) => line.startsWith("Notes ("));
    const notes = start < 0 ? [] : lines.slice(start + 1, lines.indexOf("", start));
    expect(notes).toHaveLength(notesByReason(tabled).length);
    // No advice to run more trials for a metric that cannot fail the gate.
    const loose = outcome.comparison!.rows.filter((row) => !tabled.includes(row));
    for (const row of loose) expect(row.notes.join(" "), row.key).not.toMatch(/trials per side/);
  });

  it("with --verbose, lists every metric and every row's notes", async () => {
    const config = resolveConfig(undefined, { registry: scenarioRegistry });
    const outcome = await compareFiles({
      baselinePath: join(measured, "default-a.json"),
      currentPath: join(measured, "default-b.json"),
      judging: config,
      console: { verbose: true },
    });
    const rows = outcome.comparison!.rows;
    for (const row of rows)
      expect(outcome.consoleReport).toMatch(new RegExp(`\\n${row.scenario} +${row.metric} `));
  });
});
