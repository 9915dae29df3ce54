import { z } from "zod";

/**
 * Message parameters that several scenarios share (throughput, latency, node-loss, backlog-drain),
 * with one meaning and one wording in the generated reference.
 */

export const messageSizeBytesField = z
  .number()
  .int()
  .min(16)
  .max(16 * 1024 * 1024)
  .default(1000)
  .describe("body size, including the 16-byte header (send time, publisher, sequence number)");
export const persistentField = z
  .boolean()
  .default(false)
  .describe("persistent messages (delivery mode 2); classic queues are then durable");
export const loadWarmupField = z
  .number()
  .int()
  .min(0)
  .max(600_000)
  .default(1_000)
  .describe("load before the window, not measured");
