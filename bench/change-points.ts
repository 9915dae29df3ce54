/**
 * How well `history` finds steps at the noise real runs have, and how fast: the table of
 * bench/change-points.md.
 *
 *   npx node --experimental-transform-types bench/change-points.ts                       # 500 series per cell, bench/data/change-points
 *   npx node --experimental-transform-types bench/change-points.ts --rounds 100 --out /tmp/cp
 *
 * The noise is real: each metric's medians over the 20 `base` runs of bench/data/aa-gate (one
 * unchanged RabbitMQ 4.0.5 measured over one night on a shared 2-vCPU host). A series of n results
 * draws its values from those 20 medians (with replacement), so it has their spread and no order;
 * a step multiplies the values from one position on.
 * - detection: throughput's reductions per message (a work metric) with a step of 1, 2 or 3% in
 *   the middle, or five results before the end (what fails `history`); found = a change point
 *   within one result of the step;
 * - false steps: every metric of the suite, flat; the share of series with any step, by kind, with
 *   the config's default minimum magnitudes, and the share of 20-result histories of all 41 series
 *   that `history` would fail;
 * - time: `findChangePoints` on one series of 20, 50 and 200 results, and `judgeHistory` on a
 *   history of 200 results (41 series), medians of 20 runs, on this machine.
 * Writes results.json (every count) and table.md to --out.
 */
import "./resolve-ts.ts";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import type { Results } from "../src/model/results.ts";

const USAGE = `Usage: npx node --experimental-transform-types bench/change-points.ts [--rounds N] [--out DIR]
  --rounds N   series drawn per cell (default 500)
  --out DIR    where results.json and table.md go (default bench/data/change-points)`;

const { values: flags } = parseArgs({
  options: {
    rounds: { type: "string", default: "500" },
    out: { type: "string", default: "bench/data/change-points" },
    help: { type: "boolean", default: false },
  },
});
if (flags.help) {
  console.log(USAGE);
  process.exit(0);
}
const rounds = Number(flags.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`--rounds: expected a whole number of at least 1, got '${flags.rounds}'`);
  process.exit(2);
}

const { findChangePoints } = await import("../src/stats/change-points.js");
const { seededRandom } = await import("../src/stats/bootstrap.js");
const { judgeHistory } = await import("../src/compare/history/judge.js");
const { metricSeries } = await import("../src/compare/history/series.js");
const { HistorySchema } = await import("../src/model/config.js");
const { ResultsSchema } = await import("../src/model/results.js");

const settings = HistorySchema.parse({});
/** The change-point options `history` uses for a metric of `kind`. */
const optionsFor = (kind: keyof typeof settings.minMagnitude.kinds) => ({
  windowLength: settings.windowLength,
  maxPValue: settings.maxPValue,
  minMagnitude: settings.minMagnitude.kinds[kind] / 100,
});
const runs: Results[] = Array.from({ length: 20 }, (_, index) =>
  ResultsSchema.parse(
    JSON.parse(
      gunzipSync(
        readFileSync(`bench/data/aa-gate/${String(index + 1).padStart(2, "0")}-base.json.gz`),
      ).toString("utf8"),
    ),
  ),
);
const series = metricSeries(runs);
const random = seededRandom(20261128);
const draw = <T>(values: readonly T[], length: number): T[] =>
  Array.from({ length }, () => values[Math.floor(random() * values.length)]!);
const relativeSpread = (values: readonly number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return (Math.sqrt(variance) / mean) * 100;
};

// Detection of a step in throughput's reductions per message.
const work = series.find((one) => one.scenario === "throughput" && one.metric === "reductionsPerMessage")!;
const workValues = work.points.map((point) => point.value);
const detection: {
  length: number;
  stepPct: number;
  at: string;
  found: number;
  exact: number;
  others: number;
}[] = [];
for (const length of [20, 50, 200]) {
  for (const stepPct of [1, 2, 3]) {
    for (const at of ["middle", "5 before the end"] as const) {
      const position = at === "middle" ? Math.floor(length / 2) : length - 5;
      let found = 0;
      let exact = 0;
      let others = 0;
      for (let round = 0; round < rounds; round++) {
        const values = draw(workValues, length).map((value, index) =>
          index >= position ? value * (1 + stepPct / 100) : value,
        );
        const points = findChangePoints(values, optionsFor("work"));
        if (points.some((point) => Math.abs(point.index - position) <= 1)) found++;
        if (points.some((point) => point.index === position)) exact++;
        others += points.filter((point) => Math.abs(point.index - position) > 1).length;
      }
      detection.push({ length, stepPct, at, found, exact, others });
    }
  }
}

// False steps on flat series of every metric, by kind.
const falseSteps: Record<string, { series: number; withStep: number }> = {};
for (const length of [20, 50, 200]) {
  for (const one of series) {
    const key = `${one.kind} ${length}`;
    const entry = (falseSteps[key] ??= { series: 0, withStep: 0 });
    const values = one.points.map((point) => point.value);
    const roundsHere = Math.max(1, Math.round(rounds / 10));
    for (let round = 0; round < roundsHere; round++) {
      const points = findChangePoints(draw(values, length), optionsFor(one.kind));
      entry.series++;
      if (points.length > 0) entry.withStep++;
    }
  }
}

// Whole histories of 20 results drawn from the real runs: would `history` fail one?
let failedHistories = 0;
let historiesWithStep = 0;
const failedBy: Record<string, number> = {};
for (let round = 0; round < rounds; round++) {
  const drawn = draw(runs, 20).map((run, index) => ({
    ...run,
    git: { sha: (index + 1).toString(16).padStart(40, "0") },
  }));
  const judged = judgeHistory(drawn, settings);
  if (judged.verdict === "regressed") failedHistories++;
  for (const { series: one } of judged.open) {
    const key = `${one.scenario}.${one.metric}`;
    failedBy[key] = (failedBy[key] ?? 0) + 1;
  }
  if (judged.series.some((one) => one.changePoints.length > 0)) historiesWithStep++;
}

// Time.
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timing: Record<string, number> = {};
for (const length of [20, 50, 200]) {
  const values = draw(workValues, length).map((value, index) => (index >= length / 2 ? value * 1.02 : value));
  const times = Array.from({ length: 20 }, () => {
    const start = performance.now();
    findChangePoints(values, optionsFor("work"));
    return performance.now() - start;
  });
  timing[`one series of ${length}`] = median(times);
}
const long = draw(runs, 200).map((run, index) => ({
  ...run,
  git: { sha: (index + 1).toString(16).padStart(40, "0") },
}));
timing[`history of 200 results, ${series.length} series`] = median(
  Array.from({ length: 20 }, () => {
    const start = performance.now();
    judgeHistory(long, settings);
    return performance.now() - start;
  }),
);

const spreads = series
  .filter((one) => one.kind === "work")
  .map((one) => ({
    metric: `${one.scenario}.${one.metric}`,
    spreadPct: relativeSpread(one.points.map((p) => p.value)),
  }));
const results = {
  rounds,
  settings,
  workSpreads: spreads,
  detection,
  falseSteps,
  failedHistories,
  failedBy,
  historiesWithStep,
  timing,
};
mkdirSync(flags.out, { recursive: true });
writeFileSync(join(flags.out, "results.json"), `${JSON.stringify(results, null, 2)}\n`);

const pct = (count: number, total: number) => `${((count / total) * 100).toFixed(1)}%`;
const table = [
  `Between-run spread (relative standard deviation of the 20 medians) of the work metrics: ${spreads.map((s) => `${s.metric} ${s.spreadPct.toFixed(2)}%`).join(", ")}.`,
  "",
  `Detection of a step in throughput.reductionsPerMessage (${rounds} series a cell; found within one result / at the exact result; other steps per series):`,
  "",
  "| results | step | where | found | exact | other steps per series |",
  "| ---: | ---: | --- | ---: | ---: | ---: |",
  ...detection.map(
    (row) =>
      `| ${row.length} | +${row.stepPct}% | ${row.at} | ${pct(row.found, rounds)} | ${pct(row.exact, rounds)} | ${(row.others / rounds).toFixed(3)} |`,
  ),
  "",
  "Flat series (drawn from each metric's own medians), share with any step, by kind and length:",
  "",
  "| kind | 20 | 50 | 200 |",
  "| --- | ---: | ---: | ---: |",
  ...["work", "memory", "cpu", "time"].map((kind) => {
    const cells = [20, 50, 200].map((length) => {
      const entry = falseSteps[`${kind} ${length}`];
      return entry ? `${pct(entry.withStep, entry.series)} of ${entry.series}` : "—";
    });
    return `| ${kind} | ${cells.join(" | ")} |`;
  }),
  "",
  `Histories of 20 results drawn from the real runs (all ${series.length} series): ${pct(historiesWithStep, rounds)} show a step somewhere, ${pct(failedHistories, rounds)} fail \`history\` (${failedHistories} of ${rounds}${
    Object.keys(failedBy).length
      ? `; on ${Object.entries(failedBy)
          .map(([key, count]) => `${key} ${count}`)
          .join(", ")}`
      : ""
  }).`,
  "",
  "| time (median of 20, this machine) | ms |",
  "| --- | ---: |",
  ...Object.entries(timing).map(([what, ms]) => `| ${what} | ${ms.toFixed(2)} |`),
  "",
].join("\n");
writeFileSync(join(flags.out, "table.md"), table);
console.log(table);
