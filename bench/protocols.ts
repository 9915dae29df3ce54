/**
 * AMQP 0.9.1, AMQP 1.0 and, when asked, the stream protocol or MQTT side by side on one broker per version: the throughput scenario at
 * saturation and the latency scenario at its default rate, with their defaults, each round running
 * both protocols in alternating order. Per trial it appends one line to a JSON Lines file, so a
 * stopped run continues where it stopped; at the end it prints the medians per version and
 * protocol, and the ratios AMQP 1.0 / AMQP 0.9.1.
 *
 *   npx node --experimental-transform-types bench/protocols.ts
 *   npx node --experimental-transform-types bench/protocols.ts --images rabbitmq:4.0.5-management --rounds 5 --out /tmp/p.jsonl
 *   npx node --experimental-transform-types bench/protocols.ts --report-only
 *
 * Options: --images (comma-separated; default rabbitmq:4.0.5-management,rabbitmq:3.10.8-management),
 * --rounds 3, --queue-type classic|stream, --protocols (comma-separated; default amqp091,amqp10;
 * stream needs --queue-type stream, mqtt classic), --rabbitmq-conf (lines for the brokers'
 * rabbitmq.conf, e.g. "mqtt.prefetch = 200"), --out bench/data/protocols/runs.jsonl, --report-only
 * (print the table of the file).
 *
 *   npx node --experimental-transform-types bench/protocols.ts --images rabbitmq:4.0.5-management,rabbitmq:4.3.6-management --queue-type stream --protocols amqp091,amqp10,stream --out bench/data/protocols/streams.jsonl
 *   npx node --experimental-transform-types bench/protocols.ts --protocols amqp091,amqp10,mqtt --rounds 5 --out bench/data/protocols/mqtt.jsonl
 *   npx node --experimental-transform-types bench/protocols.ts --protocols amqp091,mqtt --rabbitmq-conf "mqtt.prefetch = 200" --out bench/data/protocols/mqtt-prefetch-200.jsonl
 *
 * The broker is started as a target of protocol amqp10, so a 3.x image runs the rabbitmq_amqp1_0
 * plugin (both protocols then measure the same broker); with mqtt, as a target of protocol mqtt
 * that also lists rabbitmq_amqp1_0, so every protocol measures one broker. MQTT runs at QoS 1 (the
 * scenarios' defaults: confirms, ackMode single), MQTT 3.1.1, clean sessions. Client CPU per message is given twice: the
 * scenario's metric (the work phase: one message in flight, so mostly per-message round trips) and
 * at saturation (every worker thread's CPU over the load, per message published and consumed).
 * Needs Docker and the test bench images (bash testbench/setup.sh); runs with Node 24 from the
 * sources (type transformation: the broker provider has parameter properties).
 */
import "./resolve-ts.ts";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { TrialOutcome } from "../src/scenarios/scenario.js";

type Protocol = "amqp091" | "amqp10" | "stream" | "mqtt";

interface Row {
  image: string;
  version: string;
  round: number;
  protocol: Protocol;
  scenario: "throughput" | "latency";
  valid: boolean;
  invalidReason?: string;
  warnings: string[];
  metrics: Record<string, number>;
  /** Client CPU (all worker threads) per message over the saturated load, µs. */
  loadClientCpuUsPerMessage?: number;
  /** Broker CPU per message over the saturated load, µs. */
  loadBrokerCpuUsPerMessage?: number;
  at: string;
}

const USAGE = `Usage: npx node --experimental-transform-types bench/protocols.ts [options]

AMQP 0.9.1, AMQP 1.0 (and stream or mqtt) side by side on one broker per image (throughput at saturation, latency
at its default rate), one JSON line per trial (resumable), then medians and ratios.

  --images <refs>          comma-separated images (default
                           rabbitmq:4.0.5-management,rabbitmq:3.10.8-management)
  --rounds <n>             rounds (default 3)
  --queue-type <type>      classic (default) or stream
  --protocols <list>       comma-separated (default amqp091,amqp10; stream needs --queue-type
                           stream, mqtt classic)
  --rabbitmq-conf <lines>  rabbitmq.conf lines for the brokers (e.g. "mqtt.prefetch = 200")
  --out <file.jsonl>       trial lines (default bench/data/protocols/runs.jsonl)
  --report-only            print the table of --out, measure nothing
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    images: { type: "string", default: "rabbitmq:4.0.5-management,rabbitmq:3.10.8-management" },
    rounds: { type: "string", default: "3" },
    "queue-type": { type: "string", default: "classic" },
    protocols: { type: "string", default: "amqp091,amqp10" },
    "rabbitmq-conf": { type: "string" },
    out: {
      type: "string",
      default: join(dirname(fileURLToPath(import.meta.url)), "data", "protocols", "runs.jsonl"),
    },
    "report-only": { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

// No reaper container: the broker is stopped in `finally` (and a registry may be out of reach).
process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
const { readJsonLines } = await import("./runs.js");
const { TestcontainersProvider } = await import("../src/brokers/testcontainers/provider.js");
const { TestcontainersTargetSchema } = await import("../src/model/config.js");
const { silentLogger } = await import("../src/model/logger.js");
const { throughputScenario } = await import("../src/scenarios/load/throughput.js");
const { latencyScenario } = await import("../src/scenarios/load/latency.js");
const { openWorkMeter } = await import("../src/work/meter.js");
const { median } = await import("simple-statistics");

const images = values.images.split(",").filter((image) => image !== "");
const queueType = values["queue-type"] as "classic" | "stream";
const PROTOCOLS = values.protocols.split(",").filter((p) => p !== "") as Protocol[];
if (!["classic", "stream"].includes(queueType)) throw new Error("--queue-type: expected classic or stream");
const rounds = Number(values.rounds);
const out = values.out;

function loadWindow(
  outcome: TrialOutcome,
): Pick<Row, "loadClientCpuUsPerMessage" | "loadBrokerCpuUsPerMessage"> {
  const load = outcome.work?.find((w) => w.window === "load");
  if (!load || load.operations === 0) return {};
  return {
    loadClientCpuUsPerMessage: (load.clientCpuMs * 1000) / load.operations,
    ...(load.brokerCpuMs !== undefined && {
      loadBrokerCpuUsPerMessage: (load.brokerCpuMs * 1000) / load.operations,
    }),
  };
}

async function measureImage(image: string, done: Row[]): Promise<void> {
  const isDone = (round: number, protocol: Protocol, scenario: string) =>
    done.some(
      (r) => r.image === image && r.round === round && r.protocol === protocol && r.scenario === scenario,
    );
  const missing = Array.from({ length: rounds }, (_, i) => i + 1).some((round) =>
    PROTOCOLS.some((p) => !isDone(round, p, "throughput") || !isDone(round, p, "latency")),
  );
  if (!missing) return;
  const provider = new TestcontainersProvider({ labels: { "rabbitmq-perf-gate.bench": "protocols" } });
  const target = {
    ...TestcontainersTargetSchema.parse({
      provider: "testcontainers",
      image,
      queueType,
      // The stream protocol needs its plugin and published ports, MQTT its plugin and port 1883;
      // AMQP 1.0 on 3.x its plugin (listed beside MQTT's).
      protocol: PROTOCOLS.includes("stream") ? "stream" : PROTOCOLS.includes("mqtt") ? "mqtt" : "amqp10",
      ...(PROTOCOLS.includes("mqtt") && { plugins: ["rabbitmq_amqp1_0"] }),
      ...(values["rabbitmq-conf"] !== undefined && {
        rabbitmqConf: values["rabbitmq-conf"].replace(/\\n/g, "\n"),
      }),
    }),
    id: "bench-protocols",
  };
  const broker = await provider.start(target, { logger: silentLogger });
  try {
    const { meter: work } = await openWorkMeter(broker.metricsUrls);
    const version = broker.info.serverVersion;
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? PROTOCOLS : [...PROTOCOLS].reverse();
      for (const protocol of order) {
        for (const scenario of [throughputScenario, latencyScenario] as const) {
          if (isDone(round, protocol, scenario.id)) continue;
          const context = {
            broker,
            queueType,
            protocol,
            logger: silentLogger,
            trial: round,
            trials: rounds,
            resourcePrefix: `perf-gate-bench-protocols-${process.pid}-${round}-${protocol}`,
            work,
          };
          const outcome =
            scenario.id === "throughput"
              ? await throughputScenario.runTrial(context, throughputScenario.parameters.parse({}))
              : await latencyScenario.runTrial(context, latencyScenario.parameters.parse({}));
          const row: Row = {
            image,
            version,
            round,
            protocol,
            scenario: scenario.id as Row["scenario"],
            valid: outcome.valid,
            ...(outcome.invalidReason !== undefined && { invalidReason: outcome.invalidReason }),
            warnings: outcome.warnings,
            metrics: outcome.metrics,
            ...(scenario.id === "throughput" && loadWindow(outcome)),
            at: new Date().toISOString(),
          };
          appendFileSync(out, `${JSON.stringify(row)}\n`);
          done.push(row);
          console.log(
            `${version} round ${round} ${protocol.padEnd(7)} ${scenario.id.padEnd(10)} ` +
              (outcome.valid ? "valid" : `INVALID: ${outcome.invalidReason}`) +
              (scenario.id === "throughput"
                ? `  publish ${Math.round(outcome.metrics.publishRate ?? 0)} msg/s`
                : `  e2e p99 ${Math.round(outcome.metrics.e2eLatencyP99Us ?? 0)} µs`),
          );
        }
      }
    }
  } finally {
    await broker.stop();
  }
}

function report(rows: readonly Row[]): void {
  const valid = rows.filter((r) => r.valid);
  const pick = (
    version: string,
    protocol: Protocol,
    scenario: string,
    value: (r: Row) => number | undefined,
  ) => {
    const values = valid
      .filter((r) => r.version === version && r.protocol === protocol && r.scenario === scenario)
      .map(value)
      .filter((v): v is number => v !== undefined);
    return values.length > 0 ? median(values) : undefined;
  };
  const columns: [string, string, (r: Row) => number | undefined][] = [
    ["publish rate at saturation (msg/s)", "throughput", (r) => r.metrics.publishRate],
    ["consume rate at saturation (msg/s)", "throughput", (r) => r.metrics.consumeRate],
    ["e2e p50 at the latency default rate (µs)", "latency", (r) => r.metrics.e2eLatencyP50Us],
    ["e2e p99 at the latency default rate (µs)", "latency", (r) => r.metrics.e2eLatencyP99Us],
    ["reductions per message (work phase)", "throughput", (r) => r.metrics.reductionsPerMessage],
    ["client CPU µs per message (work phase)", "throughput", (r) => r.metrics.clientCpuUsPerMessage],
    ["client CPU µs per message (saturated load)", "throughput", (r) => r.loadClientCpuUsPerMessage],
    ["broker CPU µs per message (saturated load)", "throughput", (r) => r.loadBrokerCpuUsPerMessage],
  ];
  const versions = [...new Set(rows.map((r) => r.version))];
  const format = (value: number | undefined) =>
    value === undefined ? "—" : value >= 100 ? String(Math.round(value)) : value.toFixed(1);
  const others = PROTOCOLS.filter((p) => p !== "amqp091");
  console.log(
    `\n| version | metric | ${PROTOCOLS.join(" | ")} | ${others.map((p) => `${p} / amqp091`).join(" | ")} | valid trials (${PROTOCOLS.join(" / ")}) |`,
  );
  console.log(`| --- | --- | ${[...PROTOCOLS, ...others].map(() => "---").join(" | ")} | --- |`);
  for (const version of versions) {
    for (const [label, scenario, value] of columns) {
      const picked = PROTOCOLS.map((p) => pick(version, p, scenario, value));
      const base = pick(version, "amqp091", scenario, value);
      const counts = PROTOCOLS.map(
        (p) =>
          valid.filter((r) => r.version === version && r.protocol === p && r.scenario === scenario).length,
      );
      const ratios = others.map((p) => {
        const other = pick(version, p, scenario, value);
        return base !== undefined && other !== undefined && base > 0 ? (other / base).toFixed(2) : "—";
      });
      console.log(
        `| ${version} | ${label} | ${picked.map(format).join(" | ")} | ${ratios.join(" | ")} | ${counts.join(" / ")} |`,
      );
    }
  }
  const invalid = rows.filter((r) => !r.valid);
  for (const r of invalid)
    console.log(`invalid: ${r.version} round ${r.round} ${r.protocol} ${r.scenario}: ${r.invalidReason}`);
}

mkdirSync(dirname(out), { recursive: true });
const rows = readJsonLines<Row>(out);
if (!values["report-only"]) {
  for (const image of images) await measureImage(image, rows);
}
report(rows);
