import { describe, expect, it } from "vitest";
import { rpcReplyBody } from "../../../src/load/amqp091/rpc-server.js";
import { rpcScenario, sizeLabel } from "../../../src/scenarios/rpc.js";

describe("rpc scenario", () => {
  it("names sizes in metric ids by their largest whole unit", () => {
    expect([1, 64, 512, 1000, 1024, 4096, 1536, 1_048_576].map(sizeLabel)).toEqual([
      "1B",
      "64B",
      "512B",
      "1000B",
      "1KiB",
      "4KiB",
      "1536B",
      "1MiB",
    ]);
  });

  it("declares six metrics per reply mode and size, then the broker's memory", () => {
    const params = rpcScenario.parameters.parse({});
    const ids = rpcScenario.metrics(params).map((m) => m.id);
    expect(ids).toHaveLength(2 * 4 * 6 + 1);
    expect(ids.slice(0, 6)).toEqual([
      "directReply1BOpsPerSec",
      "directReply1BMsPerOpP50",
      "directReply1BMsPerOpP99",
      "directReply1BReductionsPerOp",
      "directReply1BBrokerCpuUsPerOp",
      "directReply1BClientCpuUsPerOp",
    ]);
    expect(ids).toContain("queueReply4KiBOpsPerSec");
    expect(ids.at(-1)).toBe("brokerMemoryMiB");
    const rate = rpcScenario.metrics(params).find((m) => m.id === "queueReply4KiBOpsPerSec")!;
    expect(rate).toMatchObject({ unit: "calls/s", direction: "higher", kind: "time" });
    expect(rate.description).toMatch(/4096 B .*exclusive reply queue, manual server acks/);
  });

  it("refuses a size or reply mode given twice, and a size of nothing", () => {
    expect(() => rpcScenario.parameters.parse({ sizes: [64, 64] })).toThrow(/each size may appear once/);
    expect(() => rpcScenario.parameters.parse({ replyTo: ["queue", "queue"] })).toThrow(
      /each reply mode may appear once/,
    );
    expect(() => rpcScenario.parameters.parse({ sizes: [0] })).toThrow();
    expect(() => rpcScenario.parameters.parse({ sizes: [] })).toThrow();
  });

  it("estimates one window per reply mode and size", () => {
    const one = rpcScenario.estimateTrialMs(
      rpcScenario.parameters.parse({ sizes: [1], replyTo: ["direct"] }),
    );
    const all = rpcScenario.estimateTrialMs(rpcScenario.parameters.parse({}));
    expect(all).toBeGreaterThan(4 * one);
    expect(all).toBeLessThan(20_000);
  });

  it("transforms every byte of a request, so a reply proves the server read all of it", () => {
    expect([...rpcReplyBody(Buffer.from([0, 1, 254, 255]))]).toEqual([1, 2, 255, 0]);
    expect(rpcReplyBody(Buffer.alloc(0))).toHaveLength(0);
  });
});
