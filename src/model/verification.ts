import { z } from "zod";
import { MetadataStoreSchema, QueueTypeSchema } from "./config.js";

/**
 * What the broker itself said it is, as verification records it in a target's results
 * (`verification`): the schema of the record the gate writes, and the lenient reading the reports
 * use on a results file of any version, whose record may be older, partial or a fork's.
 */

export const VerifiedQueueSchema = z.object({
  name: z.string(),
  /** Declared by verification like the scenarios declare theirs, then deleted. */
  probe: z.literal(true),
  /** The queue type the broker reports: classic, quorum, stream. */
  type: z.string(),
  /** What the queue is, judged from the broker's answers: classic-mirrored only with synchronised mirrors. */
  kind: z.string(),
  /**
   * Effective policy name; null when none applies; absent when the broker did not say (the
   * management API names it only with the queue's first statistics).
   */
  policy: z.string().nullable().optional(),
  /** Classic queues: the node the queue process runs on (where the version says). */
  node: z.string().optional(),
  /** Classic queues on versions with mirroring: nodes of the mirrors, and of those in sync. */
  mirrors: z.array(z.string()).optional(),
  synchronisedMirrors: z.array(z.string()).optional(),
  /** Quorum queues: members, the leader, and the members online. */
  members: z.array(z.string()).optional(),
  leader: z.string().optional(),
  online: z.array(z.string()).optional(),
});
export type VerifiedQueue = z.infer<typeof VerifiedQueueSchema>;

/** A broker the gate started and asked: what it is, and what its spec asked for. */
export const VerificationSchema = z.object({
  /** As the running nodes report it (cluster_status), not as the image tag says. */
  serverVersion: z.string(),
  metadataStore: MetadataStoreSchema,
  /** Where `metadataStore` comes from: command outputs, or the version when it has one store. */
  metadataStoreEvidence: z.array(z.string()),
  /** Khepri's own Raft members and leader, where metadata_store_status lists them. */
  khepri: z.object({ members: z.array(z.string()), leader: z.string().nullable() }).optional(),
  /** Running cluster members. */
  members: z.array(z.string()),
  queues: z.array(VerifiedQueueSchema),
  /** What the spec asked for, with the version's defaults filled in. */
  expected: z.object({
    metadataStore: MetadataStoreSchema,
    nodes: z.number().int().positive(),
    queueType: QueueTypeSchema,
    serverVersion: z.string().optional(),
  }),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** A broker the gate cannot ask (an external one): recorded as it introduced itself, not judged. */
export const NotVerifiedSchema = z.object({
  serverVersion: z.string(),
  members: z.array(z.string()),
  notVerified: z.string(),
});
export type NotVerified = z.infer<typeof NotVerifiedSchema>;

export type VerificationRecord = Verification | NotVerified;

/**
 * The fields the reports show, read from any record: a field of the wrong type is absent rather
 * than an error (a report is still written for an old or damaged results file).
 */
const VerificationViewSchema = z.object({
  notVerified: z.string().optional().catch(undefined),
  serverVersion: z.string().optional().catch(undefined),
  metadataStore: z.string().optional().catch(undefined),
  members: z.array(z.unknown()).optional().catch(undefined),
  queues: z
    .array(
      z.object({
        kind: z.string().optional().catch(undefined),
        members: z.array(z.string()).optional().catch(undefined),
        leader: z.string().optional().catch(undefined),
        synchronisedMirrors: z.array(z.string()).optional().catch(undefined),
      }),
    )
    .catch([]),
});
export type VerificationView = z.infer<typeof VerificationViewSchema>;

export function viewVerification(record: Record<string, unknown>): VerificationView {
  return VerificationViewSchema.parse({ queues: [], ...record });
}
