import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '../../../platform/usage';
import { quantile } from '../../../subgraphs/users/usage/histogram';
import { person, platform, START, usersRing, type UsersRing } from './fixtures';

/**
 * Usage reports, per-endpoint metrics and the access log's filters, from access-log batches as the gateway
 * writes them, on a ManualClock at 09:00. Every expected figure below is worked out by hand from the
 * latencies written and the histogram bounds (1, 2, 5, 10, 20, 30, 50, 75, 100, 150, ... ms).
 */
let ring: UsersRing;
const ann = person('ann-reports');
const ben = person('ben-reports');
const support = person('support-reports', ['support']);
let annKey: string;
let benKey: string;

const at = (minutesFromStart: number, seconds = 0) =>
  new Date(START + minutesFromStart * 60_000 + seconds * 1000);

function entry(
  fields: Partial<AccessLogEntry> & Pick<AccessLogEntry, 'at' | 'endpoint' | 'latencyMs'>,
): AccessLogEntry {
  return {
    requestId: `req-${Math.random().toString(36).slice(2)}`,
    client: 'curl',
    status: 200,
    ip: '198.51.100.4',
    ...fields,
  };
}

beforeAll(async () => {
  ring = await usersRing('users_usage_reports');
  annKey = (await ring.services.apiKeys.create(ann, { name: 'ann production' })).apiKey._id;
  benKey = (await ring.services.apiKeys.create(ben, { name: 'ben ci' })).apiKey._id;
  const annEntries = (key: string | null) => ({ keyId: key, userId: 'ann-reports' });
  // Ann, through her key: six quick catalog reads at 08:55, four slower calls of a dotted REST route at 08:58.
  await ring.services.usage.recordAccessLogs(platform, [
    ...[1, 1, 3, 3, 3, 4].map((latencyMs, i) =>
      entry({
        ...annEntries(annKey),
        at: at(-5, i),
        endpoint: 'graphql:Products',
        latencyMs,
        requestId: `ann-${i}`,
      }),
    ),
    entry({
      ...annEntries(annKey),
      at: at(-2, 1),
      endpoint: 'GET /api/v1.0/x',
      latencyMs: 8,
      requestId: 'ann-6',
    }),
    entry({
      ...annEntries(annKey),
      at: at(-2, 2),
      endpoint: 'GET /api/v1.0/x',
      latencyMs: 15,
      status: 404,
      requestId: 'ann-7',
    }),
    entry({
      ...annEntries(annKey),
      at: at(-2, 3),
      endpoint: 'GET /api/v1.0/x',
      latencyMs: 40,
      status: 500,
      requestId: 'ann-8',
    }),
    // A GraphQL error answered with 200 is an error too.
    entry({
      ...annEntries(annKey),
      at: at(-2, 4),
      endpoint: 'GET /api/v1.0/x',
      latencyMs: 120,
      error: true,
      requestId: 'ann-9',
      client: 'apollo.ios',
    }),
  ]);
  // Ben: two calls through his key, one with a token (no key), in another batch.
  await ring.services.usage.recordAccessLogs(platform, [
    entry({
      keyId: benKey,
      userId: 'ben-reports',
      at: at(-2, 10),
      endpoint: 'graphql:Products',
      latencyMs: 60,
    }),
    entry({
      keyId: benKey,
      userId: 'ben-reports',
      at: at(-2, 11),
      endpoint: 'graphql:Products',
      latencyMs: 70,
    }),
    entry({ keyId: null, userId: 'ben-reports', at: at(-1), endpoint: 'graphql:Me', latencyMs: 2 }),
  ]);
});

describe('percentiles from histogram buckets', () => {
  it('interpolates within the bucket the rank falls in', () => {
    // 2 in (0,1], 4 in (2,5], 1 each in (5,10], (10,20], (30,50], (100,150].
    const histogram = { '0': 2, '2': 4, '3': 1, '4': 1, '6': 1, '9': 1 };
    expect(quantile(histogram, 0.5)).toBeCloseTo(4.25, 9); // rank 5: 2 + 3 × (5 − 2) / 4
    expect(quantile(histogram, 0.95)).toBeCloseTo(125, 9); // rank 9.5: 100 + 50 × 0.5
    expect(quantile(histogram, 0.99)).toBeCloseTo(145, 9);
    expect(quantile({}, 0.5)).toBeNull();
    // The open last bucket answers its lower bound.
    expect(quantile({ '20': 3 }, 0.99)).toBe(10_000);
  });
});

describe('usage reports', () => {
  it('sums an account’s last hour: totals, percentiles, status codes, top endpoints and a per-minute series', async () => {
    const report = await ring.services.reports.usageReport(ann, { window: 'lastHour' });
    expect(report.from).toEqual(at(-59));
    expect(report.to).toEqual(at(0));
    expect(report).toMatchObject({ requests: 10, errors: 3, errorRate: 0.3 });
    expect(report.avgMs).toBeCloseTo(19.8, 9); // 198 ms over 10 requests
    expect(report.p50Ms).toBeCloseTo(4.25, 9);
    expect(report.p95Ms).toBeCloseTo(125, 9);
    expect(report.p99Ms).toBeCloseTo(145, 9);
    expect(report.statusCodes).toEqual([
      { status: 200, count: 8 },
      { status: 404, count: 1 },
      { status: 500, count: 1 },
    ]);
    expect(report.topEndpoints).toHaveLength(2);
    expect(report.topEndpoints[0]).toMatchObject({ endpoint: 'graphql:Products', requests: 6, errors: 0 });
    expect(report.topEndpoints[0]!.p95Ms).toBeCloseTo(4.775, 9); // rank 5.7: 2 + 3 × 3.7 / 4
    expect(report.topEndpoints[1]).toMatchObject({ endpoint: 'GET /api/v1.0/x', requests: 4, errors: 3 });
    expect(report.topEndpoints[1]!.p95Ms).toBeCloseTo(140, 9); // rank 3.8: 100 + 50 × 0.8
    expect(report.series).toHaveLength(60);
    expect(report.series.filter((point) => point.requests)).toEqual([
      { at: at(-5), requests: 6, errors: 0, p95Ms: expect.closeTo(4.775, 9) },
      { at: at(-2), requests: 4, errors: 3, p95Ms: expect.closeTo(140, 9) },
    ]);
  });

  it('reads the same figures from hourly rollups over a day, and per key', async () => {
    const day = await ring.services.reports.usageReport(ann, { window: 'lastDay' });
    expect(day.series).toHaveLength(24);
    expect(day.series.filter((point) => point.requests).map((point) => [point.at, point.requests])).toEqual([
      [new Date(START - 3_600_000), 10],
    ]);
    expect(day.p95Ms).toBeCloseTo(125, 9);
    const key = await ring.services.reports.usageReport(ann, { window: 'last30Days', keyId: annKey });
    expect(key).toMatchObject({ requests: 10, errors: 3 });
    expect(key.series).toHaveLength(30);
  });

  it('keeps accounts apart; staff see an account or the whole platform', async () => {
    await expect(
      ring.services.reports.usageReport(ben, { window: 'lastHour', keyId: annKey }),
    ).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'API_KEY_NOT_FOUND' }),
    });
    expect(
      (await ring.services.reports.usageReport(ben, { window: 'lastHour', userId: 'ann-reports' })).requests,
    ).toBe(0);
    const benReport = await ring.services.reports.usageReport(ben, { window: 'lastHour' });
    expect(benReport).toMatchObject({ requests: 3, errors: 0 });
    expect(
      (await ring.services.reports.usageReport(support, { window: 'lastHour', userId: 'ben-reports' }))
        .requests,
    ).toBe(3);
    expect(
      (await ring.services.reports.usageReport(support, { window: 'lastHour', keyId: benKey })).requests,
    ).toBe(2);
    expect((await ring.services.reports.usageReport(support, { window: 'lastHour' })).requests).toBe(13);
  });
});

describe('per-endpoint metrics for staff', () => {
  it('gives each endpoint its volume, latency, errors, statuses, clients and keys', async () => {
    const metrics = await ring.services.reports.endpointMetrics(support, 'last7Days');
    expect(metrics.map((row) => [row.endpoint, row.requests])).toEqual([
      ['graphql:Products', 8],
      ['GET /api/v1.0/x', 4],
      ['graphql:Me', 1],
    ]);
    const products = metrics[0]!;
    // Latencies 1,1,3,3,3,4 and 60,70: 145 ms over 8; p95 rank 7.6 in (50,75]: 50 + 25 × 1.6 / 2 = 70.
    expect(products.avgMs).toBeCloseTo(18.125, 9);
    expect(products.p95Ms).toBeCloseTo(70, 9);
    expect(products.p99Ms).toBeCloseTo(74, 9); // rank 7.92: 50 + 25 × 1.92 / 2
    expect(products.errorRate).toBe(0);
    expect(products.clients).toEqual([{ client: 'curl', requests: 8 }]);
    expect(products.keys).toEqual([
      { keyId: annKey, name: 'ann production', requests: 6, errors: 0 },
      { keyId: benKey, name: 'ben ci', requests: 2, errors: 0 },
    ]);
    const rest = metrics[1]!;
    expect(rest.errorRate).toBe(0.75);
    expect(rest.statusCodes).toEqual([
      { status: 200, count: 2 },
      { status: 404, count: 1 },
      { status: 500, count: 1 },
    ]);
    expect(rest.clients).toEqual([
      { client: 'curl', requests: 3 },
      { client: 'apollo.ios', requests: 1 },
    ]);
    expect(metrics[2]!.keys).toEqual([]);
  });

  it('ranks API keys by traffic', async () => {
    expect(await ring.services.reports.topApiKeys(support, 'lastHour', 10)).toEqual([
      { keyId: annKey, name: 'ann production', requests: 10, errors: 3 },
      { keyId: benKey, name: 'ben ci', requests: 2, errors: 0 },
    ]);
    expect((await ring.services.reports.topApiKeys(support, 'lastHour', 1)).map((key) => key.keyId)).toEqual([
      annKey,
    ]);
  });
});

describe('access log filters and paging', () => {
  const list = (filter: Parameters<UsersRing['services']['usage']['accessLogs']>[1]) =>
    ring.services.usage.accessLogs(ann, filter);

  it('filters by status class, endpoint, key and request id', async () => {
    expect((await list({ limit: 50, statusClass: '4xx' })).map((row) => row.requestId)).toEqual(['ann-7']);
    expect((await list({ limit: 50, statusClass: '5xx' })).map((row) => row.requestId)).toEqual(['ann-8']);
    expect(await list({ limit: 50, endpoint: 'GET /api/v1.0/x' })).toHaveLength(4);
    expect((await list({ limit: 50, requestId: 'ann-3' })).map((row) => row.endpoint)).toEqual([
      'graphql:Products',
    ]);
    expect(await list({ limit: 50, keyId: benKey })).toEqual([]);
    expect(await ring.services.usage.accessLogs(ben, { limit: 50, requestId: 'ann-3' })).toEqual([]);
  });

  it('pages newest first with cursors, without gaps or repeats', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await list({ limit: 3, after });
      seen.push(...page.map((row) => row.requestId));
      if (page.length < 3) break;
      after = page[page.length - 1]!.cursor;
    }
    expect(seen).toEqual([
      'ann-9',
      'ann-8',
      'ann-7',
      'ann-6',
      'ann-5',
      'ann-4',
      'ann-3',
      'ann-2',
      'ann-1',
      'ann-0',
    ]);
    await expect(list({ limit: 3, after: 'nonsense' })).rejects.toMatchObject({
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'after' }),
    });
  });
});
