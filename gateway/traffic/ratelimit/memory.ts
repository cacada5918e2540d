import { systemClock, type Clock } from '../../../platform/clock';
import type { LimitRule } from './policy';
import type { Algorithm, LimitStore, RuleOutcome } from './store';

interface Bucket {
  /** Token bucket: tokens left; fixed window: requests counted. */
  value: number;
  /** Token bucket: when `value` was computed; fixed window: when the window ends. */
  at: number;
  /** When this state is whole again and may be forgotten. */
  idleAt: number;
  /** The limit the state was counted under; a changed limit (tier change) keeps what was spent. */
  limit: number;
}

/**
 * Counters in this process (the default without REDIS_URL): exact for one gateway, but several replicas
 * each allow the whole budget. Idle buckets (full, or past their window) are dropped by a sweep so
 * callers that come once do not accumulate.
 */
export class MemoryLimitStore implements LimitStore {
  private readonly buckets = new Map<string, Bucket>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly algorithm: Algorithm,
    /** Whose time refills buckets and ends windows. Default the system clock. */
    private readonly clock: Clock = systemClock,
    /** How often idle buckets are dropped (ms, on the event loop's timers). Default 30000. */
    sweepEveryMs = 30_000,
  ) {
    this.timer = setInterval(() => this.sweep(), sweepEveryMs);
    this.timer.unref();
  }

  async consume(rules: readonly LimitRule[]): Promise<RuleOutcome[]> {
    const now = this.clock.now();
    const states = rules.map((rule) => this.current(rule, now));
    const allowed = states.every((state, index) => fits(this.algorithm, state.value, rules[index]!.limit));
    return rules.map((rule, index) => {
      const state = states[index]!;
      if (allowed) {
        state.value += this.algorithm === 'token-bucket' ? -1 : 1;
        state.idleAt =
          this.algorithm === 'token-bucket'
            ? now + ((rule.limit - state.value) * rule.windowMs) / rule.limit
            : state.at;
        if (this.algorithm === 'token-bucket') state.at = now;
        this.buckets.set(rule.key, state);
      }
      return outcome(this.algorithm, state, rule, now, allowed);
    });
  }

  async peek(rules: readonly LimitRule[]): Promise<RuleOutcome[]> {
    const now = this.clock.now();
    return rules.map((rule) => {
      const state = this.current(rule, now);
      return outcome(this.algorithm, state, rule, now, fits(this.algorithm, state.value, rule.limit));
    });
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.buckets.clear();
  }

  /** The bucket as it stands now, refilled (token bucket) or restarted (fixed window); not yet stored. */
  private current(rule: LimitRule, now: number): Bucket {
    const stored = this.buckets.get(rule.key);
    if (this.algorithm === 'token-bucket') {
      if (!stored) return { value: rule.limit, at: now, idleAt: now, limit: rule.limit };
      const carried = Math.max(0, stored.value + rule.limit - stored.limit);
      const refilled = Math.min(rule.limit, carried + ((now - stored.at) * rule.limit) / rule.windowMs);
      return { value: refilled, at: now, idleAt: stored.idleAt, limit: rule.limit };
    }
    // The window starts with its first request: its expiry is set when the first request is counted.
    if (!stored || stored.at <= now)
      return { value: 0, at: now + rule.windowMs, idleAt: now + rule.windowMs, limit: rule.limit };
    return { ...stored, limit: rule.limit };
  }

  private sweep(): void {
    const now = this.clock.now();
    for (const [key, bucket] of this.buckets) if (bucket.idleAt <= now) this.buckets.delete(key);
  }
}

function fits(algorithm: Algorithm, value: number, limit: number): boolean {
  return algorithm === 'token-bucket' ? value >= 1 : value + 1 <= limit;
}

function outcome(
  algorithm: Algorithm,
  state: Bucket,
  rule: LimitRule,
  now: number,
  allowed: boolean,
): RuleOutcome {
  switch (algorithm) {
    case 'token-bucket': {
      const perMs = rule.limit / rule.windowMs;
      return {
        allowed,
        remaining: Math.floor(state.value),
        resetMs: Math.ceil((rule.limit - state.value) / perMs),
        retryMs: state.value >= 1 ? 0 : Math.ceil((1 - state.value) / perMs),
      };
    }
    case 'fixed-window': {
      const left = rule.limit - state.value;
      return {
        allowed,
        remaining: Math.max(0, left),
        resetMs: state.at - now,
        retryMs: left > 0 ? 0 : state.at - now,
      };
    }
    default: {
      const exhaustive: never = algorithm;
      return exhaustive;
    }
  }
}
