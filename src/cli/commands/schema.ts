import type { Command } from "commander";
import { ExitCode } from "../../model/errors.js";
import { configJsonSchema } from "../../model/json-schema.js";
import type { CommandContext } from "../io.js";

/** `schema`: the JSON Schema of the config file, for editors. */
export function registerSchemaCommand(program: Command, { io, setExit }: CommandContext): void {
  program
    .command("schema")
    .description("print the JSON Schema of the config file")
    .action(() => {
      io.stdout.write(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
      setExit(ExitCode.Pass);
    });
}
