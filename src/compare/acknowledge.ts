import type { z } from "zod";
import type { AcknowledgeSchema } from "../model/config.js";
import { InputError } from "../model/errors.js";
import type { Comparison, ComparisonRow, OverallVerdict } from "./comparison.js";
import { thresholdKeys } from "./thresholds.js";

/** The pull-request side of `acknowledge` (its change points are `history`'s: compare/history/judge.ts). */
export type AcknowledgeConfig = Pick<z.output<typeof AcknowledgeSchema>, "label" | "regressions">;

/** "2025-06-01" of `now`, in UTC: an entry expiring that day still holds on it. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * An expired acknowledgement is a config error, not a silent failure later: the regression it
 * covered must be fixed, or accepted again with a new date and reason.
 */
export function checkAcknowledgementExpiry(acknowledge: AcknowledgeConfig, now: Date): void {
  const today = isoDay(now);
  for (const [index, entry] of acknowledge.regressions.entries()) {
    if (entry.expires < today) {
      throw new InputError(
        `acknowledge.regressions[${index}].expires`,
        `the acknowledgement of '${entry.metric}' expired on ${entry.expires} (today is ${today}); fix the regression, or renew the entry with a new date and reason`,
      );
    }
  }
}

export interface AcknowledgeContext {
  /** Labels of the pull request; the configured label among them accepts every regression. */
  labels?: readonly string[];
}

/**
 * Turns accepted regressions into warnings: a regressed row matching an entry (by the keys of
 * thresholds: `<metric>`, `<scenario>.<metric>`, `<target>/<scenario>.<metric>`), or every regressed
 * row when the pull request carries the label, becomes "acknowledged". The verdict is then
 * "pass-with-warnings" when no other regression is left. Pure: returns a new comparison.
 */
export function acknowledgeRegressions(
  comparison: Comparison,
  acknowledge: AcknowledgeConfig,
  context: AcknowledgeContext = {},
): Comparison {
  const labelled = context.labels?.includes(acknowledge.label) ?? false;
  const rows = comparison.rows.map((row): ComparisonRow => {
    if (row.verdict !== "regressed") return row;
    const keys = thresholdKeys(row.target, row.scenario, row.metric);
    const entry = acknowledge.regressions.find((candidate) => keys.includes(candidate.metric));
    if (entry) {
      return {
        ...row,
        verdict: "acknowledged",
        acknowledgement: { source: "config", reason: entry.reason, expires: entry.expires },
      };
    }
    if (labelled) {
      return {
        ...row,
        verdict: "acknowledged",
        acknowledgement: {
          source: "label",
          reason: `the pull request has the label '${acknowledge.label}'`,
          expires: null,
        },
      };
    }
    return row;
  });
  const accepted =
    rows.filter((row) => row.verdict === "acknowledged").length - comparison.counts.acknowledged;
  const counts = {
    ...comparison.counts,
    regressed: comparison.counts.regressed - accepted,
    acknowledged: comparison.counts.acknowledged + accepted,
  };
  return {
    ...comparison,
    rows,
    counts,
    verdict: overallVerdict(comparison.verdict, counts),
    warnings: [...comparison.warnings, ...unusedEntryWarnings(acknowledge, comparison.rows)],
  };
}

function overallVerdict(previous: OverallVerdict, counts: Comparison["counts"]): OverallVerdict {
  if (previous === "invalid" || previous === "unmatched") return previous;
  if (counts.regressed > 0) return "regression";
  return counts.acknowledged > 0 ? "pass-with-warnings" : "pass";
}

/** Entries that match no metric, or a metric that did not regress: they can go from the config. */
function unusedEntryWarnings(acknowledge: AcknowledgeConfig, rows: readonly ComparisonRow[]): string[] {
  return acknowledge.regressions.flatMap((entry) => {
    const matching = rows.filter((row) =>
      thresholdKeys(row.target, row.scenario, row.metric).includes(entry.metric),
    );
    if (matching.length === 0) {
      return [
        `acknowledge.regressions entry '${entry.metric}' matches no metric; keys are '<metric>', '<scenario>.<metric>' or '<target>/<scenario>.<metric>'`,
      ];
    }
    if (!matching.some((row) => row.verdict === "regressed")) {
      return [`acknowledge.regressions entry '${entry.metric}' is not needed: the metric did not regress`];
    }
    return [];
  });
}
