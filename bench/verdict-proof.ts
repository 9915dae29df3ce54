/**
 * Proof that the gate's verdicts neither cry wolf nor sleep, measured on the machine it runs on.
 *
 * Four brokers of one image run the suite: two with the same CPU quota (A/A) and two with that
 * quota cut by 10% and by 20% (a real, reproducible slowdown). Trials run in independent blocks of
 * the gate's trial count, in the gate's own interleaved order (every trial round visits the four
 * brokers in a fresh random order). Each block gives one A/A comparison and one comparison per cut,
 * judged by the gate's verdict policy and thresholds exactly as `compare` would judge a baseline
 * and a run of that many trials. The script prints per metric how often A/A was called a
 * regression (false alarms) and how often each cut was (detection), and what the settings cost.
 *
 *   npx node --experimental-transform-types bench/verdict-proof.ts --blocks 20 --raw proof.jsonl
 *   npx node --experimental-transform-types bench/verdict-proof.ts --from proof.jsonl   # judge again
 *
 * Options: --image rabbitmq:4.0.5-management; --cpus 1 (quota of the A/A pair; the cuts get 0.9 and
 * 0.8 of it); --blocks 20; --trials <n> (block size; default: the config's trials); --config <file>
 * (scenarios, trials, thresholds and verdict settings; default: the embedded default suite);
 * --scenario <name> (repeatable); --raw <file> (every trial as a JSON line, appended block by
 * block; an existing file of the same settings is resumed); --from <file> (judge a raw file again
 * without measuring; --trials, --config and --policy apply); --policy statistical|threshold;
 * --roles all|aa (aa: only the A/A pair, for the false alarms of slow scenarios at half the cost).
 *
 * A block that fails (a broker or the Docker engine going away on a shared machine) is measured
 * again on fresh brokers, so every block is complete and all four brokers of a block are the same
 * containers.
 *
 * Runs with Node 24 from the sources (--experimental-transform-types, as some sources use parameter
 * properties; a resolve hook maps our `.js` import specifiers to the `.ts` files).
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { registerHooks } from "node:module";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import type { MetricResult } from "../src/baseline/results.js";
import type { StartedBroker } from "../src/brokers/provider.js";
import type { VerdictPolicy } from "../src/compare/policy.js";
import type { GateConfig } from "../src/core/resolve.js";
import type { MetricDefinition } from "../src/scenarios/scenario.js";
import type { WorkMeter } from "../src/work/meter.js";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const retry =
        (error as { code?: string }).code === "ERR_MODULE_NOT_FOUND" &&
        specifier.startsWith(".") &&
        specifier.endsWith(".js") &&
        context.parentURL?.endsWith(".ts") === true;
      if (!retry) throw error;
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
  },
});

// Imported after the hook is registered: their own imports name `.js` files.
const { resolveConfig, loadConfigFile } = await import("../src/core/resolve.js");
const { schedule } = await import("../src/core/run.js");
const { seededRandom } = await import("../src/stats/bootstrap.js");
const { createProviders } = await import("../src/brokers/registry.js");
const { openWorkMeter } = await import("../src/work/meter.js");
const { scenarioRegistry } = await import("../src/scenarios/registry.js");
const { createConsoleLogger } = await import("../src/cli/console-logger.js");
const { abortOnSignals, configureRuntime } = await import("../src/core/runtime.js");
const { summarize } = await import("../src/stats/summary.js");
const { resolveThreshold } = await import("../src/compare/thresholds.js");
const { thresholdPolicy } = await import("../src/compare/policy.js");
const { policyFromConfig } = await import("../src/compare/policies.js");
const { getContainerRuntimeClient } = await import("testcontainers");

/** The four brokers: roles, and the share of the base quota each gets. */
const ROLES = [
  { id: "aa-1", share: 1 },
  { id: "aa-2", share: 1 },
  { id: "cut-10", share: 0.9 },
  { id: "cut-20", share: 0.8 },
] as const;

function rolesOf(options: Pick<Options, "roles">) {
  return ROLES.filter((role) => options.roles === "all" || role.id.startsWith("aa-"));
}

/** Which blocks are compared: baseline side and current side. */
const COMPARISONS = [
  { name: "A/A", baseline: "aa-1", current: "aa-2" },
  { name: "cut 10%", baseline: "aa-1", current: "cut-10" },
  { name: "cut 20%", baseline: "aa-2", current: "cut-20" },
] as const;

const MAX_BLOCK_ATTEMPTS = 4;

interface Options {
  /** "all": the four brokers; "aa": the A/A pair only (false alarms of slow scenarios). */
  roles: "all" | "aa";
  image: string;
  cpus: number;
  blocks: number;
  trials?: number;
  config?: string;
  scenarios?: string[];
  raw?: string;
  from?: string;
  policy?: "statistical" | "threshold";
}

/** First line of a raw file: what was measured. */
interface Header {
  kind: "header";
  image: string;
  cpus: number;
  blockSize: number;
  /** Broker ids measured (all four, or the A/A pair); older files: all four. */
  roles?: string[];
  scenarios: { name: string; params: Record<string, unknown>; metrics: MetricDefinition[] }[];
  host: string;
}

/** One trial of one scenario on one broker. */
interface TrialLine {
  kind: "trial";
  block: number;
  trial: number;
  target: string;
  scenario: string;
  valid: boolean;
  invalidReason?: string;
  metrics: Record<string, number>;
  durationMs: number;
}

/** A block is complete: its trials count. */
interface BlockLine {
  kind: "block";
  block: number;
  measuringMs: number;
  startMs: number;
  attempts: number;
}

type Line = Header | TrialLine | BlockLine;

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      roles: { type: "string", default: "all" },
      image: { type: "string", default: "rabbitmq:4.0.5-management" },
      cpus: { type: "string", default: "1" },
      blocks: { type: "string", default: "20" },
      trials: { type: "string" },
      config: { type: "string" },
      scenario: { type: "string", multiple: true },
      raw: { type: "string" },
      from: { type: "string" },
      policy: { type: "string" },
    },
  });
  const positive = (name: string, raw: string | undefined, integer: boolean): number => {
    const value = Number(raw);
    if (!(value > 0) || (integer && !Number.isInteger(value)))
      throw new Error(`--${name}: expected a ${integer ? "whole " : ""}number > 0, got '${raw}'`);
    return value;
  };
  if (values.roles !== "all" && values.roles !== "aa") throw new Error("--roles: expected all or aa");
  if (values.policy !== undefined && values.policy !== "statistical" && values.policy !== "threshold")
    throw new Error("--policy: expected statistical or threshold");
  return {
    roles: values.roles,
    image: values.image,
    cpus: positive("cpus", values.cpus, false),
    blocks: positive("blocks", values.blocks, true),
    ...(values.trials !== undefined && { trials: positive("trials", values.trials, true) }),
    ...(values.config !== undefined && { config: values.config }),
    ...(values.scenario !== undefined && { scenarios: values.scenario.flatMap((s) => s.split(",")) }),
    ...(values.raw !== undefined && { raw: values.raw }),
    ...(values.from !== undefined && { from: values.from }),
    ...(values.policy !== undefined && { policy: values.policy as "statistical" | "threshold" }),
  };
}

/** The gate's config (file or embedded default) with the four brokers as its targets. */
async function proofConfig(options: Options): Promise<GateConfig> {
  const raw = options.config ? ((await loadConfigFile(options.config)) as Record<string, unknown>) : {};
  const { matrix: _matrix, ...rest } = raw;
  return resolveConfig(
    {
      ...rest,
      targets: rolesOf(options).map((role) => ({
        id: role.id,
        provider: "testcontainers",
        image: options.image,
        cpus: Math.round(options.cpus * role.share * 1000) / 1000,
      })),
    },
    {
      registry: scenarioRegistry,
      ...(options.scenarios && { overrides: { scenarioNames: options.scenarios } }),
      source: options.config ?? "embedded default",
    },
  );
}

function readLines(path: string): Line[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Line);
}

function append(path: string | undefined, lines: readonly Line[]): void {
  if (path) appendFileSync(path, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
}

async function engineAnswers(): Promise<boolean> {
  try {
    const client = await getContainerRuntimeClient();
    await client.container.dockerode.ping();
    return true;
  } catch {
    return false;
  }
}

/** Measures the blocks not yet in the raw file; returns every line (old and new). */
async function measure(options: Options, config: GateConfig, blockSize: number): Promise<Line[]> {
  const logger = createConsoleLogger(process.stderr);
  const header: Header = {
    kind: "header",
    image: options.image,
    cpus: options.cpus,
    blockSize,
    roles: config.targets.map((t) => t.id),
    scenarios: config.scenarios.map((s) => ({
      name: s.name,
      params: s.params,
      metrics: s.scenario.metrics(s.params),
    })),
    host: `${process.platform} ${process.arch}`,
  };
  const resume = options.raw !== undefined && existsSync(options.raw);
  const lines: Line[] = resume ? readLines(options.raw!) : [header];
  if (resume) {
    const recorded = lines[0] as Header | undefined;
    const same =
      recorded?.kind === "header" &&
      recorded.image === header.image &&
      recorded.cpus === header.cpus &&
      recorded.blockSize === header.blockSize &&
      JSON.stringify(recorded.roles ?? ROLES.map((r) => r.id)) === JSON.stringify(header.roles) &&
      JSON.stringify(recorded.scenarios) === JSON.stringify(header.scenarios);
    if (!same) throw new Error(`${options.raw} holds other settings; give another --raw file`);
    logger.info(`resuming ${options.raw}: ${completeBlocks(lines).size} blocks done`);
  } else {
    append(options.raw, [header]);
  }
  const done = completeBlocks(lines);
  const providers = createProviders();
  const interrupt = abortOnSignals((signal) => logger.warn(`${signal}: stopping and removing the brokers`));
  const random = seededRandom(0x9e3779b9);
  let brokers = new Map<string, StartedBroker>();
  let startMs = 0;
  const stopAll = async () => {
    await Promise.allSettled([...brokers.values()].map((broker) => broker.stop()));
    brokers = new Map();
  };
  try {
    for (let block = 0; block < options.blocks; block++) {
      if (done.has(block)) continue;
      for (let attempt = 1; ; attempt++) {
        interrupt.signal.throwIfAborted();
        try {
          if (brokers.size === 0) {
            const started = Date.now();
            for (const target of config.targets) {
              brokers.set(target.id, await providers.get("testcontainers")!.start(target, { logger }));
            }
            startMs = Date.now() - started;
          }
          const blockStarted = Date.now();
          const trialLines = await measureBlock(config, blockSize, block, brokers, random, interrupt.signal);
          const blockLine: BlockLine = {
            kind: "block",
            block,
            measuringMs: Date.now() - blockStarted,
            startMs,
            attempts: attempt,
          };
          append(options.raw, [...trialLines, blockLine]);
          lines.push(...trialLines, blockLine);
          const minutes = ((Date.now() - blockStarted) / 60_000).toFixed(1);
          logger.info(`block ${block + 1}/${options.blocks} done in ${minutes} min`);
          break;
        } catch (error) {
          if (interrupt.signal.aborted) throw error;
          logger.warn(`block ${block + 1}, attempt ${attempt} failed: ${(error as Error).message}`);
          await stopAll();
          if (attempt >= MAX_BLOCK_ATTEMPTS) throw error;
          // A shared machine's Docker engine may be restarting: wait for it (up to 10 minutes).
          for (let waited = 0; !(await engineAnswers()) && waited < 600; waited += 10) await sleep(10_000);
        }
      }
    }
  } finally {
    await stopAll();
    interrupt.dispose();
  }
  return lines;
}

async function measureBlock(
  config: GateConfig,
  blockSize: number,
  block: number,
  brokers: ReadonlyMap<string, StartedBroker>,
  random: () => number,
  signal: AbortSignal,
): Promise<TrialLine[]> {
  const lines: TrialLine[] = [];
  const meters = new Map<string, WorkMeter>();
  for (const [id, broker] of brokers)
    meters.set(id, (await openWorkMeter(broker.metricsUrls, { signal })).meter);
  const steps = schedule({ ...config, trials: blockSize }, random);
  for (const step of steps) {
    signal.throwIfAborted();
    const trial = block * blockSize + step.trial;
    const started = Date.now();
    const outcome = await step.scenario.scenario.runTrial(
      {
        broker: brokers.get(step.target.id)!,
        queueType: step.target.queueType,
        logger: { debug() {}, info() {}, warn() {}, error() {}, addSecret() {} },
        trial,
        trials: blockSize,
        resourcePrefix: `perf-gate-proof-${process.pid}-${step.scenario.name}-t${trial}`,
        work: meters.get(step.target.id)!,
        signal,
      },
      step.scenario.params,
    );
    lines.push({
      kind: "trial",
      block,
      trial,
      target: step.target.id,
      scenario: step.scenario.name,
      valid: outcome.valid,
      ...(outcome.invalidReason !== undefined && { invalidReason: outcome.invalidReason }),
      metrics: outcome.metrics,
      durationMs: Date.now() - started,
    });
  }
  return lines;
}

function completeBlocks(lines: readonly Line[]): Set<number> {
  return new Set(lines.filter((l): l is BlockLine => l.kind === "block").map((l) => l.block));
}

interface Tally {
  regressed: number;
  improved: number;
  unchanged: number;
  inconclusive: number;
  total: number;
}

const emptyTally = (): Tally => ({ regressed: 0, improved: 0, unchanged: 0, inconclusive: 0, total: 0 });

/** Every comparison of every complete block, judged; tallies per metric and per comparison. */
function judge(lines: readonly Line[], config: GateConfig, policy: VerdictPolicy, blockSize: number) {
  const header = lines[0] as Header;
  const trials = lines.filter((l): l is TrialLine => l.kind === "trial" && l.valid);
  // Blocks of the gate's size: recorded blocks of another size are regrouped by trial number.
  const lastTrial = Math.max(0, ...trials.map((t) => t.trial));
  const done = completeBlocks(lines);
  const recordedSize = header.blockSize;
  const blocks = Math.floor(lastTrial / blockSize);
  const blockComplete = (block: number) => {
    // Every recorded block this block draws from must be complete.
    const first = Math.floor((block * blockSize) / recordedSize);
    const last = Math.floor(((block + 1) * blockSize - 1) / recordedSize);
    for (let b = first; b <= last; b++) if (!done.has(b)) return false;
    return true;
  };
  const byMetric = new Map<string, Map<string, Tally>>();
  const measured = new Set(header.roles ?? ROLES.map((r) => r.id));
  const comparisons = COMPARISONS.filter((c) => measured.has(c.baseline) && measured.has(c.current));
  const gate = new Map<string, Tally>(comparisons.map((c) => [c.name, emptyTally()]));
  /** Blocks in which a message rate (msg/s) was called a regression: a throughput regression. */
  const rates = new Map<string, Tally>();
  let judgedBlocks = 0;
  for (let block = 0; block < blocks; block++) {
    if (!blockComplete(block)) continue;
    judgedBlocks++;
    const inBlock = (t: TrialLine) => t.trial > block * blockSize && t.trial <= (block + 1) * blockSize;
    for (const comparison of comparisons) {
      let anyRegressed = false;
      let rateRegressed = false;
      let anyImproved = false;
      for (const scenario of header.scenarios) {
        for (const definition of scenario.metrics) {
          const metric = (target: string): MetricResult => {
            const samples = trials
              .filter((t) => t.target === target && t.scenario === scenario.name && inBlock(t))
              .sort((a, b) => a.trial - b.trial)
              .map((t) => t.metrics[definition.id])
              .filter((v): v is number => typeof v === "number" && Number.isFinite(v));
            return { ...definition, samples, summary: summarize(samples) };
          };
          const before = metric(comparison.baseline);
          const after = metric(comparison.current);
          if (before.samples.length === 0 || after.samples.length === 0) continue;
          const threshold = resolveThreshold(
            config.thresholds,
            comparison.current,
            scenario.name,
            definition.id,
          );
          const decision = policy.decide({
            target: comparison.current,
            scenario: scenario.name,
            metric: definition.id,
            unit: definition.unit,
            direction: definition.direction,
            baseline: before,
            current: after,
            thresholdPct: threshold.pct,
          });
          const key = `${scenario.name}.${definition.id}`;
          const tallies = byMetric.get(key) ?? new Map<string, Tally>();
          byMetric.set(key, tallies);
          const tally = tallies.get(comparison.name) ?? emptyTally();
          tallies.set(comparison.name, tally);
          tally[decision.verdict as keyof Omit<Tally, "total">]++;
          tally.total++;
          anyRegressed ||= decision.verdict === "regressed";
          anyImproved ||= decision.verdict === "improved";
          if (definition.unit === "msg/s") rateRegressed ||= decision.verdict === "regressed";
        }
      }
      const gateTally = gate.get(comparison.name)!;
      gateTally.total++;
      if (anyRegressed) gateTally.regressed++;
      else if (anyImproved) gateTally.improved++;
      else gateTally.unchanged++;
      const ratesTally = rates.get(comparison.name) ?? emptyTally();
      rates.set(comparison.name, ratesTally);
      ratesTally.total++;
      if (rateRegressed) ratesTally.regressed++;
    }
  }
  return { blocks: judgedBlocks, byMetric, gate, rates };
}

/** Median over all trials of a broker, for the size of each cut's effect. */
function overallMedian(lines: readonly Line[], target: string, scenario: string, metric: string) {
  const values = lines
    .filter(
      (l): l is TrialLine => l.kind === "trial" && l.valid && l.target === target && l.scenario === scenario,
    )
    .map((l) => l.metrics[metric])
    .filter((v): v is number => typeof v === "number");
  return values.length > 0 ? summarize(values).median : undefined;
}

function report(lines: readonly Line[], config: GateConfig, policy: VerdictPolicy, blockSize: number): void {
  const header = lines[0] as Header;
  const { blocks, byMetric, gate, rates } = judge(lines, config, policy, blockSize);
  const blockLines = lines.filter((l): l is BlockLine => l.kind === "block");
  const trialLines = lines.filter((l): l is TrialLine => l.kind === "trial");
  const invalid = trialLines.filter((t) => !t.valid).length;
  console.log(
    `${header.image}, CPU quotas: aa-1 and aa-2 ${header.cpus}` +
      (header.roles && !header.roles.includes("cut-10")
        ? " (A/A pair only)"
        : `, cut-10 ${(header.cpus * 0.9).toFixed(2)}, cut-20 ${(header.cpus * 0.8).toFixed(2)}`) +
      `; ${trialLines.length} trials recorded (${invalid} invalid, left out)`,
  );
  console.log(
    `${blocks} independent blocks of ${blockSize} trials per broker; each block: A/A = aa-2 against aa-1, ` +
      "cut 10% = cut-10 against aa-1, cut 20% = cut-20 against aa-2",
  );
  console.log(
    `scenarios: ${header.scenarios.map((s) => `${s.name} ${JSON.stringify(s.params)}`).join("; ")}`,
  );
  console.log(`verdicts: ${policy.name} policy (${policy.description})`);
  console.log(
    `thresholds: default ${config.thresholds.default}%` +
      (Object.keys(config.thresholds.metrics).length > 0
        ? `, ${Object.entries(config.thresholds.metrics)
            .map(([key, pct]) => `${key} ${pct}%`)
            .join(", ")}`
        : ""),
  );
  console.log(
    "\nPer metric: regressed/comparisons; in brackets i = inconclusive, + = improved (A/A: also a false verdict).",
  );
  const columns = [44, 6, 24, 20, 20, 17];
  const row = (cells: string[]) =>
    cells
      .map((cell, index) => (index === 0 ? cell.padEnd(columns[0]!) : cell.padStart(columns[index]!)))
      .join(" ");
  const head = row([
    "metric",
    "thr.",
    "A/A false alarms",
    "cut 10% detected",
    "cut 20% detected",
    "effect 10%/20%",
  ]);
  console.log(head);
  console.log("-".repeat(head.length));
  const show = (tally: Tally | undefined, withImproved: boolean) =>
    tally
      ? `${tally.regressed}/${tally.total} (i ${tally.inconclusive}${withImproved ? `, + ${tally.improved}` : ""})`
      : "-";
  for (const [key, tallies] of byMetric) {
    const scenario = key.slice(0, key.indexOf("."));
    const metric = key.slice(key.indexOf(".") + 1);
    const threshold = resolveThreshold(config.thresholds, "cut-20", scenario, metric).pct;
    const effect = (baseline: string, current: string) => {
      const before = overallMedian(lines, baseline, scenario, metric);
      const after = overallMedian(lines, current, scenario, metric);
      return before && after !== undefined ? `${(((after - before) / before) * 100).toFixed(0)}%` : "-";
    };
    console.log(
      row([
        key,
        `${threshold}%`,
        show(tallies.get("A/A"), true),
        show(tallies.get("cut 10%"), false),
        show(tallies.get("cut 20%"), false),
        `${effect("aa-1", "cut-10")} / ${effect("aa-2", "cut-20")}`,
      ]),
    );
  }
  const cell = (tallies: Map<string, Tally>, name: string) => {
    const tally = tallies.get(name);
    return tally ? `${tally.regressed}/${tally.total}` : "-";
  };
  const summaryRow = (label: string, tallies: Map<string, Tally>) =>
    row([label, "", cell(tallies, "A/A"), cell(tallies, "cut 10%"), cell(tallies, "cut 20%"), ""]);
  console.log("-".repeat(head.length));
  const measuresRates = header.scenarios.some((s) => s.metrics.some((m) => m.unit === "msg/s"));
  if (measuresRates) console.log(summaryRow("throughput regression (a msg/s rate)", rates));
  console.log(summaryRow("gate (any metric regressed)", gate));
  console.log(
    "\neffect = change of the median over all trials of the cut broker against its A/A baseline broker.",
  );
  if (blockLines.length > 0) {
    const measuringMs = blockLines.reduce((sum, l) => sum + l.measuringMs, 0);
    const brokers = (header.roles ?? ROLES.map((r) => r.id)).length;
    const perTargetBlockS = measuringMs / 1000 / brokers / blockLines.length;
    const startS = Math.max(...blockLines.map((l) => l.startMs)) / 1000 / brokers;
    const retried = blockLines.filter((l) => l.attempts > 1).length;
    console.log(
      `\nTime: ${(measuringMs / 60_000).toFixed(1)} min measuring ${blockLines.length} blocks of ` +
        `${header.blockSize} trials on ${brokers} brokers${retried ? ` (${retried} blocks measured again after a failure)` : ""}. ` +
        `Suite time per target at these settings: ${(perTargetBlockS * (blockSize / header.blockSize)).toFixed(0)} s ` +
        `measuring (${blockSize} trials of ${header.scenarios.map((s) => s.name).join(", ")}, trials of all targets interleaved) ` +
        `+ ~${startS.toFixed(0)} s broker start.`,
    );
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  configureRuntime();
  const config = await proofConfig(options);
  const blockSize = options.trials ?? config.trials;
  const lines = options.from ? readLines(options.from) : await measure(options, config, blockSize);
  const policy: VerdictPolicy =
    options.policy === "threshold"
      ? thresholdPolicy
      : policyFromConfig({ ...config.verdict, ...(options.policy && { policy: options.policy }) });
  report(lines, config, policy, blockSize);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
