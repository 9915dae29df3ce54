import type { Protocol, TestcontainersTarget } from "../model/config.js";
import { rulesFor, versionFromImage, type BrokerVersion } from "./versions.js";

/** The plugin through which RabbitMQ 3.x speaks AMQP 1.0 (a no-op kept for compatibility on 4.x). */
export const AMQP10_PLUGIN = "rabbitmq_amqp1_0";

/** The plugin through which RabbitMQ speaks its stream protocol (port 5552), on every version. */
export const STREAM_PLUGIN = "rabbitmq_stream";

/** The plugin through which RabbitMQ speaks MQTT (port 1883), on every version. */
export const MQTT_PLUGIN = "rabbitmq_mqtt";

/** The plugin a protocol needs on this version, if any; unknown version: none asked for (AMQP 1.0). */
export function protocolPlugin(protocol: Protocol, version: BrokerVersion | undefined): string | undefined {
  if (protocol === "stream") return STREAM_PLUGIN;
  if (protocol === "mqtt") return MQTT_PLUGIN;
  if (protocol !== "amqp10" || version === undefined) return undefined;
  return rulesFor(version).amqp10 === "plugin" ? AMQP10_PLUGIN : undefined;
}

/**
 * The plugins a testcontainers target enables before its broker starts: the ones it lists, and the
 * one its protocol needs on the image's version (the AMQP 1.0 plugin on 3.x, the stream or MQTT plugin). The image's own
 * enabled plugins stay enabled.
 */
export function pluginsToEnable(
  target: Pick<TestcontainersTarget, "image" | "protocol" | "plugins">,
): string[] {
  return withProtocolPlugin(target.plugins ?? [], target.protocol, versionFromImage(target.image));
}

/** `listed`, and the plugin `protocol` needs on `version` when it is not listed already. */
export function withProtocolPlugin(
  listed: readonly string[],
  protocol: Protocol,
  version: BrokerVersion | undefined,
): string[] {
  const needed = protocolPlugin(protocol, version);
  return needed === undefined || listed.includes(needed) ? [...listed] : [...listed, needed];
}

/**
 * The container command that enables `plugins` offline, then starts the broker the way the image
 * does (its entrypoint steps down to the rabbitmq user and runs rabbitmq-server). The names go as
 * arguments, never into the script's text; config.ts accepts only plugin-shaped names anyway.
 * Undefined: no plugin to enable, the image's own command runs.
 */
export function pluginStartCommand(plugins: readonly string[]): string[] | undefined {
  if (plugins.length === 0) return undefined;
  return [
    "bash",
    "-c",
    'rabbitmq-plugins enable --offline "$@" && exec docker-entrypoint.sh rabbitmq-server',
    "enable-plugins",
    ...plugins,
  ];
}

/** The names in `wanted` that `enabled` lacks, in `wanted`'s order. */
export function missingPlugins(wanted: readonly string[], enabled: readonly string[]): string[] {
  return wanted.filter((name) => !enabled.includes(name));
}
