import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Command } from "commander";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { Inputs } from "../../../src/action/inputs.js";
import { LABELS, readOverrides } from "../../../src/action/read-inputs.js";
import { overridesOf, settingOption } from "../../../src/cli/overrides.js";
import { SETTINGS, type ConfigOverrides, type Setting } from "../../../src/gate/overrides.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";

/**
 * The settings table (src/gate/overrides.ts) and what both entry points derive from it: a setting
 * is one row, and its flag, its input, its label and where it lands follow from that row alone.
 */
const rows = SETTINGS as readonly Setting[];
const root = join(import.meta.dirname, "..", "..", "..");
const actionInputs = Object.keys(
  (parse(readFileSync(join(root, "action.yml"), "utf8")) as { inputs: Record<string, unknown> }).inputs,
);

/** A value of each setting, as a flag's text and as the value it becomes. */
const SAMPLES: Record<string, { text: string; value: unknown }> = {
  name: { text: "nightly", value: "nightly" },
  trials: { text: "4", value: 4 },
  threshold: { text: "7.5", value: 7.5 },
  failOnRegression: { text: "false", value: false },
  baselineStore: { text: "git-branch", value: "git-branch" },
  acknowledgeLabel: { text: "slower-ok", value: "slower-ok" },
  baselinePath: { text: "base.json", value: "base.json" },
  image: { text: "rabbitmq:4.0.5-management", value: "rabbitmq:4.0.5-management" },
  abImage: { text: "rabbitmq:3.13.7-management", value: "rabbitmq:3.13.7-management" },
  amqpUrls: { text: "amqp://a:5672", value: ["amqp://a:5672"] },
  managementUrl: { text: "http://a:15672", value: "http://a:15672" },
  metricsUrls: { text: "http://a:15692/metrics", value: ["http://a:15692/metrics"] },
  // amqp091 here: the sample scenarios include queue-churn, which speaks only AMQP 0.9.1.
  protocol: { text: "amqp091", value: "amqp091" },
  scenarioNames: { text: "throughput,queue-churn", value: ["throughput", "queue-churn"] },
  resultsPath: { text: "r.json", value: "r.json" },
  markdownPath: { text: "r.md", value: "r.md" },
  htmlPath: { text: "r.html", value: "r.html" },
  bmfPath: { text: "r.bmf.json", value: "r.bmf.json" },
  jsonPath: { text: "r.report.json", value: "r.report.json" },
  policy: { text: "threshold", value: "threshold" },
  confidence: { text: "0.9", value: 0.9 },
  clockMetrics: { text: "bind", value: "bind" },
  historyRecent: { text: "3", value: 3 },
};

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("the settings table", () => {
  it("has one row per key, a sample here for each, and every row reaches the user somewhere", () => {
    const keys = rows.map((row) => row.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(SAMPLES).sort()).toEqual([...keys].sort());
    for (const row of rows) expect(row.flag ?? row.input, row.key).toBeDefined();
  });

  it("names only inputs that action.yml declares, and action.yml declares no other input than these and Inputs", () => {
    for (const row of rows) if (row.input) expect(actionInputs, row.key).toContain(row.input);
    const known = [...rows.flatMap((row) => (row.input ? [row.input] : [])), ...Object.values(Inputs)];
    expect([...actionInputs].sort()).toEqual([...known].sort());
  });

  it("lands every setting where its row says, in the resolved config", () => {
    const all = Object.fromEntries(
      rows.filter((row) => row.key !== "abImage").map((row) => [row.key, SAMPLES[row.key]!.value]),
    ) as ConfigOverrides;
    const config = resolveConfig(undefined, { registry: scenarioRegistry, overrides: all });
    expect(config).toMatchObject({
      name: "nightly",
      trials: 4,
      failOnRegression: false,
      thresholds: { default: 7.5 },
      verdict: { policy: "threshold", confidence: 0.9, clockMetrics: "bind" },
      // The baseline file replaces the store an earlier row chose: a path means the file store.
      baseline: { store: "file", path: "base.json" },
      acknowledge: { label: "slower-ok" },
      history: { recent: 3 },
      output: {
        results: "r.json",
        markdown: "r.md",
        html: "r.html",
        bmf: "r.bmf.json",
        json: "r.report.json",
      },
      // External URLs replace every target: the image has none left to change.
      targets: [
        {
          provider: "external",
          amqpUrls: ["amqp://a:5672"],
          managementUrl: "http://a:15672",
          metricsUrls: ["http://a:15692/metrics"],
        },
      ],
    });
    expect(config.scenarios.map((s) => s.name)).toEqual(["throughput", "queue-churn"]);
    expect(config.scenarios.every((s) => s.trials === 4)).toBe(true);
    // Without external URLs, the image goes to every testcontainers target, the A/B's reference its own.
    const images = resolveConfig(undefined, {
      registry: scenarioRegistry,
      overrides: { image: "rabbitmq:4.0.5-management", abImage: "rabbitmq:3.13.7-management" },
    });
    expect(images.targets.map((t) => t.provider === "testcontainers" && t.image)).toEqual([
      "rabbitmq:4.0.5-management",
      "rabbitmq:3.13.7-management",
    ]);
  });

  it("gives every target the protocol: the default target, listed ones, an external one, a matrix", () => {
    const resolve = (raw: Record<string, unknown> | undefined, overrides: ConfigOverrides) =>
      resolveConfig(raw, {
        registry: scenarioRegistry,
        overrides: { scenarioNames: ["throughput"], ...overrides },
      });
    expect(resolve(undefined, { protocol: "amqp10" }).targets).toMatchObject([
      { provider: "testcontainers", image: "rabbitmq:4.0.5-management", protocol: "amqp10" },
    ]);
    expect(
      resolve(undefined, { amqpUrls: ["amqp://a:5672"], protocol: "amqp10" }).targets.map((t) => t.protocol),
    ).toEqual(["amqp10"]);
    const listed = { targets: [{ provider: "testcontainers", image: "rabbitmq:3.10.8-management" }] };
    expect(resolve(listed, { protocol: "amqp10" }).targets.map((t) => t.protocol)).toEqual(["amqp10"]);
    const matrix = { matrix: { image: ["rabbitmq:4.0.5-management"], protocol: ["amqp091", "amqp10"] } };
    expect(resolve(matrix, { protocol: "amqp10" }).targets.map((t) => t.id)).toEqual([
      "4.0.5-mnesia-classic-1n-amqp10",
    ]);
  });

  it("names the flag or input that gave a value when the config rejects it", () => {
    const bad =
      (overrides: ConfigOverrides, labels = LABELS) =>
      () =>
        resolveConfig(undefined, { registry: scenarioRegistry, overrides, labels });
    expect(bad({ image: "has space:1" })).toThrow(/^input 'image': /);
    expect(bad({ amqpUrls: ["amqp://a"], metricsUrls: ["nope"] })).toThrow(/^input 'metrics-urls': /);
    expect(bad({ managementUrl: "http://a" }, { managementUrl: "--management-url" })).toThrow(
      /^--management-url: describes the external broker/,
    );
    expect(bad({ scenarioNames: ["nope"] }, { scenarioNames: "--scenario" })).toThrow(
      /^--scenario: no scenario named 'nope'/,
    );
  });
});

describe("the command line's side", () => {
  function command(): Command {
    const program = new Command().exitOverride().configureOutput({ writeErr: () => {} });
    for (const row of rows) if (row.flag) program.addOption(settingOption(row.key as keyof ConfigOverrides));
    return program;
  }

  it("reads every flag as its kind says, labelled by the flag", () => {
    const program = command();
    const args = rows.flatMap((row) => {
      if (!row.flag) return [];
      const long = row.flag.spec.match(/--[\w-]+/)![0];
      return row.value.kind === "boolean" ? [long] : [long, SAMPLES[row.key]!.text];
    });
    program.parse(args, { from: "user" });
    const { overrides, labels } = overridesOf(program);
    for (const row of rows) {
      if (!row.flag) continue;
      expect((overrides as Record<string, unknown>)[row.key], row.key).toEqual(SAMPLES[row.key]!.value);
      expect(labels[row.key as keyof ConfigOverrides]).toBe(row.flag.spec.match(/--[\w-]+/)![0]);
    }
  });

  it("gives no override for a flag not given (a --no- flag's true included)", () => {
    const program = command();
    program.parse([], { from: "user" });
    expect(overridesOf(program).overrides).toEqual({});
  });

  it("refuses a value its kind does not accept, naming the flag", () => {
    for (const args of [
      ["--trials", "0"],
      ["--threshold", "-2"],
      ["--confidence", "2"],
      ["--policy", "loose"],
    ]) {
      expect(() => command().parse(args, { from: "user" }), args.join(" ")).toThrow(
        new RegExp(`option '.*${args[0]}`),
      );
    }
  });
});

describe("the action's side", () => {
  const setInput = (name: string, value: string) => {
    process.env[`INPUT_${name.toUpperCase()}`] = value;
  };

  it("reads every input as its kind says", () => {
    for (const row of rows) if (row.input) setInput(row.input, SAMPLES[row.key]!.text);
    const overrides = readOverrides() as Record<string, unknown>;
    for (const row of rows) {
      if (!row.input) continue;
      expect(overrides[row.key], row.key).toEqual(SAMPLES[row.key]!.value);
      expect(LABELS[row.key as keyof ConfigOverrides]).toBe(`input '${row.input}'`);
    }
  });

  it("leaves out the inputs that describe brokers in a mode that starts none", () => {
    for (const row of rows) if (row.input) setInput(row.input, SAMPLES[row.key]!.text);
    const overrides = readOverrides({ brokers: false }) as Record<string, unknown>;
    for (const row of rows) {
      if (row.input) expect(overrides[row.key] === undefined, row.key).toBe(row.brokers === true);
    }
  });

  it("refuses a value its kind does not accept, naming the input", () => {
    const cases: [string, string, RegExp][] = [
      ["trials", "many", /^expected a whole number >= 1; got "many"$/],
      ["threshold", "0", /^expected a number > 0; got "0"$/],
      ["fail-on-regression", "maybe", /^expected true or false; got "maybe"$/],
      ["baseline-store", "s3", /^unknown store "s3"; accepted: file, git-branch, actions-cache$/],
    ];
    for (const [input, value, detail] of cases) {
      process.env = { ...saved };
      setInput(input, value);
      let error: unknown;
      try {
        readOverrides();
      } catch (caught) {
        error = caught;
      }
      expect(error, input).toMatchObject({
        field: `input '${input}'`,
        detail: expect.stringMatching(detail),
      });
    }
  });
});
