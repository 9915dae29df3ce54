/**
 * What the shards' barrier costs the idle background that shard 1 measures and subtracts from
 * every window. While shard 1 reads the broker's idle rate (before the first trial, with every
 * shard waiting at the barrier), a follower that pings shard 1's mailbox every 250 ms adds its pings
 * to that rate, and every window under load then has them subtracted although they are not there:
 * a sharded run's work per message reads low. The barrier now holds the followers' pings while
 * shard 1 measures (and a follower pings only after waiting 5 s). This bench measures the idle rate
 * on one broker three ways, rotated round by round: with no barrier at all (as an unsplit run
 * measures it), with two followers pinging as they did (no hold, no grace), and as they do now.
 *
 *   npx node --experimental-transform-types bench/shard-pings.ts
 *   npx node --experimental-transform-types bench/shard-pings.ts --rounds 12 --window-ms 10000
 *   npx node --experimental-transform-types bench/shard-pings.ts --report-only
 *
 * Options: --image rabbitmq:4.0.5-management, --rounds 8, --window-ms 10000 (the idle window; the
 * meter's is 2000, longer here so that the pings stand out of the idle broker's lumps),
 * --out bench/data/shards/pings.jsonl (one JSON line per measurement; resumable), --report-only.
 * Needs Docker and the test bench images (bash testbench/setup.sh).
 */
import "./resolve-ts.ts";
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx node --experimental-transform-types bench/shard-pings.ts [options]

The idle background shard 1 measures, with no barrier, with followers pinging (before), and with
their pings held (now), rotated round by round on one broker; one JSON line per measurement.

  --image <ref>      image (default rabbitmq:4.0.5-management)
  --rounds <n>       rounds of the three ways (default 8)
  --window-ms <ms>   the idle window (default 10000)
  --out <file>       JSON lines to append (default bench/data/shards/pings.jsonl)
  --report-only      summarise --out without measuring
  -h, --help         this text`;

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    image: { type: "string", default: "rabbitmq:4.0.5-management" },
    rounds: { type: "string", default: "8" },
    "window-ms": { type: "string", default: "10000" },
    out: { type: "string", default: join(root, "bench/data/shards/pings.jsonl") },
    "report-only": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
const { median } = await import("simple-statistics");
const { readJsonLines } = await import("./runs.js");
const readRows = (path: string) => readJsonLines<Row>(path);

const WAYS = ["no barrier", "followers pinging", "pings held"] as const;
type Way = (typeof WAYS)[number];

interface Row {
  round: number;
  way: Way;
  image: string;
  windowMs: number;
  /** The idle rate the meter measured (reductions/s), its readings' own cost excluded. */
  reductionsPerSecond: number;
  at: string;
}

function report(rows: readonly Row[]): void {
  const by = (way: Way) => rows.filter((row) => row.way === way).map((row) => row.reductionsPerSecond);
  const none = by("no barrier");
  console.log(`measurements: ${rows.length}`);
  for (const way of WAYS) {
    const samples = by(way);
    if (samples.length === 0) continue;
    const shift = none.length > 0 ? `, ${signed(median(samples) - median(none))} against no barrier` : "";
    console.log(
      `${way}: median ${Math.round(median(samples))} reductions/s over ${samples.length} (${samples.map(Math.round).join(", ")})${shift}`,
    );
  }
  // Paired by round: each round measured the three ways back to back.
  for (const way of ["followers pinging", "pings held"] as const) {
    const deltas = rows
      .filter((row) => row.way === way)
      .flatMap((row) => {
        const base = rows.find((other) => other.round === row.round && other.way === "no barrier");
        return base ? [row.reductionsPerSecond - base.reductionsPerSecond] : [];
      });
    if (deltas.length > 0) {
      console.log(
        `${way} - no barrier, paired by round: median ${signed(median(deltas))} reductions/s (${deltas.map((d) => signed(d)).join(", ")})`,
      );
    }
  }
}

const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.round(Math.abs(value))}`;

if (values["report-only"]) {
  report(readRows(values.out));
  process.exit(0);
}

const { TestcontainersProvider } = await import("../src/brokers/testcontainers/provider.js");
const { TestcontainersTargetSchema } = await import("../src/model/config.js");
const { silentLogger } = await import("../src/model/logger.js");
const { measureBackground } = await import("../src/work/meter.js");
const { ShardBarrier } = await import("../src/amqp/shard-barrier.js");

const windowMs = Number(values["window-ms"]);
const target = {
  ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image: values.image }),
  id: "bench-shard-pings",
};
const broker = await new TestcontainersProvider().start(target, { logger: silentLogger });

/** The idle rate shard 1 measures while two followers wait at the barrier, as `way` has them. */
async function measureAtBarrier(way: Way): Promise<number> {
  const run = `pings-${randomUUID().slice(0, 8)}`;
  const held = way === "pings held";
  const barriers = await Promise.all(
    [1, 2, 3].map((index) =>
      ShardBarrier.open({
        url: broker.amqpUrls[0]!,
        run,
        shard: { index, count: 3 },
        configHash: "bench",
        waitMs: 120_000,
        connectTimeoutMs: 15_000,
        // Before: a follower pinged from the start of its wait and through shard 1's measurement.
        ...(!held && { pingGraceMs: 0 }),
      }),
    ),
  );
  try {
    let rate = NaN;
    await Promise.all(
      barriers.map((barrier) =>
        barrier.sync(
          "idle",
          barrier.leading
            ? async () =>
                void (rate = (await measureBackground(broker.metricsUrls, windowMs)).reductionsPerSecond)
            : undefined,
          { holdPings: held },
        ),
      ),
    );
    return rate;
  } finally {
    await Promise.all(barriers.map((barrier) => barrier.close()));
  }
}

try {
  mkdirSync(dirname(values.out), { recursive: true });
  const start = Math.max(0, ...readRows(values.out).map((row) => row.round));
  for (let round = start + 1; round <= start + Number(values.rounds); round++) {
    // Rotated so that no way always comes first after the previous round's.
    const order = WAYS.map((_, i) => WAYS[(i + round) % WAYS.length]!);
    for (const way of order) {
      const reductionsPerSecond =
        way === "no barrier"
          ? (await measureBackground(broker.metricsUrls, windowMs)).reductionsPerSecond
          : await measureAtBarrier(way);
      const row: Row = {
        round,
        way,
        image: values.image,
        windowMs,
        reductionsPerSecond,
        at: new Date().toISOString(),
      };
      appendFileSync(values.out, `${JSON.stringify(row)}\n`);
      console.log(`round ${round} ${way}: ${Math.round(reductionsPerSecond)} reductions/s`);
    }
  }
} finally {
  await broker.stop();
}
report(readRows(values.out));
