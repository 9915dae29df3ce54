import type { Client, DeclareConsumerParams } from "rabbitmq-stream-js-client";
import { describe, expect, it } from "vitest";
import { clientFailure, unownedFailure, workerClients } from "../../../src/load/client-failure.js";
import { createLatencyHistogram } from "../../../src/load/histogram.js";
import { SequenceTracker } from "../../../src/load/sequence-tracker.js";
import type { StreamConnectOptions } from "../../../src/load/stream/connect.js";
import { StreamConsumer } from "../../../src/load/stream/consumer.js";

/** What Node gives a write to a socket the peer has closed (an errno error of net's). */
const epipe = (): Error => Object.assign(new Error("write EPIPE"), { code: "EPIPE", syscall: "write" });

describe("a client's failure", () => {
  it("names the client, and calls a socket taken away a lost connection", () => {
    expect(clientFailure("consumer 0", epipe())).toBe("consumer 0: connection lost (write EPIPE)");
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(clientFailure("publisher 3", reset)).toBe("publisher 3: connection lost (read ECONNRESET)");
    expect(clientFailure("consumer 0", new Error("Stream was not found on any node"))).toBe(
      "consumer 0: Stream was not found on any node",
    );
    // A reason that already names the client (AMQP 1.0's linkFailure) is not named twice.
    expect(clientFailure("consumer 1", new Error("consumer 1: amqp:resource-deleted"))).toBe(
      "consumer 1: amqp:resource-deleted",
    );
  });

  it("that no client caught is named after the worker's clients", () => {
    expect(unownedFailure(workerClients("consumer", [0]), epipe())).toBe(
      "consumer 0: connection lost (write EPIPE)",
    );
    expect(unownedFailure(workerClients("publisher", [1, 3]), new Error("Unknown response 22"))).toBe(
      "one of publishers 1, 3: client library failure: Unknown response 22",
    );
  });
});

/**
 * A stream consumer whose library client is played by the test, at the consumer's one seam to the
 * library (openClient): the test fires the events the library would, in the order it chooses.
 */
function playedConsumer(declare: (params: DeclareConsumerParams) => Promise<unknown>) {
  const fatal: string[] = [];
  const seen: { options?: StreamConnectOptions; params?: DeclareConsumerParams } = {};
  class Played extends StreamConsumer {
    protected override openClient(options: StreamConnectOptions): Promise<Client> {
      seen.options = options;
      const client = {
        declareConsumer: (params: DeclareConsumerParams) => {
          seen.params = params;
          return declare(params);
        },
        close: async () => {},
      };
      return Promise.resolve(client as unknown as Client);
    }
  }
  const consumer = new Played(
    { index: 0, url: "rabbitmq-stream://h:5552/%2F", queue: "q", exchange: "" },
    { prefetch: 4, ackMode: "auto", multipleAckEvery: 1, publisherCount: 1 },
    { onFatal: (message) => fatal.push(message), onWarning: () => {} },
    new SequenceTracker(),
    createLatencyHistogram(),
  );
  return { consumer, fatal, seen };
}

describe("a stream consumer whose connection the broker closes", () => {
  it("fails its connect with its own name when the socket refuses a write, then says nothing more", async () => {
    // The broker closed the consumer's locator while it subscribed: the library's request fails
    // with the socket's EPIPE, and the connection's close event follows.
    const { consumer, fatal, seen } = playedConsumer(() => Promise.reject(epipe()));
    await expect(consumer.open(1_000, "it consumer 0")).rejects.toThrow(
      /^consumer 0: connection lost \(write EPIPE\)$/,
    );
    seen.options!.onClosed("stream connection lost");
    expect(fatal).toEqual([]);
  });

  it("reports the connection's close, named, when it comes before the refused write", async () => {
    let refuse: (error: Error) => void = () => {};
    const { consumer, fatal, seen } = playedConsumer(
      () => new Promise((_resolve, reject) => (refuse = reject)),
    );
    const opening = consumer.open(1_000, "it consumer 0");
    await Promise.resolve();
    seen.options!.onClosed("stream connection closed by the broker");
    refuse(epipe());
    await expect(opening).rejects.toThrow(/^consumer 0: connection lost/);
    expect(fatal).toEqual(["consumer 0: stream connection closed by the broker"]);
  });

  it("reports a credit the socket refuses as its own lost connection, once, before the close", async () => {
    const { consumer, fatal, seen } = playedConsumer(async () => ({ close: async () => {} }));
    await consumer.open(1_000, "it consumer 0");
    const credit = seen.params!.creditPolicy!;
    expect(credit.onSubscription()).toBe(4);
    const asked: number[] = [];
    await credit.onChunkCompleted(async (howMany) => {
      asked.push(howMany);
    });
    expect(asked).toEqual([1]);
    // The library asks for credit from a delivery handler nobody awaits: the refusal must not
    // escape as a rejection without the consumer's name.
    await expect(credit.onChunkCompleted(() => Promise.reject(epipe()))).resolves.toBeUndefined();
    seen.params!.connectionClosedListener!(true);
    expect(fatal).toEqual(["consumer 0: connection lost (write EPIPE)"]);
  });
});
