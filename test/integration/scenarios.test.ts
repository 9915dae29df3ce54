import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminSession } from "../../src/amqp/admin.js";
import { decodeHistogram } from "../../src/load/histogram.js";
import { runLoad } from "../../src/load/load-run.js";
import type { QueueType } from "../../src/model/config.js";
import { withBasicAuth } from "../../src/model/http.js";
import { silentLogger } from "../../src/model/logger.js";
import { bindChurnScenario } from "../../src/scenarios/churn/bind-churn.js";
import { queueChurnScenario } from "../../src/scenarios/churn/queue-churn.js";
import type { Scenario, TrialContext, TrialOutcome } from "../../src/scenarios/scenario.js";
import { latencyScenario } from "../../src/scenarios/load/latency.js";
import { throughputScenario } from "../../src/scenarios/load/throughput.js";
import { createProviders } from "../../src/brokers/registry.js";
import { resolveConfig } from "../../src/gate/resolve.js";
import { runSuite } from "../../src/gate/run.js";
import { scenarioRegistry } from "../../src/scenarios/registry.js";
import { summarize } from "../../src/stats/summary.js";
import { PROC_STAT_PATH } from "../../src/work/host-cpu.js";
import { dockerTestsEnabled } from "./bench-images.js";
import { sharedBroker } from "./broker.js";

// Every scenario for one short trial on a real RabbitMQ 4.0.5, with classic and quorum queues:
// metrics present and sane, message accounting balanced, histograms readable, nothing left behind.
// A broker-side policy that drops messages proves that loss makes a trial invalid.

const enabled = await dockerTestsEnabled("scenario integration tests");

function expectSaneMetrics(scenario: Scenario, params: Record<string, unknown>, outcome: TrialOutcome): void {
  for (const metric of scenario.metrics(params)) {
    const value = outcome.metrics[metric.id];
    expect(value, metric.id).toBeTypeOf("number");
    expect(Number.isFinite(value), metric.id).toBe(true);
    // An empty queue at the end is the healthy case; every other metric must have measured something.
    if (metric.id === "backlogMessages") expect(value, metric.id).toBeGreaterThanOrEqual(0);
    else expect(value, metric.id).toBeGreaterThan(0);
  }
  expect(outcome.measuredMs).toBeGreaterThan(0);
}

describe.skipIf(!enabled)("scenarios on RabbitMQ 4.0.5", () => {
  const rabbit = sharedBroker();
  let admin: AdminSession;

  beforeAll(async () => {
    admin = await AdminSession.open(rabbit().broker.amqpUrls[0]!, "scenario integration test", 15_000);
  });

  afterAll(async () => {
    await admin?.close();
  });

  describe.each(["classic", "quorum"] as const)("with %s queues", (queueType) => {
    it("throughput: rates, latencies, balanced counters, queues deleted", { timeout: 90_000 }, async () => {
      const params = throughputScenario.parameters.parse({
        publishers: 2,
        consumers: 2,
        queues: 2,
        warmupMs: 500,
        durationMs: 2_000,
        workPhaseMs: 500,
      });
      const trial = rabbit().context("throughput", { queueType });
      const outcome = await throughputScenario.runTrial(trial, params);

      expect(outcome.invalidReason).toBeUndefined();
      expect(outcome.valid).toBe(true);
      expectSaneMetrics(throughputScenario as unknown as Scenario, params, outcome);
      const counters = outcome.counters!;
      expect(counters.published).toBeGreaterThan(0);
      expect(counters).toMatchObject({ nacked: 0, returned: 0, duplicates: 0, lost: 0 });
      expect(counters.confirmed).toBe(counters.published);
      expect(counters.consumed).toBe(counters.confirmed);
      for (const family of ["e2eLatency", "confirmLatency"]) {
        const histogram = decodeHistogram(outcome.histograms![family]!);
        expect(histogram.totalCount, family).toBeGreaterThan(0);
        expect(histogram.getValueAtPercentile(50), family).toBe(outcome.metrics[`${family}P50Us`]);
      }
      // The work metrics come from the work phase before the load: a window of its own, every
      // message of it counted whole, the load's window kept beside it.
      expect(outcome.work?.map((w) => w.window)).toEqual(["work phase", "load"]);
      const [phase, load] = outcome.work!;
      expect(load!.operations).toBeCloseTo((counters.published + counters.consumed) / 2, 6);
      expect(phase!.operations).toBeGreaterThan(0);
      expect(phase!.windowMs).toBeGreaterThanOrEqual(params.workPhaseMs);
      expect(outcome.metrics.reductionsPerMessage).toBeCloseTo(phase!.reductions! / phase!.operations, 6);
      expect(outcome.warnings.filter((w) => w.startsWith("work phase"))).toEqual([]);
      for (const queue of [0, 1].map((i) => `${trial.resourcePrefix}-q${i}`)) {
        expect(await admin.queueExists(queue), queue).toBe(false);
      }
    });

    it(
      "queue-churn: declare+delete rates and latencies, durable queue deleted",
      { timeout: 60_000 },
      async () => {
        // Counts for the mechanics: a quorum queue's declare and delete take tens of ms each.
        const params = queueChurnScenario.parameters.parse({
          warmupMs: 200,
          // Each window's work well above the idle background subtracted (0.26 M reductions): 40
          // transient cycles did 0.86 M, so 80 of them; 60 durable ones 1.3 M (classic), 3.4 M (quorum).
          operations: 60,
          transientOperations: 80,
        });
        const trial = rabbit().context("queue-churn", { queueType });
        const outcome = await queueChurnScenario.runTrial(trial, params);
        expect(outcome.valid).toBe(true);
        expectSaneMetrics(queueChurnScenario as unknown as Scenario, params, outcome);
        // The non-durable variant runs its own count of cycles, the durable one `operations`.
        expect(outcome.work?.map((w) => [w.window, w.operations])).toEqual([
          ["transientQueue", 80],
          ["durableQueue", 60],
        ]);
        expect(await admin.queueExists(`${trial.resourcePrefix}-durable`)).toBe(false);
      },
    );

    it(
      "bind-churn: bind+unbind rates and latencies, queues and exchanges deleted",
      { timeout: 60_000 },
      async () => {
        // 300 cycles: a window's work must stand well above the idle background the pooled broker's
        // meter subtracts. At 100 (about 0.5-0.6 M reductions against 0.26 M subtracted) one loaded
        // run's durable window came out at or below it, and is then unmeasured, never 0.
        const params = bindChurnScenario.parameters.parse({ warmupMs: 200, operations: 300 });
        const trial = rabbit().context("bind-churn", { queueType });
        const outcome = await bindChurnScenario.runTrial(trial, params);
        expect(outcome.valid).toBe(true);
        expectSaneMetrics(bindChurnScenario as unknown as Scenario, params, outcome);
        // Each variant's window is its count of cycles, whatever the machine's speed.
        expect(outcome.work?.map((w) => [w.window, w.operations])).toEqual([
          ["transientBinding", 300],
          ["durableBinding", 300],
        ]);
        expect(outcome.warnings).toEqual([]);
        for (const variant of ["transient", "durable"]) {
          expect(await admin.queueExists(`${trial.resourcePrefix}-${variant}`)).toBe(false);
          await expect(
            admin.call("check exchange", (channel) =>
              channel.checkExchange(`${trial.resourcePrefix}-x-${variant}`),
            ),
          ).rejects.toThrow(/404|NOT_FOUND/);
        }
      },
    );
  });

  it(
    "bind-churn accumulating: one bind per cycle, kept; per-bind metrics; everything deleted",
    { timeout: 60_000 },
    async () => {
      const params = bindChurnScenario.parameters.parse({
        warmupMs: 0,
        operations: 1_500,
        mode: "accumulate",
      });
      const trial = rabbit().context("bind-accumulate", { queueType: "quorum" });
      // The durable exchange's bindings, read from the management API while the trial runs: they
      // pile up instead of staying at one.
      const { url, headers } = withBasicAuth(rabbit().broker.managementUrls[0]!);
      const bindingsUrl = new URL(
        `api/exchanges/%2F/${encodeURIComponent(`${trial.resourcePrefix}-x-durable`)}/bindings/source`,
        url,
      );
      let most = 0;
      const watch = setInterval(() => {
        void fetch(bindingsUrl, { headers })
          .then(async (response) => (response.ok ? ((await response.json()) as unknown[]).length : 0))
          .then((count) => (most = Math.max(most, count)))
          .catch(() => {});
      }, 100);
      const outcome = await bindChurnScenario.runTrial(trial, params).finally(() => clearInterval(watch));
      expect(outcome.valid).toBe(true);
      expectSaneMetrics(bindChurnScenario as unknown as Scenario, params, outcome);
      expect(outcome.work?.map((w) => [w.window, w.operations])).toEqual([
        ["transientAccumulatingBind", 1_500],
        ["durableAccumulatingBind", 1_500],
      ]);
      expect(Object.keys(outcome.metrics)).not.toContain("durableBindingOpsPerSec");
      expect(most).toBeGreaterThan(100);
      for (const variant of ["transient", "durable"]) {
        expect(await admin.queueExists(`${trial.resourcePrefix}-${variant}`)).toBe(false);
      }
    },
  );

  it(
    "throughput at a fixed rate the broker sustains: that rate, no warning",
    { timeout: 60_000 },
    async () => {
      const params = throughputScenario.parameters.parse({
        publishRatePerSecond: 200,
        warmupMs: 500,
        durationMs: 2_000,
        workPhaseMs: 500,
      });
      const outcome = await throughputScenario.runTrial(rabbit().context("paced"), params);
      expect(outcome.valid).toBe(true);
      expect(outcome.metrics.publishRate).toBeGreaterThan(190);
      expect(outcome.metrics.publishRate).toBeLessThan(210);
      expect(outcome.warnings.filter((w) => w.includes("behind the fixed rate"))).toEqual([]);
    },
  );

  it(
    "throughput without latencies: the workers record none, the trial reports none",
    { timeout: 60_000 },
    async () => {
      // The load itself, as the trial runs it without latencies: messages flow, the histograms stay
      // empty, so no message paid for a latency entry.
      const queue = `it-nolat-${randomUUID().slice(0, 8)}`;
      await admin.declareQueue(queue, { durable: true });
      try {
        const load = await runLoad({
          amqpUrls: rabbit().broker.amqpUrls,
          queues: [queue],
          publishers: 1,
          consumers: 1,
          publisherThreads: 0,
          consumerThreads: 0,
          publisher: {
            messageSizeBytes: 100,
            confirms: true,
            confirmWindow: 100,
            confirmMode: "sliding",
            persistent: false,
            publishRatePerSecond: 0,
            inFlight: 0,
          },
          consumer: { prefetch: 100, ackMode: "multiple", multipleAckEvery: 50 },
          warmupMs: 200,
          durationMs: 1_000,
          connectTimeoutMs: 15_000,
          confirmTimeoutMs: 10_000,
          drainIdleTimeoutMs: 5_000,
          drainTimeoutMs: 20_000,
          connectionNamePrefix: queue,
          latencies: false,
          logger: silentLogger,
        });
        expect(load.delivered).toBeGreaterThan(0);
        expect(load.delivered).toBe(load.confirmed);
        expect(decodeHistogram(load.e2eLatency).totalCount).toBe(0);
        expect(decodeHistogram(load.confirmLatency).totalCount).toBe(0);
      } finally {
        await admin.deleteQueues([queue]);
      }

      const params = throughputScenario.parameters.parse({
        latencies: false,
        warmupMs: 200,
        durationMs: 1_000,
        workPhaseMs: 500,
      });
      const outcome = await throughputScenario.runTrial(rabbit().context("nolat"), params);
      expect(outcome.invalidReason).toBeUndefined();
      expectSaneMetrics(throughputScenario as unknown as Scenario, params, outcome);
      expect(Object.keys(outcome.metrics).filter((id) => id.includes("Latency"))).toEqual([]);
      expect(outcome.histograms).toBeUndefined();
      expect(outcome.counters).toMatchObject({ nacked: 0, returned: 0, duplicates: 0, lost: 0 });
    },
  );

  it(
    "throughput at a fixed rate the publisher cannot keep: latencies count from the schedule",
    { timeout: 60_000 },
    async () => {
      // One message in flight at a time cannot come near a million a second: every message is sent
      // later than scheduled, by about the time since the start. Stamped with the actual send time,
      // the latencies would stay at a round trip (about a millisecond) and hide the wait.
      const params = throughputScenario.parameters.parse({
        publishRatePerSecond: 1_000_000,
        confirmWindow: 1,
        warmupMs: 500,
        durationMs: 2_000,
        workPhaseMs: 500,
      });
      const outcome = await throughputScenario.runTrial(rabbit().context("behind"), params);
      expect(outcome.valid).toBe(true);
      expect(outcome.metrics.e2eLatencyP50Us).toBeGreaterThan(500_000);
      expect(outcome.metrics.confirmLatencyP50Us).toBeGreaterThan(500_000);
      expect(outcome.warnings).toContainEqual(
        expect.stringMatching(/^publishers fell \d+% behind the fixed rate \(\d+ of 1000000 msg\/s\)/),
      );
    },
  );

  it(
    "inFlight bounds what waits in the queue: at most inFlight messages per publisher undelivered",
    { timeout: 60_000 },
    async () => {
      // Two publishers at full speed against one consumer taking one message at a time: without
      // a limit the queue fills; with inFlight 3 at most 2 × 3 messages are ever ready.
      const backlog = async (inFlight: number) => {
        const params = throughputScenario.parameters.parse({
          publishers: 2,
          prefetch: 1,
          inFlight,
          warmupMs: 300,
          durationMs: 1_000,
          workPhaseMs: 0,
        });
        const outcome = await throughputScenario.runTrial(rabbit().context(`in-flight-${inFlight}`), params);
        expect(outcome.valid, outcome.invalidReason).toBe(true);
        expect(outcome.counters!.lost).toBe(0);
        return outcome.metrics.backlogMessages!;
      };
      expect(await backlog(3)).toBeLessThanOrEqual(6);
      expect(await backlog(0)).toBeGreaterThan(6);
    },
  );

  it(
    "a broker that drops messages makes the throughput trial invalid, naming the counts",
    { timeout: 90_000 },
    async () => {
      // max-length 0 drops every message on arrival, after the broker confirmed it: a quiet loss.
      const trial = rabbit().context("loss");
      const policy = await rabbit().broker.exec!(0, [
        "rabbitmqctl",
        "set_policy",
        "it-drop-everything",
        `^${trial.resourcePrefix}`,
        '{"max-length":0}',
        "--apply-to",
        "queues",
      ]);
      expect(policy.exitCode, policy.output).toBe(0);
      try {
        // No work phase: the loss is the load's.
        const params = throughputScenario.parameters.parse({
          warmupMs: 200,
          durationMs: 1_000,
          workPhaseMs: 0,
        });
        const outcome = await throughputScenario.runTrial(trial, params);
        expect(outcome.valid).toBe(false);
        expect(outcome.counters!.lost).toBeGreaterThan(0);
        expect(outcome.counters!.lost).toBe(outcome.counters!.confirmed - outcome.counters!.consumed);
        expect(outcome.invalidReason).toMatch(/^\d+ of \d+ accepted messages lost \(published \d+/);
        expect(await admin.queueExists(`${trial.resourcePrefix}-q0`)).toBe(false);
      } finally {
        await rabbit().broker.exec!(0, ["rabbitmqctl", "clear_policy", "it-drop-everything"]);
      }
    },
  );

  it(
    "each exchange a message passes adds broker work: reductions per message go up",
    { timeout: 120_000 },
    async () => {
      // Routing through a chain of exchange-to-exchange bindings is broker work the clients do not
      // see: the same messages, more function calls per message.
      const perMessage = async (exchangeHops: number) => {
        // reductionsPerMessage comes from the work phase; 1 s of it (2 s by default) puts the two
        // sides about 18% apart with every trial within 0.5% of its side's median. The load after
        // it is only the trial's shortest window.
        const params = throughputScenario.parameters.parse({
          exchangeHops,
          warmupMs: 500,
          durationMs: 1_000,
          workPhaseMs: 1_000,
        });
        const outcome = await throughputScenario.runTrial(rabbit().context(`hops${exchangeHops}`), params);
        expect(outcome.valid, outcome.invalidReason).toBe(true);
        return outcome.metrics.reductionsPerMessage!;
      };
      // Interleaved and judged by medians: background work the shared broker still does for an
      // earlier test (a queue being deleted, a policy being cleared) lands on one trial, not on
      // one side.
      const direct: number[] = [];
      const routed: number[] = [];
      for (let pair = 0; pair < 3; pair++) {
        direct.push(await perMessage(0));
        routed.push(await perMessage(4));
      }
      console.log(
        `reductions per message: direct ${direct.join(", ")}; through 4 exchanges ${routed.join(", ")}`,
      );
      expect(summarize(routed).median).toBeGreaterThan(summarize(direct).median * ROUTING_MIN_RATIO);
    },
  );

  describe("over AMQP 1.0", () => {
    const amqp10 = (queueType: QueueType, name: string): TrialContext =>
      rabbit().context(`${name}-amqp10`, { queueType, protocol: "amqp10" });
    /** The broker's AMQP 1.0 connections (rabbitmqctl shows their protocol as `{1, 0}`). */
    const amqp10Connections = async (): Promise<string[]> => {
      const listed = await rabbit().broker.exec!(0, [
        "rabbitmqctl",
        "-q",
        "list_connections",
        "protocol",
        "name",
      ]);
      expect(listed.exitCode).toBe(0);
      return listed.output.split("\n").filter((line) => /^\{1,\s*0\}\s/.test(line));
    };

    describe.each(["classic", "stream"] as const)("with %s queues", (queueType) => {
      it(
        "throughput: rates, latencies, work per message, every accepted message consumed once",
        { timeout: 90_000 },
        async () => {
          const params = throughputScenario.parameters.parse({
            publishers: 2,
            consumers: 2,
            queues: 2,
            warmupMs: 500,
            durationMs: 2_000,
            workPhaseMs: 1_000,
          });
          const outcome = await throughputScenario.runTrial(amqp10(queueType, "throughput"), params);
          expect(outcome.invalidReason).toBeUndefined();
          expect(outcome.valid).toBe(true);
          expectSaneMetrics(throughputScenario as unknown as Scenario, params, outcome);
          const counters = outcome.counters!;
          expect(counters.published).toBeGreaterThan(0);
          expect(counters).toMatchObject({ nacked: 0, returned: 0, duplicates: 0, lost: 0 });
          expect(counters.consumed).toBe(counters.confirmed);
          expect(decodeHistogram(outcome.histograms!.e2eLatency!).totalCount).toBeGreaterThan(0);
          expect(await amqp10Connections()).toEqual([]);
        },
      );
    });

    it.each([
      ["multiple acks", { ackMode: "multiple" }],
      ["settled deliveries (auto acks)", { ackMode: "auto", prefetch: 0 }],
      ["pre-settled transfers (no confirms)", { confirms: false }],
      [
        "sliding confirms through two exchanges, persistent",
        { confirmMode: "sliding", exchangeHops: 2, persistent: true },
      ],
      ["a fixed rate with an in-flight limit", { publishRatePerSecond: 500, inFlight: 50 }],
    ])("throughput with %s: every message consumed once", { timeout: 60_000 }, async (_name, variant) => {
      const params = throughputScenario.parameters.parse({
        warmupMs: 200,
        durationMs: 1_000,
        workPhaseMs: 0,
        ...variant,
      });
      const outcome = await throughputScenario.runTrial(amqp10("classic", "variant"), params);
      expect(outcome.invalidReason).toBeUndefined();
      expect(outcome.valid).toBe(true);
      expect(outcome.metrics.publishRate).toBeGreaterThan(0);
      expect(outcome.counters).toMatchObject({ nacked: 0, returned: 0, duplicates: 0, lost: 0 });
      expect(outcome.counters!.consumed).toBe(
        params.confirms ? outcome.counters!.confirmed : outcome.counters!.published,
      );
    });

    it(
      "latency at a rate the broker sustains: every percentile, nothing lost",
      { timeout: 60_000 },
      async () => {
        // The mechanics, not the speed: at 1,000 msg/s and the default 5% tolerance a consumer
        // beside another test file once took 772 msg/s in the 2 s window (rightly invalid).
        const params = latencyScenario.parameters.parse({
          ratePerSecond: 300,
          rateTolerancePct: 20,
          warmupMs: 500,
          durationMs: 2_000,
          workPhaseMs: 300,
        });
        const outcome = await latencyScenario.runTrial(amqp10("classic", "latency"), params);
        expect(outcome.invalidReason).toBeUndefined();
        expect(outcome.valid).toBe(true);
        for (const metric of latencyScenario.metrics(params)) {
          expect(outcome.metrics[metric.id], metric.id).toBeGreaterThan(0);
        }
        expect(outcome.counters).toMatchObject({ nacked: 0, returned: 0, duplicates: 0, lost: 0 });
      },
    );

    it(
      "a full queue that rejects publishes: its rejections are counted as rejected, not as lost",
      { timeout: 60_000 },
      async () => {
        const params = throughputScenario.parameters.parse({
          warmupMs: 200,
          durationMs: 1_500,
          workPhaseMs: 0,
          queueArgs: { "x-max-length": 1, "x-overflow": "reject-publish" },
        });
        const outcome = await throughputScenario.runTrial(amqp10("classic", "reject-publish"), params);
        expect(outcome.valid).toBe(false);
        const counters = outcome.counters!;
        expect(counters.nacked).toBeGreaterThan(0);
        expect(counters.lost).toBe(0);
        expect(counters.confirmed + counters.nacked).toBe(counters.published);
        expect(outcome.invalidReason).toMatch(
          /^\d+ rejected by the broker \(published \d+, accepted \d+, rejected \d+/,
        );
        expect(outcome.invalidReason).not.toContain("lost");
      },
    );

    it(
      "a receiver detached mid-trial fails the trial with the reason, and no connection of the run is left",
      { timeout: 60_000 },
      async () => {
        const params = throughputScenario.parameters.parse({
          warmupMs: 500,
          durationMs: 5_000,
          workPhaseMs: 0,
        });
        const trial = amqp10("classic", "detach");
        const running = throughputScenario.runTrial(trial, params);
        const failure = running.then(
          () => undefined,
          (error: unknown) => error as Error,
        );
        try {
          // Mid-trial: the publisher's and the consumer's connections, once both are open (a fixed
          // 1.5 s once saw one of them on a loaded runner). rabbitmqctl costs a CLI VM per call.
          await expect
            .poll(async () => (await amqp10Connections()).length, { timeout: 20_000, interval: 500 })
            .toBeGreaterThanOrEqual(2);
          // Deleting the queue detaches the links on it: the broker's own way to take a receiver away.
          await admin.deleteQueues([`${trial.resourcePrefix}-q0`]);
        } finally {
          // Never leave the trial's load running into the next test on this broker.
          await failure;
        }
        const error = await failure;
        expect(error).toBeInstanceOf(Error);
        expect(error!.message).toMatch(
          /(consumer|publisher) 0: (receiver|sender) link .* detached by the broker: amqp:(resource-deleted|not-found)/,
        );
        await expect
          .poll(async () => await amqp10Connections(), {
            timeout: 10_000,
          })
          .toEqual([]);
      },
    );
  });

  it(
    "an external broker without a plugin its target lists stops the run before the first trial, naming it",
    { timeout: 30_000 },
    async () => {
      const config = resolveConfig(
        {
          targets: [
            {
              id: "external-plugins",
              provider: "external",
              amqpUrls: [rabbit().broker.amqpUrls[0]!],
              managementUrl: rabbit().broker.managementUrls[0]!,
              plugins: ["rabbitmq_management", "rabbitmq_shovel"],
            },
          ],
          scenarios: [{ id: "bind-churn", params: { warmupMs: 100, operations: 50 } }],
          trials: 1,
        },
        { registry: scenarioRegistry },
      );
      const warnings: string[] = [];
      const run = runSuite(config, {
        providers: createProviders(),
        logger: { ...silentLogger, warn: (line: string) => warnings.push(line) },
      });
      await expect(run).rejects.toThrow(
        /^target 'external-plugins': node rabbit@\S+ lacks plugin\(s\) rabbitmq_shovel: enable them \(rabbitmq-plugins enable rabbitmq_shovel\)$/,
      );
      expect(warnings.filter((line) => line.includes("plugins"))).toEqual([]);
    },
  );

  it(
    "external brokers: work metrics from the Prometheus endpoint; without one, a note instead of a crash",
    { timeout: 60_000 },
    async () => {
      const config = resolveConfig(
        {
          targets: [
            {
              id: "external",
              provider: "external",
              amqpUrls: [rabbit().broker.amqpUrls[0]!],
              metricsUrls: [...rabbit().broker.metricsUrls],
            },
            {
              id: "external-no-metrics",
              provider: "external",
              amqpUrls: [rabbit().broker.amqpUrls[0]!],
              // Port 9 (discard) answers nothing on loopback.
              metricsUrls: ["http://127.0.0.1:9/metrics"],
            },
          ],
          scenarios: [{ id: "bind-churn", params: { warmupMs: 100, operations: 200 } }],
          trials: 1,
        },
        { registry: scenarioRegistry },
      );
      const warnings: string[] = [];
      const results = await runSuite(config, {
        providers: createProviders(),
        logger: { ...silentLogger, warn: (line: string) => warnings.push(line) },
      });
      const [measured, unmeasured] = results.targets;
      expect(measured!.work?.source).toBe("prometheus");
      const metric = (id: string) => measured!.scenarios[0]!.metrics.find((m) => m.id === id)?.samples[0];
      expect(metric("durableBindingReductionsPerOp")).toBeGreaterThan(0);
      expect(metric("durableBindingBrokerCpuUsPerOp")).toBeGreaterThan(0);
      expect(metric("brokerMemoryMiB")).toBeGreaterThan(0);
      // Where the host's CPU time is readable, a trial whose broker was read records the share of
      // the host that other processes took; without the broker's CPU time it is not defined.
      const foreign = measured!.scenarios[0]!.trials[0]!.foreignCpuPct;
      if (existsSync(PROC_STAT_PATH)) {
        expect(foreign).toBeGreaterThanOrEqual(0);
        expect(foreign).toBeLessThanOrEqual(100);
      } else expect(foreign).toBeUndefined();
      expect(unmeasured!.scenarios[0]!.trials[0]!.foreignCpuPct).toBeUndefined();

      expect(unmeasured!.work).toMatchObject({ source: "none", urls: ["http://127.0.0.1:9/metrics"] });
      // The URL that failed and how, and the setting it came from (never "set metricsUrls").
      expect(unmeasured!.work?.note).toMatch(
        /^work metrics of the broker unavailable: http:\/\/127\.0\.0\.1:9\/metrics did not answer \(.+\), where its Prometheus page was expected; check targets\[\]\.metricsUrls: /,
      );
      expect(warnings).toContainEqual(expect.stringContaining(unmeasured!.work!.note!));
      const ids = unmeasured!.scenarios[0]!.metrics.map((m) => m.id);
      expect(ids).toContain("durableBindingClientCpuUsPerOp");
      expect(ids).not.toContain("durableBindingReductionsPerOp");
      expect(ids).not.toContain("brokerMemoryMiB");
      expect(unmeasured!.scenarios[0]!.valid).toBe(true);
    },
  );
});

/** Four hops add at least this much work per message (measured on 4.0.5: +22%, about 95 reductions a hop). */
const ROUTING_MIN_RATIO = 1.1;
