import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { openWorkMeter, readingCost, usageBetween } from "../../../src/work/meter.js";
import { prometheusPageUrl } from "../../../src/work/prometheus.js";
import { isBrokerWorkMetric } from "../../../src/model/metrics.js";
import {
  memoryMetricValue,
  unmeasuredWorkWarnings,
  workMetricValues,
  workMetrics,
} from "../../../src/work/metrics.js";

const node = (reductions: number, runtimeMs: number, memoryBytes: number) => ({
  reductions,
  runtimeMs,
  memoryBytes,
});

describe("usageBetween", () => {
  const start = {
    atNs: 1_000_000_000n,
    nodes: [node(1_000, 10, 5), node(2_000, 20, 6), node(3_000, 30, 7)],
    clientCpuUs: 500,
  };
  const end = {
    atNs: 3_000_000_000n,
    nodes: [node(101_000, 60, 50), node(52_000, 45, 70), node(13_000, 35, 60)],
    clientCpuUs: 40_500,
  };

  it("sums every node's reductions and CPU, keeps each node's memory at the end", () => {
    expect(usageBetween(start, end)).toEqual({
      windowMs: 2_000,
      reductions: 160_000,
      backgroundReductions: 0,
      brokerCpuMs: 80,
      memoryBytes: [50, 70, 60],
      clientCpuMs: 40,
    });
  });

  it("subtracts the background: the readings' fixed cost plus the idle rate over the window", () => {
    const usage = usageBetween(start, end, {
      fixedReductions: 4_000,
      reductionsPerSecond: 3_000,
      idleWindowMs: 2_000,
    });
    expect(usage.backgroundReductions).toBe(10_000);
    expect(usage.reductions).toBe(150_000);
  });

  it("leaves a window at or below the background unmeasured, never zero work, and says why", () => {
    const usage = usageBetween(start, end, {
      fixedReductions: 150_000,
      reductionsPerSecond: 5_000,
      idleWindowMs: 2_000,
    });
    expect(usage).not.toHaveProperty("reductions");
    expect(usage.backgroundReductions).toBe(160_000);
    expect(usage.reductionsUnmeasured).toBe(
      "the nodes' 160000 reductions over 2000 ms did not exceed the idle background subtracted (160000), measured when the broker was busier than in this window",
    );
    // The CPU and memory read over the same window stand.
    expect(usage).toMatchObject({ brokerCpuMs: 80, memoryBytes: [50, 70, 60], clientCpuMs: 40 });
    // Without reductions the per-message metric is absent, not 0.
    expect(workMetricValues({ prefix: "", per: "Message" }, usage, 100)).not.toHaveProperty(
      "reductionsPerMessage",
    );
    // One reduction above the background is measured.
    const above = usageBetween(start, end, {
      fixedReductions: 149_999,
      reductionsPerSecond: 5_000,
      idleWindowMs: 2_000,
    });
    expect(above.reductions).toBe(1);
    expect(above).not.toHaveProperty("reductionsUnmeasured");
    // The trial's warning names the window.
    expect(
      unmeasuredWorkWarnings([
        { window: "work phase", operations: 100, ...usage },
        { window: "load", operations: 100, ...above },
      ]),
    ).toEqual([`work phase: broker reductions not measured: ${usage.reductionsUnmeasured}`]);
  });

  it("keeps the host's busy time and CPUs where both readings have them", () => {
    const usage = usageBetween(
      { ...start, host: { busyMs: 10_000, cpus: 2 } },
      { ...end, host: { busyMs: 13_500, cpus: 2 } },
    );
    expect(usage).toMatchObject({ hostBusyMs: 3_500, hostCpus: 2, brokerCpuMs: 80, clientCpuMs: 40 });
    expect(usageBetween(start, { ...end, host: { busyMs: 13_500, cpus: 2 } })).not.toHaveProperty(
      "hostBusyMs",
    );
  });

  it("has the client's CPU only when the broker was not read", () => {
    expect(usageBetween({ ...start, nodes: [] }, { ...end, nodes: [] })).toEqual({
      windowMs: 2_000,
      clientCpuMs: 40,
    });
  });
});

describe("readingCost", () => {
  const background = { fixedReductions: 250_000, reductionsPerSecond: 10_000, idleWindowMs: 2_000 };
  /** Readings 10 ms apart whose two nodes' reductions add up to the given totals. */
  const readings = (...totals: number[]) =>
    totals.map((total, i) => ({
      atNs: BigInt(i * 10_000_000),
      nodes: [node(total - 1_000, 0, 0), node(1_000, 0, 0)],
      clientCpuUs: 0,
    }));

  it("is the least back-to-back step beyond the idle rate: it follows a drift, not a burst", () => {
    // Each step costs 280k now (100 of it the idle rate over 10 ms); the second caught a 150k burst.
    expect(readingCost(readings(0, 280_100, 710_200), background)).toBe(280_000);
  });

  it("keeps the opening's calibration when no two readings have the same nodes", () => {
    const [first, second] = readings(0, 280_100);
    expect(readingCost([first!, { ...second!, nodes: [] }], background)).toBe(250_000);
    expect(readingCost([first!], background)).toBe(250_000);
  });
});

/** A loopback HTTP server for one test, closed when it leaves scope. */
async function httpServer(handler: RequestListener) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    [Symbol.asyncDispose]: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The VM collector's counters, as a node serves them. */
const PAGE = [
  "erlang_vm_statistics_reductions_total 29001511",
  "erlang_vm_statistics_runtime_milliseconds 3801",
  'erlang_vm_memory_bytes_total{kind="system"} 45721352',
  'erlang_vm_memory_bytes_total{kind="processes"} 15320256',
  "",
].join("\n");

describe("openWorkMeter", () => {
  it("without endpoints: client CPU only, and the note says why", async () => {
    const { meter, source } = await openWorkMeter([]);
    expect(source).toEqual({ source: "none", urls: [], note: meter.brokerUnavailable });
    expect(meter.brokerUnavailable).toMatch(
      /^work metrics of the broker unavailable: the target has no Prometheus endpoint$/,
    );
    const window = await meter.start();
    for (let i = 0; i < 1e6; i++) Math.sqrt(i);
    const usage = await window.stop();
    expect(usage.reductions).toBeUndefined();
    expect(usage.clientCpuMs).toBeGreaterThanOrEqual(0);
  });

  it("with an endpoint that does not answer: the note names it, credentials masked", async () => {
    const { meter, source } = await openWorkMeter(["http://user:secret@127.0.0.1:9/metrics"]);
    expect(source.source).toBe("none");
    expect(source.urls).toEqual(["http://user:***@127.0.0.1:9/metrics"]);
    expect(meter.brokerUnavailable).toMatch(
      /^work metrics of the broker unavailable: http:\/\/user:\*\*\*@127\.0\.0\.1:9\/metrics did not answer \(bad port\), where its Prometheus page was expected; enable the rabbitmq_prometheus plugin/,
    );
    expect(meter.brokerUnavailable).not.toContain("secret");
  });

  it("with a page that is not there: names the URL that answered 404 and what was expected, and points at the user's setting rather than suggesting to set it", async () => {
    await using server = await httpServer((request, response) => {
      response.writeHead(request.url === "/metrics" ? 200 : 404).end(request.url === "/metrics" ? PAGE : "");
    });
    const url = `http://127.0.0.1:${server.port}/prometheus`;
    const { meter } = await openWorkMeter([url], { setting: "targets[].metricsUrls", idleWindowMs: 10 });
    expect(meter.brokerUnavailable).toBe(
      `work metrics of the broker unavailable: ${url} answered HTTP 404, where its Prometheus page was expected; ` +
        "check targets[].metricsUrls: each URL is one node's rabbitmq_prometheus page (http://host:15692/metrics; a base URL such as http://host:15692 means its /metrics)",
    );
    expect(meter.brokerUnavailable).not.toContain("set metricsUrls");
    // The base URL, as the external provider passes it on, is read.
    const read = await openWorkMeter([prometheusPageUrl(`http://127.0.0.1:${server.port}`)], {
      idleWindowMs: 10,
    });
    expect(read.source.source).toBe("prometheus");
  });
});

describe("work metrics", () => {
  it("are named per operation, with their kind", () => {
    expect(
      workMetrics({ prefix: "durableQueue", per: "Op", operation: "cycle" }).map((m) => [m.id, m.kind]),
    ).toEqual([
      ["durableQueueReductionsPerOp", "work"],
      ["durableQueueBrokerCpuUsPerOp", "cpu"],
      ["durableQueueClientCpuUsPerOp", "cpu"],
    ]);
    expect(workMetrics({ prefix: "", per: "Message", operation: "message" })[0]!.id).toBe(
      "reductionsPerMessage",
    );
  });

  it("divide the window's work by its operations", () => {
    const usage = {
      windowMs: 2_000,
      reductions: 150_000,
      brokerCpuMs: 80,
      clientCpuMs: 40,
      memoryBytes: [2 * 1024 * 1024, 3 * 1024 * 1024],
    };
    expect(workMetricValues({ prefix: "", per: "Message" }, usage, 100)).toEqual({
      reductionsPerMessage: 1_500,
      brokerCpuUsPerMessage: 800,
      clientCpuUsPerMessage: 400,
    });
    expect(memoryMetricValue(usage)).toEqual({ brokerMemoryMiB: 3 });
    expect(workMetricValues({ prefix: "", per: "Message" }, usage, 0)).toEqual({});
  });
});

describe("which metrics need the broker's counters", () => {
  it("all work, memory and broker CPU metrics; not the client's CPU, not time metrics", () => {
    const needs = [
      ...workMetrics({ prefix: "durableQueue", per: "Op", operation: "cycle" }),
      ...workMetrics({ prefix: "", per: "Message", operation: "message" }),
    ]
      .filter(isBrokerWorkMetric)
      .map((m) => m.id);
    expect(needs).toEqual([
      "durableQueueReductionsPerOp",
      "durableQueueBrokerCpuUsPerOp",
      "reductionsPerMessage",
      "brokerCpuUsPerMessage",
    ]);
    expect(isBrokerWorkMetric({ id: "brokerMemoryMiB", kind: "memory" })).toBe(true);
    expect(isBrokerWorkMetric({ id: "publishRate", kind: "time" })).toBe(false);
  });
});
