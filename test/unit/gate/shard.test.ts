import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { configHash, parseShardSpec, shardConfig, shardRunOptions } from "../../../src/gate/shard.js";
import { clientSpec } from "../../../src/load/client-spec.js";
import { shardItems } from "../../../src/model/shard.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";
import { inputErrorOf } from "../../fixtures/input-error.js";

const EXTERNAL = { provider: "external", amqpUrls: ["amqp://guest:secret@broker:5672"] };

function config(scenarios: unknown[], targets: unknown[] = [EXTERNAL]) {
  return resolveConfig({ targets, scenarios }, { registry: scenarioRegistry });
}

const OPTIONS = { run: "run-7", waitMs: 60_000 };

describe("shards", () => {
  it("reads i/N, counting from 1, and refuses anything else in one line naming the flag", () => {
    expect(parseShardSpec("2/3", "--shard")).toEqual({ index: 2, count: 3 });
    expect(inputErrorOf(() => parseShardSpec("0/3", "--shard")).message).toBe(
      "--shard: expected a shard index from 1 to 3 (shards count from 1); got 0",
    );
    expect(inputErrorOf(() => parseShardSpec("4/3", "--shard")).message).toBe(
      "--shard: expected a shard index from 1 to 3 (shards count from 1); got 4",
    );
    expect(inputErrorOf(() => parseShardSpec("2 of 3", "--shard")).message).toBe(
      '--shard: expected <index>/<count>, e.g. 1/3; got "2 of 3"',
    );
    expect(inputErrorOf(() => parseShardSpec("1/65", "--shard")).message).toBe(
      "--shard: expected a shard count from 1 to 64; got 65",
    );
  });

  it("takes the run id from GitHub Actions' run and attempt, and asks for one elsewhere", () => {
    const env = { GITHUB_RUN_ID: "123456", GITHUB_RUN_ATTEMPT: "2" };
    expect(shardRunOptions("1/3", undefined, undefined, env)).toEqual({
      shard: { index: 1, count: 3 },
      run: "123456-2",
      waitMs: 600_000,
    });
    expect(shardRunOptions("1/3", "nightly-9", "30", env)).toMatchObject({
      run: "nightly-9",
      waitMs: 30_000,
    });
    expect(inputErrorOf(() => shardRunOptions("1/3", undefined, undefined, {})).message).toBe(
      "--shard-run: required with more than one shard outside GitHub Actions: give every shard of the run the same id",
    );
    expect(inputErrorOf(() => shardRunOptions("1/3", "a b", undefined, {})).field).toBe("--shard-run");
    expect(inputErrorOf(() => shardRunOptions("1/3", "x", "2", {})).message).toBe(
      '--shard-wait: expected whole seconds from 5 to 21600; got "2"',
    );
  });

  it("gives each shard the queues, publishers and consumers whose index leaves its remainder", () => {
    const resolved = config([{ id: "throughput", params: { publishers: 7, consumers: 6, queues: 6 } }]);
    const shares = [1, 2, 3].map((index) =>
      shardConfig(resolved, { ...OPTIONS, shard: { index, count: 3 } }),
    );
    expect(shares.map((share) => share.scenarios[0]!.shard!.share)).toEqual([
      { publishers: 3, consumers: 2, queues: 2, queueIndexes: [0, 3] },
      { publishers: 2, consumers: 2, queues: 2, queueIndexes: [1, 4] },
      { publishers: 2, consumers: 2, queues: 2, queueIndexes: [2, 5] },
    ]);
    // Publisher p publishes to queue p mod 6: every publisher of a shard lands on the shard's queues.
    for (const index of [1, 2, 3]) {
      const queues = new Set(shardItems(6, { index, count: 3 }));
      for (const publisher of shardItems(7, { index, count: 3 }))
        expect(queues.has(publisher % 6)).toBe(true);
    }
    expect(shares[0]!.shard).toMatchObject({ run: "run-7", configHash: configHash(resolved) });
    // Parameters are recorded unsplit: the merged run compares with an unsplit one.
    expect(shares[0]!.scenarios[0]!.params.publishers).toBe(7);
  });

  it("puts a shard's clients on the nodes the unsplit run puts them on", () => {
    const amqpUrls = ["amqp://node-0", "amqp://node-1", "amqp://node-2"];
    const queues = Array.from({ length: 6 }, (_, q) => `q${q}`);
    const unsplit = Array.from({ length: 7 }, (_, p) => clientSpec({ amqpUrls, queues }, p));
    for (const index of [1, 2, 3]) {
      const shard = { index, count: 3 };
      const own = shardItems(6, shard).map((q) => `q${q}`);
      shardItems(7, shard).forEach((global, local) => {
        const spec = clientSpec(
          { amqpUrls, queues: own, unsplitIndex: { first: index - 1, step: 3 } },
          local,
        );
        expect([spec.url, spec.queue]).toEqual([unsplit[global]!.url, unsplit[global]!.queue]);
      });
    }
  });

  it("gives a latency shard its publishers' part of the offered rate", () => {
    const resolved = config([
      { id: "latency", params: { publishers: 4, consumers: 4, queues: 2, ratePerSecond: 2_000 } },
    ]);
    const first = shardConfig(resolved, { ...OPTIONS, shard: { index: 1, count: 2 } });
    expect(first.scenarios[0]!.shard!.params).toMatchObject({
      publishers: 2,
      queues: 1,
      ratePerSecond: 1_000,
    });
  });

  it("refuses before anything starts what no split can serve, saying why", () => {
    const shard = { ...OPTIONS, shard: { index: 1, count: 3 } };
    const refusal = (scenarios: unknown[], targets?: unknown[]) =>
      inputErrorOf(() => shardConfig(config(scenarios, targets), shard)).message;
    expect(refusal([{ id: "throughput", params: { queues: 2, consumers: 3, publishers: 3 } }])).toBe(
      '--shard: scenario "throughput": queues: 2 queues cannot be split over 3 shards: each shard owns whole queues with their publishers and consumers; set queues to a multiple of 3',
    );
    expect(refusal([{ id: "throughput", params: { queues: 3, consumers: 3, publishers: 2 } }])).toBe(
      '--shard: scenario "throughput": publishers: 2 publishers cannot be split over 3 shards: each shard needs at least one; set publishers to 3 or more',
    );
    // The scenario alone decides; resolveConfig would refuse node-loss on a target without nodeFaults.
    const unsplittable = (id: string) => {
      const resolved = config([{ id: "throughput" }]);
      const scenario = scenarioRegistry.get(id)!;
      const scenarios = [{ ...resolved.scenarios[0]!, name: id, scenario }];
      return inputErrorOf(() => shardConfig({ ...resolved, scenarios }, shard)).message;
    };
    expect(unsplittable("node-loss")).toMatch(
      /^--shard: scenario "node-loss" cannot be split over shards: it stops a node of the broker/,
    );
    expect(unsplittable("routing-scale")).toMatch(
      /^--shard: scenario "routing-scale" cannot be split over shards: its slope is fitted on a population/,
    );
    expect(refusal([{ id: "queue-churn" }])).toBe(
      '--shard: scenario "queue-churn" cannot be split over shards: only the load scenarios (throughput, latency) split their clients and queues over shards',
    );
    expect(
      refusal(
        [{ id: "throughput", params: { queues: 3, consumers: 3, publishers: 3 } }],
        [{ provider: "testcontainers", image: "rabbitmq:4.0.5-management" }],
      ),
    ).toMatch(
      /^--shard: shard 1 of 3: target ".*" has provider 'testcontainers': shards measure one broker every shard reaches/,
    );
  });

  it("hashes what is measured, not where the secrets are", () => {
    const a = config([{ id: "throughput" }]);
    const b = config([{ id: "throughput" }], [{ ...EXTERNAL, amqpUrls: ["amqp://guest:other@broker:5672"] }]);
    const c = config([{ id: "throughput", params: { durationMs: 4_000 } }]);
    expect(configHash(a)).toBe(configHash(b));
    expect(configHash(a)).not.toBe(configHash(c));
  });
});
