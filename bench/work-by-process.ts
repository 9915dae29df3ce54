/**
 * Where a message's broker work goes, and which part of it a busy machine moves. Publishes a fixed
 * number of messages through one queue (confirms, one consumer acking each), reads every broker
 * process's reductions at rest before and after, and sums them per process kind (the module its
 * process was started with: rabbit_channel, rabbit_amqqueue_process, rabbit_writer, …). Rounds
 * alternate a quiet machine and one with busy-loop neighbours; the table gives the medians per
 * message and their change.
 *
 *   npx node --experimental-transform-types bench/work-by-process.ts --rounds 5
 *
 * Options: --rounds 5, --messages 20000, --size 1000, --confirm-window 100, --prefetch 200,
 * --busy 2 (busy-loop processes beside the busy rounds), --ack-every 1 (one multiple ack for every
 * N deliveries), --coalesce (each tick's socket writes in one, as the load generator does),
 * --groups (publish a whole confirm window, then wait for all of it), --out file.json (the raw
 * rounds).
 *
 * Reads the processes with `rabbitmqctl eval` in the container (a diagnostic the gate itself never
 * runs: it reads only the Prometheus endpoint). The clients' processes live across both readings;
 * the total is the VM's own counter.
 */
import "./resolve-ts.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import amqp from "amqplib";

const USAGE = `Usage: npx node --experimental-transform-types bench/work-by-process.ts [options]

Publishes a fixed number of messages through one queue and sums the broker's reductions per
process kind, in rounds alternating a quiet machine and busy-loop neighbours.

  --image <ref>            image (default rabbitmq:4.0.5-management)
  --rounds <n>             rounds (default 5)
  --messages <n>           messages per round (default 20000)
  --size <bytes>           message size (default 1000)
  --confirm-window <n>     confirms in flight (default 100)
  --prefetch <n>           consumer prefetch (default 200)
  --busy <n>               busy-loop processes in the busy rounds (default 2)
  --ack-every <n>          one multiple ack per n deliveries (default 1)
  --coalesce               each tick's socket writes in one
  --groups                 publish a whole confirm window, then wait for it
  --out <file.json>        write the raw rounds
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    image: { type: "string", default: "rabbitmq:4.0.5-management" },
    rounds: { type: "string", default: "5" },
    messages: { type: "string", default: "20000" },
    size: { type: "string", default: "1000" },
    "confirm-window": { type: "string", default: "100" },
    prefetch: { type: "string", default: "200" },
    busy: { type: "string", default: "2" },
    "ack-every": { type: "string", default: "1" },
    coalesce: { type: "boolean", default: false },
    groups: { type: "boolean", default: false },
    out: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Imported after the hook is registered: their own imports name `.js` files.
const { resolveConfig } = await import("../src/gate/resolve.js");
const { createProviders } = await import("../src/brokers/registry.js");
const { scenarioRegistry } = await import("../src/scenarios/registry.js");
const { createConsoleLogger } = await import("../src/cli/console-logger.js");
const { median } = await import("simple-statistics");
const { coalesceSocketWrites } = await import("../src/load/amqp091/connect.js");
const { abortOnSignals } = await import("../src/gate/runtime.js");
const { processSnapshot } = await import("./broker-processes.js");

const positive = (name: keyof typeof values): number => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name}: expected a whole number, got ${values[name]}`);
  return value;
};
const options = {
  rounds: positive("rounds"),
  messages: positive("messages"),
  size: positive("size"),
  confirmWindow: Math.max(1, positive("confirm-window")),
  prefetch: positive("prefetch"),
  busy: positive("busy"),
  ackEvery: Math.max(1, positive("ack-every")),
  coalesce: values.coalesce,
  groups: values.groups,
};

/**
 * Opens the clients and the queue (their processes must outlive the readings, or their reductions
 * would leave with them), then `measure` publishes `messages` with a confirm window while one
 * consumer acks each, and returns the rate once all are acked, reading the broker around it.
 */
async function carry<T>(
  url: string,
  read: () => Promise<T>,
): Promise<{ before: T; after: T; ratePerSecond: number }> {
  const publisherConnection = await amqp.connect(url);
  const consumerConnection = await amqp.connect(url);
  if (options.coalesce) {
    coalesceSocketWrites(publisherConnection);
    coalesceSocketWrites(consumerConnection);
  }
  try {
    const publisher = await publisherConnection.createConfirmChannel();
    const consumer = await consumerConnection.createChannel();
    const { queue } = await publisher.assertQueue("", { exclusive: false, autoDelete: true });
    await consumer.prefetch(options.prefetch);
    let consumed = 0;
    let allConsumed!: () => void;
    const finished = new Promise<void>((resolve) => (allConsumed = resolve));
    await consumer.consume(queue, (message) => {
      if (!message) return;
      consumed++;
      // One ack for every `ackEvery` deliveries (multiple), and one for the last.
      if (consumed % options.ackEvery === 0 || consumed === options.messages) {
        consumer.ack(message, options.ackEvery > 1);
      }
      if (consumed === options.messages) allConsumed();
    });
    const body = Buffer.alloc(options.size);
    const before = await read();
    const started = performance.now();
    let inFlight = 0;
    let wake: (() => void) | undefined;
    for (let sent = 0; sent < options.messages; sent++) {
      // A full window waits for one confirm, or with --groups for all of them: then the broker
      // always receives a whole window's publishes in one burst.
      const limit = options.groups ? 1 : options.confirmWindow;
      if (inFlight >= options.confirmWindow) {
        while (inFlight >= limit) await new Promise<void>((resolve) => (wake = resolve));
      }
      inFlight++;
      publisher.publish("", queue, body, {}, () => {
        inFlight--;
        wake?.();
      });
    }
    await publisher.waitForConfirms();
    await finished;
    const seconds = (performance.now() - started) / 1000;
    // Acks are asynchronous: a round trip on the consumer's channel (a prefetch change) is answered
    // only after the broker has taken every ack sent before it.
    await consumer.prefetch(options.prefetch);
    const after = await read();
    await consumer.close();
    await publisher.deleteQueue(queue);
    return { before, after, ratePerSecond: options.messages / seconds };
  } finally {
    await consumerConnection.close().catch(() => undefined);
    await publisherConnection.close().catch(() => undefined);
  }
}

function startNeighbours(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ["-e", "for(;;){}"], { stdio: "ignore" }),
  );
}

interface Round {
  round: number;
  machine: "quiet" | "busy";
  ratePerSecond: number;
  /** Reductions per message, per process kind; "@total" is the VM's counter, "@switches" its
   * context switches (process schedulings): fewer per message when the broker batches more. */
  perMessage: Record<string, number>;
}

const logger = createConsoleLogger(process.stderr);
const config = await resolveConfig(
  { targets: [{ id: "work-by-process", provider: "testcontainers", image: values.image }] },
  { registry: scenarioRegistry, source: "bench/work-by-process.ts" },
);
// Ctrl-C ends the round under way, then the broker is removed (a second one exits at once).
const interrupt = abortOnSignals((signal) => logger.warn(`${signal}: stopping and removing the broker`));
const broker = await createProviders()
  .get("testcontainers")!
  .start(config.targets[0]!, { logger, signal: interrupt.signal });
const rounds: Round[] = [];
try {
  await carry(broker.amqpUrls[0]!, async () => undefined); // warm-up: code loaded, caches filled
  for (let round = 1; round <= options.rounds; round++) {
    for (const machine of ["quiet", "busy"] as const) {
      interrupt.signal.throwIfAborted();
      const neighbours = machine === "busy" ? startNeighbours(options.busy) : [];
      try {
        const { before, after, ratePerSecond } = await carry(broker.amqpUrls[0]!, () =>
          processSnapshot(broker),
        );
        const perMessage: Record<string, number> = {};
        for (const [kind, count] of after) {
          perMessage[kind] = (count - (before.get(kind) ?? 0)) / options.messages;
        }
        rounds.push({ round, machine, ratePerSecond, perMessage });
        logger.info(
          `round ${round} ${machine}: ${Math.round(ratePerSecond)} msg/s, ${Math.round(perMessage["@total"]!)} reductions/msg`,
        );
      } finally {
        for (const neighbour of neighbours) neighbour.kill();
      }
    }
  }
} finally {
  await broker.stop();
  interrupt.dispose();
}

const medianOf = (machine: Round["machine"], kind: string) =>
  median(rounds.filter((r) => r.machine === machine).map((r) => r.perMessage[kind] ?? 0));
/** The VM's total first, its context switches last, the process kinds by size between. */
const rank = (kind: string) => (kind === "@total" ? 0 : kind === "@switches" ? 2 : 1);
const kinds = [...new Set(rounds.flatMap((r) => Object.keys(r.perMessage)))]
  .filter((kind) => kind.startsWith("@") || medianOf("quiet", kind) >= 5 || medianOf("busy", kind) >= 5)
  .sort((a, b) => rank(a) - rank(b) || medianOf("quiet", b) - medianOf("quiet", a));
const lines = [
  `${values.image}, ${options.messages} messages of ${options.size} B, confirm window ${options.confirmWindow}, ` +
    `prefetch ${options.prefetch}, ack every ${options.ackEvery}${options.coalesce ? ", writes coalesced" : ""}${options.groups ? ", published in whole windows" : ""}, ${options.rounds} rounds; busy: ${options.busy} busy-loop processes beside`,
  "",
  "| per message | quiet | busy | change |",
  "| --- | ---: | ---: | ---: |",
  `| rate (msg/s) | ${Math.round(median(rounds.filter((r) => r.machine === "quiet").map((r) => r.ratePerSecond)))} | ` +
    `${Math.round(median(rounds.filter((r) => r.machine === "busy").map((r) => r.ratePerSecond)))} | |`,
  ...kinds.map((kind) => {
    const quiet = medianOf("quiet", kind);
    const busy = medianOf("busy", kind);
    const change =
      quiet > 0 ? `${busy >= quiet ? "+" : ""}${(((busy - quiet) / quiet) * 100).toFixed(1)}%` : "";
    const label =
      kind === "@total" ? "**all (VM counter)**" : kind === "@switches" ? "context switches/msg" : kind;
    return `| ${label} | ${quiet.toFixed(0)} | ${busy.toFixed(0)} | ${change} |`;
  }),
];
console.log(lines.join("\n"));
if (values.out)
  writeFileSync(
    values.out,
    `${JSON.stringify({ options: { image: values.image, ...options }, rounds }, null, 2)}\n`,
  );
