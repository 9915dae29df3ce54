/**
 * Proof that the gate's verdicts neither cry wolf nor sleep, measured on the machine it runs on.
 *
 * Brokers of one image run the suite in independent blocks of the gate's trial count, in the
 * gate's own interleaved order (every trial round visits the brokers of a phase in a fresh random
 * order). Each block gives one comparison per case, judged by the gate's verdict policy and
 * thresholds exactly as `compare` judges a baseline and a run of that many trials. Two designs:
 *
 * - `cuts`: A/A and a CPU quota cut by 10% and by 20%, all four brokers interleaved: the time
 *   metrics' false alarms and detection.
 * - `work`: regression dials that add a known amount of broker work (a rabbitmq.conf setting,
 *   exchange-to-exchange hops, queue policies), an A/A broker and a CPU quota cut, measured as
 *   users have them: the stored baseline (`base-q`) in a quiet period, the candidates beside 0-2
 *   busy neighbour processes (drawn per block and recorded), and a same-job baseline (`base`)
 *   interleaved with them. Every case is judged in both modes: stored (against base-q) and A/B
 *   (against base).
 *
 *   npx node --experimental-transform-types bench/verdict-proof.ts --blocks 20 --raw proof.jsonl
 *   npx node --experimental-transform-types bench/verdict-proof.ts --design work --blocks 20 \
 *     --raw bench/data/work-proof.jsonl
 *   npx node --experimental-transform-types bench/verdict-proof.ts --from proof.jsonl   # judge again
 *
 * Options: --design cuts|work; --image rabbitmq:4.0.5-management; --cpus 1 (quota of the A/A
 * brokers; each role gets its share of it); --blocks 20; --trials <n> (block size; default: the
 * config's trials); --config <file> (scenarios, trials, thresholds and verdict settings; default:
 * the embedded default suite); --scenario <name> (repeatable); --raw <file> (every trial as a JSON
 * line, appended block by block; an existing file of the same settings is resumed); --from <file>
 * (judge a raw file again without measuring; --trials, --config and --policy apply); --policy
 * statistical|threshold; --roles all|aa|<id,id,...> (aa: only the A/A pair); --neighbours <n> or
 * <min>-<max> (busy processes beside the load phase, drawn per block; default 0 for cuts, 0-2 for
 * work); --max-minutes <m> (stop after the block that passes m minutes: a resumable piece).
 *
 * A block that fails (a broker or the Docker engine going away on a shared machine) is measured
 * again on fresh brokers, so every block is complete and all brokers of a block are the same
 * containers. In the work design every block starts on fresh containers too: a container's
 * reductions per operation carry an offset of their own, which blocks on the same containers would
 * share.
 *
 * Runs with Node 24 from the sources (--experimental-transform-types, as some sources use parameter
 * properties; a resolve hook maps our `.js` import specifiers to the `.ts` files).
 */
import "./resolve-ts.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import type { Results } from "../src/model/results.js";
import type { StartedBroker } from "../src/brokers/provider.js";
import type { VerdictPolicy } from "../src/compare/policy.js";
import type { GateConfig, ResolvedScenario } from "../src/gate/resolve.js";
import type { MetricDefinition } from "../src/model/metrics.js";
import type { WorkMeter } from "../src/work/meter.js";

const USAGE = `Usage: npx node --experimental-transform-types bench/verdict-proof.ts [options]

Measures blocks of the suite on brokers of one image and judges each block as \`compare\` would:
false alarms on A/A and detection of CPU cuts (cuts) or of added broker work (work; dials:
each dial's true effect against one base broker).

  --design cuts|work|dials the brokers to compare (default cuts)
  --image <ref>            image (default rabbitmq:4.0.5-management)
  --cpus <n>               CPU quota of the A/A brokers (default 1)
  --blocks <n>             blocks to measure (default 20)
  --trials <n>             block size (default: the config's trials)
  --config <file>          suite, trials, thresholds, verdict (default: the embedded suite)
  --scenario <name>        repeatable
  --raw <file.jsonl>       append every trial; an existing file is resumed
  --from <file.jsonl>      judge a raw file again, measure nothing
  --policy <p>             statistical or threshold
  --roles all|aa|<ids>     the brokers to measure (default all)
  --neighbours <n|min-max> busy processes beside the load phase
  --max-minutes <m>        stop after the block that passes m minutes
  -h, --help               this text`;

const OPTIONS = {
  design: { type: "string", default: "cuts" },
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
  neighbours: { type: "string" },
  "max-minutes": { type: "string" },
  help: { type: "boolean", short: "h", default: false },
} satisfies ParseArgsOptionsConfig;

// Before the project's modules load: --help needs none of them.
if (parseArgs({ options: OPTIONS }).values.help) {
  console.log(USAGE);
  process.exit(0);
}

// Imported after the hook is registered: their own imports name `.js` files.
const { resolveConfig } = await import("../src/gate/resolve.js");
const { loadConfigFile } = await import("../src/gate/config-file.js");
const { schedule } = await import("../src/gate/schedule.js");
const { seededRandom } = await import("../src/stats/bootstrap.js");
const { createProviders } = await import("../src/brokers/registry.js");
const { openWorkMeter } = await import("../src/work/meter.js");
const { scenarioRegistry } = await import("../src/scenarios/registry.js");
const { createConsoleLogger } = await import("../src/cli/console-logger.js");
const { abortOnSignals, configureRuntime } = await import("../src/gate/runtime.js");
const { summarize } = await import("../src/stats/summary.js");
const { compareResults } = await import("../src/compare/compare.js");
const { foreignCpuPct } = await import("../src/work/host-cpu.js");
const { RESULTS_SCHEMA_ID, RESULTS_SCHEMA_VERSION } = await import("../src/model/results.js");
const { thresholdPolicy } = await import("../src/compare/policy.js");
const { compareOptionsFromConfig, policyFromConfig } = await import("../src/compare/policies.js");
const { withBasicAuth } = await import("../src/model/http.js");
const { getContainerRuntimeClient } = await import("testcontainers");

/** A change to a broker's setup or load that adds broker work: a regression of known size. */
interface Dial {
  /** What it changes, for the report. */
  label: string;
  /** Scenario parameters laid over the config's, by scenario name (a change of load). */
  params?: Record<string, Record<string, unknown>>;
  /** rabbitmq.conf lines (a change of the broker's configuration). */
  rabbitmqConf?: string;
  /** Policies created through the management API once the broker is up. */
  policies?: { name: string; pattern: string; applyTo: "queues" | "exchanges"; definition: object }[];
  /** The scenarios the dial changes, where its params or policies do not tell. */
  scenarios?: string[];
}

interface Role {
  id: string;
  /** Share of the --cpus quota. */
  share: number;
  /** quiet: measured before the neighbours start (a stored baseline); load: beside them. */
  phase: "quiet" | "load";
  /** Scenarios this broker runs; every scenario of the config when absent. */
  scenarios?: string[];
  dial?: Dial;
}

/** One case of a block: the current broker judged against the baseline broker. */
interface Comparison {
  name: string;
  baseline: string;
  current: string;
  /** The baseline's mode: "stored" (measured in a quiet period) or "A/B" (interleaved, same load). */
  mode?: "stored" | "A/B";
}

interface Design {
  name: "cuts" | "work" | "dials";
  roles: Role[];
  comparisons: Comparison[];
  /** Busy neighbour processes beside the load phase, drawn per block from [min, max]. */
  neighbours: [number, number];
  /**
   * Every block on fresh containers. A container carries an offset of its own in reductions per
   * operation (unchanged brokers' medians within ±0.4% of each other in the work proof's blocks,
   * each median within ±0.15%), so blocks on the same containers share it and are not independent.
   */
  freshBrokers: boolean;
}

const CUTS: Design = {
  name: "cuts",
  roles: [
    { id: "aa-1", share: 1, phase: "load" },
    { id: "aa-2", share: 1, phase: "load" },
    { id: "cut-10", share: 0.9, phase: "load" },
    { id: "cut-20", share: 0.8, phase: "load" },
  ],
  comparisons: [
    { name: "A/A", baseline: "aa-1", current: "aa-2" },
    { name: "cut 10%", baseline: "aa-1", current: "cut-10" },
    { name: "cut 20%", baseline: "aa-2", current: "cut-20" },
  ],
  neighbours: [0, 0],
  freshBrokers: false,
};

/** Non-matching queue policies: every queue declare matches its name against each of them. */
const unmatchedPolicies = (count: number): NonNullable<Dial["policies"]> =>
  Array.from({ length: count }, (_, i) => ({
    name: `perf-gate-proof-${i}`,
    pattern: `^perf-gate-proof-no-such-queue-${i}$`,
    applyTo: "queues" as const,
    definition: { "max-length": 1_000_000 },
  }));

const TIMESTAMP_INTERCEPTOR = "message_interceptors.incoming.set_header_timestamp.overwrite = true";
const ROUTING_NODE_INTERCEPTOR = "message_interceptors.incoming.set_header_routing_node.overwrite = true";
const BOTH_INTERCEPTORS = `${TIMESTAMP_INTERCEPTOR}\n${ROUTING_NODE_INTERCEPTOR}`;

/** A policy on the throughput scenario's queues (named <prefix>-q<i>). */
const throughputQueuePolicy = (name: string, definition: object): NonNullable<Dial["policies"]>[number] => ({
  name,
  pattern: "-q[0-9]+$",
  applyTo: "queues",
  definition,
});

/** Unmatched queue policies of the churn dial (about +5% per queue declare + delete, 4.0.5). */
const CHURN_POLICIES = 7;

/**
 * The dials, by the effect on broker work per operation each was chosen for; their measured
 * effects are in bench/verdict-proof.md (`--design dials`).
 */
const DIALS = {
  "msg-2": {
    label: "throughput exchangeHops 1: one direct exchange bound before the queue",
    params: { throughput: { exchangeHops: 1 } },
  },
  "msg-3": {
    label: "rabbitmq.conf: both interceptors (timestamp, routing node) stamp every message",
    rabbitmqConf: BOTH_INTERCEPTORS,
  },
  "msg-5": {
    label: "throughput exchangeHops 1 and the timestamp interceptor in rabbitmq.conf",
    params: { throughput: { exchangeHops: 1 } },
    rabbitmqConf: TIMESTAMP_INTERCEPTOR,
  },
  "msg-10": {
    label: "throughput exchangeHops 2 and the routing-node interceptor in rabbitmq.conf",
    params: { throughput: { exchangeHops: 2 } },
    rabbitmqConf: ROUTING_NODE_INTERCEPTOR,
  },
  "churn-3": {
    label: "4 queue policies that match no queue: every declare checks them",
    policies: unmatchedPolicies(4),
  },
  "churn-5": {
    label: `${CHURN_POLICIES} queue policies that match no queue: every declare checks them`,
    policies: unmatchedPolicies(CHURN_POLICIES),
  },
} satisfies Record<string, Dial>;

/** Other settings measured beside the dials when choosing them (`--design dials`). */
const CANDIDATES = {
  "conf-ts": { label: "rabbitmq.conf: the timestamp interceptor alone", rabbitmqConf: TIMESTAMP_INTERCEPTOR },
  "conf-node": {
    label: "rabbitmq.conf: the routing-node interceptor alone",
    rabbitmqConf: ROUTING_NODE_INTERCEPTOR,
  },
  "hop-1-both": {
    label: "exchangeHops 1 and both interceptors (timestamp, routing node) in rabbitmq.conf",
    params: { throughput: { exchangeHops: 1 } },
    rabbitmqConf: BOTH_INTERCEPTORS,
  },
  "hop-2": { label: "throughput exchangeHops 2", params: { throughput: { exchangeHops: 2 } } },
  "hop-1": {
    label: "throughput exchangeHops 1: one direct exchange bound before the queue",
    params: { throughput: { exchangeHops: 1 } },
  },
  ttl: {
    label: "a policy giving throughput's queues a message TTL of one hour",
    policies: [throughputQueuePolicy("perf-gate-proof-ttl", { "message-ttl": 3_600_000 })],
    scenarios: ["throughput"],
  },
  maxlen: {
    label: "a policy giving throughput's queues a max-length of 1,000,000",
    policies: [throughputQueuePolicy("perf-gate-proof-maxlen", { "max-length": 1_000_000 })],
    scenarios: ["throughput"],
  },
  "pol-5": { label: "5 unmatched queue policies", policies: unmatchedPolicies(5) },
  "pol-10": { label: "10 unmatched queue policies", policies: unmatchedPolicies(10) },
} satisfies Record<string, Dial>;

/** The scenarios a dial changes: the ones a broker with that dial runs. */
function dialScenarios(dial: Dial): string[] {
  if (dial.scenarios) return dial.scenarios;
  if (dial.params) return Object.keys(dial.params);
  return dial.policies ? ["queue-churn"] : ["throughput"];
}

const dialRole = ([id, dial]: [string, Dial]): Role => ({
  id,
  share: 1,
  phase: "load",
  scenarios: dialScenarios(dial),
  dial,
});

/** Every case of the work design, in both baseline modes. */
const WORK_CASES = ["aa", "cut-20", ...Object.keys(DIALS)];

const WORK: Design = {
  name: "work",
  roles: [
    { id: "base-q", share: 1, phase: "quiet" },
    { id: "base", share: 1, phase: "load" },
    { id: "aa", share: 1, phase: "load" },
    { id: "cut-20", share: 0.8, phase: "load" },
    ...Object.entries(DIALS).map(dialRole),
  ],
  comparisons: WORK_CASES.flatMap((id) => [
    { name: `${id} stored`, baseline: "base-q", current: id, mode: "stored" as const },
    { name: `${id} A/B`, baseline: "base", current: id, mode: "A/B" as const },
  ]),
  neighbours: [0, 2],
  freshBrokers: true,
};

/** The dials' true effects: each against one base broker, interleaved on a quiet machine. */
const DIALS_DESIGN: Design = {
  name: "dials",
  roles: [
    { id: "base", share: 1, phase: "load" },
    ...Object.entries({ ...DIALS, ...CANDIDATES }).map(dialRole),
  ],
  comparisons: Object.keys({ ...DIALS, ...CANDIDATES }).map((id) => ({
    name: id,
    baseline: "base",
    current: id,
  })),
  neighbours: [0, 0],
  freshBrokers: false,
};

const DESIGNS = { cuts: CUTS, work: WORK, dials: DIALS_DESIGN };

const MAX_BLOCK_ATTEMPTS = 4;

interface Options {
  design: Design;
  /** "all", "aa" (the A/A pair of the cuts design) or a list of role ids. */
  roles: string;
  image: string;
  cpus: number;
  blocks: number;
  trials?: number;
  config?: string;
  scenarios?: string[];
  raw?: string;
  from?: string;
  policy?: "statistical" | "threshold";
  neighbours?: [number, number];
  maxMinutes?: number;
}

/** First line of a raw file: what was measured. */
interface Header {
  kind: "header";
  /** Older files: cuts. */
  design?: Design["name"];
  image: string;
  cpus: number;
  blockSize: number;
  /** Brokers measured; older files: ids of the cuts design (all four when absent). */
  roles?: (Role | string)[];
  neighbours?: [number, number];
  /** `trials`: the scenario's own block size, where it differs from `blockSize`. */
  scenarios: {
    name: string;
    params: Record<string, unknown>;
    metrics: MetricDefinition[];
    trials?: number;
  }[];
  host: string;
}

/**
 * "6 trials", "6 trials (throughput: 12)" where a scenario ran its own count per block, or
 * "trials by scenario (throughput: 7, latency: 5)" where every scenario did.
 */
function blockTrials(header: Header, blockSize: number): string {
  const own = header.scenarios
    .filter((s) => s.trials !== undefined)
    .map((s) => `${s.name}: ${(s.trials! * blockSize) / header.blockSize}`);
  if (own.length === 0) return `${blockSize} trials`;
  const common = own.length < header.scenarios.length ? `${blockSize} trials` : "trials by scenario";
  return `${common} (${own.join(", ")})`;
}

/** A scenario's trials per block in a raw file: its own count, else the file's block size. */
function recordedSize(header: Header, scenario: string): number {
  return header.scenarios.find((s) => s.name === scenario)?.trials ?? header.blockSize;
}

/**
 * Each scenario's trials per block when measuring: `--trials` sets them all (as the gate's
 * `--trials` does), otherwise each scenario runs its configured count.
 */
function blockConfig(config: GateConfig, trials: number | undefined): GateConfig {
  return trials === undefined
    ? config
    : { ...config, trials, scenarios: config.scenarios.map((s) => ({ ...s, trials })) };
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
  /**
   * Share of the trial's wall time (%) in which some runnable task of the host waited for a CPU:
   * the host's CPU pressure (Linux PSI, /proc/pressure/cpu "some"). Absent where it is not readable.
   */
  cpuPressurePct?: number;
  /**
   * Share of the host's CPU capacity (%) taken by other processes than the broker and this script
   * over the trial's measured windows: what the gate records as the trial's foreignCpuPct.
   */
  foreignCpuPct?: number;
}

/** A block is complete: its trials count. */
interface BlockLine {
  kind: "block";
  block: number;
  measuringMs: number;
  startMs: number;
  attempts: number;
  /** Busy neighbour processes beside the load phase. */
  neighbours?: number;
  /** Each broker's idle background as its work meter measured it at the block's start (the
   * reductions subtracted from every window: `fixedReductions` once, `reductionsPerSecond` per
   * second), so a broker whose work metrics sit apart from its twins' can be checked against it. */
  backgrounds?: Record<string, { fixedReductions: number; reductionsPerSecond: number }>;
}

type Line = Header | TrialLine | BlockLine;

function parseOptions(): Options {
  const { values } = parseArgs({
    options: OPTIONS,
  });
  const positive = (name: string, raw: string | undefined, integer: boolean): number => {
    const value = Number(raw);
    if (!(value > 0) || (integer && !Number.isInteger(value)))
      throw new Error(`--${name}: expected a ${integer ? "whole " : ""}number > 0, got '${raw}'`);
    return value;
  };
  if (!Object.hasOwn(DESIGNS, values.design))
    throw new Error(`--design: expected ${Object.keys(DESIGNS).join(", ")}, got '${values.design}'`);
  const design = DESIGNS[values.design as keyof typeof DESIGNS];
  if (values.roles === "aa" && design.name !== "cuts")
    throw new Error("--roles: aa names the A/A pair of the cuts design; list role ids instead");
  if (values.roles !== "all" && values.roles !== "aa") {
    const unknown = values.roles.split(",").filter((id) => !design.roles.some((role) => role.id === id));
    if (unknown.length > 0)
      throw new Error(`--roles: no role ${unknown.join(", ")} in the ${design.name} design`);
  }
  if (values.policy !== undefined && values.policy !== "statistical" && values.policy !== "threshold")
    throw new Error("--policy: expected statistical or threshold");
  let neighbours: [number, number] | undefined;
  if (values.neighbours !== undefined) {
    const match = /^(\d)(?:-(\d))?$/.exec(values.neighbours);
    if (!match || Number(match[2] ?? match[1]) < Number(match[1]))
      throw new Error(`--neighbours: expected n or min-max (0-9), got '${values.neighbours}'`);
    neighbours = [Number(match[1]), Number(match[2] ?? match[1])];
  }
  return {
    design,
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
    ...(neighbours && { neighbours }),
    ...(values["max-minutes"] !== undefined && {
      maxMinutes: positive("max-minutes", values["max-minutes"], false),
    }),
  };
}

function selectedRoles(design: Design, selection: string): Role[] {
  if (selection === "all") return design.roles;
  if (selection === "aa") return design.roles.filter((role) => role.id.startsWith("aa-"));
  const ids = selection.split(",");
  return design.roles.filter((role) => ids.includes(role.id));
}

/** The roles a raw file measured: older files name the cuts design's brokers by id. */
function recordedRoles(header: Header): Role[] {
  const design = DESIGNS[header.design ?? "cuts"];
  if (!header.roles) return design.roles;
  return header.roles.map((role) =>
    typeof role === "string" ? design.roles.find((r) => r.id === role)! : role,
  );
}

/** The gate's config (file or embedded default) with the design's brokers as its targets. */
async function proofConfig(options: Options): Promise<GateConfig> {
  const raw = options.config ? ((await loadConfigFile(options.config)) as Record<string, unknown>) : {};
  const { matrix: _matrix, ...rest } = raw;
  return resolveConfig(
    {
      ...rest,
      targets: selectedRoles(options.design, options.roles).map((role) => ({
        id: role.id,
        provider: "testcontainers",
        image: options.image,
        cpus: Math.round(options.cpus * role.share * 1000) / 1000,
        ...(role.dial?.rabbitmqConf !== undefined && { rabbitmqConf: role.dial.rabbitmqConf }),
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

/** A dial's policies, created through the broker's management API. */
async function applyDial(broker: StartedBroker, dial: Dial | undefined): Promise<void> {
  for (const policy of dial?.policies ?? []) {
    const { url, headers } = withBasicAuth(
      `${broker.managementUrls[0]}/api/policies/%2F/${encodeURIComponent(policy.name)}`,
    );
    const response = await fetch(url, {
      method: "PUT",
      signal: AbortSignal.timeout(30_000),
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({
        pattern: policy.pattern,
        definition: policy.definition,
        "apply-to": policy.applyTo,
        priority: 0,
      }),
    });
    if (!response.ok)
      throw new Error(`policy ${policy.name}: HTTP ${response.status} ${await response.text()}`);
  }
}

/** The number of busy neighbours of a block: drawn from the block number, so a resumed run agrees. */
function neighboursOf(block: number, [min, max]: [number, number]): number {
  return min + Math.floor(seededRandom(0x6e6e + block)() * (max - min + 1));
}

/**
 * Busy processes beside the brokers: each spins one core until stopped. Every 10^8 turns it checks
 * that this script still lives, so a script killed outright (no finally) leaves no spinner behind.
 */
const NEIGHBOUR_SCRIPT = `const parent = ${process.pid};
for (let i = 0; ; i++) {
  if (i === 1e8) { i = 0; try { process.kill(parent, 0); } catch { process.exit(0); } }
}`;

function startNeighbours(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ["-e", NEIGHBOUR_SCRIPT], { stdio: "ignore" }),
  );
}

function stopNeighbours(neighbours: readonly ChildProcess[]): void {
  for (const child of neighbours) child.kill("SIGKILL");
}

/** Measures the blocks not yet in the raw file; returns every line (old and new). */
async function measure(options: Options, config: GateConfig, blockSize: number): Promise<Line[]> {
  const logger = createConsoleLogger(process.stderr);
  const roles = selectedRoles(options.design, options.roles);
  const neighbourRange = options.neighbours ?? options.design.neighbours;
  const header: Header = {
    kind: "header",
    design: options.design.name,
    image: options.image,
    cpus: options.cpus,
    blockSize,
    roles,
    neighbours: neighbourRange,
    scenarios: config.scenarios.map((s) => ({
      name: s.name,
      params: s.params,
      metrics: s.scenario.metrics(s.params),
      ...(s.trials !== blockSize && { trials: s.trials }),
    })),
    host: `${process.platform} ${process.arch}`,
  };
  const resume = options.raw !== undefined && existsSync(options.raw);
  const lines: Line[] = resume ? readLines(options.raw!) : [header];
  if (resume) {
    const recorded = lines[0] as Header | undefined;
    const same =
      recorded?.kind === "header" &&
      (recorded.design ?? "cuts") === header.design &&
      recorded.image === header.image &&
      recorded.cpus === header.cpus &&
      recorded.blockSize === header.blockSize &&
      JSON.stringify(recordedRoles(recorded)) === JSON.stringify(roles) &&
      JSON.stringify(recorded.neighbours ?? [0, 0]) === JSON.stringify(neighbourRange) &&
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
  const pieceStarted = Date.now();
  const stopAll = async () => {
    await Promise.allSettled([...brokers.values()].map((broker) => broker.stop()));
    brokers = new Map();
  };
  try {
    for (let block = 0; block < options.blocks; block++) {
      if (done.has(block)) continue;
      if (options.maxMinutes !== undefined && Date.now() - pieceStarted > options.maxMinutes * 60_000) {
        logger.info(`--max-minutes ${options.maxMinutes} passed: stopping; run again to resume`);
        break;
      }
      const neighbours = neighboursOf(block, neighbourRange);
      for (let attempt = 1; ; attempt++) {
        interrupt.signal.throwIfAborted();
        try {
          if (brokers.size === 0) {
            const started = Date.now();
            for (const target of config.targets) {
              const broker = await providers.get("testcontainers")!.start(target, { logger });
              brokers.set(target.id, broker);
              await applyDial(broker, roles.find((role) => role.id === target.id)?.dial);
            }
            startMs = Date.now() - started;
          }
          const blockStarted = Date.now();
          const { lines: trialLines, backgrounds } = await measureBlock(
            { config, roles, blockSize, block, neighbours },
            brokers,
            random,
            interrupt.signal,
          );
          const blockLine: BlockLine = {
            kind: "block",
            block,
            measuringMs: Date.now() - blockStarted,
            startMs,
            attempts: attempt,
            neighbours,
            backgrounds,
          };
          append(options.raw, [...trialLines, blockLine]);
          lines.push(...trialLines, blockLine);
          const minutes = ((Date.now() - blockStarted) / 60_000).toFixed(1);
          logger.info(
            `block ${block + 1}/${options.blocks} (${neighbours} neighbours) done in ${minutes} min`,
          );
          if (options.design.freshBrokers) await stopAll();
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

interface BlockPlan {
  config: GateConfig;
  roles: readonly Role[];
  blockSize: number;
  block: number;
  neighbours: number;
}

/** The host's total CPU stall time ("some" tasks waiting for a CPU), µs; undefined without PSI. */
function cpuPressureStallUs(): number | undefined {
  try {
    const match = /^some .*total=(\d+)/m.exec(readFileSync("/proc/pressure/cpu", "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

function pressureShare(
  before: number | undefined,
  after: number | undefined,
  wallMs: number,
): { cpuPressurePct?: number } {
  if (before === undefined || after === undefined || !(wallMs > 0)) return {};
  return { cpuPressurePct: Math.round(((after - before) / (wallMs * 1000)) * 1000) / 10 };
}

const withForeign = (pct: number | undefined) => (pct === undefined ? {} : { foreignCpuPct: pct });

/** One block: the quiet phase's brokers alone, then the load phase's beside the neighbours. */
async function measureBlock(
  plan: BlockPlan,
  brokers: ReadonlyMap<string, StartedBroker>,
  random: () => number,
  signal: AbortSignal,
): Promise<{ lines: TrialLine[]; backgrounds: NonNullable<BlockLine["backgrounds"]> }> {
  const { config, roles, block } = plan;
  const lines: TrialLine[] = [];
  const meters = new Map<string, WorkMeter>();
  const backgrounds: NonNullable<BlockLine["backgrounds"]> = {};
  for (const [id, broker] of brokers) {
    const { meter, source } = await openWorkMeter(broker.metricsUrls, { signal });
    meters.set(id, meter);
    if (source.background) {
      const { fixedReductions, reductionsPerSecond } = source.background;
      backgrounds[id] = { fixedReductions, reductionsPerSecond: Math.round(reductionsPerSecond) };
    }
  }
  const roleOf = (id: string) => roles.find((role) => role.id === id)!;
  for (const phase of ["quiet", "load"] as const) {
    const targets = config.targets.filter((target) => roleOf(target.id).phase === phase);
    if (targets.length === 0) continue;
    const steps = schedule({ ...config, targets }, random).filter((step) => {
      const only = roleOf(step.target.id).scenarios;
      return only === undefined || only.includes(step.scenario.name);
    });
    const neighbours = phase === "load" ? startNeighbours(plan.neighbours) : [];
    try {
      for (const step of steps) {
        signal.throwIfAborted();
        const trial = block * step.scenario.trials + step.trial;
        const started = Date.now();
        const pressureBefore = cpuPressureStallUs();
        const outcome = await step.scenario.scenario.runTrial(
          {
            broker: brokers.get(step.target.id)!,
            queueType: step.target.queueType,
            logger: { debug() {}, info() {}, warn() {}, error() {}, addSecret() {} },
            trial,
            trials: step.scenario.trials,
            resourcePrefix: `perf-gate-proof-${process.pid}-${step.scenario.name}-t${trial}`,
            work: meters.get(step.target.id)!,
            signal,
          },
          paramsOf(step.scenario, roleOf(step.target.id)),
        );
        const durationMs = Date.now() - started;
        lines.push({
          kind: "trial",
          block,
          trial,
          target: step.target.id,
          scenario: step.scenario.name,
          valid: outcome.valid,
          ...(outcome.invalidReason !== undefined && { invalidReason: outcome.invalidReason }),
          metrics: outcome.metrics,
          durationMs,
          ...pressureShare(pressureBefore, cpuPressureStallUs(), durationMs),
          ...withForeign(outcome.work && foreignCpuPct(outcome.work)),
        });
      }
    } finally {
      stopNeighbours(neighbours);
    }
  }
  return { lines, backgrounds };
}

/** The scenario's parameters with the role's dial laid over them, checked by the scenario. */
function paramsOf(scenario: ResolvedScenario, role: Role): Record<string, unknown> {
  const change = role.dial?.params?.[scenario.name];
  if (!change) return scenario.params;
  return scenario.scenario.parameters.parse({ ...scenario.params, ...change }) as Record<string, unknown>;
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

type Verdict = keyof Omit<Tally, "total">;

const emptyTally = (): Tally => ({ regressed: 0, improved: 0, unchanged: 0, inconclusive: 0, total: 0 });

function count(tally: Tally, verdict: Verdict): void {
  tally[verdict]++;
  tally.total++;
}

/** What a case says of several metrics at once: any regressed, else any improved, else all unchanged. */
function combined(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes("regressed")) return "regressed";
  if (verdicts.includes("improved")) return "improved";
  return verdicts.every((v) => v === "unchanged") ? "unchanged" : "inconclusive";
}

interface Judgement {
  blocks: number;
  comparisons: Comparison[];
  /** Per metric ("scenario.metric"), per comparison. */
  byMetric: Map<string, Map<string, Tally>>;
  /** Per comparison: any metric regressed (the gate fails). */
  gate: Map<string, Tally>;
  /** Per comparison: a message rate (msg/s) regressed. */
  rates: Map<string, Tally>;
  /** Per comparison: the work metrics (broker reductions per operation) together. */
  work: Map<string, Tally>;
  /** Per metric, per comparison: each block's change of the median, in %. */
  blockEffects: Map<string, Map<string, number[]>>;
  /** The threshold the gate applied, by "<current broker>/<scenario>.<metric>". */
  thresholds: Map<string, number>;
}

/** The host both sides of a judged comparison name: the same machine, so no environment notes. */
const PROOF_HOST: Results["host"] = {
  os: process.platform,
  arch: process.arch,
  cpuModel: "",
  cpuCores: 0,
  totalMemoryBytes: 0,
  nodeVersion: process.version,
  runner: "local",
};

/** Every comparison of every complete block, judged; tallies per metric and per comparison. */
function judge(
  lines: readonly Line[],
  config: GateConfig,
  policy: VerdictPolicy,
  blockSize: number,
): Judgement {
  const header = lines[0] as Header;
  const design = DESIGNS[header.design ?? "cuts"];
  const trials = lines.filter((l): l is TrialLine => l.kind === "trial" && l.valid);
  // Blocks of the gate's size: recorded blocks of another size are regrouped by trial number.
  const done = completeBlocks(lines);
  const recordedBlocks = Math.max(0, ...trials.map((t) => t.block + 1));
  const blocks = Math.floor((recordedBlocks * header.blockSize) / blockSize);
  // A scenario's trials per judged block: its recorded block size, scaled as the suite's is.
  const sizeOf = (scenario: string) => {
    const size = (recordedSize(header, scenario) * blockSize) / header.blockSize;
    if (!Number.isInteger(size)) {
      throw new Error(
        `--trials ${blockSize}: scenario ${scenario} ran ${recordedSize(header, scenario)} trials per block ` +
          `of ${header.blockSize}; give a block size that divides it evenly`,
      );
    }
    return size;
  };
  const blockComplete = (block: number) => {
    // Every recorded block this block draws from must be complete.
    const first = Math.floor((block * blockSize) / header.blockSize);
    const last = Math.floor(((block + 1) * blockSize - 1) / header.blockSize);
    for (let b = first; b <= last; b++) if (!done.has(b)) return false;
    return true;
  };
  const measured = new Set(recordedRoles(header).map((role) => role.id));
  const comparisons = design.comparisons.filter((c) => measured.has(c.baseline) && measured.has(c.current));
  const judgement: Judgement = {
    blocks: 0,
    comparisons,
    byMetric: new Map(),
    gate: new Map(comparisons.map((c) => [c.name, emptyTally()])),
    rates: new Map(comparisons.map((c) => [c.name, emptyTally()])),
    work: new Map(comparisons.map((c) => [c.name, emptyTally()])),
    blockEffects: new Map(),
    thresholds: new Map(),
  };
  const roles = recordedRoles(header);
  const ranScenario = (id: string, scenario: string) => {
    const only = roles.find((role) => role.id === id)?.scenarios;
    return only === undefined || only.includes(scenario);
  };
  for (let block = 0; block < blocks; block++) {
    if (!blockComplete(block)) continue;
    judgement.blocks++;
    const inBlock = (t: TrialLine) =>
      t.trial > block * sizeOf(t.scenario) && t.trial <= (block + 1) * sizeOf(t.scenario);
    for (const comparison of comparisons) {
      // The two sides as results files of one target, compared by the gate's own compareResults.
      const sideOf = (broker: string, kind: Results["kind"]): Results => ({
        schema: RESULTS_SCHEMA_ID,
        schemaVersion: RESULTS_SCHEMA_VERSION,
        kind,
        tool: { name: "verdict-proof", version: "0" },
        gate: "verdict-proof",
        createdAt: new Date(0).toISOString(),
        host: PROOF_HOST,
        trials: blockSize,
        targets: [
          {
            id: comparison.current,
            provider: "testcontainers",
            spec: {},
            broker: { serverVersion: "", product: "RabbitMQ", nodes: [] },
            scenarios: header.scenarios
              .filter((scenario) => ranScenario(comparison.current, scenario.name))
              .map((scenario) => ({
                name: scenario.name,
                scenario: scenario.name,
                parameters: scenario.params,
                metrics: scenario.metrics.map((definition) => {
                  const samples = trials
                    .filter((t) => t.target === broker && t.scenario === scenario.name && inBlock(t))
                    .sort((a, b) => a.trial - b.trial)
                    .map((t) => t.metrics[definition.id])
                    .filter((v): v is number => typeof v === "number" && Number.isFinite(v));
                  return { ...definition, samples, summary: summarize(samples) };
                }),
                // The trial records carry what the gate reads of them: the host's foreign CPU share.
                trials: trials
                  .filter((t) => t.target === broker && t.scenario === scenario.name && inBlock(t))
                  .map((t) => ({
                    trial: t.trial,
                    startedAt: new Date(0).toISOString(),
                    durationMs: t.durationMs,
                    measuredMs: t.durationMs,
                    valid: t.valid,
                    warnings: [],
                    ...(t.foreignCpuPct !== undefined && { foreignCpuPct: t.foreignCpuPct }),
                  })),
                valid: true,
                invalidReasons: [],
                warnings: [],
              })),
          },
        ],
      });
      const compared = compareResults(
        sideOf(comparison.baseline, "baseline"),
        sideOf(comparison.current, "results"),
        config.thresholds,
        {
          ...compareOptionsFromConfig(config.verdict),
          policy,
          // A stored baseline was measured in another period: only what binds there is judged.
          reference: comparison.mode === "stored" ? "separate" : "same-job",
        },
      );
      const all: Verdict[] = [];
      const work: Verdict[] = [];
      let rateRegressed = false;
      for (const row of compared.rows) {
        if (!["regressed", "improved", "unchanged", "inconclusive"].includes(row.verdict)) continue;
        const verdict = row.verdict as Verdict;
        const key = `${row.scenario}.${row.metric}`;
        const tallies = judgement.byMetric.get(key) ?? new Map<string, Tally>();
        judgement.byMetric.set(key, tallies);
        const tally = tallies.get(comparison.name) ?? emptyTally();
        tallies.set(comparison.name, tally);
        count(tally, verdict);
        judgement.thresholds.set(`${comparison.current}/${key}`, row.thresholdPct);
        const effects = judgement.blockEffects.get(key) ?? new Map<string, number[]>();
        judgement.blockEffects.set(key, effects);
        const list = effects.get(comparison.name) ?? [];
        effects.set(comparison.name, list);
        if (row.baseline && row.current && row.baseline.median !== 0)
          list.push(((row.current.median - row.baseline.median) / row.baseline.median) * 100);
        all.push(verdict);
        if (row.kind === "work") work.push(verdict);
        if (row.unit === "msg/s") rateRegressed ||= verdict === "regressed";
      }
      count(
        judgement.gate.get(comparison.name)!,
        compared.verdict === "regression" ? "regressed" : all.includes("improved") ? "improved" : "unchanged",
      );
      count(judgement.rates.get(comparison.name)!, rateRegressed ? "regressed" : "unchanged");
      if (work.length > 0) count(judgement.work.get(comparison.name)!, combined(work));
    }
  }
  return judgement;
}

/** Median over all trials of a broker, for the size of each case's effect. */
function overallMedian(lines: readonly Line[], target: string, scenario: string, metric: string) {
  const values = lines
    .filter(
      (l): l is TrialLine => l.kind === "trial" && l.valid && l.target === target && l.scenario === scenario,
    )
    .map((l) => l.metrics[metric])
    .filter((v): v is number => typeof v === "number");
  return values.length > 0 ? summarize(values).median : undefined;
}

function effectPct(lines: readonly Line[], comparison: Comparison, key: string): number | undefined {
  const scenario = key.slice(0, key.indexOf("."));
  const metric = key.slice(key.indexOf(".") + 1);
  const before = overallMedian(lines, comparison.baseline, scenario, metric);
  const after = overallMedian(lines, comparison.current, scenario, metric);
  return before && after !== undefined ? ((after - before) / before) * 100 : undefined;
}

const signed = (pct: number | undefined, digits = 1) =>
  pct === undefined ? "-" : `${pct >= 0 ? "+" : ""}${pct.toFixed(digits)}%`;

function describeHeader(
  lines: readonly Line[],
  judgement: Judgement,
  config: GateConfig,
  policy: VerdictPolicy,
  blockSize: number,
) {
  const header = lines[0] as Header;
  const trialLines = lines.filter((l): l is TrialLine => l.kind === "trial");
  const invalid = trialLines.filter((t) => !t.valid).length;
  const quotas = recordedRoles(header)
    .map((role) => `${role.id} ${Math.round(header.cpus * role.share * 1000) / 1000}`)
    .join(", ");
  console.log(
    `${header.image}, CPU quotas: ${quotas}; ${trialLines.length} trials recorded (${invalid} invalid, left out)`,
  );
  console.log(
    `${judgement.blocks} independent blocks of ${blockTrials(header, blockSize)} per broker; cases: ` +
      judgement.comparisons.map((c) => `${c.name} = ${c.current} against ${c.baseline}`).join(", "),
  );
  console.log(
    `scenarios: ${header.scenarios.map((s) => `${s.name} ${JSON.stringify(s.params)}`).join("; ")}`,
  );
  console.log(`verdicts: ${policy.name} policy (${policy.description})`);
  const kinds = Object.entries(config.thresholds.kinds ?? {})
    .map(([kind, pct]) => `${kind} ${pct}%`)
    .join(", ");
  console.log(
    `thresholds: default ${config.thresholds.default}%` +
      (kinds ? `; by kind: ${kinds}` : "") +
      (Object.keys(config.thresholds.metrics).length > 0
        ? `; ${Object.entries(config.thresholds.metrics)
            .map(([key, pct]) => `${key} ${pct}%`)
            .join(", ")}`
        : ""),
  );
}

/** The cuts design: one row per metric, a column per comparison. */
function reportCuts(lines: readonly Line[], judgement: Judgement) {
  const { byMetric, gate, rates, comparisons } = judgement;
  const header = lines[0] as Header;
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
  const byName = (name: string) => comparisons.find((c) => c.name === name);
  for (const [key, tallies] of byMetric) {
    const threshold = judgement.thresholds.get(`cut-20/${key}`) ?? judgement.thresholds.get(`aa-2/${key}`);
    const effect = (name: string) => {
      const comparison = byName(name);
      return comparison ? signed(effectPct(lines, comparison, key), 0) : "-";
    };
    console.log(
      row([
        key,
        `${threshold}%`,
        show(tallies.get("A/A"), true),
        show(tallies.get("cut 10%"), false),
        show(tallies.get("cut 20%"), false),
        `${effect("cut 10%")} / ${effect("cut 20%")}`,
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
}

/**
 * What the host's other processes did during the trials (where it was recorded): the median CPU
 * pressure (share of wall time some task waited for a CPU) and the median share of the host's CPU
 * taken by processes other than the brokers and this script, for the quiet phase and for the load
 * phase by the number of busy neighbours.
 */
function reportHostLoad(lines: readonly Line[], roles: readonly Role[], blockLines: readonly BlockLine[]) {
  const neighboursOfBlock = new Map(blockLines.map((l) => [l.block, l.neighbours ?? 0]));
  const fields = [
    ["cpuPressurePct", "host CPU pressure (median share of a trial's time some task waited for a CPU)"],
    ["foreignCpuPct", "host CPU taken by other processes (median share of the trials' windows)"],
  ] as const;
  for (const [field, label] of fields) {
    const groups = new Map<string, number[]>();
    const blocks = new Set<number>();
    for (const line of lines) {
      const value = line.kind === "trial" ? line[field] : undefined;
      if (line.kind !== "trial" || value === undefined) continue;
      blocks.add(line.block);
      const phase = roles.find((role) => role.id === line.target)?.phase;
      const key =
        phase === "quiet" ? "quiet phase" : `load phase, ${neighboursOfBlock.get(line.block)} neighbours`;
      groups.set(key, [...(groups.get(key) ?? []), value]);
    }
    if (groups.size === 0) continue;
    const cells = [...groups.keys()]
      .sort()
      .map(
        (key) =>
          `${key} ${summarize(groups.get(key)!).median.toFixed(1)}% (${groups.get(key)!.length} trials)`,
      );
    console.log(`${label}, ${blocks.size} blocks recorded it: ${cells.join("; ")}`);
  }
}

/** The work and dials designs: a table per case, a column per baseline mode. */
function reportCases(lines: readonly Line[], judgement: Judgement) {
  const header = lines[0] as Header;
  const roles = recordedRoles(header);
  const blockLines = lines.filter((l): l is BlockLine => l.kind === "block");
  const drawn = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((n) => [n, blockLines.filter((l) => (l.neighbours ?? 0) === n).length])
    .filter(([, blocks]) => blocks! > 0)
    .map(([n, blocks]) => `${n}: ${blocks} blocks`);
  console.log(`busy neighbours beside the load phase: ${drawn.join(", ")}`);
  reportHostLoad(lines, roles, blockLines);
  console.log(
    "\nCells: regressed/inconclusive/unchanged/improved over the blocks, then the effect: change of the " +
      "median over all trials against the baseline broker (in brackets: the blocks' lowest and highest).",
  );
  const cases = [...new Set(judgement.comparisons.map((c) => c.current))];
  const show = (tally: Tally | undefined) =>
    tally ? `${tally.regressed}/${tally.inconclusive}/${tally.unchanged}/${tally.improved}` : "-";
  for (const id of cases) {
    const role = roles.find((r) => r.id === id)!;
    const comparisons = judgement.comparisons.filter((c) => c.current === id);
    console.log(
      `\n### ${id}: ${role.dial?.label ?? (role.share === 1 ? "the baseline's setup (A/A)" : `CPU quota cut to ${role.share * 100}% of the baseline's`)}`,
    );
    const columns = [48, 5, ...comparisons.map(() => 40)];
    const row = (cells: string[]) =>
      cells
        .map((cell, index) => (index === 0 ? cell.padEnd(columns[0]!) : cell.padStart(columns[index]!)))
        .join(" ");
    const head = row(["metric", "thr.", ...comparisons.map((c) => c.mode ?? `against ${c.baseline}`)]);
    console.log(head);
    console.log("-".repeat(head.length));
    for (const [key, tallies] of judgement.byMetric) {
      if (!comparisons.some((c) => tallies.has(c.name))) continue;
      const threshold = judgement.thresholds.get(`${id}/${key}`);
      const cells = comparisons.map((c) => {
        const effects = judgement.blockEffects.get(key)?.get(c.name) ?? [];
        const range =
          effects.length > 0
            ? ` (${signed(Math.min(...effects), 0)}…${signed(Math.max(...effects), 0)})`
            : "";
        return `${show(tallies.get(c.name))} ${signed(effectPct(lines, c, key))}${range}`;
      });
      console.log(row([key, `${threshold}%`, ...cells]));
    }
    console.log("-".repeat(head.length));
    console.log(
      row(["work metrics together", "", ...comparisons.map((c) => show(judgement.work.get(c.name)))]),
    );
    if (role.scenarios === undefined || role.scenarios.includes("throughput"))
      console.log(
        row([
          "throughput regression (a msg/s rate)",
          "",
          ...comparisons.map((c) => show(judgement.rates.get(c.name))),
        ]),
      );
    console.log(
      row(["gate (any metric regressed)", "", ...comparisons.map((c) => show(judgement.gate.get(c.name)))]),
    );
  }
}

function report(lines: readonly Line[], config: GateConfig, policy: VerdictPolicy, blockSize: number): void {
  const header = lines[0] as Header;
  const judgement = judge(lines, config, policy, blockSize);
  describeHeader(lines, judgement, config, policy, blockSize);
  if ((header.design ?? "cuts") === "cuts") reportCuts(lines, judgement);
  else reportCases(lines, judgement);
  const blockLines = lines.filter((l): l is BlockLine => l.kind === "block");
  if (blockLines.length > 0) {
    const measuringMs = blockLines.reduce((sum, l) => sum + l.measuringMs, 0);
    const brokers = recordedRoles(header).length;
    const perTargetBlockS = measuringMs / 1000 / brokers / blockLines.length;
    const startS = Math.max(...blockLines.map((l) => l.startMs)) / 1000 / brokers;
    const retried = blockLines.filter((l) => l.attempts > 1).length;
    console.log(
      `\nTime: ${(measuringMs / 60_000).toFixed(1)} min measuring ${blockLines.length} blocks of ` +
        `${blockTrials(header, header.blockSize)} on ${brokers} brokers${retried ? ` (${retried} blocks measured again after a failure)` : ""}. ` +
        `Per broker and block of ${blockTrials(header, blockSize)}: ${(perTargetBlockS * (blockSize / header.blockSize)).toFixed(0)} s ` +
        `measuring (${header.scenarios.map((s) => s.name).join(", ")}, trials of all brokers interleaved) ` +
        `+ ~${startS.toFixed(0)} s broker start.`,
    );
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  configureRuntime();
  const lines = options.from ? readLines(options.from) : undefined;
  // Judging again: the recorded design and brokers, not the command line's.
  const recorded = lines?.[0] as Header | undefined;
  const design = recorded ? DESIGNS[recorded.design ?? "cuts"] : options.design;
  const config = await proofConfig({
    ...options,
    design,
    roles: recorded
      ? recordedRoles(recorded)
          .map((role) => role.id)
          .join(",")
      : options.roles,
  });
  const blockSize = options.trials ?? recorded?.blockSize ?? config.trials;
  const all = lines ?? (await measure(options, blockConfig(config, options.trials), blockSize));
  const policy: VerdictPolicy =
    options.policy === "threshold"
      ? thresholdPolicy
      : policyFromConfig({ ...config.verdict, ...(options.policy && { policy: options.policy }) });
  report(all, config, policy, blockSize);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
