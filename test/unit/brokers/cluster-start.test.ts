import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  CLUSTER_RESTARTS,
  restartsCluster,
  SeedExitedAtBoot,
  startNodes,
  type NodesAttempt,
} from "../../../src/brokers/testcontainers/cluster-start.js";
import { NodeLog } from "../../../src/brokers/testcontainers/node-log.js";
import { NodeStartError, type BrokerNode } from "../../../src/brokers/testcontainers/node-start.js";
import { NodeExitedError } from "../../../src/brokers/testcontainers/readiness.js";
import { silentLogger } from "../../../src/model/logger.js";

function nodes(count: number): BrokerNode[] {
  return Array.from({ length: count }, (_, index) => ({
    index,
    hostname: `n-${index}`,
    nodeName: `rabbit@n-${index}`,
    log: new NodeLog(),
  }));
}

/** The node's output: a stream of its own, as its container's log. */
function logs(node: BrokerNode, ...lines: string[]): void {
  const stream = new PassThrough();
  node.log.attach(stream);
  stream.write(lines.map((line) => `${line}\n`).join(""));
}

function exited(node: BrokerNode, words: string, exitCode = 137): NodeStartError {
  return new NodeStartError(
    node,
    `node ${node.nodeName} (rabbitmq:4.0.5-management) exited while booting (exit code ${exitCode}): ${words}`,
    { cause: new NodeExitedError(exitCode) },
  );
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

// A 4.0.5 node given `vm_memory_high_watermark.relative = banana`, and a 3.10.8 seed that met a
// joiner started again blank.
const REFUSED = [
  "2026-11-27 21:16:05.649634+00:00 [error] <0.153.0> Error preparing configuration in phase transform_datatypes:",
  '2026-11-27 21:16:05.678743+00:00 [error] <0.153.0>   - "banana" cannot be converted to a(n) float',
  "2026-11-27 21:16:05.682687+00:00 [error] <0.153.0> Error during startup: {error,failed_to_prepare_configuration}",
];
const RACED = [
  "2026-11-27 21:16:05.600000+00:00 [info] <0.230.0> Feature flags: enabling feature flag(s)",
  "2026-11-27 21:16:09.100000+00:00 [error] <0.230.0> Error during startup: {error,{incompatible_feature_flags,not_active}}",
];

describe("restartsCluster", () => {
  const [seed] = nodes(1);

  it("starts the cluster again when the seed exited at boot for a reason of its run", () => {
    expect(restartsCluster(exited(seed!, "killed"), ["booting"], 0)).toBe(true);
    expect(restartsCluster(exited(seed!, "incompatible_feature_flags", 1), RACED, 0)).toBe(true);
  });

  it("once only", () => {
    expect(restartsCluster(exited(seed!, "killed"), ["booting"], CLUSTER_RESTARTS)).toBe(false);
  });

  it.each([
    ["a conf value that does not map", REFUSED],
    [
      "a key 3.10 does not know",
      [
        "2026-11-27 21:16:05.649634+00:00 [error] <0.153.0> Error preparing configuration in phase validation:",
        "2026-11-27 21:16:05.649634+00:00 [error] <0.153.0>   - Conf file attempted to set unknown variable: channel_max_per_node",
      ],
    ],
    [
      "an advanced.config that does not parse",
      [
        '2026-11-27 21:16:05.649634+00:00 [error] <0.153.0> Failed to load advanced configuration file "/etc/rabbitmq/advanced.config": 3: syntax error before: ',
        "2026-11-27 21:16:05.682687+00:00 [error] <0.153.0> Error during startup: {error,failed_to_read_advanced_configuration_file}",
      ],
    ],
    [
      "a plugin that does not exist",
      ["Enabling plugins on node rabbit@x:", "Error:", "{:plugins_not_found, [:nope]}"],
    ],
  ])("fails the start at once on %s: every start would refuse it", (_, lines) => {
    expect(restartsCluster(exited(seed!, "refused", 1), lines, 0)).toBe(false);
  });

  it("not for a seed that did not exit (a timeout, an engine's error)", () => {
    const timeout = new NodeStartError(seed!, "node rabbit@n-0 (img) did not start: timeout", {
      cause: new Error("the node ran, but AMQP did not answer within 1000 ms"),
    });
    expect(restartsCluster(timeout, ["booting"], 0)).toBe(false);
  });
});

/** An attempt whose nodes start as `start` says; every call and warning recorded. */
function attemptOf(
  count: number,
  start: (node: BrokerNode, recovery: number) => Promise<void>,
  restarts = 0,
): NodesAttempt & { calls: string[]; warnings: string[]; removals: number; removed: Promise<void> } {
  let seeRemoved!: () => void;
  const removed = new Promise<void>((resolve) => (seeRemoved = resolve));
  const attempt = {
    targetId: "t",
    logger: { ...silentLogger, warn: (line: string) => attempt.warnings.push(line) },
    nodes: nodes(count),
    restarts,
    calls: [] as string[],
    warnings: [] as string[],
    removals: 0,
    removed,
    startNode: (node: BrokerNode, joinsSeed: boolean, recovery: number) => {
      attempt.calls.push(
        `${node.nodeName}${joinsSeed ? " joins" : ""}${recovery > 0 ? ` r${recovery}` : ""}`,
      );
      return start(node, recovery);
    },
    remove: () => {
      attempt.removals++;
      seeRemoved();
      return Promise.resolve();
    },
  };
  return attempt;
}

describe("startNodes", () => {
  it("a seed that exits at boot beside its joiners ends the attempt, removed until every start ended", async () => {
    const attempt = attemptOf(3, async (node) => {
      if (node.index > 0) {
        // A joiner's container is removed under it: it exits, and is not started again.
        await attempt.removed;
        throw exited(node, "killed");
      }
      logs(node, "booting");
      await tick();
      throw exited(node, "booting");
    });
    const error = await startNodes(attempt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedExitedAtBoot);
    expect(attempt.calls).toEqual(["rabbit@n-0", "rabbit@n-1 joins", "rabbit@n-2 joins"]);
    expect(attempt.warnings).toEqual([
      "target 't': node rabbit@n-0 (rabbitmq:4.0.5-management) exited while booting (exit code 137): booting; " +
        "it is the seed: starting the cluster again whole, every node blank",
    ]);
    expect(attempt.removals).toBeGreaterThanOrEqual(2);
  });

  it("a seed that refuses its configuration fails the start in its own words, nothing started again", async () => {
    const attempt = attemptOf(3, async (node) => {
      logs(node, ...REFUSED);
      await tick();
      if (node.index === 0) throw exited(node, "Error preparing configuration", 1);
    });
    const error = await startNodes(attempt).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeStartError);
    expect((error as NodeStartError).node.index).toBe(0);
    expect(attempt.warnings).toEqual([]);
    expect(attempt.removals).toBe(0);
  });

  it("a seed that fails before its first line starts no joiner", async () => {
    const attempt = attemptOf(3, (node) => Promise.reject(exited(node, "", 1)));
    await expect(startNodes(attempt)).rejects.toThrow(/rabbit@n-0 .*exited while booting/);
    expect(attempt.calls).toEqual(["rabbit@n-0"]);
    expect(attempt.removals).toBe(0);
  });

  it("a seed that exits again after a whole restart fails the start with its reason", async () => {
    const attempt = attemptOf(
      3,
      async (node) => {
        logs(node, "booting");
        await tick();
        throw exited(node, "incompatible_feature_flags", 1);
      },
      CLUSTER_RESTARTS,
    );
    await expect(startNodes(attempt)).rejects.toThrow(/rabbit@n-0 .*: incompatible_feature_flags$/);
    expect(attempt.removals).toBe(0);
  });

  it("a joiner that exits at boot is started again blank and named for formCluster", async () => {
    const attempt = attemptOf(3, async (node, recovery) => {
      logs(node, "booting");
      await tick();
      if (node.index === 1 && recovery === 0) throw exited(node, "schema check failed", 1);
    });
    expect(await startNodes(attempt)).toEqual(["rabbit@n-1"]);
    expect(attempt.calls).toEqual(["rabbit@n-0", "rabbit@n-1 joins", "rabbit@n-2 joins", "rabbit@n-1 r1"]);
    expect(attempt.warnings).toEqual([expect.stringMatching(/rabbit@n-1 .*starting it again blank/)]);
  });
});
