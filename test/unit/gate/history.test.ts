import { describe, expect, it } from "vitest";
import type { BaselineStore } from "../../../src/baseline/store.js";
import { HISTORY_SCAN_FACTOR, readHistory } from "../../../src/gate/baseline-store.js";
import { resolveConfig } from "../../../src/gate/resolve.js";
import { scenarioRegistry } from "../../../src/scenarios/registry.js";

/** A store that records how many runs it was asked for and holds none. */
function recordingStore(): { store: BaselineStore; asked: number[] } {
  const asked: number[] = [];
  const store = {
    describe: () => "a recording store",
    history: async (limit: number) => {
      asked.push(limit);
      return [];
    },
  } as unknown as BaselineStore;
  return { store, asked };
}

const configOf = (raw: Record<string, unknown>) =>
  resolveConfig({ scenarios: ["throughput"], ...raw }, { registry: scenarioRegistry });

describe("readHistory", () => {
  it("reads back far enough to find verdict.history.runs of the run's own runner class", async () => {
    const { store, asked } = recordingStore();
    await readHistory(configOf({ verdict: { history: { runs: 12 } } }), {}, store);
    expect(asked).toEqual([HISTORY_SCAN_FACTOR * 12]);
    expect(HISTORY_SCAN_FACTOR).toBeGreaterThan(1);
  });

  it("reads only the trend's length when clock metrics never bind against history", async () => {
    const { store, asked } = recordingStore();
    await readHistory(configOf({ verdict: { clockMetrics: "advisory" }, trend: { length: 7 } }), {}, store);
    expect(asked).toEqual([7]);
  });

  it("a store that cannot be read is a notice, not a failure", async () => {
    const store = {
      describe: () => "the broken store",
      history: async () => {
        throw new Error("no such branch");
      },
    } as unknown as BaselineStore;
    const history = await readHistory(configOf({}), {}, store);
    expect(history.runs).toEqual([]);
    expect(history.notices).toEqual([
      "the stored history could not be read from the broken store: no such branch",
    ]);
  });
});
