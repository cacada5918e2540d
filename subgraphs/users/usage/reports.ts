import { createHash } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { appError } from '../../../platform/errors';
import { ownerFilter, reaches } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { AccessLogEntry } from '../../../platform/usage';
import type { CredentialModels } from '../models/credentials';
import { escapeKey, unescapeKey } from './field-names';
import { addHistogram, bucketOf, quantile, type Histogram } from './histogram';
import type { KeyTally, RollupModels, Tally, TrafficRollup } from './model';
import {
  bucketStart,
  coveringBuckets,
  GRAINS,
  GRAIN_MS,
  windowRange,
  type Grain,
  type UsageWindow,
} from './windows';

const DAY = 86_400_000;
/** Distinct endpoints and clients one batch adds to one rollup; the rest count as "other". */
const MAX_ENDPOINTS_PER_BATCH = 200;
const MAX_CLIENTS_PER_BATCH = 50;
/** Per-minute rollups only serve the last hour; hours and days serve the longer windows. */
const MINUTE_RETENTION_MS = 2 * DAY;
const TOP_ENDPOINTS = 10;
/** Clients and keys listed per endpoint in endpoint metrics, busiest first. */
const TOP_PER_ENDPOINT = 20;
/**
 * What a merged window keeps, busiest first: enough that the top lists stay right once the open buckets
 * are added, and a bounded document whatever the number of keys (clients beyond it count as "other").
 */
const MERGED_PER_ENDPOINT = 50;
const MERGED_KEYS = 250;
/** A bucket that ended this long ago takes no more writes (gateway batches arrive within seconds). */
const LATE_MS = 5 * 60_000;
/** Rollup fields only endpoint metrics and the key ranking read. */
const PLATFORM_DETAIL = { endpointClients: 0, endpointKeys: 0, keys: 0 } as const;

export interface StatusCountView {
  status: number;
  count: number;
}
export interface UsageReportView {
  from: Date;
  to: Date;
  requests: number;
  errors: number;
  errorRate: number;
  avgMs: number | null;
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  statusCodes: StatusCountView[];
  topEndpoints: Array<{ endpoint: string; requests: number; errors: number; p95Ms: number | null }>;
  series: Array<{ at: Date; requests: number; errors: number; p95Ms: number | null }>;
}
export interface KeyUsageView {
  keyId: string;
  name: string | null;
  requests: number;
  errors: number;
}
export interface EndpointMetricsView {
  endpoint: string;
  requests: number;
  avgMs: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  errorRate: number;
  statusCodes: StatusCountView[];
  clients: Array<{ client: string; requests: number }>;
  keys: KeyUsageView[];
}

export interface UsageReportQuery {
  window: UsageWindow;
  keyId?: string | null;
  userId?: string | null;
}

const emptyTally = (): Tally => ({ requests: 0, errors: 0, latencyMsSum: 0, histogram: {}, statuses: {} });

function addTally(into: Tally, from: Partial<Tally> | undefined): void {
  if (!from) return;
  into.requests += from.requests ?? 0;
  into.errors += from.errors ?? 0;
  into.latencyMsSum += from.latencyMsSum ?? 0;
  addHistogram(into.histogram, from.histogram);
  addCounts(into.statuses, from.statuses);
}

function addCounts(into: Record<string, number>, from: Record<string, number> | undefined): void {
  for (const [name, count] of Object.entries(from ?? {})) into[name] = (into[name] ?? 0) + count;
}

const statusCodes = (statuses: Record<string, number>): StatusCountView[] =>
  Object.entries(statuses)
    .map(([status, count]) => ({ status: Number(status), count }))
    .sort((a, b) => a.status - b.status);

const latencies = (tally: Tally) => ({
  avgMs: tally.requests ? tally.latencyMsSum / tally.requests : null,
  p50Ms: quantile(tally.histogram, 0.5),
  p95Ms: quantile(tally.histogram, 0.95),
  p99Ms: quantile(tally.histogram, 0.99),
});

const errorRate = (tally: KeyTally) => (tally.requests ? tally.errors / tally.requests : 0);

/** Entries of a batch that add the same figures to the same rollups, and how many there are. */
interface SameFigures {
  /** The first of them (its key, account, client, endpoint and status are every one's). */
  entry: AccessLogEntry;
  /** The minute they fall in: every grain's bucket follows from it. */
  minute: number;
  errored: boolean;
  /** Their latency histogram bucket. */
  bucket: number;
  count: number;
  latencyMsSum: number;
}

/**
 * A batch folded into its distinct figures: a busy key's batch of hundreds of entries is a few endpoints,
 * statuses and latency buckets within a minute or two, so the nine rollups each entry feeds (three grains,
 * up to three scopes) are tallied once per group instead of once per entry (the users service spent about
 * 100 us of CPU per access-log entry here).
 */
function sameFigures(entries: readonly AccessLogEntry[]): Iterable<SameFigures> {
  const groups = new Map<string, SameFigures>();
  for (const entry of entries) {
    const minute = bucketStart(new Date(entry.at).getTime(), 'minute');
    const errored = entry.error ?? entry.status >= 400;
    const bucket = bucketOf(entry.latencyMs);
    const key = JSON.stringify([
      minute,
      errored,
      bucket,
      entry.status,
      entry.userId ?? null,
      entry.keyId ?? null,
      entry.client,
      entry.endpoint,
    ]);
    const group = groups.get(key);
    if (group) {
      group.count++;
      group.latencyMsSum += entry.latencyMs;
    } else groups.set(key, { entry, minute, errored, bucket, count: 1, latencyMsSum: entry.latencyMs });
  }
  return groups.values();
}

/**
 * Usage reports and per-endpoint metrics from the platform's own measurements: every access-log batch
 * the gateway writes is also added into per-minute, per-hour and per-day rollups (platform, account and
 * key scopes) carrying counts, status codes and a fixed-bucket latency histogram, so a report reads the
 * window's rollups by `_id` (at most 168 documents) and computes percentiles from summed buckets.
 */
export class TrafficReports {
  constructor(
    private readonly models: RollupModels & Pick<CredentialModels, 'ApiKey'>,
    private readonly retention: { usageDays: number },
    private readonly clock: Clock,
  ) {}

  /** Adds a batch of access-log entries to their rollups: one upsert per rollup touched, atomic on it. */
  async record(entries: readonly AccessLogEntry[]): Promise<void> {
    if (!entries.length) return;
    const now = this.clock.now();
    const deltas = new Map<
      string,
      { grain: Grain; scope: string; at: number; inc: Record<string, number>; endpoints: Set<string> }
    >();
    const clientsSeen = new Map<string, Set<string>>();
    for (const { entry, minute, errored, bucket, count, latencyMsSum } of sameFigures(entries)) {
      const scopes = ['all'];
      if (entry.userId) scopes.push(`user:${entry.userId}`);
      if (entry.keyId) scopes.push(`key:${entry.keyId}`);
      for (const grain of GRAINS) {
        const start = bucketStart(minute, grain);
        // A late or replayed batch does not write rollups that have already run out.
        if (start + this.retentionMs(grain) <= now) continue;
        for (const scope of scopes) {
          const id = rollupId(grain, scope, new Date(start));
          let delta = deltas.get(id);
          if (!delta) {
            delta = { grain, scope, at: start, inc: {}, endpoints: new Set() };
            deltas.set(id, delta);
          }
          const { inc } = delta;
          const add = (path: string, n: number) => {
            if (n) inc[path] = (inc[path] ?? 0) + n;
          };
          const tally = (prefix: string) => {
            add(`${prefix}requests`, count);
            add(`${prefix}errors`, errored ? count : 0);
            add(`${prefix}latencyMsSum`, latencyMsSum);
            add(`${prefix}histogram.${bucket}`, count);
            add(`${prefix}statuses.${entry.status}`, count);
          };
          tally('');
          let endpoint = escapeKey(entry.endpoint);
          if (!delta.endpoints.has(endpoint)) {
            if (delta.endpoints.size >= MAX_ENDPOINTS_PER_BATCH) endpoint = 'other';
            delta.endpoints.add(endpoint);
          }
          tally(`endpoints.${endpoint}.`);
          if (entry.keyId && scope !== `key:${entry.keyId}`) {
            const key = escapeKey(entry.keyId);
            add(`keys.${key}.requests`, count);
            add(`keys.${key}.errors`, errored ? count : 0);
          }
          if (scope === 'all') {
            let seen = clientsSeen.get(id);
            if (!seen) clientsSeen.set(id, (seen = new Set()));
            let client = escapeKey(entry.client);
            if (!seen.has(client)) {
              if (seen.size >= MAX_CLIENTS_PER_BATCH) client = 'other';
              seen.add(client);
            }
            add(`endpointClients.${endpoint}.${client}`, count);
            if (entry.keyId) {
              const key = escapeKey(entry.keyId);
              add(`endpointKeys.${endpoint}.${key}.requests`, count);
              add(`endpointKeys.${endpoint}.${key}.errors`, errored ? count : 0);
            }
          }
        }
      }
    }
    if (!deltas.size) return;
    const operations = [...deltas].map(([id, delta]) => ({
      updateOne: {
        filter: { _id: id },
        update: {
          $inc: delta.inc,
          $setOnInsert: {
            grain: delta.grain,
            scope: delta.scope,
            at: new Date(delta.at),
            expiresAt: new Date(delta.at + this.retentionMs(delta.grain)),
          },
        },
        upsert: true,
      },
    }));
    await this.models.TrafficRollup.bulkWrite(operations, { ordered: false });
  }

  /**
   * Requests, errors, latency percentiles, status codes, top endpoints and a series over a window: of one
   * key (the caller's, or anyone's for staff), of an account (the caller's; staff may name one), or, for
   * staff naming neither, of the whole platform.
   */
  async usageReport(caller: Caller, query: UsageReportQuery): Promise<UsageReportView> {
    const scope = await this.scopeOf(caller, query);
    const range = windowRange(query.window, this.clock.now());
    const rows = await this.read(
      scope,
      range.starts.map((start) => ({ grain: range.grain, start })),
      PLATFORM_DETAIL,
    );
    const byStart = new Map(rows.map((row) => [row.at.getTime(), row]));
    const total = emptyTally();
    const endpoints = new Map<string, Tally>();
    const series = range.starts.map((start) => {
      const row = byStart.get(start.getTime());
      addTally(total, row);
      for (const [escaped, tally] of Object.entries(row?.endpoints ?? {})) {
        const name = unescapeKey(escaped);
        const current = endpoints.get(name) ?? emptyTally();
        addTally(current, tally);
        endpoints.set(name, current);
      }
      return {
        at: start,
        requests: row?.requests ?? 0,
        errors: row?.errors ?? 0,
        p95Ms: quantile(row?.histogram ?? {}, 0.95),
      };
    });
    return {
      from: range.from,
      to: range.to,
      requests: total.requests,
      errors: total.errors,
      errorRate: errorRate(total),
      ...latencies(total),
      statusCodes: statusCodes(total.statuses),
      topEndpoints: [...endpoints]
        .sort(([a, x], [b, y]) => y.requests - x.requests || a.localeCompare(b))
        .slice(0, TOP_ENDPOINTS)
        .map(([endpoint, tally]) => ({
          endpoint,
          requests: tally.requests,
          errors: tally.errors,
          p95Ms: quantile(tally.histogram, 0.95),
        })),
      series,
    };
  }

  /** Staff: every endpoint's volume, latency, errors, status codes, clients and API keys over a window. */
  async endpointMetrics(_caller: Caller, window: UsageWindow): Promise<EndpointMetricsView[]> {
    const merged = await this.platformWindow(window);
    const endpoints = Object.entries(merged.endpoints).map(([escaped, tally]) => ({
      escaped,
      endpoint: unescapeKey(escaped),
      tally,
      keys: top(merged.endpointKeys[escaped] ?? {}, TOP_PER_ENDPOINT),
    }));
    const names = await this.keyNames(endpoints.flatMap(({ keys }) => keys.map(([keyId]) => keyId)));
    return endpoints
      .sort((x, y) => y.tally.requests - x.tally.requests || x.endpoint.localeCompare(y.endpoint))
      .map(({ escaped, endpoint, tally, keys }) => {
        const { avgMs, p95Ms, p99Ms } = latencies(tally);
        return {
          endpoint,
          requests: tally.requests,
          avgMs,
          p95Ms,
          p99Ms,
          errorRate: errorRate(tally),
          statusCodes: statusCodes(tally.statuses),
          clients: Object.entries(merged.endpointClients[escaped] ?? {})
            .map(([client, requests]) => ({ client: unescapeKey(client), requests }))
            .sort((a, b) => b.requests - a.requests || a.client.localeCompare(b.client))
            .slice(0, TOP_PER_ENDPOINT),
          keys: keyViews(new Map(keys), names),
        };
      });
  }

  /** Staff: the API keys with the most requests over a window. */
  async topApiKeys(_caller: Caller, window: UsageWindow, limit: number): Promise<KeyUsageView[]> {
    const keys = top((await this.platformWindow(window)).keys, limit);
    return keyViews(new Map(keys), await this.keyNames(keys.map(([keyId]) => keyId)));
  }

  /**
   * The platform's figures over a window without reading its buckets one by one: today's day splits into
   * its hours; the closed days and the closed hours each come from one merged document (built by the
   * first reader of a window position and kept a day; lists cut to the busiest, see MERGED_*), and only
   * the hour still filling is read as it is. Any window is then 3 or 4 bounded documents.
   */
  private async platformWindow(window: UsageWindow): Promise<Merged> {
    const now = this.clock.now();
    const buckets = coveringBuckets(windowRange(window, now)).flatMap(({ grain, start }) =>
      grain === 'day' && start.getTime() + DAY + LATE_MS > now
        ? Array.from({ length: Math.floor((now - start.getTime()) / GRAIN_MS.hour) + 1 }, (_, i) => ({
            grain: 'hour' as const,
            start: new Date(start.getTime() + i * GRAIN_MS.hour),
          }))
        : [{ grain, start }],
    );
    const isClosed = ({ grain, start }: { grain: Grain; start: Date }) =>
      start.getTime() + GRAIN_MS[grain] + LATE_MS <= now;
    const direct = buckets.filter((bucket) => !isClosed(bucket));
    const merges: string[][] = [];
    for (const grain of GRAINS) {
      const closed = buckets.filter((bucket) => bucket.grain === grain && isClosed(bucket));
      if (closed.length > 1) merges.push(closed.map(({ start }) => rollupId(grain, 'all', start)));
      else direct.push(...closed);
    }
    const mergedIds = merges.map(
      (ids) => `window|all|${createHash('sha256').update(ids.join(',')).digest('base64url').slice(0, 22)}`,
    );
    // A bare `_id: {$in}` (expiry checked here): the embedded server scans for anything more.
    const rows = await this.models.TrafficRollup.find({
      _id: { $in: [...mergedIds, ...direct.map(({ grain, start }) => rollupId(grain, 'all', start))] },
    }).lean<TrafficRollup[]>();
    const merged = emptyMerged();
    for (const row of rows) if (row.expiresAt.getTime() > now) addRollup(merged, row);
    for (const [i, id] of mergedIds.entries()) {
      if (rows.some((row) => row._id === id && row.expiresAt.getTime() > now)) continue;
      const parts = emptyMerged();
      const ids = merges[i]!;
      const found = await this.models.TrafficRollup.find({ _id: { $in: ids } }).lean<TrafficRollup[]>();
      for (const row of found) if (row.expiresAt.getTime() > now) addRollup(parts, row);
      const doc = bounded(parts, id, new Date(now), new Date(now + DAY));
      // Readers racing here write the same figures; the last one wins.
      await this.models.TrafficRollup.replaceOne({ _id: id }, doc, { upsert: true });
      addRollup(merged, doc);
    }
    return merged;
  }

  private retentionMs(grain: Grain): number {
    return grain === 'minute' ? MINUTE_RETENTION_MS : this.retention.usageDays * DAY;
  }

  async sweep(): Promise<number> {
    const result = await this.models.TrafficRollup.deleteMany({
      expiresAt: { $lte: new Date(this.clock.now()) },
    });
    return result.deletedCount;
  }

  private async scopeOf(caller: Caller, query: UsageReportQuery): Promise<string> {
    if (query.keyId) {
      // By `_id` alone, the owner checked here: the embedded server scans for anything more.
      const key = await this.models.ApiKey.findById(query.keyId)
        .select({ userId: 1 })
        .lean<{ userId: string }>();
      const owner = ownerFilter(caller.reach.read, query.userId).userId;
      if (!key || (owner !== undefined && owner !== key.userId))
        throw appError('API_KEY_NOT_FOUND', `No API key with id "${query.keyId}".`, { id: query.keyId });
      return `key:${query.keyId}`;
    }
    if (query.userId) {
      // Someone else's account looks like one with no traffic.
      return reaches(caller.reach.read, query.userId) ? `user:${query.userId}` : 'none';
    }
    if (caller.reach.read.kind === 'all') return 'all';
    return caller.person ? `user:${caller.person}` : 'none';
  }

  private async read(
    scope: string,
    buckets: Array<{ grain: Grain; start: Date }>,
    projection: Record<string, 0> = {},
  ): Promise<TrafficRollup[]> {
    if (scope === 'none') return [];
    const now = new Date(this.clock.now());
    const rows = await this.models.TrafficRollup.find(
      { _id: { $in: buckets.map(({ grain, start }) => rollupId(grain, scope, start)) } },
      projection,
    ).lean<TrafficRollup[]>();
    return rows.filter((row) => row.expiresAt > now);
  }

  private async keyNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const keys = await this.models.ApiKey.find({ _id: { $in: unique } })
      .select({ name: 1 })
      .lean<Array<{ _id: string; name: string }>>();
    return new Map(keys.map((key) => [key._id, key.name]));
  }
}

const rollupId = (grain: Grain, scope: string, start: Date) => `${grain}|${scope}|${start.toISOString()}`;

/** Several rollups added up; map keys stay escaped. */
interface Merged {
  total: Tally;
  endpoints: Record<string, Tally>;
  endpointClients: Record<string, Record<string, number>>;
  endpointKeys: Record<string, Record<string, KeyTally>>;
  keys: Record<string, KeyTally>;
}

const emptyMerged = (): Merged => ({
  total: emptyTally(),
  endpoints: {},
  endpointClients: {},
  endpointKeys: {},
  keys: {},
});

function addKeyTallies(into: Record<string, KeyTally>, from: Record<string, KeyTally> | undefined): void {
  for (const [key, tally] of Object.entries(from ?? {})) {
    const current = (into[key] ??= { requests: 0, errors: 0 });
    current.requests += tally.requests ?? 0;
    current.errors += tally.errors ?? 0;
  }
}

function addRollup(into: Merged, row: Partial<TrafficRollup>): void {
  addTally(into.total, row);
  for (const [endpoint, tally] of Object.entries(row.endpoints ?? {}))
    addTally((into.endpoints[endpoint] ??= emptyTally()), tally);
  for (const [endpoint, clients] of Object.entries(row.endpointClients ?? {}))
    addCounts((into.endpointClients[endpoint] ??= {}), clients);
  for (const [endpoint, keys] of Object.entries(row.endpointKeys ?? {}))
    addKeyTallies((into.endpointKeys[endpoint] ??= {}), keys);
  addKeyTallies(into.keys, row.keys);
}

/** The busiest entries of a map, busiest first (ties by name, so the order is stable). */
function top<T extends number | KeyTally>(map: Record<string, T>, limit: number): Array<[string, T]> {
  const requests = (value: T) => (typeof value === 'number' ? value : value.requests);
  return Object.entries(map)
    .sort(([a, x], [b, y]) => requests(y) - requests(x) || a.localeCompare(b))
    .slice(0, limit);
}

/** A merged window as a rollup document, its per-endpoint lists cut to the busiest (see MERGED_*). */
function bounded(merged: Merged, id: string, at: Date, expiresAt: Date): TrafficRollup {
  const endpointClients: Record<string, Record<string, number>> = {};
  for (const [endpoint, clients] of Object.entries(merged.endpointClients)) {
    const { other = 0, ...named } = clients;
    const kept = top(named, MERGED_PER_ENDPOINT);
    const rest =
      other + Object.values(named).reduce((sum, n) => sum + n, 0) - kept.reduce((sum, [, n]) => sum + n, 0);
    endpointClients[endpoint] = Object.fromEntries(rest ? [...kept, ['other', rest]] : kept);
  }
  const endpointKeys: Record<string, Record<string, KeyTally>> = {};
  for (const [endpoint, keys] of Object.entries(merged.endpointKeys))
    endpointKeys[endpoint] = Object.fromEntries(top(keys, MERGED_PER_ENDPOINT));
  return {
    _id: id,
    grain: 'window',
    scope: 'all',
    at,
    ...merged.total,
    endpoints: merged.endpoints,
    endpointClients,
    endpointKeys,
    keys: Object.fromEntries(top(merged.keys, MERGED_KEYS)),
    expiresAt,
  };
}

function keyViews(keys: Map<string, KeyTally>, names: Map<string, string>): KeyUsageView[] {
  return [...keys]
    .map(([keyId, tally]) => ({ keyId, name: names.get(keyId) ?? null, ...tally }))
    .sort((a, b) => b.requests - a.requests || a.keyId.localeCompare(b.keyId));
}
