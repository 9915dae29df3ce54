/**
 * Does a quorum queue lose messages it confirmed when a partition drops the Erlang distribution?
 * rabbitmq-server PR #14589 (in 4.1.5 and 4.2.0) says a quorum-queue client that sent a message
 * across such a partition could fail to send it again, and the state machine then accepted and
 * confirmed its later messages without ever enqueuing them. This script runs the node-loss
 * scenario's `partition` on 3-node quorum clusters, the queue leader's node cut off for 4 s at
 * 600 msg/s, per cell (image x distribution kept/dropped x busy neighbour processes), in pieces
 * of --piece trials (one cluster per piece), and appends one line per trial to --dir/trials.jsonl:
 * confirmed, delivered, and each missing message's class (late, duplicate, never arrived).
 *
 *   npm run build
 *   npx node bench/partition-loss.ts --dir bench/data/partition-loss --trials 20 --max-minutes 40   # measure, resumable
 *   npx node bench/partition-loss.ts --dir bench/data/partition-loss --judge                       # the table again
 *
 * Options: --cells <list> (default: 4.0.5-dropped,4.3.6-dropped; a cell is <version>-<kept|dropped>,
 * or <version>-late: a kept partition with 20,000 messages standing in the queue and a drain
 * window of 1 s, so that most of them arrive after it, late and not lost; with an optional -busy<n> for n busy neighbour processes, or -beside<n> for n other node-loss runs
 * on their own 3-node 4.0.5 clusters, killing their leader's node over and over, as when the
 * integration tests once ran three node-loss runs at once); --trials <n> per cell (default 20);
 * --piece <n> trials per cluster (default 5); --max-minutes <m> (no piece starts after m minutes).
 *
 * The clusters run `cluster_partition_handling = autoheal`: a partition that drops the
 * distribution is a partition to Mnesia, which the default (ignore) never heals. Each piece's
 * results file is kept gzipped beside trials.jsonl. Runs with the project's Node 24 (`npx node`);
 * it runs the built CLI in dist/, copied at the start.
 */
import { spawn } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import "./resolve-ts.ts";

const { privateCli, readJsonLines, runCli, startNeighbours } = await import("./runs.js");

const ROOT = resolve(import.meta.dirname, "..");

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    cells: { type: "string", default: "4.0.5-dropped,4.3.6-dropped" },
    trials: { type: "string", default: "20" },
    piece: { type: "string", default: "5" },
    "max-minutes": { type: "string", default: "600" },
    judge: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help || !values.dir) {
  console.log(
    "Usage: npx node bench/partition-loss.ts --dir <dir> [--cells 4.0.5-dropped,...] [--trials 20] [--piece 5] [--max-minutes m] [--judge]",
  );
  process.exit(values.help ? 0 : 2);
}
const dir = resolve(values.dir);
const linesPath = join(dir, "trials.jsonl");

interface Cell {
  name: string;
  version: string;
  distribution: "kept" | "dropped" | "late";
  neighbours: number;
  beside: number;
}

function parseCell(name: string): Cell {
  const match = /^(\d+\.\d+\.\d+)-(kept|dropped|late)(?:-busy(\d))?(?:-beside(\d))?$/.exec(name);
  if (!match)
    throw new Error(`--cells: '${name}' is not <version>-<kept|dropped|late>[-busy<n>][-beside<n>]`);
  return {
    name,
    version: match[1]!,
    distribution: match[2] as Cell["distribution"],
    neighbours: Number(match[3] ?? 0),
    beside: Number(match[4] ?? 0),
  };
}

/** A node-loss run on its own cluster beside the measured one: kills, one after the other, until stopped. */
function besideConfig(index: number): string {
  const queueType = index % 2 === 0 ? "quorum" : "classic";
  return `# bench/partition-loss.ts: contention beside the measured cluster
name: partition-loss-beside-${index}
targets:
  - { id: beside${index}, provider: testcontainers, image: rabbitmq:4.0.5-management, nodes: 3, queueType: ${queueType} }
scenarios:
  - { id: node-loss, params: { method: kill, lose: leader, warmupMs: 1000, steadyMs: 4000, downMs: 4000, afterMs: 2000, ratePerSecond: 600 } }
trials: 100
`;
}

/** Other node-loss runs, started now; stop() interrupts them (the CLI removes its brokers) and waits. */
function startBeside(count: number, cli: string, scratch: string): { stop(): Promise<void> } {
  const children = Array.from({ length: count }, (_, index) => {
    const path = join(scratch, `beside-${index}.yml`);
    writeFileSync(path, besideConfig(index));
    return spawn(
      process.execPath,
      [cli, "run", "--config", path, "--out", join(scratch, `beside-${index}.json`)],
      {
        cwd: ROOT,
        stdio: "ignore",
        env: { ...process.env, NO_COLOR: "1", TESTCONTAINERS_RYUK_DISABLED: "true" },
      },
    );
  });
  // Should this script end before stop(), the runs beside still get their SIGINT: each then
  // removes its own brokers.
  const interrupt = () => children.forEach((child) => child.exitCode === null && child.kill("SIGINT"));
  process.on("exit", interrupt);
  return {
    async stop() {
      process.off("exit", interrupt);
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.on("close", () => done());
              child.kill("SIGINT");
            }),
        ),
      );
    },
  };
}

/** One trial as trials.jsonl keeps it. */
interface TrialLine {
  cell: string;
  piece: number;
  trial: number;
  server: string;
  valid: boolean;
  invalidReason?: string;
  confirmed: number;
  consumed: number;
  lost: number;
  late: number;
  duplicate: number;
  never: number;
  maxLateMs: number;
  missingRanges?: string;
  foreignCpuPct?: number;
  /** How busy the host was over the piece (all its cores, % of capacity). */
  hostBusyPct?: number;
}

function config(cell: Cell, trials: number): string {
  return `# bench/partition-loss.ts: cell ${cell.name}
name: partition-loss-${cell.name}
targets:
  - id: q${cell.version.replaceAll(".", "")}
    provider: testcontainers
    image: rabbitmq:${cell.version}-management
    nodes: 3
    queueType: quorum
    rabbitmqConf: cluster_partition_handling = autoheal
scenarios:
  - id: node-loss
    name: partition
    params: { method: partition, ${variant(cell)}, lose: leader, warmupMs: 1000, steadyMs: 4000, downMs: 4000, afterMs: 2000, ratePerSecond: 600 }
trials: ${trials}
`;
}

/** The cell's own parameters: how the distribution ends the cut, or the backlog and the short window. */
function variant(cell: Cell): string {
  if (cell.distribution === "late") return "distribution: kept, backlogMessages: 20000, drainTimeoutMs: 1000";
  return `distribution: ${cell.distribution}`;
}

interface ResultsTrial {
  trial: number;
  valid: boolean;
  invalidReason?: string;
  counters?: { confirmed: number; consumed: number; lost: number };
  foreignCpuPct?: number;
  missing?: {
    maxLateMs: number;
    late: { count: number };
    duplicate: { count: number };
    never: { count: number; ranges: { publisher: number; from: number; to: number; step: number }[] };
  };
}

function linesOf(cell: Cell, piece: number, results: string): TrialLine[] {
  const parsed = JSON.parse(results) as {
    targets: { broker: { serverVersion: string }; scenarios: { trials: ResultsTrial[] }[] }[];
  };
  const target = parsed.targets[0]!;
  return target.scenarios[0]!.trials.map((t) => ({
    cell: cell.name,
    piece,
    trial: t.trial,
    server: target.broker.serverVersion,
    valid: t.valid,
    ...(t.invalidReason && { invalidReason: t.invalidReason.slice(0, 300) }),
    confirmed: t.counters?.confirmed ?? 0,
    consumed: t.counters?.consumed ?? 0,
    lost: t.counters?.lost ?? 0,
    late: t.missing?.late.count ?? 0,
    duplicate: t.missing?.duplicate.count ?? 0,
    never: t.missing?.never.count ?? 0,
    maxLateMs: t.missing?.maxLateMs ?? 0,
    ...(t.missing &&
      t.missing.never.count > 0 && {
        missingRanges: t.missing.never.ranges
          .slice(0, 5)
          .map((r) => `p${r.publisher} #${r.from}-#${r.to}/${r.step}`)
          .join(" "),
      }),
    ...(t.foreignCpuPct !== undefined && { foreignCpuPct: t.foreignCpuPct }),
  }));
}

/** The host's CPU time, busy and total, in clock ticks since boot (/proc/stat). */
function hostCpu(): { busy: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/** How busy the whole host was between two readings, % of its capacity. */
function busyPct(before: { busy: number; total: number }, after: { busy: number; total: number }): number {
  const total = after.total - before.total;
  return total > 0 ? Math.round(((after.busy - before.busy) / total) * 100) : 0;
}

function judge(): void {
  const lines = readJsonLines<TrialLine>(linesPath);
  const cells = [...new Set(lines.map((line) => line.cell))];
  const out = [
    "cell                 server  trials  valid  host busy  confirmed  delivered late  late  duplicate  never  trials losing  losses per trial",
  ];
  for (const cell of cells) {
    const trials = lines.filter((line) => line.cell === cell);
    const sum = (pick: (line: TrialLine) => number) => trials.reduce((total, line) => total + pick(line), 0);
    const losing = trials.filter((line) => line.lost > 0);
    out.push(
      [
        cell.padEnd(20),
        (trials[0]?.server ?? "").padEnd(7),
        String(trials.length).padStart(6),
        String(trials.filter((line) => line.valid).length).padStart(6),
        busyText(trials).padStart(10),
        String(sum((l) => l.confirmed)).padStart(10),
        String(sum((l) => l.late + l.duplicate)).padStart(15),
        String(sum((l) => l.late)).padStart(5),
        String(sum((l) => l.duplicate)).padStart(10),
        String(sum((l) => l.never)).padStart(6),
        String(losing.length).padStart(14),
        "  " + trials.map((line) => line.lost).join(","),
      ].join(" "),
    );
  }
  const text = out.join("\n") + "\n";
  process.stdout.write(text);
  writeFileSync(join(dir, "judged.txt"), text);
}

/** The median of the pieces' host busy shares, where recorded. */
function busyText(trials: TrialLine[]): string {
  const values = trials
    .map((line) => line.hostBusyPct)
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b);
  return values.length === 0 ? "-" : `${values[Math.floor(values.length / 2)]}%`;
}

if (values.judge) {
  judge();
  process.exit(0);
}

mkdirSync(dir, { recursive: true });
const cli = privateCli(ROOT, "partition-loss");
const scratch = mkdtempSync(join(tmpdir(), "partition-loss-"));
process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
const startedAt = Date.now();
const wanted = Number(values.trials);
const pieceSize = Number(values.piece);
for (const cell of values.cells.split(",").map(parseCell)) {
  for (;;) {
    const done = readJsonLines<TrialLine>(linesPath).filter((line) => line.cell === cell.name);
    if (done.length >= wanted) break;
    if (Date.now() - startedAt > Number(values["max-minutes"]) * 60_000) {
      console.log(`stopping: --max-minutes reached; ${cell.name} has ${done.length} of ${wanted} trials`);
      judge();
      process.exit(0);
    }
    const piece = Math.max(0, ...done.map((line) => line.piece)) + 1;
    const trials = Math.min(pieceSize, wanted - done.length);
    const stem = join(dir, `${cell.name}-${String(piece).padStart(2, "0")}`);
    writeFileSync(`${stem}.yml`, config(cell, trials));
    const out = `${stem}.json`;
    const neighbours = startNeighbours(cell.neighbours);
    const beside = startBeside(cell.beside, cli, scratch);
    console.log(
      `${cell.name}: piece ${piece}, ${trials} trials, ${cell.neighbours} busy neighbours, ${cell.beside} node-loss runs beside`,
    );
    const log = join(scratch, "piece.log");
    const cpuBefore = hostCpu();
    const code = await runCli(cli, ["run", "--config", `${stem}.yml`, "--out", out], ROOT, log);
    const hostBusyPct = busyPct(cpuBefore, hostCpu());
    for (const neighbour of neighbours) neighbour.kill();
    await beside.stop();
    if (!existsSync(out)) {
      console.log(`${cell.name}: piece ${piece} wrote no results (exit ${code}); see ${log}`);
      process.exit(3);
    }
    const results = readFileSync(out, "utf8");
    writeFileSync(`${out}.gz`, gzipSync(results));
    rmSync(out);
    for (const line of linesOf(cell, piece, results)) {
      appendFileSync(linesPath, JSON.stringify({ ...line, hostBusyPct }) + "\n");
    }
    console.log(`${cell.name}: piece ${piece} exit ${code}`);
  }
}
judge();
