import type { TestcontainersTarget } from "../model/config.js";
import { quotedName } from "../model/one-line.js";

/**
 * A target's rabbitmq.conf as RabbitMQ reads it (the sysctl-like format of its config schema):
 * `key = value` lines, `#` comments, a later value of a key replacing an earlier one.
 */

/** One `key = value` line of a target's rabbitmq.conf, and where it was written. */
export interface ConfSetting {
  key: string;
  value: string;
  /** The target field that holds it: `rabbitmqConf` or `rabbitmqConfFile`. */
  field: "rabbitmqConf" | "rabbitmqConfFile";
  line: number;
}

/**
 * The target's rabbitmq.conf settings in the order RabbitMQ reads them (inline `rabbitmqConf`, then
 * the file's), a later value of a key replacing an earlier one, as in conf.d.
 */
export function confSettings(target: Pick<TestcontainersTarget, "rabbitmqConf" | "contents">): ConfSetting[] {
  const byKey = new Map<string, ConfSetting>();
  const read = (text: string | undefined, field: ConfSetting["field"]) => {
    for (const [index, raw] of (text ?? "").split("\n").entries()) {
      const line = raw.trim();
      if (line === "" || line.startsWith("#")) continue;
      const equals = line.indexOf("=");
      if (equals <= 0) continue;
      const key = line.slice(0, equals).trim();
      byKey.delete(key);
      byKey.set(key, { key, value: confValue(line.slice(equals + 1)), field, line: index + 1 });
    }
  };
  read(target.rabbitmqConf, "rabbitmqConf");
  read(target.contents?.rabbitmqConf, "rabbitmqConfFile");
  return [...byKey.values()];
}

/** A value as RabbitMQ reads it: a trailing `# comment` cut off, one pair of single quotes removed. */
export function confValue(raw: string): string {
  const value = raw.trim();
  const quoted = /^'([^']*)'(?:\s+#.*)?$/.exec(value);
  if (quoted) return quoted[1]!;
  return value.replace(/\s+#.*$/, "").trim();
}

/** A key of the setup, quoted when it holds more than a key's characters (it is the user's text). */
export function keyText(key: string): string {
  return /^[\w.$-]{1,200}$/.test(key) ? key : quotedName(key, 80);
}

export function describeSetting(setting: ConfSetting): string {
  return `${setting.field} line ${setting.line}: ${keyText(setting.key)} = ${quotedName(setting.value, 80)}`;
}
