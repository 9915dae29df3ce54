import type { ComparisonRow } from "../compare/comparison.js";

/**
 * A row's notes grouped by reason, so a report says each reason once. Every note of a comparison
 * reads "<reason>: <what this row measured>" (or is a reason alone); the reason never holds a
 * figure of the row, which the property tests of the notes hold. Pure.
 */

export interface NoteGroup {
  reason: string;
  /** The rows with a note of this reason, in comparison order, each once. */
  rows: ComparisonRow[];
  /** The note of the first row, whole: what a single row's line shows. */
  first: string;
}

/** The reason of a note: what comes before its first ": ", or all of it. */
export function noteReason(note: string): string {
  const colon = note.indexOf(": ");
  return colon > 0 ? note.slice(0, colon) : note;
}

/** The notes of `rows` by reason, in the order the reasons first appear. */
export function notesByReason(rows: readonly ComparisonRow[]): NoteGroup[] {
  const groups = new Map<string, NoteGroup>();
  for (const row of rows) {
    for (const note of row.notes) {
      const reason = noteReason(note);
      const group = groups.get(reason);
      if (!group) groups.set(reason, { reason, rows: [row], first: note });
      else if (!group.rows.includes(row)) group.rows.push(row);
    }
  }
  return [...groups.values()];
}

/** "throughput.publishRate, latency.e2eLatencyP50Us and 3 more"; the target too when several are named. */
export function rowNames(rows: readonly ComparisonRow[], shown = 3): string {
  const withTarget = new Set(rows.map((row) => row.target)).size > 1;
  const names = rows.map((row) => `${withTarget ? `${row.target}/` : ""}${row.scenario}.${row.metric}`);
  if (names.length <= shown) return names.join(", ");
  return `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}
