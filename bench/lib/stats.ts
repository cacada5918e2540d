/** Nearest-rank percentile of an ascending-sorted list (p in 0..100). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface LoadResult {
  /** Requests completed inside the measured window. */
  requests: number;
  /** Length of the measured window (ms). */
  windowMs: number;
  rps: number;
  /** Latency percentiles of the requests completed in the window (ms). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Non-200 answers, transport failures and answers carrying GraphQL `errors`, warm-up included. */
  errors: number;
  /** The first failure seen, to show what went wrong. */
  firstError?: string;
}
