/**
 * Reads a RabbitMQ node's work counters from its Prometheus endpoint (the rabbitmq_prometheus
 * plugin, port 15692, on in the official images). The endpoint serves external brokers as well as
 * ours, needs no credentials and no command run on the node, and its counters are read live when
 * the page is rendered (unlike the management API's, which are sampled every few seconds).
 *
 * Only four samples of the page are needed, all from the Erlang VM collector, so a narrow reader
 * of the text exposition format does the job: a general parser would add a dependency for no gain.
 */

import { withBasicAuth } from "../core/http.js";

/** The VM's counters at one moment, for one node. */
export interface NodeCounters {
  /** erlang:statistics(reductions): the VM's work, counted in function calls. */
  reductions: number;
  /** erlang:statistics(runtime): CPU time of every scheduler and I/O thread, in ms. */
  runtimeMs: number;
  /** erlang:memory(total): bytes allocated by the VM (processes + system). */
  memoryBytes: number;
}

const REDUCTIONS = "erlang_vm_statistics_reductions_total";
const RUNTIME = "erlang_vm_statistics_runtime_milliseconds";
const MEMORY = "erlang_vm_memory_bytes_total";

/** `name{labels} value [timestamp]`: the sample lines of the text format. */
const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)(?:\s+\S+)?$/;

/**
 * The work counters in a page of the Prometheus text format. Throws naming the missing sample
 * when the page lacks one (another exporter, or a plugin too old to export VM statistics).
 */
export function parseNodeCounters(page: string): NodeCounters {
  let reductions: number | undefined;
  let runtimeMs: number | undefined;
  let memoryBytes: number | undefined;
  for (const line of page.split("\n")) {
    if (line.startsWith("#") || !line.startsWith("erlang_vm_")) continue;
    const match = SAMPLE_LINE.exec(line.trim());
    if (!match) continue;
    const [, name, labels, raw] = match;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    if (name === REDUCTIONS && !labels) reductions = value;
    else if (name === RUNTIME && !labels) runtimeMs = value;
    // The total is the sum of its two kinds; counting each kind once keeps a re-listed total out.
    else if (name === MEMORY && (labels === '{kind="processes"}' || labels === '{kind="system"}')) {
      memoryBytes = (memoryBytes ?? 0) + value;
    }
  }
  const missing = [
    reductions === undefined && REDUCTIONS,
    runtimeMs === undefined && RUNTIME,
    memoryBytes === undefined && MEMORY,
  ].filter(Boolean);
  if (missing.length > 0) throw new Error(`the page has no ${missing.join(", ")}`);
  return { reductions: reductions!, runtimeMs: runtimeMs!, memoryBytes: memoryBytes! };
}

/** The Prometheus endpoint a node serves, from the host of its AMQP URL. */
export function defaultMetricsUrl(amqpUrl: string): string {
  // URL keeps an IPv6 host in brackets, as a URL needs it.
  return `http://${new URL(amqpUrl).hostname}:15692/metrics`;
}

/** Fetches one node's page and reads its counters; the error names the URL (credentials masked). */
export async function scrapeNodeCounters(url: string, timeoutMs: number): Promise<NodeCounters> {
  const request = withBasicAuth(url);
  const response = await fetch(request.url, {
    headers: { accept: "text/plain;version=0.0.4", ...request.headers },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  return parseNodeCounters(await response.text());
}
