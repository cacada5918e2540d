import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry, UsageEntry } from '../../../platform/usage';
import { person, platform, START, usersRing, type UsersRing } from './fixtures';

/** Per-key usage and the access log as the gateway writes them and owners read them, on a ManualClock. */
let ring: UsersRing;
const DAY = 86_400_000;
const ann = person('ann-usage');
const ben = person('ben-usage');
const support = person('support-usage', ['support']);

const minute = (offsetMinutes: number) => new Date(START + offsetMinutes * 60_000);

function usageEntry(
  keyId: string,
  userId: string,
  at: Date,
  requests: number,
  extra: Partial<UsageEntry> = {},
): UsageEntry {
  return {
    keyId,
    userId,
    minute: at,
    requests,
    errors: 1,
    limited: 0,
    latencyMsSum: requests * 10,
    latencyMsMax: 25,
    statuses: [
      { status: 200, count: requests - 1 },
      { status: 500, count: 1 },
    ],
    endpoints: [{ endpoint: 'GET /.well-known/jwks.json', count: requests }],
    ...extra,
  };
}

function logEntry(userId: string, at: Date, endpoint: string): AccessLogEntry {
  return {
    requestId: `req-${endpoint}-${at.getTime()}`,
    at,
    keyId: `key-${userId}`,
    userId,
    client: 'curl',
    endpoint,
    status: 200,
    latencyMs: 3.5,
    ip: '198.51.100.4',
  };
}

beforeAll(async () => {
  // Short retention so the test sees it run out.
  ring = await usersRing('users_usage', { USAGE_RETENTION_DAYS: '2', ACCESS_LOG_RETENTION_DAYS: '1' });
});

describe('usage per key and minute', () => {
  it('adds batches for one key and minute into one record, keeping the dots of endpoint names', async () => {
    const { usage } = ring.services;
    const at = new Date(minute(-5).getTime() + 17_000);
    expect(await usage.recordUsage(platform, [usageEntry('key-ann', 'ann-usage', at, 4)])).toBe(1);
    expect(
      await usage.recordUsage(platform, [
        usageEntry('key-ann', 'ann-usage', minute(-5), 6, { latencyMsMax: 40 }),
        usageEntry('key-ben', 'ben-usage', minute(-5), 2),
      ]),
    ).toBe(2);
    expect(await usage.recordUsage(platform, [])).toBe(0);
    expect(await ring.models.Usage.countDocuments()).toBe(2);
    const [row] = await usage.usage(ann, {});
    expect(row).toEqual({
      keyId: 'key-ann',
      minute: minute(-5),
      requests: 10,
      errors: 2,
      limited: 0,
      averageLatencyMs: 10,
      maxLatencyMs: 40,
      statuses: [
        { status: 200, count: 8 },
        { status: 500, count: 2 },
      ],
      endpoints: [{ endpoint: 'GET /.well-known/jwks.json', count: 10 }],
    });
  });

  it('shows owners their own usage, staff everyone’s, within the range asked (the last hour by default)', async () => {
    const { usage } = ring.services;
    await usage.recordUsage(platform, [usageEntry('key-ann', 'ann-usage', minute(-120), 1)]);
    expect((await usage.usage(ann, {})).map((row) => row.keyId)).toEqual(['key-ann']);
    expect(await usage.usage(ann, { userId: 'ben-usage' })).toEqual([]);
    expect((await usage.usage(support, {})).map((row) => row.keyId).sort()).toEqual(['key-ann', 'key-ben']);
    expect((await usage.usage(support, { userId: 'ben-usage' })).map((row) => row.keyId)).toEqual([
      'key-ben',
    ]);
    expect((await usage.usage(support, { keyId: 'key-ben' })).map((row) => row.keyId)).toEqual(['key-ben']);
    expect(
      (await usage.usage(ann, { from: minute(-180), to: minute(-60) })).map((row) => row.minute),
    ).toEqual([minute(-120)]);
    expect((await usage.usage(ann, { from: minute(-180).toISOString() })).map((row) => row.requests)).toEqual(
      [1, 10],
    );
    await expect(usage.usage(ann, { from: minute(0), to: minute(0) })).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'from', reason: 'OUT_OF_RANGE' }),
    });
  });

  it('refuses batches over 5000 entries', async () => {
    const entries = Array.from({ length: 5001 }, (_, i) => usageEntry(`k${i}`, 'ann-usage', minute(0), 1));
    await expect(ring.services.usage.recordUsage(platform, entries)).rejects.toMatchObject({
      extensions: expect.objectContaining({ field: 'entries', reason: 'OUT_OF_RANGE' }),
    });
    await expect(
      ring.services.usage.recordAccessLogs(
        platform,
        entries.map(() => logEntry('a', minute(0), 'x')),
      ),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ field: 'entries', reason: 'OUT_OF_RANGE' }),
    });
  });
});

describe('the access log', () => {
  it('lists the newest first, the owner’s own unless staff, up to the limit', async () => {
    const { usage } = ring.services;
    expect(
      await usage.recordAccessLogs(platform, [
        logEntry('ann-usage', minute(-3), 'graphql:First'),
        logEntry('ann-usage', minute(-1), 'graphql:Third'),
        logEntry('ann-usage', minute(-2), 'graphql:Second'),
        logEntry('ben-usage', minute(-1), 'graphql:Ben'),
      ]),
    ).toBe(4);
    expect((await usage.accessLogs(ann, { limit: 10 })).map((entry) => entry.endpoint)).toEqual([
      'graphql:Third',
      'graphql:Second',
      'graphql:First',
    ]);
    expect((await usage.accessLogs(ann, { limit: 2 })).map((entry) => entry.endpoint)).toEqual([
      'graphql:Third',
      'graphql:Second',
    ]);
    expect(await usage.accessLogs(ben, { limit: 10, userId: 'ann-usage' })).toEqual([]);
    expect((await usage.accessLogs(support, { limit: 10 })).map((entry) => entry.endpoint)).toHaveLength(4);
    expect(await usage.accessLogs(ann, { limit: 10, from: minute(-60), to: minute(-30) })).toEqual([]);
  });
});

describe('retention', () => {
  it('hides and sweeps access logs after a day and usage after two, counted by the clock', async () => {
    const { usage } = ring.services;
    const wide = { from: minute(-24 * 60 * 5), to: minute(24 * 60 * 5) };
    ring.clock.advance(DAY);
    expect(await usage.accessLogs(support, { limit: 10, ...wide })).toEqual([]);
    expect((await usage.usage(support, wide)).length).toBeGreaterThan(0);
    // The entries go with their buckets of the log's index (platform, account, key).
    const buckets = await ring.models.AccessLogIndex.countDocuments();
    expect(buckets).toBeGreaterThanOrEqual(3);
    expect(await usage.sweep(platform)).toBe(4 + buckets);
    expect(await ring.models.AccessLogIndex.countDocuments()).toBe(0);
    ring.clock.advance(DAY);
    expect(await usage.usage(support, wide)).toEqual([]);
    // The rollups the four access-log entries fed (usage reports) run out with the usage.
    const rollups = await ring.models.TrafficRollup.countDocuments();
    expect(rollups).toBeGreaterThan(0);
    expect(await usage.sweep(platform)).toBe(3 + rollups);
    expect(await ring.models.TrafficRollup.countDocuments()).toBe(0);
    expect(await ring.models.Usage.countDocuments()).toBe(0);
    expect(await ring.models.AccessLog.countDocuments()).toBe(0);
  });
});
