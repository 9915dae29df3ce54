import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { readJsonLines, runCli, seededRandom, startNeighbours } from "./runs.js";

/**
 * The resumable A/A-and-dial design that aa-gate.ts and cross-speed.ts share: pairs of runs of the
 * built CLI, each results file kept gzipped in a folder with a line in its runs.jsonl, measured in a
 * drawn order until a time budget runs out, then judged by `compare` from the files.
 */

/** What every pair bench reads from its flags. */
export interface PairOptions {
  dir: string;
  pairs: number;
  neighbourRange: [number, number];
  maxMinutes: number;
  judge: boolean;
}

/**
 * The flags every pair bench takes, parsed (`bench/<name>.ts`, its data in `bench/data/<name>`);
 * --help prints the usage with the bench's own summary and exits.
 */
export function pairFlags(
  name: string,
  summary: string,
  extra: { flags: Record<string, { type: "string" | "boolean" }>; usage: string } = { flags: {}, usage: "" },
): PairOptions & { extra: Record<string, string | boolean | undefined> } {
  const { values } = parseArgs({
    options: {
      ...extra.flags,
      dir: { type: "string", default: `bench/data/${name}` },
      pairs: { type: "string", default: "20" },
      "max-minutes": { type: "string" },
      neighbours: { type: "string", default: "0-2" },
      judge: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(`Usage: npx node bench/${name}.ts [options]   (after npm run build)

${summary}

  --dir <dir>              results folder (default bench/data/${name})
  --pairs <n>              pairs to have in --dir (default 20)
  --max-minutes <m>        start no run after m minutes
  --neighbours <min>-<max> busy processes beside each run (default 0-2)
  --judge                  judge the files in --dir, measure nothing${extra.usage}
  -h, --help               this text`);
    process.exit(0);
  }
  const pairs = Number(values.pairs);
  if (!Number.isInteger(pairs) || pairs < 1)
    throw new Error(`--pairs: expected a positive integer, got '${values.pairs}'`);
  const match = /^(\d)(?:-(\d))?$/.exec(values.neighbours);
  if (!match) throw new Error(`--neighbours: expected n or min-max (0-9), got '${values.neighbours}'`);
  const maxMinutes = values["max-minutes"] === undefined ? Infinity : Number(values["max-minutes"]);
  if (!(maxMinutes > 0))
    throw new Error(`--max-minutes: expected a positive number, got '${values["max-minutes"]}'`);
  return {
    dir: values.dir,
    pairs,
    neighbourRange: [Number(match[1]), Number(match[2] ?? match[1])],
    maxMinutes,
    judge: values.judge,
    extra: Object.fromEntries(
      Object.keys(extra.flags).map((flag) => [
        flag,
        (values as Record<string, unknown>)[flag] as string | boolean | undefined,
      ]),
    ),
  };
}

/** The roles of an A/A-and-dial pair: the stored baseline, the unchanged run, the dialled one. */
export type AaDialRole = "base" | "aa" | "dial";

const ROLE_SEED: Record<AaDialRole, number> = { base: 1, aa: 2, dial: 3 };

/**
 * The draws of an A/A-and-dial bench from its seed: busy neighbours per run (within the range), and
 * per pair the order of aa and dial after base (the stored baseline comes first). The same seed
 * draws the same again, so a stopped bench resumes with the plan it started.
 */
export function aaDialDraws(neighbourSeed: number, orderSeed: number, [min, max]: [number, number]) {
  return {
    neighboursOf: (pair: number, role: AaDialRole) =>
      min + Math.floor(seededRandom(neighbourSeed + pair * 16 + ROLE_SEED[role])() * (max - min + 1)),
    orderOf: (pair: number): AaDialRole[] =>
      seededRandom(orderSeed + pair)() < 0.5 ? ["base", "aa", "dial"] : ["base", "dial", "aa"],
  };
}

/** One measured run: its pair, role and results file, and how it was measured. */
export interface PairRun<Role extends string> {
  pair: number;
  role: Role;
  neighbours: number;
  file: string;
  startedAt: string;
  durationMs: number;
  exitCode: number | null;
}

/** A run to measure: the CLI's arguments (without --out), the neighbours and what else to record. */
export interface RunPlan {
  args: string[];
  neighbours: number;
  /** Extra fields of the runs.jsonl line (e.g. the broker's CPU quota). */
  record?: Record<string, unknown>;
  /** One line on how the run is measured, for the progress log. */
  describe?: string;
}

/** The folder of a pair bench: its runs, its results files, and a scratch folder per process. */
export class PairStore<Role extends string, Run extends PairRun<Role> = PairRun<Role>> {
  readonly dir: string;
  readonly runsPath: string;
  private readonly cli: string;
  private readonly root: string;
  private readonly scratch: string;

  constructor(dir: string, cli: string, root: string, name: string) {
    mkdirSync(dir, { recursive: true });
    this.dir = dir;
    this.cli = cli;
    this.root = root;
    this.runsPath = join(dir, "runs.jsonl");
    this.scratch = join(tmpdir(), `${name}-${process.pid}`);
  }

  runs(): Run[] {
    return readJsonLines<Run>(this.runsPath);
  }

  /**
   * Measures every missing run of pairs 1..`pairs` in each pair's order, until `maxMinutes` have
   * passed before a run's start or a run ends without results (it is measured again next time).
   */
  async measure(
    options: PairOptions,
    orderOf: (pair: number) => Role[],
    planOf: (pair: number, role: Role, scratch: string) => RunPlan,
  ): Promise<void> {
    const started = Date.now();
    const done = new Set(this.runs().map((run) => `${run.pair}/${run.role}`));
    for (let pair = 1; pair <= options.pairs; pair++) {
      for (const role of orderOf(pair)) {
        if (done.has(`${pair}/${role}`)) continue;
        if ((Date.now() - started) / 60_000 >= options.maxMinutes) {
          process.stderr.write(
            `--max-minutes ${options.maxMinutes} reached: stopped before pair ${pair} ${role}\n`,
          );
          return;
        }
        if (!(await this.measureOne(pair, role, planOf))) return;
        done.add(`${pair}/${role}`);
      }
    }
  }

  private async measureOne(
    pair: number,
    role: Role,
    planOf: (pair: number, role: Role, scratch: string) => RunPlan,
  ): Promise<boolean> {
    mkdirSync(this.scratch, { recursive: true });
    const out = join(this.scratch, `${pair}-${role}.json`);
    const log = join(this.scratch, `${pair}-${role}.log`);
    const plan = planOf(pair, role, this.scratch);
    const startedAt = new Date();
    process.stderr.write(
      `pair ${pair} ${role}: ${plan.describe ? `${plan.describe}, ` : ""}${plan.neighbours} busy neighbour(s), started ${startedAt.toISOString()}\n`,
    );
    const spinners = startNeighbours(plan.neighbours);
    let exitCode: number | null;
    try {
      exitCode = await runCli(this.cli, [...plan.args, "--out", out, "--no-color"], this.root, log);
    } finally {
      for (const spinner of spinners) spinner.kill("SIGKILL");
    }
    const durationMs = Date.now() - startedAt.getTime();
    if (!existsSync(out)) {
      const tail = readFileSync(log, "utf8").split("\n").slice(-15).join("\n");
      process.stderr.write(
        `pair ${pair} ${role}: no results (exit ${exitCode}); measured again next time\n${tail}\n`,
      );
      return false;
    }
    const file = `${String(pair).padStart(2, "0")}-${role}.json.gz`;
    writeFileSync(join(this.dir, file), gzipSync(readFileSync(out)));
    rmSync(out);
    const line = {
      pair,
      role,
      ...plan.record,
      neighbours: plan.neighbours,
      file,
      startedAt: startedAt.toISOString(),
      durationMs,
      exitCode,
    };
    appendFileSync(this.runsPath, `${JSON.stringify(line)}\n`);
    process.stderr.write(
      `pair ${pair} ${role}: exit ${exitCode} after ${(durationMs / 1000).toFixed(0)} s\n`,
    );
    return true;
  }

  /** A run's results file, unpacked once into the scratch folder. */
  unpack(run: Run): string {
    const dir = join(this.scratch, "judge");
    mkdirSync(dir, { recursive: true });
    const path = join(dir, run.file.replace(/\.gz$/, ""));
    if (!existsSync(path)) writeFileSync(path, gunzipSync(readFileSync(join(this.dir, run.file))));
    return path;
  }

  /** A run's results, parsed. */
  read<T>(run: Run): T {
    return JSON.parse(gunzipSync(readFileSync(join(this.dir, run.file))).toString("utf8")) as T;
  }

  /**
   * `compare` of two runs with the embedded default config (or `--config <file>` among `extra`),
   * with `extra` flags: its exit code and its JSON report.
   */
  compare<Report>(
    baseline: Run,
    current: Run,
    extra: string[] = [],
  ): { exitCode: number | null; report: Report } {
    const jsonPath = join(this.scratch, "judge", "comparison.json");
    const [basePath, currentPath] = [this.unpack(baseline), this.unpack(current)];
    rmSync(jsonPath, { force: true });
    const result = spawnSync(
      process.execPath,
      [
        this.cli,
        "compare",
        // A judgement may give its own config (thresholds of today's code for older files).
        ...(extra.includes("--config") ? [] : ["--no-config"]),
        "--baseline",
        basePath,
        "--current",
        currentPath,
        "--json",
        jsonPath,
        "--no-color",
        ...extra,
      ],
      { cwd: this.root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } },
    );
    if (!existsSync(jsonPath))
      throw new Error(`compare wrote no JSON (exit ${result.status}): ${result.stderr.slice(-500)}`);
    return { exitCode: result.status, report: JSON.parse(readFileSync(jsonPath, "utf8")) as Report };
  }
}

/** A judgement's lines: printed as they come, and written to the store's `judged.txt` at the end. */
export class JudgedLog {
  private readonly lines: string[] = [];

  readonly say = (line: string): void => {
    this.lines.push(line);
    process.stdout.write(`${line}\n`);
  };

  write(dir: string): void {
    writeFileSync(join(dir, "judged.txt"), `${this.lines.join("\n")}\n`);
  }
}

/** Exit codes counted per case: how many comparisons passed (0), failed (1) or did neither. */
export class ExitTally {
  private readonly counts = new Map<string, { exit0: number; exit1: number; other: number }>();

  count(key: string, code: number | null): void {
    const entry = this.counts.get(key) ?? { exit0: 0, exit1: 0, other: 0 };
    if (code === 0) entry.exit0++;
    else if (code === 1) entry.exit1++;
    else entry.other++;
    this.counts.set(key, entry);
  }

  lines(sorted = false): string[] {
    const entries = sorted ? [...this.counts].sort() : [...this.counts];
    return entries.map(
      ([key, entry]) => `${key}: exit 0 in ${entry.exit0}, exit 1 in ${entry.exit1}, other ${entry.other}`,
    );
  }
}

/** "+1.2%", "−0.4%": a change with its sign, as the reports print it. */
export const pct = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(1)}%`;
