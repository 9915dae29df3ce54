import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { runCli, tempFiles } from "../cli/helpers.js";
import { join } from "node:path";

function resolve(raw: Record<string, unknown>, scenarioNames?: string[]) {
  return resolveConfig(raw, {
    registry: scenarioRegistry,
    checkMetricNames: true,
    ...(scenarioNames && { overrides: { scenarioNames } }),
  });
}

describe("metric names in the config are checked before a run", () => {
  it("accepts every key form of every metric the config measures", () => {
    expect(() =>
      resolve({
        thresholds: {
          metrics: {
            publishRate: 5,
            "latency.e2eLatencyP99Us": 20,
            "rabbitmq-4.0.5-management/queue-churn.durableQueueOpsPerSec": 15,
            reductionsPerMessage: 3,
          },
        },
        acknowledge: {
          regressions: [
            { metric: "bind-churn.durableBindingMsPerOpP99", reason: "known", expires: "2099-12-31" },
          ],
        },
        trend: { metrics: ["consumeRate", "throughput.publishRate"] },
      }),
    ).not.toThrow();
  });

  it("refuses a threshold key that matches nothing, naming it and the closest key", () => {
    expect(() => resolve({ thresholds: { metrics: { publishrate: 5 } } })).toThrow(
      "thresholds.metrics['publishrate']: 'publishrate' matches no metric this config measures; did you mean 'publishRate'?",
    );
    expect(() => resolve({ thresholds: { metrics: { "throughput.publishRat": 5 } } })).toThrow(
      "did you mean 'throughput.publishRate'?",
    );
    expect(() =>
      resolve({ thresholds: { metrics: { "rabbitmq-4.0.6-management/throughput.publishRate": 5 } } }),
    ).toThrow("did you mean 'rabbitmq-4.0.5-management/throughput.publishRate'?");
  });

  it("refuses an acknowledgement and a trend metric that match nothing", () => {
    expect(() =>
      resolve({
        acknowledge: { regressions: [{ metric: "noSuchMetric", reason: "r", expires: "2099-12-31" }] },
      }),
    ).toThrow(/^acknowledge\.regressions\[0\]\.metric: 'noSuchMetric' matches no metric/);
    expect(() => resolve({ trend: { metrics: ["consumeRate", "consumerate"] } })).toThrow(
      "trend.metrics[1]: 'consumerate' matches no metric this config measures; did you mean 'consumeRate'?",
    );
  });

  it("refuses a limit key that matches nothing, naming it and the closest key", () => {
    expect(() => resolve({ limits: { "latency.e2eLatencyP99Us": { max: 5000 } } })).not.toThrow();
    // The default suite's throughput reports no latencies: the latency scenario has them.
    expect(() => resolve({ limits: { "throughput.e2eLatencyP99Us": { max: 5000 } } })).toThrow(
      "limits['throughput.e2eLatencyP99Us']: 'throughput.e2eLatencyP99Us' matches no metric this config measures; did you mean 'latency.e2eLatencyP99Us'?",
    );
  });

  it("refuses a limit key that names only a same-job A/B reference: limits check the candidates", () => {
    const ab = {
      targets: [{ id: "candidate", provider: "testcontainers", image: "rabbitmq:4.0.5-management" }],
      ab: { reference: { image: "rabbitmq:4.0.4-management" } },
    };
    expect(() =>
      resolve({ ...ab, limits: { "candidate/throughput.publishRate": { min: 1 }, publishRate: { min: 1 } } }),
    ).not.toThrow();
    expect(() =>
      resolve({ ...ab, limits: { "candidate-reference/throughput.publishRate": { min: 1 } } }),
    ).toThrow(
      "limits['candidate-reference/throughput.publishRate']: 'candidate-reference/throughput.publishRate' names only metrics of a same-job A/B reference",
    );
    // Thresholds judge the A/B pair, so a reference's key is fine there.
    expect(() =>
      resolve({ ...ab, thresholds: { metrics: { "candidate-reference/throughput.publishRate": 5 } } }),
    ).not.toThrow();
  });

  it("checks against every configured scenario, also when --scenario narrows the run", () => {
    expect(() =>
      resolve({ thresholds: { metrics: { "bind-churn.durableBindingOpsPerSec": 5 } } }, ["throughput"]),
    ).not.toThrow();
  });

  it("is off for comparisons of files measured elsewhere", () => {
    expect(() =>
      resolveConfig(
        { thresholds: { metrics: { "other-target/throughput.publishRate": 5 } } },
        { registry: scenarioRegistry },
      ),
    ).not.toThrow();
  });

  it("run stops with exit 2 and one line before any broker starts", async () => {
    const dir = tempFiles({ "gate.yml": "thresholds:\n  metrics:\n    noSuchMetric: 5\n" });
    const run = await runCli(["run", "--config", join(dir, "gate.yml")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^error: thresholds\.metrics\['noSuchMetric'\]: 'noSuchMetric' matches no metric this config measures; did you mean '[^']+'\? \(keys are .*\)\n$/,
    );
    expect(run.stdout).toBe("");
  });
});
