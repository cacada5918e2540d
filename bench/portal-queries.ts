/**
 * `npx tsx bench/portal-queries.ts [rows] [store] [heap]`: the developer portal's and the operator
 * console's queries at `rows` (default 1,000,000) access-log entries, through the users services as the
 * subgraph runs them (no HTTP): usageReport (an account over 7 days, a key over the last hour and 30
 * days), endpointMetrics (every endpoint's percentiles over 7 and 30 days), and the access log (a key's
 * 4xx over a day; an account's next page over 7 days by cursor; an account's one endpoint over 7 days;
 * staff: everyone's 5xx over a day). Prints p50/p95/p99 per query against the 100 ms goal, the backend,
 * the load average, and the ratio of a usage report to the same totals computed from the raw log (a
 * `$group` over the account's rows of the window): what the rollups save.
 *
 * The rows are spread evenly over the last 30 days (200 accounts, 2 keys each, 25 endpoints, 5 clients;
 * seeded), written in batches of 5000 through `recordAccessLogs`, exactly as the gateway writes them
 * (two batches in flight), so the rollups and the access log's index are built on the way. `store` is
 * mongo-java-server's store: `memory` (default) or a file (an H2 MVStore, the store `npm start` uses;
 * `file` picks one under the OS temp directory); `heap` is the JVM's -Xmx (default 6g: the in-memory
 * store keeps every document on the heap).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { callerOf, serviceCaller } from '../platform/identity/caller';
import { ensureIndexes } from '../platform/mongo/connection';
import type { AccessLogEntry } from '../platform/usage';
import { startUsersBench } from './lib/users-bench';
import { percentile, times } from './lib/stats';

const rows = Number(process.argv[2] ?? 1_000_000);
const storeArg = process.argv[3] ?? 'memory';
const heap = process.argv[4] ?? '6g';
const store =
  storeArg === 'file' ? join(tmpdir(), `portal-bench-${randomBytes(4).toString('hex')}.mv`) : storeArg;
const ACCOUNTS = 200;
const ENDPOINTS = Array.from({ length: 25 }, (_, i) =>
  i % 5 === 4 ? `GET /api/v1/items/:id${i}` : `graphql:Operation${i}`,
);
const CLIENTS = ['curl', 'node', 'python-requests', 'Mozilla', 'apollo-ios'];
const DAY = 86_400_000;
const BATCH = 5000;

/** mulberry32: the same data set every run. */
let seed = 42;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const latency = () => {
  const r = random();
  if (r < 0.7) return 2 + random() * 18;
  if (r < 0.95) return 20 + random() * 130;
  return 150 + random() * 1850;
};
const status = () => {
  const r = random();
  return r < 0.93 ? 200 : r < 0.95 ? 404 : r < 0.97 ? 400 : r < 0.99 ? 429 : 500;
};

const { mongo, connection, wiring, close } = await startUsersBench({ name: 'portal', store, heap });
const { services } = wiring;
try {
  console.log(`MongoDB: ${mongo.describe}`);
  await ensureIndexes(connection);
  const gateway = serviceCaller('gateway', 'bench');
  const person = (userId: string) =>
    callerOf({ kind: 'user', userId, roles: ['customer'], scopes: ['read', 'write', 'account'] }, 'bench');
  const staff = callerOf(
    { kind: 'user', userId: 'bench-support', roles: ['support'], scopes: ['read', 'write', 'account'] },
    'bench',
  );
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => `bench-user-${String(i).padStart(3, '0')}`);
  const keys: Array<{ id: string; userId: string }> = [];
  for (const userId of accounts)
    for (const name of ['production', 'ci'])
      keys.push({ id: (await services.apiKeys.create(person(userId), { name })).apiKey._id, userId });

  const end = Date.now();
  const start = end - 30 * DAY;
  const loadStarted = Date.now();
  const batchOf = (written: number): AccessLogEntry[] => {
    const batch: AccessLogEntry[] = [];
    for (let i = written; i < Math.min(rows, written + BATCH); i++) {
      const key = keys[Math.floor(random() * keys.length)]!;
      batch.push({
        requestId: `bench-${i}`,
        at: new Date(start + ((end - start) * i) / rows),
        keyId: key.id,
        userId: key.userId,
        client: CLIENTS[Math.floor(random() * CLIENTS.length)]!,
        endpoint: ENDPOINTS[Math.floor(random() * ENDPOINTS.length)]!,
        status: status(),
        latencyMs: Math.round(latency() * 1000) / 1000,
        ip: '198.51.100.7',
      });
    }
    return batch;
  };
  // Two batches in flight, as two gateway replicas flushing at once would write.
  let next = 0;
  let done = 0;
  const writer = async () => {
    while (next < rows) {
      const batch = batchOf(next);
      next += batch.length;
      await services.usage.recordAccessLogs(gateway, batch);
      const before = done;
      done += batch.length;
      if (Math.floor(done / 50_000) > Math.floor(before / 50_000) || done === rows) {
        const seconds = (Date.now() - loadStarted) / 1000;
        console.log(
          `loaded ${done.toLocaleString('en')} / ${rows.toLocaleString('en')} rows (${seconds.toFixed(0)} s, ${(done / seconds).toFixed(0)} rows/s, load average ${loadavg()[0]!.toFixed(1)})`,
        );
      }
    }
  };
  await Promise.all([writer(), writer()]);
  console.log(
    `rows: ${(await connection.collection('access_logs').estimatedDocumentCount()).toLocaleString('en')} access-log entries, ` +
      `${(await connection.collection('traffic_rollups').estimatedDocumentCount()).toLocaleString('en')} rollups, ` +
      `${(await connection.collection('access_log_index').estimatedDocumentCount()).toLocaleString('en')} access-log index buckets`,
  );

  const results: Array<{ name: string; p50: number; p95: number; p99: number; samples: number }> = [];
  async function measure(name: string, samples: number, run: (i: number) => Promise<unknown>) {
    const coldStarted = performance.now();
    await run(samples); // warm-up, not counted (for endpoint metrics: builds the window's merged document)
    const cold = performance.now() - coldStarted;
    const durations: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      await run(i);
      durations.push(performance.now() - started);
    }
    const sorted = Float64Array.from(durations).sort();
    const row = {
      name,
      samples,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
    results.push(row);
    console.log(
      `${name.padEnd(52)} p50 ${row.p50.toFixed(1).padStart(7)} ms  p95 ${row.p95.toFixed(1).padStart(7)} ms  p99 ${row.p99.toFixed(1).padStart(7)} ms  ${row.p95 < 100 ? 'MET' : 'NOT MET'} (p95 < 100 ms, ${samples} samples; first call ${cold.toFixed(0)} ms)`,
    );
  }
  const account = (i: number) => accounts[(i * 7) % ACCOUNTS]!;
  const key = (i: number) => keys[(i * 13) % keys.length]!;
  await measure('usageReport: an account, LAST_7_DAYS', 50, (i) =>
    services.reports.usageReport(person(account(i)), { window: 'last7Days' }),
  );
  await measure('usageReport: a key, LAST_HOUR', 50, (i) =>
    services.reports.usageReport(person(key(i).userId), { window: 'lastHour', keyId: key(i).id }),
  );
  await measure('usageReport: a key, LAST_30_DAYS', 50, (i) =>
    services.reports.usageReport(person(key(i).userId), { window: 'last30Days', keyId: key(i).id }),
  );
  await measure('endpointMetrics: LAST_7_DAYS (staff)', 30, () =>
    services.reports.endpointMetrics(staff, 'last7Days'),
  );
  await measure('endpointMetrics: LAST_30_DAYS (staff)', 30, () =>
    services.reports.endpointMetrics(staff, 'last30Days'),
  );
  await measure('accessLogs: a key, 4xx, last day, first page of 50', 30, (i) =>
    services.usage.accessLogs(person(key(i).userId), { keyId: key(i).id, statusClass: '4xx', limit: 50 }),
  );
  await measure('accessLogs: an account, 7 days, next page by cursor', 30, async (i) => {
    const from = new Date(end - 7 * DAY);
    const first = await services.usage.accessLogs(person(account(i)), { from, limit: 50 });
    return services.usage.accessLogs(person(account(i)), {
      from,
      limit: 50,
      after: first.at(-1)?.cursor ?? null,
    });
  });
  await measure('accessLogs: an account, one endpoint, 7 days', 30, (i) =>
    services.usage.accessLogs(person(account(i)), {
      from: new Date(end - 7 * DAY),
      endpoint: ENDPOINTS[i % ENDPOINTS.length]!,
      limit: 50,
    }),
  );
  await measure('accessLogs: staff, everyone, 5xx, last day', 30, () =>
    services.usage.accessLogs(staff, { statusClass: '5xx', limit: 50 }),
  );

  // The baseline: the same account totals computed from the raw log at query time.
  const rawDurations: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await connection
      .collection('access_logs')
      .aggregate([
        { $match: { userId: account(i), at: { $gte: new Date(end - 7 * DAY) } } },
        { $group: { _id: null, requests: { $sum: 1 }, latency: { $sum: '$latencyMs' } } },
      ])
      .toArray();
    rawDurations.push(performance.now() - started);
  }
  const rawP50 = percentile(Float64Array.from(rawDurations).sort(), 50);
  console.log(
    `baseline, the same account's 7-day totals by $group over the raw log (no percentiles): p50 ${rawP50.toFixed(1)} ms; ` +
      `usageReport from rollups ${times(results[0]!.p50, rawP50)} of it`,
  );
  console.log(`machine: load average (1 min) ${loadavg()[0]!.toFixed(2)}; backend: ${mongo.describe}`);
} finally {
  await close();
  if (storeArg === 'file') rmSync(store, { force: true });
}
