import { setTimeout as sleep } from "node:timers/promises";
import { getContainerRuntimeClient } from "testcontainers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServerProperties } from "../../src/amqp/server-properties.js";
import { Labels } from "../../src/brokers/docker-resources.js";
import { publishedNodePorts, type PublishedPortMap } from "../../src/brokers/node-faults.js";
import { NODE_FAULT_METHODS, type StartedBroker } from "../../src/brokers/provider.js";
import { throughputScenario } from "../../src/scenarios/load/throughput.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";
import { SESSION_LABEL } from "./docker-resources.js";

// Node faults on one real 3-node RabbitMQ 4.0.5 cluster: node 2 is killed, stopped, paused and cut
// off the cluster's network in turn. While it is lost the host cannot open an AMQP connection to
// it and node 0 still answers; once restored it answers on the URL the broker now lists (the host
// ports change when the container starts again or rejoins its network) and node 0 sees it
// running. Last, node 2 is killed and its container removed, so its restore fails with the reason,
// and stop() with node 1 paused still leaves no container and no network behind.
// Before any fault the same cluster carries an AMQP 1.0 load on quorum queues (sharing its start).

const LOST = 2;
const skip = !(await dockerTestsEnabled("node fault integration tests"));

/** Node `index`'s container of the broker labelled `session`, found on the engine by its labels. */
async function nodeContainer(session: string, index: number) {
  const docker = (await getContainerRuntimeClient()).container.dockerode;
  const filters = JSON.stringify({ label: [`${SESSION_LABEL}=${session}`, `${Labels.node}=${index}`] });
  const [container] = await docker.listContainers({ all: true, filters });
  return docker.getContainer(container!.Id);
}

/** The host ports Docker publishes node `index` on right now. */
async function dockerPorts(session: string, index: number): Promise<ReturnType<typeof publishedNodePorts>> {
  const inspect = await (await nodeContainer(session, index)).inspect();
  return publishedNodePorts(inspect.NetworkSettings.Ports as PublishedPortMap);
}

const portOf = (url: string): number => Number(new URL(url).port);

/** Polls `probe` until it resolves; returns how long that took. */
async function waitUntil(what: string, timeoutMs: number, probe: () => Promise<unknown>): Promise<number> {
  const began = Date.now();
  let last: unknown;
  while (Date.now() - began < timeoutMs) {
    try {
      await probe();
      return Date.now() - began;
    } catch (error) {
      last = error;
      await sleep(500);
    }
  }
  throw new Error(`${what} not within ${timeoutMs} ms: ${(last as Error)?.message}`);
}

async function runningNodes(broker: StartedBroker): Promise<string[]> {
  const result = await broker.exec!(0, ["rabbitmqctl", "cluster_status", "--formatter", "json"]);
  if (result.exitCode !== 0) throw new Error(`cluster_status exited ${result.exitCode}`);
  const json = result.output.slice(result.output.indexOf("{"), result.output.lastIndexOf("}") + 1);
  return (JSON.parse(json) as { running_nodes: string[] }).running_nodes;
}

async function bootsLogged(broker: StartedBroker, nodeName: string): Promise<number> {
  const tail = await broker.logTail(1_000);
  return tail
    .split("\n")
    .filter((l) => l.startsWith(`[${nodeName}]`) && l.includes("Server startup complete")).length;
}

describe.skipIf(skip)("node faults on a 3-node RabbitMQ 4.0.5 cluster", () => {
  const rabbit = sharedBroker({ nodes: 3, id: "it-faults" }, { scope: "file" });
  let broker: StartedBroker;
  let lostNode: string;
  const restoreTimes: string[] = [];

  beforeAll(() => {
    broker = rabbit().broker;
    lostNode = broker.info.nodes.find((name) => name.endsWith(`-${LOST}`))!;
    expect(lostNode).toBeDefined();
  });

  afterAll(() => {
    console.log(`node faults, restore until node ${LOST} answered AMQP: ${restoreTimes.join(", ")}`);
  });

  // The cluster before any fault: AMQP 1.0 load on quorum queues, clients spread over the nodes.
  it(
    "AMQP 1.0 throughput on quorum queues, one publisher and one consumer per node: every message once",
    { timeout: 120_000 },
    async () => {
      const params = throughputScenario.parameters.parse({
        publishers: 3,
        consumers: 3,
        queues: 3,
        warmupMs: 500,
        durationMs: 2_000,
        workPhaseMs: 1_000,
      });
      const outcome = await throughputScenario.runTrial(
        rabbit().context("amqp10-quorum", { queueType: "quorum", protocol: "amqp10" }),
        params,
      );
      expect(outcome.invalidReason).toBeUndefined();
      expect(outcome.valid).toBe(true);
      expect(outcome.metrics.publishRate).toBeGreaterThan(0);
      expect(outcome.metrics.e2eLatencyP99Us).toBeGreaterThan(0);
      expect(outcome.metrics.reductionsPerMessage).toBeGreaterThan(0);
      expect(outcome.metrics.clientCpuUsPerMessage).toBeGreaterThan(0);
      expect(outcome.counters).toMatchObject({ nacked: 0, returned: 0, duplicates: 0, lost: 0 });
      expect(outcome.counters!.consumed).toBe(outcome.counters!.confirmed);
    },
  );

  it("refuses a node out of range", async () => {
    await expect(broker.faults!.lose(3, "kill")).rejects.toThrow(
      "target 'it-faults': no node 3 (the broker has 3)",
    );
    await expect(broker.faults!.restore(-1)).rejects.toThrow("target 'it-faults': no node -1");
  });

  for (const method of NODE_FAULT_METHODS) {
    it(
      `${method}: node ${LOST} is gone for the host while node 0 answers; restored, it answers on its listed URL and runs in the cluster`,
      { timeout: 300_000 },
      async () => {
        const faults = broker.faults!;
        const bootsBefore = await bootsLogged(broker, lostNode);
        const urlBefore = broker.amqpUrls[LOST]!;

        await faults.lose(LOST, method);
        await expect(faults.lose(LOST, "pause")).rejects.toThrow(
          `target 'it-faults': node ${LOST} (${lostNode}) is already lost (${method}); restore it first`,
        );
        await expect(readServerProperties(broker.amqpUrls[LOST]!, 3_000)).rejects.toThrow();
        expect((await readServerProperties(broker.amqpUrls[0]!, 15_000)).version).toBe("4.0.5");
        // Its peers lose it too: node 0 cannot reach it by its Erlang node name.
        const ping = await broker.exec!(0, ["rabbitmq-diagnostics", "-q", "ping", "-n", lostNode, "-t", "5"]);
        expect(ping.exitCode, ping.output).not.toBe(0);

        const began = Date.now();
        await faults.restore(LOST);
        const restoreMs = Date.now() - began;
        await faults.restore(LOST); // nothing left to undo
        const answeredMs = await waitUntil(`AMQP on node ${LOST} after ${method}`, 180_000, () =>
          readServerProperties(broker.amqpUrls[LOST]!, 5_000),
        );
        const runningMs = await waitUntil(`${lostNode} running after ${method}`, 180_000, async () => {
          const running = await runningNodes(broker);
          if (!running.includes(lostNode)) throw new Error(`running: ${running.join(", ")}`);
        });
        restoreTimes.push(
          `${method} ${restoreMs} ms + ${answeredMs} ms (cluster ${runningMs} ms more), port ${portOf(urlBefore)} -> ${portOf(broker.amqpUrls[LOST]!)}`,
        );

        // The broker lists the ports Docker publishes now, for every URL of the node.
        const ports = await dockerPorts(rabbit().session, LOST);
        expect(portOf(broker.amqpUrls[LOST]!)).toBe(ports!.amqp);
        expect(portOf(broker.managementUrls[LOST]!)).toBe(ports!.management);
        expect(portOf(broker.metricsUrls[LOST]!)).toBe(ports!.prometheus);
        expect((await fetch(broker.metricsUrls[LOST]!)).status).toBe(200);
        if (method === "kill" || method === "stop") {
          // The log capture follows the new run of the container, once: the old stream ended.
          await waitUntil(`the reboot of ${lostNode} in its log`, 60_000, async () => {
            if ((await bootsLogged(broker, lostNode)) === bootsBefore) throw new Error("not logged yet");
          });
          expect(await bootsLogged(broker, lostNode)).toBe(bootsBefore + 1);
        }
      },
    );
  }

  it(
    `a node that does not come back fails its restore with the reason; stop() with another node paused still removes everything`,
    { timeout: 120_000 },
    async () => {
      expect((await rabbit().resources()).containers).toHaveLength(3);
      const faults = broker.faults!;
      await faults.lose(LOST, "kill");
      // Gone for good: its container is removed behind the broker's back.
      await (await nodeContainer(rabbit().session, LOST)).remove({ force: true });
      await expect(faults.restore(LOST)).rejects.toThrow(
        `target 'it-faults': node ${LOST} (${lostNode}) could not undo kill: `,
      );

      await faults.lose(1, "pause");
      await broker.stop();
      expect(await rabbit().resources()).toEqual({ containers: [], networks: [] });
      await expect(faults.lose(0, "kill")).rejects.toThrow(
        "target 'it-faults': node 0 has no running container",
      );
    },
  );
});
