/**
 * Yardstick: RabbitMQ's Java PerfTest and our throughput scenario against the same broker, same
 * workload, alternating rounds, medians side by side. Our generator has to keep up with the
 * reference tool, or a regression gate built on it would measure the client instead of the broker.
 *
 *   npx node --experimental-transform-types bench/compare-perftest.ts --image rabbitmq:4.0.5-management
 *   npx node --experimental-transform-types bench/compare-perftest.ts --amqp-url amqp://guest:guest@127.0.0.1:5672 --rounds 5
 *
 * Options: --rounds 3, --duration-s 10, --warmup-s 2, --size 1000, --confirm-window 100 (0 = no
 * confirms), --prefetch 200, --queue-type classic|quorum, --producers 1, --consumers 1.
 *
 * PerfTest 2.22.1 and its dependencies are fetched once with Maven into .cache/perf-test (Java 17+
 * and mvn on PATH). Runs with Node 24 from the sources (type stripping; a resolve hook maps our
 * `.js` import specifiers to the `.ts` files, as the load worker does in tests).
 */
import "./resolve-ts.ts";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { ThroughputParameters } from "../src/scenarios/load/parameters.js";

const PERF_TEST_VERSION = "2.22.1";
const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = join(repositoryRoot, ".cache", "perf-test");

interface Options {
  amqpUrl?: string;
  image?: string;
  rounds: number;
  durationS: number;
  warmupS: number;
  sizeBytes: number;
  confirmWindow: number;
  prefetch: number;
  queueType: "classic" | "quorum";
  producers: number;
  consumers: number;
}

interface RoundResult {
  tool: "perf-test" | "ours";
  round: number;
  publishRate: number;
  consumeRate: number;
  /** Latencies in µs; PerfTest's are over its whole run (its summary line), ours over the window. */
  e2eP50Us?: number;
  e2eP99Us?: number;
  /** Client CPU time (user + system, all threads) per published message, whole run. */
  cpuUsPerMessage?: number;
}

const USAGE = `Usage: npx node --experimental-transform-types bench/compare-perftest.ts --image <rabbitmq image> | --amqp-url <url> [options]

RabbitMQ's Java PerfTest and our throughput scenario on the same broker and workload, in
alternating rounds, medians side by side (PerfTest is fetched with Maven: Java 17+ and mvn).

  --image <ref>            start this broker image in Docker
  --amqp-url <url>         or use this running broker
  --rounds <n>             rounds per tool (default 3)
  --duration-s <s>         measured seconds per round (default 10)
  --warmup-s <s>           warm-up seconds (default 2)
  --size <bytes>           message size (default 1000)
  --confirm-window <n>     confirms in flight, 0 = no confirms (default 100)
  --prefetch <n>           consumer prefetch (default 200)
  --queue-type <t>         classic or quorum (default classic)
  --producers <n>          publishers (default 1)
  --consumers <n>          consumers (default 1)
  -h, --help               this text`;

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      "amqp-url": { type: "string" },
      image: { type: "string" },
      rounds: { type: "string", default: "3" },
      "duration-s": { type: "string", default: "10" },
      "warmup-s": { type: "string", default: "2" },
      size: { type: "string", default: "1000" },
      "confirm-window": { type: "string", default: "100" },
      prefetch: { type: "string", default: "200" },
      "queue-type": { type: "string", default: "classic" },
      producers: { type: "string", default: "1" },
      consumers: { type: "string", default: "1" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const int = (name: keyof typeof values): number => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`--${name}: expected a whole number, got '${values[name]}'`);
    return value;
  };
  const queueType = values["queue-type"];
  if (queueType !== "classic" && queueType !== "quorum")
    throw new Error("--queue-type: expected classic or quorum");
  if (!values["amqp-url"] && !values.image)
    throw new Error("give --amqp-url <url> or --image <rabbitmq image>");
  return {
    ...(values["amqp-url"] !== undefined && { amqpUrl: values["amqp-url"] }),
    ...(values.image !== undefined && { image: values.image }),
    rounds: int("rounds"),
    durationS: int("duration-s"),
    warmupS: int("warmup-s"),
    sizeBytes: int("size"),
    confirmWindow: int("confirm-window"),
    prefetch: int("prefetch"),
    queueType,
    producers: int("producers"),
    consumers: int("consumers"),
  };
}

function run(command: string, args: string[], cwd?: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status}):\n${result.stderr}${result.stdout}`,
    );
  }
  return result.stdout;
}

/** Resolves PerfTest and its dependencies into .cache/perf-test/lib once. */
function ensurePerfTest(): string {
  const lib = join(cacheDir, "lib");
  if (existsSync(join(lib, `perf-test-${PERF_TEST_VERSION}.jar`))) return `${lib}/*`;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(
    join(cacheDir, "pom.xml"),
    `<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local</groupId><artifactId>perf-test-runner</artifactId><version>1</version>
  <dependencies>
    <dependency><groupId>com.rabbitmq</groupId><artifactId>perf-test</artifactId><version>${PERF_TEST_VERSION}</version></dependency>
  </dependencies>
</project>
`,
  );
  console.error(`fetching PerfTest ${PERF_TEST_VERSION} with Maven into ${lib}`);
  run("mvn", ["-q", "dependency:copy-dependencies", `-DoutputDirectory=${lib}`], cacheDir);
  return `${lib}/*`;
}

async function startBroker(image: string): Promise<{ url: string; stop(): void }> {
  const name = `perf-gate-yardstick-${process.pid}`;
  run("docker", ["run", "-d", "--rm", "--name", name, "-p", "127.0.0.1::5672", image]);
  const stop = () => {
    spawnSync("docker", ["rm", "-f", name], { encoding: "utf8" });
  };
  try {
    const deadline = Date.now() + 180_000;
    while (!run("docker", ["logs", name]).includes("Server startup complete")) {
      if (Date.now() > deadline) throw new Error(`${image} did not finish starting within 180 s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const port = run("docker", ["port", name, "5672/tcp"]).trim().split("\n")[0]!.split(":").pop();
    return { url: `amqp://guest:guest@127.0.0.1:${port}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** PerfTest with the same workload; rates are the mean of its per-second lines after the warm-up. */
async function runPerfTest(
  classpath: string,
  url: string,
  options: Options,
  round: number,
): Promise<RoundResult> {
  const args = [
    "-cp",
    classpath,
    "com.rabbitmq.perf.PerfTest",
    "--uri",
    url,
    "--producers",
    String(options.producers),
    "--consumers",
    String(options.consumers),
    "--queue",
    `perf-gate-yardstick-perftest-${process.pid}-${round}`,
    "--size",
    String(options.sizeBytes),
    "--qos",
    String(options.prefetch),
    "--flag",
    "mandatory",
    "--time",
    String(options.warmupS + options.durationS),
    ...(options.confirmWindow > 0 ? ["--confirm", String(options.confirmWindow)] : []),
    ...(options.queueType === "quorum"
      ? ["--queue-args", "x-queue-type=quorum", "--auto-delete", "false"]
      : []),
  ];
  // /usr/bin/time reports the JVM's CPU time, the client cost to compare with ours.
  const timed = existsSync("/usr/bin/time");
  const output = await new Promise<string>((resolve, reject) => {
    const child = timed
      ? spawn("/usr/bin/time", ["-f", "client-cpu-seconds %U %S", "java", ...args], {
          stdio: ["ignore", "pipe", "pipe"],
        })
      : spawn("java", args, { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`PerfTest exited ${code}:\n${text}`)),
    );
  });
  const sent: number[] = [];
  const received: number[] = [];
  for (const match of output.matchAll(
    /time (\d+(?:\.\d+)?) s, sent: (\d+) msg\/s.*?received: (\d+) msg\/s/g,
  )) {
    if (Number(match[1]) <= options.warmupS) continue;
    sent.push(Number(match[2]));
    received.push(Number(match[3]));
  }
  if (sent.length === 0) throw new Error(`no PerfTest rate lines after the warm-up:\n${output}`);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const cpu = /client-cpu-seconds (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/.exec(output);
  let publishedTotal = 0;
  for (const match of output.matchAll(/time (\d+(?:\.\d+)?) s, sent: (\d+) msg\/s/g))
    publishedTotal += Number(match[2]);
  const latency = /consumer latency min\/median\/75th\/95th\/99th (\d+)\/(\d+)\/(\d+)\/(\d+)\/(\d+) µs/.exec(
    output,
  );
  if (options.queueType === "quorum") {
    // PerfTest does not delete a queue that is not auto-delete.
    await deleteQueue(url, `perf-gate-yardstick-perftest-${process.pid}-${round}`);
  }
  return {
    tool: "perf-test",
    round,
    publishRate: mean(sent),
    consumeRate: mean(received),
    ...(latency && { e2eP50Us: Number(latency[2]), e2eP99Us: Number(latency[5]) }),
    ...(cpu &&
      publishedTotal > 0 && { cpuUsPerMessage: ((Number(cpu[1]) + Number(cpu[2])) * 1e6) / publishedTotal }),
  };
}

async function deleteQueue(url: string, queue: string): Promise<void> {
  const { AdminSession } = await import("../src/amqp/admin.js");
  const admin = await AdminSession.open(url, "perf-gate yardstick cleanup", 15_000);
  try {
    await admin.deleteQueues([queue]);
  } finally {
    await admin.close();
  }
}

async function runOurs(url: string, options: Options, round: number): Promise<RoundResult> {
  const { throughputScenario } = await import("../src/scenarios/load/throughput.js");
  const { silentLogger } = await import("../src/model/logger.js");
  const { openWorkMeter } = await import("../src/work/meter.js");
  // The yardstick compares rates; the client's CPU is measured below, the broker's is not needed.
  const { meter: work } = await openWorkMeter([]);
  const params: ThroughputParameters = throughputScenario.parameters.parse({
    publishers: options.producers,
    consumers: options.consumers,
    messageSizeBytes: options.sizeBytes,
    confirms: options.confirmWindow > 0,
    confirmWindow: Math.max(1, options.confirmWindow),
    // PerfTest's --confirm N keeps N in flight, each confirm letting the next message go.
    confirmMode: "sliding",
    prefetch: options.prefetch,
    warmupMs: options.warmupS * 1000,
    durationMs: options.durationS * 1000,
  });
  const broker = { amqpUrls: [url] } as unknown as Parameters<
    typeof throughputScenario.runTrial
  >[0]["broker"];
  const cpuBefore = process.cpuUsage();
  const outcome = await throughputScenario.runTrial(
    {
      broker,
      queueType: options.queueType,
      logger: silentLogger,
      trial: round,
      trials: options.rounds,
      resourcePrefix: `perf-gate-yardstick-ours-${process.pid}-${round}`,
      work,
    },
    params,
  );
  const cpu = process.cpuUsage(cpuBefore);
  if (!outcome.valid) console.error(`ours, round ${round}: invalid: ${outcome.invalidReason}`);
  for (const warning of outcome.warnings) console.error(`ours, round ${round}: ${warning}`);
  return {
    tool: "ours",
    round,
    publishRate: outcome.metrics.publishRate!,
    consumeRate: outcome.metrics.consumeRate!,
    e2eP50Us: outcome.metrics.e2eLatencyP50Us!,
    e2eP99Us: outcome.metrics.e2eLatencyP99Us!,
    ...(outcome.counters && { cpuUsPerMessage: (cpu.user + cpu.system) / outcome.counters.published }),
  };
}

async function main(): Promise<void> {
  const options = parseOptions();
  const classpath = ensurePerfTest();
  const broker = options.image ? await startBroker(options.image) : undefined;
  const url = broker?.url ?? options.amqpUrl!;
  const results: RoundResult[] = [];
  const show = (r: RoundResult) =>
    console.log(
      `round ${r.round} ${r.tool.padEnd(9)} publish ${r.publishRate.toFixed(0).padStart(7)} msg/s  ` +
        `consume ${r.consumeRate.toFixed(0).padStart(7)} msg/s  e2e p50 ${r.e2eP50Us ?? "-"} µs  p99 ${r.e2eP99Us ?? "-"} µs  ` +
        `client CPU ${r.cpuUsPerMessage?.toFixed(1) ?? "-"} µs/msg`,
    );
  try {
    for (let round = 1; round <= options.rounds; round++) {
      // Alternate who goes first so drift of a shared, noisy machine hits both tools alike.
      const order = round % 2 === 1 ? (["ours", "perf-test"] as const) : (["perf-test", "ours"] as const);
      for (const tool of order) {
        const result =
          tool === "ours"
            ? await runOurs(url, options, round)
            : await runPerfTest(classpath, url, options, round);
        results.push(result);
        show(result);
      }
    }
  } finally {
    broker?.stop();
  }
  const medians = (tool: RoundResult["tool"]) => {
    const rows = results.filter((r) => r.tool === tool);
    return {
      publish: median(rows.map((r) => r.publishRate)),
      consume: median(rows.map((r) => r.consumeRate)),
    };
  };
  const ours = medians("ours");
  const perfTest = medians("perf-test");
  console.log(
    `\nmedian of ${options.rounds} rounds (${options.producers} producer(s), ${options.consumers} consumer(s), ` +
      `${options.sizeBytes} B, confirm window ${options.confirmWindow || "off"}, prefetch ${options.prefetch}, ` +
      `${options.queueType}, ${options.durationS} s after ${options.warmupS} s warm-up)`,
  );
  console.log(
    `  PerfTest  publish ${perfTest.publish.toFixed(0)} msg/s, consume ${perfTest.consume.toFixed(0)} msg/s`,
  );
  console.log(
    `  ours      publish ${ours.publish.toFixed(0)} msg/s, consume ${ours.consume.toFixed(0)} msg/s`,
  );
  console.log(
    `  ratio ours/PerfTest: publish ${(ours.publish / perfTest.publish).toFixed(2)}, ` +
      `consume ${(ours.consume / perfTest.consume).toFixed(2)}`,
  );
  console.log(JSON.stringify({ options, results, medians: { ours, perfTest } }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
