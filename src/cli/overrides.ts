import { InvalidArgumentError, Option, type Command } from "commander";
import {
  settingOf,
  type ConfigOverrides,
  type OverrideLabels,
  type SettingKey,
  type ValueKind,
} from "../gate/overrides.js";
import { collect, positiveInt, positivePercent } from "./options.js";

/**
 * The command-line side of the settings table (gate/overrides.ts): a setting's option, declared
 * where a command lists its options, and the overrides and labels read back from the options a
 * command declared that way.
 */

const settingOfOption = new WeakMap<Option, SettingKey>();

function confidenceLevel(value: string): number {
  const level = Number(value);
  if (!(level >= 0.5 && level <= 0.999))
    throw new InvalidArgumentError("expected a number from 0.5 to 0.999");
  return level;
}

function withParser(option: Option, value: ValueKind): Option {
  switch (value.kind) {
    case "texts":
    case "names":
      return option.argParser(collect);
    case "whole":
      return option.argParser(positiveInt);
    case "percent":
      return option.argParser(positivePercent);
    case "level":
      return option.argParser(confidenceLevel);
    case "choice":
      return option.choices(value.choices);
    default:
      return option;
  }
}

/** The option of a setting, with the table's help or the command's own wording of it. */
export function settingOption(key: SettingKey, help?: string): Option {
  const row = settingOf(key);
  if (!row.flag) throw new Error(`setting '${key}' has no command-line flag`);
  const option = withParser(new Option(row.flag.spec, help ?? row.flag.help), row.value);
  settingOfOption.set(option, key);
  return option;
}

/**
 * The overrides a command's options gave, and each one's flag for the errors: read from the
 * options `settingOption` made, so a command lists a setting once.
 */
export function overridesOf(command: Command): { overrides: ConfigOverrides; labels: OverrideLabels } {
  const flags = command.opts<Record<string, unknown>>();
  const overrides: Record<string, unknown> = {};
  const labels: OverrideLabels = {};
  for (const option of command.options) {
    const key = settingOfOption.get(option);
    if (key === undefined) continue;
    labels[key] = option.long!;
    const given = flags[option.attributeName()];
    // A `--no-…` flag holds true until it is given: only its false is an override.
    if (given === undefined || (option.negate && given !== false)) continue;
    overrides[key] =
      settingOf(key).value.kind === "names" ? (given as string[]).flatMap((name) => name.split(",")) : given;
  }
  return { overrides: overrides as ConfigOverrides, labels };
}
