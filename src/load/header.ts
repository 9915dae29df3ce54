/**
 * The binary header at the start of every message body the load generator publishes:
 *
 *   offset 0  u64 LE  send time, ns, from process.hrtime.bigint() (one monotonic clock per process,
 *                     shared by every worker thread, so consumer minus publisher time is a latency)
 *   offset 8  u32 LE  publisher id (global index of the publisher in the trial)
 *   offset 12 u32 LE  sequence number of the message within its publisher, from 0
 *
 * The rest of the body is padding up to the configured message size.
 */
export const MESSAGE_HEADER_BYTES = 16;

export function writeMessageHeader(
  body: Buffer,
  sendTimeNs: bigint,
  publisherId: number,
  sequence: number,
  /** Where the body starts: an encoded AMQP 1.0 message's body comes after its sections' headers. */
  offset = 0,
): void {
  body.writeBigUInt64LE(sendTimeNs, offset);
  body.writeUInt32LE(publisherId, offset + 8);
  body.writeUInt32LE(sequence, offset + 12);
}

export function readSendTimeNs(body: Buffer): bigint {
  return body.readBigUInt64LE(0);
}

export function readPublisherId(body: Buffer): number {
  return body.readUInt32LE(8);
}

export function readSequence(body: Buffer): number {
  return body.readUInt32LE(12);
}

/** A body of `sizeBytes` (at least the header) whose padding is filled once, reused per publish. */
export function allocateMessageBody(sizeBytes: number): Buffer {
  if (!Number.isInteger(sizeBytes) || sizeBytes < MESSAGE_HEADER_BYTES) {
    throw new RangeError(`message size ${sizeBytes} is below the ${MESSAGE_HEADER_BYTES}-byte header`);
  }
  // Padding is a fixed pattern rather than zeros so no layer can special-case empty content.
  const body = Buffer.alloc(sizeBytes, 0x61);
  body.fill(0, 0, MESSAGE_HEADER_BYTES);
  return body;
}
