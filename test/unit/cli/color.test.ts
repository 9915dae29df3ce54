import { describe, expect, it } from "vitest";
import { colorByDefault } from "../../../src/cli/io.js";
import { fixturePath } from "../../fixtures/load.js";
import { runCli } from "./helpers.js";

const terminal = { write: () => true, isTTY: true };
const pipe = { write: () => true };
const ESC = "\u001b[";

describe("colour by default", () => {
  it("follows Node's rules on a terminal: NO_COLOR, TERM=dumb and FORCE_COLOR=0 turn it off", () => {
    expect(colorByDefault(terminal, { TERM: "xterm-256color" })).toBe(true);
    expect(colorByDefault(terminal, { TERM: "xterm-256color", NO_COLOR: "1" })).toBe(false);
    expect(colorByDefault(terminal, { TERM: "xterm-256color", NODE_DISABLE_COLORS: "1" })).toBe(false);
    expect(colorByDefault(terminal, { TERM: "dumb" })).toBe(false);
    expect(colorByDefault(terminal, { TERM: "xterm-256color", FORCE_COLOR: "0" })).toBe(false);
  });

  it("into a pipe or a file only when FORCE_COLOR asks for it", () => {
    expect(colorByDefault(pipe, { TERM: "xterm-256color" })).toBe(false);
    expect(colorByDefault(pipe, { FORCE_COLOR: "1" })).toBe(true);
    expect(colorByDefault(pipe, { FORCE_COLOR: "0" })).toBe(false);
  });

  it("the table: FORCE_COLOR colours it into a pipe, --no-color wins over it, --color over NO_COLOR", async () => {
    const args = [
      "compare",
      "--baseline",
      fixturePath("baseline-basic"),
      "--current",
      fixturePath("results-regressed"),
      // Its regressions are rates and latencies: bind them, so that the table has red in it.
      "--clock-metrics",
      "bind",
    ];
    expect((await runCli(args, {})).stdout).not.toContain(ESC);
    expect((await runCli(args, { FORCE_COLOR: "1" })).stdout).toContain(`${ESC}31m`);
    expect((await runCli([...args, "--no-color"], { FORCE_COLOR: "1" })).stdout).not.toContain(ESC);
    expect((await runCli([...args, "--color"], { NO_COLOR: "1" })).stdout).toContain(ESC);
  });
});
