import type { Command } from "commander";
import { ExitCode } from "../../model/errors.js";
import { scenarioRegistry } from "../../scenarios/registry.js";
import { renderScenarioReference } from "../../scenarios/reference.js";
import type { CommandContext } from "../io.js";

/** `scenarios`: every scenario's parameters and metrics, as Markdown. */
export function registerScenariosCommand(program: Command, { io, setExit }: CommandContext): void {
  program
    .command("scenarios")
    .description("list the scenarios: parameters (type, default, meaning) and metrics, as Markdown")
    .action(() => {
      // The same reference docs/scenarios.md carries (its reference section is generated from this).
      io.stdout.write(renderScenarioReference(scenarioRegistry));
      setExit(ExitCode.Pass);
    });
}
