import { describe, expect, it } from "vitest";
import {
  allocateMessageBody,
  MESSAGE_HEADER_BYTES,
  readPublisherId,
  readSendTimeNs,
  readSequence,
  writeMessageHeader,
} from "../../../src/load/header.js";

describe("message header", () => {
  it("round-trips send time, publisher and sequence", () => {
    const body = allocateMessageBody(1000);
    const sendTimeNs = process.hrtime.bigint();
    writeMessageHeader(body, sendTimeNs, 7, 4_000_000_000);
    expect(readSendTimeNs(body)).toBe(sendTimeNs);
    expect(readPublisherId(body)).toBe(7);
    expect(readSequence(body)).toBe(4_000_000_000);
  });

  it("pads to the message size and leaves the padding alone when the header is rewritten", () => {
    const body = allocateMessageBody(64);
    expect(body.length).toBe(64);
    writeMessageHeader(body, 1n, 1, 1);
    writeMessageHeader(body, 2n ** 63n, 0xffffffff, 0xffffffff);
    expect(readSendTimeNs(body)).toBe(2n ** 63n);
    expect(body.subarray(MESSAGE_HEADER_BYTES).every((byte) => byte === 0x61)).toBe(true);
  });

  it("accepts the header size and rejects smaller messages", () => {
    expect(allocateMessageBody(MESSAGE_HEADER_BYTES).length).toBe(MESSAGE_HEADER_BYTES);
    expect(() => allocateMessageBody(MESSAGE_HEADER_BYTES - 1)).toThrow(/below the 16-byte header/);
  });
});
