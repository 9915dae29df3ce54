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
import type { WorkMeter } from "../src/work/meter.js";

type Protocol = "amqp091" | "amqp10";
type Client = "generator" | "minimal" | "headerless";
const CELLS: readonly [Protocol, Client][] = [
  ["amqp091", "generator"],
  ["amqp091", "minimal"],
  ["amqp10", "generator"],
  ["amqp10", "minimal"],
  ["amqp10", "headerless"],
];
const BODY_BYTES = 1000;

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
const { runLoad } = await import("../src/load/load-run.js");
const { addressFormatOf, queueAddress } = await import("../src/load/amqp10/address.js");
const { closeAmqp10, connectionOptionsOf } = await import("../src/load/amqp10/connect.js");
const amqplib = (await import("amqplib")).default;
const rhea = (await import("rhea")).default;
const { median } = await import("simple-statistics");

const images = values.images.split(",").filter((image) => image !== "");
const rounds = Number(values.rounds);
const minimalMessages = Number(values.messages);
const out = values.out;

/** The work of `exchange(i)` for i < count, between connecting and closing, per message. */
interface Measured {
  messages: number;
  reductions?: number;
  brokerCpuMs?: number;
  clientCpuMs: number;
}

/** AMQP 0.9.1 with amqplib as its README shows: a confirm channel, a consumer acking each message. */
async function minimalAmqp091(url: string, queue: string, work: WorkMeter, count: number): Promise<Measured> {
  const publisherConnection = await amqplib.connect(url);
  // Closed below whether or not the second connection opens.
  const consumerConnection = await amqplib.connect(url).catch(async (error: unknown) => {
    await publisherConnection.close().catch(() => {});
    throw error;
  });
  try {
    const publisher = await publisherConnection.createConfirmChannel();
    const consumer = await consumerConnection.createChannel();
    await consumer.prefetch(200);
    let delivered: (() => void) | undefined;
    await consumer.consume(queue, (message) => {
      if (message === null) return;
      consumer.ack(message);
      delivered?.();
    });
    const body = Buffer.alloc(BODY_BYTES, 1);
    const window = await work.start();
    for (let i = 0; i < count; i++) {
      const arrived = new Promise<void>((resolve) => (delivered = resolve));
      const confirmed = new Promise<void>((resolve, reject) =>
        publisher.sendToQueue(queue, body, {}, (error: unknown) =>
          error ? reject(new Error("nack")) : resolve(),
        ),
      );
      await Promise.all([confirmed, arrived]);
    }
    await consumerConnection.close();
    await publisherConnection.close();
    const usage = await window.stop();
    return { messages: count, ...usage };
  } finally {
    await consumerConnection.close().catch(() => {});
    await publisherConnection.close().catch(() => {});
  }
}

/**
 * AMQP 1.0 with rhea as its examples show: a sender, a receiver with the default credit window.
 * The message has a header section with `durable: false`, as the generator's transient messages do;
 * `headerless` leaves it out, as rhea's examples do, and RabbitMQ then takes the message as durable
 * (it defaults `durable` to true where the spec says false: rabbitmq-server commit 73d697a, "Change
 * AMQP header durable to true by default").
 */
async function minimalAmqp10(
  url: string,
  address: string,
  work: WorkMeter,
  count: number,
  headerless: boolean,
): Promise<Measured> {
  // rhea as its examples open it (no write coalescing, no TCP_NODELAY); closed the project's way.
  const open = (name: string) =>
    new Promise<import("rhea").Connection>((resolve, reject) => {
      const connection = rhea.create_container({ id: name }).connect(connectionOptionsOf(url, name));
      const failed = () => {
        void closeAmqp10(connection);
        reject(new Error(`${name}: connection refused`));
      };
      connection.once("connection_open", () => {
        connection.removeListener("connection_error", failed);
        connection.removeListener("disconnected", failed);
        resolve(connection);
      });
      connection.once("connection_error", failed);
      connection.once("disconnected", failed);
    });
  const publisherConnection = await open("minimal publisher");
  const consumerConnection = await open("minimal consumer").catch(async (error: unknown) => {
    await closeAmqp10(publisherConnection);
    throw error;
  });
  try {
    const sender = publisherConnection.open_sender(address);
    const receiver = consumerConnection.open_receiver(address);
    let delivered: (() => void) | undefined;
    let accepted: (() => void) | undefined;
    receiver.on("message", () => delivered?.());
    sender.on("accepted", () => accepted?.());
    await Promise.all([
      new Promise((resolve) => sender.once("sendable", resolve)),
      new Promise((resolve) => receiver.once("receiver_open", resolve)),
    ]);
    const body = rhea.message.data_section(Buffer.alloc(BODY_BYTES, 1));
    const window = await work.start();
    for (let i = 0; i < count; i++) {
      const arrived = new Promise<void>((resolve) => (delivered = resolve));
      const confirmed = new Promise<void>((resolve) => (accepted = resolve));
      sender.send(headerless ? { body } : { durable: false, body });
      await Promise.all([confirmed, arrived]);
    }
    await closeAmqp10(consumerConnection);
    await closeAmqp10(publisherConnection);
    const usage = await window.stop();
    return { messages: count, ...usage };
  } finally {
    await closeAmqp10(consumerConnection);
    await closeAmqp10(publisherConnection);
  }
}

/** The throughput scenario's work phase: our generator, one message in flight, no latencies. */
async function generator(
  urls: readonly string[],
  queue: string,
  protocol: Protocol,
  serverVersion: string,
  work: WorkMeter,
): Promise<Measured> {
  const load = await runLoad({
    amqpUrls: urls,
    protocol:
      protocol === "amqp10"
        ? { name: "amqp10", addressFormat: addressFormatOf(serverVersion) }
        : { name: "amqp091" },
    queues: [queue],
    publishers: 1,
    consumers: 1,
    publisherThreads: 0,
    consumerThreads: 0,
    publisher: {
      messageSizeBytes: BODY_BYTES,
      confirms: true,
      confirmWindow: 1,
      confirmMode: "batch",
      persistent: false,
      publishRatePerSecond: 0,
      inFlight: 1,
    },
    consumer: { prefetch: 200, ackMode: "single", multipleAckEvery: 100 },
    warmupMs: 0,
    durationMs: 2_000,
    connectTimeoutMs: 15_000,
    confirmTimeoutMs: 10_000,
    drainIdleTimeoutMs: 5_000,
    drainTimeoutMs: 30_000,
    connectionNamePrefix: `${queue} generator`,
    latencies: false,
    work,
    logger: silentLogger,
  });
  if (load.uniqueConsumed !== load.published || !load.work) {
    throw new Error(`generator trial invalid: published ${load.published}, consumed ${load.uniqueConsumed}`);
  }
  return { messages: (load.published + load.delivered) / 2, ...load.work };
}

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
            const measured =
              client === "generator"
                ? await generator(broker.amqpUrls, queue, protocol, version, work)
                : protocol === "amqp091"
                  ? await minimalAmqp091(url, queue, work, minimalMessages)
                  : await minimalAmqp10(
                      url,
                      queueAddress(queue, addressFormatOf(version)),
                      work,
                      minimalMessages,
                      client === "headerless",
                    );
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
