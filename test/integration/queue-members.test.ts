import { randomUUID } from "node:crypto";
import amqp from "amqplib";
import { describe, it } from "vitest";
import { AdminSession, queueOptions } from "../../src/amqp/admin.js";
import type { Logger } from "../../src/model/logger.js";
import { awaitQueueMembers, ensureQueueMembers } from "../../src/scenarios/queue-members.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker, type TestBroker, THREE_NODES } from "./broker.js";

// A quorum queue whose member on one node does not run, on a real 3-node 4.0.5 cluster: RabbitMQ
// delivers to a consumer from the member on its node, so a consumer there receives nothing while
// the leader counts its prefetch as delivered. The trials declare such a queue again before any
// load (src/scenarios/queue-members.ts); these tests show both on the broker. On 3-node 4.3.6 and
// 3.10.8 clusters (sharedBroker({ nodes: 3, image: "4.3" }) or "3.10.8") both pass as well; 3.10.8
// has no quorum status resource, and its live queue answer says which members run.

const enabled = await dockerTestsEnabled("quorum queue member integration tests");

const MESSAGES = 100;
const PREFETCH = 20;

/** What `rabbitmqctl eval` printed last (3.10.8 prints a deprecation notice before it). */
async function evaluate(rabbit: TestBroker, expression: string, node: number): Promise<string> {
  const output = await rabbit.rabbitmqctl(["eval", expression], node);
  return output.trim().split("\n").at(-1)!.trim();
}

/** Stops the queue's Ra member on `node`, as a member that failed to start would be. */
async function stopMember(rabbit: TestBroker, queue: string, node: number): Promise<string> {
  const name = (await evaluate(rabbit, "node().", node)).replace(/^'|'$/g, "");
  const stopped = await evaluate(rabbit, `ra:stop_server(quorum_queues, {'%2F_${queue}', node()}).`, node);
  if (stopped !== "ok") throw new Error(`stopping the member on ${name}: ${stopped}`);
  return name;
}

/**
 * Consumes and publishes MESSAGES confirmed messages through `url`: how many deliveries arrived
 * within `waitMs` (it stops waiting once those and the messages ready before have all arrived).
 */
async function deliveredThrough(url: string, queue: string, waitMs: number): Promise<number> {
  const consuming = await amqp.connect(url);
  const publishing = await amqp.connect(url);
  try {
    const channel = await consuming.createChannel();
    await channel.prefetch(PREFETCH);
    let received = 0;
    const expected = MESSAGES + (await channel.checkQueue(queue)).messageCount;
    await channel.consume(queue, (message) => {
      if (!message) return;
      received++;
      channel.ack(message);
    });
    const confirms = await publishing.createConfirmChannel();
    for (let i = 0; i < MESSAGES; i++)
      confirms.sendToQueue(queue, Buffer.from(`m${i}`), { persistent: true });
    await confirms.waitForConfirms();
    const deadline = Date.now() + waitMs;
    while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return received;
  } finally {
    await consuming.close().catch(() => {});
    await publishing.close().catch(() => {});
  }
}

function recordingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, warn: (m) => void warnings.push(m), error() {}, addSecret() {} };
}

describe.skipIf(!enabled)("a quorum queue with a member that does not run", () => {
  const rabbit = sharedBroker(THREE_NODES);

  it(
    "leaves a consumer on that member's node without deliveries; the queue's status shows the member not running",
    { timeout: 60_000 },
    async ({ expect }) => {
      const { broker } = rabbit();
      const queue = `it-members-${randomUUID().slice(0, 8)}`;
      {
        await using admin = await AdminSession.open(broker.amqpUrls[0]!, `${queue} admin`, 15_000);
        await admin.declareQueue(queue, queueOptions("quorum", true));
        try {
          const node = await stopMember(rabbit(), queue, 1);
          const offline = await awaitQueueMembers(broker.managementUrls[0]!, [queue], { timeoutMs: 0 });
          expect(offline).toEqual([{ queue, offline: [node], listed: true }]);

          // Every message is confirmed, none arrives; once the consumer is gone, all of them are ready.
          expect(await deliveredThrough(broker.amqpUrls[1]!, queue, 3_000)).toBe(0);
          await expect.poll(() => admin.readyMessages([queue]), { timeout: 5_000 }).toBe(MESSAGES);
          // A consumer on a node whose member runs receives them, and its own publisher's hundred.
          expect(await deliveredThrough(broker.amqpUrls[2]!, queue, 10_000)).toBe(2 * MESSAGES);
          await expect.poll(() => admin.readyMessages([queue]), { timeout: 5_000 }).toBe(0);
        } finally {
          await admin.deleteQueues([queue]);
        }
      }
      expect(await rabbit().leftovers(queue)).toEqual([]);
    },
  );

  it(
    "is declared again before a trial uses it: every member then runs and the consumer there receives every message",
    { timeout: 60_000 },
    async ({ expect }) => {
      const { broker } = rabbit();
      const queue = `it-members-${randomUUID().slice(0, 8)}`;
      {
        await using admin = await AdminSession.open(broker.amqpUrls[0]!, `${queue} admin`, 15_000);
        const declare = async (name: string) =>
          void (await admin.declareQueue(name, queueOptions("quorum", true)));
        await declare(queue);
        try {
          const node = await stopMember(rabbit(), queue, 1);
          const logger = recordingLogger();
          await ensureQueueMembers(admin, [queue], { broker, queueType: "quorum", logger }, declare, {
            timeoutMs: 2_000,
          });
          expect(logger.warnings).toHaveLength(1);
          expect(logger.warnings[0]).toContain(`${queue} (not running: ${node})`);
          expect(await awaitQueueMembers(broker.managementUrls[0]!, [queue], { timeoutMs: 0 })).toEqual([]);
          expect(await deliveredThrough(broker.amqpUrls[1]!, queue, 10_000)).toBe(MESSAGES);
        } finally {
          await admin.deleteQueues([queue]);
        }
      }
      expect(await rabbit().leftovers(queue)).toEqual([]);
    },
  );
});
