/**
 * Does the gate hold across machines? Pairs of runs of the default suite, one side on a broker held
 * to fewer CPUs (the target's `cpus`: a slower runner), the other unlimited, judged by `compare` as a
 * pull request is judged against a baseline stored by another run:
 *
 * - `base`: the stored baseline, on the pair's stored side;
 * - `aa`: the same suite, unchanged, on the other side: **the gate must exit 0**;
 * - `dial`: the same suite on the pull request's side with both message interceptors in
 *   rabbitmq.conf (about 4% more broker work per message, bench/verdict-proof.md): **the gate must
 *   exit 1**, on a work metric.
 *
 * Pairs alternate the slower side's quota (1.0 CPU in odd pairs, 1.5 in even ones) and, two pairs at
 * a time, which side is slower: pairs 1-2 store the slower run, 3-4 measure the pull request on it,
 * and so on. Every run has 0-2 busy neighbour processes beside it, drawn per run from a seed and
 * recorded. Each results file is kept, gzipped, in --dir with a line in its `runs.jsonl`: a stopped
 * script resumes where it stopped, and the judgement is made again from the files at any time.
 *
 *   npm run build
 *   npx node bench/cross-speed.ts --dir bench/data/cross-speed --pairs 20 --max-minutes 60   # measure, resumable
 *   npx node bench/cross-speed.ts --dir bench/data/cross-speed --judge                       # judge the files again
 *
 * The judgement prints each pair's exit codes and, for every metric of the suite, the largest shift
 * an unchanged broker showed across speeds, against its threshold, and whether it binds; it writes
 * them to `judged.txt`. Runs with the project's Node 24 (`npx node`), which strips the types of
 * this file; it imports nothing of src/: what it measures and judges is the built CLI in dist/,
 * copied at the start. A run that ends without results stops the script; the next start measures
 * it again.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import "./resolve-ts.ts";

const USAGE = `Usage: npx node bench/cross-speed.ts [options]   (after npm run build)

Pairs of default-suite runs, one side on a broker held to 1.0 or 1.5 CPUs: an unchanged pair (aa)
must pass, a broker doing about 4% more work per message (dial) must fail. Resumable.

  --dir <dir>              results folder (default bench/data/cross-speed)
  --pairs <n>              pairs to have in --dir (default 20)
  --max-minutes <m>        start no run after m minutes
  --neighbours <min>-<max> busy processes beside each run (default 0-2)
  --judge                  judge the files in --dir, measure nothing
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "bench/data/cross-speed" },
    pairs: { type: "string", default: "20" },
    "max-minutes": { type: "string" },
    neighbours: { type: "string", default: "0-2" },
    judge: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Imported after the hook is registered, by its `.js` name as the project's own imports are.
const { privateCli, readJsonLines, runCli, seededRandom, startNeighbours } = await import("./runs.js");

const ROOT = resolve(import.meta.dirname, "..");

type Role = "base" | "aa" | "dial";

interface RunLine {
  pair: number;
  role: Role;
  /** The broker's CPU quota; null: unlimited. */
  cpus: number | null;
  neighbours: number;
  file: string;
  startedAt: string;
  durationMs: number;
  exitCode: number | null;
}

const dir = resolve(values.dir);
const pairs = Number(values.pairs);
if (!Number.isInteger(pairs) || pairs < 1)
  throw new Error(`--pairs: expected a positive integer, got '${values.pairs}'`);
const neighbourMatch = /^(\d)(?:-(\d))?$/.exec(values.neighbours);
if (!neighbourMatch) throw new Error(`--neighbours: expected n or min-max (0-9), got '${values.neighbours}'`);
const neighbourRange: [number, number] = [
  Number(neighbourMatch[1]),
  Number(neighbourMatch[2] ?? neighbourMatch[1]),
];
const maxMinutes = values["max-minutes"] === undefined ? Infinity : Number(values["max-minutes"]);
if (!(maxMinutes > 0))
  throw new Error(`--max-minutes: expected a positive number, got '${values["max-minutes"]}'`);

mkdirSync(dir, { recursive: true });
const runsPath = join(dir, "runs.jsonl");
const readRuns = () => readJsonLines<RunLine>(runsPath);

/** The slower side's CPU quota in a pair. */
const quotaOf = (pair: number) => (pair % 2 === 1 ? 1.0 : 1.5);
/** Pairs 1-2 store the slower run, 3-4 measure the pull request on it, and so on. */
const slowerStored = (pair: number) => Math.floor((pair - 1) / 2) % 2 === 0;

/** The broker's quota in a run: the stored side is base, the pull request's side aa and dial. */
function cpusOf(pair: number, role: Role): number | null {
  const stored = role === "base";
  return stored === slowerStored(pair) ? quotaOf(pair) : null;
}

/** Both message interceptors: the dial of bench/verdict-proof.md, about +4% broker work per message. */
const DIAL_CONF = [
  "message_interceptors.incoming.set_header_timestamp.overwrite = true",
  "message_interceptors.incoming.set_header_routing_node.overwrite = true",
].join("\n");

/** The embedded default suite on 4.0.5, under one target id whatever the quota or the dial. */
function configOf(cpus: number | null, dial: boolean): string {
  const lines = [
    "# The embedded default suite; bench/cross-speed.ts writes one per run.",
    "targets:",
    "  - provider: testcontainers",
    "    id: rabbitmq-4.0.5",
    "    image: rabbitmq:4.0.5-management",
  ];
  if (cpus !== null) lines.push(`    cpus: ${cpus}`);
  if (dial) lines.push("    rabbitmqConf: |", ...DIAL_CONF.split("\n").map((line) => `      ${line}`));
  return `${lines.join("\n")}\n`;
}

const ROLE_SEED: Record<Role, number> = { base: 1, aa: 2, dial: 3 };

function neighboursOf(pair: number, role: Role): number {
  const [min, max] = neighbourRange;
  return min + Math.floor(seededRandom(0x5eed + pair * 16 + ROLE_SEED[role])() * (max - min + 1));
}

/** base first (it is the stored baseline), then aa and dial in a drawn order. */
function orderOf(pair: number): Role[] {
  return seededRandom(0xc5 + pair)() < 0.5 ? ["base", "aa", "dial"] : ["base", "dial", "aa"];
}

async function measureOne(pair: number, role: Role): Promise<RunLine | undefined> {
  const work = join(tmpdir(), `cross-speed-${process.pid}`);
  mkdirSync(work, { recursive: true });
  const out = join(work, `${pair}-${role}.json`);
  const config = join(work, `${pair}-${role}.yml`);
  const cpus = cpusOf(pair, role);
  writeFileSync(config, configOf(cpus, role === "dial"));
  const neighbours = neighboursOf(pair, role);
  const startedAt = new Date();
  process.stderr.write(
    `pair ${pair} ${role}: broker ${cpus === null ? "unlimited" : `at ${cpus} CPUs`}, ${neighbours} busy neighbour(s), started ${startedAt.toISOString()}\n`,
  );
  const spinners = startNeighbours(neighbours);
  const log = join(work, `${pair}-${role}.log`);
  let exitCode: number | null;
  try {
    exitCode = await runCli(CLI, ["run", "--config", config, "--out", out, "--no-color"], ROOT, log);
  } finally {
    for (const spinner of spinners) spinner.kill("SIGKILL");
  }
  const durationMs = Date.now() - startedAt.getTime();
  if (!existsSync(out)) {
    const tail = readFileSync(log, "utf8").split("\n").slice(-15).join("\n");
    process.stderr.write(
      `pair ${pair} ${role}: no results (exit ${exitCode}); measured again next time\n${tail}\n`,
    );
    return undefined;
  }
  const file = `${String(pair).padStart(2, "0")}-${role}.json.gz`;
  writeFileSync(join(dir, file), gzipSync(readFileSync(out)));
  rmSync(out);
  const line: RunLine = {
    pair,
    role,
    cpus,
    neighbours,
    file,
    startedAt: startedAt.toISOString(),
    durationMs,
    exitCode,
  };
  appendFileSync(runsPath, `${JSON.stringify(line)}\n`);
  process.stderr.write(`pair ${pair} ${role}: exit ${exitCode} after ${(durationMs / 1000).toFixed(0)} s\n`);
  return line;
}

async function measure(): Promise<void> {
  const started = Date.now();
  const done = new Set(readRuns().map((run) => `${run.pair}/${run.role}`));
  for (let pair = 1; pair <= pairs; pair++) {
    for (const role of orderOf(pair)) {
      if (done.has(`${pair}/${role}`)) continue;
      if ((Date.now() - started) / 60_000 >= maxMinutes) {
        process.stderr.write(`--max-minutes ${maxMinutes} reached: stopped before pair ${pair} ${role}\n`);
        return;
      }
      const line = await measureOne(pair, role);
      if (!line) return;
      done.add(`${pair}/${role}`);
    }
  }
}

interface ComparisonRow {
  scenario: string;
  metric: string;
  kind: string;
  verdict: string;
  changePct: number | null;
  betterPct: number | null;
  thresholdPct: number;
  binds: boolean;
}

const judgeDir = join(tmpdir(), `cross-speed-judge-${process.pid}`);

function unpack(run: RunLine): string {
  mkdirSync(judgeDir, { recursive: true });
  const path = join(judgeDir, run.file.replace(/\.gz$/, ""));
  if (!existsSync(path)) writeFileSync(path, gunzipSync(readFileSync(join(dir, run.file))));
  return path;
}

/** `compare` as the default config judges a pull request against a baseline from another run. */
function judgeOne(baseline: RunLine, current: RunLine): { exitCode: number | null; rows: ComparisonRow[] } {
  const jsonPath = join(judgeDir, "comparison.json");
  rmSync(jsonPath, { force: true });
  const result = spawnSync(
    process.execPath,
    [CLI, "compare", "--no-config", "--baseline", unpack(baseline), "--current", unpack(current)].concat([
      "--json",
      jsonPath,
      "--no-color",
    ]),
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
  );
  if (!existsSync(jsonPath))
    throw new Error(`compare wrote no JSON (exit ${result.status}): ${result.stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(jsonPath, "utf8")) as { comparison: { rows: ComparisonRow[] } };
  return { exitCode: result.status, rows: report.comparison.rows };
}

const pct = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}%`;

interface Shift {
  kind: string;
  thresholdPct: number;
  binds: boolean;
  /** Worse-direction changes (positive: worse), one per aa pair. */
  worse: number[];
}

function judge(): void {
  const runs = readRuns();
  const find = (pair: number, role: Role) => runs.find((run) => run.pair === pair && run.role === role);
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  const tally = new Map<string, { exit0: number; exit1: number; other: number }>();
  const count = (key: string, code: number | null) => {
    const entry = tally.get(key) ?? { exit0: 0, exit1: 0, other: 0 };
    if (code === 0) entry.exit0++;
    else if (code === 1) entry.exit1++;
    else entry.other++;
    tally.set(key, entry);
  };
  const shifts = new Map<string, Shift>();
  say(`${runs.length} runs in ${dir}; compare of dist/cli.js`);
  say(
    "pair  slower (CPUs)  neighbours b/a/d  aa: exit, binding work changes      dial: exit (work regressed)",
  );
  for (let pair = 1; pair <= pairs; pair++) {
    const base = find(pair, "base");
    if (!base) continue;
    const [aa, dial] = [find(pair, "aa"), find(pair, "dial")];
    const side = `${slowerStored(pair) ? "stored" : "PR"} (${quotaOf(pair)})`;
    const cells: string[] = [];
    if (aa) {
      const judged = judgeOne(base, aa);
      count(`aa, slower side ${slowerStored(pair) ? "stored" : "in the PR"}`, judged.exitCode);
      for (const row of judged.rows) {
        if (row.betterPct === null) continue;
        const key = `${row.scenario}.${row.metric}`;
        const entry = shifts.get(key) ?? {
          kind: row.kind,
          thresholdPct: row.thresholdPct,
          binds: row.binds,
          worse: [],
        };
        entry.worse.push(-row.betterPct);
        entry.binds &&= row.binds;
        shifts.set(key, entry);
      }
      const work = judged.rows
        .filter((row) => row.kind === "work" && row.binds && row.changePct !== null)
        .map((row) => pct(row.changePct!))
        .join(" ");
      cells.push(`${judged.exitCode}, ${work}`.padEnd(34));
    } else cells.push("-".padEnd(34));
    if (dial) {
      const judged = judgeOne(base, dial);
      count(`dial, slower side ${slowerStored(pair) ? "stored" : "in the PR"}`, judged.exitCode);
      const work = judged.rows.filter((row) => row.kind === "work" && row.verdict === "regressed");
      cells.push(
        `${judged.exitCode} (${work.map((row) => `${row.scenario}.${row.metric} ${pct(row.changePct ?? 0)}`).join(", ") || "none"})`,
      );
    } else cells.push("-");
    const neighbours = (["base", "aa", "dial"] as Role[])
      .map((role) => find(pair, role)?.neighbours ?? "-")
      .join("/");
    say(`${String(pair).padStart(4)}  ${side.padEnd(13)}  ${neighbours.padEnd(16)}  ${cells.join("  ")}`);
  }
  say("");
  for (const [key, entry] of [...tally].sort())
    say(`${key}: exit 0 in ${entry.exit0}, exit 1 in ${entry.exit1}, other ${entry.other}`);
  say("");
  say("Each metric's change over the aa pairs (positive: worse), against its threshold:");
  say(
    "metric | kind | binds across runs | threshold | change, least … most worse | largest |shift| | below half the threshold | pairs",
  );
  const ordered = [...shifts].sort(
    ([a, x], [b, y]) => Number(y.binds) - Number(x.binds) || a.localeCompare(b),
  );
  for (const [key, entry] of ordered) {
    const [least, most] = [Math.min(...entry.worse), Math.max(...entry.worse)];
    const largest = Math.max(Math.abs(least), Math.abs(most));
    say(
      `${key} | ${entry.kind} | ${entry.binds ? "yes" : "no"} | ${entry.thresholdPct}% | ${pct(least)} … ${pct(most)} | ${largest.toFixed(1)}% | ${largest < entry.thresholdPct / 2 ? "yes" : "no"} | ${entry.worse.length}`,
    );
  }
  writeFileSync(join(dir, "judged.txt"), `${lines.join("\n")}\n`);
}

/** The built CLI, copied once at the start: what it measures and judges. */
const CLI = privateCli(ROOT, "cross-speed");
if (!values.judge) await measure();
judge();
