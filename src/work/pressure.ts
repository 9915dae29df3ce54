import { readFileSync } from "node:fs";

/**
 * The host's CPU pressure: the share of wall time in which at least one runnable task of the host
 * waited for a CPU (Linux pressure stall information, `/proc/pressure/cpu`, line "some"). Busy
 * neighbours on a shared runner raise it; a broker that merely works harder on its own CPU quota
 * hardly does. It costs one file read per trial and is absent where the kernel does not offer it
 * (macOS, Windows, Linux before 4.20 or booted with psi=0).
 */
export const CPU_PRESSURE_PATH = "/proc/pressure/cpu";

/** The cumulative stall time (µs) of the "some" line, or undefined when the text has none. */
export function parseCpuStallUs(text: string): number | undefined {
  const match = /^some\b.*\btotal=(\d+)/m.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Reads the host's cumulative CPU stall time (µs); undefined where it is not readable. */
export function readCpuStallUs(path: string = CPU_PRESSURE_PATH): number | undefined {
  try {
    return parseCpuStallUs(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * The stall time between two readings as a share (%) of the wall time between them, to one
 * decimal; undefined when a reading is missing or the counter went backwards.
 */
export function cpuPressurePct(
  beforeUs: number | undefined,
  afterUs: number | undefined,
  wallMs: number,
): number | undefined {
  if (beforeUs === undefined || afterUs === undefined || !(wallMs > 0) || afterUs < beforeUs)
    return undefined;
  const pct = ((afterUs - beforeUs) / (wallMs * 1000)) * 100;
  return Math.min(100, Math.round(pct * 10) / 10);
}
