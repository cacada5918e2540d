import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { normalEmail } from '../../platform/email';
import type { Redis } from '../../platform/redis';

export interface ThrottleOptions {
  /** Failures allowed per account within the window. */
  maxFailures: number;
  /** Failures allowed per client address within the window. */
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

/**
 * Login throttling per account and per address. Only failures count; a success clears the account's
 * count. Once either budget is spent every attempt answers 429 until the window passes, whether the
 * account exists or not and whatever the password, so the throttle itself reveals nothing.
 * In Redis when REDIS_URL is set, so every gateway replica counts the same failures; in memory per process
 * otherwise, and also while Redis is unreachable (rate-limiter-flexible's insurance limiter).
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(
    private readonly options: ThrottleOptions,
    /** Shared counters. Default none (in memory). */
    redis?: Redis,
    /** Distinguishes throttles sharing one Redis (logins, password resets). Default "login". */
    name = 'login',
  ) {
    const limiter = (scope: string, points: number): RateLimiterAbstract => {
      const settings = { keyPrefix: `${name}-${scope}`, points, duration: options.windowSeconds };
      const memory = new RateLimiterMemory(settings);
      return redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
    };
    this.perAccount = limiter('account', options.maxFailures);
    this.perAddress = limiter('address', options.maxFailuresPerAddress);
  }

  /** Seconds to wait when this account or address is locked out, else null. */
  async blockedFor(account: string, address: string): Promise<number | null> {
    const [byAccount, byAddress] = await Promise.all([
      this.perAccount.get(normalEmail(account)),
      this.perAddress.get(address),
    ]);
    const waits = [
      blocked(byAccount, this.options.maxFailures),
      blocked(byAddress, this.options.maxFailuresPerAddress),
    ].filter((wait): wait is number => wait !== null);
    return waits.length ? Math.max(...waits) : null;
  }

  async failed(account: string, address: string): Promise<void> {
    // consume() rejects once the budget is spent; the count is what matters, not the rejection.
    await Promise.all([
      this.perAccount.consume(normalEmail(account)).catch(() => {}),
      this.perAddress.consume(address).catch(() => {}),
    ]);
  }

  async succeeded(account: string): Promise<void> {
    await this.perAccount.delete(normalEmail(account));
  }
}

function blocked(state: RateLimiterRes | null, limit: number): number | null {
  if (!state || state.consumedPoints < limit) return null;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}
