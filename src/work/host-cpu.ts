import { readFileSync } from "node:fs";
import { hostname, networkInterfaces } from "node:os";

/**
 * The host's CPU time, to tell how much of the machine other processes took while the broker and
 * the load generator worked: `/proc/stat`'s first line (all CPUs), in USER_HZ ticks, which Linux
 * fixes at 100 per second for user space. Busy is everything but idle and I/O wait, steal
 * included: time a hypervisor gave to another machine is time this one did not get. Absent
 * where the file is not readable (macOS, Windows).
 */
export const PROC_STAT_PATH = "/proc/stat";
const MS_PER_TICK = 10;

export interface HostCpuReading {
  /** Busy CPU time of all CPUs since boot, ms. */
  busyMs: number;
  /** Online CPUs (the `cpuN` lines). */
  cpus: number;
}

/** The busy time and CPU count of a `/proc/stat` text, or undefined when it has no `cpu` line. */
export function parseProcStat(text: string): HostCpuReading | undefined {
  const total = /^cpu\s+(.*)$/m.exec(text);
  if (!total) return undefined;
  const ticks = total[1]!.trim().split(/\s+/).map(Number);
  if (ticks.length < 4 || ticks.some((t) => !Number.isFinite(t) || t < 0)) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is already inside user)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  const cpus = (text.match(/^cpu\d+\s/gm) ?? []).length;
  if (cpus === 0) return undefined;
  return { busyMs: (user + nice + system + irq + softirq + steal) * MS_PER_TICK, cpus };
}

/** Reads the host's CPU time; undefined where it is not readable. */
export function readHostCpu(path: string = PROC_STAT_PATH): HostCpuReading | undefined {
  try {
    return parseProcStat(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The names this host answers to: localhost, its host name and every address of its network
 * interfaces (loopback, and the Docker bridge's gateway through which a containerised run reaches
 * the engine's mapped ports). IPv6 addresses are bracketed, as a URL's hostname has them.
 */
export function thisHostNames(): Set<string> {
  const names = new Set(["localhost", hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces()))
    for (const { address, family } of addresses ?? [])
      names.add(family === "IPv6" ? `[${address.toLowerCase()}]` : address);
  return names;
}

/**
 * Whether a broker runs on this host: every AMQP URL points at a loopback address (127.0.0.0/8)
 * or at one of this host's own names, as those of a local Docker engine's containers do. Only
 * then is its CPU time part of this host's, and the others' share defined. An unparsable URL
 * counts as remote.
 */
export function brokerOnThisHost(
  amqpUrls: readonly string[],
  hostNames: ReadonlySet<string> = thisHostNames(),
): boolean {
  if (amqpUrls.length === 0) return false;
  return amqpUrls.every((url) => {
    try {
      const host = new URL(url).hostname.toLowerCase();
      return hostNames.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
    } catch {
      return false;
    }
  });
}

/** What one measured window recorded of CPU time, as the results file keeps it. */
export interface WindowCpu {
  windowMs: number;
  hostBusyMs?: number;
  hostCpus?: number;
  brokerCpuMs?: number;
  clientCpuMs: number;
}

/**
 * The share (%) of the host's CPU capacity that processes other than the broker and the load
 * generator used over a trial's measured windows: host busy time minus the broker's and the
 * client's CPU time, over window length × CPUs, to one decimal and within 0–100. Undefined unless
 * every window has the host's and the broker's CPU time. Only for a broker on this host
 * (brokerOnThisHost): another machine's CPU time is not part of this one's.
 */
export function foreignCpuPct(windows: readonly WindowCpu[]): number | undefined {
  if (windows.length === 0) return undefined;
  let foreignMs = 0;
  let capacityMs = 0;
  for (const w of windows) {
    if (w.hostBusyMs === undefined || w.hostCpus === undefined || w.brokerCpuMs === undefined)
      return undefined;
    foreignMs += w.hostBusyMs - w.brokerCpuMs - w.clientCpuMs;
    capacityMs += w.windowMs * w.hostCpus;
  }
  if (!(capacityMs > 0)) return undefined;
  const pct = (foreignMs / capacityMs) * 100;
  return Math.min(100, Math.max(0, Math.round(pct * 10) / 10));
}

/** Other processes' share of the machine's CPU (%) over a trial from which a missed load may be theirs. */
export const BUSY_HOST_PCT = 25;

/**
 * A trial record's invalid reason: the trial's own, and where it is invalid because its load was not
 * carried (loadNotCarried) while other processes than the broker and the load generator took
 * BUSY_HOST_PCT or more of this machine's CPU (foreignCpuPct), a note that the shortfall may be the
 * machine's rather than the target's. No note on other reasons: a loss is a loss however busy the
 * machine.
 */
export function invalidReasonOnHost(
  trial: { invalidReason?: string; loadNotCarried?: boolean },
  foreignPct: number | undefined,
): { invalidReason?: string } {
  const reason = trial.invalidReason;
  if (reason === undefined) return {};
  if (!trial.loadNotCarried || foreignPct === undefined || foreignPct < BUSY_HOST_PCT)
    return { invalidReason: reason };
  return {
    invalidReason: `${reason} (other processes took ${foreignPct}% of this machine's CPU meanwhile: the machine may have fallen short, not the target)`,
  };
}
