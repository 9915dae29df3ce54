/**
 * What an idle broker's work looks like over time, and how well the work meter's idle estimate
 * (`measureBackground`: one idle window right after the broker starts) predicts it. The meter
 * subtracts that estimate from every measured window, so an estimate that caught a lump of work
 * moves every work metric of the target by the same number of reductions per second: a few
 * percent on the churn scenarios, whose windows hold the least work per second.
 *
 * Starts fresh brokers one after the other, as the gate does. For each: the meter's estimate at
 * once (as the gate takes it), then the VM's reductions counter read every `--step-ms` for
 * `--seconds`, then which process kinds did the idle work (two `rabbitmqctl eval` snapshots
 * `--attribute-seconds` apart; a diagnostic the gate itself never runs). The report gives, per
 * broker, the estimate against the idle rate measured over the whole series, and the spread of the
 * estimate had it been taken at any other moment of the series.
 *
 *   npx node --experimental-transform-types bench/idle-background.ts --brokers 3
 *
 * Options: --image, --brokers 3, --seconds 60, --step-ms 250, --window-ms 2000 (the estimate's idle
 * window, the meter's default), --attribute-seconds 10, --out file.json (the raw series), --from file.json (its report again,
 * measuring nothing).
 */
import "./resolve-ts.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";

const USAGE = `Usage: npx node --experimental-transform-types bench/idle-background.ts [options]

Starts fresh brokers one after the other and compares the work meter's idle estimate with the
idle broker's work over time, and which process kinds do it.

  --image <ref>            image (default rabbitmq:4.0.5-management)
  --brokers <n>            brokers to start (default 3)
  --seconds <s>            idle series per broker (default 60)
  --step-ms <ms>           reading interval (default 250)
  --window-ms <ms>         the estimate's idle window (default 2000, the meter's)
  --attribute-seconds <s>  process-kind attribution window (default 10)
  --out <file.json>        write the raw series
  --from <file.json>       report a written series again, measure nothing
  -h, --help               this text`;

const { values } = parseArgs({
  options: {
    image: { type: "string", default: "rabbitmq:4.0.5-management" },
    brokers: { type: "string", default: "3" },
    seconds: { type: "string", default: "60" },
    "step-ms": { type: "string", default: "250" },
    "window-ms": { type: "string", default: "2000" },
    "attribute-seconds": { type: "string", default: "10" },
    out: { type: "string" },
    from: { type: "string" },
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
const { abortOnSignals } = await import("../src/gate/runtime.js");
const { processSnapshot } = await import("./broker-processes.js");
const { measureBackground } = await import("../src/work/meter.js");
const { scrapeNodeCounters } = await import("../src/work/prometheus.js");
const { median, quantile } = await import("simple-statistics");

const whole = (name: keyof typeof values, min: number): number => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name}: expected a whole number ≥ ${min}, got ${values[name]}`);
  return value;
};
const options = {
  brokers: whole("brokers", 1),
  seconds: whole("seconds", 5),
  stepMs: whole("step-ms", 50),
  windowMs: whole("window-ms", 100),
  attributeSeconds: whole("attribute-seconds", 0),
};

interface BrokerSeries {
  /** The meter's estimate, taken as the gate takes it: at once after the start. */
  estimate: { fixedReductions: number; reductionsPerSecond: number; idleWindowMs: number };
  /** [ms since the first reading, the VM's reductions counter]. */
  series: [number, number][];
  /** Idle reductions per second per process kind over the attribution window. */
  kinds: Record<string, number>;
}

/** Starts the brokers one after the other and measures each as the header describes. */
async function measure(): Promise<BrokerSeries[]> {
  const logger = createConsoleLogger(process.stderr);
  const config = await resolveConfig(
    { targets: [{ id: "idle-background", provider: "testcontainers", image: values.image }] },
    { registry: scenarioRegistry, source: "bench/idle-background.ts" },
  );
  const interrupt = abortOnSignals((signal) => logger.warn(`${signal}: stopping and removing the broker`));
  const provider = createProviders().get("testcontainers")!;
  const brokers: BrokerSeries[] = [];
  try {
    for (let index = 0; index < options.brokers; index++) {
      const broker = await provider.start(config.targets[0]!, { logger, signal: interrupt.signal });
      try {
        const url = broker.metricsUrls[0]!;
        const estimate = await measureBackground(broker.metricsUrls, options.windowMs, interrupt.signal);
        const series: [number, number][] = [];
        const origin = process.hrtime.bigint();
        for (let step = 0; step * options.stepMs <= options.seconds * 1000; step++) {
          const wait = step * options.stepMs - Number(process.hrtime.bigint() - origin) / 1e6;
          if (wait > 0) await sleep(wait, undefined, { signal: interrupt.signal });
          const { reductions } = await scrapeNodeCounters(url, 5_000);
          series.push([Number(process.hrtime.bigint() - origin) / 1e6, reductions]);
        }
        const kinds: Record<string, number> = {};
        if (options.attributeSeconds > 0) {
          const before = await processSnapshot(broker);
          await sleep(options.attributeSeconds * 1000, undefined, { signal: interrupt.signal });
          const after = await processSnapshot(broker);
          for (const [kind, count] of after) {
            const perSecond = (count - (before.get(kind) ?? 0)) / options.attributeSeconds;
            if (perSecond >= 100) kinds[kind] = Math.round(perSecond);
          }
        }
        brokers.push({ estimate, series, kinds });
        logger.info(`broker ${index + 1}: estimate ${Math.round(estimate.reductionsPerSecond)} reductions/s`);
      } finally {
        await broker.stop();
      }
    }
  } finally {
    interrupt.dispose();
  }
  return brokers;
}

const recorded = values.from
  ? (JSON.parse(readFileSync(values.from, "utf8")) as {
      options: typeof options & { image: string };
      brokers: BrokerSeries[];
    })
  : undefined;
const image = recorded?.options.image ?? values.image;
if (recorded) Object.assign(options, recorded.options);
const brokers = recorded?.brokers ?? (await measure());

/**
 * Idle reductions per second between the readings nearest to `fromMs` and `fromMs + spanMs`: each
 * reading's own cost (the estimate's `fixedReductions`: a scrape of the endpoint costs the broker
 * about 257k reductions on 4.0.5) taken out, as the meter takes it out of a measured window.
 */
function rateOver(
  series: readonly [number, number][],
  fixedReductions: number,
  fromMs: number,
  spanMs: number,
): number | undefined {
  const start = series.findIndex(([ms]) => ms >= fromMs);
  const end = series.findIndex(([ms]) => ms >= fromMs + spanMs);
  if (start < 0 || end <= start) return undefined;
  const idle = series[end]![1] - series[start]![1] - (end - start) * fixedReductions;
  return (idle * 1000) / (series[end]![0] - series[start]![0]);
}

/** Every `spanMs` window of the series, starting each `everyMs`. */
function ratesOf(
  series: readonly [number, number][],
  fixedReductions: number,
  spanMs: number,
  everyMs: number,
) {
  const rates: number[] = [];
  for (let from = 0; from + spanMs <= series.at(-1)![0]; from += everyMs) {
    const value = rateOver(series, fixedReductions, from, spanMs);
    if (value !== undefined) rates.push(value);
  }
  return rates;
}

const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
const lines = [
  `${image}: ${options.brokers} fresh brokers; the meter's estimate (an idle window of ${options.windowMs} ms ` +
    `at once after the start) against the idle rate over the next ${options.seconds} s; reductions per second`,
  "",
  `| broker | estimate | idle rate, ${options.seconds} s | estimate − rate | other ${options.windowMs} ms windows: min · median · max | per second: min · max |`,
  "| --- | ---: | ---: | ---: | --- | --- |",
];
for (const [index, { estimate, series }] of brokers.entries()) {
  const fixed = estimate.fixedReductions;
  const rate = rateOver(series, fixed, 0, series.at(-1)![0])!;
  const windows = ratesOf(series, fixed, options.windowMs, options.stepMs);
  const seconds = ratesOf(series, fixed, 1000, 1000);
  lines.push(
    `| ${index + 1} | ${k(estimate.reductionsPerSecond)} | ${k(rate)} | ${k(estimate.reductionsPerSecond - rate)} | ` +
      `${k(Math.min(...windows))} · ${k(median(windows))} · ${k(Math.max(...windows))} | ` +
      `${k(Math.min(...seconds))} · ${k(Math.max(...seconds))} |`,
  );
}
const kinds = [...new Set(brokers.flatMap((b) => Object.keys(b.kinds)))].filter(
  (kind) => !kind.startsWith("@"),
);
if (kinds.length > 0) {
  const ranked = kinds
    .map((kind) => ({ kind, values: brokers.map((b) => b.kinds[kind] ?? 0) }))
    .sort((a, b) => median(b.values) - median(a.values))
    .slice(0, 12);
  lines.push(
    "",
    `Idle work by process kind over ${options.attributeSeconds} s (reductions per second, each broker; ` +
      `the two snapshots' own work included):`,
    "",
    `| process kind | ${brokers.map((_, i) => `broker ${i + 1}`).join(" | ")} |`,
    `| --- |${brokers.map(() => " ---: |").join("")}`,
    `| **all (VM counter)** | ${brokers.map((b) => k(b.kinds["@total"] ?? 0)).join(" | ")} |`,
    ...ranked.map(({ kind, values }) => `| ${kind} | ${values.map(k).join(" | ")} |`),
  );
}
// The 90th percentile of the per-second rates shows how lumpy the idle work is beside its median.
const perSecond = brokers.flatMap(({ estimate, series }) =>
  ratesOf(series, estimate.fixedReductions, 1000, 1000),
);
const readingCost = brokers.map((b) => b.estimate.fixedReductions);
lines.push(
  "",
  `All brokers' 1 s rates: median ${k(median(perSecond))}, 90th percentile ${k(quantile(perSecond, 0.9))}, ` +
    `max ${k(Math.max(...perSecond))}. One reading of the endpoint costs ${readingCost.map(k).join(", ")} reductions.`,
);
console.log(lines.join("\n"));
if (values.out && !values.from)
  writeFileSync(values.out, `${JSON.stringify({ options: { image, ...options }, brokers })}\n`);
