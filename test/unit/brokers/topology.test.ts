import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyTopology, firstBootEnvironment, type CommandRunner } from "../../../src/brokers/topology.js";
import type { TestcontainersTarget } from "../../../src/model/config.js";
import { BrokerError } from "../../../src/model/errors.js";
import { silentLogger } from "../../../src/model/logger.js";

const target = (image: string, extra: Partial<TestcontainersTarget> = {}): TestcontainersTarget => ({
  id: "t",
  provider: "testcontainers",
  image,
  nodes: 1,
  queueType: "classic",
  protocol: "amqp091",
  startupTimeoutMs: 1000,
  ...extra,
});

function runner(
  answer: (command: readonly string[]) => { exitCode: number; output: string } = () => ({
    exitCode: 0,
    output: "",
  }),
): CommandRunner & { commands: string[][] } {
  const commands: string[][] = [];
  return {
    targetId: "t",
    commands,
    exec: async (_node, command) => {
      commands.push([...command]);
      return answer(command);
    },
  };
}

describe("firstBootEnvironment", () => {
  it("sets -khepri_db on 4.2 for Mnesia, nothing where a command switches the store", () => {
    expect(firstBootEnvironment(target("rabbitmq:4.2.1", { metadataStore: "mnesia" }))).toEqual({
      RABBITMQ_FEATURE_FLAGS: "-khepri_db",
    });
    expect(firstBootEnvironment(target("rabbitmq:4.1.3", { metadataStore: "khepri" }))).toEqual({});
    expect(firstBootEnvironment(target("rabbitmq:4.0.5", { metadataStore: "khepri" }))).toEqual({});
    expect(firstBootEnvironment(target("rabbitmq:4.2.1", { metadataStore: "khepri" }))).toEqual({});
    expect(firstBootEnvironment(target("rabbitmq:latest", { metadataStore: "mnesia" }))).toEqual({});
  });
});

describe("applyTopology", () => {
  it("switches 4.0 to Khepri with the opt-in command", async () => {
    const broker = runner();
    const steps = await applyTopology(
      broker,
      target("rabbitmq:4.0.5-management", { metadataStore: "khepri", nodes: 3, queueType: "quorum" }),
      "4.0.5",
      silentLogger,
    );
    expect(broker.commands).toEqual([["rabbitmqctl", "enable_feature_flag", "--opt-in", "khepri_db"]]);
    expect(steps).toEqual(["metadata store 'khepri': rabbitmqctl enable_feature_flag --opt-in khepri_db"]);
  });

  it("uses --experimental on 3.13.7 and nothing for a version's default store", async () => {
    const broker = runner();
    await applyTopology(
      broker,
      target("rabbitmq:3.13.7", { metadataStore: "khepri" }),
      "3.13.7",
      silentLogger,
    );
    await applyTopology(broker, target("rabbitmq:4.0.5", { metadataStore: "mnesia" }), "4.0.5", silentLogger);
    await applyTopology(broker, target("rabbitmq:4.3.6", { metadataStore: "khepri" }), "4.3.6", silentLogger);
    expect(broker.commands).toEqual([["rabbitmqctl", "enable_feature_flag", "--experimental", "khepri_db"]]);
  });

  it("applies the mirroring policy to the scenarios' queues on a 3.x cluster", async () => {
    const broker = runner();
    await applyTopology(
      broker,
      target("rabbitmq:3.10.8-management", { queueType: "classic-mirrored", nodes: 3 }),
      "3.10.8",
      silentLogger,
    );
    expect(broker.commands).toEqual([
      [
        "rabbitmqctl",
        "set_policy",
        "--apply-to",
        "queues",
        "--priority",
        "0",
        "perf-gate-mirroring",
        "^perf-gate-",
        '{"ha-mode":"exactly","ha-params":2,"ha-sync-mode":"automatic"}',
      ],
    ]);
  });

  it("checks the rules against the server's version when the tag names none", async () => {
    const broker = runner();
    const error = await applyTopology(
      broker,
      target("rabbitmq:latest", { queueType: "classic-mirrored", nodes: 3 }),
      "4.0.5",
      silentLogger,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrokerError);
    expect((error as Error).message).toBe(
      "target 't': rabbitmq:latest runs RabbitMQ 4.0.5, which cannot run this target: queue type 'classic-mirrored' needs RabbitMQ 3.x: 4.0.5 has no classic queue mirroring (ha-mode policies are rejected); use 'quorum'",
    );
    expect(broker.commands).toEqual([]);
  });

  it("refuses a first-boot-only store when the tag did not say the version", async () => {
    const error = await applyTopology(
      runner(),
      target("rabbitmq:latest", { metadataStore: "mnesia" }),
      "4.2.1",
      silentLogger,
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe(
      "target 't': metadata store 'mnesia' on RabbitMQ 4.2.1 must be chosen when the nodes first boot (RABBITMQ_FEATURE_FLAGS=-khepri_db), but the image tag of rabbitmq:latest names no version; use a versioned tag",
    );
  });

  it("reports a refused command with the broker's words", async () => {
    const refusal = readFileSync(
      new URL("../../fixtures/rabbitmqctl/4.0.5/enable_feature_flag-khepri_db.refused.txt", import.meta.url),
      "utf8",
    );
    const error = await applyTopology(
      runner(() => ({ exitCode: 64, output: refusal })),
      target("rabbitmq:4.0.5", { metadataStore: "khepri" }),
      "4.0.5",
      silentLogger,
    ).catch((e: unknown) => e);
    expect((error as Error).message).toContain(
      "switching to metadata store 'khepri': rabbitmqctl enable_feature_flag --opt-in khepri_db exited 64: Error:\nFeature flag khepri_db requires the user to explicitly opt-in.",
    );
  });
});
