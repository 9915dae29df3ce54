import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CommandNodeFaults, faultCommand } from "../../../src/brokers/command-faults.js";

describe("faultCommand", () => {
  it("fills in the node and the method, argument by argument", () => {
    expect(faultCommand(["ssh", "rmq-{node}", "sudo systemctl {method} rabbitmq"], 2, "stop")).toEqual([
      "ssh",
      "rmq-2",
      "sudo systemctl stop rabbitmq",
    ]);
  });
});

describe("CommandNodeFaults", () => {
  it("runs the lose and restore commands once each, without a shell", async () => {
    const dir = await mkdtemp(join(tmpdir(), "perf-gate-faults-"));
    const log = join(dir, "log");
    const append = (what: string) => [
      "node",
      "-e",
      `require("fs").appendFileSync(process.argv[1], process.argv[2] + "\\n")`,
      log,
      what,
    ];
    const faults = new CommandNodeFaults("staging", {
      lose: append("lose {node} {method}; $(rm -rf /)"),
      restore: append("restore {node}"),
      timeoutMs: 10_000,
    });
    await faults.lose(1, "kill");
    await expect(faults.lose(1, "kill")).rejects.toThrow("target 'staging': node 1 is already lost");
    await faults.restore(1);
    await faults.restore(1);
    await faults.restoreAll();
    expect(await readFile(log, "utf8")).toBe("lose 1 kill; $(rm -rf /)\nrestore 1\n");
  });

  it("fails with one line naming the target, the command and the node", async () => {
    const faults = new CommandNodeFaults("staging", {
      lose: ["node", "-e", "console.error('first\\nno route to host'); process.exit(3)"],
      restore: ["true"],
      timeoutMs: 10_000,
    });
    const error = await faults.lose(0, "pause").then(
      () => new Error("expected a failure"),
      (caught: unknown) => caught as Error,
    );
    expect(error.message).toMatch(
      /^target 'staging': nodeFaults\.lose for node 0 \(node\) failed: .*: no route to host$/,
    );
    expect(error.message).not.toContain("\n");
  });
});
