import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { MatrixSchema, type MatrixConfig } from "../../../src/model/config.js";
import { pluginsToEnable } from "../../../src/brokers/plugins.js";
import { expandMatrix, validateTargetCells } from "../../../src/gate/matrix.js";
import { resolveConfig, type ScenarioRegistry } from "../../../src/gate/resolve.js";
import type { Scenario } from "../../../src/scenarios/scenario.js";
import { inputErrorOf } from "../../fixtures/input-error.js";

const registry: ScenarioRegistry = new Map([
  [
    "throughput",
    {
      id: "throughput",
      description: "throughput",
      parameters: z.strictObject({}),
      metrics: () => [],
      estimateTrialMs: () => 1000,
      runTrial: () => Promise.reject(new Error("not run in this test")),
    } satisfies Scenario,
  ],
]);

const matrix = (input: z.input<typeof MatrixSchema>): MatrixConfig => MatrixSchema.parse(input);

const resolve = (raw: Record<string, unknown>) =>
  resolveConfig({ scenarios: ["throughput"], ...raw }, { registry });

describe("expandMatrix", () => {
  it("expands image x store x queue type x nodes into targets with readable ids", () => {
    const { targets, skipped } = expandMatrix(
      matrix({
        image: ["rabbitmq:4.0.5-management"],
        metadataStore: ["mnesia", "khepri"],
        queueType: ["classic", "quorum"],
        nodes: [1, 3],
      }),
    );
    expect(targets.map((t) => t.id)).toEqual([
      "4.0.5-mnesia-classic-1n",
      "4.0.5-mnesia-classic-3n",
      "4.0.5-mnesia-quorum-1n",
      "4.0.5-mnesia-quorum-3n",
      "4.0.5-khepri-classic-1n",
      "4.0.5-khepri-classic-3n",
      "4.0.5-khepri-quorum-1n",
      "4.0.5-khepri-quorum-3n",
    ]);
    expect(targets[7]).toEqual({
      id: "4.0.5-khepri-quorum-3n",
      provider: "testcontainers",
      image: "rabbitmq:4.0.5-management",
      nodes: 3,
      queueType: "quorum",
      protocol: "amqp091",
      metadataStore: "khepri",
      startupTimeoutMs: 180_000,
    });
    expect(skipped).toEqual([]);
  });

  it("adds the protocol dimension: AMQP 1.0 cells end in -amqp10, AMQP 0.9.1 cells keep their ids", () => {
    const { targets } = expandMatrix(
      matrix({
        image: ["rabbitmq:4.0.5-management"],
        metadataStore: ["mnesia"],
        protocol: ["amqp091", "amqp10"],
        plugins: ["rabbitmq_shovel"],
      }),
    );
    expect(targets.map((t) => [t.id, t.protocol, t.plugins])).toEqual([
      ["4.0.5-mnesia-classic-1n", "amqp091", ["rabbitmq_shovel"]],
      ["4.0.5-mnesia-classic-1n-amqp10", "amqp10", ["rabbitmq_shovel"]],
    ]);
    const without = expandMatrix(matrix({ image: ["rabbitmq:4.0.5-management"], metadataStore: ["mnesia"] }));
    expect(without.targets.map((t) => [t.id, t.protocol])).toEqual([["4.0.5-mnesia-classic-1n", "amqp091"]]);
  });

  it("excludes by protocol, and skips AMQP 1.0 on a 3.x stream with its reason", () => {
    const { targets, skipped } = expandMatrix(
      matrix({
        image: ["rabbitmq:3.10.8-management", "rabbitmq:4.0.5-management"],
        metadataStore: ["mnesia"],
        queueType: ["classic", "stream"],
        protocol: ["amqp091", "amqp10"],
        exclude: [{ queueType: "classic", protocol: "amqp091" }],
      }),
    );
    expect(targets.map((t) => t.id)).toEqual([
      "3.10.8-mnesia-classic-1n-amqp10",
      "3.10.8-mnesia-stream-1n",
      "4.0.5-mnesia-classic-1n-amqp10",
      "4.0.5-mnesia-stream-1n",
      "4.0.5-mnesia-stream-1n-amqp10",
    ]);
    expect(skipped).toEqual([
      {
        id: "3.10.8-mnesia-stream-1n-amqp10",
        reason: expect.stringContaining(
          "protocol 'amqp10' on a stream needs RabbitMQ 4.0 or later",
        ) as string,
      },
    ]);
  });

  it("keeps the -amqp10 suffix when a long image label is cut to the id's length", () => {
    const { targets } = expandMatrix(
      matrix({ image: [`registry.example.com/team/${"r".repeat(60)}:custom`], protocol: ["amqp10"] }),
    );
    expect(targets[0]!.id).toMatch(/-amqp10$/);
    expect(targets[0]!.id.length).toBeLessThanOrEqual(63);
  });

  it("writes out each version's default store when the matrix names none", () => {
    const { targets } = expandMatrix(
      matrix({ image: ["rabbitmq:3.10.8-management", "rabbitmq:4.3.6-management"], queueType: ["quorum"] }),
    );
    expect(targets.map((t) => [t.id, t.metadataStore])).toEqual([
      ["3.10.8-mnesia-quorum-1n", "mnesia"],
      ["4.3.6-khepri-quorum-1n", "khepri"],
    ]);
  });

  it("names images by tag when tags name no version, or when versions collide", () => {
    expect(expandMatrix(matrix({ image: ["rabbitmq:latest"] })).targets[0]!.id).toBe(
      "latest-default-classic-1n",
    );
    expect(expandMatrix(matrix({ image: ["rabbitmq:latest"] })).targets[0]!.metadataStore).toBeUndefined();
    const ids = expandMatrix(matrix({ image: ["rabbitmq:4.0.5", "rabbitmq:4.0.5-management"] })).targets.map(
      (t) => t.id,
    );
    expect(ids).toEqual(["4.0.5-mnesia-classic-1n", "4.0.5-management-mnesia-classic-1n"]);
  });

  it("passes the shared settings to every cell", () => {
    const { targets } = expandMatrix(
      matrix({
        image: ["rabbitmq:4.0.5"],
        nodes: [1, 3],
        rabbitmqConf: "log.console.level = warning",
        env: { RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: "+S 1" },
        startupTimeoutMs: 60_000,
      }),
    );
    for (const target of targets) {
      expect(target).toMatchObject({
        rabbitmqConf: "log.console.level = warning",
        env: { RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS: "+S 1" },
        startupTimeoutMs: 60_000,
      });
    }
  });

  it("leaves out excluded cells; an exclude entry matching nothing is an error", () => {
    const { targets } = expandMatrix(
      matrix({
        image: ["rabbitmq:4.0.5"],
        metadataStore: ["mnesia", "khepri"],
        nodes: [1, 3],
        exclude: [{ metadataStore: "khepri", nodes: 1 }],
      }),
    );
    expect(targets.map((t) => t.id)).toEqual([
      "4.0.5-mnesia-classic-1n",
      "4.0.5-mnesia-classic-3n",
      "4.0.5-khepri-classic-3n",
    ]);
    const error = inputErrorOf(() =>
      expandMatrix(matrix({ image: ["rabbitmq:4.0.5"], exclude: [{ image: "rabbitmq:4.0.6" }] })),
    );
    expect(error.field).toBe("matrix.exclude[0]");
    expect(error.detail).toContain("matches no cell of the matrix");
  });

  it("refuses a value listed twice", () => {
    const error = inputErrorOf(() => expandMatrix(matrix({ image: ["rabbitmq:4.0.5"], nodes: [3, 3] })));
    expect(error.message).toBe("matrix.nodes: 3 is listed twice");
  });

  describe("impossible cells", () => {
    const everything = {
      image: ["rabbitmq:3.10.8-management", "rabbitmq:4.0.5-management", "rabbitmq:4.3.6-management"],
      metadataStore: ["mnesia", "khepri"] as ("mnesia" | "khepri")[],
      queueType: ["classic", "classic-mirrored", "quorum"] as ("classic" | "classic-mirrored" | "quorum")[],
      nodes: [1, 3] as (1 | 3)[],
    };

    it("are skipped with their reason by default", () => {
      const { targets, skipped } = expandMatrix(matrix(everything));
      const reasons = new Map(skipped.map((s) => [s.id, s.reason]));
      // Khepri before 3.13
      expect(reasons.get("3.10.8-khepri-quorum-3n")).toBe(
        "metadata store 'khepri' needs RabbitMQ 3.13 or later; 3.10.8 has mnesia only",
      );
      // Mnesia on 4.3
      expect(reasons.get("4.3.6-mnesia-classic-1n")).toBe(
        "metadata store 'mnesia' is gone from RabbitMQ 4.3.6 (4.3 and later: khepri only); the last with it: 4.2.x",
      );
      // Mirrored on 4.x
      expect(reasons.get("4.0.5-mnesia-classic-mirrored-3n")).toBe(
        "queue type 'classic-mirrored' needs RabbitMQ 3.x: 4.0.5 has no classic queue mirroring (ha-mode policies are rejected); use 'quorum'",
      );
      // Mirrored with Khepri (and on 4.x)
      expect(reasons.get("4.0.5-khepri-classic-mirrored-3n")).toBe(
        "queue type 'classic-mirrored' needs RabbitMQ 3.x: 4.0.5 has no classic queue mirroring (ha-mode policies are rejected); use 'quorum'; " +
          "queue type 'classic-mirrored' needs metadata store 'mnesia': classic queue mirroring does not work with Khepri",
      );
      // Mirrored on one node
      expect(reasons.get("3.10.8-mnesia-classic-mirrored-1n")).toBe(
        "queue type 'classic-mirrored' needs a cluster (nodes: 3): a single node has nowhere to mirror to",
      );
      expect(targets.map((t) => t.id)).toEqual([
        "3.10.8-mnesia-classic-1n",
        "3.10.8-mnesia-classic-3n",
        "3.10.8-mnesia-classic-mirrored-3n",
        "3.10.8-mnesia-quorum-1n",
        "3.10.8-mnesia-quorum-3n",
        "4.0.5-mnesia-classic-1n",
        "4.0.5-mnesia-classic-3n",
        "4.0.5-mnesia-quorum-1n",
        "4.0.5-mnesia-quorum-3n",
        "4.0.5-khepri-classic-1n",
        "4.0.5-khepri-classic-3n",
        "4.0.5-khepri-quorum-1n",
        "4.0.5-khepri-quorum-3n",
        "4.3.6-khepri-classic-1n",
        "4.3.6-khepri-classic-3n",
        "4.3.6-khepri-quorum-1n",
        "4.3.6-khepri-quorum-3n",
      ]);
      expect(targets.length + skipped.length).toBe(3 * 2 * 3 * 2);
    });

    it("are an error with `impossible: error`", () => {
      const error = inputErrorOf(() =>
        expandMatrix(
          matrix({
            image: ["rabbitmq:3.10.8"],
            queueType: ["classic-mirrored"],
            nodes: [1, 3],
            impossible: "error",
          }),
        ),
      );
      expect(error.message).toBe(
        "matrix: cell 3.10.8-mnesia-classic-mirrored-1n cannot exist: queue type 'classic-mirrored' needs a cluster (nodes: 3): a single node has nowhere to mirror to",
      );
    });

    it("make the matrix an error when no cell is left", () => {
      const error = inputErrorOf(() =>
        expandMatrix(matrix({ image: ["rabbitmq:4.3.6"], metadataStore: ["mnesia"] })),
      );
      expect(error.field).toBe("matrix");
      expect(error.detail).toMatch(
        /^no cell of the matrix can run \(4\.3\.6-mnesia-classic-1n: metadata store 'mnesia' is gone/,
      );
    });
  });
});

describe("validateTargetCells: a listed target that cannot exist is a config error", () => {
  const target = (image: string, extra: Record<string, unknown>) =>
    resolve({ targets: [{ provider: "testcontainers", image, ...extra }] });

  it.each([
    [
      "Khepri before 3.13",
      "rabbitmq:3.10.8-management",
      { metadataStore: "khepri" },
      "targets[0].metadataStore: metadata store 'khepri' needs RabbitMQ 3.13 or later; 3.10.8 has mnesia only",
    ],
    [
      "Mnesia on 4.3",
      "rabbitmq:4.3.6-management",
      { metadataStore: "mnesia" },
      "targets[0].metadataStore: metadata store 'mnesia' is gone from RabbitMQ 4.3.6 (4.3 and later: khepri only); the last with it: 4.2.x",
    ],
    [
      "mirrored on 4.x",
      "rabbitmq:4.0.5-management",
      { queueType: "classic-mirrored", nodes: 3 },
      "targets[0].queueType: queue type 'classic-mirrored' needs RabbitMQ 3.x: 4.0.5 has no classic queue mirroring (ha-mode policies are rejected); use 'quorum'",
    ],
    [
      "mirrored with Khepri",
      "rabbitmq:3.13.7-management",
      { queueType: "classic-mirrored", nodes: 3, metadataStore: "khepri" },
      "targets[0].metadataStore: queue type 'classic-mirrored' needs metadata store 'mnesia': classic queue mirroring does not work with Khepri",
    ],
    [
      "mirrored on one node",
      "rabbitmq:3.10.8-management",
      { queueType: "classic-mirrored" },
      "targets[0].nodes: queue type 'classic-mirrored' needs a cluster (nodes: 3): a single node has nowhere to mirror to",
    ],
  ])("%s", (_name, image, extra, message) => {
    expect(inputErrorOf(() => target(image, extra)).message).toBe(message);
  });

  it("refuses protocol stream on another queue type, listed or in a matrix", () => {
    expect(inputErrorOf(() => target("rabbitmq:4.0.5-management", { protocol: "stream" })).message).toBe(
      "targets[0].protocol: protocol 'stream' reads and writes stream queues only (the stream protocol has no other queue type); use queueType 'stream', or another protocol for this queue type",
    );
    const { targets, skipped } = expandMatrix(
      matrix({
        image: ["rabbitmq:4.0.5-management"],
        queueType: ["classic", "stream"],
        protocol: ["stream"],
      }),
    );
    expect(targets.map((t) => t.id)).toEqual(["4.0.5-mnesia-stream-1n-stream"]);
    expect(skipped.map((s) => s.id)).toEqual(["4.0.5-mnesia-classic-1n-stream"]);
    expect(pluginsToEnable(targets[0]!)).toEqual(["rabbitmq_stream"]);
  });

  it("asks an external target of protocol stream for its stream URLs, and a stream queue", () => {
    const external = { provider: "external" as const, amqpUrls: ["amqp://h"], protocol: "stream" as const };
    expect(inputErrorOf(() => validateTargetCells([{ ...external, queueType: "stream" }])).message).toMatch(
      /^targets\[0\]\.streamUrls: protocol 'stream' on an external broker needs its stream URLs/,
    );
    expect(
      inputErrorOf(() =>
        validateTargetCells([{ ...external, queueType: "quorum", streamUrls: ["rabbitmq-stream://h:5552"] }]),
      ).field,
    ).toBe("targets[0].protocol");
    expect(() =>
      validateTargetCells([{ ...external, queueType: "stream", streamUrls: ["rabbitmq-stream://h:5552"] }]),
    ).not.toThrow();
  });

  it("refuses protocol mqtt on queue types other than classic, and enables the MQTT plugin", () => {
    expect(
      inputErrorOf(() => target("rabbitmq:4.0.5-management", { protocol: "mqtt", queueType: "quorum" }))
        .message,
    ).toBe(
      "targets[0].protocol: protocol 'mqtt' measures MQTT end to end: its subscribers' queues are the ones the MQTT plugin declares, classic queues; use queueType 'classic', or another protocol for this queue type",
    );
    const { targets, skipped } = expandMatrix(
      matrix({
        image: ["rabbitmq:3.10.8-management", "rabbitmq:4.0.5-management"],
        queueType: ["classic", "quorum"],
        protocol: ["amqp091", "mqtt"],
      }),
    );
    expect(targets.map((t) => t.id)).toContain("3.10.8-mnesia-classic-1n-mqtt");
    expect(targets.map((t) => t.id)).toContain("4.0.5-mnesia-classic-1n-mqtt");
    expect(skipped.map((s) => s.id).sort()).toEqual([
      "3.10.8-mnesia-quorum-1n-mqtt",
      "4.0.5-mnesia-quorum-1n-mqtt",
    ]);
    const mqtt = targets.find((t) => t.id === "4.0.5-mnesia-classic-1n-mqtt")!;
    expect(pluginsToEnable(mqtt)).toEqual(["rabbitmq_mqtt"]);
  });

  it("asks an external target of protocol mqtt for its MQTT URLs", () => {
    const external = { provider: "external" as const, amqpUrls: ["amqp://h"], protocol: "mqtt" as const };
    expect(inputErrorOf(() => validateTargetCells([{ ...external, queueType: "classic" }])).message).toMatch(
      /^targets\[0\]\.mqttUrls: protocol 'mqtt' on an external broker needs its MQTT URLs/,
    );
    expect(
      inputErrorOf(() =>
        validateTargetCells([{ ...external, queueType: "stream", mqttUrls: ["mqtt://h:1883"] }]),
      ).field,
    ).toBe("targets[0].protocol");
    expect(() =>
      validateTargetCells([{ ...external, queueType: "classic", mqttUrls: ["mqtt://h:1883"] }]),
    ).not.toThrow();
  });

  it("ignores external targets (the gate does not set them up)", () => {
    expect(() =>
      validateTargetCells([
        { provider: "external", amqpUrls: ["amqp://h"], queueType: "classic-mirrored", protocol: "amqp091" },
      ]),
    ).not.toThrow();
  });

  it("names the flag when --image made the target impossible", () => {
    const error = inputErrorOf(() =>
      resolveConfig(
        {
          scenarios: ["throughput"],
          targets: [
            { provider: "testcontainers", image: "rabbitmq:3.10.8", queueType: "classic-mirrored", nodes: 3 },
          ],
        },
        { registry, overrides: { image: "rabbitmq:4.0.5" }, labels: { image: "--image" } },
      ),
    );
    expect(error.field).toBe("--image");
    expect(error.detail).toContain("needs RabbitMQ 3.x");
  });
});

describe("resolveConfig with a matrix", () => {
  it("runs only the matrix (no embedded default target) and reports skipped cells", () => {
    const config = resolve({
      matrix: { image: ["rabbitmq:4.0.5"], queueType: ["quorum", "classic-mirrored"], nodes: [3] },
    });
    expect(config.targets.map((t) => t.id)).toEqual(["4.0.5-mnesia-quorum-3n"]);
    expect(config.skippedTargets).toEqual([
      { id: "4.0.5-mnesia-classic-mirrored-3n", reason: expect.stringContaining("needs RabbitMQ 3.x") },
    ]);
  });

  it("puts listed targets first, then the matrix", () => {
    const config = resolve({
      targets: [{ provider: "testcontainers", image: "rabbitmq:3.10.8", id: "old" }],
      matrix: { image: ["rabbitmq:4.0.5"] },
    });
    expect(config.targets.map((t) => t.id)).toEqual(["old", "4.0.5-mnesia-classic-1n"]);
  });

  it("--image replaces the matrix images", () => {
    const config = resolveConfig(
      {
        scenarios: ["throughput"],
        matrix: { image: ["rabbitmq:4.0.5"], metadataStore: ["mnesia", "khepri"] },
      },
      { registry, overrides: { image: "rabbitmq:4.3.6" } },
    );
    expect(config.targets.map((t) => t.id)).toEqual(["4.3.6-khepri-classic-1n"]);
    expect(config.skippedTargets.map((s) => s.id)).toEqual(["4.3.6-mnesia-classic-1n"]);
  });

  it("--amqp-url replaces the matrix with the external broker", () => {
    const config = resolveConfig(
      { scenarios: ["throughput"], matrix: { image: ["rabbitmq:4.0.5"] } },
      { registry, overrides: { amqpUrls: ["amqp://guest:guest@localhost"] } },
    );
    expect(config.targets.map((t) => t.provider)).toEqual(["external"]);
    expect(config.skippedTargets).toEqual([]);
  });

  it("examples/matrix.yml expands to the four cells that exist and says why the others do not", () => {
    const raw = parseYaml(
      readFileSync(new URL("../../../examples/matrix.yml", import.meta.url), "utf8"),
    ) as Record<string, unknown>;
    const config = resolveConfig(raw, {
      registry: new Map([...registry, ["queue-churn", registry.get("throughput")!]]),
    });
    expect(config.targets.map((t) => t.id)).toEqual([
      "3.10.8-mnesia-classic-mirrored-3n",
      "3.10.8-mnesia-quorum-3n",
      "4.0.5-mnesia-quorum-3n",
      "4.0.5-khepri-quorum-3n",
    ]);
    expect(config.skippedTargets.map((s) => s.id)).toEqual([
      "3.10.8-khepri-classic-mirrored-3n",
      "3.10.8-khepri-quorum-3n",
      "4.0.5-mnesia-classic-mirrored-3n",
      "4.0.5-khepri-classic-mirrored-3n",
    ]);
  });

  it("examples/protocols.yml expands to both protocols of both versions, with the 3.x AMQP 1.0 cell's plugin", () => {
    const raw = parseYaml(
      readFileSync(new URL("../../../examples/protocols.yml", import.meta.url), "utf8"),
    ) as Record<string, unknown>;
    const speaksBoth = { ...registry.get("throughput")!, protocols: ["amqp091", "amqp10"] as const };
    const config = resolveConfig(raw, {
      registry: new Map([
        ["throughput", speaksBoth],
        ["latency", speaksBoth],
      ]),
    });
    expect(config.targets.map((t) => t.id)).toEqual([
      "3.10.8-mnesia-quorum-3n",
      "3.10.8-mnesia-quorum-3n-amqp10",
      "4.0.5-mnesia-quorum-3n",
      "4.0.5-mnesia-quorum-3n-amqp10",
    ]);
    expect(
      config.targets.map((t) => (t.provider === "testcontainers" ? pluginsToEnable(t) : undefined)),
    ).toEqual([[], ["rabbitmq_amqp1_0"], [], []]);
  });

  it("rejects unknown matrix keys with the accepted ones", () => {
    const error = inputErrorOf(() => resolve({ matrix: { image: ["rabbitmq:4.0.5"], versions: ["4.0.5"] } }));
    expect(error.field).toBe("matrix.versions");
    expect(error.detail).toContain(
      "accepted keys: image, metadataStore, queueType, nodes, protocol, plugins, exclude, impossible",
    );
  });
});
