import { describe, expect, it } from "vitest";
import {
  createLatencyHistogram,
  decodeHistogram,
  elapsedMicros,
  encodeHistogram,
  latencyPercentiles,
  mergeEncodedHistograms,
} from "../../../src/load/histogram.js";

describe("latency histograms", () => {
  it("merges encoded histograms from several workers", () => {
    const first = createLatencyHistogram();
    const second = createLatencyHistogram();
    for (let value = 1; value <= 1000; value++) first.recordValue(value);
    for (let value = 1001; value <= 2000; value++) second.recordValue(value);
    const merged = mergeEncodedHistograms([encodeHistogram(first), encodeHistogram(second)]);
    expect(merged.totalCount).toBe(2000);
    const percentiles = latencyPercentiles(merged);
    expect(percentiles.p50).toBeCloseTo(1000, -1);
    expect(percentiles.p95).toBeCloseTo(1900, -1);
    expect(percentiles.p99).toBeCloseTo(1980, -1);
    expect(percentiles.p999).toBeCloseTo(1998, -1);
  });

  it("round-trips through the compressed base64 encoding, large values included", () => {
    const histogram = createLatencyHistogram();
    histogram.recordValue(3);
    histogram.recordValue(5_000_000_000);
    const decoded = decodeHistogram(encodeHistogram(histogram));
    expect(decoded.totalCount).toBe(2);
    expect(decoded.maxValue).toBeGreaterThan(4_990_000_000);
  });

  it("merging nothing gives an empty histogram", () => {
    expect(mergeEncodedHistograms([]).totalCount).toBe(0);
  });

  it("converts hrtime differences to whole microseconds, never negative", () => {
    expect(elapsedMicros(1_000n, 2_501_999n)).toBe(2500);
    expect(elapsedMicros(5_000n, 1_000n)).toBe(0);
  });
});
