import type { Comparison, ComparisonRow, MetricVerdict, OverallVerdict } from "../compare/comparison.js";
import type { Results } from "../model/results.js";

/**
 * Number and label formatting shared by the renderers. Deterministic (no locale): reports are
 * compared in tests and read in CI logs from anywhere.
 */

/** Digits grouped by thousands with ",": 31508.9 → "31,508.9". */
function groupThousands(fixed: string): string {
  const [whole = "", fraction] = fixed.split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const digits = sign ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ""}`;
}

/**
 * A value with sensible precision: whole numbers as they are; otherwise no decimals from 1,000
 * (31,509), one from 100 (446.4), two from 1 (2.11), three significant digits below 1 (0.567).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return groupThousands(value.toFixed(0));
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return groupThousands(value.toFixed(0));
  if (magnitude >= 100) return value.toFixed(1);
  if (magnitude >= 1) return value.toFixed(2);
  return value
    .toPrecision(3)
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

/** Decimals formatNumber would give a non-integer of this magnitude (significant digits below 1). */
function decimalsFor(magnitude: number): number {
  if (magnitude >= 1000) return 0;
  if (magnitude >= 100) return 1;
  if (magnitude >= 1) return 2;
  if (magnitude === 0) return 0;
  return Math.min(6, 2 - Math.floor(Math.log10(magnitude)));
}

/** "435.6–439.0": both ends with the precision of the larger, so the range reads evenly. */
export function formatRange(min: number, max: number): string {
  if (Number.isInteger(min) && Number.isInteger(max)) return `${formatNumber(min)}–${formatNumber(max)}`;
  const decimals = decimalsFor(Math.max(Math.abs(min), Math.abs(max)));
  return `${groupThousands(min.toFixed(decimals))}–${groupThousands(max.toFixed(decimals))}`;
}

/** "31,509 msg/s", "1,846 µs", "2.11 ms/op", "0 msg". */
export function formatValue(value: number, unit: string): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

/** Signed percent with one decimal: "+12.3%", "-18.3%", "0.0%". */
export function formatPercent(pct: number): string {
  const rounded = Math.round(pct * 10) / 10;
  if (rounded === 0) return "0.0%";
  return `${rounded > 0 ? "+" : ""}${rounded.toFixed(1)}%`;
}

/** A threshold: "10%", "2.5%". */
export function formatThreshold(pct: number): string {
  return `${Number(pct.toFixed(2))}%`;
}

/**
 * The change of a row, unambiguous for either direction: the raw change of the median and
 * whether that is better or worse for this metric ("-18.3% worse", "+36.2% worse", "+26.3% better").
 */
export function formatChange(row: Pick<ComparisonRow, "changePct" | "betterPct">): string {
  if (row.changePct === null || row.betterPct === null) return "n/a";
  const raw = formatPercent(row.changePct);
  if (raw === "0.0%") return raw;
  return `${raw} ${row.betterPct > 0 ? "better" : "worse"}`;
}

/**
 * The confidence interval of a row's change, as raw changes of the median like the change column:
 * "-22.1% to -14.0%"; "" when the row has none (threshold policy, or no samples).
 */
export function formatInterval(row: Pick<ComparisonRow, "ci">): string {
  if (!row.ci) return "";
  return `${formatPercent((row.ci.low - 1) * 100)} to ${formatPercent((row.ci.high - 1) * 100)}`;
}

/** An interval's confidence level as a label: 0.9 → "90% CI". */
export function formatLevel(level: number): string {
  return `${formatThreshold(level * 100)} CI`;
}

/** The heading of the interval column ("95% CI"), or undefined when no row has an interval. */
export function intervalHeading(rows: readonly Pick<ComparisonRow, "ci">[]): string | undefined {
  const level = rows.find((row) => row.ci)?.ci?.level;
  return level === undefined ? undefined : formatLevel(level);
}

/** One column of a comparison table: its heading, whether it holds a number, and its cell. */
export interface ComparisonColumn {
  heading: string;
  numeric: boolean;
  cell: (row: ComparisonRow) => string;
}

/**
 * The columns every comparison table shows, in order: the target when the rows are of several,
 * scenario, metric, both medians, the change, its confidence interval when a row has one, the
 * threshold and the verdict. The console and the HTML report render them alike.
 */
export function comparisonColumns(
  rows: readonly Pick<ComparisonRow, "ci">[],
  withTarget: boolean,
): ComparisonColumn[] {
  const interval = intervalHeading(rows);
  const text = (heading: string, cell: ComparisonColumn["cell"]) => ({ heading, numeric: false, cell });
  const number = (heading: string, cell: ComparisonColumn["cell"]) => ({ heading, numeric: true, cell });
  return [
    ...(withTarget ? [text("Target", (row) => row.target)] : []),
    text("Scenario", (row) => row.scenario),
    text("Metric", (row) => row.metric),
    number("Baseline", (row) => (row.baseline ? formatValue(row.baseline.median, row.unit) : "-")),
    number("Current", (row) => (row.current ? formatValue(row.current.median, row.unit) : "-")),
    number("Change", formatChange),
    ...(interval ? [number(interval, (row) => formatInterval(row) || "-")] : []),
    number("Threshold", (row) => formatThreshold(row.thresholdPct)),
    text("Verdict", (row) => VERDICT_LABELS[row.verdict]),
  ];
}

export const VERDICT_LABELS: Record<MetricVerdict, string> = {
  regressed: "regressed",
  improved: "improved",
  unchanged: "unchanged",
  inconclusive: "inconclusive",
  "missing-in-baseline": "new (not in baseline)",
  "missing-in-current": "missing (not in current)",
  acknowledged: "acknowledged regression",
  "not-comparable": "not comparable (other run)",
};

/** The rows of the changes tables: what moved beyond its threshold, binding or not. */
export const CHANGED_VERDICTS: ReadonlySet<MetricVerdict> = new Set([
  "regressed",
  "acknowledged",
  "improved",
  "not-comparable",
]);

/** Regressions first: they are what the reader came for; what does not bind last. */
export function changeRank(row: ComparisonRow): number {
  const rank: Partial<Record<MetricVerdict, number>> = { regressed: 0, acknowledged: 1, improved: 2 };
  return rank[row.verdict] ?? 3;
}

/** A comparison's rows beyond the threshold, in the order the changes tables show them. */
export function changedRows(comparison: Comparison): ComparisonRow[] {
  return comparison.rows
    .filter((row) => CHANGED_VERDICTS.has(row.verdict))
    .sort((a, b) => changeRank(a) - changeRank(b));
}

export const OVERALL_LABELS: Record<OverallVerdict, string> = {
  pass: "PASS",
  "pass-with-warnings": "PASS (with warnings)",
  regression: "REGRESSION",
  unmatched: "UNMATCHED",
  "limit-exceeded": "LIMIT EXCEEDED",
  invalid: "INVALID",
  "data-loss": "DATA LOSS",
};

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** "15.6 GiB". */
export function formatBytes(bytes: number): string {
  return `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
}

/** Shortened hash as git and docker show it: "sha256:3c0b6f0a53f5", "a1b2c3d". Prefixes are kept. */
export function shortId(id: string, length = 12): string {
  const cut = id.lastIndexOf(":") + 1;
  return `${id.slice(0, cut)}${id.slice(cut, cut + length)}`;
}

/**
 * Where a merged run's load came from (`results merge`): "load from 3 shards of run '123-1',
 * merged", or undefined for a run of one load generator. The host shown is shard 1's.
 */
export function shardsNote(results: Pick<Results, "shards">): string | undefined {
  const shards = results.shards;
  if (!shards) return undefined;
  const missing = shards.count - shards.hosts.length;
  return (
    `load from ${plural(shards.count, "shard")} of run '${shards.run}', merged` +
    (missing > 0 ? ` (${missing} sent no results)` : "") +
    "; the host is the first shard's"
  );
}
