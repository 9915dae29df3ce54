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
 * --queue-type classic|quorum|stream; --runs 3; --help. Prints one line per run and the median of
 * each phase; runs one start at a time, so a quiet machine gives the cleanest figures.
 */
import "./resolve-ts.ts";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx node --experimental-transform-types bench/broker-start.ts [options]

Times a target's start phase by phase: container and broker boot, each command run in the
container, verification, protocol check and work meter.

  --image <ref>            image (default rabbitmq:4.0.5-management)
  --nodes 1|3              cluster size (default 1)
  --metadata-store <s>     mnesia or khepri (default: the image's)
  --queue-type <t>         classic, quorum or stream (default classic)
  --runs <n>               starts to time (default 3)
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    image: { type: "string", default: "rabbitmq:4.0.5-management" },
    nodes: { type: "string", default: "1" },
    "metadata-store": { type: "string" },
    "queue-type": { type: "string", default: "classic" },
    runs: { type: "string", default: "3" },
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
  }),
  id: "start-timing",
};

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
