import { describe, expect, it } from "vitest";
import { createLatencyHistogram, decodeHistogram } from "../../../src/load/histogram.js";
import { InputError } from "../../../src/model/errors.js";
import { ResultsSchema, type Results } from "../../../src/model/results.js";
import { mergeShards, type ShardFile } from "../../../src/gate/merge-shards.js";
import { loadFixture } from "../../fixtures/load.js";
import { counters, HASH, healthyTrial, shardFile, T0 } from "../../fixtures/shards.js";

function metric(results: Results, id: string): number[] {
  return results.targets[0]!.scenarios[0]!.metrics.find((m) => m.id === id)?.samples ?? [];
}

describe("mergeShards", () => {
  const files = [1, 2, 3].map((shard) =>
    shardFile(shard, 3, [healthyTrial(shard, 1), healthyTrial(shard, 2)]),
  );

  it("adds the histograms bucket by bucket: the merged histogram is the histogram of every shard's latencies", () => {
    const merged = mergeShards(files);
    const record = merged.targets[0]!.scenarios[0]!.trials[0]!;
    const union = createLatencyHistogram();
    for (const shard of [1, 2, 3]) for (const value of healthyTrial(shard, 1).e2e) union.recordValue(value);
    const added = decodeHistogram(record.histograms!.e2eLatency!);
    expect(added.totalCount).toBe(union.totalCount);
    for (const percentile of [0, 10, 50, 90, 95, 99, 99.9, 99.99, 100]) {
      expect(added.getValueAtPercentile(percentile)).toBe(union.getValueAtPercentile(percentile));
    }
    expect(added.mean).toBeCloseTo(union.mean, 9);
    expect(metric(merged, "e2eLatencyP99Us")[0]).toBe(union.getValueAtPercentile(99));
    expect(metric(merged, "e2eLatencyP999Us")[0]).toBe(union.getValueAtPercentile(99.9));
    added.destroy();
    union.destroy();
  });

  it("sums counts and rates, and divides the leading shard's broker reading by every shard's operations", () => {
    const merged = mergeShards(files);
    const record = merged.targets[0]!.scenarios[0]!.trials[1]!;
    expect(record.valid).toBe(true);
    expect(record.counters).toEqual(counters(11_000 + 12_000 + 13_000));
    expect(metric(merged, "publishRate")[1]).toBeCloseTo((11_000 + 12_000 + 13_000) / 3, 9);
    const phase = record.work!.find((w) => w.window === "work phase")!;
    expect(phase.operations).toBe(601 + 602 + 603);
    expect(phase.clientCpuMs).toBe(270);
    expect(metric(merged, "reductionsPerMessage")[1]).toBeCloseTo(1_200_000 / (601 + 602 + 603), 9);
    expect(metric(merged, "clientCpuUsPerMessage")[1]).toBeCloseTo((270 * 1000) / (601 + 602 + 603), 9);
    expect(metric(merged, "brokerMemoryMiB")[1]).toBe(200);
    expect(merged.shard).toBeUndefined();
    expect(merged.shards).toMatchObject({ count: 3, run: "run-1", configHash: HASH });
    expect(merged.targets[0]!.scenarios[0]!.valid).toBe(true);
    expect(() => ResultsSchema.parse(merged)).not.toThrow();
  });

  it("makes every trial invalid when a shard sent no results, saying which", () => {
    const merged = mergeShards([files[0]!, files[2]!]);
    const scenario = merged.targets[0]!.scenarios[0]!;
    expect(scenario.valid).toBe(false);
    expect(scenario.invalidReasons).toEqual([
      "trial 1: shard 2 of 3 sent no results (killed, cancelled or never started)",
      "trial 2: shard 2 of 3 sent no results (killed, cancelled or never started)",
    ]);
    expect(scenario.metrics.every((m) => m.samples.length === 0)).toBe(true);
  });

  it("makes a trial invalid with the shard's reason when one shard's trial was", () => {
    const broken = shardFile(2, 3, [
      healthyTrial(2, 1),
      healthyTrial(2, 2, {
        valid: false,
        invalidReason: "shard 1 left after target 'external' ready: its connection closed",
      }),
    ]);
    const merged = mergeShards([files[0]!, broken, files[2]!]);
    const scenario = merged.targets[0]!.scenarios[0]!;
    expect(scenario.invalidReasons).toEqual([
      "trial 2: shard 2: shard 1 left after target 'external' ready: its connection closed",
    ]);
    expect(metric(merged, "publishRate")).toHaveLength(1);
  });

  it("names a shard's loss first and keeps its counters when another shard sent nothing", () => {
    const lossy = shardFile(3, 3, [
      healthyTrial(3, 1),
      healthyTrial(3, 2, {
        counters: { ...counters(13_000), consumed: 12_900, lost: 100 },
        valid: false,
        invalidReason: "lost 100 confirmed messages (never delivered)",
      }),
    ]);
    const merged = mergeShards([files[0]!, lossy]);
    const scenario = merged.targets[0]!.scenarios[0]!;
    expect(scenario.invalidReasons).toEqual([
      "trial 1: shard 2 of 3 sent no results (killed, cancelled or never started)",
      "trial 2: shard 3: lost 100 confirmed messages (never delivered); shard 2 of 3 sent no results (killed, cancelled or never started)",
    ]);
    expect(scenario.trials[1]!.counters).toMatchObject({ published: 11_000 + 13_000, lost: 100 });
  });

  it("keeps every shard's counters when one shard's trial recorded none, and says whose are missing", () => {
    const cut = shardFile(2, 3, [
      healthyTrial(2, 1),
      healthyTrial(2, 2, {
        counters: undefined,
        valid: false,
        invalidReason: "the shards' barrier failed at window 1 end: shard 3 left",
      }),
    ]);
    const lossy = shardFile(3, 3, [
      healthyTrial(3, 1),
      healthyTrial(3, 2, { counters: { ...counters(13_000), consumed: 12_900, lost: 100 } }),
    ]);
    const merged = mergeShards([files[0]!, cut, lossy]);
    const record = merged.targets[0]!.scenarios[0]!.trials[1]!;
    expect(record.counters).toMatchObject({ published: 11_000 + 13_000, lost: 100 });
    expect(record.invalidReason).toBe(
      "shard 3 lost 100 confirmed messages; shard 2: the shards' barrier failed at window 1 end: shard 3 left",
    );
    expect(record.warnings).toContain(
      "the counts are those of the shards that recorded them: shard 2 recorded none",
    );
  });

  it("makes a trial invalid when a shard's window began too late for the windows to overlap", () => {
    const late = shardFile(3, 3, [
      healthyTrial(3, 1),
      healthyTrial(3, 2, { measuredFrom: T0 + 40_000 + 900 }),
    ]);
    const merged = mergeShards([files[0]!, files[1]!, late]);
    expect(merged.targets[0]!.scenarios[0]!.invalidReasons).toEqual([
      "trial 2: the shards' windows overlap 71% (at least 90% needed): shard 3's began 0.9 s after shard 1's",
    ]);
  });

  it("names the window that ended late when the starts line up", () => {
    const long = shardFile(3, 3, [healthyTrial(3, 1), healthyTrial(3, 2, { measuredMs: 4_000 })]);
    const merged = mergeShards([files[0]!, files[1]!, long]);
    expect(merged.targets[0]!.scenarios[0]!.invalidReasons).toEqual([
      "trial 2: the shards' windows overlap 73% (at least 90% needed): shard 3's ended 1.1 s after shard 1's (windows of 4.0 s and 3.0 s)",
    ]);
  });

  it("refuses files that are not one run's shards, in one line naming the files", () => {
    const error = (shards: ShardFile[]) => {
      try {
        mergeShards(shards);
      } catch (thrown) {
        expect(thrown).toBeInstanceOf(InputError);
        return (thrown as Error).message;
      }
      throw new Error("expected a refusal");
    };
    const plain: ShardFile = { path: "main.json", results: loadFixture("results-basic") };
    expect(error([plain])).toBe(
      "shards: 'main.json' is not a shard's results (it has no shard record): merge the files that run --shard wrote",
    );
    const other = shardFile(2, 3, [healthyTrial(2, 1)], { configHash: "cd".repeat(32) });
    expect(error([files[0]!, other])).toBe(
      "shards: 'shard-2.json' has configHash \"cdcdcdcdcdcdcdcd\" where 'shard-1.json' has \"abababababababab\": every shard of a run must have the same",
    );
    expect(error([files[0]!, { ...files[0]!, path: "again.json" }])).toBe(
      "shards: 'again.json' and 'shard-1.json' are both shard 1: give each file once",
    );
    expect(error([])).toBe("shards: expected the results files of a run's shards; got none");
  });
});
