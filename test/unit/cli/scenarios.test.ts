import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./helpers.js";

const reference = readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "scenarios.md"), "utf8");

describe("scenarios", () => {
  it("prints the scenario reference docs/scenarios.md carries: parameters with their meaning, metrics", async () => {
    const run = await runCli(["scenarios"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    const section = reference.slice(
      reference.indexOf("<!-- scenarios:begin -->\n\n") + "<!-- scenarios:begin -->\n\n".length,
      reference.indexOf("\n<!-- scenarios:end -->"),
    );
    expect(run.stdout).toBe(section);
    expect(run.stdout).toMatch(
      /^\| `publishRatePerSecond` \| integer 0–10000000 \| `0` \| messages per second per publisher;/m,
    );
  });
});
