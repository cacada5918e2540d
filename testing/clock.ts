import type { Clock } from '../platform/clock';

/** A clock a test moves by hand: time passes only when the test says so. */
export class ManualClock implements Clock {
  constructor(private current = Date.parse('2026-01-01T00:00:00Z')) {}

  now(): number {
    return this.current;
  }

  /** Moves time forward by `ms` (never backwards). */
  advance(ms: number): void {
    if (ms < 0) throw new RangeError('A clock only moves forward.');
    this.current += ms;
  }

  set(epochMs: number): void {
    this.current = epochMs;
  }
}
