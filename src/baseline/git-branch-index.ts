import { z } from "zod";

/**
 * The index the git-branch store keeps on its branch (`<gate>/index.json`): one entry per stored
 * results file, newest first, so a lookup reads one small file instead of every result.
 */

export const BASELINE_INDEX_SCHEMA_ID = "rabbitmq-perf-gate/baseline-index";

export const IndexEntrySchema = z.object({
  sha: z.string().regex(/^[0-9a-f]{40,64}$/),
  ref: z.string().nullable(),
  createdAt: z.string(),
  /** Path of the results file on the branch. */
  file: z.string(),
});
export type IndexEntry = z.infer<typeof IndexEntrySchema>;

export const IndexSchema = z.object({
  schema: z.literal(BASELINE_INDEX_SCHEMA_ID),
  gate: z.string(),
  /** Newest first (by the results' createdAt). */
  entries: z.array(IndexEntrySchema),
});
export type BaselineIndex = z.infer<typeof IndexSchema>;

/** The order of the index: newest results first, ties broken by commit. */
export function newestFirst(a: IndexEntry, b: IndexEntry): number {
  return b.createdAt.localeCompare(a.createdAt) || a.sha.localeCompare(b.sha);
}
