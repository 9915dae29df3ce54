import { z } from "zod";

/** A run of sequence numbers of one publisher with a constant step (src/amqp/missing-messages.ts). */
export const MissingRangeSchema = z.object({
  publisher: z.number().int().nonnegative(),
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative(),
  step: z.number().int().positive(),
  count: z.number().int().positive(),
  /** How long after the drain window its messages arrived (late and duplicate classes). */
  lateMs: z.object({ min: z.number().nonnegative(), max: z.number().nonnegative() }).optional(),
});
export type MissingRange = z.infer<typeof MissingRangeSchema>;

const MissingClassSchema = z.object({
  count: z.number().int().nonnegative(),
  ranges: z.array(MissingRangeSchema).max(1_000),
  /** Ranges beyond those kept. */
  moreRanges: z.number().int().positive().optional(),
});

/**
 * The confirmed messages a trial's drain window did not deliver, watched for afterwards and
 * classified: late (arrived once), duplicate (arrived more than once), never (lost).
 */
export const MissingMessagesSchema = z.object({
  /** The drain window the trial ran, from the end of the load. */
  windowMs: z.number().nonnegative(),
  /** How long the trial kept consuming after the window. */
  watchedMs: z.number().nonnegative(),
  /** The window that would have received every message that arrived at all. */
  adaptedWindowMs: z.number().nonnegative(),
  maxLateMs: z.number().nonnegative(),
  late: MissingClassSchema,
  duplicate: MissingClassSchema,
  never: MissingClassSchema,
});
export type MissingMessages = z.infer<typeof MissingMessagesSchema>;

/** "publisher 0 #1007-#1268 every 3rd (88), publisher 2 #40" and "N more ranges". */
export function rangesText(missing: MissingMessages["never"], limit = 3): string {
  const shown = missing.ranges.slice(0, limit).map((range) => {
    const span = range.count === 1 ? `#${range.from}` : `#${range.from}-#${range.to}`;
    const step = range.count > 1 && range.step > 1 ? ` every ${ordinal(range.step)}` : "";
    const count = range.count > 1 ? ` (${range.count})` : "";
    return `publisher ${range.publisher} ${span}${step}${count}`;
  });
  const more = missing.ranges.length - shown.length + (missing.moreRanges ?? 0);
  return shown.join(", ") + (more > 0 ? ` and ${more} more ranges` : "");
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}
