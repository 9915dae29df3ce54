import { randomUUID } from "node:crypto";
import amqp from "amqplib";
import { afterAll, describe, expect, it } from "vitest";
import { getContainerRuntimeClient } from "testcontainers";
import { removeLabelledResources } from "../../src/brokers/docker-resources.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { TestcontainersTargetSchema, type TestcontainersTarget } from "../../src/model/config.js";
import { BrokerError } from "../../src/model/errors.js";
import { silentLogger } from "../../src/model/logger.js";
import { benchImage, probeDockerEngine, readBenchImages, type BenchImage } from "./bench-images.js";
import { testProvider } from "./broker.js";
import { SESSION_LABEL, sessionResources } from "./docker-resources.js";

// The bench images through the provider the action uses: one node per image and a failed cluster
// start; afterwards nothing this file created may remain in Docker. Clusters that form from the
// bench images are started by matrix.test.ts (3.10.8 and 4.0.5, Mnesia and Khepri) and by
// broker-setups.test.ts (a joiner or the seed started again, peer discovery replaced).

const engine = await probeDockerEngine();
const runLocallyWithoutEngine = !engine.reachable && !process.env.CI;
if (runLocallyWithoutEngine) {
  console.warn(
    `skipping the test bench: no Docker engine (${engine.reason}); run testbench/setup.sh to provision one`,
  );
}
// Listed at collection time so each image is its own test; empty when the file is skipped.
const images: BenchImage[] = engine.reachable ? readBenchImages() : [];

const { provider, session } = testProvider();
const START_TIMEOUT_MS = 180_000;

function target(image: string, overrides: Partial<TestcontainersTarget> = {}): TestcontainersTarget {
  const parsed = TestcontainersTargetSchema.parse({ provider: "testcontainers", image, ...overrides });
  return { ...parsed, id: overrides.id ?? "testbench" };
}

/** Declares a queue of the type, publishes one message with a confirm, consumes it back. */
async function roundTrip(url: string, queueType: "classic" | "quorum"): Promise<string> {
  const connection = await amqp.connect(url, { timeout: 15_000 });
  try {
    const channel = await connection.createConfirmChannel();
    const queue = `testbench-${queueType}-${randomUUID()}`;
    await channel.assertQueue(queue, { durable: true, arguments: { "x-queue-type": queueType } });
    const body = `hello ${queueType}`;
    channel.sendToQueue(queue, Buffer.from(body), { persistent: true });
    await channel.waitForConfirms();
    const received = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message on ${queue} within 15 s`)), 15_000);
      void channel.consume(queue, (message) => {
        if (!message) return;
        clearTimeout(timer);
        channel.ack(message);
        resolve(message.content.toString());
      });
    });
    await channel.deleteQueue(queue);
    await channel.close();
    return received;
  } finally {
    await connection.close().catch(() => {});
  }
}

async function serverVersion(url: string): Promise<string> {
  const connection = await amqp.connect(url, { timeout: 15_000 });
  try {
    return String(connection.connection.serverProperties.version);
  } finally {
    await connection.close().catch(() => {});
  }
}

/** The broker's containers and the anonymous volumes they mount (VOLUME /var/lib/rabbitmq). */
async function resourcesOf(broker: StartedBroker): Promise<{ containers: string[]; volumes: string[] }> {
  const docker = (await getContainerRuntimeClient()).container.dockerode;
  const filters = JSON.stringify({
    label: [`${SESSION_LABEL}=${session}`, `rabbitmq-perf-gate.target=${broker.targetId}`],
  });
  const containers = (await docker.listContainers({ all: true, filters })).map((c) => c.Id);
  const inspected = await Promise.all(containers.map((id) => docker.getContainer(id).inspect()));
  const volumes = inspected.flatMap((c) => c.Mounts.filter((m) => m.Type === "volume").map((m) => m.Name!));
  return { containers, volumes };
}

/** Which of the containers and volumes still exist. */
async function stillPresent(resources: { containers: string[]; volumes: string[] }): Promise<string[]> {
  const docker = (await getContainerRuntimeClient()).container.dockerode;
  const exists = (inspect: () => Promise<unknown>) =>
    inspect().then(
      () => true,
      (error: { statusCode?: number }) => {
        if (error.statusCode === 404) return false;
        throw error;
      },
    );
  const present: string[] = [];
  for (const id of resources.containers) {
    if (await exists(() => docker.getContainer(id).inspect())) present.push(`container ${id}`);
  }
  for (const name of resources.volumes) {
    if (await exists(() => docker.getVolume(name).inspect())) present.push(`volume ${name}`);
  }
  return present;
}

describe.skipIf(runLocallyWithoutEngine)("test bench", () => {
  afterAll(async () => {
    // Asserted here so a failed test cannot hide a leak; removed afterwards either way.
    try {
      expect(await sessionResources(session)).toEqual({ containers: [], networks: [] });
    } finally {
      await removeLabelledResources(SESSION_LABEL, session);
    }
  });

  it("has a Docker engine", () => {
    // Under CI a missing engine is a broken bench, not a reason to skip.
    expect(engine, "no Docker engine reachable; testbench/setup.sh provisions one").toEqual({
      reachable: true,
    });
  });

  // The images start at once: a start mostly waits on the node's boot.
  it.concurrent.each(images.map((image) => [image.tag, image] as const))(
    "%s: one node serves classic and quorum queues",
    { timeout: START_TIMEOUT_MS + 60_000 },
    async (_tag, image) => {
      let resources: { containers: string[]; volumes: string[] };
      {
        await using broker = await provider.start(target(image.tag, { id: `single-${image.version}` }), {
          logger: silentLogger,
        });
        resources = await resourcesOf(broker);
        expect(resources.containers).toHaveLength(1);
        expect(resources.volumes).toHaveLength(1);
        expect(await serverVersion(broker.amqpUrls[0]!)).toBe(image.version);
        expect(broker.info).toMatchObject({
          serverVersion: image.version,
          product: "RabbitMQ",
          imageId: image.imageId,
          nodes: [expect.stringMatching(/^rabbit@rmq-[0-9a-f]+-0$/)],
        });
        if (image.erlangVersion) expect(broker.info.erlangVersion).toBe(image.erlangVersion);
        expect(await roundTrip(broker.amqpUrls[0]!, "classic")).toBe("hello classic");
        expect(await roundTrip(broker.amqpUrls[0]!, "quorum")).toBe("hello quorum");
        const diagnostics = await broker.exec!(0, ["rabbitmq-diagnostics", "erlang_version"]);
        expect(diagnostics.exitCode).toBe(0);
        expect(await broker.logTail(500)).toContain("Server startup complete");
      }
      // Gone with their anonymous volumes, not only stopped.
      expect(await stillPresent(resources)).toEqual([]);
    },
  );

  it(
    "removes every node and the network when a cluster fails to start",
    { timeout: START_TIMEOUT_MS },
    async () => {
      const image = benchImage("4.0.5", images);
      const failing = target(image.tag, {
        id: "broken",
        nodes: 3,
        rabbitmqConf: "this line is not a setting",
      });
      const error = await provider.start(failing, { logger: silentLogger }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BrokerError);
      expect((error as BrokerError).message).toMatch(/target 'broken': node rabbit@rmq-[0-9a-f]+-\d/);
      // The failing node's own output explains the failure.
      expect((error as BrokerError).logTail).toMatch(/\[rabbit@rmq-[0-9a-f]+-\d\] .*(error|failed)/i);
      expect(await sessionResources(session)).toEqual({ containers: [], networks: [] });
    },
  );
});
