/**
 * Proof of the same-job A/B against the merge base (`run --ab-base`): does it catch what a stored
 * baseline cannot, and never cry wolf? A git repository is built with a `main` branch and one
 * pull-request branch per case; each run is the built CLI's `run --ab-base main` on a case's branch,
 * as a pull request's job runs it, with no busy neighbours:
 *
 * - `aa`: the pull request changes a file the setup does not read: the gate must pass (exit 0);
 * - `cut-20`: the pull request cuts the broker's CPU quota from 0.25 to 0.20 CPU: a real 20%
 *   slowdown, which must show on a rate or a latency (the clock metrics bind within the job);
 * - `msg-5`: the pull request adds the timestamp interceptor to its rabbitmq.conf file and one
 *   exchange hop to throughput's parameters: about +5% broker work per message (the `msg-5` dial of
 *   bench/verdict-proof.md): the gate must fail (exit 1);
 * - `single`: the `main` branch measured alone (no --ab-base), in the first blocks only: what one
 *   side costs, for the A/B's time against it.
 *
 * The suite is the default throughput entry (12 trials) on one single-node rabbitmq:4.0.5-management
 * broker limited to a quarter of a CPU, where the broker is the bottleneck and a quota cut shows as
 * a rate drop of about its size (bench/verdict-proof.md, "Throughput: A/A and the CPU cuts").
 * Cases run in an order drawn per block. Each results file is kept gzipped in --dir with a line in
 * its `runs.jsonl`, so a stopped script resumes where it stopped and `--judge` judges the files
 * again: the run's exit code, and the pair's rows from `compare --targets` (the same comparison the
 * run made), split by metric kind.
 *
 *   npm run build
 *   npx node bench/merge-base-proof.ts --blocks 10 --max-minutes 60   # measure, resumable
 *   npx node bench/merge-base-proof.ts --judge                        # judge the files again
 *
 * Options: --dir <dir> (default bench/data/merge-base-proof); --blocks <n> (default 10);
 * --single-blocks <n> (blocks with a single-side run; default 3); --trials <n> (trials per side,
 * default 12; a directory holds runs of one count); --max-minutes <m> (stop before a run that would
 * start after m minutes); --judge (no measuring).
 *
 * The cheaper form, 6 trials per side, has its own directory:
 *
 *   npx node bench/merge-base-proof.ts --trials 6 --blocks 5 --single-blocks 2 --dir bench/data/merge-base-proof-6
 *
 * Runs with the project's Node 24 (`npx node`), which strips the types of this file; it imports
 * nothing of src/: what it measures and judges is the built CLI in dist/, copied at the start.
 */
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import "./resolve-ts.ts";

const USAGE = `Usage: npx node bench/merge-base-proof.ts [options]   (after npm run build)

Runs the built CLI's \`run --ab-base main\` on pull-request branches of a scratch repository: an
unchanged one (aa) must pass, a 20% CPU cut and +5% work per message must fail. Resumable.

  --dir <dir>              results folder (default bench/data/merge-base-proof)
  --blocks <n>             blocks of cases (default 10)
  --single-blocks <n>      blocks with a single-side run (default 3)
  --trials <n>             trials per side (default 12; one count per --dir)
  --max-minutes <m>        start no run after m minutes
  --judge                  judge the files in --dir, measure nothing
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "bench/data/merge-base-proof" },
    blocks: { type: "string", default: "10" },
    "single-blocks": { type: "string", default: "3" },
    trials: { type: "string", default: "12" },
    "max-minutes": { type: "string" },
    judge: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Imported after the hook is registered, by its `.js` name as the project's own imports are.
const { readJsonLines, runCli, seededRandom } = await import("./runs.js");

type Case = "aa" | "cut-20" | "msg-5" | "single";

interface RunLine {
  block: number;
  case: Case;
  file: string;
  startedAt: string;
  durationMs: number;
  exitCode: number | null;
  /** Trials per side; absent in lines written before --trials existed, which ran 12. */
  trials?: number;
}

const ROOT = resolve(import.meta.dirname, "..");
const dir = resolve(values.dir);
const blocks = Number(values.blocks);
const singleBlocks = Number(values["single-blocks"]);
const maxMinutes = values["max-minutes"] === undefined ? Infinity : Number(values["max-minutes"]);
const trials = Number(values.trials);
if (!Number.isInteger(trials) || trials < 3)
  throw new Error(`--trials: expected an integer ≥ 3, got '${values.trials}'`);
if (!Number.isInteger(blocks) || blocks < 1)
  throw new Error(`--blocks: expected a positive integer, got '${values.blocks}'`);
if (!Number.isInteger(singleBlocks) || singleBlocks < 0)
  throw new Error(`--single-blocks: expected an integer ≥ 0, got '${values["single-blocks"]}'`);
if (!(maxMinutes > 0))
  throw new Error(`--max-minutes: expected a positive number, got '${values["max-minutes"]}'`);
mkdirSync(dir, { recursive: true });
const runsPath = join(dir, "runs.jsonl");

/** The built CLI, copied so that a rebuild while the script runs does not change what it measures. */
const work = mkdtempSync(join(tmpdir(), "merge-base-proof-"));
cpSync(join(ROOT, "dist"), join(work, "dist"), { recursive: true });
cpSync(join(ROOT, "package.json"), join(work, "package.json"));
const CLI = join(work, "dist", "cli.js");

const config = (cpus: number, hops: boolean) => `name: merge-base-proof
targets:
  - id: rabbit
    provider: testcontainers
    image: rabbitmq:4.0.5-management
    cpus: ${cpus}
    rabbitmqConfFile: perf/broker.conf
scenarios:
  - id: throughput
    trials: ${trials}${hops ? "\n    params:\n      exchangeHops: 1" : ""}
`;
const BASE_CONF = "# the broker's settings for the gate\n";
const TIMESTAMP_INTERCEPTOR = "message_interceptors.incoming.set_header_timestamp.overwrite = true\n";

function git(cwd: string, ...args: string[]): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
  return result.stdout.trim();
}

/** main, and one branch per case off it, each one commit. */
function buildRepository(): string {
  const repo = join(work, "repo");
  mkdirSync(join(repo, "perf"), { recursive: true });
  git(repo, "init", "--quiet", "--initial-branch=main");
  git(repo, "config", "user.email", "proof@example.com");
  git(repo, "config", "user.name", "proof");
  const commit = (files: Record<string, string>, message: string) => {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(repo, name), content);
    git(repo, "add", "-A");
    git(repo, "commit", "--quiet", "-m", message);
  };
  commit(
    { "rabbitmq-perf-gate.yml": config(0.25, false), "perf/broker.conf": BASE_CONF, "NOTES.md": "notes\n" },
    "base",
  );
  const branch = (name: string, files: Record<string, string>) => {
    git(repo, "checkout", "--quiet", "-b", name, "main");
    commit(files, name);
  };
  branch("aa", { "NOTES.md": "notes, edited\n" });
  branch("cut-20", { "rabbitmq-perf-gate.yml": config(0.2, false) });
  branch("msg-5", {
    "rabbitmq-perf-gate.yml": config(0.25, true),
    "perf/broker.conf": BASE_CONF + TIMESTAMP_INTERCEPTOR,
  });
  return repo;
}

function orderOf(block: number): Case[] {
  const cases: Case[] = ["aa", "cut-20", "msg-5", ...(block <= singleBlocks ? (["single"] as const) : [])];
  const draw = seededRandom(0xab + block);
  for (let i = cases.length - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1));
    [cases[i], cases[j]] = [cases[j]!, cases[i]!];
  }
  return cases;
}

const readRuns = () => readJsonLines<RunLine>(runsPath);

async function measureOne(repo: string, block: number, which: Case): Promise<RunLine | undefined> {
  git(repo, "checkout", "--quiet", which === "single" ? "main" : which);
  const out = join(work, `${block}-${which}.json`);
  const log = join(work, `${block}-${which}.log`);
  const args = ["run", "--out", out, "--no-color", ...(which === "single" ? [] : ["--ab-base", "main"])];
  const startedAt = new Date();
  process.stderr.write(`block ${block} ${which}: started ${startedAt.toISOString()}\n`);
  const exitCode = await runCli(CLI, args, repo, log);
  const durationMs = Date.now() - startedAt.getTime();
  if (!existsSync(out)) {
    const tail = readFileSync(log, "utf8").split("\n").slice(-15).join("\n");
    process.stderr.write(
      `block ${block} ${which}: no results (exit ${exitCode}); measured again next time\n${tail}\n`,
    );
    return undefined;
  }
  const file = `${String(block).padStart(2, "0")}-${which}.json.gz`;
  writeFileSync(join(dir, file), gzipSync(readFileSync(out)));
  rmSync(out);
  const line: RunLine = {
    block,
    case: which,
    file,
    startedAt: startedAt.toISOString(),
    durationMs,
    exitCode,
    trials,
  };
  appendFileSync(runsPath, `${JSON.stringify(line)}\n`);
  process.stderr.write(
    `block ${block} ${which}: exit ${exitCode} after ${(durationMs / 1000).toFixed(0)} s\n`,
  );
  return line;
}

async function measure(): Promise<void> {
  const started = Date.now();
  const runs = readRuns();
  const other = runs.find((run) => (run.trials ?? 12) !== trials);
  if (other) {
    throw new Error(
      `--trials: ${values.dir} holds runs of ${other.trials ?? 12} trials, not ${trials}; give another --dir`,
    );
  }
  const repo = buildRepository();
  const done = new Set(runs.map((run) => `${run.block}/${run.case}`));
  for (let block = 1; block <= blocks; block++) {
    for (const which of orderOf(block)) {
      if (done.has(`${block}/${which}`)) continue;
      if ((Date.now() - started) / 60_000 >= maxMinutes) {
        process.stderr.write(`--max-minutes ${maxMinutes} reached: stopped before block ${block} ${which}\n`);
        return;
      }
      if (!(await measureOne(repo, block, which))) return;
      done.add(`${block}/${which}`);
    }
  }
}

interface Row {
  scenario: string;
  metric: string;
  verdict: string;
  changePct: number | null;
}

/** The pair's rows, as `compare --targets` judges them: the comparison the run made. */
function pairRows(results: string): Row[] {
  const json = join(work, "pair.json");
  const result = spawnSync(
    process.execPath,
    [
      CLI,
      "compare",
      "--no-config",
      "--current",
      results,
      "--targets",
      "rabbit-reference,rabbit",
      "--json",
      json,
      "--no-color",
    ],
    { cwd: work, encoding: "utf8" },
  );
  if (!existsSync(json)) throw new Error(`compare --targets on ${results} wrote nothing: ${result.stderr}`);
  const rows = (JSON.parse(readFileSync(json, "utf8")) as { comparison: { rows: Row[] } }).comparison.rows;
  rmSync(json);
  return rows;
}

function judge(): void {
  const runs = readRuns();
  const lines: string[] = [];
  const say = (line = "") => lines.push(line);
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length === 0
      ? NaN
      : s.length % 2
        ? s[(s.length - 1) / 2]!
        : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  };
  say(
    `${runs.length} runs of ${runs[0]?.trials ?? 12} trials per side in ${values.dir}, blocks ${Math.min(...runs.map((r) => r.block))}-${Math.max(...runs.map((r) => r.block))}`,
  );
  say();
  say("case     block  exit  time   regressed (time metrics)                       regressed (work metrics)");
  const tally: Record<string, { runs: number; failed: number; timeCaught: number; workCaught: number }> = {};
  for (const run of [...runs].sort((a, b) => a.block - b.block || a.case.localeCompare(b.case))) {
    const t = (tally[run.case] ??= { runs: 0, failed: 0, timeCaught: 0, workCaught: 0 });
    t.runs++;
    if (run.exitCode === 1) t.failed++;
    if (run.case === "single") {
      say(
        `${run.case.padEnd(8)} ${String(run.block).padStart(5)}  ${String(run.exitCode).padStart(4)}  ${(run.durationMs / 1000).toFixed(0).padStart(4)} s`,
      );
      continue;
    }
    const path = join(work, "judge.json");
    writeFileSync(path, gunzipSync(readFileSync(join(dir, run.file))));
    const results = JSON.parse(readFileSync(path, "utf8")) as {
      targets: { scenarios: { scenario: string; metrics: { id: string; kind: string }[] }[] }[];
    };
    const kinds = new Map(
      results.targets[0]!.scenarios.flatMap((s) => s.metrics.map((m) => [`${s.scenario}.${m.id}`, m.kind])),
    );
    const rows = pairRows(path).filter((row) => row.verdict === "regressed");
    const show = (kind: (k: string | undefined) => boolean) =>
      rows
        .filter((row) => kind(kinds.get(`${row.scenario}.${row.metric}`)))
        .map(
          (row) =>
            `${row.metric} ${row.changePct === null ? "?" : `${row.changePct > 0 ? "+" : ""}${row.changePct.toFixed(1)}%`}`,
        );
    const time = show((k) => k !== "work");
    const workRows = show((k) => k === "work");
    if (time.length > 0) t.timeCaught++;
    if (workRows.length > 0) t.workCaught++;
    say(
      `${run.case.padEnd(8)} ${String(run.block).padStart(5)}  ${String(run.exitCode).padStart(4)}  ${(run.durationMs / 1000).toFixed(0).padStart(4)} s  ${(time.join(", ") || "—").padEnd(46)} ${workRows.join(", ") || "—"}`,
    );
  }
  say();
  say("case     runs  gate failed  a rate or latency regressed  a work metric regressed  median time");
  for (const [name, t] of Object.entries(tally)) {
    const time = median(runs.filter((r) => r.case === name).map((r) => r.durationMs / 1000));
    say(
      `${name.padEnd(8)} ${String(t.runs).padStart(4)}  ${String(t.failed).padStart(11)}  ${String(t.timeCaught).padStart(27)}  ${String(t.workCaught).padStart(23)}  ${time.toFixed(0).padStart(9)} s`,
    );
  }
  say();
  say(
    "targets: aa passes in every block; cut-20 shows on a rate or latency in >= 9 of 10 blocks; msg-5 fails in every block.",
  );
  const text = `${lines.join("\n")}\n`;
  writeFileSync(join(dir, "judged.txt"), text);
  process.stdout.write(text);
}

try {
  if (!values.judge) await measure();
  judge();
} finally {
  rmSync(work, { recursive: true, force: true });
}
