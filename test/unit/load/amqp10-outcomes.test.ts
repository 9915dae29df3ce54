import type { AddressInfo } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import rhea from "rhea";
import type { EventContext } from "rhea";
import { afterEach, describe, expect, it } from "vitest";
import { Amqp10Publisher } from "../../../src/load/amqp10/publisher.js";
import { acceptedMessages } from "../../../src/load/integrity.js";
import { createLatencyHistogram } from "../../../src/load/histogram.js";

// Every outcome a peer may give a transfer counts once. RabbitMQ settles published messages with
// accepted, rejected or released only, so the `modified` outcome comes from an AMQP 1.0 peer of
// rhea's own, listening on loopback, that settles the transfers it receives in turn with accepted,
// released, modified and rejected. rhea re-emits `modified` as `released` unless told not to:
// the publisher counted each `modified` twice.

type Outcome = "accepted" | "released" | "modified" | "rejected";
const TURN: readonly Outcome[] = ["accepted", "released", "modified", "rejected"];

interface Peer {
  url: string;
  given: Record<Outcome, number>;
  close(): Promise<void>;
}

async function startPeer(): Promise<Peer> {
  const given: Record<Outcome, number> = { accepted: 0, released: 0, modified: 0, rejected: 0 };
  const container = rhea.create_container({ id: "outcome-peer", autoaccept: false });
  let received = 0;
  container.on("message", (context: EventContext) => {
    const outcome = TURN[received++ % TURN.length]!;
    given[outcome]++;
    const delivery = context.delivery!;
    if (outcome === "accepted") delivery.accept();
    else if (outcome === "released") delivery.release();
    else if (outcome === "modified") delivery.modified({ delivery_failed: true });
    else delivery.reject({ condition: "amqp:precondition-failed", description: "in turn" });
  });
  const server = container.listen({ port: 0, host: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `amqp://127.0.0.1:${port}`,
    given,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("AMQP 1.0 publisher outcomes", () => {
  let peer: Peer | undefined;
  afterEach(async () => {
    await peer?.close();
    peer = undefined;
  });

  it("counts each outcome once: modified and released as returned, rejected as nacked", async () => {
    peer = await startPeer();
    const failures: string[] = [];
    const publisher = new Amqp10Publisher(
      { index: 0, url: peer.url, queue: "q", exchange: "", targetAddress: "/queues/q" },
      {
        messageSizeBytes: 64,
        confirms: true,
        // One message at a time: rhea (3.0.5) writing a peer's dispositions joins a delivery to the
        // range of the one before it whatever its outcome, so the peer settles one per turn.
        confirmWindow: 1,
        confirmMode: "sliding",
        persistent: false,
        publishRatePerSecond: 0,
        inFlight: 0,
      },
      { onFatal: (message) => failures.push(message), onWarning: () => {} },
      createLatencyHistogram(),
    );
    try {
      await publisher.connect(5_000, "outcome test");
      publisher.start();
      const deadline = Date.now() + 5_000;
      while (publisher.published < 400 && Date.now() < deadline) await delay(10);
      const { unconfirmed } = await publisher.stop(5_000);
      expect(unconfirmed).toBe(0);
    } finally {
      await publisher.close();
    }
    const { given } = peer;
    expect(given.modified).toBeGreaterThan(50);
    expect(publisher.published).toBe(given.accepted + given.released + given.modified + given.rejected);
    expect(publisher.confirmed).toBe(given.accepted);
    expect(publisher.returned).toBe(given.released + given.modified);
    expect(publisher.nacked).toBe(given.rejected);
    // Each message has exactly one outcome, so nothing is taken off the accepted ones again.
    const counts = {
      published: publisher.published,
      confirmed: publisher.confirmed,
      returned: publisher.returned,
    };
    expect(acceptedMessages({ protocol: "amqp10", confirms: true, ...counts })).toBe(given.accepted);
    expect(failures).toEqual([]);
  });
});
