import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nodesToJoin, parseClusterStatus } from "../../../src/brokers/testcontainers/provider.js";

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
