import { describe, expect, it } from "vitest";
import { missingPlugins, pluginStartCommand, pluginsToEnable } from "../../../src/brokers/plugins.js";
import { cellProblems, parseVersion } from "../../../src/brokers/versions.js";
import { TestcontainersTargetSchema } from "../../../src/model/config.js";
import { requiredPlugins } from "../../../src/gate/protocol-check.js";

const target = (input: Record<string, unknown>) =>
  ({ ...TestcontainersTargetSchema.parse({ provider: "testcontainers", ...input }), id: "t" }) as const;

describe("plugins of a testcontainers target", () => {
  it("add the AMQP 1.0 plugin for protocol amqp10 on 3.x only, besides the listed ones", () => {
    expect(pluginsToEnable(target({ image: "rabbitmq:3.10.8-management", protocol: "amqp10" }))).toEqual([
      "rabbitmq_amqp1_0",
    ]);
    expect(pluginsToEnable(target({ image: "rabbitmq:4.0.5-management", protocol: "amqp10" }))).toEqual([]);
    expect(pluginsToEnable(target({ image: "rabbitmq:3.10.8-management" }))).toEqual([]);
    expect(
      pluginsToEnable(
        target({
          image: "rabbitmq:3.10.8",
          protocol: "amqp10",
          plugins: ["rabbitmq_amqp1_0", "rabbitmq_shovel"],
        }),
      ),
    ).toEqual(["rabbitmq_amqp1_0", "rabbitmq_shovel"]);
    // A tag that names no version: nothing is assumed; the protocol check reports a missing plugin.
    expect(pluginsToEnable(target({ image: "registry.example/rabbit:custom", protocol: "amqp10" }))).toEqual(
      [],
    );
  });

  it("are enabled offline before the image's own start, the names passed as arguments", () => {
    expect(pluginStartCommand([])).toBeUndefined();
    const command = pluginStartCommand(["rabbitmq_amqp1_0", "rabbitmq_shovel"])!;
    expect(command.slice(0, 2)).toEqual(["bash", "-c"]);
    expect(command[2]).toBe(
      'rabbitmq-plugins enable --offline "$@" && exec docker-entrypoint.sh rabbitmq-server',
    );
    expect(command.slice(3)).toEqual(["enable-plugins", "rabbitmq_amqp1_0", "rabbitmq_shovel"]);
  });

  it("are names only: anything that is not plugin-shaped is refused by the schema", () => {
    for (const bad of ["rabbitmq_amqp1_0; rm -rf /", "Rabbit", "", "$(id)"]) {
      expect(
        TestcontainersTargetSchema.safeParse({
          provider: "testcontainers",
          image: "rabbitmq:4.0.5",
          plugins: [bad],
        }).success,
        bad,
      ).toBe(false);
    }
    const twice = TestcontainersTargetSchema.safeParse({
      provider: "testcontainers",
      image: "rabbitmq:4.0.5",
      plugins: ["rabbitmq_shovel", "rabbitmq_shovel"],
    });
    expect(twice.success).toBe(false);
  });

  it("are checked against what each node runs: the required ones follow the running version", () => {
    const external = {
      id: "ext",
      provider: "external" as const,
      amqpUrls: ["amqp://h"],
      queueType: "classic" as const,
      protocol: "amqp10" as const,
    };
    expect(requiredPlugins(external, "3.13.7")).toEqual(["rabbitmq_amqp1_0"]);
    expect(requiredPlugins(external, "4.0.5")).toEqual([]);
    expect(requiredPlugins({ ...external, plugins: ["rabbitmq_stream"] }, "4.1.0")).toEqual([
      "rabbitmq_stream",
    ]);
    expect(
      missingPlugins(["rabbitmq_amqp1_0", "rabbitmq_stream"], ["rabbitmq_stream", "rabbitmq_management"]),
    ).toEqual(["rabbitmq_amqp1_0"]);
  });
});

describe("cells of protocol amqp10", () => {
  const cell = (version: string, queueType: "classic" | "stream") =>
    cellProblems({
      version: parseVersion(version),
      metadataStore: undefined,
      queueType,
      nodes: 1,
      protocol: "amqp10",
    });

  it("exist on every version, but read a stream only from 4.0 on", () => {
    expect(cell("3.10.8", "classic")).toEqual([]);
    expect(cell("4.0.5", "stream")).toEqual([]);
    expect(cell("3.13.7", "stream")).toEqual([
      {
        field: "protocol",
        reason:
          "protocol 'amqp10' on a stream needs RabbitMQ 4.0 or later: the gate reads streams over 4.x's native AMQP 1.0 only (through the 3.x plugin, a receiver on 3.10.8 got nothing from its offset)",
      },
    ]);
  });
});
