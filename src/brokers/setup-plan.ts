import type { TestcontainersTarget } from "../model/config.js";
import { quotedName } from "../model/one-line.js";
import { confSettings, describeSetting, keyText, type ConfSetting } from "./rabbitmq-conf.js";

export { confSettings, confValue, describeSetting, type ConfSetting } from "./rabbitmq-conf.js";

/**
 * What the gate assumes of a broker it starts, in one place, checked against the target's own
 * settings before anything starts: the listeners it connects to, the user it logs in with, the
 * console log it reads a failed boot from, the statistics it reads queue depths from and the
 * cluster formation it owns. A setting that breaks an assumption is either overridden (in a conf.d
 * file written after the target's own, so the target's files cannot defeat it, and listed in the
 * results) or refused in one line that names the setting and what to do.
 */

/** Ports inside the container the gate connects to. */
export interface ContainerPorts {
  amqp: number;
  management: number;
  prometheus: number;
}

export const DEFAULT_CONTAINER_PORTS: ContainerPorts = { amqp: 5672, management: 15672, prometheus: 15692 };

/** The user the gate creates on every broker it starts, and measures through. */
export const GATE_USER = "perf-gate";

/** Written after the target's own snippet (90-perf-gate.conf): the gate's overrides win. */
export const OVERRIDES_FILE = "/etc/rabbitmq/conf.d/99-perf-gate-overrides.conf";

/** A setting the gate cannot measure with, refused before anything starts. */
export class SetupRefusal extends Error {
  constructor(
    readonly setting: ConfSetting,
    readonly why: string,
  ) {
    super(`${describeSetting(setting)}: ${why}`);
    this.name = "SetupRefusal";
  }

  /** The refusal without the field's name, for an error that names the field itself. */
  get detail(): string {
    return `line ${this.setting.line}: ${keyText(this.setting.key)} = ${quotedName(this.setting.value, 80)}: ${this.why}`;
  }
}

export interface SetupPlan {
  ports: ContainerPorts;
  /** Lines of the overrides file every node gets (cluster formation is added per node). */
  overrideLines: string[];
  /** The keys of the target's own cluster formation, which the gate's formation replaces. */
  formationKeys: string[];
  /** Where the target's rabbitmq.conf loads definitions at boot: the definitions file goes there too. */
  bootDefinitionsPath?: string;
  /** The vhost `/` the gate measures in does not exist after boot: the gate creates it. */
  createDefaultVhost: boolean;
  /** Each override in one line, for the log and the results. */
  overrides: string[];
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost", "[::1]"]);

/** A listener value (`5672`, `0.0.0.0:5672`, `127.0.0.1:5672`, `:::5672`): its port and whether only loopback. */
export function parseListener(value: string): { port: number; loopbackOnly: boolean } | undefined {
  const match = /^(?:(.*):)?(\d{1,5})$/.exec(value.trim());
  if (!match) return undefined;
  const port = Number(match[2]);
  if (port < 1 || port > 65_535) return undefined;
  return { port, loopbackOnly: match[1] !== undefined && LOOPBACK_HOSTS.has(match[1]) };
}

function portOf(
  settings: readonly ConfSetting[],
  keys: readonly string[],
  fallback: number,
  what: string,
): number {
  const setting = settings.filter((s) => keys.includes(s.key)).at(-1);
  const plugin = keys[0]!.split(".")[0]!;
  const tlsOnly = settings.find((s) => s.key.startsWith(`${plugin}.ssl.`));
  if (tlsOnly && !settings.some((s) => s.key.startsWith(`${plugin}.tcp.`))) {
    throw new SetupRefusal(
      tlsOnly,
      `the ${what} then listens over TLS only, which the gate does not read yet; add a plain listener (${keys[0]} = ${fallback})`,
    );
  }
  const ip = settings.find((s) => s.key === keys[0]!.replace(/port$/, "ip"));
  if (ip && LOOPBACK_HOSTS.has(ip.value)) {
    throw new SetupRefusal(
      ip,
      `the ${what} listens on loopback only, where the gate cannot reach it; remove the key from the measured setup`,
    );
  }
  if (!setting) return fallback;
  const port = Number(setting.value);
  return Number.isInteger(port) && port > 0 && port <= 65_535 ? port : fallback;
}

/** The AMQP port the gate connects to: the target's `default` TCP listener, else its first that is not loopback. */
function amqpPort(settings: readonly ConfSetting[], env: Record<string, string>): number {
  const none = settings.find((s) => s.key === "listeners.tcp");
  if (none) {
    throw new SetupRefusal(
      none,
      "the gate measures over plain AMQP and needs a TCP listener; measure a setup that keeps one (listeners.tcp.default = 5672), TLS is not measured yet",
    );
  }
  const listeners = settings.filter((s) => s.key.startsWith("listeners.tcp."));
  if (listeners.length === 0) {
    const fromEnv = Number(env.RABBITMQ_NODE_PORT);
    return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_CONTAINER_PORTS.amqp;
  }
  const ordered = [...listeners.filter((s) => s.key === "listeners.tcp.default"), ...listeners];
  const reachable = ordered.find((s) => parseListener(s.value)?.loopbackOnly === false);
  if (reachable) return parseListener(reachable.value)!.port;
  const loopback = ordered.find((s) => parseListener(s.value)?.loopbackOnly);
  if (loopback) {
    throw new SetupRefusal(
      loopback,
      "every AMQP listener of the setup is on loopback, where the gate cannot reach it; add one on all interfaces (listeners.tcp.default = 5672)",
    );
  }
  // Values the broker will refuse at boot: it says why, in its own words.
  return DEFAULT_CONTAINER_PORTS.amqp;
}

const TRUE = new Set(["true", "yes", "on"]);
const INTERNAL_BACKENDS = new Set(["internal", "rabbit_auth_backend_internal"]);

/**
 * Reads the target's settings against the gate's assumptions; throws `SetupRefusal` for a setting
 * the gate cannot measure with.
 */
export function planSetup(
  target: Pick<TestcontainersTarget, "rabbitmqConf" | "contents" | "env" | "definitionsFile">,
): SetupPlan {
  const settings = confSettings(target);
  const get = (key: string) => settings.find((s) => s.key === key);
  const overrideLines: string[] = [];
  const overrides: string[] = [];
  const override = (setting: ConfSetting, line: string, why: string) => {
    overrideLines.push(line);
    overrides.push(
      `${line} (${why}; the setup had ${keyText(setting.key)} = ${quotedName(setting.value, 80)})`,
    );
  };

  const ports: ContainerPorts = {
    amqp: amqpPort(settings, target.env ?? {}),
    management: portOf(
      settings,
      ["management.tcp.port", "management.listener.port"],
      DEFAULT_CONTAINER_PORTS.management,
      "management API",
    ),
    prometheus: portOf(
      settings,
      ["prometheus.tcp.port"],
      DEFAULT_CONTAINER_PORTS.prometheus,
      "Prometheus endpoint",
    ),
  };
  for (const [name, port] of Object.entries(ports)) {
    if (port !== DEFAULT_CONTAINER_PORTS[name as keyof ContainerPorts])
      overrides.push(`${name} read on container port ${port}, as the setup sets`);
  }

  const consoleLog = get("log.console");
  if (consoleLog && !TRUE.has(consoleLog.value)) {
    override(consoleLog, "log.console = true", "the gate reads a failed boot from the console log");
  }
  const collector = get("management_agent.disable_metrics_collector");
  if (collector && TRUE.has(collector.value)) {
    override(
      collector,
      "management_agent.disable_metrics_collector = false",
      "the gate reads queue depths from the management API",
    );
  }
  // Authentication: plain `auth_backends.<n>` entries and the `.authn` half of split ones.
  const backends = settings.filter((s) => /^auth_backends\.\d+(\.authn)?$/.test(s.key));
  if (backends.length > 0 && !backends.some((s) => INTERNAL_BACKENDS.has(s.value))) {
    const next = Math.max(...backends.map((s) => Number(s.key.split(".")[1]))) + 1;
    override(
      backends.at(-1)!,
      `auth_backends.${next} = internal`,
      `the gate logs in as its own internal user '${GATE_USER}'`,
    );
  }
  const mechanisms = settings.filter((s) => /^auth_mechanisms\.\w+$/.test(s.key));
  if (mechanisms.length > 0 && !mechanisms.some((s) => s.value === "PLAIN")) {
    throw new SetupRefusal(
      mechanisms.at(-1)!,
      "the gate's clients log in with SASL PLAIN, which the setup's auth_mechanisms leave out; add auth_mechanisms.<n> = PLAIN",
    );
  }

  const formationKeys = settings.filter((s) => s.key.startsWith("cluster_formation.")).map((s) => s.key);
  if (formationKeys.length > 0) {
    overrides.push(
      `cluster formation: classic_config on the gate's own nodes; the setup's ${formationKeys.length} cluster_formation line(s) (${formationKeys.map(keyText).join(", ")}) left out`,
    );
  }

  const loadDefinitions = get("load_definitions") ?? get("definitions.local.path");
  let bootDefinitionsPath: string | undefined;
  if (loadDefinitions) {
    if (target.definitionsFile === undefined) {
      throw new SetupRefusal(
        loadDefinitions,
        "the broker loads definitions from this path at boot, which the container lacks; name the file as the target's definitionsFile",
      );
    }
    if (!loadDefinitions.value.startsWith("/") || /\.\.|[^\w./-]/.test(loadDefinitions.value)) {
      throw new SetupRefusal(
        loadDefinitions,
        "expected an absolute path of letters, digits, '.', '_', '-' and '/'",
      );
    }
    bootDefinitionsPath = /\.json$/i.test(loadDefinitions.value)
      ? loadDefinitions.value
      : `${loadDefinitions.value.replace(/\/+$/, "")}/definitions.json`;
  }
  const defaultVhost = get("default_vhost");
  const createDefaultVhost =
    (defaultVhost !== undefined && defaultVhost.value !== "/") ||
    (bootDefinitionsPath !== undefined && !definitionsHaveVhost(target.contents?.definitions, "/"));
  if (createDefaultVhost)
    overrides.push(`vhost '/' created for the gate's queues (the setup boots without it)`);
  overrides.push(
    `user '${GATE_USER}' (administrator, all permissions on '/') added for the gate's connections`,
  );
  return {
    ports,
    overrideLines,
    formationKeys,
    ...(bootDefinitionsPath && { bootDefinitionsPath }),
    createDefaultVhost,
    overrides,
  };
}

function definitionsHaveVhost(definitions: string | undefined, name: string): boolean {
  try {
    const parsed = JSON.parse(definitions ?? "{}") as { vhosts?: { name?: unknown }[] };
    return Array.isArray(parsed.vhosts) && parsed.vhosts.some((v) => v?.name === name);
  } catch {
    return false;
  }
}

/** Where the gate forms the cluster, the setup's own discovery lines are left out of its copy. */
const REPLACED_PREFIX = "cluster_formation.";

/**
 * A rabbitmq.conf text as the node gets it: the lines of keys the gate replaces outright (the
 * setup's cluster formation) turned into comments that say so. Overriding them by a later value
 * is not enough: a list such as classic_config's nodes keeps every key given.
 */
export function withoutReplacedLines(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      const trimmed = line.trim();
      const equals = trimmed.indexOf("=");
      const key = equals > 0 ? trimmed.slice(0, equals).trim() : "";
      return !trimmed.startsWith("#") && key.startsWith(REPLACED_PREFIX)
        ? `# replaced by the cluster formation of rabbitmq-perf-gate: ${trimmed}`
        : line;
    })
    .join("\n");
}

/**
 * The overrides file of one node: the plan's lines and, where the cluster is the gate's to form or
 * the setup brings its own discovery, classic peer discovery. A joiner lists the seed (as
 * `nodes.1`); a node that does not join at boot (the seed, a single node, a joiner started again
 * blank) lists no one. The setup's own discovery lines are left out of the node's copy
 * (withoutReplacedLines): nodes of its list that do not exist here kept 4.0.5's discovery from
 * ever completing, and a node listed twice fails it at boot. The seed lists no one else, so no two
 * nodes can each pick the other.
 */
export function overridesFile(
  plan: Pick<SetupPlan, "overrideLines" | "formationKeys">,
  node: { joinsSeed: boolean },
  seed: { nodeName: string },
  nodeCount: number,
): string | undefined {
  const formation: string[] = [];
  if (nodeCount > 1 || plan.formationKeys.length > 0) {
    formation.push(
      "cluster_formation.peer_discovery_backend = classic_config",
      ...(node.joinsSeed ? [`cluster_formation.classic_config.nodes.1 = ${seed.nodeName}`] : []),
      "cluster_formation.discovery_retry_limit = 3",
      "cluster_formation.discovery_retry_interval = 500",
    );
  }
  const lines = [...plan.overrideLines, ...formation];
  return lines.length === 0
    ? undefined
    : `# Written by rabbitmq-perf-gate after the target's own settings.\n${lines.join("\n")}\n`;
}

/** The definitions the gate imports for its own user (and the vhost it measures in, when absent). */
export function gateUserDefinitions(password: string, createDefaultVhost: boolean): string {
  return JSON.stringify({
    ...(createDefaultVhost && { vhosts: [{ name: "/" }] }),
    users: [{ name: GATE_USER, password, tags: ["administrator"] }],
    permissions: [{ user: GATE_USER, vhost: "/", configure: ".*", write: ".*", read: ".*" }],
  });
}
