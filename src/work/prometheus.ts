import { maskUrlCredentials } from "../model/logger.js";
/**
 * Reads a RabbitMQ node's work counters from its Prometheus endpoint (the rabbitmq_prometheus
 * plugin, port 15692, on in the official images). The endpoint serves external brokers as well as
 * ours, needs no credentials and no command run on the node, and its counters are read live when
 * the page is rendered (unlike the management API's, which are sampled every few seconds).
 *
 * A handful of samples of the page are needed, nearly all from the Erlang VM collector, so a narrow
 * reader of the text exposition format does the job: a general parser would add a dependency for
 * no gain.
 */

import { withBasicAuth } from "../model/http.js";

/** The VM's counters at one moment, for one node. */
export interface NodeCounters {
  /** erlang:statistics(reductions): the VM's work, counted in function calls. */
  reductions: number;
  /** erlang:statistics(runtime): CPU time of every scheduler and I/O thread, in ms. */
  runtimeMs: number;
  /** erlang:memory(total): bytes allocated by the VM (processes + system). */
  memoryBytes: number;
}

/**
 * The sample names of the VM collector (prometheus.erl) in its two generations: as RabbitMQ 3.10.8
 * and 4.0.5 serve them, and as 4.3.6 serves them (prometheus.erl 6.1.1), which renamed the runtime
 * and memory samples to the Prometheus naming rules.
 */
const REDUCTIONS = "erlang_vm_statistics_reductions_total";
const RUNTIME_MS = "erlang_vm_statistics_runtime_milliseconds";
const RUNTIME_RENAMED = "erlang_vm_statistics_runtime_seconds_total";
const WALLCLOCK_RENAMED = "erlang_vm_statistics_wallclock_time_seconds_total";
const UPTIME_SECONDS = "rabbitmq_erlang_uptime_seconds";
const MEMORY = "erlang_vm_memory_bytes_total";
const MEMORY_RENAMED = "erlang_vm_memory_bytes";

/** `name{labels} value [timestamp]`: the sample lines of the text format. */
const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)(?:\s+\S+)?$/;

/**
 * Milliseconds per unit of the renamed runtime sample. Its name says seconds, but prometheus.erl
 * 6.1.1 (RabbitMQ 4.3.6) still writes erlang:statistics(runtime) in ms under it: 2,113 after 43 s
 * of uptime on two cores. Its wall-clock sibling, in the same unit, tells which: against the
 * RabbitMQ collector's uptime (in seconds, converted by that plugin) it is about 1000 times larger
 * when the unit is ms, about equal when it is s. Without the two, ms is assumed, as 6.1.1 writes.
 */
function renamedRuntimeScale(wallclock: number | undefined, uptimeSeconds: number | undefined) {
  if (wallclock === undefined || uptimeSeconds === undefined || uptimeSeconds <= 0) return 1;
  return wallclock / uptimeSeconds > 30 ? 1 : 1000;
}

/**
 * The work counters in a page of the Prometheus text format. Throws naming the missing sample
 * when the page lacks one (another exporter, or a plugin too old to export VM statistics).
 */
export function parseNodeCounters(page: string): NodeCounters {
  const samples = new Map<string, number>();
  const memory = new Map<string, number>();
  for (const line of page.split("\n")) {
    if (line.startsWith("#") || !/^(erlang_vm_|rabbitmq_erlang_uptime)/.test(line)) continue;
    const match = SAMPLE_LINE.exec(line.trim());
    if (!match) continue;
    const [, name = "", labels, raw] = match;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    if (!labels) samples.set(name, value);
    // The total is the sum of its two kinds; counting each kind once keeps a re-listed total out.
    else if (labels === '{kind="processes"}' || labels === '{kind="system"}') {
      memory.set(name, (memory.get(name) ?? 0) + value);
    }
  }
  const memoryBytes = memory.get(MEMORY) ?? memory.get(MEMORY_RENAMED);
  const reductions = samples.get(REDUCTIONS);
  const renamed = samples.get(RUNTIME_RENAMED);
  const runtimeMs =
    samples.get(RUNTIME_MS) ??
    (renamed === undefined
      ? undefined
      : renamed * renamedRuntimeScale(samples.get(WALLCLOCK_RENAMED), samples.get(UPTIME_SECONDS)));
  const missing = [
    reductions === undefined && REDUCTIONS,
    runtimeMs === undefined && `${RUNTIME_MS} (or ${RUNTIME_RENAMED})`,
    memoryBytes === undefined && `${MEMORY} (or ${MEMORY_RENAMED})`,
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`the page has no ${missing.join(", ")}`);
  return { reductions: reductions!, runtimeMs: runtimeMs!, memoryBytes: memoryBytes! };
}

/** The Prometheus endpoint a node serves, from the host of its AMQP URL. */
export function defaultMetricsUrl(amqpUrl: string): string {
  // URL keeps an IPv6 host in brackets, as a URL needs it.
  return `http://${new URL(amqpUrl).hostname}:15692/metrics`;
}

/**
 * The Prometheus page of an endpoint given as a base URL (`http://host:15692`, or with a trailing
 * slash, as `managementUrl` is written): rabbitmq_prometheus serves it at `/metrics`. A URL with a
 * path of its own (`/metrics`, `/metrics/per-object`, a proxy's) is taken as it is.
 */
export function prometheusPageUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname !== "/" && parsed.pathname !== "") return url;
  parsed.pathname = "/metrics";
  return parsed.toString();
}

/** Fetches one node's page and reads its counters; the error names the URL (credentials masked). */
export async function scrapeNodeCounters(url: string, timeoutMs: number): Promise<NodeCounters> {
  const request = withBasicAuth(url);
  const shown = maskUrlCredentials(url);
  let response: Response;
  try {
    response = await fetch(request.url, {
      headers: { accept: "text/plain;version=0.0.4", ...request.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a timeout, a bad port).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new Error(`${shown} did not answer (${why})`, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${shown} answered HTTP ${response.status}`);
  }
  return parseNodeCounters(await response.text());
}
