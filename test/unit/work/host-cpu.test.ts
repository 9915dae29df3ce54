import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  brokerOnThisHost,
  BUSY_HOST_PCT,
  invalidReasonOnHost,
  foreignCpuPct,
  parseProcStat,
  readHostCpu,
  thisHostNames,
} from "../../../src/work/host-cpu.js";

const STAT = [
  "cpu  2062801 10 651984 4968817 45879 5 80268 41954 0 0",
  "cpu0 1031400 5 325992 2484408 22939 2 40134 20977 0 0",
  "cpu1 1031401 5 325992 2484409 22940 3 40134 20977 0 0",
  "intr 123456 0 0",
  "ctxt 987654",
].join("\n");

describe("host CPU time", () => {
  it("sums every busy tick of the all-CPU line (steal included, idle and I/O wait left out)", () => {
    // user + nice + system + irq + softirq + steal, at 10 ms a tick
    const ticks = 2062801 + 10 + 651984 + 5 + 80268 + 41954;
    expect(parseProcStat(STAT)).toEqual({ busyMs: ticks * 10, cpus: 2 });
  });

  it("has no reading without a sane all-CPU line or any cpuN line", () => {
    expect(parseProcStat("")).toBeUndefined();
    expect(parseProcStat("cpu0 1 2 3 4\n")).toBeUndefined();
    expect(parseProcStat("cpu  1 2 x 4\ncpu0 1 2 3 4\n")).toBeUndefined();
    expect(parseProcStat("cpu  1 2 3 4\n")).toBeUndefined();
  });

  it("reads a file, and nothing when it is missing", () => {
    const dir = mkdtempSync(join(tmpdir(), "host-cpu-"));
    writeFileSync(join(dir, "stat"), STAT);
    expect(readHostCpu(join(dir, "stat"))?.cpus).toBe(2);
    expect(readHostCpu(join(dir, "missing"))).toBeUndefined();
  });
});

describe("foreign CPU share", () => {
  // 4 s on 2 CPUs = 8 s of capacity; 6 s busy, of which broker 3 s and client 1.4 s: 1.6 s foreign
  const window = { windowMs: 4_000, hostBusyMs: 6_000, hostCpus: 2, brokerCpuMs: 3_000, clientCpuMs: 1_400 };

  it("is the host's busy time beyond the broker's and the client's, over the windows' capacity", () => {
    expect(foreignCpuPct([window])).toBe(20);
    // a second, quiet window halves the share
    expect(foreignCpuPct([window, { ...window, hostBusyMs: 4_400 }])).toBe(10);
  });

  it("stays within 0-100: tick rounding may make the others' share a little negative", () => {
    expect(
      foreignCpuPct([{ windowMs: 1_000, hostBusyMs: 990, hostCpus: 2, brokerCpuMs: 700, clientCpuMs: 300 }]),
    ).toBe(0);
    expect(
      foreignCpuPct([{ windowMs: 1_000, hostBusyMs: 5_000, hostCpus: 2, brokerCpuMs: 0, clientCpuMs: 0 }]),
    ).toBe(100);
  });

  it("is not defined without the host's or the broker's CPU time in every window", () => {
    expect(foreignCpuPct([])).toBeUndefined();
    expect(foreignCpuPct([window, { windowMs: 4_000, clientCpuMs: 1_000 }])).toBeUndefined();
    const { brokerCpuMs: _broker, ...unread } = window;
    expect(foreignCpuPct([unread])).toBeUndefined();
    expect(foreignCpuPct([{ ...window, windowMs: 0 }])).toBeUndefined();
  });
});

describe("an invalid trial on a busy host", () => {
  const reason = "the offered rate was not reached: 179 msg/s published and 171 consumed of 200 offered";
  const notCarried = { invalidReason: reason, loadNotCarried: true };

  it("says that other processes took the machine's CPU when they took BUSY_HOST_PCT or more", () => {
    expect(invalidReasonOnHost(notCarried, 77.5)).toEqual({
      invalidReason: `${reason} (other processes took 77.5% of this machine's CPU meanwhile: the machine may have fallen short, not the target)`,
    });
    expect(invalidReasonOnHost(notCarried, BUSY_HOST_PCT).invalidReason).toContain(
      "took 25% of this machine's CPU",
    );
  });

  it("keeps the reason as it is on a quieter host, or where the share is unknown", () => {
    expect(invalidReasonOnHost(notCarried, BUSY_HOST_PCT - 0.1)).toEqual({ invalidReason: reason });
    expect(invalidReasonOnHost(notCarried, undefined)).toEqual({ invalidReason: reason });
  });

  it("adds nothing to another reason, however busy the host: a loss is a loss", () => {
    const loss = "12 of 4000 accepted messages lost (published 4000, confirmed 4000, consumed 3988)";
    expect(invalidReasonOnHost({ invalidReason: loss }, 90)).toEqual({ invalidReason: loss });
    expect(invalidReasonOnHost({}, 90)).toEqual({});
  });
});

describe("a broker on this host", () => {
  const names = new Set(["localhost", "runner-1", "127.0.0.1", "172.17.0.1", "[::1]"]);

  it("is one whose every AMQP URL names this host: loopback, its host name or an interface's address", () => {
    expect(brokerOnThisHost(["amqp://guest:guest@localhost:32768"], names)).toBe(true);
    expect(brokerOnThisHost(["amqp://127.0.0.1:5672", "amqps://127.1.2.3:5671/vhost"], names)).toBe(true);
    expect(brokerOnThisHost(["amqp://[::1]:5672"], names)).toBe(true);
    // a containerised run reaches a local engine's mapped ports through the bridge's gateway
    expect(brokerOnThisHost(["amqp://guest:guest@172.17.0.1:32768"], names)).toBe(true);
    expect(brokerOnThisHost(["amqp://RUNNER-1:5672"], names)).toBe(true);
  });

  it("is not one with a remote or unparsable URL among them, or none", () => {
    expect(brokerOnThisHost(["amqp://127.0.0.1:5672", "amqp://rabbit-2.internal:5672"], names)).toBe(false);
    expect(brokerOnThisHost(["amqp://10.0.0.5:5672"], names)).toBe(false);
    expect(brokerOnThisHost(["not a url"], names)).toBe(false);
    expect(brokerOnThisHost([], names)).toBe(false);
  });

  it("knows this host's own names", () => {
    const own = thisHostNames();
    expect(own.has("localhost")).toBe(true);
    expect(own.has("127.0.0.1")).toBe(true);
  });
});
