import { z } from "zod";
import { movesWithMachine, type MetricDefinition } from "../model/metrics.js";
import type { Scenario } from "./scenario.js";

interface JsonSchemaProperty {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  description?: string;
}

function describeType(property: JsonSchemaProperty): string {
  if (property.enum) return property.enum.map((v) => `\`${String(v)}\``).join(" \\| ");
  const range =
    property.minimum !== undefined && property.maximum !== undefined
      ? ` ${property.minimum}–${property.maximum}`
      : property.minimum !== undefined
        ? ` ≥ ${property.minimum}`
        : "";
  return `${property.type ?? "any"}${range}`;
}

/**
 * The Markdown reference of every scenario: the client protocols it speaks, parameters with type,
 * default and meaning (their `.describe()` text), metrics with unit and direction.
 */
export function renderScenarioReference(registry: ReadonlyMap<string, Scenario>): string {
  const sections: string[] = [];
  for (const scenario of registry.values()) {
    const defaults = scenario.parameters.parse({});
    const jsonSchema = z.toJSONSchema(scenario.parameters, { io: "input", unrepresentable: "any" }) as {
      properties?: Record<string, JsonSchemaProperty>;
    };
    const lines = [
      `### \`${scenario.id}\``,
      "",
      scenario.description,
      "",
      `Protocols: ${(scenario.protocols ?? ["amqp091"]).map((p) => `\`${p}\``).join(", ")} (\`targets[].protocol\`).`,
      "",
      "| parameter | type | default | meaning |",
      "| --- | --- | --- | --- |",
    ];
    for (const [name, property] of Object.entries(jsonSchema.properties ?? {})) {
      const meaning = (property.description ?? "").replaceAll("|", "\\|");
      lines.push(`| \`${name}\` | ${describeType(property)} | ${defaultCell(defaults[name])} | ${meaning} |`);
    }
    lines.push(
      "",
      "| metric | unit | better | against another run | meaning |",
      "| --- | --- | --- | --- | --- |",
    );
    for (const metric of scenario.metrics(defaults)) {
      lines.push(
        `| \`${metric.id}\` | ${metric.unit} | ${metric.direction} | ${acrossRuns(metric)} | ${metric.description} |`,
      );
    }
    sections.push(lines.join("\n"));
  }
  return `${sections.join("\n\n")}\n`;
}

/**
 * Whether the metric binds against a baseline from another run (docs/verdicts.md, "Which metrics
 * bind"): always, or as rates do (main's history of the runner class), with why when its scenario
 * says so.
 */
function acrossRuns(metric: MetricDefinition): string {
  if (!movesWithMachine(metric)) return "binds";
  const why = metric.movesWithMachine ? `: ${metric.movesWithMachine.replaceAll("|", "\\|")}` : "";
  return `with main's history${why}`;
}

/** A default as the reference shows it; none (a value that depends on others, see the meaning): a dash. */
function defaultCell(value: unknown): string {
  return value === undefined ? "—" : `\`${JSON.stringify(value)}\``;
}
