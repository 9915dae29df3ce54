import { describe, expect, it } from "vitest";
import {
  DEFAULT_CONTAINER_PORTS,
  GATE_USER,
  OVERRIDES_FILE,
  SetupRefusal,
  confSettings,
  confValue,
  gateUserDefinitions,
  overridesFile,
  parseListener,
  planSetup,
} from "../../../src/brokers/setup-plan.js";
import { configurationFiles, CONF_D_FILE, gateFiles } from "../../../src/brokers/testcontainers/files.js";
import { describeAlarms } from "../../../src/brokers/testcontainers/start-checks.js";
import { TestcontainersTargetSchema } from "../../../src/model/config.js";

const target = (rabbitmqConf: string, extra: Record<string, unknown> = {}) => ({
  ...TestcontainersTargetSchema.parse({
    provider: "testcontainers",
    image: "rabbitmq:4.0.5-management",
    rabbitmqConf,
  }),
  id: "t",
  ...extra,
});

function refusal(conf: string, extra: Record<string, unknown> = {}): SetupRefusal {
  try {
    planSetup(target(conf, extra));
  } catch (error) {
    if (error instanceof SetupRefusal) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("confSettings", () => {
  it("reads key = value lines, the file's after the inline ones, a later value winning", () => {
    const settings = confSettings({
      rabbitmqConf: "# a comment\nlog.console.level = info\n\nheartbeat=30\n",
      contents: { rabbitmqConf: "log.console.level = warning\n" },
    });
    expect(settings).toEqual([
      { key: "heartbeat", value: "30", field: "rabbitmqConf", line: 4 },
      { key: "log.console.level", value: "warning", field: "rabbitmqConfFile", line: 1 },
    ]);
  });
});

describe("confValue", () => {
  it.each([
    ["5673", "5673"],
    ["  15673 # the UI  ", "15673"],
    ["'/etc/rabbitmq/d.json'", "/etc/rabbitmq/d.json"],
    ["'a # b' # note", "a # b"],
    ["amqp://u:p#w@h", "amqp://u:p#w@h"],
  ])("%s", (raw, value) => expect(confValue(raw)).toBe(value));

  it("reads a port behind a trailing comment", () => {
    expect(planSetup(target("listeners.tcp.default = 5673 # amqp")).ports.amqp).toBe(5673);
  });
});

describe("parseListener", () => {
  it.each([
    ["5672", { port: 5672, loopbackOnly: false }],
    ["0.0.0.0:5673", { port: 5673, loopbackOnly: false }],
    [":::5672", { port: 5672, loopbackOnly: false }],
    ["127.0.0.1:5672", { port: 5672, loopbackOnly: true }],
    ["::1:5672", { port: 5672, loopbackOnly: true }],
  ])("%s", (value, expected) => expect(parseListener(value)).toEqual(expected));

  it("is undefined for what the broker itself will refuse", () => {
    expect(parseListener("not-a-port")).toBeUndefined();
    expect(parseListener("70000")).toBeUndefined();
  });
});

describe("planSetup", () => {
  it("leaves a plain setup alone, adding only the gate's user", () => {
    const plan = planSetup(target("log.console.level = warning\nvm_memory_high_watermark.relative = 0.6"));
    expect(plan.ports).toEqual(DEFAULT_CONTAINER_PORTS);
    expect(plan.overrideLines).toEqual([]);
    expect(plan.createDefaultVhost).toBe(false);
    expect(plan.overrides).toEqual([expect.stringContaining(`user '${GATE_USER}'`)]);
  });

  it("reads the ports the setup listens on", () => {
    const plan = planSetup(
      target("listeners.tcp.default = 5673\nmanagement.tcp.port = 15673\nprometheus.tcp.port = 15693"),
    );
    expect(plan.ports).toEqual({ amqp: 5673, management: 15673, prometheus: 15693 });
    expect(plan.overrides.filter((o) => o.includes("container port"))).toHaveLength(3);
  });

  it("takes a listener on every interface over one on loopback, and RABBITMQ_NODE_PORT when no key is set", () => {
    expect(planSetup(target("listeners.tcp.1 = 127.0.0.1:5672\nlisteners.tcp.2 = 5674")).ports.amqp).toBe(
      5674,
    );
    expect(planSetup(target("", { env: { RABBITMQ_NODE_PORT: "5680" } })).ports.amqp).toBe(5680);
  });

  it("refuses a setup without a TCP listener the gate can reach, naming the line", () => {
    expect(refusal("heartbeat = 30\nlisteners.tcp = none").message).toMatch(
      /^rabbitmqConf line 2: listeners\.tcp = 'none': .*TCP listener/,
    );
    expect(refusal("listeners.tcp.1 = 127.0.0.1:5672").detail).toMatch(
      /^line 1: listeners\.tcp\.1 = .*loopback/,
    );
    expect(refusal("management.tcp.ip = 127.0.0.1").setting.key).toBe("management.tcp.ip");
  });

  it("overrides the console log off, the metrics collector off and an auth chain without the internal backend", () => {
    const plan = planSetup(
      target(
        "log.console = false\nmanagement_agent.disable_metrics_collector = true\nauth_backends.1 = ldap",
      ),
    );
    expect(plan.overrideLines).toEqual([
      "log.console = true",
      "management_agent.disable_metrics_collector = false",
      "auth_backends.2 = internal",
    ]);
    expect(plan.overrides.slice(0, 3).every((line) => /the setup had /.test(line))).toBe(true);
    expect(planSetup(target("auth_backends.1 = internal\nauth_backends.2 = ldap")).overrideLines).toEqual([]);
  });

  it("finds the internal backend among split authn/authz backends, and refuses mechanisms without PLAIN", () => {
    expect(
      planSetup(target("auth_backends.1.authn = ldap\nauth_backends.1.authz = internal")).overrideLines,
    ).toEqual(["auth_backends.2 = internal"]);
    expect(refusal("auth_mechanisms.1 = EXTERNAL").message).toMatch(
      /auth_mechanisms\.1 = 'EXTERNAL': .*PLAIN/,
    );
    expect(() => planSetup(target("auth_mechanisms.1 = PLAIN\nauth_mechanisms.2 = AMQPLAIN"))).not.toThrow();
  });

  it("refuses a management API or Prometheus endpoint that listens over TLS only", () => {
    expect(refusal("management.ssl.port = 15671\nmanagement.ssl.cacertfile = /c.pem").message).toMatch(
      /management\.ssl\.port = '15671': .*TLS only.*management\.tcp\.port = 15672/,
    );
    expect(() => planSetup(target("management.ssl.port = 15671\nmanagement.tcp.port = 15672"))).not.toThrow();
    expect(refusal("prometheus.ssl.port = 15691").setting.key).toBe("prometheus.ssl.port");
  });

  it("quotes the setup's own text where it names a setting", () => {
    const plan = planSetup(target("log.console = \u001b[31mno"));
    expect(plan.overrides[0]).not.toContain("\u001b");
  });

  it("puts boot-time definitions where the setup loads them, and refuses them without a definitions file", () => {
    const definitions = JSON.stringify({ vhosts: [{ name: "/" }], users: [] });
    const plan = planSetup(
      target("load_definitions = /etc/rabbitmq/definitions.json", {
        definitionsFile: "defs.json",
        contents: { definitions },
      }),
    );
    expect(plan.bootDefinitionsPath).toBe("/etc/rabbitmq/definitions.json");
    expect(plan.createDefaultVhost).toBe(false);
    expect(refusal("load_definitions = /etc/rabbitmq/definitions.json").message).toMatch(/definitionsFile/);
  });

  it("creates the vhost '/' when the setup boots without it", () => {
    expect(planSetup(target("default_vhost = production")).createDefaultVhost).toBe(true);
    const withoutRoot = planSetup(
      target("load_definitions = /etc/rabbitmq/defs", {
        definitionsFile: "defs.json",
        contents: { definitions: JSON.stringify({ vhosts: [{ name: "production" }] }) },
      }),
    );
    expect(withoutRoot.createDefaultVhost).toBe(true);
    expect(withoutRoot.bootDefinitionsPath).toBe("/etc/rabbitmq/defs/definitions.json");
    expect(JSON.parse(gateUserDefinitions("pw", true))).toMatchObject({ vhosts: [{ name: "/" }] });
  });
});

describe("overridesFile", () => {
  const seed = { nodeName: "rabbit@rmq-abc123-0" };
  const lines = (text: string | undefined) => text!.trim().split("\n").slice(1);

  it("writes nothing for a single node with no overrides and no discovery of its own", () => {
    expect(overridesFile(planSetup(target("")), { joinsSeed: false }, seed, 1)).toBeUndefined();
  });

  it("lists the seed alone for every joiner, and no one for the seed", () => {
    const plan = planSetup(target(""));
    const joiner = lines(overridesFile(plan, { joinsSeed: true }, seed, 3));
    expect(joiner).toContain("cluster_formation.peer_discovery_backend = classic_config");
    expect(joiner.filter((l) => l.startsWith("cluster_formation.classic_config.nodes."))).toEqual([
      "cluster_formation.classic_config.nodes.1 = rabbit@rmq-abc123-0",
    ]);
    const own = lines(overridesFile(plan, { joinsSeed: false }, seed, 3));
    expect(own.filter((l) => l.startsWith("cluster_formation.classic_config.nodes."))).toEqual([]);
  });

  it("replaces the setup's own discovery, leaving its lines out of the node's copy", () => {
    const plan = planSetup(
      target(
        [
          "cluster_formation.peer_discovery_backend = k8s",
          "cluster_formation.k8s.host = kubernetes.default.svc.cluster.local",
          "cluster_formation.classic_config.nodes.1 = rabbit@rabbitmq-0",
          "cluster_formation.classic_config.nodes.2 = rabbit@rabbitmq-1",
        ].join("\n"),
      ),
    );
    expect(plan.overrides[0]).toMatch(/^cluster formation: classic_config .*4 cluster_formation line/);
    const [own] = configurationFiles(
      target("heartbeat = 30\ncluster_formation.peer_discovery_backend = k8s\n# cluster_formation.x = 1"),
      plan,
    );
    expect(own!.content.split("\n")).toEqual([
      "heartbeat = 30",
      "# replaced by the cluster formation of rabbitmq-perf-gate: cluster_formation.peer_discovery_backend = k8s",
      "# cluster_formation.x = 1",
      "",
    ]);
    const joiner = lines(overridesFile(plan, { joinsSeed: true }, seed, 3));
    expect(joiner.filter((l) => l.startsWith("cluster_formation."))).toEqual([
      "cluster_formation.peer_discovery_backend = classic_config",
      "cluster_formation.classic_config.nodes.1 = rabbit@rmq-abc123-0",
      "cluster_formation.discovery_retry_limit = 3",
      "cluster_formation.discovery_retry_interval = 500",
    ]);
    // A node listed twice fails discovery at boot: the seed never lists itself or anyone.
    const single = lines(overridesFile(plan, { joinsSeed: false }, { nodeName: "rabbit@one" }, 1));
    expect(single.filter((l) => l.includes("classic_config.nodes."))).toEqual([]);
    expect(single).toContain("cluster_formation.peer_discovery_backend = classic_config");
  });

  it("is written after the target's own snippet, so that the setup cannot defeat it", () => {
    const t = target("log.console = false");
    const plan = planSetup(t);
    const [own] = configurationFiles(t, plan);
    const [overrides, user] = gateFiles(plan, { joinsSeed: false }, seed, 1, "pw");
    expect(own!.target).toBe(CONF_D_FILE);
    expect(overrides!.target).toBe(OVERRIDES_FILE);
    // RabbitMQ reads conf.d's files in name order; a later setting wins.
    expect(overrides!.target > own!.target).toBe(true);
    expect(JSON.parse(user!.content)).toMatchObject({ users: [{ name: GATE_USER, password: "pw" }] });
  });
});

describe("describeAlarms", () => {
  it("names the setting that set the alarm off, whatever the version calls the resource", () => {
    const refusal = describeAlarms([{ node: "rabbit@a", resource: "disk space" }], {
      contents: { rabbitmqConf: "heartbeat = 30\ndisk_free_limit.absolute = 500GB\n" },
    });
    expect(refusal).toMatch(
      /^rabbit@a started under a disk alarm \(set off by rabbitmqConfFile line 2: disk_free_limit\.absolute = '500GB'\): .*measure with limits this machine meets$/,
    );
  });

  it("names the default limit when the setup sets none, and nothing when there is no alarm", () => {
    expect(describeAlarms([{ node: "rabbit@a", resource: "memory" }], {})).toMatch(
      /memory alarm \(set off by the default memory limit on this machine\)/,
    );
    expect(describeAlarms([], {})).toBeUndefined();
  });
});
