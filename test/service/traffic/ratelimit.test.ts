import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../testing/clock';
import { testConfig } from '../../../testing/harness';
import { startRedis, type TestRedis } from '../../../testing/redis';
import { systemClock, type Clock } from '../../../platform/clock';
import { closeRedis, connectRedis, type Redis } from '../../../platform/redis';
import { createLogger } from '../../../platform/logging';
import type { Config } from '../../../platform/config';
import type { Identity } from '../../../platform/identity';
import {
  MemoryLimitStore,
  RateLimiter,
  RedisLimitStore,
  rulesFor,
  type Algorithm,
  type LimitStore,
} from '../../../gateway/traffic/ratelimit';

/** The limiter's algorithms and stores, against the in-memory store and a real redis-server. */
const logger = createLogger({ level: 'silent', service: 'test' });
let redisServer: TestRedis;
let redis: Redis;

beforeAll(async () => {
  redisServer = await startRedis();
  redis = await connectRedis({ url: redisServer.url, timeoutMs: 3000 }, logger);
});
afterAll(async () => {
  await closeRedis(redis);
});

const key = (keyId: string, tier: 'basic' | 'professional' | 'enterprise' = 'basic'): Identity => ({
  kind: 'apiKey',
  keyId,
  userId: 'u1',
  roles: ['customer'],
  scopes: ['read'],
  tier,
  keyType: 'secret',
});

function limits(env: Record<string, string> = {}): Config['rateLimits'] {
  return testConfig({ RATE_LIMITS: 'true', ...env }).rateLimits;
}

let counter = 0;
const fresh = (label: string) => `${label}-${Date.now()}-${counter++}`;

describe('which budgets apply', () => {
  it('combines the required figures (REQ-LIM-1) per caller kind', () => {
    const defaults = limits();
    expect(rulesFor(key('k'), defaults).map((rule) => [rule.name, rule.limit, rule.windowMs])).toEqual([
      ['key-tier', 1000, 60_000],
      ['key-burst', 100, 1000],
    ]);
    // The per-second guard never makes a tier's per-minute figure unreachable: 10000/min needs 167/s.
    expect(rulesFor(key('k', 'professional'), defaults).map((rule) => rule.limit)).toEqual([10_000, 167]);
    expect(rulesFor(key('k', 'enterprise'), defaults)).toEqual([]);
    expect(rulesFor({ kind: 'user', userId: 'u', roles: ['admin'], scopes: [] }, defaults)).toMatchObject([
      { name: 'user', limit: 100 },
    ]);
    expect(rulesFor({ kind: 'client', clientId: 'c', ownerId: 'u', scopes: [] }, defaults)).toMatchObject([
      { name: 'service', limit: 5000 },
    ]);
    expect(rulesFor({ kind: 'anonymous', ip: '10.0.0.1' }, defaults)).toMatchObject([
      { name: 'anonymous', key: 'anon:10.0.0.1' },
    ]);
  });
});

/** A store under test, with the time it counts on. */
interface Subject {
  store: LimitStore;
  /** The limiter's clock (for X-RateLimit-Reset): the memory store's own, or the wall clock beside Redis. */
  clock: Clock;
  /** Lets `ms` pass for the store's budgets, then expects `admitted()` to hold. */
  elapse(ms: number, admitted: () => Promise<boolean>): Promise<void>;
}

const stores: Array<[string, (algorithm: Algorithm) => Subject]> = [
  [
    'memory',
    (algorithm) => {
      const clock = new ManualClock(Date.now());
      return {
        store: new MemoryLimitStore(algorithm, clock),
        clock,
        elapse: async (ms, admitted) => {
          clock.advance(ms);
          expect(await admitted()).toBe(true);
        },
      };
    },
  ],
  [
    'redis',
    // Redis counts on its own time (TIME), which no test moves: wait until the request fits, asking
    // again and again, which a limiter allows because a refused request spends nothing.
    (algorithm) => ({
      store: new RedisLimitStore(redis, algorithm, `${fresh('t')}:`),
      clock: systemClock,
      elapse: async (ms, admitted) => {
        await expect.poll(admitted, { timeout: ms + 5_000, interval: 50 }).toBe(true);
      },
    }),
  ],
];

describe.each(stores)('%s store', (_name, makeSubject) => {
  describe.each(['token-bucket', 'fixed-window'] as const)('%s', (algorithm) => {
    it('admits up to the limit, then refuses with Retry-After and the tightest budget in the headers', async () => {
      const { store, clock } = makeSubject(algorithm);
      const limiter = new RateLimiter({
        limits: limits({ RATE_LIMIT_BASIC_PER_MIN: '5', RATE_LIMIT_KEY_PER_SEC: '100' }),
        store,
        clock,
      });
      const caller = key(fresh('key'));
      const seen: string[] = [];
      for (let index = 0; index < 5; index++) {
        const decision = await limiter.check(caller, 'read');
        expect(decision.kind).toBe('admitted');
        if (decision.kind === 'admitted') seen.push(decision.headers['x-ratelimit-remaining']!);
      }
      expect(seen).toEqual(['4', '3', '2', '1', '0']);
      const refused = await limiter.check(caller, 'read');
      expect(refused.kind).toBe('limited');
      if (refused.kind !== 'limited') return;
      expect(refused.headers['x-ratelimit-limit']).toBe('5');
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      const reset = Number(refused.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThan(clock.now() / 1000);
      expect(reset).toBeLessThanOrEqual(Math.ceil(clock.now() / 1000) + 61);
      // Token bucket: one token in 60/5 = 12 s; fixed window: the rest of the minute.
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(algorithm === 'token-bucket' ? 11 : 58);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(refused.headers['retry-after']).toBe(String(refused.retryAfterSeconds));
      expect(refused.rule).toBe('key-tier');
      // Another key has a budget of its own.
      expect((await limiter.check(key(fresh('other')), 'read')).kind).toBe('admitted');
    });

    it('refuses on the per-second guard without spending the per-minute budget', async () => {
      const subject = makeSubject(algorithm);
      const limiter = new RateLimiter({
        limits: limits({ RATE_LIMIT_BASIC_PER_MIN: '4', RATE_LIMIT_KEY_PER_SEC: '3' }),
        store: subject.store,
        clock: subject.clock,
      });
      const caller = key(fresh('burst'));
      // At once, so that no refill or new window falls between them on a slow machine.
      const decisions = await Promise.all(Array.from({ length: 7 }, () => limiter.check(caller, 'read')));
      expect(decisions.filter((decision) => decision.kind === 'admitted')).toHaveLength(3);
      for (const decision of decisions.filter((candidate) => candidate.kind === 'limited')) {
        // The tightest budget is the per-second one.
        expect(decision).toMatchObject({
          rule: 'key-burst',
          retryAfterSeconds: 1,
          headers: { 'x-ratelimit-limit': '3' },
        });
      }
      // A second on, the guard has room again. The four refusals spent nothing: one of the minute's four is
      // left (had they spent, none would be, and no request would fit), then the minute refuses.
      await subject.elapse(1000, async () => (await limiter.check(caller, 'read')).kind === 'admitted');
      expect(await limiter.check(caller, 'read')).toMatchObject({ kind: 'limited', rule: 'key-tier' });
    });

    it('keeps what was spent when the limit changes (a tier change)', async () => {
      const { store } = makeSubject(algorithm);
      const basic = new RateLimiter({
        limits: limits({
          RATE_LIMIT_BASIC_PER_MIN: '4',
          RATE_LIMIT_PROFESSIONAL_PER_MIN: '10',
          RATE_LIMIT_KEY_PER_SEC: '100',
        }),
        store,
      });
      const keyId = fresh('tier');
      for (let index = 0; index < 4; index++)
        expect((await basic.check(key(keyId), 'read')).kind).toBe('admitted');
      expect((await basic.check(key(keyId), 'read')).kind).toBe('limited');
      const upgraded = await basic.check(key(keyId, 'professional'), 'read');
      expect(upgraded.kind).toBe('admitted');
      expect(upgraded.kind === 'admitted' && upgraded.headers).toMatchObject({
        'x-ratelimit-limit': '10',
        'x-ratelimit-remaining': '5',
      });
    });

    it('reports a key’s quota without spending from it', async () => {
      const { store, clock } = makeSubject(algorithm);
      const limiter = new RateLimiter({
        limits: limits({ RATE_LIMIT_BASIC_PER_MIN: '5', RATE_LIMIT_KEY_PER_SEC: '100' }),
        store,
        clock,
      });
      const keyId = fresh('quota');
      expect(await limiter.quota(keyId, 'basic')).toMatchObject({ limit: 5, used: 0, remaining: 5 });
      // At once, so that no refill or new window falls between them on a slow machine.
      await Promise.all([0, 1].map(() => limiter.check(key(keyId), 'read')));
      for (let look = 0; look < 3; look++) {
        const quota = await limiter.quota(keyId, 'basic');
        expect(quota).toMatchObject({ limit: 5, used: 2, remaining: 3 });
        expect(quota!.resetAt.getTime()).toBeGreaterThan(clock.now());
        expect(quota!.resetAt.getTime()).toBeLessThanOrEqual(clock.now() + 60_000);
      }
      const third = await limiter.check(key(keyId), 'read');
      expect(third.kind === 'admitted' && third.headers['x-ratelimit-remaining']).toBe('2');
      expect(await limiter.quota(keyId, 'enterprise')).toBeNull();
    });

    it('lets enterprise keys through without counting or headers', async () => {
      const limiter = new RateLimiter({
        limits: limits({ RATE_LIMIT_BASIC_PER_MIN: '1' }),
        store: makeSubject(algorithm).store,
      });
      for (let index = 0; index < 3; index++) {
        expect(await limiter.check(key(fresh('ent'), 'enterprise'), 'write')).toEqual({
          kind: 'admitted',
          headers: {},
          writesBlocked: false,
        });
      }
    });
  });
});

describe('the token bucket refills evenly', () => {
  it('gives one token back per window/limit', async () => {
    const clock = new ManualClock();
    const limiter = new RateLimiter({
      limits: limits({ RATE_LIMIT_BASIC_PER_MIN: '6', RATE_LIMIT_KEY_PER_SEC: '100' }),
      store: new MemoryLimitStore('token-bucket', clock),
      clock,
    });
    const caller = key('even');
    for (let index = 0; index < 6; index++)
      expect((await limiter.check(caller, 'read')).kind).toBe('admitted');
    expect((await limiter.check(caller, 'read')).kind).toBe('limited');
    clock.advance(9_999);
    expect((await limiter.check(caller, 'read')).kind).toBe('limited');
    clock.advance(2);
    expect((await limiter.check(caller, 'read')).kind).toBe('admitted');
    expect((await limiter.check(caller, 'read')).kind).toBe('limited');
  });
});

describe('several replicas on one Redis', () => {
  it('share one budget', async () => {
    const prefix = `${fresh('shared')}:`;
    const settings = limits({ RATE_LIMIT_BASIC_PER_MIN: '10', RATE_LIMIT_KEY_PER_SEC: '100' });
    const other = await connectRedis({ url: redisServer.url, timeoutMs: 3000 }, logger);
    try {
      const replicas = [
        new RateLimiter({ limits: settings, store: new RedisLimitStore(redis, 'token-bucket', prefix) }),
        new RateLimiter({ limits: settings, store: new RedisLimitStore(other, 'token-bucket', prefix) }),
      ];
      const caller = key('shared-key');
      const decisions = await Promise.all(
        Array.from({ length: 30 }, (_, index) => replicas[index % 2]!.check(caller, 'read')),
      );
      expect(decisions.filter((decision) => decision.kind === 'admitted')).toHaveLength(10);
    } finally {
      await closeRedis(other);
    }
  });
});

describe('when Redis is unreachable', () => {
  it('fails open for reads and closed for writes by default, or as configured', async () => {
    const outage = await startRedis();
    const client = await connectRedis({ url: outage.url, timeoutMs: 100 }, logger);
    try {
      const store = new RedisLimitStore(client, 'token-bucket');
      const openReads = new RateLimiter({ limits: limits(), store });
      expect((await openReads.check(key('k'), 'read')).kind).toBe('admitted');
      await outage.kill();
      const started = Date.now();
      expect(await openReads.check(key('k'), 'read')).toEqual({
        kind: 'admitted',
        headers: {},
        writesBlocked: true,
      });
      expect(await openReads.check(key('k'), 'unknown')).toEqual({
        kind: 'admitted',
        headers: {},
        writesBlocked: true,
      });
      expect(await openReads.check(key('k'), 'write')).toMatchObject({ kind: 'unavailable' });
      // Fails fast: no queueing while disconnected.
      expect(Date.now() - started).toBeLessThan(1000);
      const closed = new RateLimiter({ limits: limits({ RATE_LIMIT_REDIS_FAILURE: 'closed' }), store });
      expect((await closed.check(key('k'), 'read')).kind).toBe('unavailable');
      const open = new RateLimiter({ limits: limits({ RATE_LIMIT_REDIS_FAILURE: 'open' }), store });
      expect(await open.check(key('k'), 'write')).toEqual({
        kind: 'admitted',
        headers: {},
        writesBlocked: false,
      });
      // Back again: counting resumes without a restart of the gateway.
      await outage.restart();
      await expect
        .poll(async () => (await openReads.check(key('k'), 'write')).kind, { timeout: 10_000, interval: 200 })
        .toBe('admitted');
    } finally {
      await closeRedis(client);
      await outage.kill();
    }
  });
});
