import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./helpers.js";

const readme = readFileSync(join(import.meta.dirname, "..", "..", "..", "README.md"), "utf8");

describe("scenarios", () => {
  it("prints the scenario reference the README carries: parameters with their meaning, metrics", async () => {
    const run = await runCli(["scenarios"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    const section = readme.slice(
      readme.indexOf("<!-- scenarios:begin -->\n\n") + "<!-- scenarios:begin -->\n\n".length,
      readme.indexOf("\n<!-- scenarios:end -->"),
    );
    expect(run.stdout).toBe(section);
    expect(run.stdout).toMatch(
      /^\| `publishRatePerSecond` \| integer 0–10000000 \| `0` \| messages per second per publisher;/m,
    );
  });
});
