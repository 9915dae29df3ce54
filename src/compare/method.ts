import type { MetricResult } from "../model/results.js";

/**
 * A metric's identity: two records of one metric id are one quantity while their unit, method
 * version and basis are (src/model/metrics.ts). The description is prose: rewording it leaves
 * stored baselines and histories comparable. A record written before methods were recorded has
 * only its description to go by; it is the same method as another record when one's description is
 * the other's or among the earlier descriptions either names for its method. Pure.
 */
export type MethodRecord = Pick<
  MetricResult,
  "unit" | "description" | "method" | "methodChange" | "basis" | "formerDescriptions"
>;

/** How an earlier record of a metric and a later one differ in what they measure. */
export interface Redefinition {
  kind: "unit" | "method" | "basis" | "description";
  /** In words, with no side named ("measured another way since method 2 of the metric (...)"). */
  reason: string;
  /** What each side is, in words ("method 1", "'msg/s'"); absent for a changed description. */
  sides?: { earlier: string; later: string };
}

/**
 * How `later` measures something other than `earlier`, or undefined when both are one quantity.
 * `known`: further records whose wordings (description and earlier descriptions) tie a record
 * without a method to one that has it (a history's newest record, say).
 */
export function redefinition(
  earlier: MethodRecord,
  later: MethodRecord,
  known: readonly MethodRecord[] = [],
): Redefinition | undefined {
  if (earlier.unit !== later.unit) {
    return {
      kind: "unit",
      reason: "its unit changed",
      sides: { earlier: `'${earlier.unit}'`, later: `'${later.unit}'` },
    };
  }
  if (earlier.method !== undefined && later.method !== undefined) {
    if (earlier.method !== later.method) {
      const newer = later.method > earlier.method ? later : earlier;
      const what = newer.methodChange ? ` (${newer.methodChange})` : "";
      return {
        kind: "method",
        reason: `measured another way since method ${newer.method} of the metric${what}`,
        sides: { earlier: `method ${earlier.method}`, later: `method ${later.method}` },
      };
    }
    if ((earlier.basis ?? "") !== (later.basis ?? "")) {
      return {
        kind: "basis",
        reason: "measured from another basis",
        sides: { earlier: basisWords(earlier), later: basisWords(later) },
      };
    }
    return undefined;
  }
  if (earlier.description === undefined || later.description === undefined) return undefined;
  if (sameWording(earlier.description, later.description, [earlier, later, ...known])) return undefined;
  return {
    kind: "description",
    reason:
      "its scenario describes it differently and the older record predates recorded method versions, so it may be measured another way (the results files hold both descriptions)",
  };
}

function basisWords(record: MethodRecord): string {
  return record.basis ? `'${record.basis}'` : "the default basis";
}

/** Whether two descriptions are one method's: equal, or both among one record's wordings. */
function sameWording(first: string, second: string, records: readonly MethodRecord[]): boolean {
  if (first === second) return true;
  return records.some((record) => {
    const wordings = [record.description, ...(record.formerDescriptions ?? [])];
    return wordings.includes(first) && wordings.includes(second);
  });
}
