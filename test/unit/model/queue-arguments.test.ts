import { describe, expect, it } from "vitest";
import { QueueArgumentsSchema } from "../../../src/model/queue-arguments.js";
import { queueDurability, queueTypeArguments, streamConsumerProblem } from "../../../src/amqp/admin.js";

const issueOf = (value: unknown) => {
  const parsed = QueueArgumentsSchema.safeParse(value);
  if (parsed.success) throw new Error("expected a refusal");
  return parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
};

describe("queueArgs", () => {
  it("takes what an AMQP field table carries", () => {
    const args = {
      "x-max-length": 1000,
      "x-queue-mode": "lazy",
      "x-single-active-consumer": true,
      "x-max-age": "7D",
      "x-message-ttl": 1.5,
      "x-list": ["a", 1, false],
    };
    expect(QueueArgumentsSchema.parse(args)).toEqual(args);
  });

  it("refuses what amqplib cannot encode, naming the argument", () => {
    expect(issueOf({ "x-max-length": Number.POSITIVE_INFINITY })).toMatch(/^x-max-length: /);
    expect(issueOf({ "x-max-length": 2 ** 60 })).toMatch(/^x-max-length: expected an integer between/);
    expect(issueOf({ "x-max-length": { nested: 1 } })).toMatch(
      /^x-max-length: expected a string, a number, true\/false, or a list of those/,
    );
    expect(issueOf({ "bad key": 1 })).toMatch(/printable ASCII/);
    expect(issueOf({ ["x".repeat(256)]: 1 })).toMatch(/printable ASCII/);
  });

  it("leaves the queue type to the target", () => {
    expect(issueOf({ "x-queue-type": "quorum" })).toBe(
      "x-queue-type: the queue type comes from the target's queueType (classic, quorum, stream); remove it here",
    );
  });
});

describe("declare and consume arguments by queue type", () => {
  it("puts the user's arguments under the target's type", () => {
    expect(queueTypeArguments("stream", { "x-max-age": "1h" })).toEqual({
      "x-max-age": "1h",
      "x-queue-type": "stream",
    });
    expect(queueTypeArguments("classic-mirrored")).toEqual({ "x-queue-type": "classic" });
    expect(queueTypeArguments("quorum", { "x-quorum-initial-group-size": 3 })).toEqual({
      "x-quorum-initial-group-size": 3,
      "x-queue-type": "quorum",
    });
  });

  it("makes quorum and stream queues durable whatever the caller asks", () => {
    expect(queueDurability("stream", false)).toBe(true);
    expect(queueDurability("quorum", false)).toBe(true);
    expect(queueDurability("classic", false)).toBe(false);
  });

  it("refuses auto-ack and unlimited consumers on streams only", () => {
    expect(streamConsumerProblem("classic", { prefetch: 0, autoAck: true })).toBeUndefined();
    expect(streamConsumerProblem("stream", { prefetch: 10, autoAck: false })).toBeUndefined();
    expect(streamConsumerProblem("stream", { prefetch: 0, autoAck: true })?.setting).toBe("ack");
    expect(streamConsumerProblem("stream", { prefetch: 0, autoAck: false })?.setting).toBe("prefetch");
  });
});
