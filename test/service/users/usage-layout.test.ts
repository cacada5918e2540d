import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '../../../platform/usage';
import type { StatusClass } from '../../../subgraphs/users/services/usage-service';
import { bucketOf, quantile, type Histogram } from '../../../subgraphs/users/usage/histogram';
import { windowRange, type UsageWindow } from '../../../subgraphs/users/usage/windows';
import { person, platform, START, usersRing, type UsersRing } from './fixtures';

/**
 * The pre-aggregated layout against the raw rows it is built from: endpoint metrics (merged windows plus
 * the buckets still filling) and the access log's index (walked across minute and hour buckets), with
 * batches written concurrently, on a ManualClock. Expected figures are computed here from the rows.
 */
let ring: UsersRing;
const DAY = 86_400_000;
const support = person('support-layout', ['support']);
const ACCOUNTS = ['ann-layout', 'ben-layout', 'cid-layout'];
const ENDPOINTS = ['graphql:Products', 'graphql:Me', 'GET /api/v1.0/users/:id', 'POST /api/orders'];
const CLIENTS = ['curl', 'node', 'apollo.ios'];
const STATUSES = [200, 200, 200, 201, 304, 400, 404, 429, 500, 503];
const keys: Array<{ id: string; userId: string }> = [];
const rows: AccessLogEntry[] = [];

/** mulberry32: the same rows every run. */
let seed = 7;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/** `count` rows at distinct milliseconds in [from, to), so newest-first has no ties to break. */
function makeRows(count: number, from: number, to: number, prefix: string): AccessLogEntry[] {
  const made: AccessLogEntry[] = [];
  const used = new Set(rows.map((row) => new Date(row.at).getTime()));
  while (made.length < count) {
    const at = from + Math.floor(random() * (to - from));
    if (used.has(at)) continue;
    used.add(at);
    const key = random() < 0.15 ? null : pick(keys);
    made.push({
      requestId: `${prefix}-${made.length}`,
      at: new Date(at),
      keyId: key?.id ?? null,
      // A few anonymous calls, a few with a token (an account, no key).
      userId: key?.userId ?? (random() < 0.5 ? pick(ACCOUNTS) : null),
      client: pick(CLIENTS),
      endpoint: pick(ENDPOINTS),
      status: pick(STATUSES),
      latencyMs: Math.round(random() * random() * 2500 * 1000) / 1000,
      ip: '198.51.100.9',
    });
  }
  return made;
}

/** Batches of 40, four written at once, as several gateway replicas flush. */
async function write(entries: AccessLogEntry[]): Promise<void> {
  const batches: AccessLogEntry[][] = [];
  for (let i = 0; i < entries.length; i += 40) batches.push(entries.slice(i, i + 40));
  for (let i = 0; i < batches.length; i += 4)
    await Promise.all(
      batches.slice(i, i + 4).map((batch) => ring.services.usage.recordAccessLogs(platform, batch)),
    );
  rows.push(...entries);
}

const time = (row: AccessLogEntry) => new Date(row.at).getTime();
const isError = (row: AccessLogEntry) => row.status >= 400;

function expectedMetrics(window: UsageWindow) {
  const now = ring.clock.now();
  const from = windowRange(window, now).from.getTime();
  const byEndpoint = new Map<string, AccessLogEntry[]>();
  for (const row of rows.filter((row) => time(row) >= from && time(row) <= now))
    byEndpoint.set(row.endpoint, [...(byEndpoint.get(row.endpoint) ?? []), row]);
  return [...byEndpoint]
    .map(([endpoint, list]) => {
      const histogram: Histogram = {};
      for (const row of list)
        histogram[bucketOf(row.latencyMs)] = (histogram[bucketOf(row.latencyMs)] ?? 0) + 1;
      const count = (of: (row: AccessLogEntry) => string | null | undefined) => {
        const counts = new Map<string, number>();
        for (const row of list) {
          const name = of(row);
          if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        return counts;
      };
      const statuses = count((row) => String(row.status));
      return {
        endpoint,
        requests: list.length,
        avgMs: expect.closeTo(list.reduce((sum, row) => sum + row.latencyMs, 0) / list.length, 6),
        p95Ms: expect.closeTo(quantile(histogram, 0.95)!, 6),
        p99Ms: expect.closeTo(quantile(histogram, 0.99)!, 6),
        errorRate: expect.closeTo(list.filter(isError).length / list.length, 9),
        statusCodes: [...statuses]
          .map(([status, n]) => ({ status: Number(status), count: n }))
          .sort((a, b) => a.status - b.status),
        clients: [...count((row) => row.client)]
          .map(([client, requests]) => ({ client, requests }))
          .sort((a, b) => b.requests - a.requests || a.client.localeCompare(b.client)),
        keys: [...count((row) => row.keyId)]
          .map(([keyId, requests]) => ({
            keyId,
            name: `key ${keys.findIndex((key) => key.id === keyId)}`,
            requests,
            errors: list.filter((row) => row.keyId === keyId && isError(row)).length,
          }))
          .sort((a, b) => b.requests - a.requests || a.keyId.localeCompare(b.keyId)),
      };
    })
    .sort((a, b) => b.requests - a.requests || a.endpoint.localeCompare(b.endpoint));
}

beforeAll(async () => {
  ring = await usersRing('users_usage_layout');
  for (const userId of ACCOUNTS)
    for (let i = 0; i < 2; i++)
      keys.push({
        id: (await ring.services.apiKeys.create(person(userId), { name: `key ${keys.length}` })).apiKey._id,
        userId,
      });
  // Ten days up to now: closed days, closed hours, and the hour still filling.
  await write(makeRows(900, START - 10 * DAY, START, 'old'));
});

describe('endpoint metrics from merged windows and filling buckets', () => {
  it.each(['last30Days', 'last7Days', 'lastDay'] as const)(
    'match the raw rows over %s, percentiles included, read cold and then merged',
    async (window) => {
      const cold = await ring.services.reports.endpointMetrics(support, window);
      expect(cold).toEqual(expectedMetrics(window));
      expect(await ring.services.reports.endpointMetrics(support, window)).toEqual(cold);
    },
  );

  it('adds what arrives in the filling hour, and follows the window as the clock moves', async () => {
    await ring.services.reports.endpointMetrics(support, 'last7Days');
    await write(makeRows(60, START - 4 * 60_000, START, 'late'));
    expect(await ring.services.reports.endpointMetrics(support, 'last7Days')).toEqual(
      expectedMetrics('last7Days'),
    );
    ring.clock.advance(3 * 3_600_000 + 17 * 60_000);
    await write(makeRows(60, START, ring.clock.now(), 'later'));
    for (const window of ['last30Days', 'last7Days'] as const)
      expect(await ring.services.reports.endpointMetrics(support, window)).toEqual(expectedMetrics(window));
    const top = await ring.services.reports.topApiKeys(support, 'last30Days', 3);
    const counts = keys
      .map((key) => ({ keyId: key.id, requests: rows.filter((row) => row.keyId === key.id).length }))
      .sort((a, b) => b.requests - a.requests || a.keyId.localeCompare(b.keyId));
    expect(top.map(({ keyId, requests }) => ({ keyId, requests }))).toEqual(counts.slice(0, 3));
  });
});

describe('the access log through its index', () => {
  async function listAll(
    caller: ReturnType<typeof person>,
    filter: { keyId?: string; statusClass?: StatusClass; endpoint?: string; from: Date; to: Date },
    limit: number,
  ): Promise<string[]> {
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await ring.services.usage.accessLogs(caller, { ...filter, limit, after });
      seen.push(...page.map((row) => row.requestId));
      if (page.length < limit) return seen;
      after = page.at(-1)!.cursor;
    }
  }

  const expected = (
    keep: (row: AccessLogEntry) => boolean,
    filter: { statusClass?: StatusClass; endpoint?: string; from: Date; to: Date },
  ) =>
    rows
      .filter(
        (row) =>
          keep(row) &&
          time(row) >= filter.from.getTime() &&
          time(row) < filter.to.getTime() &&
          (!filter.statusClass || Math.floor(row.status / 100) === Number(filter.statusClass[0])) &&
          (!filter.endpoint || row.endpoint === filter.endpoint),
      )
      .sort((a, b) => time(b) - time(a))
      .map((row) => row.requestId);

  it('pages every scope and filter newest first across minute and hour buckets, nothing lost or repeated', async () => {
    const all = { from: new Date(START - 11 * DAY), to: new Date(ring.clock.now() + 60_000) };
    const ann = person('ann-layout');
    const annKey = keys.find((key) => key.userId === 'ann-layout')!.id;
    const cases: Array<
      [ReturnType<typeof person>, Parameters<typeof listAll>[1], (row: AccessLogEntry) => boolean]
    > = [
      [ann, all, (row) => row.userId === 'ann-layout'],
      [ann, { ...all, keyId: annKey, statusClass: '4xx' }, (row) => row.keyId === annKey],
      [ann, { ...all, endpoint: 'GET /api/v1.0/users/:id' }, (row) => row.userId === 'ann-layout'],
      [support, { ...all, statusClass: '5xx' }, () => true],
      [support, { ...all, endpoint: 'graphql:Me', statusClass: '2xx' }, () => true],
      [
        support,
        { from: new Date(START - 2 * DAY - 7 * 60_000), to: new Date(START - DAY + 13 * 60_000) },
        () => true,
      ],
    ];
    for (const [caller, filter, keep] of cases) {
      const want = expected(keep, filter);
      expect(want.length).toBeGreaterThan(3);
      const got = await listAll(caller, filter, 7);
      expect(got).toEqual(want);
      expect(new Set(got).size).toBe(got.length);
    }
    // Someone else's key lists nothing, even through its own bucket of the index.
    const benKey = keys.find((key) => key.userId === 'ben-layout')!.id;
    expect(await listAll(ann, { ...all, keyId: benKey }, 7)).toEqual([]);
  });

  it('erases an account’s entries with its buckets of the index, and skips them in the platform’s', async () => {
    const all = { from: new Date(START - 11 * DAY), to: new Date(ring.clock.now() + 60_000) };
    const section = ring.personalData.list().find((known) => known.name === 'accessLogs')!;
    await section.erase({ userId: 'cid-layout', email: 'cid@example.com' });
    expect(await ring.models.AccessLogIndex.countDocuments({ userId: 'cid-layout' })).toBe(0);
    expect(await listAll(person('cid-layout'), all, 7)).toEqual([]);
    expect(await listAll(support, all, 50)).toEqual(expected((row) => row.userId !== 'cid-layout', all));
  });
});
