/**
 * The broker's work per message as our load generator causes it, against a minimal client of the
 * same protocol doing the same thing: one publisher and one consumer connection on one classic
 * queue, 1000-byte transient messages, one message at a time end to end (publish, wait for its
 * confirm and its delivery, ack) — the throughput scenario's work phase. The minimal clients use
 * amqplib and rhea as their READMEs show (library defaults: rhea's credit window and auto-accept,
 * no properties beyond the body), so what separates the two columns is our clients' framing:
 * sections and properties, credit and disposition handling, the confirm window.
 *
 *   npx node --experimental-transform-types bench/client-work.ts
 *   npx node --experimental-transform-types bench/client-work.ts --images rabbitmq:4.0.5-management --rounds 8
 *   npx node --experimental-transform-types bench/client-work.ts --report-only
 *
 * Options: --images (comma-separated; default rabbitmq:4.0.5-management,rabbitmq:4.3.6-management),
 * --rounds 6, --messages 2000 (per minimal-client trial), --out bench/data/client-work/runs.jsonl,
 * --report-only. Each round runs the four clients in a rotated order; each trial is one JSON line,
 * so a stopped run continues where it stopped. Reductions are the broker's (every node), read
 * from its Prometheus endpoint around the messages, idle background subtracted, per message.
 * Needs Docker and the test bench images (bash testbench/setup.sh); runs with Node 24 from the
 * sources (type transformation: the broker provider has parameter properties).
 */
import "./resolve-ts.ts";
import { randomUUID } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Protocol } from "./minimal-clients.js";

type Client = "generator" | "minimal" | "headerless";
const CELLS: readonly [Protocol, Client][] = [
  ["amqp091", "generator"],
  ["amqp091", "minimal"],
  ["amqp10", "generator"],
  ["amqp10", "minimal"],
  ["amqp10", "headerless"],
];

interface Row {
  image: string;
  version: string;
  round: number;
  protocol: Protocol;
  client: Client;
  messages: number;
  reductionsPerMessage?: number;
  brokerCpuUsPerMessage?: number;
  clientCpuUsPerMessage: number;
  at: string;
}

const USAGE = `Usage: npx node --experimental-transform-types bench/client-work.ts [options]

The broker's reductions per message from our load generator and from a minimal amqplib / rhea
client, one message at a time end to end, AMQP 0.9.1 and 1.0; one JSON line per trial (resumable).

  --images <refs>      comma-separated images (default
                       rabbitmq:4.0.5-management,rabbitmq:4.3.6-management)
  --rounds <n>         rounds (default 6)
  --messages <n>       messages per minimal-client trial (default 2000)
  --out <file.jsonl>   trial lines (default bench/data/client-work/runs.jsonl)
  --report-only        print the table of --out, measure nothing
  -h, --help           this text`;

const { values } = parseArgs({
  options: {
    images: { type: "string", default: "rabbitmq:4.0.5-management,rabbitmq:4.3.6-management" },
    rounds: { type: "string", default: "6" },
    messages: { type: "string", default: "2000" },
    out: {
      type: "string",
      default: join(dirname(fileURLToPath(import.meta.url)), "data", "client-work", "runs.jsonl"),
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
const { median } = await import("simple-statistics");

const images = values.images.split(",").filter((image) => image !== "");
const rounds = Number(values.rounds);
const minimalMessages = Number(values.messages);
const out = values.out;

async function measureImage(image: string, done: Row[]): Promise<void> {
  const isDone = (round: number, protocol: Protocol, client: Client) =>
    done.some(
      (r) => r.image === image && r.round === round && r.protocol === protocol && r.client === client,
    );
  const missing = Array.from({ length: rounds }, (_, i) => i + 1).some((round) =>
    CELLS.some(([protocol, client]) => !isDone(round, protocol, client)),
  );
  if (!missing) return;
  const provider = new TestcontainersProvider({ labels: { "rabbitmq-perf-gate.bench": "client-work" } });
  const target = {
    ...TestcontainersTargetSchema.parse({ provider: "testcontainers", image, protocol: "amqp10" }),
    id: "bench-client-work",
  };
  const broker = await provider.start(target, { logger: silentLogger });
  try {
    const { meter: work } = await openWorkMeter(broker.metricsUrls);
    const version = broker.info.serverVersion;
    const url = broker.amqpUrls[0]!;
    const admin = await AdminSession.open(url, "bench client-work", 15_000);
    try {
      for (let round = 1; round <= rounds; round++) {
        const shift = (round - 1) % CELLS.length;
        const order = [...CELLS.slice(shift), ...CELLS.slice(0, shift)];
        for (const [protocol, client] of order) {
          if (isDone(round, protocol, client)) continue;
          const queue = `perf-gate-bench-client-work-${randomUUID().slice(0, 8)}`;
          await admin.declareQueue(queue, { durable: true });
          try {
            const trial = { url, work, count: minimalMessages, pacing: "end-to-end", inFlight: 1 } as const;
            const measured =
              client === "generator"
                ? await generatorTrial({
                    urls: broker.amqpUrls,
                    queue,
                    protocol,
                    serverVersion: version,
                    work,
                  })
                : protocol === "amqp091"
                  ? await minimalAmqp091(trial, queue)
                  : await minimalAmqp10(trial, queueAddress(queue, addressFormatOf(version)), {
                      headerless: client === "headerless",
                    });
            const per = (value: number | undefined, scale = 1) =>
              value === undefined ? undefined : (value * scale) / measured.messages;
            const row: Row = {
              image,
              version,
              round,
              protocol,
              client,
              messages: measured.messages,
              ...(measured.reductions !== undefined && { reductionsPerMessage: per(measured.reductions)! }),
              ...(measured.brokerCpuMs !== undefined && {
                brokerCpuUsPerMessage: per(measured.brokerCpuMs, 1000)!,
              }),
              clientCpuUsPerMessage: per(measured.clientCpuMs, 1000)!,
              at: new Date().toISOString(),
            };
            appendFileSync(out, `${JSON.stringify(row)}\n`);
            done.push(row);
            console.log(
              `${version} round ${round} ${protocol.padEnd(7)} ${client.padEnd(9)} ` +
                `${Math.round(row.reductionsPerMessage ?? 0)} reductions/msg over ${Math.round(row.messages)} messages`,
            );
          } finally {
            await admin.deleteQueues([queue]);
          }
        }
      }
    } finally {
      await admin.close();
    }
  } finally {
    await broker.stop();
  }
}

function report(rows: readonly Row[]): void {
  const versions = [...new Set(rows.map((r) => r.version))];
  const pick = (
    version: string,
    protocol: Protocol,
    client: Client,
    value: (r: Row) => number | undefined,
  ) => {
    const values = rows
      .filter((r) => r.version === version && r.protocol === protocol && r.client === client)
      .map(value)
      .filter((v): v is number => v !== undefined);
    return { value: values.length > 0 ? median(values) : undefined, count: values.length };
  };
  const format = (value: number | undefined) =>
    value === undefined ? "—" : value >= 100 ? Math.round(value).toLocaleString("en-US") : value.toFixed(1);
  const ratio = (a: number | undefined, b: number | undefined) =>
    a !== undefined && b !== undefined && b > 0 ? (a / b).toFixed(3) : "—";
  for (const [label, value] of [
    ["reductions per message", (r: Row) => r.reductionsPerMessage],
    ["broker CPU µs per message", (r: Row) => r.brokerCpuUsPerMessage],
  ] as const) {
    console.log(`\n${label} (medians; trials in brackets)\n`);
    console.log("| version | protocol | generator | minimal client | generator / minimal |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const version of versions) {
      for (const protocol of ["amqp091", "amqp10"] as const) {
        const g = pick(version, protocol, "generator", value);
        const m = pick(version, protocol, "minimal", value);
        console.log(
          `| ${version} | ${protocol} | ${format(g.value)} (${g.count}) | ${format(m.value)} (${m.count}) | ${ratio(g.value, m.value)} |`,
        );
      }
      const headerless = pick(version, "amqp10", "headerless", value);
      const minimal10 = pick(version, "amqp10", "minimal", value);
      console.log(
        `| ${version} | amqp10 without a header section (durable) | | ${format(headerless.value)} (${headerless.count}) | ${ratio(headerless.value, minimal10.value)} × minimal |`,
      );
      const g = ["amqp10", "amqp091"].map((p) => pick(version, p as Protocol, "generator", value).value);
      const m = ["amqp10", "amqp091"].map((p) => pick(version, p as Protocol, "minimal", value).value);
      console.log(`| ${version} | 1.0 / 0.9.1 | ${ratio(g[0], g[1])} | ${ratio(m[0], m[1])} | |`);
    }
  }
}

mkdirSync(dirname(out), { recursive: true });
const rows = readJsonLines<Row>(out);
if (!values["report-only"]) {
  for (const image of images) await measureImage(image, rows);
}
report(rows);
