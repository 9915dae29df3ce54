import { describe, expect, it } from "vitest";
import { defaultMetricsUrl, parseNodeCounters, prometheusPageUrl } from "../../../src/work/prometheus.js";

// The VM collector's lines as rabbitmq_prometheus 4.0.5 serves them, with neighbours that share a prefix.
const PAGE = [
  "# TYPE erlang_vm_statistics_reductions_total counter",
  "# HELP erlang_vm_statistics_reductions_total Total reduction count.",
  "erlang_vm_statistics_reductions_total 29001511",
  "erlang_vm_statistics_runtime_milliseconds 3801",
  "erlang_vm_statistics_wallclock_time_milliseconds 120345",
  'erlang_vm_memory_bytes_total{kind="system"} 45721352',
  'erlang_vm_memory_bytes_total{kind="processes"} 1.5320256e7',
  'erlang_vm_memory_system_bytes_total{usage="atom"} 1000',
  "rabbitmq_queues 3",
  "",
].join("\n");

describe("parseNodeCounters", () => {
  it("reads reductions, runtime and the VM's total memory (both kinds)", () => {
    expect(parseNodeCounters(PAGE)).toEqual({
      reductions: 29001511,
      runtimeMs: 3801,
      memoryBytes: 45721352 + 15320256,
    });
  });

  it("accepts CRLF line ends and a timestamp after the value", () => {
    const page = PAGE.replace("29001511", "29001511 1700000000000").replaceAll("\n", "\r\n");
    expect(parseNodeCounters(page).reductions).toBe(29001511);
  });

  it("names every sample the page lacks", () => {
    expect(() => parseNodeCounters("rabbitmq_queues 3\n")).toThrow(
      "the page has no erlang_vm_statistics_reductions_total, erlang_vm_statistics_runtime_milliseconds (or erlang_vm_statistics_runtime_seconds_total), erlang_vm_memory_bytes_total (or erlang_vm_memory_bytes)",
    );
    expect(() => parseNodeCounters(PAGE.replace(/^erlang_vm_statistics_runtime.*$/m, ""))).toThrow(
      /no erlang_vm_statistics_runtime_milliseconds \(or erlang_vm_statistics_runtime_seconds_total\)$/,
    );
  });

  it("ignores a value that is not a number", () => {
    expect(() => parseNodeCounters(PAGE.replace("29001511", "NaN"))).toThrow(
      /no erlang_vm_statistics_reductions_total/,
    );
  });
});

// The same samples as RabbitMQ 4.3.6 (prometheus.erl 6.1.1) serves them: renamed, and the runtime
// and wall clock still in ms under their "seconds" names (45,356 of wall clock at 43.1 s uptime).
const RENAMED_PAGE = [
  "erlang_vm_statistics_reductions_total 36610197",
  "erlang_vm_statistics_runtime_seconds_total 2113",
  "erlang_vm_statistics_wallclock_time_seconds_total 45356",
  'erlang_vm_memory_bytes{kind="system"} 49694392',
  'erlang_vm_memory_bytes{kind="processes"} 16702776',
  'erlang_vm_memory_atom_bytes{usage="used"} 1088171',
  'erlang_vm_memory_processes_bytes{usage="used"} 16580496',
  "rabbitmq_erlang_uptime_seconds 43.116",
  "",
].join("\n");

describe("parseNodeCounters on the renamed samples", () => {
  it("reads them, taking the runtime in ms when the wall clock is in ms", () => {
    expect(parseNodeCounters(RENAMED_PAGE)).toEqual({
      reductions: 36610197,
      runtimeMs: 2113,
      memoryBytes: 49694392 + 16702776,
    });
  });

  it("converts the runtime from seconds when the wall clock matches the uptime in seconds", () => {
    const inSeconds = RENAMED_PAGE.replace("seconds_total 2113", "seconds_total 2.113").replace(
      "seconds_total 45356",
      "seconds_total 45.356",
    );
    expect(parseNodeCounters(inSeconds).runtimeMs).toBeCloseTo(2113, 6);
  });

  it("keeps ms when the page lacks the wall clock or the uptime", () => {
    const page = RENAMED_PAGE.replace(/^rabbitmq_erlang_uptime_seconds.*$/m, "");
    expect(parseNodeCounters(page).runtimeMs).toBe(2113);
  });

  it("prefers the old memory total when a page carries both names", () => {
    const both = `${PAGE}erlang_vm_memory_bytes{kind="system"} 1\n`;
    expect(parseNodeCounters(both).memoryBytes).toBe(45721352 + 15320256);
  });
});

describe("defaultMetricsUrl", () => {
  it("is port 15692 on the AMQP URL's host, credentials and vhost dropped", () => {
    expect(defaultMetricsUrl("amqp://user:secret@rabbit.example:5672/%2F")).toBe(
      "http://rabbit.example:15692/metrics",
    );
    expect(defaultMetricsUrl("amqps://[::1]:5671")).toBe("http://[::1]:15692/metrics");
  });
});

describe("prometheusPageUrl", () => {
  it("adds the plugin's /metrics path to a base URL, and takes a URL with a path as it is", () => {
    expect(prometheusPageUrl("http://127.0.0.1:25692")).toBe("http://127.0.0.1:25692/metrics");
    expect(prometheusPageUrl("http://user:secret@rabbit.example:15692/")).toBe(
      "http://user:secret@rabbit.example:15692/metrics",
    );
    expect(prometheusPageUrl("http://127.0.0.1:15692/metrics")).toBe("http://127.0.0.1:15692/metrics");
    expect(prometheusPageUrl("https://proxy.example/rabbit-1/metrics/per-object")).toBe(
      "https://proxy.example/rabbit-1/metrics/per-object",
    );
  });
});
