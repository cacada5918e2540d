import { Redis } from 'ioredis';
import type { Logger } from '../logging';

export { Redis } from 'ioredis';

export interface RedisOptions {
  url: string;
  /** Milliseconds a command may take before it fails (and the caller applies its failure policy). */
  timeoutMs: number;
}

/**
 * A Redis client for shared counters. Commands never queue while disconnected and never retry: a rate
 * limiter must answer now, so a missing Redis fails fast and the caller decides (see RATE_LIMIT_REDIS_FAILURE).
 * The client keeps reconnecting in the background; start-up waits at most `timeoutMs * 10` for the first
 * connection and goes on without it (the failure policy covers the gap), so Redis is never a start-up
 * dependency.
 */
export async function connectRedis(options: RedisOptions, logger: Logger): Promise<Redis> {
  const redis = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.timeoutMs,
    connectTimeout: Math.max(1000, options.timeoutMs * 10),
    // Reconnect quickly at first, then every 2 s, forever.
    retryStrategy: (attempt) => Math.min(2000, 50 * 2 ** attempt),
    lazyConnect: true,
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    // ioredis emits every failed reconnect; one line per outage is enough.
    if (!warned)
      logger.warn(
        { err: error, url: redactedUrl(options.url) },
        'redis unreachable; limits follow RATE_LIMIT_REDIS_FAILURE',
      );
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) logger.info({ url: redactedUrl(options.url) }, 'redis reachable again');
    warned = false;
  });
  await Promise.race([
    redis.connect().catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, options.timeoutMs * 10).unref()),
  ]);
  return redis;
}

/** Closes the client whatever its state. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
