import { describe, expect, it } from "vitest";
import {
  ContainerNodeFaults,
  nodeUrls,
  partitionAttachments,
  publishedNodePorts,
  type FaultableBroker,
  type PublishedPortMap,
} from "../../../src/brokers/node-faults.js";
import type { NodeFaultMethod } from "../../../src/brokers/provider.js";
import { BrokerError } from "../../../src/model/errors.js";
import { DEFAULT_CONTAINER_PORTS } from "../../../src/brokers/setup-plan.js";
import { silentLogger } from "../../../src/model/logger.js";

// The pure side of node faults: host ports and URLs read back from a container inspect, the
// networks a partition detaches, and the faults refused before Docker is asked anything.

const bindings = (port: string) => [
  { HostIp: "0.0.0.0", HostPort: port },
  { HostIp: "::", HostPort: port },
];

/** NetworkSettings.Ports of a running RabbitMQ container, as Docker 20.10 reports it. */
const runningPorts: PublishedPortMap = {
  "4369/tcp": null,
  "5671/tcp": null,
  "5672/tcp": bindings("32842"),
  "15671/tcp": null,
  "15672/tcp": bindings("32840"),
  "15691/tcp": null,
  "15692/tcp": bindings("32839"),
  "25672/tcp": null,
};

describe("publishedNodePorts", () => {
  it("reads the AMQP, management and Prometheus host ports", () => {
    expect(publishedNodePorts(runningPorts, [4])).toEqual({
      amqp: 32842,
      management: 32840,
      prometheus: 32839,
    });
  });

  it("takes the binding of the host's address family first", () => {
    const ports = {
      ...runningPorts,
      "5672/tcp": [
        { HostIp: "0.0.0.0", HostPort: "40000" },
        { HostIp: "::", HostPort: "40001" },
      ],
    };
    expect(publishedNodePorts(ports, [4])?.amqp).toBe(40000);
    expect(publishedNodePorts(ports, [6])?.amqp).toBe(40001);
  });

  it("reads a dual-stack binding (no address)", () => {
    const ports = { ...runningPorts, "5672/tcp": [{ HostIp: "", HostPort: "40002" }] };
    expect(publishedNodePorts(ports, [4])?.amqp).toBe(40002);
  });

  it("reads the container ports the setup listens on", () => {
    const moved = {
      "5673/tcp": runningPorts["5672/tcp"],
      "15673/tcp": runningPorts["15672/tcp"],
      "15692/tcp": runningPorts["15692/tcp"],
    };
    expect(publishedNodePorts(moved, [4], { amqp: 5673, management: 15673, prometheus: 15692 })).toEqual(
      publishedNodePorts(runningPorts, [4]),
    );
    expect(publishedNodePorts(moved, [4])).toBeUndefined();
  });

  it("is undefined while a port is not published: stopped, or attached to no network", () => {
    expect(publishedNodePorts({}, [4])).toBeUndefined();
    expect(publishedNodePorts(undefined)).toBeUndefined();
    expect(publishedNodePorts({ ...runningPorts, "15692/tcp": null }, [4])).toBeUndefined();
    expect(publishedNodePorts({ ...runningPorts, "5672/tcp": [] }, [4])).toBeUndefined();
  });
});

describe("nodeUrls", () => {
  it("builds the node's AMQP, management and metrics URLs with the gate's credentials", () => {
    const credentials = { user: "perf-gate", password: "a1b2" };
    expect(
      nodeUrls("172.17.0.1", { amqp: 32842, management: 32840, prometheus: 32839 }, credentials),
    ).toEqual({
      amqp: "amqp://perf-gate:a1b2@172.17.0.1:32842",
      management: "http://perf-gate:a1b2@172.17.0.1:32840",
      metrics: "http://172.17.0.1:32839/metrics",
    });
  });

  it("escapes credentials for the URL", () => {
    expect(
      nodeUrls("h", { amqp: 1, management: 2, prometheus: 3 }, { user: "a@b", password: "p/q:r" }).amqp,
    ).toBe("amqp://a%40b:p%2Fq%3Ar@h:1");
  });
});

describe("partitionAttachments", () => {
  const containerId = "3f2a9c1d7e6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f";

  it("detaches the cluster network first (rejoined under the hostname), then the bridge", () => {
    const networks = {
      bridge: { NetworkID: "bridge-id", Aliases: null },
      "rabbitmq-perf-gate-abc": { NetworkID: "cluster-id", Aliases: ["rmq-abc-2", "3f2a9c1d7e6b"] },
    };
    expect(partitionAttachments(networks, "cluster-id", "rmq-abc-2", containerId)).toEqual([
      { networkId: "cluster-id", aliases: ["rmq-abc-2"] },
      { networkId: "bridge-id", aliases: [] },
    ]);
  });

  it("keeps another network's own aliases, without the short id Docker adds", () => {
    const networks = { other: { NetworkID: "other-id", Aliases: ["proxy", "3f2a9c1d7e6b"] } };
    expect(partitionAttachments(networks, "cluster-id", "rmq-abc-2", containerId)).toEqual([
      { networkId: "cluster-id", aliases: ["rmq-abc-2"] },
      { networkId: "other-id", aliases: ["proxy"] },
    ]);
  });
});

describe("ContainerNodeFaults refusals", () => {
  function faults(
    options: { nodes?: number; networkId?: string; started?: boolean } = {},
  ): ContainerNodeFaults {
    const broker: FaultableBroker = {
      targetId: "t",
      logger: silentLogger,
      nodeCount: options.nodes ?? 3,
      containerPorts: DEFAULT_CONTAINER_PORTS,
      container: (index) =>
        options.started === false
          ? undefined
          : {
              id: `c${index}`,
              hostname: `rmq-x-${index}`,
              nodeName: `rabbit@rmq-x-${index}`,
              host: "localhost",
            },
      networkId: () => options.networkId,
      nodeBack: async () => {},
    };
    return new ContainerNodeFaults(broker);
  }

  it("refuses a node out of range", async () => {
    await expect(faults().lose(3, "kill")).rejects.toThrow(
      new BrokerError("target 't': no node 3 (the broker has 3)"),
    );
    await expect(faults().lose(1.5, "kill")).rejects.toThrow("target 't': no node 1.5");
    await expect(faults().restore(-1)).rejects.toThrow("target 't': no node -1 (the broker has 3)");
  });

  it("refuses to partition a single node, which has no cluster network", async () => {
    await expect(faults({ nodes: 1 }).lose(0, "partition")).rejects.toThrow(
      "target 't': node 0 (rabbit@rmq-x-0) cannot be partitioned: a single-node broker has no cluster network",
    );
  });

  it("refuses an unknown method and a broker without running containers", async () => {
    await expect(faults().lose(0, "freeze" as NodeFaultMethod)).rejects.toThrow(
      "target 't': node 0 (rabbit@rmq-x-0) cannot be lost by 'freeze' (known: kill, stop, pause, partition)",
    );
    await expect(faults({ started: false }).lose(0, "kill")).rejects.toThrow(
      "target 't': node 0 has no running container",
    );
  });

  it("has nothing to undo on a node that was not lost", async () => {
    await expect(faults().restore(2)).resolves.toBeUndefined();
    await expect(faults().restoreAll()).resolves.toBeUndefined();
  });
});
