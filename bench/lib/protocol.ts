/**
 * Messages between the bench entry (parent) and its child processes over Node's IPC channel. Every child
 * plays one role: the subgraph host, a gateway, or the load generator.
 */
export interface CpuSample {
  /** Microseconds of CPU (user + system, all threads) the process has used so far. */
  micros: number;
  /** When the sample was taken (ms, the child's clock). */
  at: number;
}

export type ParentMessage =
  /** Starts the role with its options; the child answers `ready` or `failed`. */
  | { type: 'start'; options: unknown }
  /** Asks for a CpuSample; the child answers `cpu`. */
  | { type: 'cpu' }
  /** Starts V8's CPU profiler in the child (bench/tax.ts profiles the measured windows only). */
  | { type: 'profile-start' }
  /** Stops it and writes the profile to `path`; the child answers `profiled`. */
  | { type: 'profile-stop'; path: string }
  /** Stops the role; the child answers `stopped` and exits. */
  | { type: 'stop' };

export type ChildMessage =
  | { type: 'ready'; info: unknown }
  | { type: 'failed'; error: string }
  | { type: 'cpu'; sample: CpuSample }
  /** A role-specific progress event (the load generator's `window-start`, its `result`). */
  | { type: 'event'; name: string; data: unknown }
  | { type: 'profiled' }
  | { type: 'stopped' };

/** What the load generator is started with. */
export interface LoadOptions {
  /** The gateway's GraphQL endpoint. */
  url: string;
  /** Order ids, already shuffled; request n reads `orderIds[n % length]`. */
  orderIds: string[];
  /** Sent with every request (the benchmark caller's credential). */
  headers: Record<string, string>;
  concurrency: number;
  /** Requests started per second (open loop); 0 = a closed loop of `concurrency` workers. */
  rate: number;
  warmupMs: number;
  durationMs: number;
}

/** The load generator's events: the measured window opens, closes, and its LoadResult. */
export const WINDOW_START = 'window-start';
export const WINDOW_END = 'window-end';
export const RESULT = 'result';
