/**
 * Does the gate fail an unchanged pull request on its documented main path? Pairs of runs of the
 * embedded default suite, each a `run` of the built CLI as a user's pipeline runs it (a fresh
 * broker per run), judged by `compare` as a pull request is judged against a baseline stored by
 * another run, at another time, beside another load:
 *
 * - `base`: the stored baseline of the pair;
 * - `aa`: the same suite, unchanged, measured after it: the gate must exit 0;
 * - `dial`: the same suite on a broker that does about 5% more work per message (one exchange hop
 *   before the throughput queues and the timestamp interceptor in rabbitmq.conf, the `msg-5` dial of
 *   bench/verdict-proof.md): the gate must exit 1.
 *
 * Every run has 0-2 busy neighbour processes beside it (drawn per run from a seed, recorded), so
 * either side of a pair may be the busier one. `aa` and `dial` run in an order drawn per pair.
 * Each results file is kept, gzipped, in --dir with a line in its `runs.jsonl`: a stopped script
 * resumes where it stopped, and the judgement is made again from the files at any time.
 *
 *   npm run build
 *   npx node bench/aa-gate.ts --dir bench/data/aa-gate --pairs 20 --max-minutes 60   # measure, resumable
 *   npx node bench/aa-gate.ts --dir bench/data/aa-gate --judge                       # judge the files again
 *
 * Options: --pairs <n> (pairs to have in --dir; default 20); --max-minutes <m> (stop before a run
 * that would start after m minutes); --neighbours <min>-<max> (default 0-2); --judge (no measuring).
 *
 * The judgement runs `compare` several ways per case: as the default config judges it (clock
 * metrics against another run do not bind), with `--clock-metrics bind` (as every metric bound
 * before), `aa` against the previous pair's base as well (a baseline from a period further away),
 * and, once ten bases exist, with every other pair's base as main's stored history (`--history`),
 * where the clock metrics bind against their run-to-run spread. It prints
 * the exit codes and each metric kind's spread of the change, and writes them to `judged.txt`.
 *
 * Runs with the project's Node 24 (`npx node`), which strips the types of this file; it imports
 * nothing of src/: what it measures and judges is the built CLI in dist/, copied at the start.
 * A run that ends without results (exit 3: a broker that did not start on a busy machine) stops
 * the script; the next start measures it again.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import "./resolve-ts.ts";

// Imported after the hook is registered, by its `.js` name as the project's own imports are.
const { privateCli } = await import("./runs.js");
const { aaDialDraws, ExitTally, JudgedLog, PairStore, pairFlags, pct } = await import("./pairs.js");

const ROOT = resolve(import.meta.dirname, "..");

type Role = import("./pairs.js").AaDialRole;

type RunLine = import("./pairs.js").PairRun<Role>;

const options = pairFlags(
  "aa-gate",
  `Pairs of runs of the built CLI on the default suite: an unchanged pair (aa) must pass, a
broker doing about 5% more work per message (dial) must fail. Resumable; --judge judges again.`,
);
const { pairs } = options;

/** The dial's config: the embedded default suite, plus about 5% more broker work per message. */
const DIAL_CONFIG = `# The embedded default suite with the msg-5 dial (bench/verdict-proof.md): about +5% broker work per message.
targets:
  - provider: testcontainers
    image: rabbitmq:4.0.5-management
    rabbitmqConf: message_interceptors.incoming.set_header_timestamp.overwrite = true
scenarios:
  - id: throughput
    trials: 12
    params:
      exchangeHops: 1
  - queue-churn
  - bind-churn
`;

const { neighboursOf, orderOf } = aaDialDraws(0xa4a4, 0x0dd, options.neighbourRange);

/** A run of the embedded default suite, or of the dial's config written to the scratch folder. */
function planOf(pair: number, role: Role, scratch: string) {
  let args = ["run", "--no-config"];
  if (role === "dial") {
    const config = join(scratch, "dial.yml");
    writeFileSync(config, DIAL_CONFIG);
    args = ["run", "--config", config];
  }
  return { args, neighbours: neighboursOf(pair, role) };
}

interface ComparisonRow {
  scenario: string;
  metric: string;
  kind: string;
  verdict: string;
  changePct: number | null;
  binds?: boolean;
  history?: { runs: number; z: number } | null;
}

interface Judged {
  exitCode: number | null;
  verdict: string;
  rows: ComparisonRow[];
  foreign: [number | undefined, number | undefined];
}

/** Median of the trials' foreign CPU share in a results file. */
function foreignCpu(results: {
  targets: { scenarios: { trials: { foreignCpuPct?: number }[] }[] }[];
}): number | undefined {
  const values = results.targets
    .flatMap((t) => t.scenarios.flatMap((s) => s.trials.map((trial) => trial.foreignCpuPct)))
    .filter((v): v is number => typeof v === "number")
    .sort((a, b) => a - b);
  return values.length === 0 ? undefined : values[Math.floor(values.length / 2)];
}

/** `--history` arguments: every other pair's base, in measuring order, when there are enough. */
function historyArgs(runs: readonly RunLine[], pair: number): string[] | undefined {
  const others = runs.filter((run) => run.role === "base" && run.pair !== pair);
  if (others.length < HISTORY_MIN_RUNS) return undefined;
  return others.flatMap((run) => ["--history", store.unpack(run)]);
}

/** The default verdict.history.minRuns: the history judgement runs as the default config would. */
const HISTORY_MIN_RUNS = 10;

function judgeOne(baseline: RunLine, current: RunLine, extra: string[]): Judged {
  const { exitCode, report } = store.compare<{ verdict: string; comparison: { rows: ComparisonRow[] } }>(
    baseline,
    current,
    extra,
  );
  return {
    exitCode,
    verdict: report.verdict,
    rows: report.comparison.rows,
    foreign: [foreignCpu(store.read(baseline)), foreignCpu(store.read(current))],
  };
}

interface WorkWindow {
  window: string;
  operations: number;
  reductions?: number;
  backgroundReductions?: number;
}

interface ResultsFile {
  targets: {
    scenarios: { name: string; valid: boolean; trials: { valid: boolean; work?: WorkWindow[] }[] }[];
  }[];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Per scenario window, the median over valid trials of the reductions per operation as the gate
 * reports them (net: the idle background subtracted), of the same with the background added back
 * (gross), and of the background's share of the gross: where a run-to-run shift of the work
 * metrics sits.
 */
function workWindows(
  results: ResultsFile,
): Map<string, { net: number; gross: number; backgroundPct: number }> {
  const samples = new Map<string, { net: number[]; gross: number[]; share: number[] }>();
  for (const scenario of results.targets[0]?.scenarios ?? []) {
    for (const trial of scenario.trials.filter((t) => t.valid)) {
      for (const window of trial.work ?? []) {
        if (window.reductions === undefined || window.operations === 0) continue;
        const background = window.backgroundReductions ?? 0;
        const key = `${scenario.name}.${window.window}`;
        const entry = samples.get(key) ?? { net: [], gross: [], share: [] };
        entry.net.push(window.reductions / window.operations);
        entry.gross.push((window.reductions + background) / window.operations);
        entry.share.push((background / (window.reductions + background)) * 100);
        samples.set(key, entry);
      }
    }
  }
  return new Map(
    [...samples].map(([key, s]) => [
      key,
      { net: median(s.net), gross: median(s.gross), backgroundPct: median(s.share) },
    ]),
  );
}

function spreadLine(label: string, changes: readonly number[]): string {
  if (changes.length === 0) return `${label}: none`;
  const absolute = changes.map(Math.abs).sort((a, b) => a - b);
  const middle = median(absolute);
  const p90 = absolute[Math.min(absolute.length - 1, Math.floor(absolute.length * 0.9))]!;
  const sorted = [...changes].sort((a, b) => a - b);
  return `${label}: |change| median ${middle.toFixed(1)}%, p90 ${p90.toFixed(1)}%, range ${pct(sorted[0]!)} … ${pct(sorted.at(-1)!)} (${changes.length} values)`;
}

function judge(): void {
  const runs = store.runs();
  const find = (pair: number, role: Role) => runs.find((run) => run.pair === pair && run.role === role);
  const log = new JudgedLog();
  const { say } = log;
  const tally = new ExitTally();
  /** How the clock rows judged against main's history came out, per role and metric kind. */
  const historyVerdicts = new Map<string, Map<string, number>>();
  const count = (key: string, code: number | null) => tally.count(key, code);
  const byKind = new Map<string, number[]>();
  const windowShifts = new Map<string, { net: number[]; gross: number[]; backgroundPct: number[] }>();
  const byMetric = new Map<string, number[]>();
  say(`${runs.length} runs in ${store.dir}; compare of dist/cli.js`);
  say(
    "pair  neighbours b/a/d  foreign CPU base/aa/dial  aa: exit (bind: exit, regressed) work changes  dial: exit (work regressed)  aa vs previous base: exit",
  );
  for (let pair = 1; pair <= pairs; pair++) {
    const base = find(pair, "base");
    if (!base) continue;
    const aa = find(pair, "aa");
    const dial = find(pair, "dial");
    const cells: string[] = [];
    let foreign = "";
    if (aa) {
      const judged = judgeOne(base, aa, []);
      const bound = judgeOne(base, aa, ["--clock-metrics", "bind"]);
      count("aa", judged.exitCode);
      count("aa, clock metrics bound", bound.exitCode);
      const regressed = bound.rows.filter((row) => row.verdict === "regressed").map((row) => row.metric);
      const work = judged.rows
        .filter((row) => row.kind === "work" && row.changePct !== null)
        .map((row) => pct(row.changePct!))
        .join(" ");
      cells.push(`${judged.exitCode} (${bound.exitCode}, ${regressed.length}) work ${work}`);
      for (const row of judged.rows) {
        if (row.changePct === null) continue;
        byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.changePct]);
        const key = `${row.scenario}.${row.metric} (${row.kind})`;
        byMetric.set(key, [...(byMetric.get(key) ?? []), row.changePct]);
      }
      foreign = judged.foreign.map((v) => (v === undefined ? "?" : `${v.toFixed(0)}%`)).join("/");
      const [before, after] = [
        workWindows(store.read<ResultsFile>(base)),
        workWindows(store.read<ResultsFile>(aa)),
      ];
      for (const [key, b] of before) {
        const a = after.get(key);
        if (!a) continue;
        const entry = windowShifts.get(key) ?? { net: [], gross: [], backgroundPct: [] };
        entry.net.push(((a.net - b.net) / b.net) * 100);
        entry.gross.push(((a.gross - b.gross) / b.gross) * 100);
        entry.backgroundPct.push(b.backgroundPct, a.backgroundPct);
        windowShifts.set(key, entry);
      }
    } else cells.push("-");
    if (dial) {
      const judged = judgeOne(base, dial, []);
      count("dial", judged.exitCode);
      const work = judged.rows.filter((row) => row.kind === "work" && row.verdict === "regressed");
      cells.push(
        `${judged.exitCode} (${work.map((row) => `${row.metric} ${pct(row.changePct ?? 0)}`).join(", ") || "none"})`,
      );
      foreign += `/${judged.foreign[1] === undefined ? "?" : `${judged.foreign[1].toFixed(0)}%`}`;
    } else cells.push("-");
    const history = historyArgs(runs, pair);
    for (const [role, run] of [
      ["aa", aa],
      ["dial", dial],
    ] as const) {
      if (!run || !history) continue;
      const judged = judgeOne(base, run, history);
      count(`${role} with main's history (${history.length / 2} other bases)`, judged.exitCode);
      for (const row of judged.rows.filter((candidate) => candidate.history)) {
        const key = `${role}: ${row.kind} rows`;
        const verdicts = historyVerdicts.get(key) ?? new Map<string, number>();
        verdicts.set(row.verdict, (verdicts.get(row.verdict) ?? 0) + 1);
        historyVerdicts.set(key, verdicts);
      }
      const moved = judged.rows.filter((row) => row.verdict === "regressed" || row.verdict === "improved");
      if (moved.length > 0) {
        say(
          `     ${role} with history: ${moved.map((row) => `${row.metric} ${row.verdict} ${pct(row.changePct ?? 0)}`).join(", ")}`,
        );
      }
    }
    const previous = find(pair - 1, "base");
    if (aa && previous) {
      const judged = judgeOne(previous, aa, []);
      count("aa vs previous base", judged.exitCode);
      cells.push(String(judged.exitCode));
    } else cells.push("-");
    const neighbours = (["base", "aa", "dial"] as Role[])
      .map((role) => find(pair, role)?.neighbours ?? "-")
      .join("/");
    say(`${String(pair).padStart(4)}  ${neighbours.padEnd(16)}  ${foreign.padEnd(25)}  ${cells.join("  ")}`);
  }
  say("");
  for (const line of tally.lines()) say(line);
  say("");
  if (historyVerdicts.size > 0) {
    say("Clock rows judged against main's history, by verdict:");
    for (const [key, verdicts] of [...historyVerdicts].sort()) {
      say(
        `  ${key}: ${[...verdicts]
          .sort()
          .map(([verdict, n]) => `${verdict} ${n}`)
          .join(", ")}`,
      );
    }
    say("");
  }
  say("A/A change of each metric kind, run against its pair's base:");
  for (const [kind, changes] of [...byKind].sort()) say(`  ${spreadLine(kind, changes)}`);
  say("");
  say("A/A change of each work metric:");
  for (const [key, changes] of [...byMetric].filter(([key]) => key.endsWith("(work)")).sort()) {
    say(`  ${spreadLine(key, changes)}`);
  }
  say("");
  say(
    "A/A change of the work windows' reductions per operation, net (as reported) and gross (background added back):",
  );
  for (const [key, entry] of [...windowShifts].sort()) {
    say(`  ${spreadLine(`${key} net`, entry.net)}`);
    say(
      `  ${spreadLine(`${key} gross`, entry.gross)}; background ${median(entry.backgroundPct).toFixed(1)}% of the gross`,
    );
  }
  log.write(store.dir);
}

/** The built CLI, copied once at the start: what it measures and judges. */
const store = new PairStore<Role>(resolve(options.dir), privateCli(ROOT, "aa-gate"), ROOT, "aa-gate");
if (!options.judge) await store.measure(options, orderOf, planOf);
judge();
