import { readFileSync } from "node:fs";
import { basename, dirname } from "node:path";
import { describe, expect, it } from "vitest";
import {
  clusterFormationFiles,
  configurationFiles,
  nodesToJoin,
  parseClusterStatus,
} from "../../../src/brokers/testcontainers.js";
import { TestcontainersTargetSchema } from "../../../src/model/config.js";

const seed = { nodeName: "rabbit@rmq-abc123-0" };

describe("clusterFormationFiles", () => {
  it("gives the seed no discovery: it boots alone and never joins another node", () => {
    expect(clusterFormationFiles({ index: 0 }, seed)).toEqual([]);
  });

  it("lists the seed alone for every joiner", () => {
    for (const index of [1, 2]) {
      const [file, ...more] = clusterFormationFiles({ index }, seed);
      expect(more).toEqual([]);
      const settings = file!.content.trim().split("\n");
      expect(settings).toContain("cluster_formation.peer_discovery_backend = classic_config");
      expect(settings.filter((line) => line.startsWith("cluster_formation.classic_config.nodes."))).toEqual([
        "cluster_formation.classic_config.nodes.1 = rabbit@rmq-abc123-0",
      ]);
    }
  });

  it("loads before the target's own settings, which can replace it", () => {
    const target = {
      ...TestcontainersTargetSchema.parse({
        provider: "testcontainers",
        image: "rabbitmq:4.0.5-management",
        nodes: 3,
        rabbitmqConf: "cluster_formation.peer_discovery_backend = classic_config",
      }),
      id: "t",
    };
    const [own] = configurationFiles(target);
    const [formation] = clusterFormationFiles({ index: 1 }, seed);
    // RabbitMQ reads conf.d's files in name order; a later setting wins.
    expect(dirname(formation!.target)).toBe(dirname(own!.target));
    expect(basename(formation!.target) < basename(own!.target)).toBe(true);
  });
});

describe("nodesToJoin", () => {
  const status = (path: string) =>
    parseClusterStatus(readFileSync(new URL(`../../fixtures/rabbitmqctl/${path}`, import.meta.url), "utf8"))!;
  const joiners = [{ nodeName: "rabbit@node-1" }, { nodeName: "rabbit@node-2" }];

  it.each(["3.10.8", "4.0.5"])("%s: none when the seed lists every node", (version) => {
    expect(nodesToJoin(status(`${version}/cluster_status.3n.json`), joiners)).toEqual([]);
  });

  it.each(["3.10.8", "4.0.5", "4.3.6"])("%s: every joiner when the seed is alone", (version) => {
    expect(nodesToJoin(status(`${version}/cluster_status.1n.json`), joiners)).toEqual(joiners);
  });

  it("a member that does not run yet is waited for, not joined again", () => {
    const joined = {
      disk_nodes: ["rabbit@node-0", "rabbit@node-1"],
      running_nodes: ["rabbit@node-0"],
    };
    expect(nodesToJoin(joined, joiners)).toEqual([{ nodeName: "rabbit@node-2" }]);
  });
});
