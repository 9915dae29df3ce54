import { z } from "zod";
import { ConfigSchema } from "./config.js";

/** The JSON Schema editors use to complete and check config files (the input side: defaults optional). */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(ConfigSchema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return { ...schema, title: "rabbitmq-perf-gate configuration" };
}
