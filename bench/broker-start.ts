/**
 * Where a target's start goes, from "starting target" to a verified broker ready for its first
 * trial: the container's start and the broker's boot (to "Server startup complete" in its log),
 * every command the gate runs in the container (rabbitmqctl and friends, timed one by one), and
 * the gate's steps after the provider's start (verification, protocol check, work meter).
 *
 *   npx node --experimental-transform-types bench/broker-start.ts --runs 3
 *   npx node --experimental-transform-types bench/broker-start.ts --nodes 3 --runs 3
 *
 * Options: --image rabbitmq:4.0.5-management; --nodes 1|3; --metadata-store mnesia|khepri;
 * --queue-type classic|quorum|stream; --runs 3; --conf-file <rabbitmq.conf snippet>; --cpus <n>
 * (the broker's CPU quota); --help. Prints one line per run and the median of each phase; runs one
 * start at a time, so a quiet machine gives the cleanest figures.
 *
 * Reliability mode (--out <file.jsonl>): starts only (no verification), --runs of them for the
 * image in the file (a stopped script resumes), each with 0-2 busy neighbour processes drawn per
 * run (--neighbours <min>-<max>); a start that fails is counted, not fatal, and a joiner that the
 * start had to begin again blank is counted as a recovery. One JSON line per start is appended;
 * --summary prints ready/failed/recovered and the median start time per image and condition.
 *
 *   npx node --experimental-transform-types bench/broker-start.ts --nodes 3 --cpus 1 --neighbours 0-2 \
 *     --image rabbitmq:3.10.8-management --runs 20 --out bench/data/broker-start/reliability.jsonl
 *   npx node --experimental-transform-types bench/broker-start.ts --out bench/data/broker-start/reliability.jsonl --summary
 */
import "./resolve-ts.ts";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx node --experimental-transform-types bench/broker-start.ts [options]

Times a target's start phase by phase: container and broker boot, each command run in the
container, verification, protocol check and work meter.

  --image <ref>            image (default rabbitmq:4.0.5-management)
  --nodes 1|3              cluster size (default 1)
  --metadata-store <s>     mnesia or khepri (default: the image's)
  --queue-type <t>         classic, quorum or stream (default classic)
  --runs <n>               starts to time (default 3)
  --conf-file <path>       a rabbitmq.conf snippet for the target
  --cpus <n>               the broker's CPU quota per node
  --out <file.jsonl>       reliability mode: starts only, appended to the file, resumable
  --neighbours <a>-<b>     busy neighbour processes per start in reliability mode (default 0-0)
  --summary                print the reliability file's summary and exit
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    image: { type: "string", default: "rabbitmq:4.0.5-management" },
    nodes: { type: "string", default: "1" },
    "metadata-store": { type: "string" },
    "queue-type": { type: "string", default: "classic" },
    runs: { type: "string", default: "3" },
    "conf-file": { type: "string" },
    cpus: { type: "string" },
    out: { type: "string" },
    neighbours: { type: "string", default: "0-0" },
    summary: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const { createProviders } = await import("../src/brokers/registry.js");
const { TargetSchema } = await import("../src/model/config.js");
const { verifyBroker } = await import("../src/brokers/verify.js");
const { checkTargetProtocol } = await import("../src/gate/protocol-check.js");
const { openWorkMeter } = await import("../src/work/meter.js");
const { createConsoleLogger } = await import("../src/cli/console-logger.js");
const { configureRuntime } = await import("../src/gate/runtime.js");

configureRuntime();
const logger = createConsoleLogger(process.stderr);
const provider = createProviders().get("testcontainers")!;
const target = {
  ...TargetSchema.parse({
    provider: "testcontainers",
    image: values.image,
    nodes: Number(values.nodes),
    queueType: values["queue-type"],
    ...(values["metadata-store"] && { metadataStore: values["metadata-store"] }),
    ...(values["conf-file"] && { rabbitmqConf: readFileSync(values["conf-file"], "utf8") }),
    ...(values.cpus && { cpus: Number(values.cpus) }),
  }),
  id: "start-timing",
};

if (values.out) {
  const { runReliability, summarize } = await import("./broker-start-reliability.js");
  if (values.summary) console.log(summarize(values.out));
  else {
    await runReliability({
      provider,
      target: target as import("../src/model/config.js").TestcontainersTarget,
      out: values.out,
      runs: Number(values.runs),
      neighbours: values.neighbours,
      cpus: values.cpus === undefined ? undefined : Number(values.cpus),
    });
    console.log(summarize(values.out));
  }
  process.exit(0);
}

type Phases = Record<string, number>;
const runs: Phases[] = [];
const seconds = (ms: number) => (ms / 1000).toFixed(2);

for (let run = 1; run <= Number(values.runs); run++) {
  const commands: { command: string; ms: number }[] = [];
  const phases: Phases = {};
  const t0 = performance.now();
  const broker = await provider.start(target, { logger });
  phases.providerStart = performance.now() - t0;
  try {
    // Every command run from here on is timed: the start's own commands are read from the log below.
    const exec = broker.exec!.bind(broker);
    broker.exec = async (node, command) => {
      const started = performance.now();
      try {
        return await exec(node, command);
      } finally {
        commands.push({ command: command.slice(0, 3).join(" "), ms: performance.now() - started });
      }
    };
    let mark = performance.now();
    await verifyBroker(broker, target);
    phases.verify = performance.now() - mark;
    mark = performance.now();
    await checkTargetProtocol(broker, target, () => {});
    phases.protocolCheck = performance.now() - mark;
    mark = performance.now();
    // The meter holds no connection: opening it is its idle-background measurement.
    await openWorkMeter(broker.metricsUrls);
    phases.workMeter = performance.now() - mark;
    phases.total = performance.now() - t0;
    const boot = await bootSeconds(broker);
    if (boot !== undefined) phases.brokerBoot = boot * 1000;
    // One command on its own: what any rabbitmqctl call costs (an Erlang VM's start and stop).
    mark = performance.now();
    await exec(0, ["rabbitmqctl", "-q", "status"]);
    phases.oneRabbitmqctl = performance.now() - mark;
  } finally {
    await broker.stop();
  }
  runs.push(phases);
  console.log(
    `run ${run}: ${Object.entries(phases)
      .map(([name, ms]) => `${name} ${seconds(ms)} s`)
      .join(", ")}`,
  );
  console.log(
    `  commands after the start: ${commands.map((c) => `${c.command} ${seconds(c.ms)} s`).join("; ")}`,
  );
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const names = [...new Set(runs.flatMap((r) => Object.keys(r)))];
console.log(
  `median of ${runs.length}: ${names.map((n) => `${n} ${seconds(median(runs.map((r) => r[n] ?? 0)))} s`).join(", ")}`,
);

/** Seconds from the broker's first log line to "Server startup complete", by the log's timestamps. */
async function bootSeconds(broker: {
  logTail(lines?: number): Promise<string>;
}): Promise<number | undefined> {
  const lines = (await broker.logTail(2_000)).split("\n");
  const stamp = (line: string | undefined) => {
    const match = /(\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d\.\d+)/.exec(line ?? "");
    return match ? Date.parse(match[1]!.replace(" ", "T") + "Z") : undefined;
  };
  const first = lines.map(stamp).find((t) => t !== undefined);
  const ready = stamp(lines.find((line) => line.includes("Server startup complete")));
  return first !== undefined && ready !== undefined ? (ready - first) / 1000 : undefined;
}
