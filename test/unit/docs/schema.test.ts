import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { configJsonSchema } from "../../../src/model/json-schema.js";

const schemaPath = join(import.meta.dirname, "..", "..", "..", "schema", "rabbitmq-perf-gate.schema.json");

describe("published JSON Schema", () => {
  it("equals the schema the config is validated with (npm run docs rewrites it)", () => {
    const expected = `${JSON.stringify(configJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_README) writeFileSync(schemaPath, expected);
    else expect(readFileSync(schemaPath, "utf8")).toBe(expected);
  });
});
