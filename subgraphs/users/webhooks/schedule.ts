/**
 * When a failed delivery is tried again, when it is given up, and when an endpoint is switched off. The
 * dispatcher reads the time from its Clock, so tests run the whole schedule by moving a clock by hand.
 *
 * Retries: after the n-th failed attempt of a run, the next waits a uniformly random time in
 * [0, min(30 s · 2^(n-1), 12 h)] ("full jitter"), at least 1 s. A run keeps going while its attempts
 * start less than 72 hours after its first attempt started: a failed attempt that started at or after
 * the 72-hour mark is the last, so every retryable delivery is tried over at least 72 hours (about 22
 * attempts on average).
 *
 * Disabling: an endpoint whose attempts have all failed for 5 days (counted from the first failure
 * after its last success) and at least 10 times in a row is disabled, and its owner is notified.
 */
export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 12 * 3_600_000;
export const RETRY_FLOOR_MS = 1_000;
export const RETRY_WINDOW_MS = 72 * 3_600_000;
export const DISABLE_AFTER_MS = 5 * 24 * 3_600_000;
export const DISABLE_AFTER_FAILURES = 10;

/** Uniform in [0, 1): the jitter's source (Math.random outside tests). */
export type Jitter = () => number;

/** Milliseconds to wait after the `failedAttempts`-th failed attempt of a run. */
export function retryDelayMs(failedAttempts: number, random: Jitter): number {
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(failedAttempts - 1, 30));
  return Math.max(RETRY_FLOOR_MS, random() * ceiling);
}

/** Whether a run whose first attempt started at `runStartedAt` is tried again after an attempt started at `attemptStartedAt` failed. */
export function retriesLeft(runStartedAt: Date, attemptStartedAt: Date): boolean {
  return attemptStartedAt.getTime() - runStartedAt.getTime() < RETRY_WINDOW_MS;
}

/** The newest `failingSince` that makes an endpoint with enough failures eligible for disabling. */
export function disableCutoff(now: Date): Date {
  return new Date(now.getTime() - DISABLE_AFTER_MS);
}
