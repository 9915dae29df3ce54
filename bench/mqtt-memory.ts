/**
 * Where an idle MQTT connection's memory lives: the broker's memory breakdown (every category,
 * through the management API as the footprint scenario reads it) before and after opening
 * `--connections` MQTT connections, read again at several moments after, with and without a
 * QoS 1 subscription each, per image. It shows which categories the footprint scenario must count
 * over MQTT, and whether they have settled when it reads them.
 *
 *   npx node --experimental-transform-types bench/mqtt-memory.ts
 *   npx node --experimental-transform-types bench/mqtt-memory.ts --images rabbitmq:4.0.5-management --connections 2000
 *
 * Options: --images (comma-separated; default rabbitmq:4.0.5-management,rabbitmq:3.10.8-management),
 * --connections 1000, --readings-ms 1000,3000,6000 (after the last connection opened), --out
 * bench/data/mqtt/memory.jsonl (one line per image, subscription and reading; appended).
 * Needs Docker and the test bench images (bash testbench/setup.sh); runs with Node 24 from the
 * sources (type transformation: the broker provider has parameter properties).
 */
import "./resolve-ts.ts";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx node --experimental-transform-types bench/mqtt-memory.ts [options]

Where an idle MQTT connection's memory lives: the broker's memory breakdown before and after
opening MQTT connections (with and without a QoS 1 subscription each), read at several moments.

  --images <refs>          comma-separated images (default
                           rabbitmq:4.0.5-management,rabbitmq:3.10.8-management)
  --connections <n>        connections per reading (default 1000)
  --readings-ms <list>     when to read after the last connection opened (default 1000,3000,6000)
  --out <file.jsonl>       one line per image, subscription and reading (default
                           bench/data/mqtt/memory.jsonl; appended)
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    images: { type: "string", default: "rabbitmq:4.0.5-management,rabbitmq:3.10.8-management" },
    connections: { type: "string", default: "1000" },
    "readings-ms": { type: "string", default: "1000,3000,6000" },
    out: {
      type: "string",
      default: join(dirname(fileURLToPath(import.meta.url)), "data", "mqtt", "memory.jsonl"),
    },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

process.env.TESTCONTAINERS_RYUK_DISABLED ??= "true";
const { TestcontainersProvider } = await import("../src/brokers/testcontainers/provider.js");
const { TestcontainersTargetSchema } = await import("../src/model/config.js");
const { silentLogger } = await import("../src/model/logger.js");
const { readMemoryBreakdown } = await import("../src/brokers/memory-breakdown.js");
const { openMqttConnection } = await import("../src/scenarios/mqtt-connections.js");
const { closeMqtt } = await import("../src/load/mqtt/connect.js");

const connections = Number(values.connections);
const readingsMs = values["readings-ms"].split(",").map(Number);
mkdirSync(dirname(values.out), { recursive: true });

type Breakdown = Awaited<ReturnType<typeof readMemoryBreakdown>>;
const sum = (readings: Breakdown) => {
  const categories: Record<string, number> = {};
  for (const reading of readings) {
    for (const [name, bytes] of Object.entries(reading.categories))
      categories[name] = (categories[name] ?? 0) + bytes;
  }
  return categories;
};

for (const image of values.images.split(",").filter((i) => i !== "")) {
  const provider = new TestcontainersProvider({ labels: { "rabbitmq-perf-gate.bench": "mqtt-memory" } });
  const target = {
    ...TestcontainersTargetSchema.parse({
      provider: "testcontainers",
      image,
      queueType: "classic",
      protocol: "mqtt",
    }),
    id: "bench-mqtt-memory",
  };
  const broker = await provider.start(target, { logger: silentLogger });
  try {
    const managementUrl = broker.managementUrls[0]!;
    for (const subscribed of [false, true]) {
      const before = sum(await readMemoryBreakdown(managementUrl));
      const clients = [];
      try {
        for (let i = 0; i < connections; i++) {
          clients.push(
            await openMqttConnection(
              broker.mqttUrls![0]!,
              `bench-mqtt-memory ${subscribed ? "sub" : "idle"} ${i}`,
              { mqttSubscription: subscribed },
              30_000,
            ),
          );
        }
        let waited = 0;
        for (const at of readingsMs) {
          await sleep(at - waited);
          waited = at;
          const after = sum(await readMemoryBreakdown(managementUrl));
          const perConnection = Object.fromEntries(
            Object.keys(after)
              .map((name) => [name, Math.round((after[name]! - (before[name] ?? 0)) / connections)] as const)
              .filter(([, bytes]) => Math.abs(bytes) >= 100)
              .sort((a, b) => b[1] - a[1]),
          );
          const line = {
            image,
            version: broker.info.serverVersion,
            connections,
            subscribed,
            afterMs: at,
            perConnectionBytes: perConnection,
            at: new Date().toISOString(),
          };
          appendFileSync(values.out, `${JSON.stringify(line)}\n`);
          console.log(
            `${line.version} ${subscribed ? "subscribed" : "idle"} +${at} ms: ` +
              Object.entries(perConnection)
                .map(([name, bytes]) => `${name} ${bytes}`)
                .join(", "),
          );
        }
      } finally {
        await Promise.all(clients.map((client) => closeMqtt(client)));
      }
      await sleep(3_000);
    }
  } finally {
    await broker.stop();
  }
}
