import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { InputError } from "../../../src/model/errors.js";
import { describeReadError, parseResultsJson, readResultsFile } from "../../../src/baseline/read.js";
import { locateJsonSyntaxError } from "../../../src/baseline/json-syntax.js";
import { FOREIGN_FIXTURE, fixturePath, loadFixture } from "../../fixtures/load.js";
import { inputErrorOf } from "../../fixtures/input-error.js";

async function asyncErrorOf(action: () => Promise<unknown>): Promise<InputError> {
  try {
    await action();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }
  throw new Error("expected an InputError");
}

const basicText = () => JSON.stringify(loadFixture("results-basic"));

function mutated(change: (results: Record<string, unknown>) => void): string {
  const results = JSON.parse(basicText()) as Record<string, unknown>;
  change(results);
  return JSON.stringify(results, null, 2);
}

describe("parseResultsJson", () => {
  it("accepts a results file and keeps every field", () => {
    const results = parseResultsJson(basicText(), "--current", "results.json");
    expect(results.targets[0]!.scenarios[0]!.metrics[0]!.id).toBe("publishRate");
    expect(results).toEqual(loadFixture("results-basic"));
  });

  it("keeps why a metric moves with the machine and a hosted runner's image, on one line", () => {
    const results = loadFixture("baseline-basic");
    results.host.runnerImage = "ubuntu24 20241201.1.0";
    results.targets[0]!.scenarios[0]!.metrics[0]!.movesWithMachine = "follows the timing\nof the machine";
    const parsed = parseResultsJson(JSON.stringify(results), "--current", "results.json");
    expect(parsed.host.runnerImage).toBe("ubuntu24 20241201.1.0");
    expect(parsed.targets[0]!.scenarios[0]!.metrics[0]!.movesWithMachine).toBe(
      "follows the timing of the machine",
    );
  });

  it("accepts a leading byte order mark", () => {
    expect(parseResultsJson(`\uFEFF${basicText()}`, "baseline", "b.json").kind).toBe("results");
  });

  it("names the field, the path, the reason and line:column for malformed JSON", () => {
    const error = inputErrorOf(() =>
      parseResultsJson('{\n  "schema": "x",\n  "kind" "results"\n}', "baseline", "perf/baseline.json"),
    );
    expect(error.field).toBe("baseline");
    expect(error.message).toBe(
      "baseline: 'perf/baseline.json' is not valid JSON: expected ':' after property name at line 3:10",
    );
  });

  it("locates errors V8 reports without a position", () => {
    expect(inputErrorOf(() => parseResultsJson("[1,\n 2,]", "--current", "r.json")).message).toBe(
      "--current: 'r.json' is not valid JSON: trailing comma before ']' at line 2:4",
    );
  });

  it("reports a truncated file as an unexpected end of input", () => {
    const text = JSON.stringify(loadFixture("results-basic"), null, 2);
    expect(inputErrorOf(() => parseResultsJson(text.slice(0, 65), "baseline", "b.json")).detail).toBe(
      "'b.json' is not valid JSON: unexpected end of input at line 3:22",
    );
    expect(inputErrorOf(() => parseResultsJson(text.slice(0, 72), "baseline", "b.json")).detail).toBe(
      "'b.json' is not valid JSON: unterminated string (unexpected end of input) at line 4:3",
    );
  });

  it("reports an empty file as empty", () => {
    expect(inputErrorOf(() => parseResultsJson(" \n", "baseline", "b.json")).message).toBe(
      "baseline: 'b.json' is empty; expected a results JSON file",
    );
  });

  it("names the foreign schema when the file is someone else's JSON", () => {
    const text = mutated((r) => (r.schema = "benchmark-action/data"));
    expect(inputErrorOf(() => parseResultsJson(text, "baseline", "b.json")).message).toBe(
      "baseline: 'b.json' is not a rabbitmq-perf-gate results file (schema is 'benchmark-action/data', expected 'rabbitmq-perf-gate/results')",
    );
  });

  it("says the schema is missing for JSON without one", async () => {
    const path = fixturePath(FOREIGN_FIXTURE);
    const error = await asyncErrorOf(() => readResultsFile(path, "--current"));
    expect(error.message).toBe(
      `--current: '${path}' is not a rabbitmq-perf-gate results file (schema is missing, expected 'rabbitmq-perf-gate/results')`,
    );
  });

  it("rejects JSON that is not an object", () => {
    expect(inputErrorOf(() => parseResultsJson("[]", "baseline", "b.json")).detail).toBe(
      "'b.json' is not a rabbitmq-perf-gate results file (expected a JSON object, got an array)",
    );
    expect(inputErrorOf(() => parseResultsJson("42", "baseline", "b.json")).detail).toContain("got a number");
  });

  it("asks for an upgrade when the file is from a newer version", () => {
    const text = mutated((r) => {
      r.schemaVersion = 2;
      r.tool = { name: "rabbitmq-perf-gate", version: "2.3.0" };
    });
    expect(inputErrorOf(() => parseResultsJson(text, "baseline", "b.json")).message).toBe(
      "baseline: 'b.json' has schemaVersion 2 (written by rabbitmq-perf-gate 2.3.0), newer than this rabbitmq-perf-gate reads (1); upgrade rabbitmq-perf-gate",
    );
  });

  it("names the first schema violation with its path and value", () => {
    const text = mutated((r) => {
      const targets = r.targets as { scenarios: { metrics: { summary: { median: unknown } }[] }[] }[];
      targets[0]!.scenarios[1]!.metrics[0]!.summary.median = "fast";
    });
    expect(inputErrorOf(() => parseResultsJson(text, "--current", "r.json")).message).toBe(
      `--current: 'r.json' is not a valid results file: targets[0].scenarios[1].metrics[0].summary.median: expected number; got "fast"`,
    );
  });

  it("says which field is required when one is missing", () => {
    const text = mutated((r) => {
      delete (r.targets as { broker: Record<string, unknown> }[])[0]!.broker.serverVersion;
    });
    expect(inputErrorOf(() => parseResultsJson(text, "baseline", "b.json")).detail).toBe(
      "'b.json' is not a valid results file: targets[0].broker.serverVersion: required (expected string)",
    );
  });

  it("names the accepted values for an enum", () => {
    const text = mutated((r) => (r.kind = "snapshot"));
    expect(inputErrorOf(() => parseResultsJson(text, "baseline", "b.json")).detail).toBe(
      `'b.json' is not a valid results file: kind: expected one of "results"|"baseline"; got "snapshot"`,
    );
  });

  it("rejects duplicate target ids, which comparison matches by", () => {
    const text = mutated((r) => {
      const targets = r.targets as unknown[];
      targets.push(targets[0]);
    });
    expect(inputErrorOf(() => parseResultsJson(text, "baseline", "b.json")).detail).toBe(
      "'b.json' is not a valid results file: targets[1].id: duplicate target id 'rabbitmq-4.0.5-management' (also targets[0])",
    );
  });

  it("rejects a summary whose count disagrees with the samples", () => {
    const text = mutated((r) => {
      const targets = r.targets as { scenarios: { metrics: { samples: number[] }[] }[] }[];
      targets[0]!.scenarios[0]!.metrics[1]!.samples.pop();
    });
    expect(inputErrorOf(() => parseResultsJson(text, "baseline", "b.json")).detail).toBe(
      "'b.json' is not a valid results file: targets[0].scenarios[0].metrics[1].summary.n: 3, but there are 2 samples",
    );
  });

  it("never includes a stack trace or a newline in the message", () => {
    for (const text of ["{", "[]", "{}", mutated((r) => (r.trials = 0))]) {
      const message = inputErrorOf(() => parseResultsJson(text, "baseline", "b.json")).message;
      expect(message).not.toContain("\n");
      expect(message).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});

describe("locateJsonSyntaxError", () => {
  it.each([
    ['{"a": 1}', undefined],
    ['[1, 2.5e3, -0, true, false, null, "x\\u00e9"]', undefined],
    ["", { reason: "unexpected end of input", line: 1, column: 1 }],
    ["{'a': 1}", { reason: "expected a property name in double quotes", line: 1, column: 2 }],
    ['{"a": 01}', { reason: "expected ',' or '}' after property value", line: 1, column: 8 }],
    ['{"a": 1} x', { reason: "unexpected text after the JSON value", line: 1, column: 10 }],
    ['"abc', { reason: "unterminated string (unexpected end of input)", line: 1, column: 1 }],
    ['"a\nb"', { reason: "unescaped control character in string", line: 1, column: 3 }],
    ['"a\\qb"', { reason: "invalid escape in string", line: 1, column: 3 }],
    ['\n\n  {"x": tru}', { reason: 'unexpected "t"', line: 3, column: 9 }],
    ["[1 2]", { reason: "expected ',' or ']' after array element", line: 1, column: 4 }],
  ])("%j", (text, expected) => {
    expect(locateJsonSyntaxError(text)).toEqual(expected);
    expect(() => JSON.parse(text)).toSatisfy((parse: () => unknown) => {
      try {
        parse();
        return expected === undefined;
      } catch {
        return expected !== undefined;
      }
    });
  });
});

describe("readResultsFile", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "perf-gate-read-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads a results file", async () => {
    const results = await readResultsFile(fixturePath("results-regressed"), "--current");
    expect(results.git?.ref).toBe("refs/pull/43/merge");
  });

  it("names the field and path of a missing file", async () => {
    const path = join(dir, "missing.json");
    const error = await asyncErrorOf(() => readResultsFile(path, "--baseline"));
    expect(error.message).toBe(
      `--baseline: '${path}' does not exist; expected a results JSON file written by rabbitmq-perf-gate`,
    );
  });

  it("names a directory given instead of a file", async () => {
    const error = await asyncErrorOf(() => readResultsFile(dir, "--current"));
    expect(error.message).toBe(
      `--current: '${dir}' is a directory; expected a results JSON file written by rabbitmq-perf-gate`,
    );
  });

  it.skipIf(process.getuid?.() === 0)("names an unreadable file", async () => {
    const path = join(dir, "secret.json");
    await writeFile(path, basicText());
    await chmod(path, 0o000);
    const error = await asyncErrorOf(() => readResultsFile(path, "baseline"));
    expect(error.message).toBe(`baseline: '${path}' is not readable (permission denied)`);
  });

  it("passes the path into parse errors", async () => {
    const path = join(dir, "broken.json");
    await writeFile(path, "{\n");
    const error = await asyncErrorOf(() => readResultsFile(path, "baseline"));
    expect(error.message).toBe(`baseline: '${path}' is not valid JSON: unexpected end of input at line 2:1`);
  });
});

describe("describeReadError", () => {
  // Root can read anything, so permission errors are checked on the description itself too.
  it.each([
    ["EACCES", "'b.json' is not readable (permission denied)"],
    ["EPERM", "'b.json' is not readable (permission denied)"],
    ["EISDIR", "'b.json' is a directory; expected a results JSON file written by rabbitmq-perf-gate"],
    ["EMFILE", "cannot read 'b.json' (EMFILE)"],
  ])("%s", (code, expected) => {
    expect(describeReadError(Object.assign(new Error("x"), { code }), "b.json")).toBe(expected);
  });
});
