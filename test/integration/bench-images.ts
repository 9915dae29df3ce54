import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getContainerRuntimeClient } from "testcontainers";

/** One image of the test bench, as testbench/setup.sh recorded it. */
export interface BenchImage {
  /** Exact RabbitMQ version, e.g. "4.3.6". */
  version: string;
  /** What testbench/images.tsv asked for: the version, or major.minor when the suite picks the patch. */
  series: string;
  /** rabbitmq:<version>-management (rabbitmq:<version> is the same image). */
  tag: string;
  erlangVersion: string | null;
  /** Debian suite the packages came from; null for an official image. */
  debianSuite: string | null;
  source: "built" | "official";
  imageId: string;
  sizeBytes: number;
}

interface BenchManifest {
  generatedAt: string;
  images: BenchImage[];
}

/** testbench/setup.sh writes the manifest here; RABBITMQ_PERF_GATE_BENCH_MANIFEST overrides it. */
export const DEFAULT_MANIFEST_PATH = fileURLToPath(
  new URL("../../.cache/testbench/images.json", import.meta.url),
);

export function benchManifestPath(): string {
  return process.env.RABBITMQ_PERF_GATE_BENCH_MANIFEST ?? DEFAULT_MANIFEST_PATH;
}

/** The bench images; throws with the fix when setup has not run. */
export function readBenchImages(path = benchManifestPath()): BenchImage[] {
  if (!existsSync(path)) {
    throw new Error(`no test bench manifest at ${path}: run testbench/setup.sh (or .ci/run) first`);
  }
  const manifest = JSON.parse(readFileSync(path, "utf8")) as BenchManifest;
  if (!Array.isArray(manifest.images) || manifest.images.length === 0) {
    throw new Error(`test bench manifest ${path} lists no images: run testbench/setup.sh again`);
  }
  return manifest.images;
}

/** The bench image of one version (exact, or the series such as "4.3"). */
export function benchImage(versionOrSeries: string, images = readBenchImages()): BenchImage {
  const image = images.find((i) => i.version === versionOrSeries || i.series === versionOrSeries);
  if (!image) {
    const known = images.map((i) => i.version).join(", ");
    throw new Error(`no bench image for ${versionOrSeries} (the bench has ${known})`);
  }
  return image;
}

export type EngineProbe = { reachable: true } | { reachable: false; reason: string };

/** Whether testcontainers finds a Docker engine, and why not. */
export async function probeDockerEngine(): Promise<EngineProbe> {
  try {
    await getContainerRuntimeClient();
    return { reachable: true };
  } catch (error) {
    return { reachable: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Whether the integration tests of `what` run: when an engine answers, and always under CI, where a
 * missing engine must fail them rather than skip them. Says so when they are skipped.
 */
export async function dockerTestsEnabled(what: string): Promise<boolean> {
  const engine = await probeDockerEngine();
  if (engine.reachable || process.env.CI) return true;
  console.warn(`skipping ${what}: no Docker engine (${engine.reason})`);
  return false;
}

/**
 * The smallest run that starts a broker and measures: one queue-churn trial of 50 operations on
 * one single-node bench broker, for tests of an entry point rather than of the measurement.
 */
export function quickRunConfig(name: string): string {
  return `
name: ${name}
targets:
  - id: rabbit
    provider: testcontainers
    image: rabbitmq:4.0.5-management
scenarios:
  - id: queue-churn
    params: { operations: 50, warmupMs: 100 }
trials: 1
`;
}
