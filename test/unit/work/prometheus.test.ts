import { describe, expect, it } from "vitest";
import { defaultMetricsUrl, parseNodeCounters } from "../../../src/work/prometheus.js";

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
      "the page has no erlang_vm_statistics_reductions_total, erlang_vm_statistics_runtime_milliseconds, erlang_vm_memory_bytes_total",
    );
    expect(() => parseNodeCounters(PAGE.replace(/^erlang_vm_statistics_runtime.*$/m, ""))).toThrow(
      /no erlang_vm_statistics_runtime_milliseconds$/,
    );
  });

  it("ignores a value that is not a number", () => {
    expect(() => parseNodeCounters(PAGE.replace("29001511", "NaN"))).toThrow(
      /no erlang_vm_statistics_reductions_total/,
    );
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
