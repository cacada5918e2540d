import { systemClock, type Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { Identity, RateTier } from '../../../platform/identity';
import type { Redis } from '../../../platform/redis';
import type { Access } from '../../edge/admission';
import { MemoryLimitStore } from './memory';
import { keyTierRule, rulesFor, type LimitRule } from './policy';
import { RedisLimitStore } from './redis';
import { StoreUnavailableError, type LimitStore, type RuleOutcome } from './store';

export { rulesFor, type LimitRule } from './policy';
export { MemoryLimitStore } from './memory';
export { RedisLimitStore } from './redis';
export type { Algorithm, LimitStore, RuleOutcome } from './store';

export type { Access } from '../../edge/admission';

/** `X-RateLimit-*` (and on refusal `Retry-After`) as sent on the answer. */
export type RateLimitHeaders = Record<string, string>;

export type RateDecision =
  /**
   * Go on. `headers` describe the tightest budget (none for unlimited callers). `writesBlocked`: the store
   * could not count this request and the failure policy refuses writes, so a GraphQL mutation decided
   * after parsing must answer 503.
   */
  | { kind: 'admitted'; headers: RateLimitHeaders; writesBlocked: boolean }
  /** 429 with `Retry-After`. */
  | {
      kind: 'limited';
      headers: RateLimitHeaders;
      retryAfterSeconds: number;
      message: string;
      rule: LimitRule['name'];
    }
  /** 503: the store is unreachable and the failure policy refuses this request. */
  | { kind: 'unavailable'; message: string };

/** An API key's per-minute budget as it stands. */
export interface KeyQuota {
  limit: number;
  used: number;
  remaining: number;
  /** When the budget is whole again. */
  resetAt: Date;
}

export interface RateLimiterOptions {
  limits: Config['rateLimits'];
  store: LimitStore;
  /** Wall clock for `X-RateLimit-Reset`. Default the system clock. */
  clock?: Clock;
}

/** Why a write is refused while the store is unreachable under `open-reads` (here, and by useWriteGuard). */
export const WRITES_REFUSED =
  'The rate limiter is unavailable, so changes are refused; reads still work. Try again shortly.';

/** Go on, uncounted and without headers: callers without a budget, or every caller while limits are off. */
export const ADMIT_UNLIMITED: RateDecision = Object.freeze({
  kind: 'admitted',
  headers: Object.freeze({}),
  writesBlocked: false,
}) as RateDecision;

/**
 * The gateway's rate limiter: `check(identity, access)` is made by the edge's admission hook (see
 * gateway/traffic `admission`), which every face calls after the credential check and before anything
 * executes: GraphQL over HTTP and WebSocket, REST, the serverless handlers, gRPC, the gateway's own routes.
 */
export class RateLimiter {
  private readonly clock: Clock;

  constructor(private readonly options: RateLimiterOptions) {
    this.clock = options.clock ?? systemClock;
  }

  async check(identity: Identity, access: Access): Promise<RateDecision> {
    const rules = rulesFor(identity, this.options.limits);
    if (!rules.length) return ADMIT_UNLIMITED;
    let outcomes: RuleOutcome[];
    try {
      outcomes = await this.options.store.consume(rules);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return this.degraded(access);
    }
    // Report the budget closest to running out: the one a client must pace itself by.
    let tightest = 0;
    for (let index = 1; index < outcomes.length; index++) {
      if (outcomes[index]!.remaining < outcomes[tightest]!.remaining) tightest = index;
    }
    const rule = rules[tightest]!;
    const outcome = outcomes[tightest]!;
    const headers: RateLimitHeaders = {
      'x-ratelimit-limit': String(rule.limit),
      'x-ratelimit-remaining': String(outcome.remaining),
      'x-ratelimit-reset': String(Math.ceil((this.clock.now() + outcome.resetMs) / 1000)),
    };
    if (outcome.allowed) return { kind: 'admitted', headers, writesBlocked: false };
    // The wait is the longest over the refusing budgets: only then does the request fit in all of them.
    const waitMs = Math.max(...outcomes.map((candidate) => candidate.retryMs));
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    headers['retry-after'] = String(retryAfterSeconds);
    const refusing = rules[outcomes.findIndex((candidate) => candidate.retryMs === waitMs)]!;
    return {
      kind: 'limited',
      headers,
      retryAfterSeconds,
      rule: refusing.name,
      message: `Rate limit exceeded (${refusing.limit} requests per ${refusing.windowMs >= 60_000 ? 'minute' : 'second'}); try again in ${retryAfterSeconds} s.`,
    };
  }

  /**
   * Where an API key's per-minute budget stands, spending nothing: null for keys without one (enterprise).
   * The per-second burst guard is not a quota and is left out.
   */
  async quota(keyId: string, tier: RateTier): Promise<KeyQuota | null> {
    const rule = keyTierRule(keyId, tier, this.options.limits);
    if (!rule) return null;
    const [outcome] = await this.options.store.peek([rule]);
    return {
      limit: rule.limit,
      remaining: outcome!.remaining,
      used: rule.limit - outcome!.remaining,
      resetAt: new Date(this.clock.now() + outcome!.resetMs),
    };
  }

  close(): Promise<void> {
    return this.options.store.close();
  }

  private degraded(access: Access): RateDecision {
    const policy = this.options.limits.redisFailure;
    switch (policy) {
      case 'open':
        return { kind: 'admitted', headers: {}, writesBlocked: false };
      case 'closed':
        return { kind: 'unavailable', message: 'The rate limiter is unavailable; try again shortly.' };
      case 'open-reads':
        if (access === 'write') return { kind: 'unavailable', message: WRITES_REFUSED };
        return { kind: 'admitted', headers: {}, writesBlocked: true };
      default: {
        const exhaustive: never = policy;
        return exhaustive;
      }
    }
  }
}

/**
 * The limiter of a gateway: counters in Redis when one is configured (on Redis's time), else in this
 * process on `clock`.
 */
export function createRateLimiter(
  config: Config,
  redis: Redis | undefined,
  clock: Clock = systemClock,
): RateLimiter {
  const store = redis
    ? new RedisLimitStore(redis, config.rateLimits.algorithm)
    : new MemoryLimitStore(config.rateLimits.algorithm, clock);
  return new RateLimiter({ limits: config.rateLimits, store, clock });
}
