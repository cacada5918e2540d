import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { normalEmail } from '../../platform/email';
import type { Redis } from '../../platform/redis';

export interface ThrottleOptions {
  /** Failures one client address may make on one account within the window; the next attempt waits. */
  maxFailures: number;
  /** Failures one client address may make over all accounts within the window; the next attempt waits. */
  maxFailuresPerAddress: number;
  windowSeconds: number;
  /**
   * A hard cap per account over every address (then 429 until the window passes). Default none: for
   * logins it would let anyone lock anyone out; password resets set it, as each one sends a message.
   */
  maxPerAccount?: number;
}

/** The first wait once the free failures are spent; each further failure doubles it (up to the window). */
const FIRST_WAIT_SECONDS = 1;
/** Counters never refuse on their own: blocks do. */
const UNLIMITED = 1_000_000_000;

/**
 * Login throttling that slows the attacker, not the victim. Failures are counted per client address and
 * per account and address together; once a budget is spent, that key waits before its next attempt, 1 s,
 * then 2, 4, 8 ... (at most the window), however many accounts or passwords it tries. The account's
 * owner signing in from another address is not affected, so five wrong passwords from somewhere else lock
 * nobody out; no captcha is needed. A success clears the account-and-address count (not the address's, so
 * signing in to one's own account does not buy more guesses at others).
 *
 * While a key waits every attempt answers 429, whether the account exists or not and whatever the
 * password, so the throttle itself reveals nothing. In Redis when REDIS_URL is set, so every gateway
 * replica counts the same failures; in memory per process otherwise, and also while Redis is unreachable
 * (rate-limiter-flexible's insurance limiter).
 */
export class LoginThrottle {
  private readonly failures: RateLimiterAbstract;
  private readonly blocks: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract | null;

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
    this.failures = limiter('failures', UNLIMITED);
    this.blocks = limiter('blocks', 1);
    this.perAccount = options.maxPerAccount ? limiter('account', options.maxPerAccount) : null;
  }

  /** Seconds to wait before this address may try this account again, else null. */
  async blockedFor(account: string, address: string): Promise<number | null> {
    const keys = keysOf(account, address);
    const [pair, byAddress, byAccount] = await Promise.all([
      this.blocks.get(keys.pair),
      this.blocks.get(keys.address),
      this.perAccount?.get(keys.account) ?? null,
    ]);
    const waits = [
      waitOf(pair, 1),
      waitOf(byAddress, 1),
      this.options.maxPerAccount ? waitOf(byAccount, this.options.maxPerAccount) : null,
    ].filter((wait): wait is number => wait !== null);
    return waits.length ? Math.max(...waits) : null;
  }

  async failed(account: string, address: string): Promise<void> {
    const keys = keysOf(account, address);
    const [pair, byAddress] = await Promise.all([
      this.failures.consume(keys.pair),
      this.failures.consume(keys.address),
      // consume() rejects once the cap is spent; the count is what matters, not the rejection.
      this.perAccount?.consume(keys.account).catch(() => {}),
    ]);
    await Promise.all([
      this.backOff(keys.pair, pair.consumedPoints - this.options.maxFailures + 1),
      this.backOff(keys.address, byAddress.consumedPoints - this.options.maxFailuresPerAddress + 1),
    ]);
  }

  async succeeded(account: string, address: string): Promise<void> {
    const { pair } = keysOf(account, address);
    await Promise.all([this.failures.delete(pair), this.blocks.delete(pair)]);
  }

  /** `excess` = 1 when the budget was just spent: wait 1 s, then doubling with each failure, at most the window. */
  private async backOff(key: string, excess: number): Promise<void> {
    if (excess <= 0) return;
    const seconds = Math.min(this.options.windowSeconds, FIRST_WAIT_SECONDS * 2 ** Math.min(excess - 1, 30));
    await this.blocks.block(key, seconds);
  }
}

function keysOf(account: string, address: string) {
  const email = normalEmail(account);
  // JSON keeps the two parts apart whatever characters an address or a quoted local part holds.
  return { pair: JSON.stringify([email, address]), address, account: email };
}

function waitOf(state: RateLimiterRes | null, limit: number): number | null {
  if (!state || state.consumedPoints <= limit - 1 || state.msBeforeNext <= 0) return null;
  return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
}
