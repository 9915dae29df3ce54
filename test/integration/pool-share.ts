import { createHash } from "node:crypto";
import { mkdirSync, openSync, closeSync, readFileSync, renameSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getContainerRuntimeClient } from "testcontainers";
import { Labels } from "../../src/brokers/docker-resources.js";
import type { BrokerInfo, ExecResult, StartedBroker } from "../../src/brokers/provider.js";
import { SESSION_LABEL } from "./docker-resources.js";

// The run's pool brokers, shared by its worker processes. With two files at a time each worker has
// its own pool (broker.ts), and a spec both ask for was started twice (a 3-node cluster costs about
// 30 CPU-seconds to start on the 2-core bench). The first worker to ask for a spec claims it (a
// lock file in the run's temporary directory), starts it and writes where it listens; a worker
// that asks later waits for that and attaches to the same containers: its URLs, and commands and
// logs through the Docker engine. The run's teardown removes the pool (leftovers.ts), whoever
// started it.

/** What a worker that attaches needs of a pool broker another worker started. */
interface SharedBroker {
  targetId: string;
  session: string;
  amqpUrls: string[];
  managementUrls: string[];
  metricsUrls: string[];
  streamUrls?: string[];
  mqttUrls?: string[];
  info: BrokerInfo;
}

/** Longer than a start may take (a 3-node cluster started again after a failed boot). */
const WAIT_FOR_OWNER_MS = 8 * 60_000;
const POLL_MS = 250;

function paths(key: string): { lock: string; ready: string; failed: string } {
  const root = process.env.RABBITMQ_PERF_GATE_TEST_TMPDIR ?? tmpdir();
  const dir = join(root, "broker-pool");
  mkdirSync(dir, { recursive: true });
  const name = createHash("sha256").update(key).digest("hex").slice(0, 16);
  return {
    lock: join(dir, `${name}.lock`),
    ready: join(dir, `${name}.json`),
    failed: join(dir, `${name}.failed`),
  };
}

/**
 * Claims the spec's broker for this process (true: start it, then `publish` or `failed`), or
 * waits for the worker that claimed it and returns the broker attached (undefined: its start
 * failed, or it never said, so start one of your own).
 */
export async function claimOrAttach(
  key: string,
): Promise<true | { broker: StartedBroker; session: string } | undefined> {
  const { lock, ready, failed } = paths(key);
  try {
    closeSync(openSync(lock, "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const deadline = Date.now() + WAIT_FOR_OWNER_MS;
  while (Date.now() < deadline) {
    if (existsSync(ready)) {
      const shared = JSON.parse(readFileSync(ready, "utf8")) as SharedBroker;
      return { broker: attach(shared), session: shared.session };
    }
    if (existsSync(failed)) return undefined;
    await sleep(POLL_MS);
  }
  return undefined;
}

/** Tells the workers waiting for the spec where its broker listens. */
export function publish(key: string, broker: StartedBroker, session: string): void {
  const { ready } = paths(key);
  const shared: SharedBroker = {
    targetId: broker.targetId,
    session,
    amqpUrls: [...broker.amqpUrls],
    managementUrls: [...broker.managementUrls],
    metricsUrls: [...broker.metricsUrls],
    ...(broker.streamUrls && { streamUrls: [...broker.streamUrls] }),
    ...(broker.mqttUrls && { mqttUrls: [...broker.mqttUrls] }),
    info: broker.info,
  };
  writeFileSync(`${ready}.tmp`, JSON.stringify(shared));
  renameSync(`${ready}.tmp`, ready);
}

/** Tells the workers waiting for the spec that its start failed: each starts its own. */
export function failed(key: string, error: unknown): void {
  writeFileSync(paths(key).failed, String((error as Error)?.message ?? error));
}

/** The pool broker's node `index` container, found by the labels the provider gave it. */
async function nodeContainer(session: string, index: number) {
  const client = await getContainerRuntimeClient();
  const [found] = await client.container.dockerode.listContainers({
    filters: { label: [`${SESSION_LABEL}=${session}`, `${Labels.node}=${index}`], status: ["running"] },
  });
  if (!found) throw new Error(`no running container of node ${index} of the shared broker ${session}`);
  return { client, container: client.container.getById(found.Id) };
}

/** Docker's multiplexed log stream (8-byte frame headers) as text. */
function demux(buffer: Buffer): string {
  const parts: Buffer[] = [];
  for (let at = 0; at + 8 <= buffer.length;) {
    const size = buffer.readUInt32BE(at + 4);
    parts.push(buffer.subarray(at + 8, at + 8 + size));
    at += 8 + size;
  }
  return Buffer.concat(parts).toString("utf8");
}

/** A pool broker another worker started: the same containers, which this process never stops. */
function attach(shared: SharedBroker): StartedBroker {
  const broker: StartedBroker = {
    targetId: shared.targetId,
    provider: "testcontainers",
    amqpUrls: shared.amqpUrls,
    managementUrls: shared.managementUrls,
    metricsUrls: shared.metricsUrls,
    ...(shared.streamUrls && { streamUrls: shared.streamUrls }),
    ...(shared.mqttUrls && { mqttUrls: shared.mqttUrls }),
    info: shared.info,
    async exec(nodeIndex: number, command: readonly string[]): Promise<ExecResult> {
      const { client, container } = await nodeContainer(shared.session, nodeIndex);
      const result = await client.container.exec(container, [...command]);
      return { exitCode: result.exitCode, output: result.output };
    },
    async logTail(lines = 50): Promise<string> {
      try {
        const nodes = shared.amqpUrls.map((_, index) => index);
        const tails = await Promise.all(
          nodes.map(async (index) => {
            const { container } = await nodeContainer(shared.session, index);
            const raw = (await container.logs({
              stdout: true,
              stderr: true,
              tail: lines,
            })) as unknown as Buffer;
            return demux(raw)
              .split("\n")
              .filter((line) => line.length > 0)
              .map((line) => `[node ${index}] ${line}`)
              .join("\n");
          }),
        );
        return tails.filter((text) => text.length > 0).join("\n");
      } catch {
        return "";
      }
    },
    // The run's teardown removes the pool; the worker that started it may still be using it.
    stop: () => Promise.resolve(),
    [Symbol.asyncDispose]: () => Promise.resolve(),
  };
  return broker;
}
