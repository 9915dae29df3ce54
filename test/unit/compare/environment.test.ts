import { describe, expect, it } from "vitest";
import type { Results } from "../../../src/model/results.js";
import { environmentDifferences, setupChanges } from "../../../src/compare/environment.js";
import { loadFixture } from "../../fixtures/load.js";

const target = (results: Results) => results.targets[0]!;

/** Both lists, the setup's changes first, as the reports show them. */
function differencesAfter(change: (current: Results) => void): string[] {
  const baseline = loadFixture("baseline-basic");
  const current = loadFixture("results-basic");
  change(current);
  return [...setupChanges(baseline, current), ...environmentDifferences(baseline, current)];
}

function splitAfter(change: (current: Results) => void) {
  const baseline = loadFixture("baseline-basic");
  const current = loadFixture("results-basic");
  change(current);
  return { setup: setupChanges(baseline, current), environment: environmentDifferences(baseline, current) };
}

describe("setup changes and environment differences", () => {
  it("an upgrade is the setup's change, with the versions its image brings; not a warning", () => {
    const upgrade = splitAfter((r) => {
      target(r).broker.image = "rabbitmq:4.3.6-management";
      target(r).broker.serverVersion = "4.3.6";
      target(r).broker.erlangVersion = "27.3";
    });
    expect(upgrade.environment).toEqual([]);
    expect(upgrade.setup).toEqual([
      "target rabbitmq-4.0.5-management image: baseline 'rabbitmq:4.0.5-management', current 'rabbitmq:4.3.6-management'",
      "target rabbitmq-4.0.5-management server version: baseline '4.0.5', current '4.3.6'",
      "target rabbitmq-4.0.5-management Erlang version: baseline '26.2.5.6', current '27.3'",
    ]);
  });

  it("the same image tag with another broker in it is the environment's: a warning", () => {
    const moved = splitAfter((r) => (target(r).broker.serverVersion = "4.0.6"));
    expect(moved.setup).toEqual([]);
    expect(moved.environment).toEqual([
      "target rabbitmq-4.0.5-management server version: baseline '4.0.5', current '4.0.6'",
    ]);
  });

  it("a setting or a scenario parameter is the setup's; the host is the environment's", () => {
    const both = splitAfter((r) => {
      target(r).spec.queueType = "quorum";
      r.host.cpuCores = 2;
    });
    expect(both.setup).toEqual([
      "target rabbitmq-4.0.5-management setting 'queueType': baseline 'classic', current 'quorum'",
    ]);
    expect(both.environment).toEqual(["host CPU cores: baseline 4, current 2"]);
  });
});

describe("environmentDifferences", () => {
  it("finds none between runs on the same environment", () => {
    expect(environmentDifferences(loadFixture("baseline-basic"), loadFixture("results-basic"))).toEqual([]);
  });

  it("reads a baseline stored before targets had a protocol as AMQP 0.9.1, not as a changed setting", () => {
    expect(target(loadFixture("baseline-basic")).spec.protocol).toBeUndefined();
    expect(differencesAfter((r) => (target(r).spec.protocol = "amqp091"))).toEqual([]);
    expect(differencesAfter((r) => (target(r).spec.protocol = "amqp10"))).toEqual([
      "target rabbitmq-4.0.5-management setting 'protocol': baseline 'amqp091', current 'amqp10'",
    ]);
  });

  it("notes overrides by the gate that differ, once both runs recorded them", () => {
    expect(differencesAfter((r) => (target(r).broker.overrides = ["log.console = true"]))).toEqual([]);
    const baseline = loadFixture("baseline-basic");
    const current = loadFixture("results-basic");
    target(baseline).broker.overrides = ["user 'perf-gate' added"];
    target(current).broker.overrides = ["log.console = true", "user 'perf-gate' added"];
    // What the gate set follows from the target's own rabbitmq.conf: a change of the setup.
    expect(environmentDifferences(baseline, current)).toEqual([]);
    expect(setupChanges(baseline, current)).toEqual([
      `target rabbitmq-4.0.5-management overrides by the gate: baseline ["user 'perf-gate' added"], current ["log.console = true","user 'perf-gate' added"]`,
    ]);
  });

  it.each<[string, (r: Results) => void, string]>([
    ["gate", (r) => (r.gate = "nightly"), "gate name: baseline 'rabbitmq-perf-gate', current 'nightly'"],
    [
      "trials",
      (r) => {
        r.trials = 5;
        for (const scenario of target(r).scenarios) {
          scenario.trials = [1, 2, 3, 4, 5].map((trial) => ({ ...scenario.trials[0]!, trial }));
        }
      },
      "trials: baseline 3 trials per scenario, current 5 trials per scenario",
    ],
    [
      "scenario's own trials",
      (r) => {
        const throughput = target(r).scenarios[0]!;
        throughput.trials = [
          ...throughput.trials,
          ...throughput.trials.map((t) => ({ ...t, trial: t.trial + 3 })),
        ];
      },
      "trials: baseline 3 trials per scenario, current 3 trials per scenario (throughput: 6)",
    ],
    [
      "tool",
      (r) => (r.tool.version = "0.2.0"),
      "rabbitmq-perf-gate version: baseline '0.1.0', current '0.2.0'",
    ],
    [
      "OS",
      (r) => (r.host.os = "Darwin 24.1.0"),
      "host OS: baseline 'Linux 6.8.0-1021-azure', current 'Darwin 24.1.0'",
    ],
    ["arch", (r) => (r.host.arch = "arm64"), "host architecture: baseline 'x64', current 'arm64'"],
    [
      "CPU model",
      (r) => (r.host.cpuModel = "Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz"),
      "host CPU model: baseline 'AMD EPYC 7763 64-Core Processor', current 'Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz'",
    ],
    ["cores", (r) => (r.host.cpuCores = 2), "host CPU cores: baseline 4, current 2"],
    [
      "memory",
      (r) => (r.host.totalMemoryBytes = 8 * 1024 ** 3),
      "host memory: baseline 15.6 GiB, current 8.0 GiB",
    ],
    [
      "Node major",
      (r) => (r.host.nodeVersion = "v22.22.0"),
      "Node.js major version: baseline '24', current '22'",
    ],
    ["runner", (r) => (r.host.runner = "local"), "runner: baseline 'github-actions/Linux', current 'local'"],
    [
      "provider",
      (r) => (target(r).provider = "external"),
      "target rabbitmq-4.0.5-management provider: baseline 'testcontainers', current 'external'",
    ],
    [
      "server version",
      (r) => (target(r).broker.serverVersion = "4.0.6"),
      "target rabbitmq-4.0.5-management server version: baseline '4.0.5', current '4.0.6'",
    ],
    [
      "Erlang",
      (r) => (target(r).broker.erlangVersion = "27.2"),
      "target rabbitmq-4.0.5-management Erlang version: baseline '26.2.5.6', current '27.2'",
    ],
    [
      "image",
      (r) => (target(r).broker.image = "rabbitmq:4.0.5"),
      "target rabbitmq-4.0.5-management image: baseline 'rabbitmq:4.0.5-management', current 'rabbitmq:4.0.5'",
    ],
    [
      "image id",
      (r) => (target(r).broker.imageId = "sha256:0000"),
      "target rabbitmq-4.0.5-management image id: baseline 'sha256:3c0b6f0a53f5e2e1b2c4d6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a7', current 'sha256:0000'",
    ],
    [
      "image digest",
      (r) => (target(r).broker.imageDigest = "rabbitmq@sha256:1111"),
      "target rabbitmq-4.0.5-management image digest: baseline 'rabbitmq@sha256:9a1f2e3d4c5b6a7980f1e2d3c4b5a69788f9e0d1c2b3a4958677e8f9d0c1b2a3', current 'rabbitmq@sha256:1111'",
    ],
    [
      "cluster size",
      (r) => (target(r).broker.nodes = ["rabbit@n0", "rabbit@n1", "rabbit@n2"]),
      "target rabbitmq-4.0.5-management cluster size: baseline 1, current 3",
    ],
    [
      "target setting",
      (r) => (target(r).spec.queueType = "quorum"),
      "target rabbitmq-4.0.5-management setting 'queueType': baseline 'classic', current 'quorum'",
    ],
    [
      "scenario parameter",
      (r) => (target(r).scenarios[0]!.parameters.messageSizeBytes = 4096),
      "target rabbitmq-4.0.5-management scenario throughput parameter 'messageSizeBytes': baseline 1000, current 4096",
    ],
    [
      "added scenario parameter",
      (r) => (target(r).scenarios[1]!.parameters.exclusive = true),
      "target rabbitmq-4.0.5-management scenario queue-churn parameter 'exclusive': baseline none, current true",
    ],
  ])("names a different %s", (_name, change, expected) => {
    expect(differencesAfter(change)).toEqual([expected]);
  });

  it("names every difference, not only the first", () => {
    const differences = differencesAfter((r) => {
      r.host.cpuCores = 2;
      r.host.nodeVersion = "v22.1.0";
      target(r).broker.serverVersion = "4.1.0";
    });
    expect(differences).toHaveLength(3);
  });

  it("ignores differences that do not matter", () => {
    const differences = differencesAfter((r) => {
      r.host.nodeVersion = "v24.99.1"; // same major
      r.host.totalMemoryBytes = 16_500_000_000; // within 5%
      r.createdAt = "2030-01-01T00:00:00.000Z";
      r.git = { sha: "ffff" };
      delete target(r).broker.imageDigest; // unknown on one side: not a difference
    });
    expect(differences).toEqual([]);
  });

  it("compares only targets both runs have", () => {
    const differences = differencesAfter((r) => {
      target(r).id = "elsewhere";
      target(r).broker.serverVersion = "9.9.9";
    });
    expect(differences).toEqual([]);
  });
});
