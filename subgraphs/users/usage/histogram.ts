/**
 * Latency histograms with fixed buckets, so that percentiles of any window can be read from per-minute,
 * per-hour and per-day rollups by adding bucket counts, without keeping or scanning every request.
 * The bounds are upper bounds in milliseconds: bucket `i` counts latencies in (bound[i-1], bound[i]], the
 * last one everything slower than the last finite bound.
 */
export const LATENCY_BOUNDS_MS = [
  1,
  2,
  5,
  10,
  20,
  30,
  50,
  75,
  100,
  150,
  200,
  300,
  500,
  750,
  1000,
  1500,
  2000,
  3000,
  5000,
  10000,
  Number.POSITIVE_INFINITY,
] as const;

/** Bucket counts by bucket index (as a string: it is a MongoDB document's field name). */
export type Histogram = Record<string, number>;

export function bucketOf(latencyMs: number): number {
  for (let i = 0; i < LATENCY_BOUNDS_MS.length; i++) if (latencyMs <= LATENCY_BOUNDS_MS[i]!) return i;
  return LATENCY_BOUNDS_MS.length - 1;
}

export function addHistogram(into: Histogram, from: Histogram | undefined): Histogram {
  for (const [bucket, count] of Object.entries(from ?? {})) into[bucket] = (into[bucket] ?? 0) + count;
  return into;
}

/**
 * The q-quantile (0 < q <= 1) of a histogram, interpolated linearly inside its bucket as Prometheus'
 * histogram_quantile does: the answer is exact to the bucket, an estimate within it. Null when empty. A
 * quantile that falls in the open-ended last bucket answers its lower bound (nothing better is known).
 */
export function quantile(histogram: Histogram, q: number): number | null {
  let total = 0;
  for (const count of Object.values(histogram)) total += count;
  if (!total) return null;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < LATENCY_BOUNDS_MS.length; i++) {
    const count = histogram[String(i)] ?? 0;
    if (!count) continue;
    if (seen + count >= rank) {
      const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const upper = LATENCY_BOUNDS_MS[i]!;
      if (!Number.isFinite(upper)) return lower;
      return lower + ((upper - lower) * (rank - seen)) / count;
    }
    seen += count;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 2]!;
}
