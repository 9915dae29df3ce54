/**
 * Frames per message on the wire, each direction and performative, and the broker's reductions per
 * message, over AMQP 0.9.1 and AMQP 1.0, for one publisher and one consumer on one classic queue
 * (1000-byte transient messages), as four ways of pacing them:
 *
 * - generator, end-to-end: our load generator's throughput work phase (publish, wait for the
 *   confirm and the delivery, then the next);
 * - generator, accept: the same clients with no in-flight limit, paced on the confirm (the broker's
 *   accept) alone, the consumer taking deliveries freely;
 * - minimal, end-to-end: the minimal amqplib / rhea clients of client-work.ts, paced as the work phase;
 * - minimal, accept, 1 and 100 in flight: the same clients paced on the confirm, consumer free;
 * - minimal-serial (AMQP 1.0): the minimal rhea client with the generator's fix of rhea's session
 *   window (src/load/amqp10/session-window.ts), end to end and on accept.
 *
 * Frames are counted by a transparent TCP proxy on loopback in this process (frame-proxy.ts)
 * between the work meter's readings, so frames and reductions cover the same messages. Each cell
 * also runs without the proxy ("direct"), so its one loopback hop can be seen not to move the
 * broker's work.
 *
 *   npx node --experimental-transform-types bench/amqp-frames.ts
 *   npx node --experimental-transform-types bench/amqp-frames.ts --images rabbitmq:4.0.5-management --rounds 2
 *   npx node --experimental-transform-types bench/amqp-frames.ts --report-only
 *
 * Each trial is one JSON line of --out, so a stopped run continues where it stopped. Needs Docker
 * and the test bench images (bash testbench/setup.sh).
 */
import "./resolve-ts.ts";
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Pacing, Protocol } from "./minimal-clients.js";
import type { WorkMeter } from "../src/work/meter.js";

type Client = "generator" | "minimal" | "minimal-serial";
type Via = "proxy" | "direct";
interface Cell {
  client: Client;
  pacing: Pacing;
  inFlight: number;
}
const CELLS: readonly Cell[] = [
  { client: "generator", pacing: "end-to-end", inFlight: 1 },
  { client: "generator", pacing: "accept", inFlight: 1 },
  { client: "minimal", pacing: "end-to-end", inFlight: 1 },
  { client: "minimal", pacing: "accept", inFlight: 1 },
  { client: "minimal", pacing: "accept", inFlight: 100 },
  { client: "minimal-serial", pacing: "end-to-end", inFlight: 1 },
  { client: "minimal-serial", pacing: "accept", inFlight: 1 },
];
/** The cells a protocol runs: rhea's session window fix has no AMQP 0.9.1 counterpart. */
const cellsOf = (protocol: Protocol) =>
  CELLS.filter((cell) => protocol === "amqp10" || cell.client !== "minimal-serial");
const PROTOCOLS: readonly Protocol[] = ["amqp091", "amqp10"];
const VIAS: readonly Via[] = ["proxy", "direct"];

interface Row extends Cell {
  image: string;
  version: string;
  round: number;
  protocol: Protocol;
  via: Via;
  messages: number;
  reductionsPerMessage?: number;
  clientCpuUsPerMessage: number;
  /** Through the proxy: frames per message by sender, receiver and name; bytes per message. */
  framesPerMessage?: Record<string, number>;
  at: string;
}

const USAGE = `Usage: npx node --experimental-transform-types bench/amqp-frames.ts [options]

Frames per message on the wire (each direction, by performative) and the broker's reductions per
message, for our load generator and minimal amqplib / rhea clients, paced end to end or on the
broker's accept, AMQP 0.9.1 and 1.0; one JSON line per trial (resumable).

  --images <refs>      comma-separated images (default
                       rabbitmq:4.0.5-management,rabbitmq:4.3.6-management)
  --rounds <n>         rounds (default 2)
  --messages <n>       messages per minimal-client trial (default 2000)
  --out <file.jsonl>   trial lines (default bench/data/amqp-frames/runs.jsonl)
  --report-only        print the tables of --out, measure nothing
  -h, --help           this text`;

const { values } = parseArgs({
  options: {
    images: { type: "string", default: "rabbitmq:4.0.5-management,rabbitmq:4.3.6-management" },
    rounds: { type: "string", default: "2" },
    messages: { type: "string", default: "2000" },
    out: {
      type: "string",
      default: join(dirname(fileURLToPath(import.meta.url)), "data", "amqp-frames", "runs.jsonl"),
    },
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
const { openWorkMeter } = await import("../src/work/meter.js");
const { AdminSession } = await import("../src/amqp/admin.js");
const { addressFormatOf, queueAddress } = await import("../src/load/amqp10/address.js");
const { generatorTrial, minimalAmqp091, minimalAmqp10 } = await import("./minimal-clients.js");
const { framesPerMessage, startFrameProxy } = await import("./frame-proxy.js");
const { median } = await import("simple-statistics");

const images = values.images.split(",").filter((image) => image !== "");
const rounds = Number(values.rounds);
const minimalMessages = Number(values.messages);
const out = values.out;

const cellName = (cell: Cell) => `${cell.client} ${cell.pacing} ${cell.inFlight}`;
const sameCell = (row: Row, protocol: Protocol, cell: Cell, via: Via) =>
  row.protocol === protocol && row.via === via && cellName(row) === cellName(cell);

type Snapshot = ReturnType<Awaited<ReturnType<typeof startFrameProxy>>["snapshot"]>;

/** `work`, whose window also takes the proxy's counts at its edges (at rest, as the meter reads). */
function meterWithFrames(work: WorkMeter, snapshot: () => Snapshot) {
  let edges: { before: Snapshot; after?: Snapshot } | undefined;
  const meter: WorkMeter = {
    get brokerUnavailable() {
      return work.brokerUnavailable;
    },
    async start() {
      const window = await work.start();
      const current = { before: snapshot() } as { before: Snapshot; after?: Snapshot };
      edges = current;
      return {
        stop: () => {
          current.after = snapshot();
          return window.stop();
        },
      };
    },
  };
  return { meter, edges: () => edges };
}

async function measureImage(image: string, done: Row[]): Promise<void> {
  const isDone = (round: number, protocol: Protocol, cell: Cell, via: Via) =>
    done.some((r) => r.image === image && r.round === round && sameCell(r, protocol, cell, via));
  const trials = Array.from({ length: rounds }, (_, i) => i + 1).flatMap((round) =>
    PROTOCOLS.flatMap((protocol) =>
      cellsOf(protocol).flatMap((cell) => VIAS.map((via) => ({ round, protocol, cell, via }))),
    ),
  );
  if (trials.every((t) => isDone(t.round, t.protocol, t.cell, t.via))) return;
  const provider = new TestcontainersProvider({ labels: { "rabbitmq-perf-gate.bench": "amqp-frames" } });
  const target = {
    ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image, protocol: "amqp10" }),
    id: "bench-amqp-frames",
  };
  const broker = await provider.start(target, { logger: silentLogger });
  try {
    const { meter } = await openWorkMeter(broker.metricsUrls);
    const version = broker.info.serverVersion;
    const brokerUrl = broker.amqpUrls[0]!;
    const proxy = await startFrameProxy(brokerUrl);
    const admin = await AdminSession.open(brokerUrl, "bench amqp-frames", 15_000);
    try {
      for (let round = 1; round <= rounds; round++) {
        // Each round rotates the order, so no cell always follows the same one.
        const list = trials.filter((t) => t.round === round);
        const shift = ((round - 1) * 3) % list.length;
        for (const { protocol, cell, via } of [...list.slice(shift), ...list.slice(0, shift)]) {
          if (isDone(round, protocol, cell, via)) continue;
          const queue = `perf-gate-bench-amqp-frames-${randomUUID().slice(0, 8)}`;
          await admin.declareQueue(queue, { durable: true });
          try {
            const url = via === "proxy" ? proxy.url : brokerUrl;
            const { meter: work, edges } = meterWithFrames(meter, () => proxy.snapshot());
            const trial = { url, work, count: minimalMessages, pacing: cell.pacing, inFlight: cell.inFlight };
            const measured =
              cell.client === "generator"
                ? await generatorTrial({
                    urls: [url],
                    queue,
                    protocol,
                    serverVersion: version,
                    work,
                    inFlight: cell.pacing === "end-to-end" ? 1 : 0,
                  })
                : protocol === "amqp091"
                  ? await minimalAmqp091(trial, queue)
                  : await minimalAmqp10(trial, queueAddress(queue, addressFormatOf(version)), {
                      serialWindow: cell.client === "minimal-serial",
                    });
            const window = edges();
            const row: Row = {
              image,
              version,
              round,
              protocol,
              ...cell,
              via,
              messages: measured.messages,
              ...(measured.reductions !== undefined && {
                reductionsPerMessage: measured.reductions / measured.messages,
              }),
              clientCpuUsPerMessage: (measured.clientCpuMs * 1000) / measured.messages,
              ...(via === "proxy" &&
                window?.after && {
                  framesPerMessage: framesPerMessage(window.before, window.after, measured.messages),
                }),
              at: new Date().toISOString(),
            };
            appendFileSync(out, `${JSON.stringify(row)}\n`);
            done.push(row);
            console.log(
              `${version} round ${round} ${protocol.padEnd(7)} ${cellName(cell).padEnd(24)} ${via.padEnd(6)} ` +
                `${Math.round(row.reductionsPerMessage ?? 0)} reductions/msg over ${Math.round(row.messages)} messages`,
            );
          } finally {
            await admin.deleteQueues([queue]);
          }
        }
      }
    } finally {
      await admin.close();
      await proxy.close();
    }
  } finally {
    await broker.stop();
  }
}

function report(rows: readonly Row[]): void {
  const versions = [...new Set(rows.map((r) => r.version))];
  const format = (value: number | undefined) =>
    value === undefined ? "—" : Math.round(value).toLocaleString("en-US");
  const medianOf = (values: number[]) => (values.length > 0 ? median(values) : undefined);
  console.log("\nReductions per message (medians; trials in brackets), through the proxy and direct\n");
  console.log(
    "| version | client, pacing, in flight | AMQP 0.9.1 proxy | direct | AMQP 1.0 proxy | direct | 1.0 / 0.9.1 (direct) |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const version of versions) {
    for (const cell of CELLS) {
      const cells = PROTOCOLS.flatMap((protocol) =>
        VIAS.map((via) => {
          const values = rows
            .filter((r) => r.version === version && sameCell(r, protocol, cell, via))
            .map((r) => r.reductionsPerMessage)
            .filter((v): v is number => v !== undefined);
          return { value: medianOf(values), count: values.length };
        }),
      );
      const [, direct091, , direct10] = cells.map((c) => c.value);
      const ratio =
        direct091 !== undefined && direct10 !== undefined ? (direct10 / direct091).toFixed(3) : "—";
      console.log(
        `| ${version} | ${cellName(cell)} | ${cells.map((c) => `${format(c.value)} (${c.count})`).join(" | ")} | ${ratio} |`,
      );
    }
  }
  for (const version of versions) {
    for (const protocol of PROTOCOLS) {
      const cells = cellsOf(protocol);
      const byCell = cells.map((cell) =>
        rows.filter(
          (r) => r.version === version && sameCell(r, protocol, cell, "proxy") && r.framesPerMessage,
        ),
      );
      const keys = [
        ...new Set(byCell.flatMap((list) => list.flatMap((r) => Object.keys(r.framesPerMessage!)))),
      ]
        .filter((key) =>
          byCell.some((list) => (medianOf(list.map((r) => r.framesPerMessage![key] ?? 0)) ?? 0) >= 0.005),
        )
        .sort();
      console.log(`\n${version} ${protocol}: frames per message (medians), by sender→receiver and name\n`);
      console.log(`| frame | ${cells.map(cellName).join(" | ")} |`);
      console.log(`| --- | ${cells.map(() => "---").join(" | ")} |`);
      for (const key of keys) {
        const values = byCell.map((list) => medianOf(list.map((r) => r.framesPerMessage![key] ?? 0)));
        const shown = values.map((v) =>
          v === undefined ? "—" : key.endsWith("bytes") ? Math.round(v).toString() : v.toFixed(3),
        );
        console.log(`| ${key} | ${shown.join(" | ")} |`);
      }
    }
  }
}

mkdirSync(dirname(out), { recursive: true });
const rows = readJsonLines<Row>(out);
if (!values["report-only"]) {
  for (const image of images) await measureImage(image, rows);
}
report(rows);
