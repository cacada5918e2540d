/**
 * The time, for code whose behaviour depends on it (rate-limit windows, circuit breakers, webhook retry
 * schedules, cart and key expiry). Production passes `systemClock`; tests pass a clock they move
 * (testing/clock.ts) instead of sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export const systemClock: Clock = Object.freeze({ now: () => Date.now() });
