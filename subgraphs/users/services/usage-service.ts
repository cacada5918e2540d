import { randomUUID } from 'node:crypto';
import type { Clock } from '../../../platform/clock';
import { badInput } from '../../../platform/errors';
import { ownerFilter } from '../../../platform/identity/access';
import type { Caller } from '../../../platform/identity/caller';
import type { AccessLogEntry, UsageEntry } from '../../../platform/usage';
import type { AccessLogRecord, AccessLogRef, UsageModels, UsageRecord } from '../models/usage';
import { AccessLogIndex } from '../usage/access-log-index';
import { escapeKey, unescapeKey } from '../usage/field-names';
import type { TrafficReports } from '../usage/reports';
import { ownerUnlessStaff } from './callers';

export interface UsageRetention {
  usageDays: number;
  accessLogDays: number;
}

const DAY = 86_400_000;
/** Largest batch one call may carry; the gateway flushes well below it. */
const MAX_BATCH = 5000;
const MAX_RANGE_ROWS = 1440;

/** Which usage to read; the owner defaults to the caller (staff: everyone), the range to the recent past. */
export interface UsageQuery {
  keyId?: string | null;
  userId?: string | null;
  /** Inclusive start; default one span before `to`. */
  from?: Date | string | null;
  /** Exclusive end; default a minute from now. */
  to?: Date | string | null;
}

/** HTTP status classes the access log filters by. */
export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

export interface AccessLogQuery extends UsageQuery {
  limit: number;
  statusClass?: StatusClass | null;
  /** Exact endpoint (`graphql:Name`, `GET /api/users/:id`). */
  endpoint?: string | null;
  requestId?: string | null;
  /** The `cursor` of the last entry of the previous page: the page continues after it. */
  after?: string | null;
}

/** An access-log entry with the cursor that continues a listing after it. */
export type AccessLogView = AccessLogRecord & { cursor: string };

const encodeCursor = (row: Pick<AccessLogRecord, 'at' | '_id'>) =>
  Buffer.from(`${row.at.toISOString()}|${row._id}`).toString('base64url');

const statusClassFloor = (statusClass: StatusClass | null | undefined) =>
  statusClass ? Number(statusClass[0]) * 100 : null;

function statusRange(statusClass: StatusClass) {
  const floor = statusClassFloor(statusClass)!;
  return { $gte: floor, $lt: floor + 100 };
}

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()))
    throw badInput('after', 'Not a cursor this listing gave.', 'INVALID_FORMAT');
  return { at: date, id };
}

export interface UsageView {
  keyId: string;
  minute: Date;
  requests: number;
  errors: number;
  limited: number;
  averageLatencyMs: number;
  maxLatencyMs: number;
  statuses: Array<{ status: number; count: number }>;
  endpoints: Array<{ endpoint: string; count: number }>;
}

/**
 * Usage per API key per minute and the access log, written by the gateway in batches and read by the
 * keys' owners (staff: everyone's) for the developer portal.
 */
export class UsageService {
  private readonly index: AccessLogIndex;

  constructor(
    private readonly models: UsageModels,
    private readonly retention: UsageRetention,
    private readonly clock: Clock,
    /** The rollups usage reports and endpoint metrics read, fed from every access-log batch. */
    private readonly reports: TrafficReports,
  ) {
    this.index = new AccessLogIndex(models);
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** Adds a batch of per-key-per-minute counts: one upsert per key and minute, atomic on its document. */
  async recordUsage(_caller: Caller, entries: readonly UsageEntry[]): Promise<number> {
    if (entries.length > MAX_BATCH)
      throw badInput('entries', `At most ${MAX_BATCH} entries per call.`, 'OUT_OF_RANGE');
    if (!entries.length) return 0;
    const now = this.now();
    const operations = entries.map((entry) => {
      const minute = new Date(Math.floor(new Date(entry.minute).getTime() / 60_000) * 60_000);
      const increments: Record<string, number> = {
        requests: entry.requests,
        errorCount: entry.errors,
        limited: entry.limited,
        latencyMsSum: entry.latencyMsSum,
      };
      for (const { status, count } of entry.statuses) increments[`statuses.${status}`] = count;
      for (const { endpoint, count } of entry.endpoints)
        increments[`endpoints.${escapeKey(endpoint)}`] = count;
      return {
        updateOne: {
          filter: { _id: `${entry.keyId}|${minute.toISOString()}` },
          update: {
            $inc: increments,
            $max: { latencyMsMax: entry.latencyMsMax },
            $setOnInsert: {
              keyId: entry.keyId,
              userId: entry.userId,
              minute,
              expiresAt: new Date(Math.max(minute.getTime(), now.getTime()) + this.retention.usageDays * DAY),
            },
          },
          upsert: true,
        },
      };
    });
    await this.models.Usage.bulkWrite(operations, { ordered: false });
    return entries.length;
  }

  async recordAccessLogs(_caller: Caller, entries: readonly AccessLogEntry[]): Promise<number> {
    if (entries.length > MAX_BATCH)
      throw badInput('entries', `At most ${MAX_BATCH} entries per call.`, 'OUT_OF_RANGE');
    if (!entries.length) return 0;
    const expiresAt = new Date(this.clock.now() + this.retention.accessLogDays * DAY);
    const documents: AccessLogRecord[] = entries.map((entry) => ({
      _id: randomUUID(),
      requestId: entry.requestId,
      at: new Date(entry.at),
      keyId: entry.keyId ?? null,
      userId: entry.userId ?? null,
      client: entry.client,
      endpoint: entry.endpoint,
      status: entry.status,
      latencyMs: entry.latencyMs,
      ip: entry.ip ?? null,
      expiresAt,
    }));
    await this.models.AccessLog.insertMany(documents, { ordered: false, lean: true });
    // After the log itself, so no ref points at an entry that was never written; a retried batch adds to
    // the rollups again, so they may only over-count a failed one.
    await Promise.all([this.index.record(documents), this.reports.record(entries)]);
    return documents.length;
  }

  /** Per-minute usage, oldest first, within [from, to) (default: the last hour). */
  async usage(caller: Caller, filter: UsageQuery): Promise<UsageView[]> {
    const now = this.now();
    const { from, to } = range(filter, now, 3600_000);
    const rows = await this.models.Usage.find({
      ...ownerFilter(caller.reach.read, ownerUnlessStaff(caller, filter.userId)),
      ...(filter.keyId ? { keyId: filter.keyId } : {}),
      minute: { $gte: from, $lt: to },
      expiresAt: { $gt: now },
    })
      .sort({ minute: 1, keyId: 1 })
      .limit(MAX_RANGE_ROWS)
      .lean<UsageRecord[]>();
    return rows.map((row) => ({
      keyId: row.keyId,
      minute: row.minute,
      requests: row.requests,
      errors: row.errorCount,
      limited: row.limited,
      averageLatencyMs: row.requests ? row.latencyMsSum / row.requests : 0,
      maxLatencyMs: row.latencyMsMax,
      statuses: Object.entries(row.statuses ?? {})
        .map(([status, count]) => ({ status: Number(status), count }))
        .sort((a, b) => a.status - b.status),
      endpoints: Object.entries(row.endpoints ?? {})
        .map(([endpoint, count]) => ({ endpoint: unescapeKey(endpoint), count }))
        .sort((a, b) => b.count - a.count || a.endpoint.localeCompare(b.endpoint)),
    }));
  }

  /**
   * Access-log entries, newest first, within [from, to) (default: the last day), filtered by key, status
   * class, endpoint and request id; `after` continues a listing from a cursor (stable while entries
   * arrive, unlike an offset).
   */
  async accessLogs(caller: Caller, filter: AccessLogQuery): Promise<AccessLogView[]> {
    const now = this.now();
    const { from, to } = range(filter, now, DAY);
    const after = filter.after ? decodeCursor(filter.after) : null;
    const owner = ownerFilter(caller.reach.read, ownerUnlessStaff(caller, filter.userId));
    if (filter.requestId) {
      const rows = await this.models.AccessLog.find({
        ...owner,
        ...(filter.keyId ? { keyId: filter.keyId } : {}),
        requestId: filter.requestId,
        ...(filter.endpoint ? { endpoint: filter.endpoint } : {}),
        ...(filter.statusClass ? { status: statusRange(filter.statusClass) } : {}),
        at: { $gte: from, $lt: to },
        ...(after ? { $or: [{ at: { $lt: after.at } }, { at: after.at, _id: { $lt: after.id } }] } : {}),
        expiresAt: { $gt: now },
      })
        .sort({ at: -1, _id: -1 })
        .limit(filter.limit)
        .lean<AccessLogRecord[]>();
      return rows.map((row) => ({ ...row, cursor: encodeCursor(row) }));
    }
    const ownerId = owner.userId;
    if (ownerId !== undefined && typeof ownerId !== 'string') return [];
    // The key's refs when one is named (the entries themselves are then checked against the owner too).
    const scope = filter.keyId ? `key:${filter.keyId}` : ownerId ? `user:${ownerId}` : 'all';
    const floor = statusClassFloor(filter.statusClass);
    const matches = (ref: AccessLogRef) =>
      ref.t < to.getTime() &&
      (!after || ref.t < after.at.getTime() || (ref.t === after.at.getTime() && ref.i < after.id)) &&
      (floor === null || (ref.s >= floor && ref.s < floor + 100)) &&
      (!filter.endpoint || ref.e === filter.endpoint);
    const until = new Date(Math.min(to.getTime() - 1, after?.at.getTime() ?? Number.POSITIVE_INFINITY));
    const page: AccessLogRecord[] = [];
    const seen = new Set<string>();
    for await (const refs of this.index.walk(scope, from, until, now)) {
      const candidates = refs.filter((ref) => matches(ref) && !seen.has(ref.i) && seen.add(ref.i));
      // Read only as many entries as the page still lacks; an erased or expired one is skipped.
      for (let i = 0; i < candidates.length && page.length < filter.limit;) {
        const wanted = candidates.slice(i, i + filter.limit - page.length);
        i += wanted.length;
        // `_id` alone: the embedded server uses its index only for a bare `_id: {$in}` (any other
        // condition makes it scan every entry), so the owner and the expiry are checked here.
        const rows = await this.models.AccessLog.find({
          _id: { $in: wanted.map((ref) => ref.i) },
        }).lean<AccessLogRecord[]>();
        const byId = new Map(
          rows
            .filter((row) => row.expiresAt > now && (!ownerId || row.userId === ownerId))
            .map((row) => [row._id, row]),
        );
        for (const ref of wanted) {
          const row = byId.get(ref.i);
          if (row) page.push(row);
        }
      }
      if (page.length >= filter.limit) break;
    }
    return page.map((row) => ({ ...row, cursor: encodeCursor(row) }));
  }

  /** Deletes what outlived its retention (real MongoDB's TTL index does the same; the embedded one never). */
  async sweep(_caller: Caller): Promise<number> {
    const now = this.now();
    const [usage, logs, index, rollups] = await Promise.all([
      this.models.Usage.deleteMany({ expiresAt: { $lte: now } }),
      this.models.AccessLog.deleteMany({ expiresAt: { $lte: now } }),
      this.index.sweep(now),
      this.reports.sweep(),
    ]);
    return usage.deletedCount + logs.deletedCount + index + rollups;
  }
}

function range(
  filter: { from?: Date | string | null; to?: Date | string | null },
  now: Date,
  defaultSpanMs: number,
): { from: Date; to: Date } {
  const to = filter.to ? new Date(filter.to) : new Date(now.getTime() + 60_000);
  const from = filter.from ? new Date(filter.from) : new Date(to.getTime() - defaultSpanMs);
  if (!(from < to)) throw badInput('from', '`from` must be before `to`.', 'OUT_OF_RANGE');
  return { from, to };
}
