import { z } from "zod";

/**
 * What shards tell each other through their mailboxes (amqp/shard-barrier.ts): a message from the
 * broker is read through this schema, and anything else is ignored.
 */
export const MessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("arrive"),
    seq: z.number().int().nonnegative(),
    shard: z.number().int().positive(),
    label: z.string().max(500),
    configHash: z.string().max(128),
  }),
  z.object({ type: z.literal("go"), seq: z.number().int().nonnegative() }),
  z.object({
    type: z.literal("hold"),
    seq: z.number().int().nonnegative(),
    ms: z.number().int().positive().max(600_000),
  }),
  z.object({ type: z.literal("abort"), reason: z.string().max(2000) }),
  z.object({ type: z.literal("ping") }),
]);
export type Message = z.infer<typeof MessageSchema>;
