import type { Redis } from '../../../platform/redis';
import type { LimitRule } from './policy';
import { StoreUnavailableError, type Algorithm, type LimitStore, type RuleOutcome } from './store';

/**
 * One round trip per request: a Lua script checks every rule of the request and, only when all fit,
 * spends from all of them, atomically. Time comes from Redis (`TIME`), so replicas with skewed clocks
 * still agree; hence this store takes no Clock, and tests of it wait for Redis's time to pass. Keys expire
 * once their state is whole again, so idle callers leave nothing behind.
 *
 * KEYS: one per rule. ARGV: algorithm, then limit and window (ms) per rule, then `1` to only look (spend
 * nothing and write nothing: the portal's quota view) or `0`.
 * Returns: admitted (0/1), then remaining, reset ms and retry ms per rule.
 */
const SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = ARGV[1] == 'token-bucket'
local dry = ARGV[#KEYS * 2 + 2] == '1'
local values, fresh = {}, {}
local admitted = 1
for i = 1, #KEYS do
  local limit, window = tonumber(ARGV[i * 2]), tonumber(ARGV[i * 2 + 1])
  if bucket then
    local stored = redis.call('HMGET', KEYS[i], 'tokens', 'at', 'limit')
    local tokens, at, was = tonumber(stored[1]), tonumber(stored[2]), tonumber(stored[3])
    if tokens == nil then tokens, at = limit, now end
    -- A changed limit (tier change) keeps what was spent: the bucket grows or shrinks by the difference.
    if was ~= nil and was ~= limit then tokens = math.max(0, tokens + limit - was) end
    values[i] = math.min(limit, tokens + math.max(0, now - at) * limit / window)
    if values[i] < 1 then admitted = 0 end
  else
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl <= 0 then
      values[i], fresh[i] = 0, window
    else
      values[i], fresh[i] = tonumber(redis.call('GET', KEYS[i]) or '0'), -ttl
    end
    if values[i] + 1 > limit then admitted = 0 end
  end
end
local result = { admitted }
for i = 1, #KEYS do
  local limit, window = tonumber(ARGV[i * 2]), tonumber(ARGV[i * 2 + 1])
  if bucket then
    local tokens = values[i]
    if admitted == 1 and not dry then
      tokens = tokens - 1
      redis.call('HSET', KEYS[i], 'tokens', tostring(tokens), 'at', now, 'limit', limit)
      redis.call('PEXPIRE', KEYS[i], math.ceil((limit - tokens) * window / limit) + 1000)
    end
    local retry = 0
    if tokens < 1 then retry = math.ceil((1 - tokens) * window / limit) end
    table.insert(result, math.floor(tokens))
    table.insert(result, math.ceil((limit - tokens) * window / limit))
    table.insert(result, retry)
  else
    local count, ttl = values[i], fresh[i]
    if ttl > 0 then
      if admitted == 1 and not dry then
        redis.call('SET', KEYS[i], 1, 'PX', ttl)
        count = 1
      end
    else
      ttl = -ttl
      if admitted == 1 and not dry then count = redis.call('INCR', KEYS[i]) end
    end
    local retry = 0
    if count >= limit then retry = ttl end
    table.insert(result, math.max(0, limit - count))
    table.insert(result, ttl)
    table.insert(result, retry)
  end
end
return result
`;

type Scripted = Redis & {
  rateLimit(numberOfKeys: number, ...keysAndArgs: Array<string | number>): Promise<number[]>;
};

/** Counters in Redis (REDIS_URL), shared by every gateway replica. */
export class RedisLimitStore implements LimitStore {
  private readonly redis: Scripted;

  constructor(
    redis: Redis,
    private readonly algorithm: Algorithm,
    /** Prefix of every key, so several deployments can share one Redis. Default "rl:". */
    private readonly prefix = 'rl:',
  ) {
    // defineCommand sends EVALSHA and falls back to EVAL once after a script-cache flush (NOSCRIPT).
    if (!('rateLimit' in redis)) redis.defineCommand('rateLimit', { lua: SCRIPT });
    this.redis = redis as Scripted;
  }

  consume(rules: readonly LimitRule[]): Promise<RuleOutcome[]> {
    return this.run(rules, false);
  }

  peek(rules: readonly LimitRule[]): Promise<RuleOutcome[]> {
    return this.run(rules, true);
  }

  private async run(rules: readonly LimitRule[], dry: boolean): Promise<RuleOutcome[]> {
    const args: Array<string | number> = rules.map((rule) => `${this.prefix}${this.algorithm}:${rule.key}`);
    args.push(this.algorithm);
    for (const rule of rules) args.push(rule.limit, rule.windowMs);
    args.push(dry ? 1 : 0);
    let reply: number[];
    try {
      reply = await this.redis.rateLimit(rules.length, ...args);
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
    const allowed = reply[0] === 1;
    return rules.map((_rule, index) => ({
      allowed,
      remaining: reply[1 + index * 3]!,
      resetMs: reply[2 + index * 3]!,
      retryMs: reply[3 + index * 3]!,
    }));
  }

  async close(): Promise<void> {
    // The connection belongs to whoever created it (it may be shared).
  }
}
