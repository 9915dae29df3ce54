import * as hdr from "hdr-histogram-js";
import type { Histogram } from "hdr-histogram-js";

/** Latency histograms record microseconds; one hour is far above any latency worth measuring. */
const HIGHEST_TRACKABLE_US = 3_600_000_000;

export function createLatencyHistogram(): Histogram {
  return hdr.build({
    bitBucketSize: 64,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: HIGHEST_TRACKABLE_US,
    numberOfSignificantValueDigits: 3,
  });
}

export function encodeHistogram(histogram: Histogram): string {
  return hdr.encodeIntoCompressedBase64(histogram);
}

export function decodeHistogram(encoded: string): Histogram {
  return hdr.decodeFromCompressedBase64(encoded, 64);
}

/** Merges encoded histograms (one per worker) into one; an empty list gives an empty histogram. */
export function mergeEncodedHistograms(encoded: readonly string[]): Histogram {
  const merged = createLatencyHistogram();
  for (const part of encoded) {
    const histogram = decodeHistogram(part);
    merged.add(histogram);
    histogram.destroy();
  }
  return merged;
}

export interface LatencyPercentiles {
  p50: number;
  p95: number;
  p99: number;
  p999: number;
}

export function latencyPercentiles(histogram: Histogram): LatencyPercentiles {
  return {
    p50: histogram.getValueAtPercentile(50),
    p95: histogram.getValueAtPercentile(95),
    p99: histogram.getValueAtPercentile(99),
    p999: histogram.getValueAtPercentile(99.9),
  };
}

/** Nanoseconds between two hrtime readings as whole microseconds, for recording. */
export function elapsedMicros(fromNs: bigint, toNs: bigint): number {
  const micros = Number(toNs - fromNs) / 1000;
  return micros > 0 ? Math.floor(micros) : 0;
}
