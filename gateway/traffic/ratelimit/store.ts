import type { LimitRule } from './policy';

export type Algorithm = 'token-bucket' | 'fixed-window';

/** Where one budget stands after a request was counted (or refused). */
export interface RuleOutcome {
  allowed: boolean;
  /** Requests still allowed now. */
  remaining: number;
  /** Milliseconds until the budget is whole again (bucket full, or the window over). */
  resetMs: number;
  /** Milliseconds until one more request fits; 0 when it fits now. */
  retryMs: number;
}

/**
 * Counts one request against every rule at once: the request is admitted only when it fits in all of
 * them, and then spends from all of them; a refused request spends from none, so a tight per-second
 * guard does not eat the per-minute budget. Implementations are atomic across the rules.
 */
export interface LimitStore {
  consume(rules: readonly LimitRule[]): Promise<RuleOutcome[]>;
  /** Where the budgets stand now, spending nothing (the portal's quota view). */
  peek(rules: readonly LimitRule[]): Promise<RuleOutcome[]>;
  close(): Promise<void>;
}

/** Redis did not answer in time, or is down: the limiter applies RATE_LIMIT_REDIS_FAILURE. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`rate-limit store unavailable: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'StoreUnavailableError';
  }
}
