import { setTimeout as sleep } from "node:timers/promises";
import { median } from "simple-statistics";
import { maskUrlCredentials } from "../model/logger.js";
import { BROKER_WORK_UNAVAILABLE, type WorkWindowUsage } from "../model/metrics.js";
import { readHostCpu, type HostCpuReading } from "./host-cpu.js";
import { scrapeNodeCounters, type NodeCounters } from "./prometheus.js";

/**
 * The work a trial's measured operations cost: the broker's reductions and CPU time (every node of
 * the target, read from its Prometheus endpoint), and the load generator's own CPU time. Each
 * scenario says where its window's edges are: the churn scenarios read around their measured
 * cycles (never the warm-up), the throughput scenario at rest around every message of the trial.
 *
 * Reductions count the BEAM's work much as a CPU counts instructions: a neighbour on the machine
 * slows the broker down but does not make it call more functions, so they stay put where rates
 * and latencies move by tens of percent.
 */

/** A window being measured; `stop` reads the counters again. */
export interface WorkWindow {
  stop(): Promise<WorkWindowUsage>;
}

/** Measures windows of a trial. Reading the broker may be impossible (see `brokerUnavailable`). */
export interface WorkMeter {
  /** Why the broker's counters are not read (one line), or undefined when they are. */
  readonly brokerUnavailable: string | undefined;
  start(): Promise<WorkWindow>;
}

/**
 * The broker's own work when no client asks anything of it (statistics emission, timers), and
 * the work of reading the counters themselves (rendering the page): subtracted from every window,
 * modelled as fixed + rate × window length.
 */
export interface BackgroundWork {
  /**
   * Reductions between two readings taken back to back when the meter opened: the readings' own
   * cost. Every window measures it again at its start (see readingCost) and records what it took.
   */
  fixedReductions: number;
  /** Reductions per second of the idle broker, beyond the readings. */
  reductionsPerSecond: number;
  /** How long the idle window was. */
  idleWindowMs: number;
}

/** Where a target's work counters come from, as the results file records it. */
export interface WorkSource {
  /** "prometheus", or "none" when the broker's counters cannot be read (client CPU still is). */
  source: "prometheus" | "none";
  /** Endpoints read, one per node (credentials masked). */
  urls: string[];
  background?: BackgroundWork;
  /** Why the broker's counters are not read. */
  note?: string;
}

const SCRAPE_TIMEOUT_MS = 10_000;
/** Long enough for the idle rate to stand out of the readings' own cost. */
export const DEFAULT_IDLE_WINDOW_MS = 2_000;

export interface Reading {
  atNs: bigint;
  nodes: NodeCounters[];
  clientCpuUs: number;
  host?: HostCpuReading | undefined;
}

function clientCpuUs(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

async function readNodes(urls: readonly string[]): Promise<NodeCounters[]> {
  return Promise.all(urls.map((url) => scrapeNodeCounters(url, SCRAPE_TIMEOUT_MS)));
}

const sumOf = (nodes: readonly NodeCounters[], pick: (n: NodeCounters) => number) =>
  nodes.reduce((total, node) => total + pick(node), 0);

/** The usage between two readings: pure, so the arithmetic is tested without a broker. */
export function usageBetween(start: Reading, end: Reading, background?: BackgroundWork): WorkWindowUsage {
  const windowMs = Number(end.atNs - start.atNs) / 1e6;
  const usage: WorkWindowUsage = { windowMs, clientCpuMs: (end.clientCpuUs - start.clientCpuUs) / 1000 };
  if (start.host && end.host && end.host.busyMs >= start.host.busyMs) {
    usage.hostBusyMs = end.host.busyMs - start.host.busyMs;
    usage.hostCpus = end.host.cpus;
  }
  if (start.nodes.length === 0 || start.nodes.length !== end.nodes.length) return usage;
  const gross = sumOf(end.nodes, (n) => n.reductions) - sumOf(start.nodes, (n) => n.reductions);
  const backgroundReductions = background
    ? background.fixedReductions + (background.reductionsPerSecond * windowMs) / 1000
    : 0;
  // Work at or below the idle background is not zero work: the background was measured while the
  // broker was busier than the window, and the window's own work is unknown.
  const net = gross - backgroundReductions;
  return {
    ...usage,
    ...(net > 0
      ? { reductions: net }
      : {
          reductionsUnmeasured: `the nodes' ${Math.round(gross)} reductions over ${Math.round(windowMs)} ms did not exceed the idle background subtracted (${Math.round(backgroundReductions)}), measured when the broker was busier than in this window`,
        }),
    backgroundReductions,
    brokerCpuMs: sumOf(end.nodes, (n) => n.runtimeMs) - sumOf(start.nodes, (n) => n.runtimeMs),
    memoryBytes: end.nodes.map((n) => n.memoryBytes),
  };
}

/** Reads every node's counters, or only the client's when the broker's are not available. */
class PrometheusWorkMeter implements WorkMeter {
  private readonly urls: readonly string[];
  readonly brokerUnavailable: string | undefined;
  private readonly background: BackgroundWork | undefined;

  constructor(
    urls: readonly string[],
    brokerUnavailable: string | undefined,
    background: BackgroundWork | undefined,
  ) {
    this.urls = urls;
    this.brokerUnavailable = brokerUnavailable;
    this.background = background;
  }

  private async read(): Promise<Reading> {
    const nodes = this.brokerUnavailable === undefined ? await readNodes(this.urls) : [];
    return { atNs: process.hrtime.bigint(), nodes, clientCpuUs: clientCpuUs(), host: readHostCpu() };
  }

  async start(): Promise<WorkWindow> {
    const background = this.background;
    if (background === undefined || this.brokerUnavailable !== undefined) {
      const start = await this.read();
      return { stop: async () => usageBetween(start, await this.read(), background) };
    }
    const first = await this.read();
    const second = await this.read();
    const start = await this.read();
    const current = { ...background, fixedReductions: readingCost([first, second, start], background) };
    return { stop: async () => usageBetween(start, await this.read(), current) };
  }
}

/**
 * The readings' own cost now, from readings taken back to back: the least step beyond the idle
 * rate (a step may catch a timer's burst; none is cheaper than the readings). Measured again at
 * every window's start because it drifts: the page renders every queue's rows, and a deleted
 * queue's rows stay until the broker's metrics clean-up (every 2 minutes), so after a few hundred
 * queues come and go each reading costs some 27k reductions (10%) more than at the start, which a
 * window of 40k reductions cannot absorb. Without two comparable readings the opening's
 * calibration stands.
 */
export function readingCost(readings: readonly Reading[], background: BackgroundWork): number {
  const steps: number[] = [];
  for (let i = 1; i < readings.length; i++) {
    const [from, to] = [readings[i - 1]!, readings[i]!];
    if (from.nodes.length === 0 || from.nodes.length !== to.nodes.length) continue;
    const ms = Number(to.atNs - from.atNs) / 1e6;
    const gross = sumOf(to.nodes, (n) => n.reductions) - sumOf(from.nodes, (n) => n.reductions);
    steps.push(Math.max(0, gross - (background.reductionsPerSecond * ms) / 1000));
  }
  return steps.length === 0 ? background.fixedReductions : Math.min(...steps);
}

/**
 * Checks that every node's endpoint answers, measures the idle background and returns the meter
 * with what the results file records of it. An endpoint that does not answer is not an error: the
 * target then has client CPU only, and the note says why.
 */
export async function openWorkMeter(
  urls: readonly string[],
  options: {
    idleWindowMs?: number;
    signal?: AbortSignal;
    /** The user's setting the URLs came from, if they did not come from the gate itself. */
    setting?: string;
  } = {},
): Promise<{ meter: WorkMeter; source: WorkSource }> {
  const masked = urls.map(maskUrlCredentials);
  if (urls.length === 0) {
    const note = `${BROKER_WORK_UNAVAILABLE}the target has no Prometheus endpoint`;
    return {
      meter: new PrometheusWorkMeter([], note, undefined),
      source: { source: "none", urls: [], note },
    };
  }
  try {
    const background = await measureBackground(
      urls,
      options.idleWindowMs ?? DEFAULT_IDLE_WINDOW_MS,
      options.signal,
    );
    return {
      meter: new PrometheusWorkMeter(urls, undefined, background),
      source: { source: "prometheus", urls: masked, background },
    };
  } catch (error) {
    options.signal?.throwIfAborted();
    // Never suggest setting what is set: point at the setting, and at what each URL must serve.
    const advice = options.setting
      ? `check ${options.setting}: each URL is one node's rabbitmq_prometheus page (http://host:15692/metrics; a base URL such as http://host:15692 means its /metrics)`
      : "enable the rabbitmq_prometheus plugin (it serves http://host:15692/metrics), or set metricsUrls to where it answers";
    const note = `${BROKER_WORK_UNAVAILABLE}${(error as Error).message}, where its Prometheus page was expected; ${advice}`;
    return {
      meter: new PrometheusWorkMeter([], note, undefined),
      source: { source: "none", urls: masked, note },
    };
  }
}

/**
 * Four readings back to back give the readings' own cost (the median of the three steps, since one
 * may catch a timer); one more after an idle window gives the idle rate beyond it.
 */
export async function measureBackground(
  urls: readonly string[],
  idleWindowMs: number,
  signal?: AbortSignal,
): Promise<BackgroundWork> {
  const total = async () => ({
    atNs: process.hrtime.bigint(),
    reductions: sumOf(await readNodes(urls), (n) => n.reductions),
  });
  const backToBack = [await total()];
  for (let i = 0; i < 3; i++) backToBack.push(await total());
  const steps = backToBack.slice(1).map((reading, i) => reading.reductions - backToBack[i]!.reductions);
  const fixedReductions = median(steps);
  const before = backToBack.at(-1)!;
  await sleep(idleWindowMs, undefined, { signal });
  const after = await total();
  const idleMs = Number(after.atNs - before.atNs) / 1e6;
  const reductionsPerSecond = Math.max(
    0,
    ((after.reductions - before.reductions - fixedReductions) * 1000) / idleMs,
  );
  return { fixedReductions, reductionsPerSecond, idleWindowMs: idleMs };
}
