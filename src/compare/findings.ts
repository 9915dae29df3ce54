import { isClientCpuMetric } from "../model/metrics.js";
import type { ComparisonRow, Finding } from "./comparison.js";

/**
 * What moved, in words, per target and scenario: "the broker does 7% more work per message" says
 * something else than "the runner was slower". A regression of time metrics while the broker's
 * work per operation stayed put is most likely the machine, and the finding says so. Pure.
 */
export function findings(rows: readonly ComparisonRow[]): Finding[] {
  const groups = new Map<string, ComparisonRow[]>();
  for (const row of rows) {
    const key = `${row.target}\u0000${row.scenario}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap(groupFindings);
}

function groupFindings(rows: readonly ComparisonRow[]): Finding[] {
  const { target, scenario } = rows[0]!;
  const regressed = rows.filter((row) => row.verdict === "regressed" || row.verdict === "acknowledged");
  const out: Finding[] = [];
  const finding = (kind: Finding["kind"], message: string, metrics: string[]) =>
    out.push({ target, scenario, kind, metrics, message });

  for (const row of regressed.filter((r) => r.kind !== "time")) {
    const change = `${percent(row.changePct)} more`;
    const per = perWhat(row.metric);
    if (row.kind === "work") {
      finding("work", `the broker does ${change} work ${per} (${row.metric})`, [row.metric]);
    } else if (row.kind === "cpu") {
      const who = isClientCpuMetric(row.metric) ? "the load generator" : "the broker";
      finding("cpu", `${who} uses ${change} CPU time ${per} (${row.metric})`, [row.metric]);
    } else if (row.kind === "loss") {
      const lost =
        row.baseline?.max === 0 && row.current
          ? `the broker lost confirmed messages where no trial of the baseline lost any: ${row.current.max} in the worst trial`
          : `the broker lost ${change} confirmed messages`;
      finding("loss", `${lost} (${row.metric})`, [row.metric]);
    } else {
      finding("memory", `the broker holds ${change} memory (${row.metric})`, [row.metric]);
    }
  }

  const unbound = rows.filter((r) => r.verdict === "not-comparable");
  if (unbound.length > 0) out.push(notComparableFinding(target, scenario, unbound, rows));

  const slower = regressed.filter((r) => r.kind === "time" || r.kind === "cpu");
  if (slower.length === 0) return out;
  const work = rows.filter((r) => r.kind === "work" && r.baseline && r.current);
  const workRegressed = regressed.some((r) => r.kind === "work");
  if (workRegressed) return out;
  const names = slower.map((r) => r.metric);
  const listed = `${names.slice(0, 3).join(", ")}${names.length > 3 ? ` and ${names.length - 3} more` : ""}`;
  if (work.length === 0) {
    finding(
      "time",
      `${listed} regressed, and no work metric was measured on both sides to tell a slower broker from a slower machine`,
      names,
    );
  } else if (work.every((r) => r.verdict === "unchanged" || r.verdict === "improved")) {
    const moved = work.map((r) => `${r.metric} ${signed(r)}`).join(", ");
    finding(
      "time",
      `${listed} regressed while the broker's work per operation is unchanged (${moved}): the machine may have been slower, not the broker`,
      names,
    );
  } else {
    finding(
      "time",
      `${listed} regressed; the broker's work per operation did not settle (inconclusive), so a slower broker is not ruled out`,
      names,
    );
  }
  return out;
}

/** Clock metrics that moved against another run: named with their changes, beside what the work did. */
function notComparableFinding(
  target: string,
  scenario: string,
  unbound: readonly ComparisonRow[],
  rows: readonly ComparisonRow[],
): Finding {
  const names = unbound.map((r) => `${r.metric} ${signed(r)}`);
  const listed = `${names.slice(0, 3).join(", ")}${names.length > 3 ? ` and ${names.length - 3} more` : ""}`;
  const work = rows.filter((r) => r.kind === "work" && r.baseline && r.current);
  const workState =
    work.length === 0
      ? "no work metric was measured on both sides"
      : work.every((r) => r.verdict === "unchanged")
        ? "the broker's work per operation is unchanged, so most likely the machine"
        : "see the work metrics for the broker's share";
  return {
    target,
    scenario,
    kind: "time",
    metrics: unbound.map((r) => r.metric),
    message: `${listed} moved against a baseline from another run, which does not bind them; ${workState}`,
  };
}

function perWhat(metric: string): string {
  if (/PerMessage$/.test(metric)) return "per message";
  const variant = /^(.+?)(?:Reductions|BrokerCpuUs|ClientCpuUs)PerOp$/.exec(metric)?.[1];
  return variant ? `per ${variant} cycle` : "per operation";
}

function percent(changePct: number | null): string {
  if (changePct === null) return "?%";
  const size = Math.abs(changePct);
  return `${size < 10 ? size.toFixed(1) : size.toFixed(0)}%`;
}

/** "-33% worse": the raw change as the tables write it, with the direction word beside it. */
function signed(row: Pick<ComparisonRow, "changePct" | "betterPct">): string {
  if (row.changePct === null || row.betterPct === null) return "n/a";
  const size = percent(row.changePct);
  if (/^0(\.0)?%$/.test(size)) return size;
  return `${row.changePct >= 0 ? "+" : "-"}${size} ${row.betterPct > 0 ? "better" : "worse"}`;
}
