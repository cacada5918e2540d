import { systemClock, type Clock } from '../../../platform/clock';

/**
 * Bounds retries to a share of recent traffic (plus a small floor), per subgraph: when a subgraph struggles,
 * retries cannot multiply its load. Counts are kept in one-second slots over a sliding window.
 */
export class RetryBudget {
  private readonly requests: number[];
  private readonly retries: number[];
  private readonly minPerSecond: number;
  private readonly windowSeconds: number;
  private readonly clock: Clock;
  private slot = 0;
  private slotStart = 0;

  constructor(
    /** Retries allowed per first attempt in the window (0.2 = one in five). */
    private readonly ratio: number,
    options: {
      /** Retries always allowed per second, so low traffic can still retry. Default 10. */
      minPerSecond?: number;
      /** Window in seconds. Default 10. */
      windowSeconds?: number;
      /** Whose seconds the window counts. Default the system clock. */
      clock?: Clock;
    } = {},
  ) {
    this.minPerSecond = options.minPerSecond ?? 10;
    this.windowSeconds = options.windowSeconds ?? 10;
    this.clock = options.clock ?? systemClock;
    this.requests = new Array<number>(this.windowSeconds).fill(0);
    this.retries = new Array<number>(this.windowSeconds).fill(0);
  }

  /** Counts a first attempt. */
  request(): void {
    this.advance();
    this.requests[this.slot]!++;
  }

  /** Spends one retry when the budget has room. */
  tryRetry(): boolean {
    this.advance();
    const requests = this.requests.reduce((sum, count) => sum + count, 0);
    const retries = this.retries.reduce((sum, count) => sum + count, 0);
    if (retries >= this.minPerSecond * this.windowSeconds + this.ratio * requests) return false;
    this.retries[this.slot]!++;
    return true;
  }

  private advance(): void {
    const second = Math.floor(this.clock.now() / 1000);
    if (second === this.slotStart) return;
    const steps = Math.min(this.windowSeconds, second - this.slotStart);
    for (let step = 0; step < steps; step++) {
      this.slot = (this.slot + 1) % this.windowSeconds;
      this.requests[this.slot] = 0;
      this.retries[this.slot] = 0;
    }
    this.slotStart = second;
  }
}

/** Exponential backoff with full jitter: a random wait in [0, min(cap, base * 2^attempt)). */
export function backoffMs(
  attempt: number,
  baseMs = 25,
  capMs = 250,
  random: () => number = Math.random,
): number {
  return Math.floor(random() * Math.min(capMs, baseMs * 2 ** attempt));
}
