/**
 * One run split over three shards against its unsplit twin, on one 3-node cluster: the merged
 * publish rate of three `run --shard i/3` processes (one publisher, consumer and queue each)
 * against one `run` process with all three, alternated round by round so drift hits both alike.
 * Also checks that the merged counts are the sum of the shards'. Both sides run the bundled CLI
 * (dist/cli.js) against the cluster as an external broker; a merged trial that is invalid is
 * reported with its reason.
 *
 *   npx node --experimental-transform-types bench/shards.ts
 *   npx node --experimental-transform-types bench/shards.ts --rounds 2 --image rabbitmq:4.0.5-management
 *   npx node --experimental-transform-types bench/shards.ts --report-only
 *
 * Options: --rounds 1 (each round: one unsplit run and one split run, 3 trials each, in turn),
 * --image rabbitmq:4.0.5-management, --queue-type quorum, --duration-ms 5000, --threads
 * per-client, --out bench/data/shards/runs.jsonl, --report-only. Each run appends one JSON line
 * (resumable). --rate paces every publisher (msg/s; 0, the default, publishes as fast as the
 * broker takes): the offered load is then the same on both sides. --threads per-client gives every publisher and consumer a worker thread of its
 * own on both sides (publisherThreads = consumerThreads = 3), so the sides differ only in how the
 * clients are split over processes; auto lets the unsplit run put its six clients on one thread
 * per core (2 + 2 here) while the shards have six threads in all. Needs Docker, the test bench
 * images (bash testbench/setup.sh) and a build (npm run build).
 */
import "./resolve-ts.ts";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
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
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx node --experimental-transform-types bench/shards.ts [options]

The merged publish rate of three shards (run --shard i/3) against one unsplit run with three times
a shard's publishers, on one 3-node cluster; one JSON line per run (resumable).

  --rounds <n>         rounds of one unsplit and one split run, 3 trials each (default 1)
  --image <ref>        the cluster's image (default rabbitmq:4.0.5-management)
  --queue-type <type>  classic or quorum (default quorum)
  --duration-ms <ms>   each trial's measured window (default 5000)
  --rate <n>           msg/s per publisher, both sides (default 0: as fast as the broker takes)
  --work-phase-ms <ms> each trial's work phase, whose reductions per message both sides report
                       (default 0: none)
  --label <text>       what the build being measured is (e.g. before or after a change), kept in
                       each row and grouped by in the report
  --threads <how>      per-client (a worker thread per publisher and consumer, both sides) or
                       auto (the scenario's default: threads up to the cores) (default per-client)
  --out <file>         JSON lines to append (default bench/data/shards/runs.jsonl)
  --report-only        summarise --out without running
  -h, --help           this text`;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "1" },
    image: { type: "string", default: "rabbitmq:4.0.5-management" },
    "queue-type": { type: "string", default: "quorum" },
    "duration-ms": { type: "string", default: "5000" },
    threads: { type: "string", default: "per-client" },
    rate: { type: "string", default: "0" },
    "work-phase-ms": { type: "string", default: "0" },
    label: { type: "string", default: "" },
    out: { type: "string", default: join(root, "bench/data/shards/runs.jsonl") },
    "report-only": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
const { readJsonLines } = await import("./runs.js");
const { TestcontainersProvider } = await import("../src/brokers/testcontainers/provider.js");
const { TestcontainersTargetSchema } = await import("../src/model/config.js");
const { silentLogger } = await import("../src/model/logger.js");
const { parseResultsJson } = await import("../src/baseline/read.js");
const { mergeShardFiles } = await import("../src/gate/merge-shards.js");
const { median } = await import("simple-statistics");

interface Row {
  round: number;
  side: "unsplit" | "split";
  image: string;
  queueType: string;
  /** How the generator's clients were put on worker threads (rows without it: auto). */
  threads?: "per-client" | "auto";
  /**
   * Which node a shard's client connected to: by its index in the unsplit run, as the unsplit run
   * places it; rows without it were measured before shards did so, when every shard's first
   * client went to the first node (so a shard's clients sat on the queue leaders' node).
   */
  clientNodes?: "unsplit-index";
  /** msg/s per publisher (rows without it: 0, as fast as the broker takes). */
  ratePerPublisher?: number;
  /** Each valid trial's p99 end-to-end latency (µs) and the generators' CPU per message (µs). */
  e2eP99Us?: number[];
  clientCpuUsPerMessage?: number[];
  /** Publish rate of each trial (msg/s), merged on the split side; null for an invalid trial. */
  publishRates: (number | null)[];
  invalid: string[];
  /** The split side: whether every merged trial's counters equal the sum of the shards'. */
  countsAdd?: boolean;
  /** The work phase's length (rows without it: none), and each valid trial's reductions per message. */
  workPhaseMs?: number;
  reductionsPerMessage?: number[];
  /**
   * The idle background the broker's reader measured before the first trial (reductions/s):
   * unsplit, the run's; split, shard 1's, measured while the other shards waited at the barrier.
   */
  idleReductionsPerSecond?: number;
  /** What build was measured (--label). */
  label?: string;
  at: string;
}

function report(all: readonly Row[]): void {
  const groups = new Map<string, Row[]>();
  for (const row of all) {
    const rate = row.ratePerPublisher ?? 0;
    const key =
      `threads ${row.threads ?? "auto"}, ${rate > 0 ? `${rate} msg/s per publisher` : "unpaced"}` +
      (row.workPhaseMs ? `, work phase ${row.workPhaseMs} ms` : "") +
      (row.label ? `, ${row.label}` : "") +
      (row.clientNodes === undefined
        ? ", shards' clients all on the first node (before placement by unsplit index)"
        : "");
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const [key, rows] of groups) {
    console.log(`\n${key}:`);
    reportGroup(rows);
  }
}

function reportGroup(rows: readonly Row[]): void {
  const rates = (side: Row["side"]) =>
    rows
      .filter((row) => row.side === side)
      .flatMap((row) => row.publishRates.filter((r): r is number => r !== null));
  const unsplit = rates("unsplit");
  const split = rates("split");
  console.log(`runs: ${rows.length} (${rows.filter((r) => r.side === "split").length} split)`);
  for (const [name, samples] of [
    ["unsplit (1 process, 3 publishers)", unsplit],
    ["split (3 shards, 1 publisher each)", split],
  ] as const) {
    if (samples.length === 0) continue;
    console.log(
      `${name}: median ${Math.round(median(samples))} msg/s over ${samples.length} trials (${samples.map(Math.round).join(", ")})`,
    );
  }
  if (unsplit.length > 0 && split.length > 0) {
    console.log(`split / unsplit (medians): ${(median(split) / median(unsplit)).toFixed(3)}`);
  }
  for (const [what, pick] of [
    ["e2e p99 (µs)", (row: Row) => row.e2eP99Us ?? []],
    ["client CPU per message (µs)", (row: Row) => row.clientCpuUsPerMessage ?? []],
    ["work phase reductions per message", (row: Row) => row.reductionsPerMessage ?? []],
    [
      "idle background (reductions/s)",
      (row: Row) => (row.idleReductionsPerSecond === undefined ? [] : [row.idleReductionsPerSecond]),
    ],
  ] as const) {
    const side = (name: Row["side"]) => rows.filter((row) => row.side === name).flatMap(pick);
    const [a, b] = [side("unsplit"), side("split")];
    if (a.length > 0 && b.length > 0) {
      console.log(
        `${what}: unsplit median ${median(a).toFixed(1)}, split ${median(b).toFixed(1)} (ratio ${(median(b) / median(a)).toFixed(3)})`,
      );
    }
  }
  const invalid = rows.flatMap((row) =>
    row.invalid.map((reason) => `${row.side} round ${row.round}: ${reason}`),
  );
  for (const line of invalid) console.log(`invalid: ${line}`);
  const counts = rows.filter((row) => row.countsAdd !== undefined);
  if (counts.length > 0)
    console.log(`merged counts equal the shards' sums: ${counts.every((row) => row.countsAdd)}`);
}

if (values["report-only"]) {
  report(readJsonLines<Row>(values.out));
  process.exit(0);
}

const cli = join(root, "dist", "cli.js");
if (!existsSync(cli)) throw new Error("dist/cli.js is missing: run npm run build");

function runCli(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, CI: "true" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

function valid(path: string, metric: string): number[] {
  const results = parseResultsJson(readFileSync(path, "utf8"), "results", path);
  return results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === metric)?.samples ?? [];
}

function samplesOf(path: string, metric: string): { rates: (number | null)[]; invalid: string[] } {
  const results = parseResultsJson(readFileSync(path, "utf8"), "results", path);
  const scenario = results.targets[0]!.scenarios[0]!;
  const values = scenario.metrics.find((m) => m.id === metric)!.samples;
  let next = 0;
  return {
    rates: scenario.trials.map((trial) => (trial.valid ? values[next++]! : null)),
    invalid: scenario.invalidReasons,
  };
}

if (values.threads !== "per-client" && values.threads !== "auto")
  throw new Error("--threads: expected per-client or auto");
const threads: "per-client" | "auto" = values.threads;
const ratePerPublisher = Number(values.rate);
const workPhaseMs = Number(values["work-phase-ms"]);
const threadParams =
  (threads === "per-client" ? ", publisherThreads: 3, consumerThreads: 3" : "") +
  (ratePerPublisher > 0 ? `, publishRatePerSecond: ${ratePerPublisher}` : "");
/** A run's row, from its results file (the merged one on the split side). */
function rowOf(round: number, side: Row["side"], path: string, idlePath = path): Row {
  const { rates, invalid } = samplesOf(path, "publishRate");
  const idle = parseResultsJson(readFileSync(idlePath, "utf8"), "results", idlePath).targets[0]!.work
    ?.background?.reductionsPerSecond;
  return {
    round,
    side,
    image: values.image,
    queueType: values["queue-type"],
    threads,
    ratePerPublisher,
    clientNodes: "unsplit-index",
    publishRates: rates,
    e2eP99Us: valid(path, "e2eLatencyP99Us"),
    clientCpuUsPerMessage: valid(path, "clientCpuUsPerMessage"),
    ...(workPhaseMs > 0 && { workPhaseMs, reductionsPerMessage: valid(path, "reductionsPerMessage") }),
    ...(idle !== undefined && { idleReductionsPerSecond: idle }),
    ...(values.label && { label: values.label }),
    invalid,
    at: new Date().toISOString(),
  };
}

const target = {
  ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image: values.image, nodes: 3 }),
  id: "bench-shards",
};
const provider = new TestcontainersProvider();
const broker = await provider.start(target, { logger: silentLogger });
const dir = mkdtempSync(join(tmpdir(), "bench-shards-"));
try {
  const config = `
name: shards-bench
trials: 3
targets:
  - provider: external
    amqpUrls: [${broker.amqpUrls.map((url) => JSON.stringify(url)).join(", ")}]
    managementUrl: ${JSON.stringify(broker.managementUrls[0])}
    metricsUrls: [${broker.metricsUrls.map((url) => JSON.stringify(url)).join(", ")}]
    queueType: ${values["queue-type"]}
scenarios:
  - id: throughput
    params: { publishers: 3, consumers: 3, queues: 3, durationMs: ${Number(values["duration-ms"])}, workPhaseMs: ${workPhaseMs}${threadParams} }
`;
  writeFileSync(join(dir, "gate.yml"), config);
  mkdirSync(dirname(values.out), { recursive: true });
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const side of ["unsplit", "split"] as const) {
      const base = ["run", "--config", join(dir, "gate.yml"), "--no-color"];
      let row: Row;
      if (side === "unsplit") {
        const out = join(dir, `unsplit-${round}.json`);
        const run = await runCli([...base, "--out", out]);
        if (!existsSync(out))
          throw new Error(`the unsplit run wrote no results (exit ${run.code}):\n${run.stderr}`);
        row = rowOf(round, side, out);
      } else {
        const id = `bench-${randomUUID().slice(0, 8)}`;
        const outs = [1, 2, 3].map((index) => join(dir, `split-${round}-${index}.json`));
        const runs = await Promise.all(
          outs.map((out, i) => runCli([...base, "--out", out, "--shard", `${i + 1}/3`, "--shard-run", id])),
        );
        runs.forEach((run, i) => {
          if (!existsSync(outs[i]!))
            throw new Error(`shard ${i + 1} wrote no results (exit ${run.code}):\n${run.stderr}`);
        });
        const merged = await mergeShardFiles(outs, join(dir, `split-${round}.json`));
        const shards = outs.map((out) => parseResultsJson(readFileSync(out, "utf8"), "shard", out));
        const countsAdd = merged.targets[0]!.scenarios[0]!.trials.every((trial) =>
          (["published", "confirmed", "consumed", "lost"] as const).every(
            (key) =>
              trial.counters?.[key] ===
              shards.reduce(
                (sum, shard) =>
                  sum +
                  (shard.targets[0]!.scenarios[0]!.trials.find((t) => t.trial === trial.trial)?.counters?.[
                    key
                  ] ?? NaN),
                0,
              ),
          ),
        );
        // Shard 1 reads the broker for every shard: its idle background is the split side's.
        row = { ...rowOf(round, side, join(dir, `split-${round}.json`), outs[0]!), countsAdd };
      }
      appendFileSync(values.out, `${JSON.stringify(row)}\n`);
      console.log(
        `round ${round} ${side}: ${row.publishRates.map((r) => (r === null ? "invalid" : Math.round(r))).join(", ")} msg/s`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await broker.stop();
}
report(readJsonLines<Row>(values.out));
