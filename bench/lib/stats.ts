/** Nearest-rank percentile of an ascending-sorted list (p in 0..100). */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** What the load generator reports for one measured window. */
export interface WindowResult {
  /** Length of the measured window (ms). */
  windowMs: number;
  /** Latency (ms) of every successful request that completed inside the window, ascending. */
  latencies: number[];
  /** Non-200 answers, transport failures and answers carrying GraphQL `errors`, warm-up included. */
  errors: number;
  /** The first failure seen, to show what went wrong. */
  firstError?: string;
}

export interface LoadSummary {
  requests: number;
  seconds: number;
  rps: number;
  /** Latency percentiles over every window (ms). */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
}

/** Merges a gateway's windows (one per round) into one result: total requests over total time. */
export function summarize(windows: readonly WindowResult[]): LoadSummary {
  const latencies = windows.flatMap((window) => window.latencies).sort((a, b) => a - b);
  const seconds = windows.reduce((sum, window) => sum + window.windowMs, 0) / 1000;
  return {
    requests: latencies.length,
    seconds,
    rps: seconds > 0 ? latencies.length / seconds : Number.NaN,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: windows.reduce((sum, window) => sum + window.errors, 0),
  };
}

/** Milliseconds `run` took. */
export async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** `×1.23`: `value` as a multiple of `baseline` (how a benchmark prints its ratio against its baseline). */
export function times(value: number, baseline: number): string {
  const ratio = value / baseline;
  return Number.isFinite(ratio) ? `×${ratio.toFixed(2)}` : '×n/a';
}

/** `p50 12 ms  p99 34 ms` of an ascending-sorted list of latencies (ms). */
export function p50p99(sorted: ArrayLike<number>): string {
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms  p99 ${percentile(sorted, 99).toFixed(0)} ms`;
}
