import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getContainerRuntimeClient } from "testcontainers";
import { describe, expect, it } from "vitest";
import { Labels } from "../../src/brokers/docker-resources.js";
import { TestcontainersTargetSchema } from "../../src/model/config.js";
import { readServerProperties } from "../../src/amqp/server-properties.js";
import { GATE_USER } from "../../src/brokers/setup-plan.js";
import type { StartedBroker } from "../../src/brokers/provider.js";
import { parseClusterStatus } from "../../src/brokers/testcontainers/provider.js";
import { BrokerError } from "../../src/model/errors.js";
import { withBasicAuth } from "../../src/model/http.js";
import { silentLogger } from "../../src/model/logger.js";
import { parseResultsJson } from "../../src/baseline/read.js";
import { BROKER_SETUPS_DIR, brokerSetup, setupTarget } from "../fixtures/broker-setups.js";
import { runCli, tempFiles } from "../unit/cli/helpers.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { testProvider } from "./broker.js";
import { SESSION_LABEL, sessionResources } from "./docker-resources.js";

// One setup of test/fixtures/broker-setups/ per assumption the gate makes of a broker (log lines,
// users, listeners, plugins and statistics, cluster formation, limits, advanced.config, a boot
// that fails), each started by the real provider as a user's config starts it. The whole corpus
// runs through the CLI in bench/broker-setups.ts.
const enabled = await dockerTestsEnabled("broker-setups.test.ts");

async function withSetup<T>(prefix: string, use: (broker: StartedBroker) => Promise<T>): Promise<T> {
  const { provider } = testProvider();
  const broker = await provider.start(setupTarget(brokerSetup(prefix)), { logger: silentLogger });
  try {
    return await use(broker);
  } finally {
    await broker.stop();
  }
}

/** A start that must fail: its error, and how long it took. */
async function failedStart(prefix: string): Promise<{ error: BrokerError; ms: number; at: number }> {
  const { provider } = testProvider();
  const started = Date.now();
  const error = await provider.start(setupTarget(brokerSetup(prefix)), { logger: silentLogger }).then(
    async (broker) => {
      await broker.stop();
      throw new Error(`setup ${prefix} started`);
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(BrokerError);
  return { error: error as BrokerError, ms: Date.now() - started, at: Date.now() };
}

/** A 3-node 4.0.5 target of a test of its own. */
function clusterTarget(id: string) {
  return {
    ...TestcontainersTargetSchema.parse({
      provider: "testcontainers",
      image: "rabbitmq:4.0.5-management",
      nodes: 3,
    }),
    id,
  };
}

/** The id of the session's first container of node `index` to run, looked for every 100 ms. */
async function firstRunning(session: string, index: number): Promise<string> {
  const docker = (await getContainerRuntimeClient()).container.dockerode;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const [found] = await docker.listContainers({
      filters: { label: [`${SESSION_LABEL}=${session}`, `${Labels.node}=${index}`], status: ["running"] },
    });
    if (found) return found.Id;
    await sleep(100);
  }
  throw new Error(`node ${index} never ran`);
}

async function kill(containerId: string): Promise<void> {
  await (await getContainerRuntimeClient()).container.dockerode.getContainer(containerId).kill();
}

describe.skipIf(!enabled)("a cluster whose node dies while it boots", () => {
  it("starts the joiner again blank and joins it, and the cluster forms", { timeout: 240_000 }, async () => {
    const { provider, session } = testProvider();
    const warnings: string[] = [];
    const logger = { ...silentLogger, warn: (line: string) => warnings.push(line) };
    // Node 1's first container is killed as soon as it runs: its broker is still booting.
    const killing = firstRunning(session, 1).then(kill);
    // Awaited below; a start that fails first must not leave its rejection unhandled.
    killing.catch(() => {});
    const broker = await provider.start(clusterTarget("it-recover"), { logger });
    try {
      await killing;
      expect(broker.info.nodes).toHaveLength(3);
      expect(warnings.join("\n")).toMatch(
        /rabbit@rmq-\w+-1 .*exited while booting .*starting it again blank/,
      );
    } finally {
      await broker.stop();
    }
  });

  it(
    "kills the seed of a forming 3-node cluster at boot, and the cluster still forms",
    { timeout: 240_000 },
    async () => {
      const { provider, session } = testProvider();
      const warnings: string[] = [];
      const logger = { ...silentLogger, warn: (line: string) => warnings.push(line) };
      // The joiners start once the seed's broker logs its first line: a running joiner means the
      // seed is booting, seconds before it is ready. Its first container is killed then.
      const killing = (async () => {
        const seed = await firstRunning(session, 0);
        await firstRunning(session, 1);
        await kill(seed);
      })();
      killing.catch(() => {});
      const broker = await provider.start(clusterTarget("it-seed-restart"), { logger });
      try {
        await killing;
        expect(warnings.join("\n")).toMatch(
          /target 'it-seed-restart': node rabbit@rmq-\w+-0 .*exited while booting \(exit code 137\).*; it is the seed: starting the cluster again whole/,
        );
        const status = parseClusterStatus(
          (await broker.exec!(0, ["rabbitmqctl", "cluster_status", "--formatter", "json"])).output,
        );
        expect(status?.running_nodes).toHaveLength(3);
        // The failed attempt's containers and network are gone: the new cluster's alone are left.
        const resources = await sessionResources(session);
        expect([resources.containers.length, resources.networks.length]).toEqual([3, 1]);
      } finally {
        await broker.stop();
      }
      expect(await sessionResources(session)).toEqual({ containers: [], networks: [] });
    },
  );
});

describe.skipIf(!enabled)("the setups users deploy, one per assumption of the gate", () => {
  it(
    "log level: a 3.10.8 node logging warnings only is ready on its listeners",
    { timeout: 120_000 },
    async () => {
      await withSetup("02", async (broker) => {
        expect(broker.info.serverVersion).toBe("3.10.8");
        // Its info-level "Server startup complete" never comes: the start did not wait for it.
        expect(await broker.logTail(1_000)).not.toContain("Server startup complete");
        expect((await readServerProperties(broker.amqpUrls[0]!, 10_000)).product).toBe("RabbitMQ");
      });
    },
  );

  it(
    "users and definitions: definitions loaded at boot without guest measure through the gate's own user",
    { timeout: 180_000 },
    async () => {
      const setup = brokerSetup("09");
      const dir = tempFiles({});
      for (const file of ["rabbitmq.conf", "definitions.json"]) {
        copyFileSync(join(BROKER_SETUPS_DIR, setup.dir, file), join(dir, file));
      }
      const definitions = JSON.parse(readFileSync(join(dir, "definitions.json"), "utf8")) as {
        users: { name: string }[];
      };
      expect(definitions.users.map((u) => u.name)).not.toContain("guest");
      const config = [
        "targets:",
        "  - id: setup-09",
        "    provider: testcontainers",
        `    image: ${setup.image}`,
        "    rabbitmqConfFile: rabbitmq.conf",
        "    definitionsFile: definitions.json",
        "scenarios:",
        "  - id: throughput",
        "    trials: 1",
        "    params: { durationMs: 2000, warmupMs: 500 }",
        "",
      ].join("\n");
      writeFileSync(join(dir, "gate.yml"), config);
      const out = join(dir, "results.json");
      const { code, stderr } = await runCli(
        ["run", "--config", join(dir, "gate.yml"), "--out", out, "--no-color"],
        {},
        dir,
      );
      expect(code, stderr).toBe(0);
      const target = parseResultsJson(readFileSync(out, "utf8"), "results", out).targets[0]!;
      expect(target.broker.overrides).toEqual([expect.stringContaining(`user '${GATE_USER}'`)]);
      const work = target.scenarios[0]!.metrics.find((m) => m.id === "reductionsPerMessage");
      expect(work?.summary?.median).toBeGreaterThan(0);
    },
  );

  it(
    "listeners and ports: AMQP on 5673 is read from the setup and published",
    { timeout: 120_000 },
    async () => {
      await withSetup("12", async (broker) => {
        expect(broker.info.overrides).toContain("amqp read on container port 5673, as the setup sets");
        expect((await readServerProperties(broker.amqpUrls[0]!, 10_000)).product).toBe("RabbitMQ");
      });
    },
  );

  it(
    "plugins and statistics: a disabled metrics collector is switched on again, and said so",
    { timeout: 120_000 },
    async () => {
      await withSetup("18", async (broker) => {
        expect(broker.info.overrides?.[0]).toMatch(/^management_agent\.disable_metrics_collector = false \(/);
        const { url, headers } = withBasicAuth(`${broker.managementUrls[0]}/api/overview`);
        const overview = (await (await fetch(url, { headers })).json()) as { disable_stats?: boolean };
        expect(overview.disable_stats).toBe(false);
      });
    },
  );

  it(
    "peer discovery: a Kubernetes setup's discovery is replaced and three nodes form",
    { timeout: 240_000 },
    async () => {
      await withSetup("24", async (broker) => {
        expect(broker.info.nodes).toHaveLength(3);
        expect(broker.info.overrides?.[0]).toMatch(
          /^cluster formation: classic_config .*peer_discovery_backend/,
        );
      });
    },
  );

  it(
    "limits: a free disk limit above the machine's is refused in one line naming it",
    { timeout: 120_000 },
    async () => {
      const { error } = await failedStart("31");
      expect(error.message).toMatch(
        /started under a disk alarm \(set off by .*disk_free_limit\.absolute = '500GB'\)/,
      );
      expect(error.message).not.toContain("\n");
    },
  );

  it("advanced.config: its settings reach the broker", { timeout: 120_000 }, async () => {
    await withSetup("32", async (broker) => {
      const result = await broker.exec!(0, [
        "rabbitmqctl",
        "eval",
        "application:get_env(rabbit, credit_flow_default_credit).",
      ]);
      expect(result.output).toContain("{ok,{400,200}}");
    });
  });

  it(
    "a value the broker cannot boot with is reported in its own words within seconds of its exit",
    { timeout: 120_000 },
    async () => {
      const { error, at } = await failedStart("34");
      expect(error.message).toMatch(
        /exited while booting \(exit code \d+\): .*vm_memory_high_watermark\.relative .*"banana" cannot be converted/,
      );
      expect(error.message).not.toContain("\n");
      // The node's last log line is its exit; the error came within 10 s of it (not at the timeout).
      const stamps = (error.logTail ?? "")
        .split("\n")
        .map((line) => /(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+)\+00:00/.exec(line)?.[1])
        .filter((stamp): stamp is string => stamp !== undefined);
      const lastLine = Date.parse(`${stamps.at(-1)!.replace(" ", "T")}Z`);
      expect(at - lastLine).toBeLessThan(10_000);
    },
  );
});
