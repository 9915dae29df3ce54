import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ConfigSchema } from "../../../src/model/config.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";

// The table of PerfTest flags and lavinmqperf subcommands names scenarios, parameters
// with example values and configuration keys: each is checked against the code, so the table
// cannot drift from what the gate accepts.

// The table lives in docs/scenarios.md; the config keys it names are documented in docs/configuration.md.
const docs = join(import.meta.dirname, "..", "..", "..", "docs");
const scenarios = readFileSync(join(docs, "scenarios.md"), "utf8");
const configuration = readFileSync(join(docs, "configuration.md"), "utf8");

interface Row {
  tool: string;
  scenario: string;
  settings: string;
  note: string;
}

function rows(): Row[] {
  const begin = scenarios.indexOf("<!-- load-tools:begin -->");
  const end = scenarios.indexOf("<!-- load-tools:end -->");
  expect(begin, "docs/scenarios.md: load-tools markers").toBeGreaterThan(0);
  return scenarios
    .slice(begin, end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && !line.startsWith("| tool"))
    .map((line) => {
      const cells = line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim());
      expect(cells, line).toHaveLength(4);
      const [tool, scenario, settings, note] = cells as [string, string, string, string];
      return { tool, scenario, settings, note };
    });
}

/** `a: 1` `b: x` → { a: 1, b: "x" }, each code span read as YAML. */
function settingsOf(cell: string): Record<string, unknown> {
  const spans = [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  return Object.assign({}, ...spans.map((span) => parseYaml(span) as Record<string, unknown>));
}

/** `targets[].queueType: stream` → a config with one target of that type, to validate. */
function configOf(settings: Record<string, unknown>): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    const target = /^targets\[\]\.(?<field>\w+)$/.exec(key)?.groups?.field;
    if (target) {
      const provider =
        target === "amqpUrls"
          ? { provider: "external" }
          : target === "streamUrls"
            ? { provider: "external", amqpUrls: ["amqp://localhost"] }
            : { provider: "testcontainers", image: "rabbitmq:4.0.5-management" };
      config.targets = [{ ...provider, [target]: value }];
      continue;
    }
    const [head, field] = key.split(".") as [string, string | undefined];
    expect(field, `config key ${key}`).toBeDefined();
    config[head] = { ...(config[head] as object), [field!]: value };
  }
  return config;
}

describe("docs/scenarios.md: PerfTest and lavinmqperf", () => {
  it("names PerfTest's common flags and every lavinmqperf subcommand", () => {
    const tools = rows()
      .map((r) => r.tool)
      .join(" ");
    for (const flag of [
      "-x",
      "-y",
      "-s",
      "-c",
      "-q",
      "-r",
      "-R",
      "-A",
      "-f persistent",
      "--queue-args",
      "-u",
      "--quorum-queue",
      "--stream-queue",
    ]) {
      expect(tools, flag).toContain(`\`${flag}\``);
    }
    for (const command of [
      "throughput",
      "queue-count",
      "connection-count",
      "queue-churn",
      "bind-churn",
      "connection-churn",
      "channel-churn",
      "consumer-churn",
    ]) {
      expect(tools, command).toContain(`lavinmqperf \`${command}\``);
    }
  });

  it("maps every row to a scenario's parameters or configuration keys the code accepts", () => {
    for (const row of rows()) {
      if (row.scenario === "—") {
        expect(row.settings, row.tool).toBe("");
        expect(row.note.length, `${row.tool}: say why there is no equivalent`).toBeGreaterThan(10);
        continue;
      }
      const settings = settingsOf(row.settings);
      expect(Object.keys(settings).length, row.tool).toBeGreaterThan(0);
      if (row.scenario === "config") {
        const parsed = ConfigSchema.safeParse(configOf(settings));
        expect(parsed.success, `${row.tool}: ${parsed.error?.message}`).toBe(true);
        for (const key of Object.keys(settings))
          expect(configuration, key).toContain(`| \`${key.split(":")[0]}\``);
        continue;
      }
      const id = /^`(?<id>[a-z-]+)`$/.exec(row.scenario)?.groups?.id;
      const scenario = id ? scenarioRegistry.get(id) : undefined;
      expect(scenario, `${row.tool}: scenario ${row.scenario}`).toBeDefined();
      const parsed = scenario!.parameters.safeParse(settings);
      expect(parsed.success, `${row.tool}: ${parsed.error?.message}`).toBe(true);
      // A schema keeps the keys it knows (an optional one without a default included) and drops the rest.
      const known = Object.keys(parsed.data as object);
      for (const name of Object.keys(settings)) expect(known, `${row.tool}: ${id}.${name}`).toContain(name);
    }
  });
});
