/**
 * The reliability mode of bench/broker-start.ts (see its header): starts only, each beside 0-2
 * busy neighbour processes, one JSON line per start appended to the --out file, so a stopped run
 * resumes and the summary is computed again from the file.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { performance } from "node:perf_hooks";
import type { BrokerProvider } from "../src/brokers/provider.js";
import type { TestcontainersTarget } from "../src/model/config.js";
import { maskUrlCredentials, type Logger } from "../src/model/logger.js";
import { seededRandom, startNeighbours } from "./runs.js";

export interface StartLine {
  image: string;
  nodes: number;
  /** "cpus 1, 0-2 neighbours" or "quiet". */
  condition: string;
  run: number;
  neighbours: number;
  ready: boolean;
  /** From the provider's start to a broker that answers (ms). */
  startMs: number;
  /** Joiners begun again blank after a failed boot. */
  recoveries: number;
  /** The first line of the failure, when not ready. */
  error?: string;
  at: string;
}

function readLines(path: string): StartLine[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as StartLine);
}

function conditionOf(cpus: number | undefined, neighbours: string): string {
  return cpus === undefined && neighbours === "0-0"
    ? "quiet"
    : `cpus ${cpus ?? "all"}, ${neighbours} neighbours`;
}

export async function runReliability(options: {
  provider: BrokerProvider;
  target: TestcontainersTarget;
  out: string;
  runs: number;
  neighbours: string;
  cpus: number | undefined;
}): Promise<void> {
  const { provider, target, out } = options;
  const condition = conditionOf(options.cpus, options.neighbours);
  const [low, high] = options.neighbours.split("-").map(Number) as [number, number];
  mkdirSync(dirname(out), { recursive: true });
  const done = readLines(out).filter(
    (l) => l.image === target.image && l.nodes === target.nodes && l.condition === condition,
  ).length;
  // One draw per run index, whatever run the script resumes at.
  const random = seededRandom(0x5747 + target.nodes);
  const draws = Array.from({ length: options.runs }, () => low + Math.floor(random() * (high - low + 1)));
  for (let run = done + 1; run <= options.runs; run++) {
    const count = draws[run - 1]!;
    const neighbours = startNeighbours(count);
    let recoveries = 0;
    const logger: Logger = {
      debug: () => {},
      info: () => {},
      warn: (line: string) => {
        if (/starting it again blank/.test(line)) recoveries++;
        console.error(`  warn: ${maskUrlCredentials(line)}`);
      },
      error: (line: string) => console.error(`  error: ${maskUrlCredentials(line)}`),
      addSecret: () => {},
    };
    const started = performance.now();
    let line: StartLine;
    try {
      const broker = await provider.start(target, { logger });
      const startMs = performance.now() - started;
      const ready = broker.info.nodes.length === target.nodes;
      await broker.stop();
      line = {
        ...base(),
        ready,
        startMs,
        recoveries,
        ...(!ready && { error: `members ${broker.info.nodes.join(", ")}` }),
      };
    } catch (error) {
      const message = maskUrlCredentials((error as Error).message.split("\n")[0]!).slice(0, 500);
      line = { ...base(), ready: false, startMs: performance.now() - started, recoveries, error: message };
    } finally {
      for (const child of neighbours) child.kill();
    }
    appendFileSync(out, `${JSON.stringify(line)}\n`);
    console.log(
      `${target.image} × ${target.nodes} run ${run} (${count} neighbours): ${line.ready ? "ready" : "FAILED"} in ${(line.startMs / 1000).toFixed(1)} s` +
        `${recoveries > 0 ? `, ${recoveries} recovered` : ""}${line.error ? `: ${line.error}` : ""}`,
    );

    function base() {
      return {
        image: target.image,
        nodes: target.nodes,
        condition,
        run,
        neighbours: count,
        at: new Date().toISOString(),
      };
    }
  }
}

/** Per image and condition: ready of started, recoveries, and the median and slowest start. */
export function summarize(path: string): string {
  const groups = new Map<string, StartLine[]>();
  for (const line of readLines(path)) {
    const key = `${line.image} × ${line.nodes}, ${line.condition}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, lines]) => {
      const ready = lines.filter((l) => l.ready);
      const times = ready.map((l) => l.startMs / 1000);
      const recovered = lines.reduce((sum, l) => sum + l.recoveries, 0);
      return `${key}: ${ready.length} of ${lines.length} ready, ${recovered} joiner(s) recovered; start median ${median(times).toFixed(1)} s, slowest ${Math.max(...times).toFixed(1)} s`;
    })
    .join("\n");
}
