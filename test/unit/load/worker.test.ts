import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { WorkerHandle } from "../../../src/load/worker-handle.js";
import { resolveWorkerLaunch } from "../../../src/load/worker-script.js";

describe("load worker", () => {
  it("starts from the TypeScript sources and answers commands", async () => {
    const fatal: string[] = [];
    const worker = new WorkerHandle(
      "selftest worker",
      { role: "selftest" },
      { onFatal: (_name, message) => fatal.push(message), onWarning: () => {} },
    );
    try {
      await expect(worker.request({ command: "ping" }, 20_000, "ping")).resolves.toBe("pong");
      const mark = await worker.request<{ atNs: bigint }>(
        { command: "mark", label: "windowStart" },
        5_000,
        "mark",
      );
      // The worker's clock is the process-wide monotonic clock of this thread.
      const here = process.hrtime.bigint();
      expect(typeof mark.atNs).toBe("bigint");
      expect(mark.atNs).toBeLessThanOrEqual(here);
      expect(here - mark.atNs).toBeLessThan(5_000_000_000n);
      await expect(worker.request({ command: "stop", confirmTimeoutMs: 1 }, 5_000, "stop")).rejects.toThrow(
        /does not apply to a selftest worker/,
      );
    } finally {
      await worker.terminate();
    }
    expect(fatal).toEqual([]);
  });

  it("runs worker.ts through the bootstrap when no bundled worker.js is next to the module", () => {
    const launch = resolveWorkerLaunch(new URL("../../../src/load/worker-script.ts", import.meta.url).href);
    expect(launch.options.eval).toBe(true);
    expect(String(launch.script)).toContain("/src/load/worker.ts");
  });

  it("uses the sibling worker.js of the bundle", async () => {
    const dist = await mkdtemp(join(tmpdir(), "perf-gate-dist-"));
    try {
      await writeFile(join(dist, "worker.js"), "");
      const launch = resolveWorkerLaunch(pathToFileURL(join(dist, "cli.js")).href);
      expect(launch.options.eval).toBeUndefined();
      expect(launch.script).toEqual(pathToFileURL(join(dist, "worker.js")));
      // A shared chunk (dist/chunks/x.js) finds the worker one directory up.
      const fromChunk = resolveWorkerLaunch(pathToFileURL(join(dist, "chunks", "registry.js")).href);
      expect(fromChunk.script).toEqual(pathToFileURL(join(dist, "worker.js")));
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
