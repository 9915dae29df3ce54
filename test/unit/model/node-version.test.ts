import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REQUIRED_NODE_RANGE, minimumOf, nodeVersionProblem } from "../../../src/model/node-version.js";

describe("nodeVersionProblem", () => {
  it("reads the requirement from package.json's engines.node", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "../../../package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(REQUIRED_NODE_RANGE).toBe(manifest.engines.node);
    expect(() => minimumOf(REQUIRED_NODE_RANGE)).not.toThrow();
  });

  it("lets through every version at or above the minimum", () => {
    for (const version of ["22.22.0", "22.22.1", "22.30.0", "23.0.0", "24.11.1", "v26.0.0-pre"]) {
      expect(nodeVersionProblem(version, ">=22.22"), version).toBeUndefined();
    }
  });

  it("names the minimum and the running version below it", () => {
    expect(nodeVersionProblem("20.20.2", ">=22.22")).toBe(
      "needs Node.js 22.22 or newer; this is Node.js 20.20.2",
    );
    expect(nodeVersionProblem("22.21.9", ">=22.22")).toMatch(/this is Node\.js 22\.21\.9$/);
    expect(nodeVersionProblem("22.22.0", ">=22.22.1")).toBe(
      "needs Node.js 22.22.1 or newer; this is Node.js 22.22.0",
    );
    expect(nodeVersionProblem("8.0.0", ">= 10")).toBe("needs Node.js 10.0 or newer; this is Node.js 8.0.0");
  });

  it("does not stop a version it cannot read", () => {
    expect(nodeVersionProblem("unknown", ">=22.22")).toBeUndefined();
  });

  it("refuses a range form it does not read, naming the field", () => {
    expect(() => minimumOf("^22.22 || >=24")).toThrow(
      'engines.node: expected ">=major[.minor[.patch]]"; got "^22.22 || >=24"',
    );
  });
});
